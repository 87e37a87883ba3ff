import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, vi } from "vitest";

/**
 * Runs before each test file: gives it the app's modules freshly evaluated and the environment the
 * worker started with, points the app at a brand-new SQLite file and uploads folder of its own, without
 * sample data, and removes them afterwards.
 *
 * The unit project runs many files in one worker (`isolate: false`, vitest.config.ts), so what a file
 * would otherwise get from a new process is done here: the app keeps process-wide state in its modules
 * (the database connection, the parsed environment, the storage, caches keyed by the page version) and
 * some tests replace a module (`vi.mock`), so every module outside node_modules is evaluated again for
 * each file (`vi.resetModules`; the packages stay loaded, which is what makes the worker's reuse cheap);
 * and variables a test set and did not put back do not reach the next file.
 */
const worker = globalThis as { schoolTestEnv?: NodeJS.ProcessEnv };
worker.schoolTestEnv ??= { ...process.env };
const started = worker.schoolTestEnv;
for (const name of Object.keys(process.env)) if (!(name in started)) delete process.env[name];
Object.assign(process.env, started);
vi.resetModules();

const dir = mkdtempSync(join(tmpdir(), "school-test-"));
process.env.DATABASE_URL = join(dir, "test.db");
process.env.UPLOADS_DIR = join(dir, "uploads");
process.env.SEED_SAMPLE_DATA = "false";
process.env.ADMIN_USERNAME = "";
process.env.ADMIN_PASSWORD = "";
// No test reaches the network: the servers tests start never run the daily link check.
process.env.LINK_CHECK = "off";

afterAll(async () => {
  // A file that ended with fake timers or a replaced global would leave them to the next file.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  const { closeDb } = await import("~/lib/platform/db.server");
  await closeDb();
  rmSync(dir, { recursive: true, force: true });
});
