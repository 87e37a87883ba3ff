import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "~/lib/auth/users.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { callAction, dataOf, headerOf, post, statusOf } from "../../../tests/support/routes";
import * as loginRoute from "./login";
import { INVALID_LOGIN, SIGN_IN_UNAVAILABLE } from "./login";

/**
 * Sign-in while another process holds SQLite's write lock (a backup, a migration, a CLI script): the
 * technique of `app/lib/platform/sqlite-lock.server.test.ts`, a second connection in `BEGIN IMMEDIATE`,
 * so every write of the app fails with SQLITE_BUSY after the busy timeout while reads still work. A
 * right password must not be answered "Invalid username or password.", which would send the office to
 * reset a password that is fine, nor be counted against them as a failed attempt.
 */
const PASSWORD = "the-right-password";
const ADDRESS = "203.0.113.7";
let other: SQLite.Database;

const signIn = (password: string, address = ADDRESS) =>
  callAction(loginRoute, post("/login", { username: "office", password, redirectTo: "/admin" }), { address });

/** Runs `work` while the second connection holds the write lock. */
async function whileLocked<T>(work: () => Promise<T>): Promise<T> {
  other.exec("BEGIN IMMEDIATE");
  try {
    return await work();
  } finally {
    other.exec("ROLLBACK");
  }
}

/** What the throttle has counted, all counters together (rate-limiter-flexible's `points` column). */
async function throttlePoints(): Promise<number> {
  // The table is rate-limiter-flexible's, outside the app's typed schema.
  const { rows } = await sql<{ points: number | string }>`select points from login_throttle`.execute(db());
  return rows.reduce((sum, row) => sum + Number(row.points), 0);
}

const failedSignIns = () =>
  db().selectFrom("audit_log").select("id").where("action", "=", "sign-in-failed").execute();

beforeAll(async () => {
  await migrateToLatest(db());
  await createUser({ username: "office", password: PASSWORD });
  other = new SQLite(String(process.env.DATABASE_URL));
});
afterAll(() => other.close());

describe("sign-in while the database is locked", () => {
  it("answers a right password 503 with the try-again message, counts no failure and audits none", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // One wrong password first, so the throttle has a count that must not move.
      expect(statusOf(await signIn("a-wrong-password"))).toBe(401);
      const pointsBefore = await throttlePoints();
      expect(pointsBefore).toBeGreaterThan(0);
      const auditBefore = (await failedSignIns()).length;

      const result = await whileLocked(() => signIn(PASSWORD));
      expect(statusOf(result)).toBe(503);
      expect(dataOf(result)).toEqual({
        error: "The site cannot sign you in right now; try again in a minute.",
        username: "office",
      });
      expect(SIGN_IN_UNAVAILABLE).toBe("The site cannot sign you in right now; try again in a minute.");
      expect(headerOf(result, "Retry-After")).toBe("60");
      expect(await db().selectFrom("sessions").select("id").execute()).toHaveLength(0);
      expect(await throttlePoints()).toBe(pointsBefore);
      expect(await failedSignIns()).toHaveLength(auditBefore);
    } finally {
      logged.mockRestore();
    }
  });

  it("still answers a wrong password with the one message, during the lock and after it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const during = await whileLocked(() => signIn("another-wrong-password", "203.0.113.9"));
      expect(statusOf(during)).toBe(401);
      expect(dataOf(during)).toEqual({ error: INVALID_LOGIN, username: "office" });
    } finally {
      logged.mockRestore();
    }
    const after = await signIn("yet-another-wrong-password", "203.0.113.10");
    expect(statusOf(after)).toBe(401);
    expect(dataOf(after)).toEqual({ error: INVALID_LOGIN, username: "office" });
  });

  it("signs the right password in once the lock is gone", async () => {
    expect(statusOf(await signIn(PASSWORD))).toBe(302);
  });
});
