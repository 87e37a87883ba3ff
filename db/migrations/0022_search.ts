import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Site search on the database's own full-text search (app/lib/search/): one index of what visitors can
 * read (pages, notices, events, documents), rebuilt from the published tables whenever the page version
 * moves, and searched with SQLite FTS5 or PostgreSQL's `tsvector`.
 *
 * - `search_entries`: one row per thing found (kind, key, title, body, url, audience, the schedule's
 *   `publish_at`/`expire_at`, a date). SQLite: an FTS5 table; PostgreSQL: a table with a generated
 *   `document` column (title weighted A, body B) under a GIN index.
 * - `search_state`: one row (id 1), the page version the index was built from.
 * - `search_document_texts`: the text of each document's PDF as pdftotext read it, with the file it was
 *   read from (storage key, or `shipped:<path>`) and its size, so a rebuild reads only new files.
 *
 * Tamil: SQLite's unicode61 tokenizer counts only letters and numbers as parts of words, so it cuts a
 * Tamil word at every vowel sign and at the virama (பள்ளி became "பள" and "ள"). `tokenchars` adds them
 * back: U+0B82 (anusvara), U+0BBE–U+0BC2, U+0BC6–U+0BC8, U+0BCA–U+0BCD (vowel signs and virama) and
 * U+0BD7 (au length mark) — every combining mark of the Tamil block, found by indexing each code point
 * between two consonants. PostgreSQL's parser keeps them in words; the `simple` configuration lowercases
 * and keeps every word (no stemming, no stop words: right for Tamil and harmless for English).
 */

/** The Tamil combining marks unicode61 would treat as separators (see above). */
export const TAMIL_TOKENCHARS = String.fromCodePoint(
  0x0b82,
  ...range(0x0bbe, 0x0bc2),
  ...range(0x0bc6, 0x0bc8),
  ...range(0x0bca, 0x0bcd),
  0x0bd7,
);

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  if (pg) {
    await db.schema
      .createTable("search_entries")
      .addColumn("id", "serial", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("audience", "text", (c) => c.notNull())
      .addColumn("publish_at", "text")
      .addColumn("expire_at", "text")
      .addColumn("date", "text")
      .addColumn("document", sql`tsvector`, (c) =>
        c
          .generatedAlwaysAs(
            sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')`,
          )
          .stored(),
      )
      .execute();
    await sql`create index search_entries_document_idx on search_entries using gin (document)`.execute(db);
  } else {
    await sql
      .raw(
        `create virtual table search_entries using fts5(
           title, body,
           kind unindexed, key unindexed, url unindexed, audience unindexed,
           publish_at unindexed, expire_at unindexed, date unindexed,
           tokenize = "unicode61 remove_diacritics 2 tokenchars '${TAMIL_TOKENCHARS}'"
         )`,
      )
      .execute(db);
  }

  await db.schema
    .createTable("search_state")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("built_at", "text")
    .addColumn("build_ms", "integer")
    .execute();
  // -1: no page version is ever negative, so the first search builds the index.
  await sql`insert into search_state (id, version) values (1, -1)`.execute(db);

  await db.schema
    .createTable("search_document_texts")
    .addColumn("document_id", "integer", (c) => c.primaryKey())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("read_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("search_document_texts").execute();
  await db.schema.dropTable("search_state").execute();
  await db.schema.dropTable("search_entries").execute();
}
