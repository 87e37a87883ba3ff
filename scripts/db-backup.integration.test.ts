import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runProgram } from "../tests/support/run";

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
    const backup = await runProgram(tsx, ["scripts/db-backup.ts", "--out", join(dir, "out")], { env });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Backup written: .*school-\d{8}T\d{6}Z\.db .*integrity check: ok/);
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
