/**
 * `npm run bench:phone`: how the public site feels to a parent on a 360 px phone on slow
 * mobile data. Starts the built server (`npm run build` first) on a fresh database with the sample data,
 * and loads each page in Debian's Chromium, through the Chrome DevTools Protocol, at 360×740 with touch,
 * on a link of 400 ms latency and 400 kbit/s each way, with the processor slowed 4×, each page in a fresh
 * browser context (an empty cache, a new browser session). For each page it prints:
 *
 * - first contentful paint (FCP) and largest contentful paint (LCP, "the page is readable");
 * - **ready**: when the first tap on the bottom bar's Menu opened the menu. From the navigation's
 *   start the script taps where that button is, every 100 ms, as an impatient parent would (a tap
 *   on the home page's loading overlay skips it), and notes the frame the menu's dialog opened in;
 * - when the home page's loading overlay leaves (the target is at most 2.1 s after first paint);
 * - when the framework's scripts were ready (`<html data-hydrated="true">`), on a page that has them
 *   (decision 0022: public pages do not);
 * - when the banner opened (home page), how many JavaScript files the page fetched and their bytes
 *   as sent (Brotli), the bytes of everything, and the number of requests;
 *
 * and saves screenshots at 3 s and 6 s after the navigation started in `.reports/phone/`. It
 * prints figures and never asserts them: they vary from run to run (use `--runs 3` for the median).
 *
 *   npm run bench:phone                                # the eight pages below, once each
 *   npm run bench:phone -- --runs 3 / /bus-routes     # these pages, median of three runs
 *   npm run bench:phone -- --base http://127.0.0.1:3304   # a server that is already running
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type CDPSession, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { type RunningServer, startBuiltServer } from "./lib/server";

const DEFAULT_PATHS = [
  "/",
  "/vidhyapeeth",
  "/bus-routes",
  "/notifications",
  "/fees",
  "/contactus",
  "/aims",
  "/vidhyashram/school-safety-committee",
];
/** Screenshots at these ms after the navigation started. */
const SHOTS_MS = [3000, 6000];
/** How often the impatient parent taps Menu until it opens (ms), and for how long at most. */
const TAP_EVERY_MS = 100;
const TAP_FOR_MS = 30_000;
const OUT_DIR = ".reports/phone";
/** The slow phone: DevTools' throughput is in bytes per second (400 kbit/s = 50 000 B/s). */
const NETWORK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const CPU_SLOWDOWN = 4;
/** How long to wait for a page's scripts before giving up on it. */
const READY_TIMEOUT_MS = 40_000;

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = Math.max(1, Number(option("--runs") ?? 1));
const baseOption = option("--base");
const paths = args.filter((a, i) => a.startsWith("/") && !["--runs", "--base"].includes(args[i - 1] ?? ""));

/** What the page records about itself, from its first script on (timings in ms from navigation start). */
interface Record {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  hydrated: number | null;
  /** The frame the menu's dialog was first open in: "ready". */
  menuOpened: number | null;
  /** The first frame in which the bottom bar's Menu and the menu's dialog were both in the page. */
  menuParsed: number | null;
  /** When the page first received a tap (a click event, in its capture phase). */
  firstClick: number | null;
  overlayShown: boolean;
  overlayGone: number | null;
  bannerOpened: number | null;
}

interface Measurement extends Record {
  path: string;
  scriptFiles: number;
  scriptBytes: number;
  totalBytes: number;
  requests: number;
  shots: string[];
}

/**
 * Runs in the page before its own scripts: paint entries, and a frame-by-frame look at the html
 * element's data-hydrated, the overlay's visibility and an open dialog. It watches frames (not DOM
 * changes) because the overlay may leave by CSS alone, which changes no DOM.
 */
function recorder() {
  const record = {
    fcp: null as number | null,
    lcp: null as number | null,
    lcpElement: null as string | null,
    hydrated: null as number | null,
    menuOpened: null as number | null,
    menuParsed: null as number | null,
    firstClick: null as number | null,
    overlayShown: false,
    overlayGone: null as number | null,
    bannerOpened: null as number | null,
  };
  (window as unknown as { phoneRecord: typeof record }).phoneRecord = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-contentful-paint") record.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
    if (!last) return;
    record.lcp = last.startTime;
    const element = last.element;
    record.lcpElement = element
      ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
          element instanceof HTMLImageElement ? ` ${new URL(element.currentSrc || element.src).pathname}` : ""
        }`
      : null;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  window.addEventListener(
    "click",
    () => {
      if (record.firstClick === null) record.firstClick = performance.now();
    },
    true,
  );
  const frame = () => {
    const now = performance.now();
    if (record.hydrated === null && document.documentElement.dataset.hydrated === "true")
      record.hydrated = now;
    if (record.overlayGone === null) {
      const overlay = document.querySelector(".intro-overlay");
      const style = overlay ? getComputedStyle(overlay) : null;
      const visible =
        !!style && style.display !== "none" && style.visibility !== "hidden" && Number(style.opacity) > 0.05;
      if (visible) record.overlayShown = true;
      else if (record.overlayShown) record.overlayGone = now;
    }
    if (
      record.menuParsed === null &&
      document.getElementById("site-menu") &&
      document.querySelector('nav[aria-label="Quick actions"] button[commandfor="site-menu"]')
    )
      record.menuParsed = now;
    const menu = document.querySelector<HTMLDialogElement>("#site-menu[open]");
    if (menu) {
      // Noted, then closed at once, so that the taps still coming land on the page, not on a link in it.
      if (record.menuOpened === null) record.menuOpened = now;
      menu.close();
    }
    if (record.bannerOpened === null && document.querySelector(".home-banner[open]"))
      record.bannerOpened = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function measure(browser: Browser, base: string, path: string, run: number): Promise<Measurement> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  // tsx names the functions it compiles with a `__name` helper the page does not have: define it there.
  await context.addInitScript({ content: `var __name = (f) => f; (${recorder.toString()})();` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

  const name = (path === "/" ? "home" : path.slice(1).replaceAll("/", "-")) + (runs > 1 ? `-run${run}` : "");
  const started = Date.now();
  const navigation = page.goto(base + path, { waitUntil: "load", timeout: 120_000 }).catch((error) => error);
  await tapMenuUntilOpen(page, cdp, started);
  const shots: string[] = [];
  for (const at of SHOTS_MS) {
    if (Date.now() - started > at + 500) continue; // the menu took longer than that to open
    await sleep(started + at - Date.now());
    const file = join(OUT_DIR, `${name}-${at / 1000}s.png`);
    const taken = Date.now() - started;
    await page.screenshot({ path: file }).catch(() => undefined);
    shots.push(`${file} (at ${(taken / 1000).toFixed(1)} s)`);
  }
  await navigation;
  // A page with the framework's scripts: wait for them too.
  await page
    .waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === "true" ||
        document.documentElement.dataset.scripts === "none",
      null,
      { timeout: READY_TIMEOUT_MS, polling: 100 },
    )
    .catch(() => undefined);
  // Let a late largest paint and the overlay's leaving be seen before reading.
  await sleep(2500);
  const record = (await page.evaluate(
    () => (window as unknown as { phoneRecord: unknown }).phoneRecord,
  )) as Record;
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e as PerformanceResourceTiming)
      .map((e) => ({ name: e.name, type: e.initiatorType, bytes: e.transferSize })),
  );
  const navigationBytes = await page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
        ?.transferSize ?? 0,
  );
  const scripts = resources.filter((r) => new URL(r.name).pathname.endsWith(".js"));
  await context.close();
  return {
    path,
    ...record,
    scriptFiles: scripts.length,
    scriptBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
    totalBytes: navigationBytes + resources.reduce((sum, r) => sum + r.bytes, 0),
    requests: 1 + resources.length,
    shots,
  };
}

/**
 * Taps where the bottom bar's Menu is (the first of its five 72 px cells, 28 px above the screen's
 * bottom) every 100 ms from the moment it is in the page, as a finger would, until the page notes the
 * menu opened (`menuOpened`, from its own frames; it closes the menu at once).
 * The taps go through the DevTools protocol without waiting for each other: a page busy on a slow
 * processor answers a tap when it can, and that delay is what a parent feels.
 */
async function tapMenuUntilOpen(page: Page, cdp: CDPSession, started: number): Promise<void> {
  const x = 36;
  const y = 740 - 28;
  const tap = () => {
    void cdp
      .send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] })
      .then(() => cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] }))
      .catch(() => undefined);
  };
  let opened = false;
  let shown = false;
  const watch = (async () => {
    while (!opened && Date.now() - started < TAP_FOR_MS) {
      const state = await page
        .evaluate(() => {
          const { phoneRecord } = window as unknown as {
            phoneRecord: { menuOpened: number | null; menuParsed: number | null };
          };
          return { opened: phoneRecord.menuOpened !== null, shown: phoneRecord.menuParsed !== null };
        })
        .catch(() => ({ opened: false, shown: false }));
      opened = state.opened;
      shown = state.shown;
      if (!opened) await sleep(TAP_EVERY_MS / 2);
    }
  })();
  while (!opened && Date.now() - started < TAP_FOR_MS) {
    // Only once Menu is drawn: a finger tapping the same spot earlier would follow whatever link is there.
    if (shown) tap();
    await sleep(TAP_EVERY_MS);
  }
  await watch;
}

const seconds = (ms: number | null) => (ms === null ? "—" : `${(ms / 1000).toFixed(2)} s`);
const median = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return known.length ? (known[Math.floor((known.length - 1) / 2)] ?? null) : null;
};

function summary(m: Measurement): string {
  const overlay = m.overlayShown
    ? `overlay gone ${seconds(m.overlayGone)}${
        m.overlayGone !== null && m.fcp !== null ? ` (${seconds(m.overlayGone - m.fcp)} after FCP)` : ""
      }`
    : "no overlay";
  return [
    `FCP ${seconds(m.fcp)}`,
    `LCP ${seconds(m.lcp)}${m.lcpElement ? ` [${m.lcpElement}]` : ""}`,
    `ready ${seconds(m.menuOpened)} (Menu in the page ${seconds(m.menuParsed)}, first tap taken ${seconds(m.firstClick)})`,
    overlay,
    m.hydrated === null ? "no framework scripts" : `framework ready ${seconds(m.hydrated)}`,
    m.path === "/"
      ? `banner ${m.bannerOpened === null ? "not opened" : `opened ${seconds(m.bannerOpened)}`}`
      : "",
    `${m.scriptFiles} JS files ${(m.scriptBytes / 1024).toFixed(1)} KB`,
    `${(m.totalBytes / 1024).toFixed(1)} KB in all`,
    `${m.requests} requests`,
  ]
    .filter(Boolean)
    .join(", ");
}

mkdirSync(OUT_DIR, { recursive: true });
const server: RunningServer | undefined = baseOption ? undefined : await startBuiltServer(0);
const base = baseOption ?? (server as RunningServer).base;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // The page cache answers a running site's pages: warm it, as for Lighthouse.
  const list = paths.length ? paths : DEFAULT_PATHS;
  for (const path of list) await (await fetch(base + path)).text();
  console.log(
    `360×740 touch, ${NETWORK.latency} ms latency, ${(NETWORK.downloadThroughput * 8) / 1000} kbit/s, CPU ${CPU_SLOWDOWN}× slower; ${base}\n`,
  );
  for (const path of list) {
    const results: Measurement[] = [];
    for (let run = 1; run <= runs; run++) {
      const result = await measure(browser, base, path, run);
      results.push(result);
      console.log(`${path}${runs > 1 ? ` (run ${run})` : ""}: ${summary(result)}`);
    }
    if (runs > 1) {
      const pick = (key: keyof Measurement) => median(results.map((r) => r[key] as number | null));
      const kb = (key: keyof Measurement) => `${((pick(key) ?? 0) / 1024).toFixed(1)} KB`;
      console.log(
        `${path} median of ${runs}: FCP ${seconds(pick("fcp"))}, LCP ${seconds(pick("lcp"))}, ready ${seconds(
          pick("menuOpened"),
        )} (${seconds(median(results.map((r) => (r.menuOpened ?? Number.NaN) - (r.fcp ?? Number.NaN)).filter((v) => !Number.isNaN(v))))} after FCP), overlay gone ${seconds(pick("overlayGone"))}, framework ready ${seconds(pick("hydrated"))}, JS ${kb(
          "scriptBytes",
        )}, ${kb("totalBytes")} in all, ${pick("requests")} requests`,
      );
    }
    console.log(`  screenshots: ${results.flatMap((r) => r.shots).join(", ")}\n`);
  }
} finally {
  await browser.close();
  await server?.stop();
}
