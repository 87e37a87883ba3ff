import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sampleEvents } from "~content/events";
import { clearTables, testDatabases } from "../../../tests/support/databases";
import type { DB } from "../platform/db.server";
import {
  createEvent,
  type EventInput,
  getEvent,
  getLiveEvent,
  listEvents,
  removeEvent,
  upcomingEvents,
  updateEvent,
} from "./events.server";

const actor = { id: 1, username: "office", address: "203.0.113.9" };

const event = (overrides: Partial<EventInput> = {}): EventInput => ({
  title: "Annual Day",
  start_date: "2026-12-05",
  end_date: "2026-12-05",
  start_time: "17:30",
  end_time: "20:00",
  all_day: 0,
  place: "School auditorium",
  category: "celebration",
  description: "",
  document_id: null,
  audience: "group",
  publish_at: null,
  expire_at: null,
  ...overrides,
});

describe.each(testDatabases())("the events store on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());
  beforeEach(async () => {
    await clearTables(database);
    await database.deleteFrom("audit_log").execute();
  });

  const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

  it("adds, edits and deletes an event, each with an audit row of entity 'events'", async () => {
    const row = await createEvent(event(), actor, database);
    expect(row).toMatchObject({ title: "Annual Day", start_time: "17:30", all_day: 0, audience: "group" });
    const edited = await updateEvent(
      row.id,
      event({ title: "Annual Day (new date)", all_day: 1, start_time: "10:00", end_time: "11:00" }),
      actor,
      database,
    );
    // An all-day event keeps no times, whatever was posted.
    expect(edited).toMatchObject({
      title: "Annual Day (new date)",
      all_day: 1,
      start_time: null,
      end_time: null,
    });
    expect(await removeEvent(row.id, actor, database)).toBe(true);
    expect(await removeEvent(row.id, actor, database)).toBe(false);
    expect(await getEvent(row.id, database)).toBeUndefined();
    expect(await updateEvent(row.id, event(), actor, database)).toBeUndefined();
    const audit = await database.selectFrom("audit_log").selectAll().orderBy("id").execute();
    expect(audit.map((a) => [a.action, a.entity, a.entity_id, a.username, a.address])).toEqual([
      ["create", "events", row.id, "office", "203.0.113.9"],
      ["update", "events", row.id, "office", "203.0.113.9"],
      ["delete", "events", row.id, "office", "203.0.113.9"],
    ]);
    expect(audit[0]?.summary).toBe(
      "Added the event “Annual Day” (Celebration, 2026-12-05) for the whole group",
    );
  });

  it("lists the events overlapping a range, a school's with the group's, earliest first, all-day first on a day", async () => {
    await createEvent(
      event({ title: "Exams", start_date: "2026-11-28", end_date: "2026-12-02", all_day: 1 }),
      actor,
      database,
    );
    await createEvent(
      event({ title: "PTA", audience: "vidhyapeeth", start_date: "2026-12-02", start_time: "10:00" }),
      actor,
      database,
    );
    await createEvent(
      event({
        title: "Sports",
        audience: "vidhyashram",
        start_date: "2026-12-02",
        end_date: "2026-12-02",
        all_day: 1,
      }),
      actor,
      database,
    );
    await createEvent(
      event({ title: "Pongal", start_date: "2027-01-14", end_date: "2027-01-17", all_day: 1 }),
      actor,
      database,
    );
    const december = { from: "2026-12-01", to: "2026-12-31" };
    expect(titles(await listEvents(december, database))).toEqual(["Exams", "Sports", "PTA"]);
    expect(titles(await listEvents({ ...december, school: "vidhyapeeth" }, database))).toEqual([
      "Exams",
      "PTA",
    ]);
    expect(titles(await listEvents({ ...december, school: "vidhyashram" }, database))).toEqual([
      "Exams",
      "Sports",
    ]);
    expect(titles(await listEvents({ from: "2027-01-17" }, database))).toEqual(["Pongal"]);
  });

  it("shows visitors only live events; staff see scheduled and expired ones too", async () => {
    const at = new Date("2026-12-01T06:00:00Z");
    const live = await createEvent(event({ title: "Live" }), actor, database);
    const later = await createEvent(
      event({ title: "Scheduled", publish_at: "2026-12-02T00:00:00.000Z" }),
      actor,
      database,
    );
    await createEvent(event({ title: "Expired", expire_at: "2026-11-30T00:00:00.000Z" }), actor, database);
    expect(titles(await listEvents({ liveAt: at }, database))).toEqual(["Live"]);
    expect(titles(await listEvents({}, database))).toHaveLength(3);
    expect((await getLiveEvent(live.id, at, database))?.title).toBe("Live");
    expect(await getLiveEvent(later.id, at, database)).toBeUndefined();
    expect((await getEvent(later.id, database))?.title).toBe("Scheduled");
  });

  it("gives the next live events of a school that have not ended by today in India", async () => {
    // 20:00 on 1 December in UTC is already 2 December in India.
    const at = new Date("2026-12-01T20:00:00Z");
    await createEvent(
      event({ title: "Yesterday in India", start_date: "2026-12-01", end_date: "2026-12-01" }),
      actor,
      database,
    );
    await createEvent(
      event({ title: "Still on", start_date: "2026-11-30", end_date: "2026-12-03", all_day: 1 }),
      actor,
      database,
    );
    await createEvent(
      event({ title: "Peeth PTA", audience: "vidhyapeeth", start_date: "2026-12-04" }),
      actor,
      database,
    );
    await createEvent(
      event({ title: "Ashram exam", audience: "vidhyashram", start_date: "2026-12-05" }),
      actor,
      database,
    );
    await createEvent(
      event({ title: "Hidden", start_date: "2026-12-04", publish_at: "2026-12-10T00:00:00.000Z" }),
      actor,
      database,
    );
    await createEvent(
      event({ title: "Far", start_date: "2027-02-01", end_date: "2027-02-01" }),
      actor,
      database,
    );
    expect(titles(await upcomingEvents("vidhyashram", 4, at, database))).toEqual([
      "Still on",
      "Ashram exam",
      "Far",
    ]);
    expect(titles(await upcomingEvents(undefined, 2, at, database))).toEqual(["Still on", "Peeth PTA"]);
  });

  it("seeds the sample events: three or more in the current month, the curriculum's exams among them", async () => {
    const at = new Date("2026-11-29T12:00:00Z");
    for (const sample of sampleEvents(at))
      await createEvent(
        { ...sample, document_id: null, publish_at: null, expire_at: null },
        undefined,
        database,
      );
    const november = await listEvents({ from: "2026-11-01", to: "2026-11-30" }, database);
    expect(november.filter((row) => row.start_date.startsWith("2026-11")).length).toBeGreaterThanOrEqual(3);
    const all = titles(await listEvents({}, database));
    expect(all).toEqual(
      expect.arrayContaining(["PTA meeting", "Annual Day", "Pongal holidays", "PA-I: Classes I to VIII"]),
    );
    // No staff actor: nothing in the audit log.
    expect(await database.selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });
});
