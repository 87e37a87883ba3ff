import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signedIn } from "./support";

/**
 * The staff preview of the home page and of each school's home page draws what the public page draws
 * (one load for both, decision 0028): the upcoming events a visitor sees are the ones the office sees
 * in the preview of the draft, as the page will show them. The sample events always include some
 * ahead of today. So do the pages whose list is kept elsewhere: the notice board's preview lists the
 * notices the board lists, and the enquiry page's preview draws its form without letting it send.
 */

/** The event titles of the page's "Upcoming events" section, in order. */
async function upcoming(page: Page): Promise<string[]> {
  const section = page.getByRole("region", { name: "Upcoming events" });
  await expect(section.getByRole("listitem").first()).toBeVisible();
  return section.getByRole("listitem").getByRole("link").allInnerTexts();
}

for (const path of ["/", "/vidhyashram", "/vidhyapeeth"]) {
  test(`the preview of ${path} shows the upcoming events the public page shows`, async ({ page }) => {
    // As a visitor first, before signing in.
    await page.goto(path);
    const published = await upcoming(page);
    expect(published.length).toBeGreaterThan(0);

    await signedIn(page);
    await page.goto(`/admin/preview${path === "/" ? "" : path}`);
    await expect(page.getByRole("note").first()).toContainText("Preview of the draft");
    expect(await upcoming(page)).toEqual(published);
  });
}

test("the preview of the notice board lists the notices the public board lists", async ({ page }) => {
  const notices = page.getByRole("region", { name: "Notifications", exact: true }).getByRole("listitem");
  await page.goto("/notifications");
  await expect(notices.first()).toBeVisible();
  const published = await notices.getByRole("link").allInnerTexts();

  await signedIn(page);
  await page.goto("/admin/preview/notifications");
  await expect(page.getByRole("note").first()).toContainText("Preview of the draft");
  await expect(notices.first()).toBeVisible();
  expect(await notices.getByRole("link").allInnerTexts()).toEqual(published);
});

test("the preview of the enquiry page draws the form, which cannot send an enquiry", async ({ page }) => {
  await signedIn(page);
  await page.goto("/admin/preview/enquiry");
  await expect(page.getByRole("note").first()).toContainText("Its enquiry form does not send from here.");
  await expect(page.getByRole("button", { name: "Send enquiry" })).toBeDisabled();
});
