import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

/**
 * Runs before each test file: points the app at a brand-new SQLite file of its own, without sample
 * data, and removes it afterwards.
 */
const dir = mkdtempSync(join(tmpdir(), "school-test-"));
process.env.DATABASE_URL = join(dir, "test.db");
process.env.UPLOADS_DIR = join(dir, "uploads");
process.env.SEED_SAMPLE_DATA = "false";
process.env.ADMIN_USERNAME = "";
process.env.ADMIN_PASSWORD = "";
// No test reaches the network: the servers tests start never run the daily link check.
process.env.LINK_CHECK = "off";

afterAll(async () => {
  const { closeDb } = await import("~/lib/platform/db.server");
  await closeDb();
  rmSync(dir, { recursive: true, force: true });
});
