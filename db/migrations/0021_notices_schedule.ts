import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Notices that reach parents (architecture ruling 22): a schedule for what the office publishes, urgent
 * alerts, circulars attached to notices, and the events of the academic calendar.
 *
 * New columns of `notifications`, `announcements` and `media_library` (migration 0001):
 * - `publish_at`, `expire_at`: ISO-8601 UTC instants or null. Before `publish_at` only staff see the
 *   entry; after `expire_at` it leaves the tickers and current lists for the archive. The page cache
 *   ends its copies at the next such instant (app/lib/published/schedule.server.ts).
 * - `pinned`: 1 puts the entry first in its lists, else 0.
 * - `document_id` (notices and announcements only): the circular, a row of `documents` (migration 0011);
 *   no foreign key, as elsewhere: deleting a document leaves the notice without its circular.
 *
 * New tables (each raises the page version when written, as the other public tables: migration 0014):
 * - `alerts`: an urgent one-line alert for one school or both, shown at the top of every public page
 *   of its audience until `expires_at` or until the office ends it (`ended_at`).
 * - `events`: the academic calendar. Days are `YYYY-MM-DD` and times `HH:MM` in India's time (the
 *   schools' clock); an all-day event has no times. `end_date` is the last day (inclusive).
 */
const SCHEDULED = ["notifications", "announcements", "media_library"] as const;
const NEW_PUBLIC_TABLES = ["alerts", "events"] as const;
const RAISE = "update content_version set version = version + 1 where id = 1";

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  for (const table of SCHEDULED) {
    await db.schema.alterTable(table).addColumn("publish_at", "text").execute();
    await db.schema.alterTable(table).addColumn("expire_at", "text").execute();
    await db.schema
      .alterTable(table)
      .addColumn("pinned", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
  for (const table of ["notifications", "announcements"]) {
    await db.schema.alterTable(table).addColumn("document_id", "integer").execute();
  }

  const audienceCheck = sql`check (audience in ('group', 'vidhyashram', 'vidhyapeeth'))`;
  const withId = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn("id", pg ? "serial" : "integer", (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );

  await withId("alerts")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("link", "text")
    .addColumn("audience", "text", (c) => c.notNull().defaultTo("group").modifyEnd(audienceCheck))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("ended_at", "text")
    .addColumn("created_by", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("alerts_expires_idx").on("alerts").column("expires_at").execute();

  await withId("events")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("start_time", "text")
    .addColumn("end_date", "text", (c) => c.notNull())
    .addColumn("end_time", "text")
    .addColumn("all_day", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("place", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category", "text", (c) => c.notNull().defaultTo("other"))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("document_id", "integer")
    .addColumn("audience", "text", (c) => c.notNull().defaultTo("group").modifyEnd(audienceCheck))
    .addColumn("publish_at", "text")
    .addColumn("expire_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("events_start_idx").on("events").columns(["start_date", "id"]).execute();

  for (const table of NEW_PUBLIC_TABLES) {
    if (pg) {
      await sql
        .raw(
          `create trigger ${table}_content_version after insert or update or delete on ${table}
           for each statement execute function raise_content_version()`,
        )
        .execute(db);
      continue;
    }
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          `create trigger ${table}_content_version_${event} after ${event} on ${table} begin ${RAISE}; end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of NEW_PUBLIC_TABLES) {
    await db.schema.dropTable(table).execute();
  }
  for (const table of ["notifications", "announcements"]) {
    await db.schema.alterTable(table).dropColumn("document_id").execute();
  }
  for (const table of SCHEDULED) {
    for (const column of ["pinned", "expire_at", "publish_at"]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
