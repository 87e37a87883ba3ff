import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEvent } from "~/lib/events/events.server";
import type { RecordRefusal } from "~/lib/forms/record-form.server";
import { postedFields } from "~/lib/forms/schema-form";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import {
  callAction,
  dataOf,
  get,
  loaderData,
  locationOf,
  post,
  signIn,
  statusOf,
} from "../../../../tests/support/routes";
import * as eventsRoute from "./events";

/**
 * The Events screen (architecture ruling 22): the office adds, edits and deletes events with a form
 * that works without JavaScript; refused input keeps what was typed with a message by the field; a
 * school's editor writes only that school's events; every write is audited.
 */

let admin = "";
let peethEditor = "";

beforeAll(async () => {
  await migrateToLatest(db());
  admin = await signIn("events-admin");
  peethEditor = await signIn("events-editor", { role: "editor", scope: "vidhyapeeth" });
});

beforeEach(async () => {
  await db().deleteFrom("events").execute();
  await db().deleteFrom("audit_log").execute();
});

const fields = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  title: "PTA meeting",
  start_date: "2026-12-05",
  start_time: "10:00",
  end_date: "",
  end_time: "12:00",
  place: "School hall",
  category: "pta",
  description: "Meet the class teachers.",
  document_id: "",
  audience: "vidhyapeeth",
  publish_at: "",
  expire_at: "2026-12-06T09:00",
  ...overrides,
});

describe("the Events screen", () => {
  it("adds an event (a blank end day is the start day; expiry typed in India), audited", async () => {
    const result = await callAction(eventsRoute, post("/admin/events?add", fields(), { cookie: admin }));
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/admin/events?done=added");
    const row = await db().selectFrom("events").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title: "PTA meeting",
      start_date: "2026-12-05",
      end_date: "2026-12-05",
      start_time: "10:00",
      end_time: "12:00",
      all_day: 0,
      category: "pta",
      audience: "vidhyapeeth",
      publish_at: null,
      expire_at: "2026-12-06T03:30:00.000Z",
    });
    const audit = await db().selectFrom("audit_log").selectAll().where("entity", "=", "events").execute();
    expect(audit.map((a) => [a.action, a.username])).toEqual([["create", "events-admin"]]);
  });

  it("refuses an end before the start and missing times, keeping what was typed, never a 500", async () => {
    for (const [overrides, field, message] of [
      [{ end_date: "2026-12-04" }, "end_date", "The end cannot be before the start."],
      [{ start_time: "" }, "start_time", "Enter the start time, or tick “All day”."],
      [{ end_time: "09:00" }, "end_time", "The end must come after the start."],
      [{ title: " " }, "title", "Enter a title."],
      [{ start_date: "2026-02-30" }, "start_date", "Enter a real date, for example 2026-06-15."],
      [{ category: "party" }, "category", "Choose the kind of event."],
      [
        { publish_at: "2026-12-07T10:00" },
        "expire_at",
        "Choose an expiry after the publishing time, or leave it blank.",
      ],
    ] as const) {
      const result = await callAction(
        eventsRoute,
        post("/admin/events?add", fields(overrides), { cookie: admin }),
      );
      expect(statusOf(result), field).toBe(400);
      const refusal = dataOf<RecordRefusal>(result);
      expect(refusal.errors[field], field).toBe(message);
      expect(refusal.values.place).toBe("School hall");
    }
    expect(await db().selectFrom("events").selectAll().execute()).toEqual([]);
  });

  it("takes an all-day event without times", async () => {
    const result = await callAction(
      eventsRoute,
      post(
        "/admin/events?add",
        fields({ all_day: "true", start_time: "", end_time: "", end_date: "2026-12-09", category: "exam" }),
        { cookie: admin },
      ),
    );
    expect(statusOf(result)).toBe(302);
    const row = await db().selectFrom("events").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ all_day: 1, start_time: null, end_time: null, end_date: "2026-12-09" });
  });

  it("keeps a title and a place on one line: line breaks become spaces", async () => {
    const result = await callAction(
      eventsRoute,
      post(
        "/admin/events?add",
        fields({
          title: "Sports day\r\nBEGIN:VALARM\tend",
          place: "Ground\nATTENDEE:x\u2028y",
          description: "First line\nSecond line",
        }),
        { cookie: admin },
      ),
    );
    expect(statusOf(result)).toBe(302);
    const row = await db().selectFrom("events").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title: "Sports day  BEGIN:VALARM end",
      place: "Ground ATTENDEE:x y",
      description: "First line\nSecond line",
    });
  });

  it("lets a school's editor write its own events only", async () => {
    const refused = await callAction(
      eventsRoute,
      post("/admin/events?add", fields({ audience: "vidhyashram" }), { cookie: peethEditor }),
    );
    expect(statusOf(refused)).toBe(403);
    expect(dataOf<RecordRefusal>(refused).errors.audience).toContain("Vidhyapeeth");
    const other = await createEvent({
      ...fields(),
      all_day: 0,
      end_date: "2026-12-05",
      category: "exam",
      audience: "vidhyashram",
      document_id: null,
      publish_at: null,
      expire_at: null,
    });
    const edit = await callAction(
      eventsRoute,
      post("/admin/events", { ...fields(), id: String(other.id) }, { cookie: peethEditor }),
    );
    expect(statusOf(edit)).toBe(403);
    const remove = await callAction(
      eventsRoute,
      post("/admin/events", { intent: "delete", id: String(other.id) }, { cookie: peethEditor }),
    );
    expect(statusOf(remove)).toBe(403);
    expect((await db().selectFrom("events").selectAll().execute()).map((row) => row.title)).toEqual([
      "PTA meeting",
    ]);
    const ok = await callAction(eventsRoute, post("/admin/events?add", fields(), { cookie: peethEditor }));
    expect(statusOf(ok)).toBe(302);
    // The form offers only the editor's school.
    const screen = await loaderData(eventsRoute, get("/admin/events?add", { cookie: peethEditor }));
    const showOn =
      screen.form?.node.kind === "group" && screen.form.node.children.find((f) => f.name === "audience");
    expect(showOn && showOn.kind === "select" && showOn.options.map((o) => o.value)).toEqual(["vidhyapeeth"]);
  });

  it("refuses a school's editor the other school's document by id, and takes its own", async () => {
    const documentOf = async (audience: "vidhyashram" | "vidhyapeeth") => {
      const at = "2026-11-01T00:00:00.000Z";
      const row = await db()
        .insertInto("documents")
        .values({
          path: `/documents/${audience}/event-choice-test.pdf`,
          title: `Programme of ${audience}`,
          category: "circulars",
          audience,
          size: 1024,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column("path").doUpdateSet({ title: `Programme of ${audience}` }))
        .returning("id")
        .executeTakeFirstOrThrow();
      return String(row.id);
    };
    const theirs = await documentOf("vidhyashram");
    const ours = await documentOf("vidhyapeeth");
    const refused = await callAction(
      eventsRoute,
      post("/admin/events?add", fields({ document_id: theirs }), { cookie: peethEditor }),
    );
    expect(statusOf(refused)).toBe(403);
    const refusal = dataOf<RecordRefusal>(refused);
    expect(refusal.errors.document_id).toMatch(/That document is for Vidhyashram/);
    expect(refusal.values.document_id).toBe(theirs);
    expect(await db().selectFrom("events").select("id").execute()).toEqual([]);
    const missing = await callAction(
      eventsRoute,
      post("/admin/events?add", fields({ document_id: "99999" }), { cookie: peethEditor }),
    );
    expect(statusOf(missing)).toBe(400);
    const taken = await callAction(
      eventsRoute,
      post("/admin/events?add", fields({ document_id: ours }), { cookie: peethEditor }),
    );
    expect(statusOf(taken)).toBe(302);
    const listed = await loaderData(eventsRoute, get("/admin/events?add", { cookie: peethEditor }));
    const offered = JSON.stringify(listed);
    expect(offered).toContain("Programme of vidhyapeeth");
    expect(offered).not.toContain("Programme of vidhyashram");
  });

  it("edits and deletes, each audited, and lists upcoming before past with their schedule state", async () => {
    await callAction(eventsRoute, post("/admin/events?add", fields(), { cookie: admin }));
    const row = await db().selectFrom("events").selectAll().executeTakeFirstOrThrow();
    const edited = await callAction(
      eventsRoute,
      post(`/admin/events?edit=${row.id}`, fields({ id: String(row.id), title: "PTA meeting (moved)" }), {
        cookie: admin,
      }),
    );
    expect(locationOf(edited)).toBe("/admin/events?done=saved");
    const screen = await loaderData(eventsRoute, get(`/admin/events?edit=${row.id}`, { cookie: admin }));
    expect(Object.fromEntries(screen.form ? postedFields(screen.form.node) : [])).toMatchObject({
      title: "PTA meeting (moved)",
      expire_at: "2026-12-06T09:00",
    });
    expect(screen.past.map((e) => [e.title, e.state])).toEqual(
      new Date() >= new Date("2026-12-06T03:30:00Z") ? [["PTA meeting (moved)", "expired"]] : [],
    );
    const removed = await callAction(
      eventsRoute,
      post("/admin/events", { intent: "delete", id: String(row.id) }, { cookie: admin }),
    );
    expect(locationOf(removed)).toBe("/admin/events?done=deleted");
    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "events")
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["create", "update", "delete"]);
  });
});
