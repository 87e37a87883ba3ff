import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import type { DB } from "../platform/db.server";
import { notifications } from "./notifications.server";

describe.each(testDatabases())("notifications on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());

  it("creates, lists newest first, filters by school, updates and removes", async () => {
    const older = await notifications.create(
      { title: "Older", description: "", date: "2026-01-05", audience: "group" },
      database,
    );
    const newer = await notifications.create(
      { title: "Newer", description: "d", date: "2026-02-01", audience: "vidhyapeeth" },
      database,
    );
    expect(typeof older.id).toBe("number");
    expect(newer.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await notifications.list({}, database)).map((n) => n.title)).toEqual(["Newer", "Older"]);
    expect((await notifications.list({ school: "vidhyashram" }, database)).map((n) => n.title)).toEqual([
      "Older",
    ]);
    const updated = await notifications.update(
      older.id,
      { title: "Changed", description: "x", date: "2026-03-01", audience: "vidhyashram" },
      database,
    );
    expect(updated?.title).toBe("Changed");
    expect(updated?.date).toBe("2026-03-01");
    expect(await notifications.remove(older.id, database)).toBe(true);
    expect(await notifications.remove(older.id, database)).toBe(false);
    expect(await notifications.get(older.id, database)).toBeUndefined();
  });
});
