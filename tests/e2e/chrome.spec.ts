import { expect, test } from "./fixtures";
import { axe, gotoInteractive, signedIn } from "./support";

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the menu overlay lists the site's pages and closes with Escape, returning focus", async ({
      page,
    }) => {
      await gotoInteractive(page, "/notifications");
      const trigger = page.getByRole("banner").getByRole("button", { name: "Menu" }).locator("visible=true");
      await trigger.click();
      const menu = page.getByRole("dialog", { name: "Vidhya Group of Schools" });
      await expect(menu).toBeVisible();
      // The group's section (this page's) is open; each school's opens on a tap.
      await expect(menu.getByRole("link", { name: "Admission enquiry" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Vidhyapeeth gallery" })).toBeHidden();
      await menu.getByText("Vidhyapeeth pages").click();
      await expect(menu.getByRole("link", { name: "Vidhyapeeth gallery" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await menu.getByText("Vidhyashram pages").click();
      await menu.getByRole("link", { name: "Vidhyashram home" }).click();
      await expect(page).toHaveURL(/\/vidhyashram$/);
      await expect(menu).toBeHidden();
    });

    test("the admission dialog ignores a backdrop click, closes with its button, and applies for a class", async ({
      page,
    }) => {
      await gotoInteractive(page, "/gallery");
      await page.getByRole("button", { name: "Admission ages", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Admissions 2025-2026" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("row", { name: /LKG/ })).toContainText("30 November 2021");
      await expect(dialog.getByRole("row", { name: /LKG/ })).toContainText("3 years 6 months");
      await page.mouse.click(5, 5);
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole("button", { name: "Admission ages", exact: true }).click();
      await dialog.getByRole("link", { name: "Apply Now for UKG" }).click();
      await expect(page).toHaveURL(/\/enquiry\?class=UKG$/);
      await expect(page.getByLabel("Class sought")).toHaveValue("UKG");
    });

    test("Login & fees shows the four portals opening in a new tab, and the Fees page", async ({ page }) => {
      await gotoInteractive(page, "/notifications");
      await page.getByRole("button", { name: "Login & fees", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Vidhya Group of Schools" });
      await expect(dialog.getByRole("link", { name: /Fees: paying online/ })).toHaveAttribute(
        "href",
        "/fees",
      );
      const links = dialog.getByRole("link", { name: /opens in a new tab/ });
      await expect(links).toHaveText([
        /Vidhyashram Student Login/,
        /Vidhyapeeth Student Login/,
        /Vidhyashram Online fees/,
        /Vidhyapeeth Online fees/,
      ]);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    test("back to top appears after 300 px of scrolling and takes the visitor up", async ({ page }) => {
      await gotoInteractive(page, "/notifications");
      const button = page.getByRole("link", { name: "Back to top" }).locator("visible=true");
      await expect(button).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect(button).toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toHaveCount(0);
    });
  });
}

test("the school switch leads to either school", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoInteractive(page, "/vidhyashram/gallery");
  await page.getByRole("button", { name: "Switch school" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a school" });
  await dialog.getByRole("link", { name: /Vidhyapeeth/ }).click();
  await expect(page).toHaveURL(/\/vidhyapeeth$/);
  await expect(page.getByRole("banner")).toContainText("Matriculation Higher Secondary School");
});

test("the Vidhyashram header has Admin Login; the header and footer follow the section", async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoInteractive(page, "/vidhyashram/gallery");
    await page.getByRole("banner").getByRole("link", { name: "Admin Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
  }
  await gotoInteractive(page, "/vidhyapeeth/gallery");
  await expect(page.getByRole("banner").getByRole("link", { name: "Admin Login" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toContainText("Vidhyapeeth");
});

test("from sign-in and the staff area, which hydrate, a link to a public page loads it as a document, without scripts", async ({
  browser,
}) => {
  /** After a click: the public page came from the server (React drawing it would keep `data-hydrated`). */
  async function loadedAsDocument(page: import("@playwright/test").Page, path: RegExp) {
    await expect(page).toHaveURL(path);
    await expect(page.locator("html")).toHaveAttribute("data-scripts", "none");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  }
  const visitor = await browser.newPage();
  await gotoInteractive(visitor, "/login");
  await expect(visitor.locator("html")).toHaveAttribute("data-hydrated", "true");
  await visitor.getByRole("contentinfo").locator('a[href="/notifications"]').first().click();
  await loadedAsDocument(visitor, /\/notifications$/);
  await visitor.close();

  const staff = await browser.newPage();
  await signedIn(staff);
  await staff.getByRole("link", { name: "View website" }).click();
  await loadedAsDocument(staff, /\/$/);
  await staff.close();
});

test("every dialog can be opened and closed with the keyboard alone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoInteractive(page, "/notifications");
  for (const [trigger, name] of [
    ["Login & fees", "Vidhya Group of Schools"],
    ["Switch school", "Choose a school"],
    ["Admission ages", "Admissions 2025-2026"],
  ] as const) {
    await page.getByRole("button", { name: trigger, exact: true }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Opening the dialogs with no script: tests/e2e/no-script-chrome.spec.ts. Here, what the footer keeps
  // for a browser too old for invoker commands (decision 0022).
  test("the controls open their dialogs natively, and the footer keeps the same links", async ({ page }) => {
    await page.goto("/notifications");
    for (const [name, dialog] of [
      ["Login & fees", "student-login"],
      ["Admission ages", "admission-ages"],
    ] as const)
      await expect(page.getByRole("button", { name, exact: true }).first()).toHaveAttribute(
        "commandfor",
        dialog,
      );
    await expect(page.locator("#site-map").getByRole("link", { name: "Admission enquiry" })).toBeVisible();
    await expect(page.locator("#student-links").getByRole("link")).toHaveCount(4);
  });
});

test("open dialogs have no accessibility violations", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoInteractive(page, "/notifications");
  await page.getByRole("button", { name: "Admission ages", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).locator("visible=true").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await context.close();
});
