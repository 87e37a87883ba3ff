import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axe, MOTION } from "./support";

/**
 * The public chrome with JavaScript switched off in the browser, on a 360 px phone (decision 0022):
 * the menu, the school switch, the admission ages and "Login & fees" open and close by tap and by
 * keyboard (native `<dialog>` and invoker commands), a ticker pauses, and back to top is a link that
 * appears after 300 px of scrolling. Then the same chrome at 1280 px, where the controls sit in a rail
 * that nothing of the page lies under.
 */

const bar = (page: Page) => page.getByRole("navigation", { name: "Quick actions" });
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** The plain behaviour modules a public page may load (app/behaviours/<name>.ts → /assets/<name>-<hash>.js). */
const BEHAVIOURS = readdirSync("app/behaviours")
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => file.replace(/\.ts$/, ""));

test.describe("on a phone without JavaScript", () => {
  test.use({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });

  test("the page carries no framework script, at most its behaviours' small modules", async ({ page }) => {
    const response = await page.goto("/notifications");
    const html = (await response?.text()) ?? "";
    await expect(page.locator("html")).toHaveAttribute("data-scripts", "none");
    expect(html).not.toContain("__reactRouter");
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    for (const src of await page
      .locator('script[type="module"]')
      .evaluateAll((all) => all.map((script) => script.getAttribute("src") ?? "inline")))
      expect(
        BEHAVIOURS.some((name) => src.startsWith(`/assets/${name}-`)),
        src,
      ).toBe(true);
  });

  test("the menu opens by tap and by keyboard, and closes by its button, Escape and a tap outside", async ({
    page,
  }) => {
    await page.goto("/vidhyapeeth/aboutus/history");
    const menu = page.getByRole("dialog", { name: "Vidhya Group of Schools" });
    await expect(menu).toBeHidden();

    await bar(page).getByRole("button", { name: "Menu" }).tap();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Fees", exact: true })).toBeVisible();
    await menu.getByRole("button", { name: "Close" }).tap();
    await expect(menu).toBeHidden();

    // By keyboard: focus the header's Menu button, Enter opens, Escape closes and focus comes back.
    const headerMenu = page.getByRole("banner").getByRole("button", { name: "Menu" });
    await headerMenu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    // Focus is inside the dialog, and Tab keeps it there (the page behind is inert).
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(headerMenu).toBeFocused();

    // A link in the menu leads to its page.
    await bar(page).getByRole("button", { name: "Menu" }).tap();
    await menu.getByRole("link", { name: "Fees", exact: true }).tap();
    await expect(page).toHaveURL(/\/fees$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the school switch opens from the bar and leads to the other school; a tap outside closes it", async ({
    page,
  }) => {
    await page.goto("/notifications");
    const dialog = page.getByRole("dialog", { name: "Choose a school" });
    await bar(page).getByRole("button", { name: "Schools" }).tap();
    await expect(dialog).toBeVisible();
    // A tap on the backdrop, above the dialog's box.
    const box = await dialog.boundingBox();
    await page.touchscreen.tap(180, Math.max(5, (box?.y ?? 100) - 20));
    await expect(dialog).toBeHidden();

    await bar(page).getByRole("button", { name: "Schools" }).focus();
    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: /Vidhyapeeth/ }).tap();
    await expect(page).toHaveURL(/\/vidhyapeeth$/);
  });

  test("the admission ages stay open on a tap outside and close by their button or Escape", async ({
    page,
  }) => {
    await page.goto("/aims");
    const dialog = page.getByRole("dialog", { name: /^Admissions / });
    await bar(page).getByRole("button", { name: "Admission ages" }).tap();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: /^Apply Now for / }).first()).toBeVisible();
    const box = await dialog.boundingBox();
    await page.touchscreen.tap(180, Math.max(5, (box?.y ?? 100) - 20));
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(dialog).toBeHidden();

    await bar(page).getByRole("button", { name: "Admission ages" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("Login & fees lists the four portals and the Fees page, by tap and by keyboard", async ({ page }) => {
    await page.goto("/contactus");
    const dialog = page.getByRole("dialog", { name: "Vidhya Group of Schools" }).filter({
      hasText: "Student portals and online fee payment",
    });
    await bar(page).getByRole("button", { name: "Login & fees" }).tap();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: /Student Login|Online fees/ })).toHaveCount(4);
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(dialog).toBeHidden();

    await bar(page).getByRole("button", { name: "Login & fees" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: /^Fees:/ }).press("Enter");
    await expect(page).toHaveURL(/\/fees$/);
  });

  test("the notice ticker pauses with its Pause control", async ({ page }) => {
    await page.emulateMedia(MOTION);
    await page.goto("/vidhyashram");
    const ticker = page.locator(".marquee").first();
    const track = ticker.locator(".marquee-track");
    await expect(track).toHaveCSS("animation-play-state", "running");
    await ticker.getByText("Pause", { exact: true }).tap();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    // It stays paused after the finger leaves: the control is a checkbox.
    await page.touchscreen.tap(180, 600);
    await expect(track).toHaveCSS("animation-play-state", "paused");
  });

  test("back to top appears after 300 px of scrolling and takes the page to its top", async ({ page }) => {
    await page.goto("/aims");
    const top = bar(page).getByRole("link", { name: "Back to top" });
    await expect(top).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(top).toBeVisible();
    await top.tap();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("on a laptop without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("the home page's Menu and school switch open from the rail", async ({ page }) => {
    await page.goto("/");
    const rail = page.getByRole("complementary", { name: "Quick actions" });
    await rail.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Vidhya Group of Schools" }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await rail.getByRole("button", { name: "Schools" }).click();
    await expect(page.getByRole("dialog", { name: "Choose a school" })).toBeVisible();
  });
});

// axe runs as a script in the page, so this context has JavaScript; the page still has no framework.
test.describe("on a phone, checked by axe", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("axe finds nothing with a chrome dialog open", async ({ page }) => {
    await page.goto("/vidhyashram");
    await bar(page).getByRole("button", { name: "Admission ages" }).tap();
    await expect(page.getByRole("dialog", { name: /^Admissions / })).toBeVisible();
    const results = await axe(page).withTags(WCAG).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
});
