import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The content pages in the database, so the office edits every fact of the site (docs/decisions/0012). Until now a
 * page was only typed data under `content/`; from here the shipped page is the *default* and the row is
 * what the site shows, so the office can later edit it in the staff area without a rebuild. Start-up
 * (`syncPageDefaults` in app/lib/site/page-store.server.ts) fills the table from `content/` and keeps it
 * in step with the shipped defaults. The columns:
 *
 * - `path`: the page's URL, lower case, no trailing slash (as in `content/`); one row per page.
 * - `section`: group, vidhyashram or vidhyapeeth, from the path, so the editor can list and scope pages
 *   by school as it does notices (architecture ruling 6).
 * - `published`: the page as the public sees it, the same shape as `content/schemas/page.ts` (title,
 *   description, intro, blocks), as JSON: `jsonb` on PostgreSQL, `text` on SQLite (which has no JSON
 *   type; architecture 8.2). Read back through the zod page schema.
 * - `draft`: the office's unpublished changes, same shape, null when there are none (the draft/publish
 *   step of docs/decisions/0012; unused until then).
 * - `default_hash`: SHA-256 of the canonical JSON of the shipped default `published` was last filled
 *   from, so start-up sees a changed default by comparing hashes, without rewriting every row.
 * - `newer_default_hash`: set when a release ships a changed default for a page the office has edited:
 *   the office's text is kept and the editor can offer the new default; null otherwise.
 * - `edited_at`, `edited_by`: when and by whom (users.id) the office last changed the page; null while
 *   the page is the shipped default, which start-up may then replace freely. No foreign key: like the
 *   audit log, the row outlives a deleted account.
 * - `updated_at`: when the row last changed, by start-up or the office.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const json = isPostgres(db) ? "jsonb" : "text";
  await db.schema
    .createTable("pages")
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("section", "text", (c) =>
      c.notNull().modifyEnd(sql`check (section in ('group', 'vidhyashram', 'vidhyapeeth'))`),
    )
    .addColumn("published", json, (c) => c.notNull())
    .addColumn("draft", json)
    .addColumn("default_hash", "text", (c) => c.notNull())
    .addColumn("newer_default_hash", "text")
    .addColumn("edited_at", "text")
    .addColumn("edited_by", "integer")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("pages_section_idx").on("pages").column("section").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pages").ifExists().execute();
}
