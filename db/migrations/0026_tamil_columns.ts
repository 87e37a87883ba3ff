import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The Tamil beside the fields of records kept as columns only (decision 0032): a `tamil` column on
 * `people` (name, post, qualification, department, photo description), `documents` (title),
 * `site_images` (the picture library's default description) and `photos` (an album photo's
 * description), holding the record's Tamil values as JSON, `{ "post@ta": { "text": …, "for": … } }` —
 * `jsonb` on PostgreSQL, `text` on SQLite, as `fields` (migration 0024). The English stays in its
 * columns, which lists and searches query; existing rows have no Tamil: `{}`.
 */
const TABLES = ["people", "documents", "site_images", "photos"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const type = isPostgres(db) ? "jsonb" : "text";
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("tamil", type, (c) => c.notNull().defaultTo(sql`'{}'`))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("tamil").execute();
}
