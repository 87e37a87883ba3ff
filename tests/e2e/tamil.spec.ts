import { expect, test } from "./fixtures";

/**
 * A parent reads the site in Tamil on a 360 px phone (decision 0030), with JavaScript and without:
 * from a school's page, the "தமிழ்" link leads to the same page under `/ta` (`<html lang>` Tamil), the
 * menu leads on to the Tamil bus routes, "English" leads back to the English page; the Tamil enquiry
 * form has its phone field for a phone's keypad. One page load a step; the crawl of every address in
 * both languages is the unit test's (app/routes/site/tamil-twins.test.ts).
 */

for (const javaScriptEnabled of [false, true]) {
  test.describe(`at 360 px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

    test("a parent switches a school's page to Tamil, follows the menu to bus routes, and back to English", async ({
      page,
    }) => {
      await page.goto("/vidhyapeeth");
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
      const tamil = page.getByRole("link", { name: "தமிழ்", exact: true });
      await expect(tamil).toHaveAttribute("lang", "ta");
      await tamil.tap();

      await expect(page).toHaveURL(/\/ta\/vidhyapeeth$/);
      await expect(page.locator("html")).toHaveAttribute("lang", /^ta/);
      // The menu by its control, whatever its words: it opens the one menu dialog, whose links lead
      // to the Tamil pages.
      await page.locator('button[commandfor="site-menu"]:visible').first().tap();
      const busRoutes = page.locator('dialog[open] a[href="/ta/bus-routes"]').first();
      await expect(busRoutes).toBeVisible();
      await busRoutes.tap();

      await expect(page).toHaveURL(/\/ta\/bus-routes$/);
      await expect(page.locator("html")).toHaveAttribute("lang", /^ta/);
      const english = page.getByRole("link", { name: "English", exact: true });
      await expect(english).toHaveAttribute("lang", "en");
      await english.tap();

      await expect(page).toHaveURL(/\/bus-routes$/);
      expect(new URL(page.url()).pathname).toBe("/bus-routes");
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    });

    test("the Tamil enquiry form has a phone field for the phone's keypad", async ({ page }) => {
      const response = await page.goto("/ta/enquiry");
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", /^ta/);
      const form = page.locator('form[method="post" i]').filter({ has: page.locator('input[type="tel"]') });
      await expect(form).toHaveCount(1);
      await expect(form.locator('input[type="tel"]')).toBeVisible();
    });
  });
}
