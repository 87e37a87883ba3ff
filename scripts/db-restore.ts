/**
 * `npm run db:restore -- <backup file> [--out <folder>] [--force] [--discard-current]`: puts a backup
 * made by `npm run db:backup` (plain `.db` or age-encrypted `.db.age`) back as the database of
 * `DATABASE_URL` (default ./data/school.db). Stop the server first. In order:
 *
 * 1. an encrypted backup (an age file, whatever its name) is decrypted with `BACKUP_AGE_IDENTITY` (the
 *    path of the age identity file) or `BACKUP_PASSPHRASE` into `<database>.decrypted` beside the
 *    database (0600), deleted again however the restore ends; a wrong key stops here, changing nothing;
 * 2. checks the backup: it opens as SQLite, passes `PRAGMA integrity_check`, and has this site's
 *    migration table (so it is a backup of this site, not some other file);
 * 3. refuses while the database is in use: a SQLite database open in another process (the server)
 *    holds a lock, which an exclusive-lock probe sees. `--force` skips only this check, for a file
 *    system without working locks; never use it with the server running;
 * 4. saves the current database as an ordinary backup in the backups folder (`--out`, default
 *    `backups/`), made exactly as `npm run db:backup` makes one: encrypted when `BACKUP_AGE_RECIPIENT`
 *    or `BACKUP_PASSPHRASE` is set, and deleted by the backups' retention like any other (after
 *    `BACKUP_KEEP` newer backups). No copy is left beside the database. A current database too damaged
 *    to pass its integrity check cannot be saved so: the restore then refuses unless `--discard-current`
 *    says to replace it unsaved;
 * 5. copies the backup to `<name>.restoring`, checks that copy, removes the old `-wal`/`-shm` files
 *    and renames the copy over the database in one step (a crash leaves the old or the new file,
 *    never half of one);
 * 6. prints where the replaced database was saved and the restored database's row counts.
 *
 * For PostgreSQL it prints the `pg_restore` steps instead (docs/operations.md). Exit status: 0
 * restored, 1 refused or failed, 2 bad arguments.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import { backupSqlite, integrityCheck, sqlitePath } from "./db-backup";
import {
  type DecryptionKey,
  decryptFile,
  decryptionFromEnv,
  type EncryptionKey,
  encryptionFromEnv,
  isAgeFile,
} from "./db-backup-age";

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
  /** The backup the database as it was was saved as, or null when there was none (or it was discarded). */
  previous: string | null;
  /** Rows per table of the restored database. */
  counts: Record<string, number>;
}

/** What `restoreSqlite` is told beyond the files. */
export interface RestoreOptions {
  /** Skip the in-use check (a file system without working locks). */
  force?: boolean;
  /** The time the saved copy of the current database is named by. */
  at?: Date;
  /** Opens an encrypted backup; required for one. */
  decryption?: DecryptionKey | null;
  /** Where the current database is saved as a backup (default `backups`). */
  backupsFolder?: string;
  /** Encrypts that saved copy, as `npm run db:backup` would. */
  encryption?: EncryptionKey | null;
  /** Replace the current database without saving it (one too damaged to be backed up). */
  discardCurrent?: boolean;
}

/**
 * Restores the SQLite backup `backup` (plain, or an age file opened with `options.decryption`) as
 * `target`. Throws, changing nothing, when the backup cannot be decrypted or is unsound, the target is
 * in use without `force`, or the current database cannot be saved first. No decrypted copy is left.
 */
export async function restoreSqlite(
  backup: string,
  target: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  if (resolve(backup) === resolve(target)) throw new Error("The backup is the database itself.");
  if (!existsSync(backup)) throw new Error(`There is no file at ${backup}.`);
  if (!isAgeFile(backup)) return restorePlain(backup, target, options);
  if (!options.decryption) {
    throw new Error(
      `${backup} is encrypted (age): set BACKUP_AGE_IDENTITY to the path of its identity file (or BACKUP_PASSPHRASE to its passphrase) and run the restore again.`,
    );
  }
  mkdirSync(dirname(target), { recursive: true });
  const decrypted = `${target}.decrypted`;
  try {
    await decryptFile(backup, decrypted, options.decryption);
    return await restorePlain(decrypted, target, options, backup);
  } finally {
    rmSync(decrypted, { force: true });
  }
}

async function restorePlain(
  backup: string,
  target: string,
  options: RestoreOptions,
  named = backup,
): Promise<RestoreResult> {
  const problem = checkBackup(backup);
  if (problem) throw new Error(problem.replaceAll(backup, named));
  if (!options.force && sqliteInUse(target)) {
    throw new Error(
      `${target} is in use (the server is probably running). Stop the server, then run the restore again.`,
    );
  }
  mkdirSync(dirname(target), { recursive: true });

  let previous: string | null = null;
  if (existsSync(target) && !options.discardCurrent) {
    try {
      previous = await backupSqlite(target, options.backupsFolder ?? "backups", options.at, {
        encryption: options.encryption,
      });
    } catch (error) {
      throw new Error(
        `The current database ${target} could not be saved as a backup before being replaced (${error instanceof Error ? error.message : error}). Nothing was changed. To replace it without saving it, run the restore again with --discard-current.`,
      );
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

const USAGE =
  "Usage: npm run db:restore -- <backup file> [--out <backups folder>] [--force] [--discard-current]";

async function main(args: string[]): Promise<number> {
  let values: { out?: string; force?: boolean; "discard-current"?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      options: {
        out: { type: "string" },
        force: { type: "boolean" },
        "discard-current": { type: "boolean" },
      },
      strict: true,
      allowPositionals: true,
    }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    positionals = [];
    values = {};
  }
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const file = positionals[0] ?? "";
  const backup = resolve(file);
  const url = process.env.DATABASE_URL || "./data/school.db";
  if (/^postgres(ql)?:\/\//i.test(url)) {
    const encrypted = existsSync(backup) && isAgeFile(backup);
    const from = encrypted ? `age --decrypt -i "$BACKUP_AGE_IDENTITY" ${file} | pg_restore` : "pg_restore";
    const source = encrypted ? "" : ` ${file}`;
    console.error(
      [
        "DATABASE_URL is PostgreSQL: restore a pg_dump backup with pg_restore, after stopping every app instance:",
        `  ${from} --clean --if-exists --no-owner --no-privileges --single-transaction --dbname="$DATABASE_URL"${source}`,
        "Then start the app: it applies any newer migrations. docs/operations.md has the whole drill.",
      ].join("\n"),
    );
    return 2;
  }
  const target = sqlitePath(url);
  const backupsFolder = values.out ?? "backups";
  const result = await restoreSqlite(backup, target, {
    force: values.force,
    discardCurrent: values["discard-current"],
    decryption: decryptionFromEnv(),
    encryption: encryptionFromEnv(),
    backupsFolder,
  });
  if (result.previous) {
    console.log(
      `The database as it was is saved as the backup ${result.previous}; the backups' retention deletes it like any other (BACKUP_KEEP).`,
    );
  } else if (values["discard-current"]) {
    console.log("The database as it was was discarded (--discard-current).");
  }
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
