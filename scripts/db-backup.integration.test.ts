import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateIdentity, identityToRecipient } from "age-encryption";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runProgram } from "../tests/support/run";

/** The standard `age` command (Debian package `age`), when installed: backups must open with it too. */
const ageCli = spawnSync("age", ["--version"]).status === 0;

/** `npm run db:backup` and `npm run db:restore` as the operator runs them (the rest: db-backup.test.ts). */

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "school-backup-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run db:restore", () => {
  it("the command line: backs up, refuses a bad file, restores", async () => {
    const file = join(dir, "cli.db");
    const sqlite = new SQLite(file);
    sqlite.exec("create table kysely_migration (name text); create table users (id integer)");
    sqlite.exec("insert into users values (1), (2)");
    sqlite.close();
    const tsx = join("node_modules", ".bin", "tsx");
    const env = { ...process.env, DATABASE_URL: file };
    // Without a key, no backup unless asked for by name: the privacy notice promises encrypted ones.
    const keyless = await runProgram(tsx, ["scripts/db-backup.ts", "--out", join(dir, "out")], { env });
    expect(keyless.status).toBe(1);
    expect(keyless.stderr).toMatch(/No backup written: set BACKUP_AGE_RECIPIENT/);
    expect(existsSync(join(dir, "out")) ? readdirSync(join(dir, "out")) : []).toEqual([]);
    const backup = await runProgram(
      tsx,
      ["scripts/db-backup.ts", "--out", join(dir, "out"), "--unencrypted"],
      {
        env,
      },
    );
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(
      /Backup written: .*school-\d{8}T\d{6}Z\.db .*integrity check: ok; not encrypted/,
    );
    expect(backup.stderr).toMatch(/WARNING: this backup is NOT encrypted/);
    const [name] = readdirSync(join(dir, "out"));

    writeFileSync(join(dir, "notes.txt"), "not a database");
    const refused = await runProgram(tsx, ["scripts/db-restore.ts", join(dir, "notes.txt")], { env });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Nothing was restored: .*not a SQLite database/);
    const restore = await runProgram(tsx, ["scripts/db-restore.ts", join(dir, "out", name ?? "")], {
      env: { ...env, DATABASE_URL: join(dir, "restored.db") },
    });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/users\s+2 rows/);
    expect((await runProgram(tsx, ["scripts/db-restore.ts"], { env })).status).toBe(2);
  });
});

/** A small site-shaped SQLite database at `file` with `rows` users. */
function siteDatabase(file: string, rows: number[]) {
  const sqlite = new SQLite(file);
  sqlite.exec("create table kysely_migration (name text); create table users (id integer)");
  for (const id of rows) sqlite.prepare("insert into users values (?)").run(id);
  sqlite.close();
}

describe("npm run db:backup and db:restore with an age key", () => {
  it("encrypts, keeps the newest --keep, refuses a wrong key with status 1, restores with the right one", async () => {
    const identity = await generateIdentity();
    const recipient = await identityToRecipient(identity);
    const keyFile = join(dir, "key.txt");
    writeFileSync(keyFile, `# public key: ${recipient}\n${identity}\n`, { mode: 0o600 });
    const wrongKey = join(dir, "wrong.txt");
    writeFileSync(wrongKey, `${await generateIdentity()}\n`, { mode: 0o600 });
    const file = join(dir, "data", "school.db");
    mkdirSync(join(dir, "data"));
    siteDatabase(file, [1, 2, 3]);
    const out = join(dir, "out");
    mkdirSync(out);
    const older = [
      "school-20250101T000000Z.db",
      "school-20250102T000000Z.db.age",
      "school-20250103T000000Z.db.age",
      "school-20250103T000000Z-1.db.age",
    ];
    for (const name of [...older, "uploads-20250101T000000Z.tgz", "readme.txt"])
      writeFileSync(join(out, name), name);
    const tsx = join("node_modules", ".bin", "tsx");
    const env = { ...process.env, DATABASE_URL: file, BACKUP_AGE_RECIPIENT: recipient, BACKUP_KEEP: "" };

    const backup = await runProgram(tsx, ["scripts/db-backup.ts", "--out", out, "--keep", "2"], { env });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(
      /Backup written: .*school-\d{8}T\d{6}Z\.db\.age .*encrypted for 1 age recipient/,
    );
    expect(backup.stderr).not.toMatch(/NOT encrypted/);
    for (const name of older.slice(0, 3))
      expect(backup.stdout).toContain(`Deleted old backup: ${join(out, name)}`);
    const written = readdirSync(out).filter(
      (n) => /^school-2\d{7}T\d{6}Z\.db\.age$/.test(n) && !older.includes(n),
    );
    expect(written).toHaveLength(1);
    expect(readdirSync(out).sort()).toEqual(
      [written[0], older[3], "uploads-20250101T000000Z.tgz", "readme.txt"].sort(),
    );
    const encrypted = join(out, written[0] ?? "");

    siteDatabase(join(dir, "data", "other.db"), [9]);
    const target = join(dir, "data", "other.db");
    const before = readFileSync(target);
    const restoreEnv = { ...process.env, DATABASE_URL: target, BACKUP_AGE_RECIPIENT: recipient };
    const refused = await runProgram(tsx, ["scripts/db-restore.ts", encrypted, "--out", out], {
      env: { ...restoreEnv, BACKUP_AGE_IDENTITY: wrongKey },
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /Nothing was restored: .*cannot be decrypted with the identity in .*wrong\.txt/,
    );
    expect(readFileSync(target)).toEqual(before);

    const restored = await runProgram(tsx, ["scripts/db-restore.ts", encrypted, "--out", out], {
      env: { ...restoreEnv, BACKUP_AGE_IDENTITY: keyFile },
    });
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/users\s+3 rows/);
    expect(restored.stdout).toMatch(
      /The database as it was is saved as the backup .*out\/school-\d{8}T\d{6}Z(-\d+)?\.db\.age/,
    );
    expect(readdirSync(join(dir, "data")).sort()).toEqual(["other.db", "school.db"]);
  });

  it.skipIf(!ageCli)("writes files the age command decrypts, and restores files it encrypted", async () => {
    const identity = await generateIdentity();
    const recipient = await identityToRecipient(identity);
    const keyFile = join(dir, "key.txt");
    writeFileSync(keyFile, `${identity}\n`, { mode: 0o600 });
    const file = join(dir, "school.db");
    siteDatabase(file, [7, 8]);
    const tsx = join("node_modules", ".bin", "tsx");
    const env = { ...process.env, DATABASE_URL: file, BACKUP_AGE_RECIPIENT: recipient };
    expect((await runProgram(tsx, ["scripts/db-backup.ts", "--out", join(dir, "out")], { env })).status).toBe(
      0,
    );
    const [name] = readdirSync(join(dir, "out"));
    const plain = join(dir, "by-age.db");
    const decrypt = spawnSync("age", ["--decrypt", "-i", keyFile, "-o", plain, join(dir, "out", name ?? "")]);
    expect(decrypt.status, decrypt.stderr.toString()).toBe(0);
    const sqlite = new SQLite(plain, { readonly: true });
    expect(sqlite.prepare("select count(*) from users").pluck().get()).toBe(2);
    sqlite.close();

    const sealed = join(dir, "sealed-by-age.db.age");
    expect(spawnSync("age", ["--encrypt", "-r", recipient, "-o", sealed, plain]).status).toBe(0);
    const restore = await runProgram(tsx, ["scripts/db-restore.ts", sealed, "--out", join(dir, "out")], {
      env: { ...env, DATABASE_URL: join(dir, "restored.db"), BACKUP_AGE_IDENTITY: keyFile },
    });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/users\s+2 rows/);
  });
});
