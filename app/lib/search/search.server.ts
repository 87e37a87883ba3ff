import { type Kysely, sql } from "kysely";
import { type Audience, type DB, db, isPostgres, now } from "../platform/db.server";
import { pageVersion } from "../platform/page-version.server";
import type { DocumentFiles } from "./pdf-text.server";
import { MARK_END, MARK_START, type Segment, searchTerms, segmentsOf } from "./query";
import { type SearchEntry, searchEntries } from "./sources.server";

/**
 * Site search (migration 0022) on the database's own full-text search, one interface for both:
 * SQLite FTS5 (bm25, the title weighing ten times the text) and PostgreSQL `tsvector` with the `simple`
 * configuration (`ts_rank_cd`, the title weighted A and the text B, five to one).
 *
 * The index holds what visitors can read (./sources.server.ts) and remembers the page version it was
 * built from. Every publish of anything public raises that version (migration 0014), so a search that
 * finds the index older than the version starts a rebuild in the background (or leaves the one under
 * way to follow up) and answers at once from the index as it is: a visitor never waits for new PDFs
 * to be read, and what was just published is found once the rebuild is done (a second or two). The
 * rebuild is claimed in the database (`search_state`: only the transaction whose update moved the
 * version rebuilds), so two instances on one PostgreSQL do not both rebuild. Schedules are checked
 * when searching, not when building: a notice published at 10:00 is found from 10:00 without a rebuild.
 */

/** What a result is. */
export type SearchKind = SearchEntry["kind"];

/** One thing found. */
export interface SearchResult {
  kind: SearchKind;
  title: string;
  /** The title with the matching words marked. */
  titleParts: Segment[];
  url: string;
  /** A short piece of the text around the matches, the matching words marked; empty when there is no text. */
  snippet: Segment[];
  /** `YYYY-MM-DD`: a notice's date, an event's first day, a document's date of issue. */
  date?: string;
  audience: Audience;
}

/** What `searchSite` found: the best `limit` results, and how many there are in all. */
export interface SearchAnswer {
  results: SearchResult[];
  total: number;
  /**
   * True when the index was older than the page version (being rebuilt): the answer may miss what
   * was just published, so a page drawn from it must not be kept by the page cache.
   */
  stale?: true;
}

/** How a search is narrowed. */
export interface SearchOptions {
  /** Only this school's and the group's entries. */
  school?: "vidhyashram" | "vidhyapeeth";
  /** The most results returned; 20 unless given, at most 50. */
  limit?: number;
  /** The instant whose schedule applies (default now). */
  at?: Date;
  /** Where the documents' files are, for a rebuild (tests choose). */
  files?: DocumentFiles;
}

/**
 * PostgreSQL's weights of the labels D, C, B (the text) and A (the title): a word in the title counts
 * five times one in the text, near FTS5's ten (bm25 weighs each match less the more there are), so both
 * put a title match before a few matches in the text.
 */
const RANK_WEIGHTS = sql`'{0.1, 0.1, 0.2, 1.0}'::float4[]`;

/** The snippet's length in words (FTS5 counts tokens; PostgreSQL's MaxWords). */
const SNIPPET_WORDS = 28;
export const SEARCH_MAX_LIMIT = 50;

/** What `refreshSearchIndex` did. */
export interface RefreshOutcome {
  /** True when this call rebuilt the index. */
  rebuilt: boolean;
  /** The page version the index is now known to be built from. */
  version: number;
  /** How long the rebuild took, in ms (read, extract, write); only when rebuilt. */
  ms?: number;
}

/** The version each database's index was last seen built from, in this process (saves a read). */
const knownVersion = new WeakMap<DB, number>();
/** A rebuild under way in this process, by database: a second caller waits for it. */
const running = new WeakMap<DB, Promise<RefreshOutcome>>();
/** The background refresh started by searches, by database (at most one at a time). */
const background = new WeakMap<DB, Promise<void>>();
/** Databases whose version moved again while their background refresh ran: it runs once more. */
const staleAgain = new WeakSet<DB>();

/**
 * Brings the index up to the current page version and resolves when it is: nothing when it is
 * current, else a rebuild from the published tables (new PDFs read first, outside the write). A call
 * while a rebuild runs in this process waits for it, then rebuilds again only if the version moved
 * meanwhile (and then once for all the callers waiting); across processes the `search_state` claim
 * lets one transaction rebuild. Used by the start-up job and tests; a search never waits for it
 * (`searchSite` starts it in the background). Throws when the database cannot be read or written.
 */
export async function refreshSearchIndex(
  database: DB = db(),
  files: DocumentFiles = {},
): Promise<RefreshOutcome> {
  for (;;) {
    const version = await pageVersion(database);
    if (knownVersion.get(database) === version) return { rebuilt: false, version };
    const pending = running.get(database);
    if (!pending) {
      const run = rebuild(database, version, files).finally(() => {
        if (running.get(database) === run) running.delete(database);
      });
      running.set(database, run);
      return run;
    }
    const outcome = await pending;
    // The rebuild was for this version (or a later one): nothing left to do.
    if (outcome.version >= version) return { rebuilt: false, version: outcome.version };
    // Else look again: another caller that waited may have started the next rebuild already.
  }
}

/**
 * Starts bringing the index up to date in the background unless this process is at it already (then
 * it looks once more when done, for the version may have moved meanwhile). Never throws and never
 * waits: a failure is logged and the next search tries again.
 */
function refreshInBackground(database: DB, files: DocumentFiles): void {
  if (background.has(database)) {
    staleAgain.add(database);
    return;
  }
  const work = (async () => {
    try {
      do {
        staleAgain.delete(database);
        await refreshSearchIndex(database, files);
      } while (staleAgain.has(database));
    } catch (error) {
      staleAgain.delete(database);
      console.error("Error refreshing the search index:", error instanceof Error ? error.message : error);
    } finally {
      background.delete(database);
    }
  })();
  background.set(database, work);
}

/**
 * Resolves when this process is not rebuilding `database`'s index (none started by a search, none by
 * `refreshSearchIndex`): for tests, which then find what was published, and for a shutdown. Never
 * rejects (a failed rebuild was logged).
 */
export async function searchIndexIdle(database: DB = db()): Promise<void> {
  for (;;) {
    const work = background.get(database) ?? running.get(database);
    if (!work) return;
    await work.then(
      () => undefined,
      () => undefined,
    );
  }
}

/** Rows written per statement (9 values a row: well under both databases' parameter limits). */
const CHUNK = 200;

/** Rebuilds the index for page version `version` unless it holds that version already. */
async function rebuild(database: DB, version: number, files: DocumentFiles): Promise<RefreshOutcome> {
  const state = await database
    .selectFrom("search_state")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  if (state && Number(state.version) === version) {
    knownVersion.set(database, version);
    return { rebuilt: false, version };
  }
  const started = performance.now();
  // Read after the version: content published meanwhile is at worst indexed early, never missed.
  const entries = await searchEntries(database, files);
  const rebuilt = await database.transaction().execute(async (trx) => {
    const claim = await trx
      .updateTable("search_state")
      .set({ version, built_at: now() })
      .where("id", "=", 1)
      .where("version", "<>", version)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return false;
    await trx.deleteFrom("search_entries").execute();
    for (let index = 0; index < entries.length; index += CHUNK) {
      await trx
        .insertInto("search_entries")
        .values(entries.slice(index, index + CHUNK))
        .execute();
    }
    await trx
      .updateTable("search_state")
      .set({ build_ms: Math.round(performance.now() - started) })
      .where("id", "=", 1)
      .execute();
    return true;
  });
  knownVersion.set(database, version);
  return rebuilt ? { rebuilt, version, ms: performance.now() - started } : { rebuilt, version };
}

/** A row of the search queries. */
interface Row {
  kind: SearchKind;
  title: string;
  url: string;
  date: string | null;
  audience: Audience;
  title_marked: string;
  snippet_marked: string;
}

/**
 * The entries matching every word of `query` (the last one also by its beginning, as the visitor may
 * not have finished it), that visitors see at `at`, best first (those with the words side by side, as
 * typed, before the others), with the matching words marked.
 * Nothing is searched for a query without words (`{ results: [], total: 0 }`); no query throws for its
 * words (./query.ts keeps query syntax out). When the index is older than the page version (one
 * primary-key read) a rebuild is started in the background and this search answers from the index as
 * it is, without waiting, marked `stale`. Throws when the database cannot be read.
 */
export async function searchSite(
  query: string,
  { school, limit = 20, at = new Date(), files }: SearchOptions = {},
  database: DB = db(),
): Promise<SearchAnswer> {
  const terms = searchTerms(query);
  if (terms.length === 0) return { results: [], total: 0 };
  const stale = knownVersion.get(database) !== (await pageVersion(database));
  if (stale) refreshInBackground(database, files ?? {});
  const count = Math.max(1, Math.min(SEARCH_MAX_LIMIT, Math.floor(limit)));
  const instant = at.toISOString();
  const live = sql`(publish_at is null or publish_at <= ${instant}) and (expire_at is null or expire_at > ${instant})`;
  const audience = school ? sql`and audience in (${school}, 'group')` : sql``;

  let rows: Row[];
  let total: number;
  if (isPostgres(database as Kysely<unknown>)) {
    const words = terms
      .map((term, index) => `'${term}'${index === terms.length - 1 ? ":*" : ""}`)
      .join(" & ");
    const tsquery = sql`to_tsquery('simple', ${words})`;
    // The words side by side, in the order typed, rank first ("transfer certificate").
    const phrase = terms
      .map((term, index) => `'${term}'${index === terms.length - 1 ? ":*" : ""}`)
      .join(" <-> ");
    const together = terms.length > 1 ? sql`(document @@ to_tsquery('simple', ${phrase}))::int` : sql`0`;
    const marks = `StartSel=${MARK_START}, StopSel=${MARK_END}`;
    const found = sql`from search_entries where document @@ ${tsquery} and ${live} ${audience}`;
    rows = (
      await sql<Row>`
        select kind, title, url, date, audience,
          ts_headline('simple', title, ${tsquery}, ${`${marks}, HighlightAll=true`}) as title_marked,
          ts_headline('simple', body, ${tsquery},
            ${`${marks}, MaxWords=${SNIPPET_WORDS}, MinWords=12, ShortWord=0, MaxFragments=2, FragmentDelimiter=" … "`}
          ) as snippet_marked
        from (
          select id, kind, title, body, url, date, audience, ${together} as together,
            ts_rank_cd(${RANK_WEIGHTS}, document, ${tsquery}) as rank
          ${found}
          order by together desc, rank desc, id
          limit ${count}
        ) best
        order by together desc, rank desc, id`.execute(database)
    ).rows;
    const counted = await sql<{ n: string | number }>`select count(*) as n ${found}`.execute(database);
    total = Number(counted.rows[0]?.n ?? 0);
  } else {
    const match = terms.map((term, index) => `"${term}"${index === terms.length - 1 ? "*" : ""}`).join(" ");
    const found = sql`from search_entries where search_entries match ${match} and ${live} ${audience}`;
    // The words side by side, in the order typed, rank first ("transfer certificate").
    const phrase = `"${terms.join(" ")}"*`;
    const together =
      terms.length > 1
        ? sql`rowid in (select rowid from search_entries where search_entries match ${phrase})`
        : // An expression (a bare 0 would be read as a column number).
          sql`(0 = 1)`;
    rows = (
      await sql<Row>`
        select kind, title, url, date, audience,
          highlight(search_entries, 0, ${MARK_START}, ${MARK_END}) as title_marked,
          snippet(search_entries, 1, ${MARK_START}, ${MARK_END}, '…', ${SNIPPET_WORDS}) as snippet_marked
        ${found}
        order by ${together} desc, bm25(search_entries, 10.0, 1.0), rowid
        limit ${count}`.execute(database)
    ).rows;
    const counted = await sql<{ n: number }>`select count(*) as n ${found}`.execute(database);
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return {
    ...(stale ? { stale: true as const } : {}),
    total,
    results: rows.map((row) => ({
      kind: row.kind,
      title: row.title,
      titleParts: segmentsOf(row.title_marked ?? row.title),
      url: row.url,
      snippet: segmentsOf(row.snippet_marked ?? ""),
      ...(row.date ? { date: row.date } : {}),
      audience: row.audience,
    })),
  };
}
