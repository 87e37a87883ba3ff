import { type Kysely, type RawBuilder, sql } from "kysely";
import { type Audience, type DB, db, isPostgres, now } from "../platform/db.server";
import { pageVersion } from "../platform/page-version.server";
import { foldTamil, hasTamil } from "./fold";
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
 *
 * Tamil typed by sound (migration 0025, ./fold.ts): beside the exact text the index holds the same
 * folded (vowel signs and virama dropped, sound-alike letters made one). It is searched only when the
 * exact search finds nothing and the query has Tamil letters, and the answer then says so (`similar`):
 * folding finds the misspellings parents type, and a few words that only look alike.
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
  /**
   * True when the words as typed were found nowhere and these are the results for similar spellings
   * (the folded index: a query with Tamil letters only); the page says so above them.
   */
  similar?: true;
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

/** Rows written per statement (at most 11 values a row: well under both databases' parameter limits). */
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
    await writeEntries(trx, entries);
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

/** The folded columns beside an entry's title and text on PostgreSQL (migration 0025). */
interface FoldedColumns {
  title_folded: string;
  body_folded: string;
}

/** SQLite's FTS5 table of the folded text, one row per entry at the entry's rowid (migration 0025). */
interface SearchFoldedTable {
  rowid: number;
  title: string;
  body: string;
}

/** The database with the folded index's columns and table. */
type FoldedTables = { search_entries: FoldedColumns; search_folded: SearchFoldedTable };

/**
 * Replaces the index's entries with `entries`, each with its folded title and text: on PostgreSQL in
 * the columns beside them; on SQLite in `search_folded` at the entry's rowid (given here: the entry's
 * place, 1 first, as SQLite would number them in the emptied table).
 */
async function writeEntries(trx: DB, entries: SearchEntry[]): Promise<void> {
  const folded = trx.withTables<FoldedTables>();
  const pg = isPostgres(trx as Kysely<unknown>);
  await trx.deleteFrom("search_entries").execute();
  if (!pg) await folded.deleteFrom("search_folded").execute();
  for (let index = 0; index < entries.length; index += CHUNK) {
    const chunk = entries.slice(index, index + CHUNK);
    if (pg) {
      await folded
        .insertInto("search_entries")
        .values(
          chunk.map((entry) => ({
            ...entry,
            title_folded: foldTamil(entry.title),
            body_folded: foldTamil(entry.body),
          })),
        )
        .execute();
    } else {
      const rowids = chunk.map((_, offset) => index + offset + 1);
      await trx
        .withTables<{ search_entries: { rowid: number } }>()
        .insertInto("search_entries")
        .values(chunk.map((entry, offset) => ({ rowid: rowids[offset] as number, ...entry })))
        .execute();
      await folded
        .insertInto("search_folded")
        .values(
          chunk.map((entry, offset) => ({
            rowid: rowids[offset] as number,
            title: foldTamil(entry.title),
            body: foldTamil(entry.body),
          })),
        )
        .execute();
    }
  }
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

/** What one tier's query found: the best rows, and how many there are in all. */
interface Found {
  rows: Row[];
  total: number;
}

/** What narrows both tiers, as SQL on `search_entries`' columns, and how many rows to return. */
interface Narrowing {
  /** The entry is published at the instant searched for, and not expired. */
  live: RawBuilder<unknown>;
  /** The school's and the group's entries only, or nothing (both schools). */
  audience: RawBuilder<unknown>;
  count: number;
}

/**
 * The entries matching every word of `query` (the last one also by its beginning, as the visitor may
 * not have finished it), that visitors see at `at`, best first (those with the words side by side, as
 * typed, before the others), with the matching words marked. When that finds nothing and the query
 * has Tamil letters, the entries whose folded text has every folded word (whole words: ./fold.ts), best
 * first, marked `similar`.
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
  const instant = at.toISOString();
  const narrowing: Narrowing = {
    live: sql`(publish_at is null or publish_at <= ${instant}) and (expire_at is null or expire_at > ${instant})`,
    audience: school ? sql`and audience in (${school}, 'group')` : sql``,
    count: Math.max(1, Math.min(SEARCH_MAX_LIMIT, Math.floor(limit))),
  };
  let found = await exactSearch(database, terms, narrowing);
  let similar = false;
  if (found.total === 0 && terms.some(hasTamil)) {
    found = await foldedSearch(database, terms, narrowing);
    similar = found.total > 0;
  }
  return {
    ...(stale ? { stale: true as const } : {}),
    ...(similar ? { similar: true as const } : {}),
    total: found.total,
    results: found.rows.map((row) => ({
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

/** The first tier: the words as typed, the databases marking the matches. */
async function exactSearch(
  database: DB,
  terms: string[],
  { live, audience, count }: Narrowing,
): Promise<Found> {
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
  return { rows, total };
}

/** A row the second tier finds: the entry's title and text as shown, marked here. */
type FoldedRow = Omit<Row, "title_marked" | "snippet_marked"> & { body: string };

/** The folded words of `terms`, each once (two spellings of one word fold to one). */
function foldedTerms(terms: string[]): string[] {
  return [...new Set(terms.map((term) => foldTamil(term)))];
}

/**
 * The second tier: every folded word of `terms`, each a whole word, in the folded text. Not the last
 * word by its beginning, as the first tier does: a folded word has lost its vowels, so its beginning
 * is a prefix of many other words (பல்லி folds to பல, the start of பலகை and பலர்). The databases
 * cannot mark folded matches in the text as shown, so the matching words are marked here
 * (`markFolded`).
 */
async function foldedSearch(
  database: DB,
  terms: string[],
  { live, audience, count }: Narrowing,
): Promise<Found> {
  const folded = foldedTerms(terms);
  let rows: FoldedRow[];
  let total: number;
  if (isPostgres(database as Kysely<unknown>)) {
    const tsquery = sql`to_tsquery('simple', ${folded.map((term) => `'${term}'`).join(" & ")})`;
    const found = sql`from search_entries where folded @@ ${tsquery} and ${live} ${audience}`;
    rows = (
      await sql<FoldedRow>`
        select kind, title, body, url, date, audience ${found}
        order by ts_rank_cd(${RANK_WEIGHTS}, folded, ${tsquery}) desc, id
        limit ${count}`.execute(database)
    ).rows;
    const counted = await sql<{ n: string | number }>`select count(*) as n ${found}`.execute(database);
    total = Number(counted.rows[0]?.n ?? 0);
  } else {
    const match = folded.map((term) => `"${term}"`).join(" ");
    const found = sql`from search_folded join search_entries on search_entries.rowid = search_folded.rowid
      where search_folded match ${match} and ${live} ${audience}`;
    rows = (
      await sql<FoldedRow>`
        select kind, search_entries.title as title, search_entries.body as body, url, date, audience ${found}
        order by bm25(search_folded, 10.0, 1.0), search_folded.rowid
        limit ${count}`.execute(database)
    ).rows;
    const counted = await sql<{ n: number }>`select count(*) as n ${found}`.execute(database);
    total = Number(counted.rows[0]?.n ?? 0);
  }
  const wanted = new Set(folded.map(matchKey));
  const matches = (word: string) => wanted.has(matchKey(word));
  return {
    total,
    rows: rows.map(({ body, ...row }) => ({
      ...row,
      title_marked: markFolded(row.title, matches),
      snippet_marked: markFolded(body, matches, SNIPPET_WORDS),
    })),
  };
}

/** A word of the text as the indexes compare it: lower case, folded, without Latin accents. */
function matchKey(word: string): string {
  return foldTamil(word.toLowerCase()).normalize("NFD").replace(/\p{M}/gu, "");
}

/** A word, as ./query.ts reads the query's words: letters, digits and combining marks. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * `text` with the words `matches` accepts wrapped in `MARK_START`…`MARK_END`, as the databases mark
 * the first tier's. With `words`, only that many words of it, from a little before the first match
 * (from the start when none is in it), cut ends shown by "…", as a snippet.
 */
function markFolded(text: string, matches: (word: string) => boolean, words?: number): string {
  const found = [...text.matchAll(WORD)];
  let from = 0;
  let to = found.length;
  if (words !== undefined) {
    const first = Math.max(
      0,
      found.findIndex(([word]) => matches(word)),
    );
    from = Math.max(0, first - Math.floor(words / 4));
    to = Math.min(found.length, from + words);
  }
  // The whole text but for the words cut off (punctuation at an end not cut stays).
  const start = from > 0 ? (found[from]?.index ?? 0) : 0;
  const last = found[to - 1];
  const end = to < found.length && last ? last.index + last[0].length : text.length;
  let marked = from > 0 ? "…" : "";
  let at = start;
  for (const word of found.slice(from, to)) {
    if (!matches(word[0])) continue;
    marked += `${text.slice(at, word.index)}${MARK_START}${word[0]}${MARK_END}`;
    at = word.index + word[0].length;
  }
  return `${marked}${text.slice(at, end)}${to < found.length ? "…" : ""}`;
}
