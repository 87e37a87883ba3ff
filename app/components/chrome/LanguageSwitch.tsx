import { useLocation } from "react-router";
import { englishPathOf, pathIn, useLanguage } from "~/lib/site/language";
import { LANGUAGE_NAME, type Language } from "~content/languages";

/** In the header: a plain text link, 44 px by 44 px at least (WCAG 2.5.5 touch target). */
const INLINE_CLASS =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700";

/** In the home page's top bar: a pill beside the fee links, as tall as they are (at least 24 px). */
const HOME_CLASS =
  "inline-flex min-h-7 items-center rounded border border-white/50 px-3 font-semibold text-white hover:bg-white/10";

/**
 * The link to the same page in the other language (decision 0030): "தமிழ்" on an English page,
 * "English" on a Tamil one, each word in its own script and marked with its language (`lang`, so a
 * screen reader says it in the right voice) and `hreflang` (where it leads). A plain link, no script,
 * no cookie: the address is the language, and nothing redirects a visitor between languages. The query
 * string goes along (a calendar's month, a notice board's filter), the fragment does not.
 *
 * `variant`: "inline" in the header, beside the menu; "home" in the home page's top bar (it has no
 * header, spec 2.5), beside the fee links, where it covers nothing.
 */
export function LanguageSwitch({ variant = "inline" }: { variant?: "inline" | "home" }) {
  const { pathname, search } = useLocation();
  const other: Language = useLanguage() === "ta" ? "en" : "ta";
  return (
    <a
      href={`${other === "en" ? englishPathOf(pathname) : pathIn("ta", pathname)}${search}`}
      lang={other}
      hrefLang={other}
      className={variant === "home" ? HOME_CLASS : INLINE_CLASS}
    >
      {LANGUAGE_NAME[other]}
    </a>
  );
}
