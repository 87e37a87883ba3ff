import type { ReactNode } from "react";
import { useLanguage } from "~/lib/site/language";
import { scriptLanguage } from "~content/bilingual";
import type { Language } from "~content/languages";

/**
 * What the office wrote, marked with its own language where it differs from the page's (decision
 * 0032). A text shows in the page's language when the office wrote it so (a Tamil value, chosen for a
 * Tamil page before the page is drawn); else it is in the other: an English text on a Tamil page whose
 * Tamil is not written yet, or a notice the office typed in Tamil on an English page. The language is
 * read from the text's own letters (`scriptLanguage`), so a screen reader reads each text in its
 * voice and a browser neither hyphenates nor translates it as the page's language. A text of the
 * page's language adds nothing, so an English page is drawn exactly as before.
 */

/** The language of `text` when it is not the page's `page` language, else undefined. */
export function otherLanguage(text: string, page: Language): Language | undefined {
  const language = scriptLanguage(text);
  return language !== undefined && language !== page ? language : undefined;
}

/** The attribute to spread on an element holding the office's `text`: `{ lang }` when its language is not the page's. */
export function useOfficeLang(text: string | undefined): { lang?: Language } {
  const language = otherLanguage(text ?? "", useLanguage());
  return language ? { lang: language } : {};
}

/** `children`, the office's text, in a `<span lang>` when its language is not the page's; as it is otherwise. */
export function OfficeText({ children }: { children: string | undefined | null }): ReactNode {
  const mark = useOfficeLang(children ?? "");
  return mark.lang ? <span lang={mark.lang}>{children}</span> : children;
}
