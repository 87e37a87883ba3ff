import { E2E_ADMIN } from "../../playwright.config";
import { expect, test } from "./fixtures";
import {
  clientAddressHeader,
  expectOnAdmin,
  gotoInteractive,
  signedIn,
  signIn,
  uniqueTitle,
} from "./support";

/**
 * The office clerk's sign-in and daily work: one "Login" on the sign-in page, the
 * show-password toggle, the discard question of the entry dialogs, what kind of entry a dialog adds,
 * scheme-less links, and the new-enquiries panel of the staff area's first screen.
 */

test("the sign-in page has one Login control and no student-portal control", async ({ page }) => {
  await gotoInteractive(page, "/login");
  await expect(page.getByRole("button", { name: /login/i })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Login & fees" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Login & fees" })).toHaveCount(0);
  await expect(page.getByLabel("Quick actions")).toHaveCount(0);

  // A public page still has it: the difference comes from the route.
  await gotoInteractive(page, "/notifications");
  await expect(page.getByRole("button", { name: "Login & fees", exact: true })).toBeVisible();
});

test("the show-password toggle shows and hides the password, by mouse and keyboard", async ({ page }) => {
  await gotoInteractive(page, "/login");
  const password = page.getByLabel("Password");
  const toggle = page.getByRole("button", { name: "Show password" });
  await password.fill("a-secret-phrase");
  await expect(password).toHaveAttribute("type", "password");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  const box = await toggle.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(password).toHaveAttribute("type", "text");
  await expect(password).toHaveValue("a-secret-phrase");

  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(password).toHaveAttribute("type", "password");
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the password field is a plain password field", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(0);
  });
});

test("a refused sign-in shows the one message and keeps the username", async ({ page }) => {
  await gotoInteractive(page, "/login");
  await signIn(page, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Invalid username or password.");
  await expect(page.getByLabel("Username")).toHaveValue(E2E_ADMIN.username);
});

test("Escape on a changed Add-notification dialog asks before discarding", async ({ page }) => {
  await signIn(page);
  await expectOnAdmin(page);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // Unchanged: Escape simply closes.
  await page.getByRole("link", { name: "Add notification" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Entry" });
  await expect(dialog).toBeVisible();
  // It says what kind of entry it adds.
  await expect(dialog).toContainText("A notification:");
  await expect(dialog).toHaveAccessibleDescription(/^A notification: /);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin$/);

  // Changed: Escape asks; Keep editing keeps the text.
  await page.getByRole("link", { name: "Add notification" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Title").fill("Half-typed notice");
  await dialog.getByLabel("Description").fill("Typed words that must not vanish");
  await page.keyboard.press("Escape");
  const question = page.getByRole("alertdialog", { name: "Discard your changes?" });
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue("Half-typed notice");
  await expect(dialog.getByLabel("Description")).toHaveValue("Typed words that must not vanish");
  await expect(dialog.getByLabel("Description")).toBeFocused();

  // A click outside asks too; Escape on the question means Keep editing.
  await page.mouse.click(5, 5);
  await expect(question).toBeVisible();
  // Focus in the question: it is listening for keys.
  await expect(question.getByRole("button", { name: "Keep editing" })).toBeFocused();
  // The question takes the focus a moment before it listens for Escape (Radix sets both up after it is
  // drawn); on a busy machine a key pressed in that moment is lost, so the key is pressed again until it
  // closes. A second press never reaches the dialog below: it is pressed only while the question is open.
  await expect(async () => {
    if (await question.isVisible()) await page.keyboard.press("Escape");
    await expect(question).toBeHidden({ timeout: 2_000 });
  }).toPass();
  await expect(dialog.getByLabel("Title")).toHaveValue("Half-typed notice");

  // Discard closes.
  await page.keyboard.press("Escape");
  await question.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("listitem").filter({ hasText: "Half-typed notice" })).toHaveCount(0);
});

test("every entry dialog says what kind of entry it is", async ({ page }) => {
  await signedIn(page);
  await expectOnAdmin(page);
  await expect(page.getByText(/Notifications are short notices/)).toBeVisible();
  for (const [path, kind] of [
    ["/admin/announcements?dialog=add", /^An announcement: /],
    ["/admin/media?dialog=add", /^A video: /],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("dialog", { name: "Add Entry" })).toHaveAccessibleDescription(kind);
  }
});

test("a link typed without https:// is accepted and saved with it", async ({ page }) => {
  const title = uniqueTitle("CBSE circular");
  await signedIn(page);
  await expectOnAdmin(page);
  await gotoInteractive(page, "/admin/announcements");
  await page.getByRole("link", { name: "Add announcement" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Entry" });
  await expect(dialog).toContainText("https:// is added if you leave it out.");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Link (optional)").fill("www.cbse.gov.in/circulars");
  await dialog.getByLabel("Date").fill("2026-12-02");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status")).toHaveText("The announcement was added.");

  await page.getByRole("listitem").filter({ hasText: title }).getByRole("link", { name: /Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit Entry" });
  await expect(edit.getByLabel("Link (optional)")).toHaveValue("https://www.cbse.gov.in/circulars");
  // Unchanged: Escape closes without a question. Then it is deleted again.
  await page.keyboard.press("Escape");
  await expect(edit).toBeHidden();
  await page
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("link", { name: /Delete/ })
    .click();
  await page
    .getByRole("dialog", { name: "Delete this announcement?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByRole("status")).toHaveText("The announcement was deleted.");
});

test("the media library lists each video with its still, title and a watch link", async ({ page }) => {
  await signedIn(page);
  await expectOnAdmin(page);
  await page.goto("/admin/media");
  const first = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: /Watch on YouTube/ }) })
    .first();
  await expect(first.locator('img[src^="/video-thumbnails/"]')).toHaveCount(1);
  const watch = first.getByRole("link", { name: /Watch on YouTube/ });
  await expect(watch).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  await expect(watch).toHaveAttribute("target", "_blank");
});

test("the staff area's first screen shows the new enquiries", async ({ page, browser }) => {
  const student = `Kavin ${Date.now().toString(36)}`;
  const parent = await (await browser.newContext({ extraHTTPHeaders: clientAddressHeader() })).newPage();
  await parent.goto("/enquiry?class=UKG&school=vidhyashram");
  await parent.getByLabel("Child's first name").fill(student);
  await parent.getByLabel("Parent's name").fill("Priya Kavin");
  await parent.getByLabel("Mobile number").fill("98765 43219");
  await parent.getByLabel(/I am the parent or guardian of this child/).check();
  await parent.getByRole("button", { name: "Send enquiry" }).click();
  await expect(parent).toHaveURL(/\/enquiry\/sent\?ref=ENQ-/);
  await parent.context().close();

  await signedIn(page);
  await expectOnAdmin(page);
  const panel = page.getByRole("region", { name: /new enquir/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading")).toHaveText(/^\d+ new enquir(y|ies)$/);
  const line = panel.getByRole("listitem").filter({ hasText: student });
  await expect(line).toContainText("UKG");
  await expect(line).toContainText("Received");
  await expect(panel).toContainText("SMTP_URL");
  await expect(panel).toContainText("ENQUIRY_NOTIFY_TO");
  await line.getByRole("link", { name: student }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\/\d+$/);
  await expect(
    page.getByRole("heading", { name: new RegExp(`Enquiry from Priya Kavin for ${student}`) }),
  ).toBeVisible();
});
