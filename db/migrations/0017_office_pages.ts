import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Pages the office adds, hides and deletes. Until now every page was shipped in `content/` and listed
 * in app/routes.ts; from here the office may add a page of the content page schema at an address of
 * its choosing (drawn by the catch-all route, app/routes/site/office-page.tsx), take any content page
 * off the site for a while, or delete it. New columns of `pages`:
 *
 * - `origin`: "shipped" (a page of `content/`, or a sectioned page or settings group) or "office" (a
 *   page the office added in the Pages tab; start-up's sync never touches it: no shipped default).
 * - `hidden`: 1 while the page is kept from visitors (it answers 404 and leaves the sitemap); staff
 *   still edit and preview it. An integer on both dialects, as `people.sample`.
 * - `deleted_at`: ISO-8601 UTC of the office's delete, null otherwise. The row stays, so the old
 *   address can answer 410 Gone or a redirect, and the page can be brought back.
 * - `redirect_to`: the address a deleted page's old address sends visitors to (301); null: 410 Gone.
 *
 * The page version rose only when `published` or `path` changed (migration 0014); hiding, deleting or
 * redirecting a page changes what visitors get, so those columns now raise it too, in the same row
 * trigger on both dialects.
 */

const RAISE = "update content_version set version = version + 1 where id = 1";

/** The columns whose change a visitor sees (beside added and removed rows, counted by their own triggers). */
const WATCHED = ["published", "path", "hidden", "deleted_at", "redirect_to"] as const;

/** The trigger of migration 0014, watching `columns` of `pages`. */
async function publishedTrigger(db: Kysely<unknown>, columns: readonly string[]): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw("drop trigger if exists pages_content_version_published on pages").execute(db);
    const when = columns.map((c) => `old.${c} is distinct from new.${c}`).join(" or ");
    await sql
      .raw(
        `create trigger pages_content_version_published after update on pages for each row
         when (${when}) execute function raise_content_version()`,
      )
      .execute(db);
    return;
  }
  await sql.raw("drop trigger if exists pages_content_version_published").execute(db);
  const when = columns.map((c) => `old.${c} is not new.${c}`).join(" or ");
  await sql
    .raw(
      `create trigger pages_content_version_published after update on pages when ${when} begin ${RAISE}; end`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("pages")
    .addColumn("origin", "text", (c) =>
      c.notNull().defaultTo("shipped").modifyEnd(sql`check (origin in ('shipped', 'office'))`),
    )
    .execute();
  await db.schema
    .alterTable("pages")
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("pages").addColumn("deleted_at", "text").execute();
  await db.schema.alterTable("pages").addColumn("redirect_to", "text").execute();
  await publishedTrigger(db, WATCHED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await publishedTrigger(db, ["published", "path"]);
  // The office's pages have no home in the older schema.
  await sql`delete from page_versions where path in (select path from pages where origin = 'office')`.execute(
    db,
  );
  await sql`delete from pages where origin = 'office'`.execute(db);
  for (const column of ["redirect_to", "deleted_at", "hidden", "origin"]) {
    await db.schema.alterTable("pages").dropColumn(column).execute();
  }
}
