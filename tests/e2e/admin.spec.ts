import { expect, test } from "./fixtures";
import { expectOnAdmin, signIn, ticker, uniqueTitle } from "./support";

test("a wrong password shows exactly the one failure message", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "definitely-wrong");
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Invalid username or password.");
  // Tailwind's red-700, which Chromium reports in OKLCH: a red hue (about 27°) dark enough for AA contrast.
  await expect(alert).toHaveCSS("color", /^oklch\(0\.5\d* 0\.2\d* 2\d/);
  await expect(page.getByLabel("Username")).toHaveValue("e2e-admin");
});

test("/unified signed out leads to the login page and, after sign-in, to the admin area", async ({
  page,
}) => {
  await page.goto("/unified");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
  await signIn(page);
  await expectOnAdmin(page);
});

test("an admin publishes, edits and deletes a notification that a visitor sees", async ({
  page,
  browser,
}) => {
  const title = uniqueTitle("Exam timetable");
  const edited = `${title} (revised)`;
  const visitor = await (await browser.newContext()).newPage();

  await signIn(page);
  await expectOnAdmin(page);

  // Add
  await page.getByRole("link", { name: "Add notification" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Entry" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Half-yearly exams begin on Monday.");
  await dialog.getByLabel("Date").fill("2026-12-01");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  // The message says what happened, and the keyboard goes on from it.
  await expect(page.getByRole("status")).toHaveText("The notification was added.");
  await expect(page.getByRole("status")).toBeFocused();
  await expect(page.getByRole("listitem").filter({ hasText: title })).toBeVisible();

  // A visitor sees it on the notice board and in the header ticker.
  await visitor.goto("/notifications");
  await expect(visitor.getByRole("main")).toContainText(`${title} - Half-yearly exams begin on Monday.`);
  await expect(ticker(visitor)).toContainText(title);

  // Edit
  await page.getByRole("listitem").filter({ hasText: title }).getByRole("link", { name: /Edit/ }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Entry" });
  await expect(editDialog.getByLabel("Title")).toHaveValue(title);
  await editDialog.getByLabel("Title").fill(edited);
  await editDialog.getByRole("button", { name: "Save" }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole("listitem").filter({ hasText: edited })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole("main")).toContainText(edited);
  await expect(ticker(visitor)).toContainText(edited);

  // Delete, after a confirmation
  await page
    .getByRole("listitem")
    .filter({ hasText: edited })
    .getByRole("link", { name: /Delete/ })
    .click();
  const confirm = page.getByRole("dialog", { name: "Delete this notification?" });
  await expect(confirm).toContainText(edited);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("status")).toHaveText("The notification was deleted.");
  await expect(page.getByRole("listitem").filter({ hasText: edited })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByRole("main")).not.toContainText(title);
  await expect(ticker(visitor)).not.toContainText(title);
  await visitor.context().close();
});

test("an album whose link is not a web address is refused, keeping the typed title", async ({ page }) => {
  const title = uniqueTitle("Sports Day");
  await signIn(page);
  await page.getByRole("link", { name: "Photo albums" }).click();
  await page.getByRole("link", { name: "Add album" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Album" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Album link").fill("photos of sports day");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Enter a full web address starting with https://");
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expect(dialog.getByLabel("Album link")).toHaveValue("photos of sports day");
  await expect(dialog.getByLabel("Album link")).toHaveAttribute("aria-invalid", "true");

  // Corrected, it is saved and shows in the gallery with the placeholder thumbnail.
  await dialog.getByLabel("Album link").fill("https://photos.example.com/sports-day");
  // Adding publishes it: the school confirms it holds the parents' written consent.
  await dialog.getByLabel("The school holds the parents' written consent to publish these photos").check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await page.goto("/gallery");
  const album = page.getByRole("link", { name: new RegExp(title) });
  await expect(album).toHaveAttribute("href", "https://photos.example.com/sports-day");
  await expect(album).toHaveAttribute("rel", "noopener noreferrer");
  await expect(album.locator("img")).toHaveAttribute("src", "/images/album-placeholder.svg");
});

test("signing out ends the session", async ({ page }) => {
  await signIn(page);
  await expectOnAdmin(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/admin/albums");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Falbums$/);
});
