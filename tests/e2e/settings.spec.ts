import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signedIn, skipHomeIntro } from "./support";

/**
 * Site settings are edited like a page (docs/decisions/0017): an administrator changes the admissions
 * year, sees it refused beside the field when it is not two consecutive years, saves a draft that
 * visitors do not see, previews it, and publishes it; the home page and a landing page follow. The year
 * is set back at the end (other tests read these pages), in a `finally`.
 */

const SHIPPED = "2025-2026";
const CHANGED = "2031-2032";

/** Publishes `year` as the admissions year and waits for the message that says so. */
async function publishYear(page: Page, year: string) {
  await page.goto("/admin/settings");
  await page.getByLabel("Admissions year").fill(year);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published. Visitors see the new page now.").first()).toBeVisible();
  await expect(page.getByLabel("Admissions year")).toHaveValue(year);
}

test("an administrator drafts, previews and publishes a new admissions year; the pages follow", async ({
  page,
  browser,
}) => {
  const visitorContext = await browser.newContext();
  await skipHomeIntro(visitorContext);
  const visitor = await visitorContext.newPage();

  await signedIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("link", { name: "Site settings" }).click();
  await expect(page.getByRole("heading", { name: "Site settings" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Groups of settings" })).toContainText("Contact details");

  // A year that is not two consecutive years is refused beside its field, keeping what was typed.
  await page.getByLabel("Admissions year").fill("2031-2033");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("The second year must follow the first")).toBeVisible();
  await expect(page.getByLabel("Admissions year")).toHaveValue("2031-2033");

  try {
    // A draft: visitors still see the published year; the preview shows the draft.
    await page.getByLabel("Admissions year").fill(CHANGED);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved.").first()).toBeVisible();
    await visitor.goto("/vidhyapeeth");
    await expect(visitor.getByRole("heading", { name: `Admissions ${SHIPPED}` })).toBeVisible();
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("note")).toContainText("Preview of the draft");
    await expect(page.getByText(CHANGED).first()).toBeVisible();

    await publishYear(page, CHANGED);
    await visitor.goto("/");
    await expect(
      visitor.getByRole("heading", { name: `Admissions Open Across All Locations for ${CHANGED}` }),
    ).toBeVisible();
    await visitor.goto("/vidhyapeeth");
    await expect(visitor.getByRole("heading", { name: `Admissions ${CHANGED}` })).toBeVisible();
    // The age rules belong to the year: ages are now counted on 31 May of its first year.
    await visitor.goto("/aboutus");
    await visitor.getByRole("button", { name: "Admission ages" }).locator("visible=true").first().click();
    await expect(visitor.getByRole("dialog")).toContainText(`Minimum age on 31 May ${CHANGED.slice(0, 4)}`);
  } finally {
    await publishYear(page, SHIPPED);
  }
  await visitor.goto("/");
  await expect(
    visitor.getByRole("heading", { name: `Admissions Open Across All Locations for ${SHIPPED}` }),
  ).toBeVisible();
  await visitorContext.close();
});
