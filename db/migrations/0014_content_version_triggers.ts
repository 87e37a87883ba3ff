import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The page version rises where a change to published content commits, in its transaction
 * (docs/decisions/0014). Until now a middleware raised it after every `/admin` POST answered below 500,
 * before knowing whether anything was written: 200 anonymous POSTs (each a 302 to the sign-in page)
 * raised it 200 times and emptied every instance's page cache. From here a trigger on each table that
 * public pages read raises `content_version` when a row is added, changed or removed; a refused
 * request writes nothing, so it raises nothing, and no code path can forget to.
 *
 * `pages` is special: the office's draft lives in the same row, and saving a draft must not re-render
 * anything; only a change of `published` (or a page added or removed) counts.
 *
 * SQLite has only row triggers (one raise per row written: harmless, only equality is compared);
 * PostgreSQL raises once per statement, except for the `pages` rule, which must look at each row.
 */
const PUBLIC_TABLES = [
  "notifications",
  "announcements",
  "media_library",
  "albums",
  "photos",
  "people",
  "documents",
  "document_files",
  "settings",
  "site_images",
] as const;

const RAISE = "update content_version set version = version + 1 where id = 1";

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `create or replace function raise_content_version() returns trigger language plpgsql as $$
         begin ${RAISE}; return null; end $$`,
      )
      .execute(db);
    for (const table of PUBLIC_TABLES) {
      await sql
        .raw(
          `create trigger ${table}_content_version after insert or update or delete on ${table}
           for each statement execute function raise_content_version()`,
        )
        .execute(db);
    }
    await sql
      .raw(
        `create trigger pages_content_version_rows after insert or delete on pages
         for each statement execute function raise_content_version()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger pages_content_version_published after update on pages for each row
         when (old.published is distinct from new.published or old.path is distinct from new.path)
         execute function raise_content_version()`,
      )
      .execute(db);
    return;
  }
  for (const table of PUBLIC_TABLES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          `create trigger ${table}_content_version_${event} after ${event} on ${table} begin ${RAISE}; end`,
        )
        .execute(db);
    }
  }
  for (const event of ["insert", "delete"]) {
    await sql
      .raw(`create trigger pages_content_version_${event} after ${event} on pages begin ${RAISE}; end`)
      .execute(db);
  }
  await sql
    .raw(
      `create trigger pages_content_version_published after update on pages
       when old.published is not new.published or old.path is not new.path
       begin ${RAISE}; end`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of PUBLIC_TABLES) {
      await sql.raw(`drop trigger if exists ${table}_content_version on ${table}`).execute(db);
    }
    await sql.raw("drop trigger if exists pages_content_version_rows on pages").execute(db);
    await sql.raw("drop trigger if exists pages_content_version_published on pages").execute(db);
    await sql.raw("drop function if exists raise_content_version()").execute(db);
    return;
  }
  for (const table of PUBLIC_TABLES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql.raw(`drop trigger if exists ${table}_content_version_${event}`).execute(db);
    }
  }
  for (const name of ["insert", "delete", "published"]) {
    await sql.raw(`drop trigger if exists pages_content_version_${name}`).execute(db);
  }
}
