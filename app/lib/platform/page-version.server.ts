import type SQLite from "better-sqlite3";
import { sql } from "kysely";
import { type DB, db, sqliteOf } from "./db.server";

/**
 * The page version (issue 8): a counter in the database that every admin write raises. The page
 * cache (server/page-cache.ts) keeps a rendered page only while the version it was rendered at is
 * current — one indexed single-row read per request, correct across several app instances.
 */

const versionStatements = new WeakMap<SQLite.Database, SQLite.Statement>();

/** The current version; throws when the database cannot be read (the cache then stands aside). */
export async function pageVersion(database: DB = db()): Promise<number> {
  const sqlite = sqliteOf(database);
  if (sqlite) {
    // SQLite: one statement prepared once per connection (a few microseconds a read).
    let statement = versionStatements.get(sqlite);
    if (!statement) {
      statement = sqlite.prepare("SELECT version FROM content_version WHERE id = 1").pluck();
      versionStatements.set(sqlite, statement);
    }
    return Number(statement.get() ?? 0);
  }
  const row = await database
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Raises the version by one, so every instance renders public pages afresh. */
export async function bumpPageVersion(database: DB = db()): Promise<void> {
  await database
    .updateTable("content_version")
    .set({ version: sql`version + 1` })
    .where("id", "=", 1)
    .execute();
}

/**
 * Resolves when the database accepts a write, throws (the database's error) when it does not: a write
 * that changes nothing, on the one-row version table (issue 19 item 14). With SQLite it needs the
 * write lock, so a lock held by another process, a read-only file or a full disk show here.
 */
export async function checkWritable(database: DB = db()): Promise<void> {
  await database.updateTable("content_version").set({ version: sql`version` }).where("id", "=", 1).execute();
}
