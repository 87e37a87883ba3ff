import { expect, test } from "./fixtures";
import { axe, gotoInteractive, signedIn, uniqueTitle } from "./support";

/**
 * The academic calendar as a parent on a cheap phone meets it (architecture ruling 22): without
 * JavaScript the month shows the sample events (at least three fall in the current month), an event's
 * page offers Google Calendar and an .ics download, and the pages are clean under axe. Then the office's
 * event form.
 */

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the month view shows the sample events, and an event's page its links", async ({ page, request }) => {
    await page.goto("/calendar");
    const grid = page.getByRole("table");
    await expect(grid.getByRole("columnheader")).toHaveCount(7);
    await expect(grid.getByRole("link", { name: "PTA meeting" })).toBeVisible();
    await expect(grid.getByRole("link", { name: "Annual Day" })).toBeVisible();
    await expect(grid.getByRole("link", { name: "Half-yearly examinations begin" }).first()).toBeVisible();
    await expect(grid).toContainText("PTA meeting");

    await grid.getByRole("link", { name: "PTA meeting" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("PTA meeting");
    await expect(page.getByRole("main")).toContainText("10:00 am to 12:00 pm");
    const google = page.getByRole("link", { name: /Add to Google Calendar/ });
    await expect(google).toHaveAttribute(
      "href",
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
    );
    const ics = await page.getByRole("link", { name: "Download (.ics)" }).getAttribute("href");
    const response = await request.get(ics ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await response.text()).toContain("SUMMARY:PTA meeting");
  });

  test("the phone's day list and the list view need no sideways scrolling at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // The PTA meeting is always in this month; Pongal is always ahead.
    for (const [path, text] of [
      ["/vidhyapeeth/calendar", "PTA meeting"],
      ["/calendar?view=list", "Pongal holidays"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("main")).toContainText(text);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(wide, path).toBe(false);
    }
  });
});

test("the calendar and an event's page are clean under axe", async ({ page }) => {
  await page.goto("/calendar");
  expect((await axe(page).withTags(WCAG).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.getByRole("table").getByRole("link", { name: "Annual Day" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Annual Day");
  expect((await axe(page).withTags(WCAG).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test("in the staff form, “All day” takes the times away, and an all-day event is added", async ({ page }) => {
  await signedIn(page);
  await gotoInteractive(page, "/admin/events?add");
  const times = [page.getByLabel("Start time"), page.getByLabel("End time")];
  for (const time of times) await expect(time).toBeEnabled();
  await page.getByLabel("All day (no times)").check();
  for (const time of times) await expect(time).toBeDisabled();
  await page.getByLabel("All day (no times)").uncheck();
  await expect(page.getByLabel("Start time")).toBeEnabled();
  await page.getByLabel("All day (no times)").check();
  await page.locator('[name="title"]').fill(uniqueTitle("Sports day"));
  await page.getByLabel("Start day").fill("2031-01-10");
  await page.getByRole("button", { name: "Add event" }).click();
  await expect(page).toHaveURL(/done=added/);
});
