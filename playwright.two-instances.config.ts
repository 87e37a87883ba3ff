import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from "./tests/support/chromium";

/**
 * Two instances of the built server on one PostgreSQL database and one S3-compatible store (s3rver), as
 * behind a load balancer (`npm run test:two-instances`, after `npm run build`). The spec starts both
 * servers and the store itself; it needs `E2E_POSTGRES_URL`, a PostgreSQL database it may empty
 * (`bash .ci/run` makes one).
 */
export default defineConfig({
  testDir: "tests/two-instances",
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  timeout: 180_000,
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
