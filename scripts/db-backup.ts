/**
 * `npm run db:backup [-- --out <folder>] [--keep <n>]`: a backup of the database of `DATABASE_URL`
 * (default ./data/school.db) into `./backups/` (docs/operations.md has the restore drill).
 *
 * - SQLite: an online backup through SQLite's backup API (better-sqlite3 `backup()`), safe while the
 *   server runs and writes: the copy is one consistent snapshot, including what is still in the WAL.
 *   Written to `school-<UTC timestamp>.db.partial`, switched to a single self-contained file (journal
 *   mode DELETE), checked with `PRAGMA integrity_check`, and only then renamed to
 *   `school-<UTC timestamp>.db`, so a file with that name is always a complete, checked backup.
 * - PostgreSQL: runs `pg_dump --format=custom` into `school-<UTC timestamp>.dump` when `pg_dump` is
 *   installed (its major version must be at least the server's), otherwise prints the command to run.
 *
 * Encryption (scripts/db-backup-age.ts): with `BACKUP_AGE_RECIPIENT` (age public keys) or
 * `BACKUP_PASSPHRASE` set, the checked copy is encrypted in the age format into
 * `school-<stamp>.db.age` (`.dump.age`), again through a `.partial` file renamed when complete; the
 * plaintext copy is deleted as soon as the encrypted file is written, and on any failure both are
 * deleted. The plaintext exists only for the minutes of the run, in the private folder (SQLite's
 * backup API needs a file). Without a key no backup is written, unless `--unencrypted` asks for one.
 *
 * Retention: after a backup is written, only the newest `--keep` (else `BACKUP_KEEP`, else
 * `BACKUP_ROTATION_DAYS`, 30) of this command's backups in the folder are kept, the new one included
 * (`pruneBackups`); older ones are deleted and named. Only files named as this command names them
 * (`school-<stamp>[-n].db`, `.dump`, `.db.age`, `.dump.age`) count; anything else in the folder is left
 * alone. Plaintext or partial files left by a run that was killed (`school-<stamp>….partial`) are
 * deleted once more than a day old. With one backup a day this deletes every copy within `keep` days,
 * which the privacy notice promises (content/privacy.ts, BACKUP_ROTATION_DAYS).
 *
 * The uploaded files (album photos, pictures, documents' PDFs, YouTube stills) are not in the
 * database and so not in this backup; after it, the command says where they are and how to keep them
 * (`uploadsNote`): with the folder driver (`STORAGE_URL` unset), the folder `UPLOADS_DIR`, to be
 * archived alongside as before; with a bucket (`STORAGE_URL`), the bucket and prefix it names, kept by
 * the bucket's own versioning or replication or copied into a folder with `npm run storage:copy`.
 *
 * The backups hold password hashes and parents' enquiries: the folder is made
 * readable by its owner only (mode 0700, also when it exists already) and so is each file (0600).
 * `backups/` is in `.gitignore`.
 *
 * Prints the backup's path and size and what it deleted. Exit status: 0 done, 1 failed, 2 bad arguments.
 */
import { spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import { isStorageUrl, parseStorageUrl, storageUrlOf } from "~/lib/platform/storage-url.server";
import { BACKUP_ROTATION_DAYS } from "../content/privacy";
import { type EncryptionKey, encryptFile, encryptionFromEnv } from "./db-backup-age";

/** `20260315T041500Z`: sorts by time and is safe in a file name on every system. */
export function backupStamp(at = new Date()): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** A free `school-<stamp>[-n]<ext>` path in `folder` (free of its `.partial` files too). */
function freshName(folder: string, stamp: string, ext: string): string {
  // An encrypted backup's plaintext copy is `<name without .age>.partial` while it is written.
  const taken = (path: string) =>
    existsSync(path) || existsSync(`${path}.partial`) || existsSync(`${path.replace(/\.age$/, "")}.partial`);
  let path = join(folder, `school-${stamp}${ext}`);
  for (let n = 1; taken(path); n++) path = join(folder, `school-${stamp}-${n}${ext}`);
  return path;
}

/**
 * Files being written by this process, removed if it is interrupted (Ctrl-C, a cron timeout): a
 * plaintext copy must not outlive the run.
 */
const inProgress = new Set<string>();

function removeInProgress(): void {
  for (const path of inProgress) rmSync(path, { force: true });
  inProgress.clear();
}

/** What `backupSqlite` and `backupPostgres` are told beyond where: the key, and for tests scrypt's cost. */
export interface BackupOptions {
  /** Encrypt for this key (age); null or absent: unencrypted. */
  encryption?: EncryptionKey | null;
  /** log2 of scrypt's work factor for a passphrase; tests only (age's default is 18). */
  scryptWorkFactor?: number;
}

/**
 * Makes `plain` (a checked plaintext backup) the backup `target`: renamed when unencrypted, else
 * encrypted through `<target>.partial` and renamed, then `plain` deleted. On failure both are deleted
 * and the error is thrown.
 */
async function finish(plain: string, target: string, options: BackupOptions): Promise<string> {
  if (!options.encryption) {
    renameSync(plain, target);
    inProgress.delete(plain);
    return target;
  }
  const partial = `${target}.partial`;
  inProgress.add(partial);
  try {
    privateFile(partial);
    await encryptFile(plain, partial, options.encryption, { scryptWorkFactor: options.scryptWorkFactor });
    chmodSync(partial, FILE_MODE);
    renameSync(partial, target);
    return target;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    rmSync(plain, { force: true });
    inProgress.delete(partial);
    inProgress.delete(plain);
  }
}

/** Owner only: the backups folder (0700) and each file in it (0600). */
export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;

/**
 * Makes `folder` (and any missing parent) and takes it away from everyone but its owner, also when it
 * existed already. A folder the user cannot chmod (a mount point, say) keeps its mode, with a warning:
 * the files in it are still 0600.
 */
export function privateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: FOLDER_MODE });
  try {
    chmodSync(folder, FOLDER_MODE);
  } catch (error) {
    console.warn(
      `Could not make ${folder} private (${error instanceof Error ? error.message : error}); each backup in it is readable by its owner only.`,
    );
  }
}

/** Creates the empty file `path` readable and writable by its owner only, before anything is written to it. */
function privateFile(path: string): void {
  writeFileSync(path, "", { mode: FILE_MODE });
  chmodSync(path, FILE_MODE);
}

/** The SQLite file a `DATABASE_URL` names (the same rule as `createDatabase`). */
export function sqlitePath(url: string): string {
  return resolve(url.replace(/^file:(\/\/)?/, ""));
}

/** `PRAGMA integrity_check` of a SQLite file: "ok", or SQLite's first complaints. */
export function integrityCheck(file: string): string {
  const sqlite = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    const rows = sqlite.pragma("integrity_check") as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join("; ");
  } finally {
    sqlite.close();
  }
}

/**
 * Backs up the SQLite file `source` into `folder`; returns the backup's path (`school-<stamp>.db`, or
 * `school-<stamp>.db.age` when `options.encryption` is given). Throws when the source does not exist,
 * the copy fails its integrity check or the encryption fails; no file of the attempt is left then.
 */
export async function backupSqlite(
  source: string,
  folder = "backups",
  at = new Date(),
  options: BackupOptions = {},
): Promise<string> {
  if (!existsSync(source)) throw new Error(`There is no database file at ${source}.`);
  privateFolder(folder);
  const target = freshName(folder, backupStamp(at), options.encryption ? ".db.age" : ".db");
  const plain = options.encryption ? `${target.slice(0, -".age".length)}.partial` : `${target}.partial`;
  inProgress.add(plain);
  // SQLite writes into the existing file (keeping its mode) and gives its journal the same mode.
  privateFile(plain);
  try {
    const live = new SQLite(source, { fileMustExist: true, timeout: 5000 });
    try {
      await live.backup(plain);
    } finally {
      live.close();
    }
    const copy = new SQLite(plain, { fileMustExist: true });
    try {
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
    const integrity = integrityCheck(plain);
    if (integrity !== "ok") throw new Error(`The backup failed its integrity check: ${integrity}`);
    chmodSync(plain, FILE_MODE);
  } catch (error) {
    rmSync(plain, { force: true });
    rmSync(`${plain}-journal`, { force: true });
    inProgress.delete(plain);
    throw error;
  }
  return finish(plain, target, options);
}

/** The `pg_dump` command line for a PostgreSQL URL, the password passed by environment, not argument. */
export function pgDumpCommand(url: string, file: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    args: ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${parsed}`],
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

/** Runs `pg_dump` to its end: its exit status, or "missing" when it is not installed. */
function runPgDump(args: string[], env: NodeJS.ProcessEnv): Promise<number | "missing"> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn("pg_dump", args, { env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" ? resolvePromise("missing") : reject(error),
    );
    child.on("close", (status) => resolvePromise(status ?? 1));
  });
}

/**
 * Backs up the PostgreSQL database at `url` with `pg_dump` into `folder`; returns the backup's path
 * (`school-<stamp>.dump`, or `.dump.age` when encrypted). Throws, leaving no file, when `pg_dump` is
 * missing (the message holds the command to run elsewhere) or fails.
 */
export async function backupPostgres(
  url: string,
  folder = "backups",
  at = new Date(),
  options: BackupOptions = {},
): Promise<string> {
  privateFolder(folder);
  const target = freshName(folder, backupStamp(at), options.encryption ? ".dump.age" : ".dump");
  const plain = options.encryption ? `${target.slice(0, -".age".length)}.partial` : `${target}.partial`;
  inProgress.add(plain);
  // pg_dump truncates the file it is given, so it keeps this mode.
  privateFile(plain);
  const { args, env } = pgDumpCommand(url, plain);
  let status: number | "missing";
  try {
    status = await runPgDump(args, env);
  } catch (error) {
    status = 1;
    console.error(error instanceof Error ? error.message : error);
  }
  if (status !== 0) {
    rmSync(plain, { force: true });
    inProgress.delete(plain);
    throw new Error(
      status === "missing"
        ? [
            "pg_dump is not installed here. On the database machine (or any machine with PostgreSQL's client",
            "tools of the server's major version or newer), run:",
            options.encryption && "recipients" in options.encryption
              ? `  pg_dump --format=custom --no-owner --no-privileges "$DATABASE_URL" | age ${options.encryption.recipients.map((r) => `-r ${r}`).join(" ")} > ${target}`
              : `  pg_dump --format=custom --no-owner --no-privileges --file=${target} "$DATABASE_URL"`,
            "Restore it with pg_restore (docs/operations.md).",
          ].join("\n")
        : "pg_dump failed (see above); no backup was made.",
    );
  }
  chmodSync(plain, FILE_MODE);
  return finish(plain, target, options);
}

/** `school-<stamp>[-n].db|.dump[.age]`: the names of this command's finished backups, nothing else. */
const BACKUP_NAME = /^school-(\d{8}T\d{6}Z)(?:-(\d+))?\.(?:db|dump)(?:\.age)?$/;

/** `school-<stamp>….partial` (and its SQLite journal): what a run writes before its backup is complete. */
const PARTIAL_NAME = /^school-(\d{8}T\d{6}Z)[^/]*\.partial(?:-journal)?$/;

/** A partial file is another run's work in progress for this long, then the leftover of a killed run. */
const PARTIAL_STALE_MS = 24 * 60 * 60 * 1000;

/** The time a backup stamp (`20260315T041500Z`) stands for. */
function stampTime(stamp: string): number {
  return Date.parse(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13)}`,
  );
}

/**
 * Retention of the folder of backups: keeps the newest `keep` backups (by the time in their names,
 * then their `-n` suffix), `justWritten` always among them, and deletes the older ones; deletes
 * `.partial` leftovers whose stamp is more than a day before `now`. Files whose names this command
 * does not write are never touched. Returns the deleted paths, oldest first. Throws when `keep` is not
 * a whole number of at least 1.
 */
export function pruneBackups(folder: string, keep: number, justWritten?: string, now = new Date()): string[] {
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`keep must be a whole number of at least 1, not ${keep}.`);
  const written = justWritten ? resolve(justWritten) : undefined;
  const backups: { path: string; time: number; n: number }[] = [];
  const deleted: string[] = [];
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    const backup = BACKUP_NAME.exec(name);
    if (backup?.[1]) {
      if (resolve(path) !== written)
        backups.push({ path, time: stampTime(backup[1]), n: Number(backup[2] ?? 0) });
      continue;
    }
    const partial = PARTIAL_NAME.exec(name);
    if (partial?.[1] && now.getTime() - stampTime(partial[1]) > PARTIAL_STALE_MS) {
      rmSync(path, { force: true });
      deleted.push(path);
    }
  }
  backups.sort((a, b) => b.time - a.time || b.n - a.n);
  const older = backups.slice(written ? keep - 1 : keep).reverse();
  for (const { path } of older) {
    rmSync(path, { force: true });
    deleted.push(path);
  }
  return deleted;
}

/** How many backups to keep: `--keep`, else `BACKUP_KEEP`, else BACKUP_ROTATION_DAYS. Throws on a bad value. */
export function keepCount(option: string | undefined, env: NodeJS.ProcessEnv = process.env): number {
  const [value, from] =
    option !== undefined ? [option, "--keep"] : [env.BACKUP_KEEP?.trim() || undefined, "BACKUP_KEEP"];
  if (value === undefined) return BACKUP_ROTATION_DAYS;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new Error(`${from} must be a whole number of backups to keep, at least 1 (not "${value}").`);
  }
  return Number(value);
}

/**
 * What the backup does not hold, in lines for the operator: where the uploaded files are for the
 * storage that `storageUrl` (`STORAGE_URL`) and `uploadsDir` (`UPLOADS_DIR`) name, and how to keep a
 * copy of them in `folder` (the backups' folder) taken at the same time as the database's (`stamp`,
 * the backup's time). A malformed `STORAGE_URL` is said as such (the server would not start with it).
 */
export function uploadsNote(
  storageUrl: string | undefined,
  uploadsDir: string | undefined,
  { folder = "backups", stamp = backupStamp() }: { folder?: string; stamp?: string } = {},
): string[] {
  if (storageUrl?.trim()) {
    if (!isStorageUrl(storageUrl))
      return [`STORAGE_URL is not an s3:// address (${storageUrl}); the server would not start.`];
    let bucket: ReturnType<typeof parseStorageUrl>;
    try {
      bucket = parseStorageUrl(storageUrl);
    } catch (error) {
      return [`STORAGE_URL ${error instanceof Error ? error.message : error}; the server would not start.`];
    }
    const where = bucket.prefix
      ? `under ${bucket.prefix} in the bucket ${bucket.bucket}`
      : `in the bucket ${bucket.bucket}`;
    return [
      `The uploaded files (photos, pictures, documents' PDFs) are NOT in this backup: they are objects ${where}${bucket.endpoint ? ` at ${bucket.endpoint}` : ""}.`,
      "Keep them with the bucket's own versioning or replication, or copy them beside this backup:",
      `  npm run storage:copy -- --from "${storageUrlOf(bucket)}" --to "${join(folder, `uploads-${stamp}`)}"`,
    ];
  }
  const uploads = resolve(uploadsDir?.trim() || "./data/uploads");
  return [
    `The uploaded files (photos, pictures, documents' PDFs) are NOT in this backup: they are files in the folder ${uploads}.`,
    "Back that folder up beside it, for example:",
    `  tar czf "${join(folder, `uploads-${stamp}.tgz`)}" -C "${uploads}" .`,
  ];
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
    : `${(bytes / 1024).toFixed(0)} KiB`;
}

const USAGE = "Usage: npm run db:backup [-- --out <folder>] [--keep <n>] [--unencrypted]";

async function main(args: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseOptions>;
  let keep: number;
  try {
    parsed = parseOptions(args);
    keep = keepCount(parsed.keep);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(USAGE);
    return 2;
  }
  const folder = parsed.out ?? "backups";
  const encryption = encryptionFromEnv();
  if (!encryption) {
    // The privacy notice promises encrypted backups: a plain copy of parents' enquiries is made only
    // when the operator says so, for one that never leaves the machine (before an upgrade, say).
    if (!parsed.unencrypted) {
      console.error(
        "No backup written: set BACKUP_AGE_RECIPIENT to an age public key (docs/operations.md), or BACKUP_PASSPHRASE. The privacy notice promises encrypted backups. For a copy that stays on this machine, add --unencrypted.",
      );
      return 1;
    }
    console.warn("WARNING: this backup is NOT encrypted (--unencrypted): do not copy it off this machine.");
  }
  if (keep > BACKUP_ROTATION_DAYS) {
    console.warn(
      `WARNING: keeping ${keep} backups; the privacy notice promises that copies are gone within ${BACKUP_ROTATION_DAYS} days.`,
    );
  }
  const url = process.env.DATABASE_URL || "./data/school.db";
  const postgres = /^postgres(ql)?:\/\//i.test(url);
  const at = new Date();
  const file = postgres
    ? await backupPostgres(url, folder, at, { encryption })
    : await backupSqlite(sqlitePath(url), folder, at, { encryption });
  const checked = postgres ? "" : "; integrity check: ok";
  const sealed = !encryption
    ? "; not encrypted"
    : "passphrase" in encryption
      ? "; encrypted with the passphrase"
      : `; encrypted for ${encryption.recipients.length} age recipient${encryption.recipients.length === 1 ? "" : "s"}`;
  console.log(`Backup written: ${file} (${formatBytes(statSync(file).size)})${checked}${sealed}`);
  const deleted = pruneBackups(folder, keep, file);
  for (const path of deleted) console.log(`Deleted old backup: ${path}`);
  console.log(`Keeping the newest ${keep} backups in ${folder}.`);
  const stamp = backupStamp(at);
  for (const line of uploadsNote(process.env.STORAGE_URL, process.env.UPLOADS_DIR, { folder, stamp }))
    console.log(line);
  return 0;
}

/** `--out <folder>`, `--keep <n>` and `--unencrypted`; throws on anything else. */
function parseOptions(args: string[]): { out?: string; keep?: string; unencrypted?: boolean } {
  const { values } = parseArgs({
    args,
    options: { out: { type: "string" }, keep: { type: "string" }, unencrypted: { type: "boolean" } },
    strict: true,
    allowPositionals: false,
  });
  return values;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const interrupted = (signal: NodeJS.Signals) => {
    removeInProgress();
    console.error(`The backup was interrupted (${signal}); its unfinished files were deleted.`);
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    removeInProgress();
    console.error("The backup failed:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
