import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { discardDraft, expectOnAdmin, signedIn } from "./support";

/**
 * A clerk on a slow phone starts typing as soon as the server's HTML shows the form, before the page's
 * scripts have arrived: when they do and React takes over the page (hydration), nothing typed may be
 * reset to what the server sent. The scripts are held back until the typing is done, so it surely comes
 * first.
 */

/** The home page's editor: a long form with many textareas, one of them the clerk's. */
const HOME = "/admin/pages/_home";
const HOME_INTRO = 'textarea[name="whyChoose.intro"]';

/**
 * Holds back every script of the build (`/assets/…js`) until `release()` is called; styles come at once.
 */
async function delayScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/**", async (route) => {
    if (route.request().resourceType() === "script" || route.request().url().endsWith(".js")) {
      await released;
    }
    await route.continue();
  });
  return { release };
}

/**
 * Opens `path` with the scripts held back, adds `typed` to the end of the textarea `selector` (which
 * must already hold text) before hydration, waits for hydration, and checks the typed text is kept.
 */
async function typeBeforeScripts(page: Page, path: string, selector: string, typed: string) {
  const scripts = await delayScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  const box = page.locator(selector);
  await box.waitFor({ state: "visible" });
  const shipped = await box.inputValue();
  const others = () =>
    page
      .locator("textarea")
      .evaluateAll(
        (boxes, skip) =>
          boxes
            .filter((b) => b !== document.querySelector(skip))
            .map((b) => (b as HTMLTextAreaElement).value),
        selector,
      );
  const othersBefore = await others();
  expect(shipped, "the textarea already holds text").not.toBe("");
  // The point of the test: the typing happens while the page is still the server's HTML.
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  await box.click();
  await box.press("Control+End");
  await page.keyboard.type(typed);
  expect(await page.locator("html[data-hydrated]").count(), "typed before the scripts arrived").toBe(0);
  await expect(box).toHaveValue(`${shipped}${typed}`);

  scripts.release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 10_000 });
  // Effects after hydration (a second render, a dialog's focus) run within a frame or two.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  await expect(box).toHaveValue(`${shipped}${typed}`);
  // Every textarea the clerk did not touch still shows the server's text.
  expect(await others()).toEqual(othersBefore);
  // The clerk goes on typing where they were: hydration does not move the focus elsewhere.
  await expect(box).toBeFocused();
  await page.keyboard.type(" Then more.");
  await expect(box).toHaveValue(`${shipped}${typed} Then more.`);
  await page.unroute("**/assets/**");
}

test.beforeEach(async ({ page }) => {
  await signedIn(page);
  await expectOnAdmin(page);
});

test("text typed into a page's introduction before the scripts arrive is kept", async ({ page }) => {
  await typeBeforeScripts(page, HOME, HOME_INTRO, " Typed early.");
  // And the kept text is what a save sends.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.locator(HOME_INTRO)).toHaveValue(/ Typed early\. Then more\.$/);
  await discardDraft(page);
  await expect(page.locator(HOME_INTRO)).not.toHaveValue(/Typed early/);
});

test("text typed into an announcement's description before the scripts arrive is kept", async ({ page }) => {
  await page.goto("/admin/announcements");
  const edit = page.getByRole("link", { name: /^Edit/ }).first();
  const href = await edit.getAttribute("href");
  if (!href) throw new Error("no announcement to edit");
  const url = new URL(href, page.url());
  await typeBeforeScripts(page, url.pathname + url.search, 'textarea[name="description"]', " Typed early.");
});
