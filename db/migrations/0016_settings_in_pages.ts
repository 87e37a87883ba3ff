import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";
import { up as createSettingsTable } from "./0012_settings";

/**
 * The site settings become editable things like the pages (decision 0017): each group is a row of
 * `pages` keyed `settings:<group>` (a key no URL can take: URLs start with "/"), so it gets the page
 * editor's draft, preview, history and restore with no second store. The rows of `settings` move over
 * as the office's edits (`edited_at` set); their `default_hash` is left empty, which start-up reads as
 * "adopt the shipped default's hash without flagging a newer default" (`syncPageDefaults`). The
 * `settings` table is dropped, with its content-version trigger, so no stale copy is left behind.
 *
 * It also adds `content_migrations`: the ids of the content migrations (code that reshapes stored
 * values when a schema changes, `content/migrations/`) already applied to this database, like Kysely's
 * own table for these migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into pages (path, section, published, default_hash, edited_at, edited_by, updated_at)
    select 'settings:' || key, 'group', value, '', updated_at, updated_by, updated_at from settings`.execute(
    db,
  );
  await db.schema.dropTable("settings").execute();
  await db.schema
    .createTable("content_migrations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("applied_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_migrations").ifExists().execute();
  await createSettingsTable(db);
  // The content-version trigger of migration 0014, as it was.
  const raise = "update content_version set version = version + 1 where id = 1";
  if (isPostgres(db)) {
    await sql
      .raw(
        `create trigger settings_content_version after insert or update or delete on settings
         for each statement execute function raise_content_version()`,
      )
      .execute(db);
  } else {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          `create trigger settings_content_version_${event} after ${event} on settings begin ${raise}; end`,
        )
        .execute(db);
    }
  }
  await sql`insert into settings (key, value, updated_at, updated_by)
    select substr(path, 10), published, coalesce(edited_at, updated_at), edited_by from pages
    where path like 'settings:%'`.execute(db);
  await sql`delete from pages where path like 'settings:%'`.execute(db);
}
