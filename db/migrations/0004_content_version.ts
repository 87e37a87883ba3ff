import type { Kysely } from "kysely";

/**
 * One counter that every admin write raises (architecture 4): each app instance keeps rendered
 * public pages in memory and serves them only while the counter is unchanged, so several instances on
 * one PostgreSQL never serve a stale page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await (db as Kysely<{ content_version: { id: number; version: number } }>)
    .insertInto("content_version")
    .values({ id: 1, version: 1 })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_version").execute();
}
