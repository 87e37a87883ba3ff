/**
 * How we launch Debian's Chromium everywhere (end-to-end tests, screenshots): the system binary, never
 * a downloaded browser, with the flags this sandboxed, offline machine needs (docs/architecture.md 9.3).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
