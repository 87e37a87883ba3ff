import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "./db.server";

const dir = mkdtempSync(join(tmpdir(), "school-pragmas-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the SQLite pragmas (durability)", () => {
  it("runs in WAL with synchronous FULL", async () => {
    const database = createDatabase(join(dir, "pragmas.db"));
    try {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database);
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(database);
      expect(mode.rows[0]?.journal_mode).toBe("wal");
      expect(sync.rows[0]?.synchronous).toBe(2); // 2 = FULL
    } finally {
      await database.destroy();
    }
  });
});
