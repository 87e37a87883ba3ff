import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";
import { TAMIL_TOKENCHARS } from "./0022_search";

/**
 * Search's second tier (app/lib/search/fold.ts): beside each entry's title and text, the same folded
 * (Tamil vowel signs and virama dropped, sound-alike letters made one), searched only when the exact
 * index finds nothing for a query with Tamil letters.
 *
 * - PostgreSQL: `search_entries` gains `title_folded` and `body_folded` and a generated `folded`
 *   `tsvector` (title weighted A, text B, as `document`) under a GIN index. The exact `document` and
 *   every query on it are unchanged.
 * - SQLite: an FTS5 table of its own, `search_folded (title, body)`, whose rowid is the entry's rowid
 *   in `search_entries`. Not two more columns of `search_entries`: FTS5's bm25 measures a row's length
 *   over all its indexed columns, so folded columns there would move the exact search's ranking.
 *
 * The index is rebuilt at the next search or start (`search_state.version` back to -1), so the folded
 * text of what is already indexed is written without waiting for a publish.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table search_entries add column title_folded text not null default ''`.execute(db);
    await sql`alter table search_entries add column body_folded text not null default ''`.execute(db);
    await sql`alter table search_entries add column folded tsvector generated always as (
        setweight(to_tsvector('simple', title_folded), 'A') || setweight(to_tsvector('simple', body_folded), 'B')
      ) stored`.execute(db);
    await sql`create index search_entries_folded_idx on search_entries using gin (folded)`.execute(db);
  } else {
    await sql
      .raw(
        `create virtual table search_folded using fts5(
           title, body,
           tokenize = "unicode61 remove_diacritics 2 tokenchars '${TAMIL_TOKENCHARS}'"
         )`,
      )
      .execute(db);
  }
  await sql`update search_state set version = -1 where id = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index search_entries_folded_idx`.execute(db);
    await sql`alter table search_entries drop column folded`.execute(db);
    await sql`alter table search_entries drop column body_folded`.execute(db);
    await sql`alter table search_entries drop column title_folded`.execute(db);
  } else {
    await db.schema.dropTable("search_folded").execute();
  }
  await sql`update search_state set version = -1 where id = 1`.execute(db);
}
