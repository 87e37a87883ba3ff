import { expect, test } from "./fixtures";
import { axe, expectOnAdmin, signedIn } from "./support";

/**
 * Every staff screen for the site's content passes axe at a phone's width and a computer's:
 * Pages, a page editor with a table, People, Documents, Pictures and Site settings.
 */

const SCREENS = [
  "/admin/pages",
  "/admin/pages/vidhyashram/about-us/sexual-harassment-committee",
  "/admin/pages/bus-routes",
  "/admin/people",
  "/admin/documents",
  "/admin/pictures",
  "/admin/settings",
];

test("the staff screens of the Pages, People, Documents, Pictures and Settings tabs pass axe at 360 and 1280 px", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedIn(page);
  await expectOnAdmin(page);
  const problems: string[] = [];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      const results = await axe(page).analyze();
      problems.push(...results.violations.map((v) => `${width} ${path} ${v.id}: ${v.nodes[0]?.target}`));
    }
  }
  expect(problems).toEqual([]);
});
