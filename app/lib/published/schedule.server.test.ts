import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearTables, testDatabases } from "../../../tests/support/databases";
import { type DB, now } from "../platform/db.server";
import { notifications } from "./notifications.server";
import { nextScheduleBoundary } from "./schedule.server";
import { mediaItems } from "./videos.server";

const AT = new Date("2026-12-01T04:30:00.000Z");
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000).toISOString();

describe.each(testDatabases())("the schedule on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());
  beforeEach(() => clearTables(database));

  const notice = (title: string, extra: Record<string, unknown> = {}) =>
    notifications.create(
      { title, description: "", date: "2026-12-01", audience: "group", ...extra },
      database,
    );

  it("shows visitors only what is published and not expired; the archive holds what expired; staff see all", async () => {
    await notice("Always");
    await notice("Later", { publish_at: minutes(1) });
    await notice("Gone", { expire_at: minutes(-1) });
    await notice("Until noon", { publish_at: minutes(-60), expire_at: minutes(60) });
    const titles = async (state?: "live" | "expired" | "all", at = AT) =>
      (await notifications.list({ state, at }, database)).map((row) => row.title).sort();
    expect(await titles()).toEqual(["Always", "Until noon"]);
    expect(await titles("expired")).toEqual(["Gone"]);
    expect(await titles("all")).toEqual(["Always", "Gone", "Later", "Until noon"]);
    // A minute later the scheduled one is live, with nobody publishing it.
    expect(await titles("live", new Date(AT.getTime() + 60_000))).toEqual(["Always", "Later", "Until noon"]);
  });

  it("puts pinned notices first, then newest", async () => {
    await notice("Old but pinned", { date: "2026-10-01", pinned: 1 });
    await notice("Newest", { date: "2026-11-30" });
    await notice("Older", { date: "2026-11-01" });
    const rows = await notifications.list({ at: AT }, database);
    expect(rows.map((row) => row.title)).toEqual(["Old but pinned", "Newest", "Older"]);
  });

  it("names the next moment anything changes by itself: a publish, an expiry or an alert's end", async () => {
    expect(await nextScheduleBoundary(AT, database)).toBeUndefined();
    await notice("Gone", { expire_at: minutes(-5) });
    expect(await nextScheduleBoundary(AT, database)).toBeUndefined();
    await notice("Until noon", { expire_at: minutes(90) });
    expect(await nextScheduleBoundary(AT, database)).toBe(Date.parse(minutes(90)));
    await mediaItems.create(
      { title: "Annual Day film", youtube_id: "dQw4w9WgXcQ", audience: "group", publish_at: minutes(30) },
      database,
    );
    expect(await nextScheduleBoundary(AT, database)).toBe(Date.parse(minutes(30)));
    await database
      .insertInto("alerts")
      .values({
        message: "School closed tomorrow due to heavy rain",
        link: null,
        audience: "vidhyapeeth",
        expires_at: minutes(10),
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    expect(await nextScheduleBoundary(AT, database)).toBe(Date.parse(minutes(10)));
    await database.updateTable("alerts").set({ ended_at: now() }).execute();
    expect(await nextScheduleBoundary(AT, database)).toBe(Date.parse(minutes(30)));
  });
});
