import type { BrowserContext, Page } from "@playwright/test";
import { vidhyapeethPages } from "../../content/vidhyapeeth/pages";
import { expect, test } from "./fixtures";
import { axe } from "./support";

/**
 * Vidhyapeeth's pages (spec 2.4) on the built server: each answers 200 with one `<h1>`, a title naming
 * the school, no accessibility violations and no broken picture or document; the misspelt
 * achievements address redirects (architecture ruling 1).
 */

// axe takes several seconds a page on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** Every Vidhyapeeth URL with the `<h1>` it must show and how many pictures its content names at least. */
const pages: { path: string; h1: string; pictures: number }[] = [
  { path: "/vidhyapeeth", h1: "Vidhyapeeth", pictures: 1 },
  { path: "/vidhyapeeth/gallery", h1: "Vidhyapeeth photo gallery", pictures: 0 },
  ...vidhyapeethPages.map((p) => ({
    path: p.path,
    h1: p.title,
    pictures: JSON.stringify(p.blocks).match(/"(image|photo)":/g)?.length ?? 0,
  })),
];

/** Requests every picture (the file the browser chose) and every PDF link of the page; each must be 200. */
async function expectFilesServed(page: Page, path: string) {
  // Pictures below the fold load lazily: scroll them into view so each has chosen its file.
  const images = page.locator("main img");
  for (const img of await images.all()) await img.scrollIntoViewIfNeeded();
  const sources = await images.evaluateAll((els) =>
    els.map((el) => (el as HTMLImageElement).currentSrc || (el as HTMLImageElement).src),
  );
  const pdfs = await page
    .locator('a[href$=".pdf"]')
    .evaluateAll((els) => els.map((el) => (el as HTMLAnchorElement).href));
  for (const url of new Set([...sources, ...pdfs])) {
    expect(url, `${path}: an image without a source`).not.toBe("");
    const response = await page.request.get(url);
    expect(response.status(), `${path}: ${url}`).toBe(200);
  }
  return sources.length;
}

test.describe("every Vidhyapeeth page", () => {
  // One browser page, reused for every URL (fast); each URL is its own test, with axe's time to run.
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context.close();
  });

  test("is listed: the landing page, the gallery and every content page", () => {
    // 19 content pages (the fee page among them), the landing page and the gallery.
    expect(pages).toHaveLength(22);
  });

  for (const { path, h1, pictures } of pages) {
    test(`${path} answers 200 with one h1, the school in its title, no axe violations and no broken image`, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const heading = page.locator("h1");
      await expect(heading, path).toHaveCount(1);
      await expect(heading, path).toContainText(h1);
      expect(await page.title(), path).toContain("Vidhyapeeth");
      // Every picture the content names is drawn (a page that lost its images would pass otherwise).
      expect(await expectFilesServed(page, path), path).toBeGreaterThanOrEqual(pictures);
      const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        path,
      ).toEqual([]);
    });
  }
});

test("a content page's title is “Page — Vidhyapeeth — group” and its breadcrumb names the menu group", async ({
  page,
}) => {
  await page.goto("/vidhyapeeth/facilities/library");
  await expect(page).toHaveTitle("Library — Vidhyapeeth — Vidhya Group of Schools");
  const crumbs = page.getByRole("navigation", { name: /breadcrumb/i });
  await expect(crumbs).toContainText("Vidhyapeeth");
  await expect(crumbs).toContainText("Facilities");
});

test("the committees show their sample members and the figures of the specification", async ({ page }) => {
  await page.goto("/vidhyapeeth/aboutus/grievanceredressalcommittee");
  const members = page.getByRole("region", { name: "Members of the committee" });
  await expect(members.getByRole("listitem")).toHaveCount(7);
  await expect(page.getByRole("main")).toContainText("dated 22 July 2022");

  await page.goto("/vidhyapeeth/aboutus/sexual-harassment-committee");
  const committee = page.getByRole("region", { name: "Members of the committee" });
  await expect(committee.getByRole("listitem")).toHaveCount(8);
  await expect(committee.locator('a[href^="mailto:"]')).toHaveCount(8);
  await expect(committee.locator('a[href^="tel:+91"]')).toHaveCount(8);

  // The SMDC is a table, as spec 2.4 has it: numbered, each member's name and role.
  await page.goto("/vidhyapeeth/aboutus/smdc");
  const smdc = page.getByRole("table", { name: "Members of the committee" });
  await expect(smdc.getByRole("columnheader").first()).toHaveText("S. No.");
  await expect(smdc.getByRole("columnheader").nth(1)).toHaveText("Name");
  await expect(smdc.getByRole("columnheader").nth(2)).toHaveText("Role");
  await expect(smdc.getByRole("row")).toHaveCount(10);
  await expect(smdc.getByRole("row").nth(1)).toContainText("Chairperson");

  await page.goto("/vidhyapeeth/rules-regulations");
  const instructions = page.getByRole("region", { name: /Instructions to parents/ });
  await expect(instructions.locator("ol > li")).toHaveCount(17);
  // The academic year is the settings' (content/site.ts), not typed into the heading.
  await expect(page.getByRole("heading", { level: 2, name: /academic year 2025-2026/ })).toBeVisible();

  await page.goto("/vidhyapeeth/facilities/infrastructure");
  await expect(page.getByRole("main")).toContainText("26,932 sq ft");
  await expect(page.getByRole("main").locator("img")).toHaveCount(3);
});

test("the contact page shows the school's contacts and leads to the enquiry form and the bus routes", async ({
  page,
}) => {
  await page.goto("/vidhyapeeth/contactus");
  const main = page.getByRole("main");
  await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(main.getByRole("link", { name: "Admission enquiry" })).toHaveAttribute("href", "/enquiry");
  await expect(main.getByRole("link", { name: "Bus routes" })).toHaveAttribute("href", "/bus-routes");
});

test("the misspelt /vidhyapeeth/acheivements permanently redirects to /vidhyapeeth/achievements", async ({
  page,
}) => {
  const response = await page.request.get("/vidhyapeeth/acheivements", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/vidhyapeeth/achievements");
  await page.goto("/vidhyapeeth/acheivements");
  expect(new URL(page.url()).pathname).toBe("/vidhyapeeth/achievements");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Achievements");
});
