import type { ReactNode } from "react";
import { useLanguage } from "~/lib/site/language";

/**
 * What the office wrote, on a page of another language (decision 0030): the office's content (page
 * text, notice and album titles, names from the settings) is still English only, so on a Tamil page it
 * is marked `lang="en"` — a screen reader then reads it with an English voice, and a browser does not
 * hyphenate or translate it as Tamil. On an English page nothing is added (the page's own `lang`
 * holds), so the English HTML is as before. When the office can write each field in both languages,
 * the field's own language replaces this one place.
 */

/** The attribute to spread on an element that holds the office's English text: `{ lang: "en" }` on a Tamil page, else none. */
export function useOfficeLang(): { lang?: "en" } {
  return useLanguage() === "en" ? {} : { lang: "en" };
}

/** `children`, the office's English text, in a `<span lang="en">` on a Tamil page; as they are on an English one. */
export function OfficeText({ children }: { children: ReactNode }) {
  const mark = useOfficeLang();
  return mark.lang ? <span lang={mark.lang}>{children}</span> : children;
}
