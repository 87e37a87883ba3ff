import type { Selectable } from "kysely";
import { EVENT_CATEGORY_WORDS } from "~content/events";
import { type EventRecord, eventSchema } from "~content/schemas/events";
import { AUDIENCE_NAMES } from "../auth/permissions.server";
import { quoted, writeAudit } from "../platform/audit.server";
import { todayInIndia } from "../platform/dates";
import { type Audience, type Database, type DB, db, type EventCategory, now } from "../platform/db.server";
import { recordTable } from "../published/record-table.server";
import { whereLive } from "../published/schedule.server";

/**
 * The academic calendar's store (architecture ruling 22; table `events`, migration 0021). Visitors
 * read only live events (`whereLive`: published and not expired); staff read every one. An event of
 * the group is shown with both schools'. Every staff write writes its audit row (entity "events") in
 * its transaction; the page version rises by the table's trigger. The columns are what the calendar
 * queries and draws; the event's other fields (of content/schemas/events.ts) are kept in `fields`
 * (decision 0029).
 */

/** The events' columns as read back, their JSON `fields` aside. */
type EventColumns = Omit<Selectable<Database["events"]>, "fields">;

/** An event as read back: its columns, and its schema's other fields beside them. */
export type EventRow = EventColumns & Partial<Omit<EventRecord, keyof EventColumns>>;

/** The mapping between an event of the form (content/schemas/events.ts) and its row. */
export const eventTable = recordTable(eventSchema, {
  title: "text",
  all_day: "flag",
  start_date: "text",
  start_time: "nullable",
  end_date: "text",
  end_time: "nullable",
  place: "text",
  category: "text",
  description: "text",
  document_id: "id",
  audience: "text",
  publish_at: "nullable",
  expire_at: "nullable",
});

/** A row as the calendar reads it (`fields` spread beside the columns). */
const read = (row: Selectable<Database["events"]>): EventRow => eventTable.withFields(row) as EventRow;

/** What the staff form saves: days `YYYY-MM-DD` (end inclusive), times `HH:MM` India (null all day). */
export interface EventInput {
  title: string;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  all_day: number;
  place: string;
  category: EventCategory;
  description: string;
  document_id: number | null;
  audience: Audience;
  /** ISO-8601 UTC instants, or null. */
  publish_at: string | null;
  expire_at: string | null;
  /** The JSON of the event's fields that are not columns (`eventTable.rowOf`); none when left out. */
  fields?: string;
}

/** Who changes an event, and from where (the audit row). */
export interface EventActor {
  id: number;
  username: string;
  address?: string | null;
}

/** Which events to list. */
export interface EventQuery {
  /** First and last day (`YYYY-MM-DD`, inclusive): events overlapping them. */
  from?: string;
  to?: string;
  /** A school's events and the group's; all when omitted. */
  school?: Exclude<Audience, "group">;
  /** Only what visitors see at this instant (`whereLive`); staff leave it out and see everything. */
  liveAt?: Date;
  limit?: number;
}

/** Events by `query`, earliest first (start day, then start time, all-day first, then id). */
export async function listEvents(query: EventQuery = {}, database: DB = db()): Promise<EventRow[]> {
  let select = database.selectFrom("events").selectAll();
  if (query.from) select = select.where("end_date", ">=", query.from);
  if (query.to) select = select.where("start_date", "<=", query.to);
  if (query.school) select = select.where("audience", "in", [query.school, "group"]);
  if (query.liveAt) select = whereLive(select, query.liveAt);
  select = select.orderBy("start_date").orderBy("all_day", "desc").orderBy("start_time").orderBy("id");
  if (query.limit) select = select.limit(query.limit);
  return (await select.execute()).map(read);
}

/**
 * The next `limit` live events of `school` (its own and the group's; all when omitted) that have not
 * ended by today in India, earliest first: the "Upcoming events" of the home and landing pages.
 */
export function upcomingEvents(
  school?: Exclude<Audience, "group">,
  limit = 4,
  at: Date = new Date(),
  database: DB = db(),
): Promise<EventRow[]> {
  return listEvents({ from: todayInIndia(at.getTime()), school, liveAt: at, limit }, database);
}

/** Event `id` whatever its schedule (staff), or undefined. */
export async function getEvent(id: number, database: DB = db()): Promise<EventRow | undefined> {
  const row = await database.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
  return row && read(row);
}

/** Event `id` if visitors see it at `at`, else undefined. */
export async function getLiveEvent(
  id: number,
  at: Date = new Date(),
  database: DB = db(),
): Promise<EventRow | undefined> {
  const row = await whereLive(
    database.selectFrom("events").selectAll().where("id", "=", id),
    at,
  ).executeTakeFirst();
  return row && read(row);
}

/** "“Annual Day” (Celebration, 2026-12-05) for the whole group": the audit row's words. */
function auditWords(input: Pick<EventInput, "title" | "category" | "start_date" | "audience">): string {
  return `${quoted(input.title)} (${EVENT_CATEGORY_WORDS[input.category]}, ${input.start_date}) for ${AUDIENCE_NAMES[input.audience]}`;
}

const columns = (input: EventInput) => ({
  title: input.title,
  start_date: input.start_date,
  end_date: input.end_date,
  start_time: input.all_day ? null : input.start_time,
  end_time: input.all_day ? null : input.end_time,
  all_day: input.all_day ? 1 : 0,
  place: input.place,
  category: input.category,
  description: input.description,
  document_id: input.document_id,
  audience: input.audience,
  publish_at: input.publish_at,
  expire_at: input.expire_at,
  fields: input.fields ?? "{}",
});

/**
 * Adds an event; with an `actor` (a staff write) its audit row in the same transaction (sample data
 * is seeded without one). Returns the new row.
 */
export function createEvent(input: EventInput, actor?: EventActor, database: DB = db()): Promise<EventRow> {
  return database.transaction().execute(async (trx) => {
    const at = now();
    const row = await trx
      .insertInto("events")
      .values({ ...columns(input), created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow()
      .then(read);
    if (actor) {
      await writeAudit(
        {
          actor,
          action: "create",
          entity: "events",
          entityId: row.id,
          summary: `Added the event ${auditWords(input)}`,
          address: actor.address ?? null,
        },
        trx,
      );
    }
    return row;
  });
}

/** Replaces event `id` with `input`, with its audit row. Returns the row, or undefined when there is none. */
export function updateEvent(
  id: number,
  input: EventInput,
  actor: EventActor,
  database: DB = db(),
): Promise<EventRow | undefined> {
  return database.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("events")
      .set({ ...columns(input), updated_at: now() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    await writeAudit(
      {
        actor,
        action: "update",
        entity: "events",
        entityId: id,
        summary: `Edited the event ${auditWords(input)}`,
        address: actor.address ?? null,
      },
      trx,
    );
    return read(row);
  });
}

/** Deletes event `id` with its audit row. Returns false when there was none (nothing is written). */
export function removeEvent(id: number, actor: EventActor, database: DB = db()): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("events")
      .where("id", "=", id)
      .returning(["title", "category", "start_date", "audience"])
      .executeTakeFirst();
    if (!row) return false;
    await writeAudit(
      {
        actor,
        action: "delete",
        entity: "events",
        entityId: id,
        summary: `Deleted the event ${auditWords(row)}`,
        address: actor.address ?? null,
      },
      trx,
    );
    return true;
  });
}
