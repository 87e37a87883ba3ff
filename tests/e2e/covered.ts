import type { Page } from "@playwright/test";

/**
 * What the page's fixed or sticky controls lie over, at the current scroll position: the text lines,
 * links, controls and table cells of the page's header, main content and footer whose boxes meet a
 * fixed or sticky element's box, each described as `tag "text…" under <fixed element>`. Only what
 * can be seen counts: a box is cut to its scrolling and clipping ancestors (a ticker's moving row, a
 * table scrolled sideways), and text for screen readers only is left out. Open dialogs
 * (modal: they own the screen while open) and elements hidden or of no size are left out. An empty
 * list means nothing of the page is covered.
 */
export function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      // A 1 px box is text for screen readers only (`sr-only`), drawn nowhere.
      return style.visibility !== "hidden" && style.display !== "none" && box.width > 1 && box.height > 1;
    };
    /** `box` cut to what its scrolling or clipping ancestors (from `el` itself up) let be seen. */
    const visiblePart = (el: Element, box: DOMRect): DOMRect => {
      let { left, top, right, bottom } = box;
      for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = at.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
    };
    const floating = [...document.body.querySelectorAll<HTMLElement>("*")].filter((el) => {
      const { position } = getComputedStyle(el);
      return (position === "fixed" || position === "sticky") && !el.closest("dialog[open]") && shown(el);
    });
    // The outermost ones: a control inside a fixed bar is part of the bar.
    const outer = floating.filter((el) => !floating.some((other) => other !== el && other.contains(el)));
    const covered: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("main *, footer *, header *")) {
      if (outer.some((fixed) => fixed.contains(el))) continue;
      const control = /^(A|BUTTON|INPUT|SELECT|TEXTAREA|TD|TH|SUMMARY)$/.test(el.tagName);
      const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if ((!control && !text) || !shown(el)) continue;
      // A control's box; for text, the boxes of its lines (not the padding around them).
      const range = document.createRange();
      range.selectNodeContents(el);
      const boxes = (control ? [el.getBoundingClientRect()] : [...range.getClientRects()]).map((box) =>
        visiblePart(el, box),
      );
      for (const fixed of outer) {
        const over = fixed.getBoundingClientRect();
        const meets = boxes.some(
          (box) =>
            box.width > 0 &&
            box.height > 0 &&
            box.bottom > over.top + 1 &&
            box.top < over.bottom - 1 &&
            box.right > over.left + 1 &&
            box.left < over.right - 1,
        );
        if (meets) {
          const name = `${fixed.tagName.toLowerCase()}[aria-label=${fixed.getAttribute("aria-label") ?? ""}].${fixed.className}`;
          covered.push(
            `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" under ${name.slice(0, 80)}`,
          );
        }
      }
    }
    return covered;
  });
}

/** Scrolls the page to `fraction` (0 the top, 1 the end) of how far it can scroll, at once. */
export async function scrollToFraction(page: Page, fraction: number): Promise<void> {
  await page.evaluate((at) => {
    const most = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: Math.round(most * at), behavior: "instant" });
  }, fraction);
}
