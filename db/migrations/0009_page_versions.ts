import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The history of every content page: every published version is kept with who and
 * when, and any earlier version can be restored. One row per published version of a page:
 *
 * - `path`: the page (`pages.path`); `number`: 1, 2, 3… per page, unique with the path.
 * - `data`: the page as published, the shape of `content/schemas/page.ts`, as JSON (`jsonb` on
 *   PostgreSQL, `text` on SQLite, as migration 0008).
 * - `published_at`, `published_by` (users.id, no foreign key: history outlives an account) and
 *   `published_by_name` (the username then); `note`: "Shipped default", "Restored version 2"…
 *
 * The shipped default becomes version 1 the first time the office publishes a page, so the first edit
 * can always be undone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("page_versions")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("data", pg ? "jsonb" : "text", (c) => c.notNull())
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("published_by", "integer")
    .addColumn("published_by_name", "text")
    .addColumn("note", "text")
    .addUniqueConstraint("page_versions_path_number_key", ["path", "number"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_versions").ifExists().execute();
}
