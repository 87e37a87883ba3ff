import type { DB } from "./db.server";

/**
 * The storage kernel's sync half: one way to bring a table in step with the defaults the release ships
 * (`content/`), used at start-up for the `pages` table (content pages, sectioned pages, settings
 * groups), `people` and `documents`. The rule is the page store's (migration 0008, decision 0017): a
 * missing row is added, a row the office never edited follows a changed default, an edited row is
 * kept, and what the office made is never overwritten.
 */

/** What one sync did, each a list of keys (paths or ids) in the order met. */
export interface DefaultsSync {
  /** Shipped defaults without a row, added. */
  added: string[];
  /** Rows the office never edited, given their new default (or another correction the table makes). */
  updated: string[];
  /** Rows the office edited whose shipped default changed: kept as the office left them. */
  kept: string[];
  /** Rows of defaults the release no longer ships that the table removed or let go of. */
  retired: string[];
  /** Shipped defaults that could not be added (a document without its shipped file). */
  missing: string[];
}

/** What the kernel needs of a stored row: its key, the hash of the default it holds, and its edit. */
export interface DefaultRow {
  key: string;
  /** SHA-256 of the shipped default the row was filled from; null for a row the office made. */
  default_hash: string | null;
  /** When the office last edited the row; null while it holds the shipped default. */
  edited_at: string | null;
}

/**
 * One table's part of a sync: how to read its rows and write one, inside the sync's transaction `trx`.
 * Only `rows`, `key`, `hash`, `add` and `update` are required.
 */
export interface DefaultsTable<Item, Row extends DefaultRow> {
  /** Every row of the table (the shipped ones and the office's). */
  rows(trx: DB): Promise<Row[]>;
  /** The key of a shipped default: its row's `key`. */
  key(item: Item): string;
  /** The hash of a shipped default, what `default_hash` holds. */
  hash(item: Item): string;
  /** Inserts the row of `item`; false when it cannot be added (reported as `missing`). */
  add(trx: DB, item: Item, hash: string): Promise<boolean>;
  /** Gives the unedited `row` the default `item`. */
  update(trx: DB, item: Item, hash: string, row: Row): Promise<void>;
  /** Whether an unedited row needs `update`; by default, when its hash differs. */
  stale?(row: Row, hash: string): boolean;
  /**
   * An edited row: notes the default (a "newer default" flag) and returns whether it is reported as
   * `kept`. By default nothing is written and the row is reported when its hash differs.
   */
  keep?(trx: DB, item: Item, hash: string, row: Row): Promise<boolean>;
  /** A further correction of any shipped row, edited or not; true when it wrote (reported as `updated`). */
  refresh?(trx: DB, item: Item, row: Row): Promise<boolean>;
  /**
   * A row filled from a default the release no longer ships (`default_hash` set, key not shipped):
   * removes it or makes it the office's own. Without it such rows are left alone and not reported.
   */
  retire?(trx: DB, row: Row): Promise<void>;
}

/** An empty `DefaultsSync`. */
export function noChanges(): DefaultsSync {
  return { added: [], updated: [], kept: [], retired: [], missing: [] };
}

/**
 * Brings `table` in step with `shipped`, in one transaction of `database`: adds each default without a
 * row, updates unedited rows whose default changed (`stale`), lets `keep` note edited ones, applies
 * `refresh` to every shipped row, and `retire`s rows of defaults no longer shipped. Returns what it did;
 * a second call with the same defaults writes nothing and returns empty lists. Throws (rolling
 * everything back) when the database cannot be read or written: at start-up, that stops the server.
 */
export async function syncDefaults<Item, Row extends DefaultRow>(
  shipped: Iterable<Item>,
  table: DefaultsTable<Item, Row>,
  database: DB,
): Promise<DefaultsSync> {
  const items = [...shipped];
  const result = noChanges();
  await database.transaction().execute(async (trx) => {
    const rows = await table.rows(trx);
    const stored = new Map(rows.map((row) => [row.key, row]));
    for (const item of items) {
      const key = table.key(item);
      const hash = table.hash(item);
      const row = stored.get(key);
      if (!row) {
        (await table.add(trx, item, hash)) ? result.added.push(key) : result.missing.push(key);
        continue;
      }
      if (row.edited_at === null) {
        if (table.stale ? table.stale(row, hash) : row.default_hash !== hash) {
          await table.update(trx, item, hash, row);
          result.updated.push(key);
        }
      } else if (table.keep ? await table.keep(trx, item, hash, row) : row.default_hash !== hash) {
        result.kept.push(key);
      }
      if (table.refresh && (await table.refresh(trx, item, row)) && !result.updated.includes(key)) {
        result.updated.push(key);
      }
    }
    if (!table.retire) return;
    const keys = new Set(items.map((item) => table.key(item)));
    for (const row of rows) {
      if (row.default_hash === null || keys.has(row.key)) continue;
      await table.retire(trx, row);
      result.retired.push(row.key);
    }
  });
  return result;
}

/**
 * One log line for what a sync of `what` ("Content pages", "People", "Documents") did, or null when it
 * did nothing: counts of added, updated and kept rows, and the keys of retired and missing ones (few,
 * and each worth a look).
 */
export function describeSync(what: string, sync: DefaultsSync): string | null {
  const parts = [
    sync.added.length && `${sync.added.length} added`,
    sync.updated.length && `${sync.updated.length} given their new default`,
    sync.kept.length && `${sync.kept.length} edited by the office kept (newer default noted)`,
    sync.retired.length &&
      `no longer shipped (removed, or kept as the office's own): ${sync.retired.join(", ")}`,
    sync.missing.length && `not added, their shipped file is missing: ${sync.missing.join(", ")}`,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? `${what}: ${parts.join("; ")}.` : null;
}
