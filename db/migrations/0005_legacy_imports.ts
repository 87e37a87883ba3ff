import type { Kysely } from "kysely";

/**
 * What `npm run import:legacy` brought over from the old site: one row per old row,
 * keyed by the old table and id, so that running the import again adds nothing, and an imported row
 * that staff later edit or delete is not brought back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("legacy_imports")
    .addColumn("source_table", "text", (c) => c.notNull())
    .addColumn("source_key", "text", (c) => c.notNull())
    .addColumn("target_table", "text", (c) => c.notNull())
    .addColumn("target_id", "integer", (c) => c.notNull())
    .addColumn("imported_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("legacy_imports_pk", ["source_table", "source_key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("legacy_imports").ifExists().execute();
}
