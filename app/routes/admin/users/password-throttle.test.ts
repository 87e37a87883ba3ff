import { beforeAll, describe, expect, it } from "vitest";
import { checkCredentials } from "~/lib/auth/users.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import {
  callAction,
  dataOf,
  headerOf,
  locationOf,
  post,
  requestHandler,
  SITE,
  signIn,
  statusOf,
} from "../../../../tests/support/routes";
import * as passwordRoute from "./password";

/**
 * The current-password check of `/admin/password` is throttled like sign-in, per
 * account and address and per address, so someone holding a stolen session cannot guess the password
 * behind it. Counts are written out, so that the file can also be run against the code before the fix.
 */

const PASSWORD = "the-current-password";
const NEXT = "a-brand-new-passphrase-19";

/** A Cookie header for a new session of a new user `username`. */
const sessionOf = (username: string) => signIn(username, { password: PASSWORD });

const form = (current: string) => ({ current, password: NEXT, confirm: NEXT });

/** Posts the change-password form with `current`, from `address`, through the route's action. */
const change = (cookie: string, current: string, address: string) =>
  callAction(passwordRoute, post("/admin/password", form(current), { cookie }), { address });

const errorsOf = (result: unknown) => dataOf<{ errors: Record<string, string> }>(result).errors;

beforeAll(async () => {
  await migrateToLatest(db());
});

describe("the current-password check is throttled", () => {
  it("refuses even the right current password after repeated wrong ones, with a clear message and the wait", async () => {
    const cookie = await sessionOf("guessed");
    for (let i = 0; i < 5; i++) {
      const result = await change(cookie, `guess-${i}`, "203.0.113.5");
      expect(statusOf(result)).toBe(400);
      expect(errorsOf(result).current).toBe("That is not your current password.");
    }
    const refused = await change(cookie, PASSWORD, "203.0.113.5");
    expect(statusOf(refused)).toBe(429);
    expect(errorsOf(refused).current).toMatch(
      /^Too many wrong current passwords\. Please wait \d+ minutes? and try again\.$/,
    );
    const retryAfter = headerOf(refused, "Retry-After");
    expect(Number(retryAfter)).toBeGreaterThan(60);
    // Nothing was changed.
    expect(await checkCredentials("guessed", PASSWORD)).not.toBeNull();
    expect(await checkCredentials("guessed", NEXT)).toBeNull();
  });

  it("refuses an address guessing the current passwords of many sessions", async () => {
    for (let s = 0; s < 8; s++) {
      const cookie = await sessionOf(`stolen-${s}`);
      for (let i = 0; i < 4; i++) await change(cookie, `guess-${s}-${i}`, "203.0.113.6");
    }
    const cookie = await sessionOf("one-more");
    expect(statusOf(await change(cookie, PASSWORD, "203.0.113.6"))).toBe(429);
    expect(statusOf(await change(cookie, PASSWORD, "203.0.113.7"))).toBe(302);
  });

  it("lets a user who mistyped a few times change the password, and starts them afresh", async () => {
    const cookie = await sessionOf("mistyper");
    for (let i = 0; i < 4; i++) expect(statusOf(await change(cookie, `typo-${i}`, "192.0.2.40"))).toBe(400);
    const changed = await change(cookie, PASSWORD, "192.0.2.40");
    expect(statusOf(changed)).toBe(302);
    expect(locationOf(changed)).toBe("/admin/password?changed");
    expect(await checkCredentials("mistyper", NEXT)).not.toBeNull();
  });

  it("sends Retry-After on the HTTP response, through the route's headers export", async () => {
    // React Router's request handler over the real route modules: the admin layout's guard included.
    const handle = await requestHandler("/admin/password");
    const cookie = await sessionOf("over-http");
    const from = { address: "203.0.113.8" };
    const attempt = (current: string) =>
      post("/admin/password", form(current), { cookie, headers: { Origin: SITE } });
    for (let i = 0; i < 5; i++) expect((await handle(attempt(`guess-${i}`), from)).status).toBe(400);
    const refused = await handle(attempt(PASSWORD), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(60);
  });
});
