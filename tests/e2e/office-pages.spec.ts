import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectOnAdmin, gotoInteractive, replaceStarterTexts, signedIn } from "./support";

/**
 * The office adds a page (migration 0017), as a clerk on a phone (360 px): Pages, "Add a page", title
 * "Robotics lab", a kind, "Create", then the new page's editor; a visitor gets "Page not found" there
 * until the clerk presses "Publish", and then the page with its title and breadcrumb. Without
 * JavaScript the same form works, and a refused address is said next to the field with the text kept.
 */

const ROBOTICS = "/vidhyashram/facilities/robotics-lab";

/** What a signed-out visitor gets at `path`: the status and the page's main heading. */
async function visitorSees(browser: Browser, path: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const response = await visitor.goto(path);
  const heading = (await visitor.getByRole("heading", { level: 1 }).first().textContent())?.trim() ?? "";
  // A "Page not found" has no breadcrumb: read it only where there is one.
  const trail = visitor.getByRole("navigation", { name: "Breadcrumb" });
  const crumbs = (await trail.count()) ? ((await trail.textContent()) ?? "") : "";
  await context.close();
  return { status: response?.status(), heading, crumbs };
}

test("a clerk adds Robotics lab on a phone, publishes it, and a visitor sees it", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signedIn(page);
  await expectOnAdmin(page);
  await gotoInteractive(page, "/admin/pages");
  await page.getByRole("button", { name: "Add a page" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a page" });
  await dialog.getByLabel("Title").fill("Robotics lab");
  await dialog.getByLabel("Kind").selectOption("facility");
  await dialog.getByLabel("Where it goes").selectOption("/vidhyashram/facilities");
  await dialog.getByRole("button", { name: "Create" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/pages${ROBOTICS}\\?done=created$`));
  await expect(page.getByRole("heading", { name: "Edit “Robotics lab”" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Visitors do not see it until you publish it" }),
  ).toBeVisible();
  expect((await visitorSees(browser, ROBOTICS)).status).toBe(404);

  // The starter texts ask the clerk to write: the page is not published while one is left.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(
    page.getByText("Describe this picture in your own words before publishing").first(),
  ).toBeVisible();
  expect((await visitorSees(browser, ROBOTICS)).status).toBe(404);
  expect(await replaceStarterTexts(page)).toBeGreaterThanOrEqual(4);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Published. Visitors see the new page now." }),
  ).toBeVisible();
  const seen = await visitorSees(browser, ROBOTICS);
  expect(seen.status).toBe(200);
  expect(seen.heading).toBe("Robotics lab");
  expect(seen.crumbs).toContain("Vidhyashram");

  // The Pages list shows it as the office's.
  await page.goto("/admin/pages?state=office");
  await expect(page.getByRole("listitem").filter({ hasText: ROBOTICS })).toContainText("Office page");

  // The facilities overview lists it; deleting it first says so, then no page leads there.
  expect(await linksOn(browser, "/facilities", ROBOTICS)).toBe(1);
  await gotoInteractive(page, `/admin/pages${ROBOTICS}`);
  const remove = page.locator("details").filter({ hasText: "Delete page" });
  await remove.getByText("Delete page").click();
  await expect(remove).toContainText(/\d+ links? on \d+ places? leads? here\./);
  await expect(remove).toContainText("Facilities (1 link)");
  await expect(remove.getByRole("link", { name: "Facilities" })).toHaveAttribute(
    "href",
    "/admin/pages/facilities",
  );
  await remove.getByRole("button", { name: "Delete the page" }).click();
  await expect(page.getByText("Deleted.", { exact: false }).first()).toBeVisible();
  expect((await visitorSees(browser, ROBOTICS)).status).toBe(410);
  expect(await linksOn(browser, "/facilities", ROBOTICS)).toBe(0);
});

/** How many links to `target` a signed-out visitor finds on the page at `path`. */
async function linksOn(browser: Browser, path: string, target: string): Promise<number> {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(path);
  const count = await visitor.locator(`a[href="${target}"]`).count();
  await context.close();
  return count;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Add form refuses an address next to the field, keeps it, and creates the page", async ({
    page,
  }) => {
    await signedIn(page);
    await page.goto("/admin/pages");
    await page.getByRole("button", { name: "Add a page" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a page" });
    await dialog.getByLabel("Title").fill("Robotics club");
    await dialog.getByLabel("Address").fill("/Vidhyapeeth/Robotics Club");
    await dialog.getByRole("button", { name: "Create" }).click();
    const address = dialog.getByLabel("Address");
    await expect(address).toHaveValue("/Vidhyapeeth/Robotics Club");
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Use only lower-case letters")).toBeVisible();
    await expect(dialog.getByLabel("Title")).toHaveValue("Robotics club");

    await address.fill("/vidhyapeeth/robotics-club");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("heading", { name: "Edit “Robotics club”" })).toBeVisible();
  });
});
