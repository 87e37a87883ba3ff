import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Accessibility barriers reported on `/accessibility` (app/lib/accessibility/barrier-reports.server.ts):
 * one row per report, kept even when the office's e-mail is not set up or fails, so none is lost.
 * Only what answering needs: the reporter's name and a way to reach them (both optional), the page the
 * barrier is on, what went wrong (required), the page's language, when it came (ISO-8601 UTC) and
 * whether the office's e-mail went (`mailed`: "sent", "skipped" when mail is not set up, "failed").
 * The daily job deletes a report a year after it came (`created_at` is indexed for that).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("barrier_reports")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("name", "text")
    .addColumn("contact", "text")
    .addColumn("page", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("mailed", "text", (c) => c.notNull().defaultTo("skipped"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("barrier_reports_created_idx")
    .on("barrier_reports")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("barrier_reports").ifExists().execute();
}
