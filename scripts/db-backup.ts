/**
 * `npm run db:backup [-- --out <folder>]`: a backup of the database of `DATABASE_URL` (default
 * ./data/school.db) into `./backups/` (docs/operations.md has the restore drill).
 *
 * - SQLite: an online backup through SQLite's backup API (better-sqlite3 `backup()`), safe while the
 *   server runs and writes: the copy is one consistent snapshot, including what is still in the WAL.
 *   Written to `school-<UTC timestamp>.db.partial`, switched to a single self-contained file (journal
 *   mode DELETE), checked with `PRAGMA integrity_check`, and only then renamed to
 *   `school-<UTC timestamp>.db`, so a file with that name is always a complete, checked backup.
 * - PostgreSQL: runs `pg_dump --format=custom` into `school-<UTC timestamp>.dump` when `pg_dump` is
 *   installed (its major version must be at least the server's), otherwise prints the command to run.
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
 * Prints the backup's path and size. Exit status: 0 done, 1 failed.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import SQLite from "better-sqlite3";
import { isStorageUrl, parseStorageUrl, storageUrlOf } from "~/lib/platform/storage-url.server";

/** `20260315T041500Z`: sorts by time and is safe in a file name on every system. */
export function backupStamp(at = new Date()): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** A free `school-<stamp>[-n]<ext>` path in `folder`. */
function freshName(folder: string, stamp: string, ext: string): string {
  let path = join(folder, `school-${stamp}${ext}`);
  for (let n = 1; existsSync(path); n++) path = join(folder, `school-${stamp}-${n}${ext}`);
  return path;
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
 * Backs up the SQLite file `source` into `folder`; returns the backup's path. Throws when the source
 * does not exist or the copy fails its integrity check (the partial file is then removed).
 */
export async function backupSqlite(source: string, folder = "backups", at = new Date()): Promise<string> {
  if (!existsSync(source)) throw new Error(`There is no database file at ${source}.`);
  privateFolder(folder);
  const target = freshName(folder, backupStamp(at), ".db");
  const partial = `${target}.partial`;
  // SQLite writes into the existing file (keeping its mode) and gives its journal the same mode.
  privateFile(partial);
  const live = new SQLite(source, { fileMustExist: true, timeout: 5000 });
  try {
    await live.backup(partial);
  } finally {
    live.close();
  }
  try {
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
    const integrity = integrityCheck(partial);
    if (integrity !== "ok") throw new Error(`The backup failed its integrity check: ${integrity}`);
    chmodSync(partial, FILE_MODE);
    renameSync(partial, target);
    return target;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
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

function backupPostgres(url: string, folder: string): number {
  privateFolder(folder);
  const file = freshName(folder, backupStamp(), ".dump");
  // pg_dump truncates the file it is given, so it keeps this mode.
  privateFile(file);
  const { args, env } = pgDumpCommand(url, file);
  const run = spawnSync("pg_dump", args, { env, stdio: "inherit" });
  if (run.error && (run.error as NodeJS.ErrnoException).code === "ENOENT") {
    rmSync(file, { force: true });
    console.error(
      [
        "pg_dump is not installed here. On the database machine (or any machine with PostgreSQL's client",
        "tools of the server's major version or newer), run:",
        `  pg_dump --format=custom --no-owner --no-privileges --file=${file} "$DATABASE_URL"`,
        "Restore it with pg_restore (docs/operations.md).",
      ].join("\n"),
    );
    return 1;
  }
  if (run.status !== 0) {
    rmSync(file, { force: true });
    console.error("pg_dump failed (see above); no backup was made.");
    return 1;
  }
  chmodSync(file, FILE_MODE);
  console.log(`Backup written: ${file} (${formatBytes(statSync(file).size)})`);
  return 0;
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

async function main(args: string[]): Promise<number> {
  const outAt = args.indexOf("--out");
  const folder = outAt >= 0 ? args[outAt + 1] : "backups";
  if (!folder || args.some((a, i) => a.startsWith("--") && a !== "--out" && i !== outAt + 1)) {
    console.error("Usage: npm run db:backup [-- --out <folder>]");
    return 2;
  }
  const url = process.env.DATABASE_URL || "./data/school.db";
  const note = () => {
    for (const line of uploadsNote(process.env.STORAGE_URL, process.env.UPLOADS_DIR, { folder }))
      console.log(line);
  };
  if (/^postgres(ql)?:\/\//i.test(url)) {
    const status = backupPostgres(url, folder);
    if (status === 0) note();
    return status;
  }
  const file = await backupSqlite(sqlitePath(url), folder);
  console.log(`Backup written: ${file} (${formatBytes(statSync(file).size)}); integrity check: ok`);
  note();
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error("The backup failed:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
