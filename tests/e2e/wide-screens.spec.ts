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

test.beforeEach(async ({ context }) => {
  await skipHomeIntro(context);
});

/** A tablet's narrower screen, on the pages with the widest tables, the tickers and the home page. */
const TABLET_PATHS = ["/", "/vidhyapeeth", "/bus-routes", "/notifications", "/fees", "/calendar", "/aims"];

for (const width of [1280, 800]) {
  test(`at ${width} px, no fixed control lies over content, at any scroll position`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 800 });
    const paths = width === 1280 ? await sitemapPaths(request) : TABLET_PATHS;
    expect(paths.length).toBeGreaterThan(width === 1280 ? 50 : 5);
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
