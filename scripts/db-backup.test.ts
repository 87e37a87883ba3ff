import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDb, createDatabase, migrateToLatest } from "~/lib/platform/db.server";
import { notifications } from "~/lib/published/notifications.server";
import { backupSqlite, backupStamp, integrityCheck, pgDumpCommand, uploadsNote } from "./db-backup";
import { checkBackup, restoreSqlite, sqliteInUse } from "./db-restore";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "school-backup-"));
});
afterEach(async () => {
  await closeDb();
  rmSync(dir, { recursive: true, force: true });
});

/** A migrated site database with `titles` as notices, left open (like a running server) and returned. */
async function liveDatabase(file: string, titles: string[]) {
  const database = createDatabase(file);
  await migrateToLatest(database);
  for (const title of titles) {
    await notifications.create({ title, description: "", date: "2026-01-05", audience: "group" }, database);
  }
  return database;
}

function titlesIn(file: string): string[] {
  const sqlite = new SQLite(file, { readonly: true });
  try {
    return sqlite.prepare("select title from notifications order by id").pluck().all() as string[];
  } finally {
    sqlite.close();
  }
}

describe("npm run db:backup", () => {
  it("names backups by UTC time", () => {
    expect(backupStamp(new Date("2026-03-15T04:15:09.123Z"))).toBe("20260315T041509Z");
  });

  it("copies a database in use, WAL content included, into one checked file", async () => {
    const file = join(dir, "school.db");
    const database = await liveDatabase(file, ["First", "Second"]);
    try {
      expect(existsSync(`${file}-wal`)).toBe(true);
      const at = new Date("2026-03-15T04:15:09Z");
      const backup = await backupSqlite(file, join(dir, "backups"), at);
      expect(backup).toBe(join(dir, "backups", "school-20260315T041509Z.db"));
      const second = await backupSqlite(file, join(dir, "backups"), at);
      expect(second).toBe(join(dir, "backups", "school-20260315T041509Z-1.db"));

      expect(integrityCheck(backup)).toBe("ok");
      expect(titlesIn(backup)).toEqual(["First", "Second"]);
      const sqlite = new SQLite(backup, { readonly: true });
      expect(sqlite.pragma("journal_mode", { simple: true })).toBe("delete");
      sqlite.close();
      expect(readdirSync(join(dir, "backups")).some((name) => name.endsWith(".partial"))).toBe(false);
    } finally {
      await database.destroy();
    }
  });

  it("keeps backups from everyone but their owner: folder 0700, files 0600", async () => {
    const source = join(dir, "live.db");
    const database = await liveDatabase(source, ["A private notice"]);
    const mode = (path: string) => statSync(path).mode & 0o777;
    const previous = process.umask(0o022);
    try {
      const fresh = join(dir, "new", "backups");
      const first = await backupSqlite(source, fresh);
      expect(mode(fresh)).toBe(0o700);
      expect(mode(first)).toBe(0o600);
      expect(titlesIn(first)).toEqual(["A private notice"]);

      const existing = join(dir, "existing");
      mkdirSync(existing);
      chmodSync(existing, 0o755);
      const second = await backupSqlite(source, existing);
      expect(mode(existing)).toBe(0o700);
      expect(mode(second)).toBe(0o600);
      expect(readdirSync(existing)).toEqual([second.slice(existing.length + 1)]);
    } finally {
      process.umask(previous);
      await database.destroy();
    }
  });

  it("refuses a database file that does not exist", async () => {
    await expect(backupSqlite(join(dir, "missing.db"), dir)).rejects.toThrow(/no database file/);
  });

  it("passes the PostgreSQL password to pg_dump by environment, not on the command line", () => {
    const { args, env } = pgDumpCommand("postgres://school:s%40cret@db.example:5432/school", "out.dump");
    expect(args.join(" ")).not.toContain("s@cret");
    expect(args).toContain("--dbname=postgres://school@db.example:5432/school");
    expect(env.PGPASSWORD).toBe("s@cret");
  });
});

describe("npm run db:backup and the uploaded files", () => {
  it("says the folder is not in the backup and how to archive it beside", () => {
    const note = uploadsNote(undefined, "/srv/school/uploads", { stamp: "20260315T041500Z" });
    expect(note[0]).toBe(
      "The uploaded files (photos, pictures, documents' PDFs) are NOT in this backup: they are files in the folder /srv/school/uploads.",
    );
    expect(note.at(-1)).toBe('  tar czf "backups/uploads-20260315T041500Z.tgz" -C "/srv/school/uploads" .');
  });

  it("names the bucket and prefix, which are not in the backup, and how to copy them", () => {
    const note = uploadsNote("s3://school-files/site?endpoint=https://minio.example:9000", "./data/uploads", {
      folder: "/mnt/usb",
      stamp: "20260315T041500Z",
    });
    expect(note[0]).toBe(
      "The uploaded files (photos, pictures, documents' PDFs) are NOT in this backup: they are objects under site/ in the bucket school-files at https://minio.example:9000.",
    );
    expect(note.at(-1)).toBe(
      '  npm run storage:copy -- --from "s3://school-files/site?endpoint=https://minio.example:9000" --to "/mnt/usb/uploads-20260315T041500Z"',
    );
    expect(uploadsNote("s3://school-files", undefined)[0]).toMatch(/objects in the bucket school-files\.$/);
  });
});

describe("npm run db:restore", () => {
  it("refuses while the database is open in the server, and restores once it is closed", async () => {
    const file = join(dir, "data", "school.db");
    const database = await liveDatabase(file, ["Before backup"]);
    const backup = await backupSqlite(file, join(dir, "backups"));
    await notifications.create(
      { title: "After backup", description: "", date: "2026-01-06", audience: "group" },
      database,
    );

    expect(sqliteInUse(file)).toBe(true);
    await expect(restoreSqlite(backup, file)).rejects.toThrow(/in use/);
    expect(titlesIn(file)).toEqual(["Before backup", "After backup"]);

    await database.destroy();
    expect(sqliteInUse(file)).toBe(false);
    const at = new Date("2026-04-01T10:00:00Z");
    const result = await restoreSqlite(backup, file, { at });
    expect(result.previous).toBe(join(dir, "data", "school.before-restore-20260401T100000Z.db"));
    expect(titlesIn(file)).toEqual(["Before backup"]);
    expect(result.counts.notifications).toBe(1);
    expect(integrityCheck(file)).toBe("ok");
    // The copy kept of the replaced database has everything it had.
    expect(titlesIn(result.previous ?? "")).toEqual(["Before backup", "After backup"]);

    // The restored file is a working site database.
    const reopened = createDatabase(file);
    try {
      expect(await migrateToLatest(reopened)).toEqual([]);
      expect((await notifications.list({}, reopened)).map((n) => n.title)).toEqual(["Before backup"]);
    } finally {
      await reopened.destroy();
    }
  });

  it("refuses a damaged file, a file that is not SQLite and a database of something else", async () => {
    const notSqlite = join(dir, "notes.db");
    writeFileSync(notSqlite, "these are not the droids");
    expect(checkBackup(notSqlite)).toMatch(/not a SQLite database/);

    const other = join(dir, "other.db");
    const sqlite = new SQLite(other);
    sqlite.exec("create table things (x)");
    sqlite.close();
    expect(checkBackup(other)).toMatch(/not one of this website/);

    const file = join(dir, "school.db");
    const database = await liveDatabase(
      file,
      Array.from({ length: 200 }, (_, i) => `Notice ${i} ${"x".repeat(500)}`),
    );
    await database.destroy();
    const backup = await backupSqlite(file, dir);
    const damaged = join(dir, "damaged.db");
    const bytes = (await import("node:fs")).readFileSync(backup);
    bytes.fill(0x55, 4096 * 3, 4096 * 6); // overwrite three pages in the middle
    writeFileSync(damaged, bytes);
    expect(checkBackup(damaged)).toMatch(/integrity|malformed|not a SQLite/);
    await expect(restoreSqlite(damaged, file)).rejects.toThrow();
    expect(titlesIn(file)).toHaveLength(200);
    expect(checkBackup(backup)).toBeNull();
  });
});
