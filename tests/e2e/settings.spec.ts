import { expect, type Page, test } from "@playwright/test";
import { signIn, skipHomeIntro } from "./support";

/**
 * A site setting reaches every page that draws it: an administrator changes the admissions year in Site settings, and
 * the home banner and a landing page's admissions strip show it. The year is set back at the end
 * (other tests read these pages), in a `finally` so a failure leaves the site as it was.
 */

const SHIPPED = "2025-2026";
const CHANGED = "2031-2032";

/** Sets the admissions year on the Site settings screen and waits for the saved message. */
async function setYear(page: Page, year: string) {
  await page.goto("/admin/settings");
  const form = page.locator("#settings-site");
  await form.getByLabel("Admissions year").fill(year);
  await form.getByRole("button", { name: "Save names and admissions year" }).click();
  await expect(page.getByRole("status").filter({ hasText: "admissions year are saved" })).toBeVisible();
  await expect(page.locator("#settings-site").getByLabel("Admissions year")).toHaveValue(year);
}

test("an administrator changes the admissions year: the home banner and the landing pages show it", async ({
  page,
  browser,
}) => {
  const visitorContext = await browser.newContext();
  await skipHomeIntro(visitorContext);
  const visitor = await visitorContext.newPage();

  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("link", { name: "Site settings" }).click();
  await expect(page.getByRole("heading", { name: "Site settings" })).toBeVisible();

  // A year that is not two consecutive years is refused beside its field, keeping what was typed.
  const form = page.locator("#settings-site");
  await form.getByLabel("Admissions year").fill("2031-2033");
  await form.getByRole("button", { name: "Save names and admissions year" }).click();
  await expect(
    page.locator("#settings-site").getByText("The second year must follow the first"),
  ).toBeVisible();
  await expect(page.locator("#settings-site").getByLabel("Admissions year")).toHaveValue("2031-2033");

  try {
    await setYear(page, CHANGED);
    await visitor.goto("/");
    await expect(
      visitor.getByRole("heading", { name: `Admissions Open Across All Locations for ${CHANGED}` }),
    ).toBeVisible();
    await visitor.goto("/vidhyapeeth");
    await expect(visitor.getByRole("heading", { name: `Admissions ${CHANGED}` })).toBeVisible();
  } finally {
    await setYear(page, SHIPPED);
  }
  await visitor.goto("/");
  await expect(
    visitor.getByRole("heading", { name: `Admissions Open Across All Locations for ${SHIPPED}` }),
  ).toBeVisible();
  await visitorContext.close();
});
