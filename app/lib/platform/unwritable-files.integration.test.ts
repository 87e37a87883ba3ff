import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { runProgram } from "../../../tests/support/run";
import { createDatabase, migrateToLatest, sqliteOf } from "./db.server";
import { isDatabaseUnavailable } from "./db-unavailable.server";
import { checkWritable, pageVersion } from "./page-version.server";

/**
 * The SQLite files made unwritable while the server runs (docs/decisions/0015): before, the next read
 * wrote its read mark into the `-shm` mapping and the kernel killed the process with SIGBUS. Now the
 * database is left alone while its files are not writable (every use throws), and used again after.
 * Here the files really stop being writable, where this machine allows it; the unit test
 * (unwritable-files.server.test.ts) switches the database's own check.
 */

const dir = mkdtempSync(join(tmpdir(), "school-unwritable-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a SQLite database whose files stop being writable, on this machine's file systems", () => {
  // The real thing, where this machine can do it: `chattr +i` needs root and a file system with the
  // immutable flag (ext4, xfs, btrfs). Run in a child process, since before the fix the child died.
  const probe = join(dir, "probe");
  writeFileSync(probe, "");
  const chattr = (flag: string, ...files: string[]) => spawnSync("chattr", [flag, ...files]).status === 0;
  const immutableWorks = chattr("+i", probe) && chattr("-i", probe);

  it.runIf(immutableWorks)(
    "survives `chattr +i` of the files after another process wrote (no SIGBUS)",
    async () => {
      const file = join(dir, "immutable.db");
      const files = [file, `${file}-wal`, `${file}-shm`];
      const script = `
      import SQLite from "better-sqlite3";
      import { execFileSync } from "node:child_process";
      import { createDatabase, migrateToLatest } from "./app/lib/platform/db.server.ts";
      import { pageVersion } from "./app/lib/platform/page-version.server.ts";
      const file = ${JSON.stringify(file)};
      const files = ${JSON.stringify(files)};
      const database = createDatabase(file);
      await migrateToLatest(database);
      await pageVersion(database);
      // Another process writes (the WAL grows past this connection's read mark), the kernel writes the
      // -shm page back (clean again), then the files become immutable.
      const other = new SQLite(file);
      other.exec("create table external_write (x); insert into external_write values (1)");
      other.close();
      execFileSync("sync");
      execFileSync("chattr", ["+i", ...files]);
      try {
        await pageVersion(database).then(() => console.log("read"), (error) => console.log(error.name));
        await database.selectFrom("notifications").selectAll().execute().catch((error) => console.log(error.name));
      } finally {
        execFileSync("chattr", ["-i", ...files]);
      }
      console.log("read again:", typeof (await pageVersion(database)));
      await database.destroy();
    `;
      try {
        const run = await runProgram(process.execPath, [
          "--import",
          "tsx",
          "--input-type=module",
          "-e",
          script,
        ]);
        expect(run.signal, `the child was killed by ${run.signal}\n${run.stderr}`).toBeNull();
        expect(run.status, run.stderr).toBe(0);
        expect(run.stdout.trim().split("\n")).toEqual([
          "DatabaseFilesUnwritable",
          "DatabaseFilesUnwritable",
          "read again: number",
        ]);
      } finally {
        execFileSync("chattr", ["-i", ...files.filter((f) => spawnSync("test", ["-e", f]).status === 0)]);
      }
    },
  );

  // A full disk, where this machine can make one: a small tmpfs needs root (or CAP_SYS_ADMIN).
  const mountPoint = join(dir, "small-disk");
  mkdirSync(mountPoint);
  const mountWorks =
    spawnSync("mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", mountPoint]).status === 0 &&
    spawnSync("umount", [mountPoint]).status === 0;

  it.runIf(mountWorks)(
    "a full disk: the health probe's write finds it, where a write that changes nothing did not",
    async () => {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", mountPoint]);
      const database = createDatabase(join(mountPoint, "full.db"));
      try {
        await migrateToLatest(database);
        sqliteOf(database)?.pragma("wal_checkpoint(TRUNCATE)");
        // Fill what is left of the disk.
        const chunk = Buffer.alloc(64 * 1024, 1);
        try {
          for (let i = 0; ; i++) writeFileSync(join(mountPoint, `filler-${i}`), chunk);
        } catch {
          // ENOSPC: full.
        }
        // The probe before: SQLite answers an update that changes nothing without writing, so it passed.
        await expect(
          sql`update content_version set version = version where id = 1`.execute(database),
        ).resolves.toBeDefined();
        // The probe now writes a row: the full disk shows, as the database's own error.
        const refused = await checkWritable(database).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(String(refused), String(refused)).toMatch(/disk is full|disk I\/O/);
        expect((refused as { code?: string } | undefined)?.code).toMatch(/^SQLITE_(FULL|IOERR)/);
        expect(isDatabaseUnavailable(refused)).toBe(true);
        // Reads go on.
        expect(Number.isInteger(await pageVersion(database))).toBe(true);
      } finally {
        await database.destroy().catch(() => undefined);
        execFileSync("umount", [mountPoint]);
      }
    },
  );
});
