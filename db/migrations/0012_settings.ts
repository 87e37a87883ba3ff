import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The site settings: what the office edits on the Site settings screen that is not a
 * page (names and tagline, the admissions year, contacts, outside links, the home carousel's slides).
 * One row per group; no row means the group is still the default shipped in `content/settings.ts`, so
 * a release can change a default the office never touched without a sync step. The columns:
 *
 * - `key`: the group (`site`, `contacts`, `links`, `homeSlides`), the primary key.
 * - `value`: the group as JSON, read back through its zod schema (`content/schemas/settings.ts`):
 *   `jsonb` on PostgreSQL, `text` on SQLite, as `pages.published` (migration 0008, architecture 8.2).
 * - `updated_at`: ISO-8601 UTC of the last save.
 * - `updated_by`: users.id of who saved it; no foreign key, like the audit log (the row outlives the
 *   account).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", isPostgres(db) ? "jsonb" : "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("settings").ifExists().execute();
}
