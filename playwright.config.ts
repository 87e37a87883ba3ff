import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_BROWSER_PATH } from "./tests/support/chromium";

/**
 * End-to-end tests (architecture 4): the built server (`npm run build` first), driven in Debian's
 * Chromium (never a downloaded browser). Each worker starts its own server on its own port and fresh
 * SQLite file with the sample data (the `site` fixture of tests/e2e/fixtures.ts), so the spec files run
 * side by side without sharing what they change; the tests of one file still run in order, in one worker.
 */

export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-password-1234" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // One worker a core, at most four. The suite is CPU-bound: on this project's 2-core machine, quiet, 1
  // worker took ~26 min, 2 workers 19 min with the cores 99% busy and every test passing, 3 workers 23 min
  // with four tests late past their limits (the browsers crowd the cores). `E2E_WORKERS` overrides it,
  // e.g. 1 to watch one test at a time.
  workers: Number(process.env.E2E_WORKERS ?? Math.min(4, availableParallelism())),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? "list" : [["list"]],
  // Generous, not tight: side by side, and on a machine shared with other work, a page and its axe run
  // take longer than alone; a slow test passes late rather than failing in a race with the clock.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Off unless asked for (`E2E_TRACE=retain-on-failure`): recording a trace screenshots every frame,
    // measured here as a seventh of the suite's CPU, and a CI run keeps only its log.
    trace: (process.env.E2E_TRACE as "off" | "on" | "retain-on-failure" | undefined) ?? "off",
    // The visitor asks for reduced motion: the tickers, marquees and carousels stand still. In this
    // headless browser every moving frame is composited in software; measured here, ordinary tests took
    // 29% less CPU standing still. Where motion and its Pause controls are the subject, a test asks for
    // it (`MOTION` in tests/e2e/support.ts).
    reducedMotion: "reduce",
    launchOptions: { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
