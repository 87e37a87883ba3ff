/**
 * The languages the public pages are written in. English stays at the site's addresses; Tamil, the
 * parents' own language (both schools are in Tamil Nadu), has a twin of every public page under `/ta`.
 * The language of a page comes from its address only — never a cookie or `Accept-Language` — so one
 * address is one page for everyone, and the page cache stays shared (decision 0030).
 */
export const LANGUAGES = ["en", "ta"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The address prefix of each language's pages: English has none. */
export const LANGUAGE_PREFIX: Record<Language, string> = { en: "", ta: "/ta" };

/** BCP 47 tags: `<html lang>`, `hreflang`, and `Intl`'s locale (India's conventions for both). */
export const LANGUAGE_TAG: Record<Language, string> = { en: "en-IN", ta: "ta-IN" };

/** Open Graph's locale of each language. */
export const OG_LOCALE: Record<Language, string> = { en: "en_IN", ta: "ta_IN" };

/** Each language's name in its own script: the words of the link to the other language. */
export const LANGUAGE_NAME: Record<Language, string> = { en: "English", ta: "தமிழ்" };
