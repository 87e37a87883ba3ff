import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axe, discardDraft, expectOnAdmin, gotoInteractive, signedIn } from "./support";

/**
 * The schema editor as a school clerk uses it on a phone and a computer: list items named by their
 * content, a warning beside a bus stop whose times are out of order, a question before unsaved changes
 * are left behind, a question before a restore (with and without JavaScript), and the save message
 * where the clerk pressed, with the focus on it.
 */

/** A page no other test edits or visits. */
const PAGE = "/admin/pages/vidhyapeeth/aboutus/pta";
const TITLE = '[name="title"]';

async function publishTitle(page: Page, title: string) {
  await page.locator(TITLE).fill(title);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await signedIn(page);
  await expectOnAdmin(page);
});

test("the save message shows beside the buttons and at the top, and takes the focus", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoInteractive(page, PAGE);
  await page.locator(TITLE).fill("Parent Teacher Association (PTA)");
  const save = page.getByRole("button", { name: "Save draft" });
  await save.click();

  const near = page.getByRole("status").filter({ hasText: "Draft saved." });
  await expect(near).toBeFocused();
  // Beside the buttons: in the bar at the foot of the screen, just above them, and in view.
  const message = await near.boundingBox();
  const button = await save.boundingBox();
  expect(message && button && button.y - (message.y + message.height)).toBeLessThan(40);
  expect(message && message.y + message.height).toBeLessThanOrEqual(740);
  // And at the top, where a clerk who scrolls up looks.
  await expect(page.getByText("Draft saved.")).toHaveCount(2);
  await discardDraft(page);
  await expect(page.getByRole("status").filter({ hasText: "Draft discarded." })).toBeFocused();
});

test("leaving with unsaved changes asks first, and not before anything was changed", async ({ page }) => {
  await gotoInteractive(page, PAGE);
  // Nothing changed: the link simply leads away.
  await page.getByRole("link", { name: "All pages" }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);

  await gotoInteractive(page, PAGE);
  await page.locator(TITLE).fill("A title not saved");
  await page.getByRole("link", { name: "All pages" }).click();
  const question = page.getByRole("alertdialog", { name: "Your changes are not saved" });
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.locator(TITLE)).toHaveValue("A title not saved");

  // Closing the tab (or reloading it): the browser's own question; "stay" keeps the page and the text.
  const asked = new Promise<string>((resolve) => {
    page.once("dialog", async (dialog) => {
      resolve(dialog.type());
      await dialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe("beforeunload");
  expect(page.isClosed()).toBe(false);
  await expect(page.locator(TITLE)).toHaveValue("A title not saved");

  await page.getByRole("link", { name: "All pages" }).click();
  await question.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
});

test("a list button's unsaved result counts as a change; typing it back does not", async ({ page }) => {
  await gotoInteractive(page, PAGE);
  const title = page.locator(TITLE);
  const shipped = await title.inputValue();
  await title.fill(`${shipped}!`);
  await title.fill(shipped);
  await page.getByRole("link", { name: "All pages" }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);

  await gotoInteractive(page, PAGE);
  await page
    .getByRole("button", { name: /^Add (a|an) / })
    .first()
    .click();
  await expect(page.getByText("Not saved yet").first()).toBeVisible();
  await page.getByRole("link", { name: "All pages" }).click();
  await expect(page.getByRole("alertdialog", { name: "Your changes are not saved" })).toBeVisible();
});

test("Restore says what it brings back and asks before it publishes", async ({ page }) => {
  await gotoInteractive(page, PAGE);
  await publishTitle(page, "PTA of Vidhyapeeth");

  const restore = page.getByRole("button", { name: /^Restore version \d+$/ }).first();
  const number = ((await restore.textContent()) ?? "").replace(/\D/g, "");
  await restore.click();
  const question = page.getByRole("group", {
    name: new RegExp(`^Publish version ${number} of \\d+ \\w+ \\d{4} again\\?`),
  });
  await expect(question).toBeFocused();
  await expect(question).toContainText(
    "Visitors will see it at once; the current page stays in the history.",
  );
  // Escape is "no": the question goes and the focus is back on its button.
  await page.keyboard.press("Escape");
  await expect(question).toHaveCount(0);
  await expect(restore).toBeFocused();
  await expect(page.locator(TITLE)).toHaveValue("PTA of Vidhyapeeth");

  // By keyboard: Enter asks, Tab reaches "Yes", Enter restores.
  await page.keyboard.press("Enter");
  await expect(question).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: `Yes, restore version ${number}` })).toBeFocused();
  await page.keyboard.press("Enter");
  const done = page.getByRole("status").filter({ hasText: "The earlier version is published again" });
  await expect(done).toBeFocused();
  // Beside the history, where the clerk pressed.
  await expect(page.getByRole("region", { name: "History" }).getByRole("status")).toHaveCount(1);
  await expect(page.locator(TITLE)).not.toHaveValue("PTA of Vidhyapeeth");
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Restore asks first, on a page of its own", async ({ page }) => {
    await page.goto(PAGE);
    await page.locator(TITLE).fill("PTA, Vidhyapeeth");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();

    const restore = page.getByRole("button", { name: /^Restore version \d+$/ }).first();
    const number = ((await restore.textContent()) ?? "").replace(/\D/g, "");
    await restore.click();
    await expect(page).toHaveURL(new RegExp(`\\?restore=${number}#restore-${number}$`));
    await expect(page.getByText(`Publish version ${number} of`)).toBeVisible();
    // "No" leads back, and nothing was restored.
    await page.getByRole("link", { name: "No, keep the current page" }).click();
    await expect(page.locator(TITLE)).toHaveValue("PTA, Vidhyapeeth");

    await page.getByRole("button", { name: `Restore version ${number}` }).click();
    await page.getByRole("button", { name: `Yes, restore version ${number}` }).click();
    await expect(page.getByText("The earlier version is published again").first()).toBeVisible();
    await expect(page.locator(TITLE)).not.toHaveValue("PTA, Vidhyapeeth");
  });

  test("list items open and close, and a closed one is still saved", async ({ page }) => {
    await page.goto(PAGE);
    const first = page.locator("form li > details").first();
    await expect(first).toHaveJSProperty("open", true);
    await first.locator("summary").first().click();
    await expect(first).toHaveJSProperty("open", false);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
    await discardDraft(page);
    await expect(page.getByRole("status").filter({ hasText: "Draft discarded." })).toBeVisible();
  });
});

test("a bus stop whose time is out of order is saved with a warning beside it", async ({ page }) => {
  await gotoInteractive(page, "/admin/pages/bus-routes");
  // The routes and stops are named by what they hold.
  await expect(page.locator("summary").filter({ hasText: "R3 · Anna Nagar" })).toHaveCount(1);
  await page.locator('[name="routes.0.stages.2.pickUp"]').fill("7:10 AM");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeFocused();
  const stop = page
    .locator("details")
    .filter({ has: page.locator('[name="routes.0.stages.2.stop"]') })
    .last();
  await expect(stop).toHaveJSProperty("open", true);
  await expect(stop.locator("summary").first()).toContainText("Kottaimedu · 7:10 AM · please check");
  await expect(stop).toContainText("Pick-up 7:10 AM is earlier than at Melpatti above (7:22 AM).");
  await discardDraft(page);
  await expect(page.getByText("Pick-up 7:10 AM is earlier")).toHaveCount(0);
});

test("a dialog whose code does not arrive says so in its place; the editor and what was typed stay", async ({
  page,
}) => {
  // The picture dialog's code never arrives (a dropped connection).
  await page.route(/\/assets\/Modal-[\w-]+\.js/, (route) => route.abort("connectionfailed"));
  await gotoInteractive(page, "/admin/settings/homeslides");
  const caption = page.locator('input[type="text"]').first();
  const name = (await caption.getAttribute("name")) ?? "";
  await caption.fill("Typed before the dialog");
  await page.getByRole("button", { name: "Choose a picture" }).first().click();
  await expect(page.getByRole("alert").filter({ hasText: "The window could not be opened" })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page.locator(`[name="${name}"]`)).toHaveValue("Typed before the dialog");
});

test("a move between staff screens that takes the chunk timeout says so, with Reload; the screen stays", async ({
  page,
}) => {
  await page.clock.install();
  await gotoInteractive(page, PAGE);
  const title = await page.locator(TITLE).inputValue();
  // The next screen's data never comes.
  await page.route(/\/admin\/people\.data/, () => {});
  // The clock runs once the move is under way (its data asked for), not while the click is still
  // being handled: a busy machine takes a while to get there.
  const asked = page.waitForRequest(/\/admin\/people\.data/);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "People" })
    .click();
  await asked;
  // The clock goes on only once the screen shows the move as under way (its main region busy), since
  // the message's timer starts with that drawing, which a busy machine makes a while after the request.
  await expect(page.locator("main#main")).toHaveAttribute("aria-busy", "true");
  const slow = page.getByRole("alert").filter({ hasText: "This is taking much longer than it should" });
  await page.clock.runFor(60_000);
  await expect(slow).toHaveCount(0);
  // Then a second at a time until the message shows: by the timeout (120 s) and a little more.
  let waited = 60;
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1_000);
        waited += 1;
        return slow.count();
      },
      { intervals: [0], timeout: 60_000 },
    )
    .toBe(1);
  expect(waited).toBeLessThanOrEqual(125);
  await expect(slow).toBeVisible();
  await expect(slow.getByRole("button", { name: "reload the page" })).toBeVisible();
  await expect(page.locator(TITLE)).toHaveValue(title);
});
