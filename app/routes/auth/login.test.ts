import { beforeAll, describe, expect, it } from "vitest";
import { PAIR_LIMIT } from "~/lib/auth/login-throttle.server";
import { getUser } from "~/lib/auth/session.server";
import { createUser } from "~/lib/auth/users.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import {
  callAction,
  callLoader,
  dataOf,
  get,
  headerOf,
  post,
  responseOf,
  sessionCookie,
  statusOf,
} from "../../../tests/support/routes";
import * as loginRoute from "./login";
import { INVALID_LOGIN } from "./login";

const PASSWORD = "the-right-password";

/** What a refused sign-in holds: React Router's `data()` payload. */
interface Refusal {
  error: string;
  username: string;
}

let addressCounter = 0;

/**
 * Posts the sign-in form. Each call comes from its own client address unless one is given, so the
 * per-address limit (shared by the whole file through the module's throttle) never interferes.
 */
function signIn(fields: Record<string, string>, options: { address?: string; cookie?: string } = {}) {
  const address = options.address ?? `198.51.100.${++addressCounter}`;
  return callAction(loginRoute, post("/login", fields, { cookie: options.cookie }), { address });
}

function expectRefusal(result: unknown, status: number): Refusal {
  expect(result).not.toBeInstanceOf(Response);
  expect(statusOf(result)).toBe(status);
  return dataOf<Refusal>(result);
}

function expectRedirect(result: unknown, location: string): Response {
  expect(result).toBeInstanceOf(Response);
  const response = responseOf(result);
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
    expect(refusal).toEqual({ error: INVALID_LOGIN, username: "office" });
    expect(INVALID_LOGIN).toBe("Invalid username or password.");
  });

  it("refuses an unknown user with the very same message", async () => {
    const refusal = expectRefusal(await signIn({ username: "  nobody  ", password: PASSWORD }), 401);
    expect(refusal).toEqual({ error: "Invalid username or password.", username: "nobody" });
  });

  it.each([
    ["both fields empty", { username: "", password: "" }],
    ["no password", { username: "office", password: "" }],
    ["no username", { username: "", password: PASSWORD }],
    ["no fields at all", {}],
  ])("refuses %s with the same message", async (_label, fields) => {
    const refusal = expectRefusal(await signIn(fields), 401);
    expect(refusal.error).toBe("Invalid username or password.");
  });

  it("signs in with the right password: a session cookie and the page first asked for", async () => {
    const response = expectRedirect(
      await signIn({ username: "office", password: PASSWORD, redirectTo: "/admin/albums?dialog=add" }),
      "/admin/albums?dialog=add",
    );
    const setCookie = response.headers.get("Set-Cookie");
    expect(setCookie).toMatch(/^session=[^;]+;.*HttpOnly/i);
    const cookie = setCookie?.split(";")[0] ?? "";
    const user = await getUser(get("/admin", { cookie }));
    expect(user?.username).toBe("office");
  });

  it("goes into the staff area in the page, and to a public page asked for as a new document", async () => {
    const staff = expectRedirect(
      await signIn({ username: "office", password: PASSWORD, redirectTo: "/admin/albums" }),
      "/admin/albums",
    );
    expect(staff.headers.get("X-Remix-Reload-Document")).toBeNull();
    const site = expectRedirect(
      await signIn({ username: "office", password: PASSWORD, redirectTo: "/notifications" }),
      "/notifications",
    );
    expect(site.headers.get("X-Remix-Reload-Document")).toBe("true");
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
    const asked = (cookie: string) => getUser(get("/admin", { cookie }));
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
    expect(refusal.error).toContain("Too many failed sign-in attempts");
    expect(refusal.username).toBe("target");
    expect(Number(headerOf(result, "Retry-After"))).toBeGreaterThan(0);
    // The same account from another address, and another account, are unaffected.
    expectRedirect(await signIn({ username: "target", password: PASSWORD }), "/admin");
    expectRedirect(await signIn({ username: "office", password: PASSWORD }), "/admin");
  });
});

describe("login loader", () => {
  const load = (path: string, cookie?: string) => callLoader(loginRoute, get(path, { cookie }));

  it("shows the form to a signed-out visitor, with a safe redirectTo", async () => {
    expect(await load("/login?redirectTo=%2Fadmin%2Fmedia")).toEqual({ redirectTo: "/admin/media" });
    expect(await load("/login?redirectTo=https%3A%2F%2Fevil.example")).toEqual({ redirectTo: "/admin" });
    expect(await load("/login")).toEqual({ redirectTo: "/admin" });
  });

  it("sends an already signed-in user on to the page asked for", async () => {
    const user = await createUser({ username: "already-in", password: PASSWORD });
    const cookie = await sessionCookie(user.id);
    expectRedirect(await load("/login?redirectTo=%2Fadmin%2Falbums", cookie), "/admin/albums");
    expectRedirect(await load("/login", cookie), "/admin");
  });
});
