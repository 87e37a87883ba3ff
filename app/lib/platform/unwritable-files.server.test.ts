import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, DatabaseFilesUnwritable, migrateToLatest } from "./db.server";
import { isDatabaseUnavailable } from "./db-unavailable.server";
import { pageVersion } from "./page-version.server";

/**
 * The SQLite files made unwritable while the server runs (docs/decisions/0015): before, the next read
 * wrote its read mark into the `-shm` mapping and the kernel killed the process with SIGBUS. Now the
 * database is left alone while its files are not writable (every use throws), and used again after.
 * The files made really unwritable (`chattr +i`, a full disk) are in unwritable-files.integration.test.ts.
 */

const dir = mkdtempSync(join(tmpdir(), "school-unwritable-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a SQLite database whose files stop being writable", () => {
  it("is not touched while they are not writable, and serves again once they are", async () => {
    let writable = true;
    const database = createDatabase(join(dir, "switch.db"), { filesWritable: () => writable });
    await migrateToLatest(database);
    const before = await pageVersion(database);

    writable = false;
    const read = database.selectFrom("notifications").selectAll().execute();
    await expect(read).rejects.toBeInstanceOf(DatabaseFilesUnwritable);
    await expect(pageVersion(database)).rejects.toBeInstanceOf(DatabaseFilesUnwritable);
    const error = await read.catch((caught: unknown) => caught);
    // Treated as SQLite's own read-only database: "try again in a minute", a 503 for a save.
    expect((error as { code: string }).code).toBe("SQLITE_READONLY");
    expect(isDatabaseUnavailable(error)).toBe(true);

    writable = true;
    expect(await pageVersion(database)).toBe(before);
    expect(await database.selectFrom("notifications").selectAll().execute()).toEqual([]);
    await database.destroy();
  });
});
