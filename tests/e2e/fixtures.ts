import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { freePort } from "../../scripts/lib/server";
import { startServer, stopServer } from "./server-process";

export { expect } from "@playwright/test";

/**
 * The site one Playwright worker tests: the built server (`build/start.js`) on a port and a fresh SQLite
 * file of its own, with the sample data. Each worker has its own, so spec files run side by side without
 * sharing anything they change (settings, notices, the page cache, rate limits); within a worker the
 * files run one after another as before, and each still leaves the site as it found it.
 */
export interface Site {
  /** `http://localhost:PORT`, the tests' `baseURL`. */
  baseURL: string;
  /** The SQLite file it serves, for the tests that read it or lock it beside the server. */
  database: string;
  /** Its uploads folder (`UPLOADS_DIR`). */
  uploads: string;
}

export const test = base.extend<Record<never, never>, { site: Site }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern.
    async ({}, use, workerInfo) => {
      const dir = mkdtempSync(join(tmpdir(), `school-e2e-${workerInfo.parallelIndex}-`));
      const port = await freePort();
      const site: Site = {
        baseURL: `http://localhost:${port}`,
        database: join(dir, "site.db"),
        uploads: join(dir, "uploads"),
      };
      const server = await startServer(
        port,
        site.database,
        E2E_ADMIN,
        {
          SEED_SAMPLE_DATA: "true",
          UPLOADS_DIR: site.uploads,
          LOG_LEVEL: "warn",
          // No traffic leaves the machine, and no check competes with the pages being measured.
          LINK_CHECK: "off",
          // One trusted proxy: the specs that send enquiries each name their own client address
          // (`ownClientAddress` in ./support), so the per-address limit is not spent by the suite.
          TRUST_PROXY: "1",
        },
        { echo: `[site ${workerInfo.parallelIndex}] ` },
      );
      try {
        await use(site);
      } finally {
        await stopServer(server.child);
        rmSync(dir, { recursive: true, force: true });
      }
    },
    // Migrations, the sample data and the administrator's password hash, on a busy machine.
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.baseURL);
  },
});
