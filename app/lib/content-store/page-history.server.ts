import { type DB, db } from "../platform/db.server";

/**
 * How long the history of the content pages lasts (architecture section 2, the Pages tab). Every
 * publish adds a row to `page_versions` (migration 0009; `publishPage` in page-editing.server.ts) holding
 * the whole page, up to ~220 KB, so the history is bounded: every version published within the last
 * year and the last 50 of each page are kept, and `prunePageVersions` removes the rest, run daily by
 * the scheduled jobs (app/lib/ops/scheduled.server.ts).
 */

/** How many of each page's newest versions are kept, however old. */
export const HISTORY_KEEP_LATEST = 50;

/** How many years every version is kept. */
export const HISTORY_KEEP_YEARS = 1;

/** The rule in a clerk's words, under the History list. */
export const HISTORY_RULE = `Versions older than a year are removed, except the last ${HISTORY_KEEP_LATEST}.`;

/**
 * Removes the page versions the history no longer keeps: those published before one year before `at`
 * that are not among the last `HISTORY_KEEP_LATEST` of their page. The version live now is the newest
 * of its page (every publish and restore adds the newest), so it is never removed. One plain DELETE:
 * several instances running it at once remove nothing twice and nothing more. Returns how many
 * versions were removed. Throws when the database cannot be written.
 */
export async function prunePageVersions(database: DB = db(), at: Date = new Date()): Promise<number> {
  const cutoff = new Date(at);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - HISTORY_KEEP_YEARS);
  const result = await database
    .deleteFrom("page_versions")
    .where("published_at", "<", cutoff.toISOString())
    .where(
      (eb) =>
        eb
          .selectFrom("page_versions as later")
          .select((later) => later.fn.countAll().as("newer"))
          .whereRef("later.path", "=", "page_versions.path")
          .whereRef("later.number", ">", "page_versions.number"),
      ">=",
      HISTORY_KEEP_LATEST,
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
