import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Roles and the audit log. Every user gets a role, `admin` (everything) or `editor`
 * (content only), and an audience scope for editors (null: every audience). Existing users become
 * administrators, so nobody is locked out by the upgrade. `disabled` keeps an account (and its audit
 * history) while refusing sign-in. `audit_log` records who changed what, and when; it keeps the
 * username as it was, so rows outlive a deleted account (no foreign key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .alterTable("users")
    .addColumn("role", "text", (c) =>
      c.notNull().defaultTo("admin").modifyEnd(sql`check (role in ('admin', 'editor'))`),
    )
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("scope", "text", (c) =>
      c.modifyEnd(sql`check (scope is null or scope in ('group', 'vidhyashram', 'vidhyapeeth'))`),
    )
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("user_id", "integer")
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "integer")
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("address", "text")
    .execute();
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_username_idx").on("audit_log").column("username").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
  for (const column of ["disabled", "scope", "role"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
