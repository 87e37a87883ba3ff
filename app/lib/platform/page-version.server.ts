import { hostname } from "node:os";
import type SQLite from "better-sqlite3";
import { type DB, db, now, sqliteOf } from "./db.server";

/**
 * The page version: a counter in the database that every change to published content raises, in the
 * change's own transaction (triggers on the tables public pages read, migration 0014 and
 * docs/decisions/0014). The page cache (server/page-cache.ts) keeps a rendered page only while the
 * version it was rendered at is current — one indexed single-row read per request, correct across
 * several app instances.
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

/** This process's name in the heartbeat table: host name and process id. */
const INSTANCE = `${hostname()}:${process.pid}`.slice(0, 200);
/** Heartbeat rows of instances that have not probed for this long are removed, in ms: a day. */
const STALE_HEARTBEAT_MS = 24 * 60 * 60 * 1000;

/**
 * Resolves when the database takes a real write, throws (the database's error) when it does not: the
 * write probe of `/healthz`. It replaces this instance's row in `health_heartbeat` (migration 0015)
 * with the time now, and removes rows of instances silent for a day. A write that changes nothing is
 * not enough: SQLite answers it without touching the file, so an unwritable WAL, a read-only file
 * system or a full disk went unseen (docs/decisions/0014). With SQLite it needs the write lock, so a
 * lock held by another process shows here too.
 */
export async function checkWritable(database: DB = db()): Promise<void> {
  const at = now();
  const stale = new Date(Date.now() - STALE_HEARTBEAT_MS).toISOString();
  await database.transaction().execute(async (trx) => {
    await trx
      .insertInto("health_heartbeat")
      .values({ instance: INSTANCE, at })
      .onConflict((conflict) => conflict.column("instance").doUpdateSet({ at }))
      .execute();
    await trx.deleteFrom("health_heartbeat").where("at", "<", stale).execute();
  });
}
