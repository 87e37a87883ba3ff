import { Search } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { QUERY_MAX_CHARS } from "~/lib/search/query";
import { pathIn, useLanguage } from "~/lib/site/language";
import { chromeWords } from "~content/words/chrome";

/** The address of the search page; its query parameter is `q`. */
export const SEARCH_PATH = "/search";

/** The attributes of every box that takes the words to search for (the longest the search reads). */
export const QUERY_FIELD = {
  type: "search",
  name: "q",
  maxLength: QUERY_MAX_CHARS,
  autoComplete: "off",
  enterKeyHint: "search",
} as const;

/**
 * The header's way to search the site, without JavaScript: on wider screens a small GET form to
 * `/search` (a labelled field and a button, drawn for the header's dark ticker bar); on phones, where
 * the header has no room for a field, a 36 px icon link to the search page, whose own form takes the
 * words.
 *
 * `variant`: "field" (the form) or "link" (the icon); "wide", the form on a light background with its
 * label shown, across the width it is given (the full menu, which every page opens, the home page
 * included). The form is a `<search>` landmark named "Site search", distinct from the search page's own
 * form.
 */
export function SearchBox({
  variant,
  className = "",
}: {
  variant: "field" | "link" | "wide";
  className?: string;
}) {
  const id = useId();
  const language = useLanguage();
  const words = chromeWords[language];
  const action = pathIn(language, SEARCH_PATH);
  if (variant === "wide") {
    return (
      <search aria-label={words.siteSearch} className={`block ${className}`}>
        <form method="get" action={action}>
          <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
            {words.searchTheSite}
          </label>
          <div className="mt-1 flex">
            <input
              id={id}
              {...QUERY_FIELD}
              required
              placeholder={words.searchExamples}
              className="h-11 min-w-0 flex-1 rounded-l-md border border-r-0 border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
            />
            <button
              type="submit"
              className="inline-flex h-11 items-center gap-1 rounded-r-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
            >
              <Search aria-hidden className="size-4" />
              {words.search}
            </button>
          </div>
        </form>
      </search>
    );
  }
  if (variant === "link") {
    return (
      <Link
        reloadDocument
        to={action}
        className={`inline-flex size-9 items-center justify-center rounded-md ${className}`}
      >
        <Search aria-hidden className="size-5" />
        <span className="sr-only">{words.searchTheSite}</span>
      </Link>
    );
  }
  return (
    <search aria-label={words.siteSearch} className={`block ${className}`}>
      <form method="get" action={action} className="flex items-center">
        <label htmlFor={id} className="sr-only">
          {words.searchTheSite}
        </label>
        <input
          id={id}
          {...QUERY_FIELD}
          required
          placeholder={words.searchPlaceholder}
          className="h-7 w-36 rounded-l-md border border-r-0 border-white bg-white px-2 text-sm text-slate-900 placeholder:text-slate-600 focus:outline-none focus:ring-2 focus:ring-gold-400 lg:w-48"
        />
        <button
          type="submit"
          className="inline-flex h-7 w-9 items-center justify-center rounded-r-md border border-gold-400 bg-gold-400 text-brand-900 hover:bg-gold-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <Search aria-hidden className="size-4" />
          <span className="sr-only">{words.search}</span>
        </button>
      </form>
    </search>
  );
}
