import type { BrowserContext, Page } from "@playwright/test";
import { vidhyashramPages } from "../../content/vidhyashram/pages";
import { expect, test } from "./fixtures";
import { axe, gotoInteractive } from "./support";

/**
 * The Vidhyashram section (spec 2.3): every page answers 200 with one `<h1>` and a title naming the
 * school, passes axe (WCAG 2.1 A and AA), and every picture and PDF it shows can be fetched. One browser
 * page is reused for speed.
 */
const urls: { path: string; h1?: string }[] = [
  { path: "/vidhyashram" },
  { path: "/vidhyashram/gallery" },
  ...vidhyashramPages.map((p) => ({ path: p.path, h1: p.title })),
];

let context: BrowserContext;
let page: Page;
/** Files already fetched (pages share pictures). */
const fetched = new Set<string>();

test.beforeAll(async ({ browser }) => {
  // axe needs a page of a context the test made itself.
  context = await browser.newContext();
  page = await context.newPage();
});
test.afterAll(async () => {
  await context.close();
});

test("every Vidhyashram page is reachable from the menu", async () => {
  await gotoInteractive(page, "/vidhyashram/curriculum");
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).locator("visible=true").click();
  const menu = page.getByRole("dialog", { name: "Vidhya Group of Schools" });
  await expect(menu).toBeVisible();
  for (const { path } of urls) await expect(menu.locator(`a[href="${path}"]`).first(), path).toBeAttached();
  await page.keyboard.press("Escape");
});

test("a committee page's breadcrumb names its menu group", async () => {
  await page.goto("/vidhyashram/about-us/pta");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
  await expect(crumbs).toHaveText(["Vidhyashram", "About us", "Parent Teacher Association"]);
});

for (const { path, h1 } of urls) {
  test(`${path}: 200, one h1, titled, accessible, its pictures and PDFs load`, async () => {
    test.slow(); // axe on a long page
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveCount(1);
    if (h1) await expect(heading).toHaveText(h1);
    await expect(page).toHaveTitle(/Vidhyashram/);

    const audit = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual([]);

    // Every picture (the file the browser chose, and the fallback) and every PDF link, fetched once.
    const files = await page.evaluate(() => {
      const here = window.location.origin;
      const list = [
        ...[...document.querySelectorAll("img")].flatMap((img) => [img.currentSrc, img.src]),
        ...[...document.querySelectorAll<HTMLAnchorElement>('a[href$=".pdf"]')].map((a) => a.href),
      ];
      return list.filter((url) => url.startsWith(here));
    });
    const fresh = [...new Set(files)].filter((url) => !fetched.has(url));
    const answers = await Promise.all(
      fresh.map(async (url) => {
        const file = await page.request.get(url);
        return { url, status: file.status(), type: file.headers()["content-type"] ?? "" };
      }),
    );
    for (const { url, status, type } of answers) {
      expect(status, url).toBe(200);
      if (url.endsWith(".pdf")) expect(type, url).toContain("application/pdf");
      fetched.add(url);
    }
  });
}
