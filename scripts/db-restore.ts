/**
 * `npm run db:restore -- <backup file> [--force]`: puts a backup made by `npm run db:backup` back as
 * the database of `DATABASE_URL` (default ./data/school.db). Stop the server first. In order:
 *
 * 1. checks the backup: it opens as SQLite, passes `PRAGMA integrity_check`, and has this site's
 *    migration table (so it is a backup of this site, not some other file);
 * 2. refuses while the database is in use: a SQLite database open in another process (the server)
 *    holds a lock, which an exclusive-lock probe sees. `--force` skips only this check, for a file
 *    system without working locks; never use it with the server running;
 * 3. keeps a copy of the current database (through SQLite's backup API, so what is still in its WAL
 *    is included) as `<name>.before-restore-<UTC timestamp>.db` beside it;
 * 4. copies the backup to `<name>.restoring`, checks that copy, removes the old `-wal`/`-shm` files
 *    and renames the copy over the database in one step (a crash leaves the old or the new file,
 *    never half of one);
 * 5. prints the restored database's row counts.
 *
 * For PostgreSQL it prints the `pg_restore` steps instead (docs/operations.md). Exit status: 0
 * restored, 1 refused or failed, 2 bad arguments.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import SQLite from "better-sqlite3";
import { backupStamp, integrityCheck, sqlitePath } from "./db-backup";

/** Why a file cannot be restored, or null when it is a sound backup of this site. */
export function checkBackup(file: string): string | null {
  if (!existsSync(file)) return `There is no file at ${file}.`;
  let integrity: string;
  try {
    integrity = integrityCheck(file);
  } catch (error) {
    return `${file} is not a SQLite database (${error instanceof Error ? error.message : error}).`;
  }
  if (integrity !== "ok") return `${file} failed its integrity check: ${integrity}`;
  const sqlite = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    const ours = sqlite
      .prepare("select 1 from sqlite_master where type = 'table' and name in ('kysely_migration', 'users')")
      .all();
    if (ours.length < 2)
      return `${file} is a SQLite database, but not one of this website (no migrations table).`;
  } finally {
    sqlite.close();
  }
  return null;
}

/**
 * True when another connection (the server) has the SQLite file open: in WAL mode every open
 * connection holds a shared lock, so an exclusive lock cannot be taken while one exists.
 */
export function sqliteInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const probe = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("BEGIN EXCLUSIVE");
    probe.exec("COMMIT");
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY") return true;
    throw error;
  } finally {
    probe.close();
  }
}

export interface RestoreResult {
  /** The copy of the database as it was before, or null when there was none. */
  previous: string | null;
  /** Rows per table of the restored database. */
  counts: Record<string, number>;
}

/**
 * Restores the SQLite backup `backup` as `target`. Throws (changing nothing) when the backup is
 * unsound or the target is in use without `force`.
 */
export async function restoreSqlite(
  backup: string,
  target: string,
  options: { force?: boolean; at?: Date } = {},
): Promise<RestoreResult> {
  const problem = checkBackup(backup);
  if (problem) throw new Error(problem);
  if (resolve(backup) === resolve(target)) throw new Error("The backup is the database itself.");
  if (!options.force && sqliteInUse(target)) {
    throw new Error(
      `${target} is in use (the server is probably running). Stop the server, then run the restore again.`,
    );
  }
  mkdirSync(dirname(target), { recursive: true });

  let previous: string | null = null;
  if (existsSync(target)) {
    const name = basename(target).replace(/\.db$/, "");
    previous = join(dirname(target), `${name}.before-restore-${backupStamp(options.at)}.db`);
    const current = new SQLite(target, { fileMustExist: true });
    try {
      await current.backup(previous);
    } finally {
      current.close();
    }
  }

  const restoring = `${target}.restoring`;
  rmSync(restoring, { force: true });
  const source = new SQLite(backup, { fileMustExist: true, readonly: true });
  try {
    await source.backup(restoring);
  } finally {
    source.close();
  }
  const integrity = integrityCheck(restoring);
  if (integrity !== "ok") {
    rmSync(restoring, { force: true });
    throw new Error(`The copy of the backup failed its integrity check: ${integrity}`);
  }
  // The old WAL belongs to the old file (its content is in `previous`); left beside the new file,
  // SQLite would try to apply it.
  rmSync(`${target}-wal`, { force: true });
  rmSync(`${target}-shm`, { force: true });
  renameSync(restoring, target);

  const restored = new SQLite(target, { fileMustExist: true, readonly: true });
  try {
    const tables = restored
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name",
      )
      .pluck()
      .all() as string[];
    const counts: Record<string, number> = {};
    for (const table of tables) {
      counts[table] = Number(restored.prepare(`select count(*) from "${table}"`).pluck().get());
    }
    return { previous, counts };
  } finally {
    restored.close();
  }
}

const USAGE = "Usage: npm run db:restore -- <backup file> [--force]";

async function main(args: string[]): Promise<number> {
  const force = args.includes("--force");
  const files = args.filter((a) => !a.startsWith("--"));
  if (files.length !== 1 || args.some((a) => a.startsWith("--") && a !== "--force")) {
    console.error(USAGE);
    return 2;
  }
  const backup = resolve(files[0] ?? "");
  const url = process.env.DATABASE_URL || "./data/school.db";
  if (/^postgres(ql)?:\/\//i.test(url)) {
    console.error(
      [
        "DATABASE_URL is PostgreSQL: restore a pg_dump backup with pg_restore, after stopping every app instance:",
        `  pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction --dbname="$DATABASE_URL" ${files[0]}`,
        "Then start the app: it applies any newer migrations. docs/operations.md has the whole drill.",
      ].join("\n"),
    );
    return 2;
  }
  const target = sqlitePath(url);
  const result = await restoreSqlite(backup, target, { force });
  if (result.previous) console.log(`The database as it was is kept in ${result.previous}`);
  console.log(`Restored ${backup} as ${target}; integrity check: ok`);
  for (const [table, n] of Object.entries(result.counts)) console.log(`  ${table.padEnd(16)} ${n} rows`);
  console.log("Start the server now (it applies any migrations newer than the backup).");
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error("Nothing was restored:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
