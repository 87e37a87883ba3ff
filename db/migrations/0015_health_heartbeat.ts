import type { Kysely } from "kysely";

/**
 * `/healthz`'s write probe writes a row here (docs/decisions/0014): one row per server instance (its
 * host name and process id), its time replaced at each probe. Before, the probe was an update that
 * changed nothing, which SQLite answers without writing a page, so `/healthz` said "up" while every
 * save failed (the WAL file unwritable). A real write that reaches the file finds that. Rows of
 * stopped instances are removed by the probe itself after a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("health_heartbeat")
    .addColumn("instance", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("health_heartbeat").ifExists().execute();
}
