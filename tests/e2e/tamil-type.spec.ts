import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { skipHomeIntro } from "./support";

/**
 * Tamil text is never set in capitals or letter-spaced (the script has no capitals, and spacing pulls
 * a vowel sign away from its consonant), in the built stylesheet as Chromium applies it on a 360 px
 * phone: the utilities that do so elsewhere (`uppercase`, `tracking-*`) do nothing to Tamil text, and
 * no element of a Tamil page whose language is Tamil is shown that way. English text keeps them.
 */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ context }) => {
  await skipHomeIntro(context);
});

/** How a paragraph with `uppercase tracking-wider` in language `lang` (or the page's) is drawn. */
function drawnWithUtilities(page: Page, lang?: string) {
  return page.evaluate((lang) => {
    const p = document.createElement("p");
    p.className = "text-xs font-semibold uppercase tracking-wider sm:tracking-widest";
    if (lang) p.lang = lang;
    p.textContent = lang === "en" ? "Admissions" : "சேர்க்கை";
    document.querySelector("main")?.append(p);
    const style = getComputedStyle(p);
    return { textTransform: style.textTransform, letterSpacing: style.letterSpacing };
  }, lang);
}

/** Elements whose language is Tamil and whose own text is drawn in capitals or letter-spaced. */
function spacedTamil(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const lang = el.closest("[lang]")?.getAttribute("lang") ?? "";
      if (!lang.startsWith("ta")) continue;
      const ownText = [...el.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && /[\u0B80-\u0BFF]/.test(node.textContent ?? ""),
      );
      if (!ownText) continue;
      const style = getComputedStyle(el);
      if (style.textTransform === "uppercase" || style.letterSpacing !== "normal") {
        found.push(`${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.trim().slice(0, 40)}`);
      }
    }
    return found;
  });
}

test("capitals and letter-spacing utilities do nothing to Tamil text, and still apply to English", async ({
  page,
}) => {
  await page.goto("/ta/vidhyapeeth");
  expect(await drawnWithUtilities(page)).toEqual({ textTransform: "none", letterSpacing: "normal" });
  // English marked as English on a Tamil page keeps them.
  const english = await drawnWithUtilities(page, "en");
  expect(english.textTransform).toBe("uppercase");
  expect(english.letterSpacing).not.toBe("normal");
  // Tamil marked as Tamil on an English page loses them.
  await page.goto("/vidhyapeeth");
  expect(await drawnWithUtilities(page, "ta")).toEqual({ textTransform: "none", letterSpacing: "normal" });
});

for (const path of ["/ta", "/ta/vidhyapeeth", "/ta/vidhyashram", "/ta/contactus", "/ta/notifications"]) {
  test(`no Tamil text on ${path} is in capitals or letter-spaced`, async ({ page }) => {
    await page.goto(path);
    expect(await spacedTamil(page)).toEqual([]);
  });
}
