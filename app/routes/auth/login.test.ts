import { beforeAll, describe, expect, it } from "vitest";
import { PAIR_LIMIT } from "~/lib/auth/login-throttle.server";
import { createSession, getUser } from "~/lib/auth/session.server";
import { createUser } from "~/lib/auth/users.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { action, INVALID_LOGIN, loader } from "./login";

const SITE = "http://localhost:3000";
const PASSWORD = "the-right-password";

/** What a refused sign-in returns: React Router's `data()` result. */
interface Refusal {
  data: { error: string; username: string };
  init: { status?: number; headers?: Record<string, string> } | null;
}

let addressCounter = 0;

/**
 * Posts the sign-in form. Each call comes from its own client address unless one is given, so the
 * per-address limit (shared by the whole file through the module's throttle) never interferes.
 */
async function signIn(
  fields: Record<string, string>,
  options: { address?: string; cookie?: string } = {},
): Promise<unknown> {
  const address = options.address ?? `198.51.100.${++addressCounter}`;
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (options.cookie) headers.Cookie = options.cookie;
  const request = new Request(`${SITE}/login`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
  try {
    return await action({ request, params: {}, context: { nonce: "", clientAddress: address } } as never);
  } catch (thrown) {
    return thrown;
  }
}

function expectRefusal(result: unknown, status: number): Refusal {
  expect(result).not.toBeInstanceOf(Response);
  const refusal = result as Refusal;
  expect(refusal.init?.status).toBe(status);
  return refusal;
}

function expectRedirect(result: unknown, location: string): Response {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(location);
  return response;
}

beforeAll(async () => {
  await migrateToLatest(db());
  await createUser({ username: "office", password: PASSWORD });
  await createUser({ username: "fresh-admin", password: PASSWORD, mustChangePassword: true });
  await createUser({ username: "target", password: PASSWORD });
});

describe("login action", () => {
  it("refuses a wrong password with the one message, status 401, keeping the username", async () => {
    const refusal = expectRefusal(
      await signIn({ username: "office", password: "wrong-password", redirectTo: "/admin" }),
      401,
    );
    expect(refusal.data).toEqual({ error: INVALID_LOGIN, username: "office" });
    expect(INVALID_LOGIN).toBe("Invalid username or password.");
  });

  it("refuses an unknown user with the very same message", async () => {
    const refusal = expectRefusal(await signIn({ username: "  nobody  ", password: PASSWORD }), 401);
    expect(refusal.data).toEqual({ error: "Invalid username or password.", username: "nobody" });
  });

  it.each([
    ["both fields empty", { username: "", password: "" }],
    ["no password", { username: "office", password: "" }],
    ["no username", { username: "", password: PASSWORD }],
    ["no fields at all", {}],
  ])("refuses %s with the same message", async (_label, fields) => {
    const refusal = expectRefusal(await signIn(fields), 401);
    expect(refusal.data.error).toBe("Invalid username or password.");
  });

  it("signs in with the right password: a session cookie and the page first asked for", async () => {
    const response = expectRedirect(
      await signIn({ username: "office", password: PASSWORD, redirectTo: "/admin/albums?dialog=add" }),
      "/admin/albums?dialog=add",
    );
    const setCookie = response.headers.get("Set-Cookie");
    expect(setCookie).toMatch(/^session=[^;]+;.*HttpOnly/i);
    const cookie = setCookie?.split(";")[0] ?? "";
    const user = await getUser(new Request(`${SITE}/admin`, { headers: { Cookie: cookie } }));
    expect(user?.username).toBe("office");
  });

  it.each([
    ["an external site", "https://evil.example"],
    ["a protocol-relative address", "//evil.example/admin"],
    ["the login page itself", "/login"],
    ["nothing", ""],
  ])("goes to /admin when redirectTo is %s", async (_label, redirectTo) => {
    expectRedirect(await signIn({ username: "office", password: PASSWORD, redirectTo }), "/admin");
  });

  it("sends a user with a generated password to change it", async () => {
    const response = expectRedirect(
      await signIn({ username: "fresh-admin", password: PASSWORD, redirectTo: "/admin/media" }),
      "/admin/password",
    );
    expect(response.headers.get("Set-Cookie")).toMatch(/^session=/);
  });

  it("replaces the session the browser already had", async () => {
    const first = expectRedirect(await signIn({ username: "office", password: PASSWORD }), "/admin");
    const firstCookie = first.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    const second = expectRedirect(
      await signIn({ username: "office", password: PASSWORD }, { cookie: firstCookie }),
      "/admin",
    );
    const secondCookie = second.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    expect(secondCookie).not.toBe(firstCookie);
    const asked = (cookie: string) => getUser(new Request(`${SITE}/admin`, { headers: { Cookie: cookie } }));
    expect(await asked(firstCookie)).toBeNull();
    expect((await asked(secondCookie))?.username).toBe("office");
  });

  it("after too many wrong passwords from one address, refuses even the right one there with status 429", async () => {
    const address = "203.0.113.40";
    for (let i = 0; i < PAIR_LIMIT; i++) {
      expectRefusal(await signIn({ username: "target", password: `guess-${i}` }, { address }), 401);
    }
    const result = await signIn(
      { username: "target", password: PASSWORD, redirectTo: "/admin" },
      { address },
    );
    const refusal = expectRefusal(result, 429);
    expect(refusal.data.error).toContain("Too many failed sign-in attempts");
    expect(refusal.data.username).toBe("target");
    expect(Number(refusal.init?.headers?.["Retry-After"])).toBeGreaterThan(0);
    // The same account from another address, and another account, are unaffected (issue 19 item 4).
    expectRedirect(await signIn({ username: "target", password: PASSWORD }), "/admin");
    expectRedirect(await signIn({ username: "office", password: PASSWORD }), "/admin");
  });
});

describe("login loader", () => {
  async function load(path: string, cookie?: string): Promise<unknown> {
    const request = new Request(`${SITE}${path}`, cookie ? { headers: { Cookie: cookie } } : undefined);
    try {
      return await loader({
        request,
        params: {},
        context: { nonce: "", clientAddress: "127.0.0.1" },
      } as never);
    } catch (thrown) {
      return thrown;
    }
  }

  it("shows the form to a signed-out visitor, with a safe redirectTo", async () => {
    expect(await load("/login?redirectTo=%2Fadmin%2Fmedia")).toEqual({ redirectTo: "/admin/media" });
    expect(await load("/login?redirectTo=https%3A%2F%2Fevil.example")).toEqual({ redirectTo: "/admin" });
    expect(await load("/login")).toEqual({ redirectTo: "/admin" });
  });

  it("sends an already signed-in user on to the page asked for", async () => {
    const user = await createUser({ username: "already-in", password: PASSWORD });
    const setCookie = await createSession(new Request(`${SITE}/login`), user.id);
    const cookie = setCookie.split(";")[0] ?? "";
    expectRedirect(await load("/login?redirectTo=%2Fadmin%2Falbums", cookie), "/admin/albums");
    expectRedirect(await load("/login", cookie), "/admin");
  });
});
