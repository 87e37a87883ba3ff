import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { useLegacySite } from "../../../tests/support/legacy-site";
import { runProgram } from "../../../tests/support/run";

/**
 * `npm run import:legacy` as the operator runs it, from the old site's PostgreSQL into a SQLite file
 * (the import itself: legacy-import.server.test.ts).
 */

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("import from the old site's PostgreSQL (needs TEST_DATABASE_URL; CI sets it)", () => {
  const oldSite = useLegacySite(pgUrl);

  it("npm run import:legacy: --dry-run writes nothing, a real run imports, a second run adds nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "school-import-"));
    const file = join(dir, "school.db");
    const run = (...args: string[]) =>
      runProgram(join("node_modules", ".bin", "tsx"), ["scripts/import-legacy.ts", ...args], {
        env: { ...process.env, DATABASE_URL: file },
      });
    try {
      const dry = await run(oldSite(), "--dry-run");
      expect(dry.status, dry.stderr).toBe(0);
      expect(dry.stdout).toMatch(/notifications\s+notifications\s+4\s+3\s+0\s+0\s+1/);
      expect(dry.stdout).toContain("Dry run: nothing was written.");

      const real = await run(oldSite());
      expect(real.status, real.stderr).toBe(0);
      expect(real.stdout).toMatch(/users\s+users\s+3\s+2\s+0\s+0\s+1/);
      const again = await run(oldSite());
      expect(again.status, again.stderr).toBe(0);
      expect(again.stdout).toMatch(/notifications\s+notifications\s+4\s+0\s+3\s+0\s+1/);

      const sqlite = new SQLite(file, { readonly: true });
      try {
        expect(sqlite.prepare("select count(*) as n from notifications").get()).toEqual({ n: 3 });
        expect(
          sqlite.prepare("select count(*) as n from users where must_change_password = 1").get(),
        ).toEqual({
          n: 2,
        });
      } finally {
        sqlite.close();
      }

      const bad = await run("not-a-url");
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain("Usage: npm run import:legacy");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
