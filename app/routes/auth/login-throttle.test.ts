import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "~/lib/auth/users.server";
import { closeDb, db, migrateToLatest } from "~/lib/platform/db.server";
import * as loginRoute from "./login";

/**
 * Issue 19 item 4 through the sign-in route, as a visitor meets it: nobody can keep the administrator
 * out by failing to sign in as `admin`; the throttle holds across a restart; a throttled sign-in's 429
 * reaches the browser with `Retry-After`. Counts and addresses are written out (not taken from the
 * throttle's constants) so that the same file can be run against the code before the fix.
 */

const SITE = "http://localhost:3000";
const PASSWORD = "the-administrators-password";

type Action = typeof loginRoute.action;

/** A posted sign-in form, from `address`, through `action` (React Router's call, minus the framework). */
async function signIn(action: Action, username: string, password: string, address: string): Promise<unknown> {
  const request = new Request(`${SITE}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password, redirectTo: "/admin" }),
  });
  try {
    return await action({ request, params: {}, context: { nonce: "", clientAddress: address } } as never);
  } catch (thrown) {
    return thrown;
  }
}

const statusOf = (result: unknown): number | undefined =>
  result instanceof Response
    ? result.status
    : ((result as { init?: { status?: number } | null })?.init?.status ?? undefined);
const retryAfterOf = (result: unknown) =>
  Number((result as { init?: { headers?: Record<string, string> } }).init?.headers?.["Retry-After"] ?? 0);

beforeAll(async () => {
  await migrateToLatest(db());
  await createUser({ username: "admin", password: PASSWORD });
  await createUser({ username: "office", password: PASSWORD });
  await createUser({ username: "restarted", password: PASSWORD });
  await createUser({ username: "headers-document", password: PASSWORD });
  await createUser({ username: "headers-data", password: PASSWORD });
});

describe("sign-in throttling (issue 19 item 4)", () => {
  it("an attacker's many wrong passwords for admin do not stop the administrator signing in from elsewhere", async () => {
    // From one address: the first few are checked (401), then that address is refused for admin (429).
    const fromOneAddress: (number | undefined)[] = [];
    for (let i = 0; i < 12; i++) {
      fromOneAddress.push(statusOf(await signIn(loginRoute.action, "admin", `guess-${i}`, "203.0.113.66")));
    }
    expect(fromOneAddress.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(fromOneAddress.at(-1)).toBe(429);
    // Then from 25 other addresses at once (a botnet): each is checked and refused as a wrong password.
    const fromMany = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn(loginRoute.action, "admin", `spray-${i}`, `198.18.${i}.1`)),
    );

    // The administrator, at the school office: signed in, only slowed down.
    const started = performance.now();
    const result = await signIn(loginRoute.action, "admin", PASSWORD, "192.0.2.10");
    expect(statusOf(result)).toBe(302);
    expect((result as Response).headers.get("Location")).toBe("/admin");
    expect((result as Response).headers.get("Set-Cookie")).toMatch(/^session=/);
    const { ACCOUNT_DELAY_MS } = await import("~/lib/auth/login-throttle.server");
    expect(performance.now() - started).toBeGreaterThanOrEqual(ACCOUNT_DELAY_MS - 50);
    // Nor was any of the attacker's other addresses refused: each wrong password was simply wrong.
    expect(fromMany.map(statusOf)).toEqual(Array(25).fill(401));
  });

  it("refuses an address (even an IPv6 /64 taking a new address each time) guessing across many usernames", async () => {
    for (let i = 0; i < 31; i++) {
      await signIn(loginRoute.action, `guess-${i}`, "password", `2001:db8:66:1:${(i + 1).toString(16)}::1`);
    }
    // A real account's right password from that network is refused, with the wait...
    const refused = await signIn(loginRoute.action, "office", PASSWORD, "2001:db8:66:1:abcd::99");
    expect(statusOf(refused)).toBe(429);
    expect((refused as { data: { error: string } }).data.error).toMatch(/^Too many failed sign-in attempts/);
    expect(retryAfterOf(refused)).toBeGreaterThan(60);
    // ...while from any other address the account signs in.
    expect(statusOf(await signIn(loginRoute.action, "office", PASSWORD, "2001:db8:77:1::1"))).toBe(302);
  });

  it("keeps refusing after a restart of the server", async () => {
    for (let i = 0; i < 5; i++) {
      expect(statusOf(await signIn(loginRoute.action, "restarted", `guess-${i}`, "203.0.113.99"))).toBe(401);
    }
    expect(statusOf(await signIn(loginRoute.action, "restarted", PASSWORD, "203.0.113.99"))).toBe(429);

    // A restart: the database is closed and every module loaded afresh, as a new process would.
    await closeDb();
    vi.resetModules();
    const fresh = (await import("./login")) as typeof loginRoute;
    const afterRestart = await signIn(fresh.action, "restarted", PASSWORD, "203.0.113.99");
    expect(statusOf(afterRestart)).toBe(429);
    expect(retryAfterOf(afterRestart)).toBeGreaterThan(0);
    // Another address is not affected.
    expect(statusOf(await signIn(fresh.action, "restarted", PASSWORD, "203.0.113.100"))).toBe(302);
  });
});

describe("Retry-After reaches the browser (issue 19 item 4)", () => {
  /**
   * The smallest server build React Router's request handler accepts: a bare root and the real
   * sign-in route module, so the response goes through the route's `headers` export exactly as in the
   * built site. The document render only echoes the status and headers React Router hands it.
   */
  function handler(login: typeof loginRoute) {
    const build = {
      entry: {
        module: {
          default: (_request: Request, status: number, headers: Headers) =>
            new Response("<!doctype html>", { status, headers }),
        },
      },
      routes: {
        root: { id: "root", path: "", module: { default: () => null } },
        "routes/auth/login": { id: "routes/auth/login", parentId: "root", path: "login", module: login },
      },
      assets: {
        entry: { module: "/entry.js", imports: [] },
        routes: {},
        url: "/manifest.js",
        version: "test",
      },
      basename: "/",
      publicPath: "/",
      assetsBuildDirectory: "build/client",
      future: {},
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    } as unknown as ServerBuild;
    return createRequestHandler(build, "test");
  }

  const post = (path: string, username: string, password: string) =>
    new Request(`${SITE}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new URLSearchParams({ username, password, redirectTo: "/admin" }),
    });

  it.each([
    ["a form posted without JavaScript", "/login", "headers-document"],
    ["React Router's data request", "/login.data", "headers-data"],
  ])("on the 429 of %s", async (_label, path, username) => {
    // The module as loaded now (the restart test above loaded it afresh).
    const handle = handler((await import("./login")) as typeof loginRoute);
    const address = path === "/login" ? "203.0.113.150" : "203.0.113.151";
    const context = { nonce: "", clientAddress: address } as never;
    for (let i = 0; i < 5; i++) {
      expect((await handle(post(path, username, `guess-${i}`), context)).status).toBe(401);
    }
    const refused = await handle(post(path, username, PASSWORD), context);
    expect(refused.status).toBe(429);
    const retryAfter = refused.headers.get("Retry-After") ?? "(none)";
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThan(60);
    // A wrong password answers without it.
    const other = await handle(post(path, username, "wrong"), {
      nonce: "",
      clientAddress: "192.0.2.200",
    } as never);
    expect(other.status).toBe(401);
    expect(other.headers.get("Retry-After")).toBeNull();
  });
});
