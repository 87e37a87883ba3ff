import { useLocation } from "react-router";
import { englishPathOf, pathIn, useLanguage } from "~/lib/site/language";
import { LANGUAGE_NAME, type Language } from "~content/languages";

/** A plain text link, 44 px by 44 px at least (WCAG 2.5.5 touch target). */
const LINK_CLASS =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700";

/**
 * The link to the same page in the other language (decision 0030): "தமிழ்" on an English page,
 * "English" on a Tamil one, each word in its own script and marked with its language (`lang`, so a
 * screen reader says it in the right voice) and `hreflang` (where it leads). A plain link, no script,
 * no cookie: the address is the language, and nothing redirects a visitor between languages. The query
 * string goes along (a calendar's month, a notice board's filter), the fragment does not.
 *
 * `variant`: "inline" in the header, beside the menu; "home" on the home page, which has no header
 * (spec 2.5): fixed at the top right, above the first-visit overlay with the other quick tools, left
 * of the wider screens' rail. At least 44 px tall either way (WCAG 2.5.5 touch target).
 */
export function LanguageSwitch({ variant = "inline" }: { variant?: "inline" | "home" }) {
  const { pathname, search } = useLocation();
  const other: Language = useLanguage() === "ta" ? "en" : "ta";
  const place =
    variant === "home"
      ? "absolute right-2 top-2 z-[70] border border-brand-200 bg-white/95 shadow-sm md:right-[80px] md:top-3"
      : undefined;
  return (
    <a
      href={`${other === "en" ? englishPathOf(pathname) : pathIn("ta", pathname)}${search}`}
      lang={other}
      hrefLang={other}
      className={[LINK_CLASS, place].filter(Boolean).join(" ")}
    >
      {LANGUAGE_NAME[other]}
    </a>
  );
}
