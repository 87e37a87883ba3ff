import type { BrowserContext, Page } from "@playwright/test";
import { externalLinks } from "../../content/external-links";
import { expect, test } from "./fixtures";
import { axe } from "./support";

/**
 * The group's content pages (spec 2.2, 2.1 footer links): each answers 200 with one h1 and a matching
 * <title>, has no axe violations, and every picture and PDF it shows loads. The alternative spellings
 * of spec 2.2 redirect to the lower-case URL.
 */

const PAGES: [path: string, title: string][] = [
  ["/aboutus", "About us"],
  ["/ourpurpose", "Our purpose"],
  ["/aims", "Our aims"],
  ["/why-choose", "Why choose us"],
  ["/administration", "Administration"],
  ["/srmjvteam", "Leadership team"],
  ["/wearethankful", "We are thankful"],
  ["/careers", "Careers"],
  ["/facilities", "Facilities"],
  ["/admissions", "Admissions"],
  ["/pta", "Parent Teacher Association"],
  ["/transportrules", "Transport rules"],
  ["/contactus", "Contact us"],
];

/** Every image URL the page's <img> and <source> elements may load (src, currentSrc and srcset). */
async function imageUrls(page: Page, within = "html"): Promise<string[]> {
  const urls = await page.locator(`${within} img, ${within} source`).evaluateAll((els) =>
    els.flatMap((el) => {
      const list: string[] = [];
      if (el instanceof HTMLImageElement) list.push(el.currentSrc, el.src);
      const srcset = el.getAttribute("srcset") ?? "";
      for (const part of srcset.split(",")) {
        const url = part.trim().split(/\s+/)[0];
        if (url) list.push(new URL(url, document.baseURI).href);
      }
      return list.filter(Boolean);
    }),
  );
  return [...new Set(urls)];
}

async function expectAllLoad(page: Page, urls: string[], what: string) {
  for (const url of urls) {
    const response = await page.request.get(url);
    expect(response.status(), `${what} ${url}`).toBe(200);
  }
}

test.describe("each group page", () => {
  // axe takes a while on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  // One page for all of them (fast); axe needs it in a context of its own.
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const [path, title] of PAGES) {
    test(`${path}: 200, one h1 "${title}", its <title>, no axe violations, images and PDFs load`, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const h1 = page.locator("h1");
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`^${title} — Vidhya Group of Schools`));

      const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

      await expectAllLoad(page, await imageUrls(page), "image");
      const pdfs = await page
        .locator('main a[href$=".pdf"]')
        .evaluateAll((els) => els.map((el) => (el as HTMLAnchorElement).href));
      await expectAllLoad(page, pdfs, "PDF");
    });
  }
});

test("pages with pictures show them: why-choose, administration and the team", async ({ page }) => {
  for (const [path, count] of [
    ["/why-choose", 6],
    ["/administration", 8],
    ["/srmjvteam", 8],
  ] as const) {
    await page.goto(path);
    expect(await page.locator("main img").count(), path).toBe(count);
    expect((await imageUrls(page, "main")).length, path).toBeGreaterThan(count);
  }
});

test("the alternative spellings /Contactus and /Administration redirect to the lower-case pages", async ({
  page,
}) => {
  for (const [path, target, title] of [
    ["/Contactus", "/contactus", "Contact us"],
    ["/Administration", "/administration", "Administration"],
  ] as const) {
    const direct = await page.request.get(path, { maxRedirects: 0 });
    expect(direct.status(), path).toBe(301);
    expect(direct.headers().location, path).toBe(target);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(new URL(page.url()).pathname).toBe(target);
    await expect(page.locator("h1")).toHaveText(title);
  }
});

test("/admissions links the scholarship form and PDFs in a new tab, and the enquiry form", async ({
  page,
}) => {
  await page.goto("/admissions");
  const main = page.getByRole("main");
  for (const href of [
    externalLinks.scholarshipApply,
    externalLinks.scholarshipGuidelines,
    externalLinks.scholarshipSamplePaper,
  ]) {
    const link = main.locator(`a[href="${href}"]`);
    await expect(link, href).toHaveCount(1);
    await expect(link, href).toHaveAttribute("target", "_blank");
    await expect(link, href).toHaveAttribute("rel", "noopener noreferrer");
  }
  for (const pdf of [externalLinks.scholarshipGuidelines, externalLinks.scholarshipSamplePaper]) {
    const response = await page.request.get(pdf);
    expect(response.status(), pdf).toBe(200);
    expect(response.headers()["content-type"], pdf).toContain("application/pdf");
  }
  await expect(main.getByRole("link", { name: "Admission enquiry form" })).toHaveAttribute(
    "href",
    "/enquiry",
  );
  await expect(main.getByRole("table", { name: "Age cut-offs" })).toContainText("30 November 2022");
  await expect(main).toContainText("Original Birth Certificate");
});

test("/careers links the application form in a new tab", async ({ page }) => {
  await page.goto("/careers");
  const link = page.getByRole("main").locator(`a[href="${externalLinks.careersForm}"]`);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("/aims shows thirteen aim cards in three columns on a wide screen, one on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/aims");
  const cards = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: /^Aim \d+/ });
  await expect(cards).toHaveCount(13);
  const tops = await cards.evaluateAll((els) => els.slice(0, 4).map((el) => el.getBoundingClientRect().top));
  expect(tops[0]).toBe(tops[2]);
  expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);
  await page.setViewportSize({ width: 360, height: 780 });
  const narrow = await cards.evaluateAll((els) =>
    els.slice(0, 2).map((el) => el.getBoundingClientRect().top),
  );
  expect(narrow[1]).toBeGreaterThan(narrow[0] ?? 0);
});
