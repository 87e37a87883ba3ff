import { beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "~/lib/auth/users.server";
import { closeDb, db, migrateToLatest } from "~/lib/platform/db.server";
import {
  callAction,
  dataOf,
  headerOf,
  locationOf,
  post,
  requestHandler,
  responseOf,
  SITE,
  statusOf,
} from "../../../tests/support/routes";
import * as loginRoute from "./login";

/**
 * The sign-in throttle (docs/decisions/0003) through the sign-in route, as a visitor meets it: nobody can keep the administrator
 * out by failing to sign in as `admin`; the throttle holds across a restart; a throttled sign-in's 429
 * reaches the browser with `Retry-After`. Counts and addresses are written out (not taken from the
 * throttle's constants) so that the same file can be run against the code before the fix.
 */

const PASSWORD = "the-administrators-password";

/** A posted sign-in form, from `address`, through the route module `login` (as loaded at the time). */
const signIn = (login: typeof loginRoute, username: string, password: string, address: string) =>
  callAction(login, post("/login", { username, password, redirectTo: "/admin" }), { address });

const retryAfterOf = (result: unknown) => Number(headerOf(result, "Retry-After") ?? 0);

beforeAll(async () => {
  await migrateToLatest(db());
  await createUser({ username: "admin", password: PASSWORD });
  await createUser({ username: "office", password: PASSWORD });
  await createUser({ username: "restarted", password: PASSWORD });
  await createUser({ username: "headers-document", password: PASSWORD });
  await createUser({ username: "headers-data", password: PASSWORD });
});

describe("sign-in throttling", () => {
  it("an attacker's many wrong passwords for admin do not stop the administrator signing in from elsewhere", async () => {
    // From one address: the first few are checked (401), then that address is refused for admin (429).
    const fromOneAddress: (number | undefined)[] = [];
    for (let i = 0; i < 12; i++) {
      fromOneAddress.push(statusOf(await signIn(loginRoute, "admin", `guess-${i}`, "203.0.113.66")));
    }
    expect(fromOneAddress.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(fromOneAddress.at(-1)).toBe(429);
    // Then from 25 other addresses at once (a botnet): each is checked and refused as a wrong password.
    const fromMany = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn(loginRoute, "admin", `spray-${i}`, `198.18.${i}.1`)),
    );

    // The administrator, at the school office: signed in, only slowed down.
    const started = performance.now();
    const result = await signIn(loginRoute, "admin", PASSWORD, "192.0.2.10");
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/admin");
    expect(responseOf(result).headers.get("Set-Cookie")).toMatch(/^session=/);
    const { ACCOUNT_DELAY_MS } = await import("~/lib/auth/login-throttle.server");
    expect(performance.now() - started).toBeGreaterThanOrEqual(ACCOUNT_DELAY_MS - 50);
    // Nor was any of the attacker's other addresses refused: each wrong password was simply wrong.
    expect(fromMany.map(statusOf)).toEqual(Array(25).fill(401));
  });

  it("refuses an address (even an IPv6 /64 taking a new address each time) guessing across many usernames", async () => {
    for (let i = 0; i < 31; i++) {
      await signIn(loginRoute, `guess-${i}`, "password", `2001:db8:66:1:${(i + 1).toString(16)}::1`);
    }
    // A real account's right password from that network is refused, with the wait...
    const refused = await signIn(loginRoute, "office", PASSWORD, "2001:db8:66:1:abcd::99");
    expect(statusOf(refused)).toBe(429);
    expect(dataOf<{ error: string }>(refused).error).toMatch(/^Too many failed sign-in attempts/);
    expect(retryAfterOf(refused)).toBeGreaterThan(60);
    // ...while from any other address the account signs in.
    expect(statusOf(await signIn(loginRoute, "office", PASSWORD, "2001:db8:77:1::1"))).toBe(302);
  });

  it("keeps refusing after a restart of the server", async () => {
    for (let i = 0; i < 5; i++) {
      expect(statusOf(await signIn(loginRoute, "restarted", `guess-${i}`, "203.0.113.99"))).toBe(401);
    }
    expect(statusOf(await signIn(loginRoute, "restarted", PASSWORD, "203.0.113.99"))).toBe(429);

    // A restart: the database is closed and every module loaded afresh, as a new process would.
    await closeDb();
    vi.resetModules();
    const fresh = (await import("./login")) as typeof loginRoute;
    const afterRestart = await signIn(fresh, "restarted", PASSWORD, "203.0.113.99");
    expect(statusOf(afterRestart)).toBe(429);
    expect(retryAfterOf(afterRestart)).toBeGreaterThan(0);
    // Another address is not affected.
    expect(statusOf(await signIn(fresh, "restarted", PASSWORD, "203.0.113.100"))).toBe(302);
  });
});

describe("Retry-After reaches the browser", () => {
  /**
   * React Router's request handler over the real route modules of `/login` (loaded now: the restart
   * test above loaded them afresh), so the response goes through the route's `headers` export exactly
   * as in the built site.
   */
  const attempt = (path: string, username: string, password: string) =>
    post(path, { username, password, redirectTo: "/admin" }, { headers: { Origin: SITE } });

  it.each([
    ["a form posted without JavaScript", "/login", "headers-document"],
    ["React Router's data request", "/login.data", "headers-data"],
  ])("on the 429 of %s", async (_label, path, username) => {
    const handle = await requestHandler("/login");
    const from = { address: path === "/login" ? "203.0.113.150" : "203.0.113.151" };
    for (let i = 0; i < 5; i++) {
      expect((await handle(attempt(path, username, `guess-${i}`), from)).status).toBe(401);
    }
    const refused = await handle(attempt(path, username, PASSWORD), from);
    expect(refused.status).toBe(429);
    const retryAfter = refused.headers.get("Retry-After") ?? "(none)";
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThan(60);
    // A wrong password answers without it.
    const other = await handle(attempt(path, username, "wrong"), { address: "192.0.2.200" });
    expect(other.status).toBe(401);
    expect(other.headers.get("Retry-After")).toBeNull();
  });
});
