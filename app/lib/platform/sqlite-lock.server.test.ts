import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as notificationsRoute from "~/routes/admin/content/notifications";
import { callAction, dataOf, get, post, signIn, statusOf } from "../../../tests/support/routes";
import { getUser } from "../auth/session.server";
import { db, migrateToLatest } from "./db.server";

/**
 * SQLite locked by another process: a backup, a migration or a CLI script holding the
 * write lock must neither turn a staff member's page view into an error nor freeze the server; a save
 * fails at once with the form's "could not be saved" message and works again when the lock is gone.
 */
let cookie = "";
let other: SQLite.Database;

beforeAll(async () => {
  await migrateToLatest(db());
  cookie = await signIn("office");
  other = new SQLite(String(process.env.DATABASE_URL));
});
afterAll(() => other.close());

function addNotice(): Request {
  return post(
    "/admin",
    { intent: "create", title: "Sports day", date: "2026-12-01", audience: "group" },
    { cookie },
  );
}

/** The notifications screen's action, as React Router calls it (the admin guard first). */
const run = (request: Request) => callAction(notificationsRoute, request);

describe("while another process holds SQLite's write lock", () => {
  it("still knows the signed-in user, though the session's last-seen time cannot be written", async () => {
    // A session last seen two minutes ago: this request would write its new time.
    await db()
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 120_000).toISOString() })
      .execute();
    other.exec("BEGIN IMMEDIATE");
    try {
      const user = await getUser(get("/admin", { cookie }));
      expect(user?.username).toBe("office");
    } finally {
      other.exec("ROLLBACK");
    }
  });

  it("refuses a save with the designed message, keeping what was typed, and saves once the lock is gone", async () => {
    other.exec("BEGIN IMMEDIATE");
    let locked: unknown;
    try {
      locked = await run(addNotice());
    } finally {
      other.exec("ROLLBACK");
    }
    expect(statusOf(locked)).toBe(503);
    const result = dataOf<{ formError?: string; values: Record<string, string> }>(locked);
    expect(result.formError).toMatch(/could not be saved/);
    expect(result.values.title).toBe("Sports day");
    expect(await db().selectFrom("notifications").select("id").execute()).toHaveLength(0);

    const after = await run(addNotice());
    expect(after).toBeInstanceOf(Response);
    expect(statusOf(after)).toBe(302);
    expect(await db().selectFrom("notifications").select("id").execute()).toHaveLength(1);
  });
});
