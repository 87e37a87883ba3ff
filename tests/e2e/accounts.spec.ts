import { expect, test } from "./fixtures";
import { gotoInteractive, signedIn, uniqueTitle } from "./support";

/**
 * Accounts, roles and the audit log in a real browser: an administrator creates an
 * editor for Vidhyapeeth; the editor must choose a password, may publish for Vidhyapeeth, is refused
 * Vidhyashram and the admin-only screens; the administrator sees it all in the audit log. Plus the
 * cross-site POST refusal and inert HTML in a notice.
 */

test.describe.configure({ timeout: 90_000 });

test("an admin creates a Vidhyapeeth editor, who is kept to Vidhyapeeth; the audit log shows it", async ({
  page,
  browser,
}) => {
  const editorName = `vp-${Date.now().toString(36)}`;
  const initial = "initial-password-for-vp";
  const chosen = "a long sentence about the school garden";
  const notice = uniqueTitle("VP parents meeting");

  // The administrator adds the account.
  await signedIn(page);
  await page.getByRole("link", { name: "Users", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
  await page.getByRole("link", { name: "Add account" }).click();
  const add = page.getByRole("dialog", { name: "Add account" });
  await add.getByLabel("Username").fill(editorName);
  await add.getByLabel("May do").selectOption("editor-vidhyapeeth");
  await add.getByLabel("Initial password").fill(initial);
  await add.getByRole("button", { name: "Add account" }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole("status")).toContainText("The account was added");
  const row = page.getByRole("listitem").filter({ hasText: editorName });
  await expect(row).toContainText("Editor · Vidhyapeeth only");
  await expect(row).toContainText("Must choose a password");

  // The editor signs in and must choose a password first.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await editor.goto("/login");
  await editor.getByLabel("Username").fill(editorName);
  await editor.getByLabel("Password").fill(initial);
  await editor.getByRole("button", { name: "Login", exact: true }).click();
  await expect(editor).toHaveURL(/\/admin\/password$/);
  await expect(editor.getByText("Choose your own password to continue")).toBeVisible();
  await expect(editor.getByRole("navigation", { name: "Admin sections" })).toHaveCount(0);
  await editor.getByLabel("Current password").fill(initial);
  await editor.locator("input[name=password]").fill("password1234");
  await editor.getByLabel("New password again").fill("password1234");
  await editor.getByRole("button", { name: "Change password" }).click();
  await expect(editor.getByText("commonly used passwords")).toBeVisible();
  await editor.getByLabel("Current password").fill(initial);
  await editor.locator("input[name=password]").fill(chosen);
  await editor.getByLabel("New password again").fill(chosen);
  await editor.getByRole("button", { name: "Change password" }).click();
  await expect(editor.getByRole("status")).toContainText("Your password was changed.");

  // No admin-only tabs; content tabs are there.
  await editor.goto("/admin");
  const tabs = editor.getByRole("navigation", { name: "Admin sections" });
  await expect(tabs.getByRole("link", { name: "Notifications" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Users" })).toHaveCount(0);
  await expect(tabs.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await expect(editor.getByText("Your account publishes for Vidhyapeeth only")).toBeVisible();

  // A Vidhyapeeth notice is published.
  await editor.getByRole("link", { name: "Add notification" }).click();
  const dialog = editor.getByRole("dialog", { name: "Add Entry" });
  await dialog.getByLabel("Title").fill(notice);
  await dialog.getByLabel("Date").fill("2026-11-20");
  await expect(dialog.getByLabel("Show on").locator("option")).toHaveText(["Vidhyapeeth only"]);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.getByRole("status")).toHaveText("The notification was added.");

  // A Vidhyashram one is refused on the server, even from a tampered form.
  await editor.getByRole("link", { name: "Add notification" }).click();
  await dialog.getByLabel("Title").fill("Vidhyashram sports day");
  await dialog.getByLabel("Date").fill("2026-11-21");
  await dialog.getByLabel("Show on").evaluate((select: HTMLSelectElement) => {
    select.add(new Option("Vidhyashram only", "vidhyashram", true, true));
  });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your account may publish for Vidhyapeeth only.");
  await expect(dialog.getByLabel("Title")).toHaveValue("Vidhyashram sports day");
  await editor.goto("/notifications");
  await expect(editor.getByRole("main")).toContainText(notice);
  await expect(editor.getByRole("main")).not.toContainText("Vidhyashram sports day");

  // Admin-only screens are refused, on the server.
  for (const path of ["/admin/users", "/admin/audit"]) {
    const response = await editor.goto(path);
    expect(response?.status()).toBe(403);
    await expect(editor.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await expect(editor.getByText("Only administrators can use this page.")).toBeVisible();
  }
  await editorContext.close();

  // The administrator sees the editor's actions in the audit log.
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await page.getByLabel("User").selectOption(editorName);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`user=${editorName}`));
  const log = page.getByRole("list").filter({ hasText: editorName });
  await expect(log).toContainText(`Added notification “${notice}” for Vidhyapeeth only`);
  await expect(log).toContainText("Changed their own password");
  await expect(log).toContainText("Signed in");
  await expect(log).not.toContainText("Vidhyashram sports day");
});

test("a cross-site form post is refused before it reaches the app", async ({ request }) => {
  const response = await request.post("/admin", {
    headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    data: "intent=create&title=Forged&date=2026-01-01&audience=group",
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  const login = await request.post("/login", {
    headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    data: "username=e2e-admin&password=x",
    maxRedirects: 0,
  });
  expect(login.status()).toBe(403);
});

test("HTML typed into a notice is shown as text and never runs", async ({ page, browser }) => {
  const marker = uniqueTitle("xss");
  const title = `<img src=x onerror="window.__pwned='${marker}'"><script>window.__pwned='${marker}'</script>`;
  await signedIn(page);
  await page.getByRole("link", { name: "Add notification" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Entry" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Date").fill("2026-12-24");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  const visitor = await (await browser.newContext()).newPage();
  await gotoInteractive(visitor, "/notifications");
  await expect(visitor.getByRole("main")).toContainText(title);
  // Every image of the page has loaded or failed: an injected one's `onerror` would have run by now.
  await expect
    .poll(() => visitor.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
  expect(await visitor.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(await visitor.locator("main img[src='x']").count()).toBe(0);
  await visitor.context().close();

  // Tidy up: the notice would otherwise show in other tests' tickers.
  await page.goto("/admin");
  await page
    .getByRole("listitem")
    .filter({ hasText: marker })
    .first()
    .getByRole("link", { name: /Delete/ })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toHaveText("The notification was deleted.");
});
