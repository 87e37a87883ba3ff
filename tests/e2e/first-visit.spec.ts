import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { bannerDecided, gotoInteractive, skipHomeIntro, slowSwipe } from "./support";

/**
 * A parent's first visit on a phone: the home page's loading overlay keeps
 * the specification's clock by CSS alone and a tap skips it, scripts or not; the banner opens at most
 * once per browser per day, across tabs; a 40 px swipe moves a carousel; content pages fade their
 * sections in over 1000 ms, and not at all for reduced motion.
 */

const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** The overlay, by its class: it is in the server's HTML, whatever the scripts do. */
const overlay = (page: Page) => page.locator(".intro-overlay");
const banner = (page: Page) => page.getByRole("dialog");

/**
 * Records, in the page, the first paint and when the overlay stopped being visible (ms after navigation
 * start), frame by frame: the overlay may leave by CSS, which changes no DOM.
 */
const RECORD_OVERLAY = `(() => {
  const record = { shown: false, leavingAt: null, goneAt: null, paintAt: null };
  window.overlayRecord = record;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") record.paintAt = e.startTime;
  }).observe({ type: "paint", buffered: true });
  const frame = () => {
    const element = document.querySelector(".intro-overlay");
    const style = element && getComputedStyle(element);
    const visible = !!style && style.display !== "none" && style.visibility !== "hidden";
    if (visible) record.shown = true;
    else if (record.shown && record.goneAt === null) record.goneAt = performance.now();
    if (visible && record.leavingAt === null && Number(style.opacity) < 1) record.leavingAt = performance.now();
    if (record.goneAt === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

interface OverlayRecord {
  shown: boolean;
  /** When it began to fade out (at the 2000 ms timer: loaded, "100%"). */
  leavingAt: number | null;
  goneAt: number | null;
  paintAt: number | null;
}
const overlayRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { overlayRecord: OverlayRecord }).overlayRecord);

async function phonePage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ ...phone, ...options });
  return { context, page: await context.newPage() };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the overlay is gone within 2.1 s (it never covers the page) and the sections are there", async ({
    browser,
  }) => {
    const { context, page } = await phonePage(browser, { javaScriptEnabled: false });
    await page.goto("/");
    await expect(overlay(page)).toBeHidden({ timeout: 2100 });
    await expect(
      page.getByRole("main").getByRole("heading", { name: "About Vidhya Group of Schools" }),
    ).toBeVisible();
    // The sections are not held back for an overlay that is not shown.
    expect(await page.locator(".intro-content").evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await context.close();
  });
});

test.describe("before the scripts arrive (they never do here)", () => {
  test("the overlay counts by CSS and starts to leave by itself within 2.1 s of the first paint", async ({
    browser,
  }) => {
    const { context, page } = await phonePage(browser);
    await context.addInitScript({ content: RECORD_OVERLAY });
    // Every module script is held back: only the inline head script runs, as on a slow phone.
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/", { waitUntil: "commit" });
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page).getByRole("status")).toHaveText(/^Loading\.\.\./);
    // The count is the stylesheet's: 0% at first, more a moment later.
    const percent = () =>
      page
        .locator(".intro-percent")
        .evaluate((el) => getComputedStyle(el).getPropertyValue("--intro-percent"));
    expect(await percent()).toMatch(/^\d+$/);
    await expect.poll(percent, { timeout: 1500 }).not.toBe("0");
    await expect(overlay(page)).toBeHidden({ timeout: 2500 });
    const { leavingAt, goneAt, paintAt } = await overlayRecord(page);
    expect(goneAt).not.toBeNull();
    // Loaded at its 2000 ms timer, it fades out over 100 ms (a frame of slack each).
    expect((leavingAt ?? goneAt ?? 0) - (paintAt ?? 0)).toBeLessThanOrEqual(2100);
    expect((goneAt ?? 0) - (paintAt ?? 0)).toBeLessThanOrEqual(2250);
    expect(goneAt).toBeGreaterThan(1800);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // A later view in this session: no overlay at all.
    await page.goto("/");
    await expect(overlay(page)).toBeHidden();
    await context.close();
  });

  test("a tap skips the overlay at once", async ({ browser }) => {
    const { context, page } = await phonePage(browser);
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/", { waitUntil: "commit" });
    await expect(overlay(page)).toBeVisible();
    const started = Date.now();
    await page.touchscreen.tap(180, 600);
    await expect(overlay(page)).toBeHidden({ timeout: 500 });
    expect(Date.now() - started).toBeLessThan(1000);
    // The page under it is there at once, without waiting for its fade-in.
    expect(await page.locator(".intro-content").evaluate((el) => getComputedStyle(el).animationName)).toBe(
      "none",
    );
    await context.close();
  });
});

test.describe("with the scripts", () => {
  test("a tap skips the overlay, and it leaves with the spec's clock otherwise", async ({ browser }) => {
    const { context, page } = await phonePage(browser);
    await page.goto("/", { waitUntil: "commit" });
    await expect(overlay(page)).toBeVisible();
    // The page's behaviours (no framework: decision 0022) have loaded.
    await page.waitForLoadState("load");
    if (await overlay(page).isVisible()) {
      await page.touchscreen.tap(180, 600);
      await expect(overlay(page)).toBeHidden({ timeout: 500 });
    }
    await context.close();
  });

  test("the banner opens once per browser per day: not again in a second tab", async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext(phone);
    await context.clock.install();
    const first = await context.newPage();
    await first.goto("/");
    await expect(banner(first)).toBeVisible({ timeout: 10_000 });
    expect(await first.evaluate(() => window.localStorage.getItem("home-banner-day"))).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await banner(first).getByRole("button", { name: "Close" }).click();
    // A second tab (a new browser session of its own): the overlay again, but no banner today.
    const second = await context.newPage();
    await second.goto("/");
    await expect(overlay(second)).toBeVisible();
    await second.waitForLoadState("load");
    await bannerDecided(second);
    await expect(banner(second)).toHaveCount(0);
    await context.close();
  });
});

test("a 40 px touch swipe moves a carousel by one slide", async ({ browser }) => {
  const { context, page } = await phonePage(browser);
  await skipHomeIntro(context);
  await gotoInteractive(page, "/");
  const carousel = page.getByRole("region", { name: "Photos of school life" });
  await carousel.scrollIntoViewIfNeeded();
  const next = carousel.getByRole("button", { name: "Next slide" });
  await expect(next).toBeVisible();
  // Hold the slide show so that only the swipe moves it.
  const pause = carousel.getByRole("button", { name: "Pause slide show" });
  if (await pause.isVisible()) await pause.click();
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const firstSlideX = () => slides.first().evaluate((el) => Math.round(el.getBoundingClientRect().x));
  const before = await firstSlideX();
  const box = await carousel.locator(".carousel-viewport").boundingBox();
  if (!box) throw new Error("no carousel viewport");
  // A slow 40 px swipe to the left: no flick.
  await slowSwipe(page, Math.round(box.x + box.width / 2 + 20), Math.round(box.y + box.height / 2), 40);
  // The row has moved left by about a slide's width (one slide is the whole viewport at 360 px).
  await expect
    .poll(async () => before - (await firstSlideX()), { timeout: 3000 })
    .toBeGreaterThan(box.width * 0.8);
  await context.close();
});

test.describe("content pages animate (spec 2.5 and 9)", () => {
  const sectionAnimation = (page: Page) =>
    page
      .locator("main .content-fade")
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el, "::after");
        return { name: style.animationName, duration: style.animationDuration };
      });

  test("sections fade in over 1000 ms; the title band does not wait", async ({ browser }) => {
    const { context, page } = await phonePage(browser);
    await page.goto("/aims");
    expect(await sectionAnimation(page)).toEqual({ name: "content-fade-in", duration: "1s" });
    const title = page.getByRole("heading", { level: 1 });
    expect(await title.evaluate((el) => el.closest(".content-fade"))).toBeNull();
    expect(await title.evaluate((el) => el.getAnimations({ subtree: false }).length)).toBe(0);
    await context.close();
  });

  test("and not at all with reduced motion", async ({ browser }) => {
    const { context, page } = await phonePage(browser);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/aims");
    expect((await sectionAnimation(page)).name).toBe("none");
    await context.close();
  });
});
