import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { gotoInteractive, signedIn, skipHomeIntro } from "./support";

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

/** The page's height at 1280 px: the long forms' measure (a clerk scrolls it all). */
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

test("Fees is one table a school, under 6,000 px: a changed amount is totalled, published where the clerk typed it, and shown to parents", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  await gotoInteractive(page, "/admin/settings/fees");
  expect(await pageHeight(page)).toBeLessThan(6000);
  // Vidhyashram's table comes first; each cell is named by its class, fee and term.
  const cell = page
    .getByRole("textbox", { name: "Class XII, Tuition fee, Term 3: Amount in rupees" })
    .first();
  const row = page.getByRole("row", { name: /^Class XII/ }).first();
  await expect(cell).toHaveValue("19800");
  await expect(row).toContainText("₹75,800");
  try {
    await cell.fill("19900");
    await expect(row).toContainText("₹75,900");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published. Visitors see the new page now.").first()).toBeVisible();
    // Back where the clerk was, low in the form, not at its top.
    await expect(cell).toHaveValue("19900");
    await expect(cell).toBeInViewport();
    const parent = await page.context().browser()?.newPage();
    if (!parent) throw new Error("no browser");
    await parent.goto("/vidhyashram/fees");
    await expect(parent.getByRole("main")).toContainText("₹19,900");
    await parent.close();
  } finally {
    await cell.fill("19800");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published. Visitors see the new page now.").first()).toBeVisible();
  }
});

test("Menus and footer is a tree under 6,000 px: a link pointed at another page shows that page's title", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  await gotoInteractive(page, "/admin/settings/navigation");
  expect(await pageHeight(page)).toBeLessThan(6000);
  const group = page
    .getByRole("group", { name: "Group pages (both schools)" })
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: /^Group 1 · About the group$/ }) });
  // Closed until opened: a line naming the group.
  const address = group.getByRole("combobox", { name: "Page or outside address of link 2" });
  await expect(address).toBeHidden();
  await group.locator("summary").first().click();
  await expect(address).toHaveValue("/aboutus");
  // The address suggests the site's pages by title (one list for every link).
  await expect(
    page.locator(`datalist#${await address.getAttribute("list")} option[value="/bus-routes"]`),
  ).toHaveCount(1);
  try {
    await address.fill("/bus-routes");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published. Visitors see the new page now.").first()).toBeVisible();
    // The group stays open where the clerk was, the link now named by the page's title.
    await expect(address).toBeInViewport();
    await expect(group.getByRole("textbox", { name: "Words shown (optional) for link 2" })).toHaveAttribute(
      "placeholder",
      "Bus routes",
    );
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error("no browser");
    await visitor.goto("/aboutus");
    await expect(visitor.locator('dialog a[href="/bus-routes"]').first()).toHaveText("Bus routes");
    await visitor.close();
  } finally {
    await address.fill("/aboutus");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published. Visitors see the new page now.").first()).toBeVisible();
  }
});

test("on a phone the fee table scrolls inside its frame: the page itself never scrolls sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedIn(page);
  await gotoInteractive(page, "/admin/settings/fees");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const frame = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: "Total for the year" }) })
    .first()
    .locator("xpath=..");
  expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
