import { expect, test } from "./fixtures";
import { expectOnAdmin, signedIn, ticker, uniqueTitle } from "./support";

test.use({ javaScriptEnabled: false });

test("without JavaScript an admin adds, edits and deletes a notification", async ({ page, browser }) => {
  const title = uniqueTitle("Holiday notice");
  await signedIn(page);
  await expectOnAdmin(page);

  await page.getByRole("link", { name: "Add notification" }).click();
  await expect(page).toHaveURL(/\?dialog=add$/);
  const dialog = page.getByRole("dialog", { name: "Add Entry" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Date").fill("2026-12-24");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\?done=added$/);
  await expect(page.getByRole("listitem").filter({ hasText: title })).toBeVisible();

  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto("/notifications");
  await expect(visitor.getByRole("main")).toContainText(title);
  await expect(ticker(visitor)).toContainText(title);

  // A bad date is refused with a message and the title kept.
  await page.getByRole("listitem").filter({ hasText: title }).getByRole("link", { name: /Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit Entry" });
  await edit.getByLabel("Date").fill("");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toContainText("Enter a date.");
  await expect(edit.getByLabel("Title")).toHaveValue(title);

  await page.goto("/admin");
  await page
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("link", { name: /Delete/ })
    .click();
  await page
    .getByRole("dialog", { name: "Delete this notification?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page).toHaveURL(/\/admin\?done=deleted$/);
  await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByRole("main")).not.toContainText(title);
  await visitor.context().close();
});
