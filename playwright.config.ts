import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium";

/**
 * End-to-end tests (architecture 4): the built server (`npm run build` first) on its own port and a fresh
 * SQLite file, driven in Debian's Chromium (never a downloaded browser).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Set once in the main process; the workers inherit it, so every process sees the same file.
process.env.E2E_DATABASE ??= join(tmpdir(), `school-e2e-${Date.now()}.db`);
// The servers of the tests (the web server below, those the specs start) never check links: no traffic
// leaves the machine, and no check competes with the pages being measured.
process.env.LINK_CHECK = "off";

export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-password-1234" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? "list" : [["list"]],
  // Generous, not tight: on a machine shared with other work, a page and its axe run take longer than
  // alone; a slow test passes late rather than failing in a race with the clock.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node build/start.js",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: process.env.E2E_DATABASE,
      SEED_SAMPLE_DATA: "true",
      LOG_LEVEL: "warn",
      // One trusted proxy: the specs that send enquiries each name their own client address
      // (`ownClientAddress` in tests/e2e/support.ts), so the per-address limit is not spent by the suite.
      TRUST_PROXY: "1",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
