import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
} from "@playwright/test";
import routes from "../../app/routes";
import { STARTER_WORDS } from "../../content/page-kinds";
import { E2E_ADMIN } from "../../playwright.config";

/** Signs in on the login page the browser is on (or opens it), with the test administrator. */
export async function signIn(page: Page, password = E2E_ADMIN.password) {
  if (!page.url().includes("/login")) await page.goto("/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/**
 * Signs the browser of `page` in as the test administrator with the login form's POST rather than by
 * typing into the form, then opens `/admin`: for the tests that need the staff area and are not about
 * signing in (those use `signIn`). The POST goes through the page's own request API, which shares the
 * browser context's cookies, so the session is that browser's alone, as after a sign-in by hand. Returns
 * once the staff area's scripts have hydrated the page.
 */
export async function signedIn(page: Page) {
  const origin = new URL((await page.request.get("/healthz")).url()).origin;
  const login = await page.request.post("/login", {
    form: { ...E2E_ADMIN, redirectTo: "/admin" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(login.status(), await login.text()).toBe(302);
  // Hydrated before the test goes on: its clicks are then the staff area's own navigations and forms,
  // not a document load racing the scripts on a busy machine.
  await gotoInteractive(page, "/admin");
}

/**
 * Context options for the tests whose subject is motion (the loading overlay, the banner, the tickers,
 * marquees and carousels, and their Pause controls): the visitor does not ask for reduced motion. Every
 * other test runs with the pages standing still (`reducedMotion` in playwright.config.ts), because in
 * this headless browser every moving frame is composited in software, at a third more CPU. For a file,
 * `test.use(MOTION)`; for one test, `page.emulateMedia(MOTION)` before it opens a page.
 */
export const MOTION = { reducedMotion: "no-preference" } as const satisfies BrowserContextOptions;

/** A title no other test uses. */
export function uniqueTitle(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** The header's notification ticker of the page. */
export function ticker(page: Page) {
  return page.getByRole("region", { name: "Latest notifications" });
}

export async function expectOnAdmin(page: Page) {
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
}

/**
 * Marks the home page's loading overlay and banner modal as already seen in this browser session
 * (the sessionStorage flags of `app/components/home/LoadingOverlay.tsx` and `BannerModal.tsx`), for
 * tests that use the home page and are not about them: the overlay and the modal would cover it.
 */
export async function skipHomeIntro(context: import("@playwright/test").BrowserContext) {
  await context.addInitScript(() => {
    window.sessionStorage.setItem("home-loading-seen", "1");
    window.sessionStorage.setItem("home-banner-seen", "1");
  });
}

/**
 * Stops the clock of the page's scripts (Playwright's clock, which `page.clock.install()` put in before
 * the page loaded, and which runs with the real one until now): from here their timers fire only as
 * `page.clock.runFor` moves it. A test that must see something hold still, or move by itself, for some
 * seconds moves the page's time at once instead of waiting for it, and a busy machine cannot make a
 * timer fire late. It stops a little ahead, so that the time never lies behind the page's when the call
 * arrives: a timer due meanwhile fires once, before the test reads anything.
 */
export async function holdClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 2_000);
}

/**
 * Lets the home page's banner script (app/behaviours/banner.ts) decide on `page`, whose clock was put in
 * with `page.clock.install()` before it loaded: once the script has wired the banner, 3 s pass at once on
 * the page's clock, past the overlay's 2000 ms after which the banner opens or stays away for good.
 */
export async function bannerDecided(page: Page) {
  await expect(page.locator("dialog[data-behaviour~=banner]")).toHaveAttribute("data-banner-wired", "");
  await holdClock(page);
  await page.clock.runFor(3000);
}

/**
 * A slow one-finger swipe from `x0` to `x0 - distance` at height `y` on `page`, by the Chrome DevTools
 * Protocol's touch events, 5 px every 40 ms and a 200 ms rest before lifting, so it is no flick: the
 * events carry those times, so no test waits for them and a busy machine cannot make it a flick.
 */
export async function slowSwipe(page: Page, x0: number, y: number, distance: number) {
  const cdp = await page.context().newCDPSession(page);
  let at = Date.now() / 1000;
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x, y }],
      timestamp: at,
    });
  await touch("touchStart", x0);
  for (let dx = 5; dx <= distance; dx += 5) {
    at += 0.04;
    await touch("touchMove", x0 - dx);
  }
  at += 0.2;
  await touch("touchEnd", x0 - distance);
  await cdp.detach();
}

/**
 * Opens `path` and waits until it is interactive: at once for a page without the framework's scripts
 * (`<html data-scripts="none">`, decision 0022: its controls are native), else until React has
 * hydrated it; at once too in a browser with JavaScript switched off. Returns the main resource's
 * response, as `page.goto` does.
 */
export async function gotoInteractive(page: Page, path: string) {
  const response = await page.goto(path);
  // A browser with JavaScript switched off has nothing to wait for.
  if (await page.evaluate(() => matchMedia("(scripting: none)").matches)) return response;
  await page.locator('html[data-hydrated], html[data-scripts="none"]').first().waitFor({ state: "attached" });
  return response;
}

/**
 * Test options that give each test its own client address (`X-Forwarded-For`, which the end-to-end
 * server trusts: `TRUST_PROXY=1` in `fixtures.ts`), for the specs that send enquiries. The
 * server allows 10 enquiries per address per 15 minutes (`app/lib/enquiries/guard.server.ts`); without
 * this, the suite's enquiries from one machine spend that limit and a later spec's enquiry is refused.
 * The address is drawn per test, and reaches the contexts a test opens with `browser.newContext()` too.
 */
export const ownClientAddress = {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern.
  extraHTTPHeaders: async ({}, use: (headers: Record<string, string>) => Promise<void>) => {
    await use(clientAddressHeader());
  },
};

/** A header naming a random private client address, for one browser context (see `ownClientAddress`). */
export function clientAddressHeader(): Record<string, string> {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` };
}

/**
 * axe for one page (`@axe-core/playwright`), returned as a builder (`.withTags(…).analyze()`). Legacy
 * mode runs axe in the page itself instead of opening a blank page per run to merge frames' results:
 * measured here, a third less time and a quarter less CPU per run, and our pages have no frames from
 * other origins for the newer mode to reach (the CSP allows none until a video's Play).
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

/**
 * Holds the home page's loading overlay at its first frame on every page `context` opens from now on: its
 * CSS animations are paused as soon as they exist, before the first paint, so that a test can read its
 * timings (`overlayTimeline`, which plays them on) or tap it before it would leave by itself, however
 * slowly a busy machine runs the test.
 */
export async function holdOverlay(context: BrowserContext) {
  await context.addInitScript(() => {
    const hold = () => {
      const overlay = document.querySelector<HTMLElement>(".intro-overlay");
      const counter = overlay?.querySelector<HTMLElement>(".intro-percent");
      if (overlay && counter) {
        const animations = [...overlay.getAnimations(), ...counter.getAnimations()];
        for (const animation of animations) animation.pause();
        if (animations.length > 0) return;
      }
      if (document.readyState !== "complete") requestAnimationFrame(hold);
    };
    requestAnimationFrame(hold);
  });
}

/** One moment of the loading overlay's CSS clock (`overlayTimeline`). */
export interface OverlayMoment {
  /** ms since the overlay was drawn */
  at: number;
  /** the count it shows then */
  percent: number;
  /** whether it is drawn (not `visibility: hidden`, opacity above 0) */
  shown: boolean;
}

/**
 * The loading overlay's count and presence at each of `times` (ms after it was drawn), read from its own
 * CSS animations, paused and moved to each moment, then put back where they were and played on. The
 * overlay is all CSS (spec 2.1: it counts every 200 ms and leaves at 2000 ms), so Playwright's clock
 * cannot move it; seeking its animations checks those timings exactly, however busy the machine is, where
 * watching it frame by frame measured the machine. Call it while the overlay is showing.
 */
export async function overlayTimeline(page: Page, times: number[]): Promise<OverlayMoment[]> {
  return page.evaluate((moments) => {
    const overlay = document.querySelector<HTMLElement>(".intro-overlay");
    if (!overlay) throw new Error("no .intro-overlay on the page");
    const counter = overlay.querySelector<HTMLElement>(".intro-percent");
    const animations = [overlay, counter].flatMap((element) => (element ? element.getAnimations() : []));
    if (animations.length === 0) throw new Error("the overlay has no animations running");
    const started = animations.map((animation) => animation.currentTime);
    for (const animation of animations) animation.pause();
    const seen = moments.map((at) => {
      for (const animation of animations) animation.currentTime = at;
      const style = getComputedStyle(overlay);
      const percent = counter
        ? Number.parseInt(getComputedStyle(counter).getPropertyValue("--intro-percent"), 10)
        : Number.NaN;
      return { at, percent, shown: style.visibility !== "hidden" && Number(style.opacity) > 0 };
    });
    animations.forEach((animation, i) => {
      animation.currentTime = started[i] ?? 0;
      animation.play();
    });
    return seen;
  }, times);
}

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

/**
 * Every public page of app/routes.ts, as a path: not a route with parameters or a splat
 * (`documents/*`), nor the staff area, sign-in, a redirect or a file (`sitemap.xml`).
 */
export function routeTablePaths(): string[] {
  const walk = (entries: RouteEntry[], parent = ""): string[] =>
    entries.flatMap((entry) => {
      const path = entry.path ? `${parent}/${entry.path}` : parent || "/";
      const own =
        entry.path?.includes(":") ||
        entry.path?.includes("*") ||
        /\.[a-z]+$/.test(path) ||
        /redirect|admin\/|auth\/|enquiry-(sent|erased)/.test(entry.file) ||
        entry.children
          ? []
          : [path];
      return [...own, ...walk(entry.children ?? [], path)];
    });
  return [...new Set(walk(routes as RouteEntry[]))];
}

/** Every page `sitemap.xml` lists, as a path. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
}

/**
 * Replaces every starter text of a new page in the editor on `page` (the words of `STARTER_WORDS`, which
 * the editor refuses to publish) with `words`, as a clerk does before publishing. Returns how many
 * fields it changed.
 */
export async function replaceStarterTexts(
  page: Page,
  words = "Our own words about this room.",
): Promise<number> {
  let changed = 0;
  for (const field of await page
    .locator("main input:not([type]), main input[type=text], main textarea")
    .all()) {
    const value = await field.inputValue();
    if (!Object.values(STARTER_WORDS).some((starter) => value.includes(starter))) continue;
    await field.fill(words);
    changed += 1;
  }
  return changed;
}

/** Discards the editor's draft on `page` as a clerk does: "Discard the draft", then the confirmation. */
export async function discardDraft(page: Page): Promise<void> {
  await page.getByText("Discard the draft", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, discard the draft" }).click();
}
