import { coveredContent, scrollToFraction } from "./covered";
import { expect, test } from "./fixtures";
import { gotoInteractive, sitemapPaths, skipHomeIntro } from "./support";

/**
 * On a laptop (1280 px) and a tablet (800 px), the quick controls (menu, school switch, admission
 * ages, Login & fees, back to top) sit in a rail along the right edge that the page leaves free: at
 * the top, half way down and at the end of every page of the sitemap (a sample at 800 px), nothing fixed lies over the
 * page's text, links or controls. The home page, which has no header (spec 2.5), has its Menu and
 * school switch in that rail.
 */

// The sitemap's crawl is the suite's longest and this file its last: its halves run side by side, on
// both workers, rather than one worker crawling alone at the end (every test here only reads).
test.describe.configure({ mode: "parallel" });

test.beforeEach(async ({ context }) => {
  await skipHomeIntro(context);
});

/**
 * A tablet's narrower screen, on the pages with the widest tables, the tickers and the home page, and
 * three Tamil twins (their labels run longer: decision 0030).
 */
const TABLET_PATHS = [
  "/",
  "/vidhyapeeth",
  "/bus-routes",
  "/notifications",
  "/fees",
  "/calendar",
  "/aims",
  "/ta",
  "/ta/vidhyapeeth",
  "/ta/fees",
];

/** The crawls: at 1280 px the sitemap in two halves (odd and even places), at 800 px the tablet sample. */
const CRAWLS = [
  { width: 1280, half: 0, name: "the sitemap's first half" },
  { width: 1280, half: 1, name: "the sitemap's second half" },
  { width: 800, half: undefined, name: "the tablet sample" },
];

for (const { width, half, name } of CRAWLS) {
  test(`at ${width} px, no fixed control lies over content, at any scroll position (${name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 800 });
    // At 1280 px the English pages: a Tamil twin has the same layout with other words, which the
    // phone's crawl of every Tamil page and the tablet sample check (decision 0030).
    const all =
      width === 1280
        ? (await sitemapPaths(request)).filter((path) => !/^\/ta(\/|$)/.test(path))
        : TABLET_PATHS;
    expect(all.length).toBeGreaterThan(width === 1280 ? 50 : 5);
    const paths = half === undefined ? all : all.filter((_, i) => i % 2 === half);
    const problems: string[] = [];
    for (const path of paths) {
      await gotoInteractive(page, path);
      for (const at of [0, 0.5, 1]) {
        await scrollToFraction(page, at);
        for (const covered of await coveredContent(page)) problems.push(`${path} at ${at}: ${covered}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test("the home page's rail holds the Menu and the school switch, and the header is not drawn", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoInteractive(page, "/");
  await expect(page.getByRole("banner")).toHaveCount(0);
  const rail = page.getByRole("complementary", { name: "Quick actions" });
  for (const name of ["Menu", "Schools", "Admission ages", "Login & fees"])
    await expect(rail.getByRole("button", { name })).toBeVisible();
  await scrollToFraction(page, 0.5);
  await expect(rail.getByRole("link", { name: "Back to top" })).toBeVisible();
});
