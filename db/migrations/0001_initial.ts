import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The first schema: the specification's entities (spec 3) with an audience (architecture ruling 6) and
 * timestamps, plus users and server-side sessions (architecture ruling 3). Ids are `serial` on PostgreSQL and
 * `integer primary key autoincrement` on SQLite (architecture 8.2).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const audienceCheck = sql`check (audience in ('group', 'vidhyashram', 'vidhyapeeth'))`;

  const withId = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn("id", pg ? "serial" : "integer", (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );

  await withId("notifications")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("audience", "text", (c) => c.notNull().defaultTo("group").modifyEnd(audienceCheck))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withId("announcements")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("link", "text")
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("audience", "text", (c) => c.notNull().defaultTo("group").modifyEnd(audienceCheck))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withId("media_library")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("youtube_id", "text", (c) => c.notNull())
    .addColumn("audience", "text", (c) => c.notNull().defaultTo("group").modifyEnd(audienceCheck))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withId("albums")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull())
    .addColumn("thumbnail", "text")
    .addColumn("audience", "text", (c) => c.notNull().defaultTo("group").modifyEnd(audienceCheck))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withId("users")
    .addColumn("username", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  for (const table of ["notifications", "announcements"]) {
    await db.schema.createIndex(`${table}_date_idx`).on(table).columns(["date", "id"]).execute();
  }
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["sessions", "users", "albums", "media_library", "announcements", "notifications"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
