import { existsSync } from "node:fs";

/**
 * How we launch Debian's Chromium everywhere (end-to-end tests, screenshots): the system binary, never
 * a downloaded browser, with the flags this sandboxed, offline machine needs (docs/architecture.md 9.3).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's old headless shell (package `chromium-headless-shell`, from the same Chromium build). */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/**
 * The browser the Playwright tests drive (decision 0031): Debian's headless shell when it is installed —
 * the same Chromium without the full browser's window machinery, which Playwright itself uses for
 * headless runs; measured here on the chrome and phone specs, 32 % less CPU and every test the same —
 * else the full browser. `E2E_CHROMIUM_PATH` chooses another. Screenshots, Lighthouse and the fee PDF
 * keep the full browser (`CHROMIUM_PATH`): they measure or print what a visitor's browser does.
 */
export const TEST_BROWSER_PATH =
  process.env.E2E_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
