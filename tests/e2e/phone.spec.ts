import type { Page } from "@playwright/test";
import { chromeWords } from "../../content/words/chrome";
import { coveredContent, scrollToFraction } from "./covered";
import { expect, test } from "./fixtures";
import { gotoInteractive, MOTION, routeTablePaths, sitemapPaths, skipHomeIntro } from "./support";

/**
 * A parent on a 360 px touch phone: every public page answers with its own heading, title and canonical
 * link and fits the screen; the school switch and the grouped menu from any page, the Fees page, the
 * bottom bar that covers nothing, and tap targets of at least 24 px.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** The quick-actions bar along the bottom of a phone's screen. */
const bar = (page: Page) => page.getByRole("navigation", { name: "Quick actions" });

test.beforeEach(async ({ context }) => {
  await skipHomeIntro(context);
});

for (const path of ["/", "/notifications", "/vidhyapeeth"]) {
  test(`the school switch opens from the bottom bar on ${path} and leads to either school`, async ({
    page,
  }) => {
    await gotoInteractive(page, path);
    await bar(page).getByRole("button", { name: "Schools" }).tap();
    const dialog = page.getByRole("dialog", { name: "Choose a school" });
    await expect(dialog).toBeVisible();
    const target = path === "/vidhyapeeth" ? "Vidhyashram" : "Vidhyapeeth";
    await dialog.getByRole("link", { name: new RegExp(target) }).tap();
    await expect(page).toHaveURL(new RegExp(`/${target.toLowerCase()}$`));
  });
}

test("the menu puts parents' tasks first and groups the pages by school, the current one open", async ({
  page,
}) => {
  await gotoInteractive(page, "/vidhyapeeth/aboutus/history");
  await bar(page).getByRole("button", { name: "Menu" }).tap();
  const menu = page.getByRole("dialog", { name: "Vidhya Group of Schools" });
  await expect(menu).toBeVisible();
  const tasks = menu.getByRole("list").first().getByRole("link");
  await expect(tasks).toHaveText(["Notices", "Admissions", "Fees", "Bus routes", "Contact"]);
  const sections = menu.locator("details");
  await expect(sections).toHaveCount(3);
  // The current school's section comes first and open; the others are closed until tapped.
  await expect(sections.nth(0)).toHaveAttribute("open", "");
  await expect(sections.nth(0).locator("summary")).toContainText("Vidhyapeeth");
  await expect(sections.nth(1)).not.toHaveAttribute("open", "");
  await expect(menu.getByRole("link", { name: "Vidhyashram home" })).toBeHidden();
  await sections.nth(2).locator("summary").tap();
  await expect(menu.getByRole("link", { name: "Vidhyashram home" })).toBeVisible();
  // What parents come for is on the first screen, before any list of pages.
  for (const task of await tasks.all()) {
    const box = await task.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(740);
  }
  await menu.getByRole("link", { name: "Fees", exact: true }).tap();
  await expect(page).toHaveURL(/\/fees$/);
});

test("from the home page a parent reaches search, the calendar and each school's fees in a tap or two", async ({
  page,
}) => {
  await gotoInteractive(page, "/");
  // The search box on the page, and the one at the top of the menu.
  await page.getByRole("main").getByRole("searchbox", { name: "Search the site" }).fill("bus");
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).tap();
  await expect(page).toHaveURL(/\/search\?q=bus$/);
  await gotoInteractive(page, "/");
  await bar(page).getByRole("button", { name: "Menu" }).tap();
  const menu = page.getByRole("dialog", { name: "Vidhya Group of Schools" });
  await expect(menu.getByRole("link", { name: "Academic calendar" })).toHaveAttribute("href", "/calendar");
  await menu.getByRole("searchbox", { name: "Search the site" }).fill("transport rules");
  await menu.getByRole("button", { name: "Search", exact: true }).tap();
  await expect(page).toHaveURL(/\/search\?q=transport\+rules$/);
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: /Transport rules/ })
      .first(),
  ).toBeVisible();
  // The fee buttons lead to the amounts; paying is a link of its own.
  await gotoInteractive(page, "/");
  await page.getByRole("main").getByRole("link", { name: "Vidhyapeeth fees", exact: true }).tap();
  await expect(page).toHaveURL(/\/vidhyapeeth\/fees$/);
  await gotoInteractive(page, "/");
  await page.getByRole("main").getByRole("link", { name: "Pay fees online", exact: true }).tap();
  await expect(page).toHaveURL(/\/fees$/);
  await expect(page.getByRole("link", { name: /online fee payment/ })).toHaveCount(2);
});

test("/fees lists each school's payment portal and the office counter, and is in the menu's tasks", async ({
  page,
}) => {
  await gotoInteractive(page, "/fees");
  await expect(page.getByRole("heading", { level: 1, name: "Fees" })).toBeVisible();
  const portals = page.getByRole("link", { name: /online fee payment/ });
  await expect(portals).toHaveCount(2);
  for (const link of await portals.all()) await expect(link).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("main")).toContainText("8:30 AM to 4:30 PM");
  await bar(page).getByRole("button", { name: "Login & fees" }).tap();
  const dialog = page.getByRole("dialog", { name: "Vidhya Group of Schools" });
  await expect(dialog.getByRole("link", { name: /Online fees/ })).toHaveCount(2);
  await expect(dialog.getByRole("link", { name: /Fees: paying online/ })).toHaveAttribute("href", "/fees");
});

test("/administration is a public page with the site's header, footer and bar", async ({ page }) => {
  await gotoInteractive(page, "/administration");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(bar(page)).toBeVisible();
});

/**
 * Fixed or sticky elements on the page that are not the bottom bar (nor inside it, nor an open
 * dialog), described for the failure message.
 */
function strayFixedControls(page: Page) {
  // The bottom bar by its name in either language (decision 0030).
  const labels = [chromeWords.en.quickActions, chromeWords.ta.quickActions];
  return page.evaluate((names) => {
    const barEl = names
      .map((name) => document.querySelector(`nav[aria-label="${name}"]`))
      .find((found) => found !== null);
    const found: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const style = getComputedStyle(el);
      if (style.position !== "fixed" && style.position !== "sticky") continue;
      if (barEl?.contains(el) || el.closest("[role=dialog]")) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden" || style.display === "none")
        continue;
      found.push(`${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
    }
    return found;
  }, labels);
}

/**
 * Controls smaller than 24 × 24 CSS px (WCAG 2.2 target size, minimum), leaving out the standard's
 * exception for a link inside a sentence.
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]";
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest("[role=dialog]")) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // The skip link is off-screen until focused.
      if (el.getAttribute("href") === "#main") continue;
      // Inline in a sentence: a link whose paragraph has other text.
      const block = el.closest("p");
      if (el.tagName === "A" && block && (block.textContent ?? "").trim() !== (el.textContent ?? "").trim())
        continue;
      if (box.width < 24 || box.height < 24) {
        const name = (
          el.getAttribute("aria-label") ??
          el.textContent ??
          el.getAttribute("name") ??
          ""
        ).trim();
        small.push(
          `${el.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

/** A Tamil page's address (decision 0030). */
const isTamil = (path: string) => /^\/ta(\/|$)/.test(path);

// Each language's crawl is a test of its own, run side by side on both workers (every test here only reads).
test.describe("the crawl", () => {
  test.describe.configure({ mode: "parallel" });
  for (const language of ["en", "ta"] as const) {
    test(`every ${language === "ta" ? "Tamil" : "English"} page answers 200 with its own h1, title and canonical link and fits the phone; no fixed control covers content; every tap target is at least 24 px`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      // With motion: the carousels' and tickers' Pause controls are drawn, and are tap targets too.
      await page.emulateMedia(MOTION);
      // The route table's pages, and those only the sitemap knows: pages the office added, notices, events.
      const fromRoutes = routeTablePaths();
      expect(fromRoutes.length).toBeGreaterThan(60);
      const paths = [...new Set([...fromRoutes, ...(await sitemapPaths(page.request))])].filter(
        (path) => isTamil(path) === (language === "ta"),
      );
      const titles = new Map<string, string>();
      const problems: string[] = [];
      for (const path of paths) {
        const response = await gotoInteractive(page, path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("h1"), path).toHaveCount(1);
        const h1 = ((await page.locator("h1").textContent()) ?? "").trim();
        const title = await page.title();
        expect(title, path).toContain(path === "/" ? "Vidhya Group of Schools" : h1.split(" ")[0]);
        // Unique within a language (a Tamil twin shares its English page's title until the office writes
        // the Tamil one: decision 0030).
        expect(titles.has(title), `${path} has the same title as ${titles.get(title)}`).toBe(false);
        titles.set(title, path);
        await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
          "href",
          new RegExp(`^https?://[^/]+${path === "/" ? "/" : path}$`),
        );
        const text = (await page.locator("main").textContent()) ?? "";
        expect(text, path).not.toMatch(/lorem|\bTODO\b|undefined|\[object Object\]/i);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 360) problems.push(`${path}: scrolls sideways (${width} px wide)`);
        for (const stray of await strayFixedControls(page)) problems.push(`${path}: fixed ${stray}`);
        for (const small of await smallTargets(page)) problems.push(`${path}: small ${small}`);
        // Scrolled to its end, the page leaves room below its last line for the bar (tests/e2e/covered.ts).
        await scrollToFraction(page, 1);
        for (const covered of await coveredContent(page)) problems.push(`${path}: covered ${covered}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

test("phone numbers never break across lines", async ({ page }) => {
  await gotoInteractive(page, "/contactus");
  const phones = page.locator('a[href^="tel:"]');
  expect(await phones.count()).toBeGreaterThan(0);
  for (const phone of await phones.all()) {
    const lines = await phone.evaluate((el) => el.getClientRects().length);
    expect(lines, (await phone.textContent()) ?? "").toBe(1);
  }
});
