import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * A record's fields beyond its columns (decision 0029): a `fields` column on each table of records the
 * office edits through a schema (notices, announcements, videos, albums, events, urgent alerts), holding as JSON every
 * field of the record's schema (content/schemas/) that is not a column of its own — `jsonb` on
 * PostgreSQL, `text` on SQLite, as `pages.published` (migration 0008). Existing rows hold none: `{}`.
 * The columns the lists, schedules and search query stay columns.
 */
const TABLES = ["notifications", "announcements", "media_library", "albums", "events", "alerts"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const type = isPostgres(db) ? "jsonb" : "text";
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("fields", type, (c) => c.notNull().defaultTo(sql`'{}'`))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("fields").execute();
}
