import { createContext, useContext } from "react";
import { LANGUAGE_PREFIX, type Language } from "~content/languages";

/**
 * Which language a public address is in, and the same page's address in the other (decision 0030):
 * `/ta` and everything under `/ta/` is Tamil, every other address English. The route table gives every
 * public route a Tamil twin under `/ta` (app/routes.ts), so these two functions and the table agree.
 */

/** The language of `pathname`: "ta" for `/ta` and `/ta/…`, else "en". */
export function languageOf(pathname: string): Language {
  const lower = pathname.toLowerCase();
  return lower === "/ta" || lower.startsWith("/ta/") ? "ta" : "en";
}

/**
 * `pathname` with its language's prefix taken off: the English address of the page, by which its
 * content, section and route are known (`/ta/vidhyapeeth/aboutus/history` → `/vidhyapeeth/aboutus/history`,
 * `/ta` → `/`). An English address is returned as it is.
 */
export function englishPathOf(pathname: string): string {
  if (languageOf(pathname) === "en") return pathname;
  return pathname.slice(LANGUAGE_PREFIX.ta.length) || "/";
}

/**
 * The address of the page at English address `path` in `language` (`/bus-routes` in Tamil →
 * `/ta/bus-routes`, `/` → `/ta`). A path that is not the site's own (`https://…`, `mailto:`, `#…`) or is
 * a file (documents, media, uploads) is returned as it is: those are the same in both languages.
 */
export function pathIn(language: Language, path: string): string {
  if (language === "en" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (/^\/(documents|media|upload|images|assets|favicon)/.test(path)) return path;
  const english = englishPathOf(path);
  return english === "/" ? LANGUAGE_PREFIX.ta : `${LANGUAGE_PREFIX.ta}${english}`;
}

/** The language of the page being drawn; English unless the root says otherwise (a component test). */
export const LanguageContext = createContext<Language>("en");

/** The language of the page being drawn (`LanguageContext`, set by the root from the address). */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/**
 * The words of `words` (a catalogue of content/words/) in the page's language. On the server, where
 * the language is known from the request (`languageOf`), read `words[language]` directly.
 */
export function useWords<W>(words: { readonly en: W; readonly ta: W }): W {
  return words[useLanguage()];
}
