import { safeRead } from "~/lib/platform/safe-read.server";
import { QUERY_MAX_CHARS, searchTerms } from "~/lib/search/query";
import { type SearchAnswer, searchSite } from "~/lib/search/search.server";
import { languageOf } from "~/lib/site/language";
import type { SchoolSlug } from "~content/site";
import { searchWords } from "~content/words/pages";

/** The query parameters the search page reads (the page cache keys its copies by these alone). */
export const SEARCH_PARAMS = ["q", "school"] as const;

/** How many results the page shows. */
export const SEARCH_PAGE_LIMIT = 20;

/** What the search page draws. */
export interface SearchPageData {
  /** The words as typed (cut at `QUERY_MAX_CHARS`), to keep them in the field. */
  query: string;
  school: SchoolSlug | null;
  /** Next to the field: why nothing was searched for. */
  error?: string;
  /** Null when nothing was searched for, or the search failed (`unavailable`). */
  answer: SearchAnswer | null;
  /** True when the database could not be searched just now. */
  unavailable: boolean;
}

/** The school a `?school=` value asks for; anything else (missing, misspelt, "all") means both. */
export function searchSchool(value: string | null): SchoolSlug | null {
  const wanted = value?.trim().toLowerCase();
  return wanted === "vidhyashram" || wanted === "vidhyapeeth" ? wanted : null;
}

/**
 * The search page for `url`: no `q` (the page opened from the phone header's icon) searches nothing
 * and asks for words; a `q` without any word ("", `"*"`) says so next to the field, in the language
 * of the address (`/ta/search` in Tamil); else the best `SEARCH_PAGE_LIMIT` results (for similar
 * spellings when the words as typed are found nowhere: `answer.similar`). A search that fails is
 * logged ("Error fetching search results:", architecture ruling 5) and the page says search is
 * unavailable; it never answers 500.
 */
export async function loadSearch(url: URL): Promise<SearchPageData> {
  const params = url.searchParams;
  const school = searchSchool(params.get("school"));
  const raw = params.get("q");
  const query = (raw ?? "").slice(0, QUERY_MAX_CHARS);
  if (raw === null) return { query, school, answer: null, unavailable: false };
  if (searchTerms(query).length === 0) {
    return {
      query,
      school,
      error: searchWords[languageOf(url.pathname)].typeWord,
      answer: null,
      unavailable: false,
    };
  }
  const answer = await safeRead(
    "search results",
    () => searchSite(query, { school: school ?? undefined, limit: SEARCH_PAGE_LIMIT }),
    null,
  );
  return { query, school, answer, unavailable: answer === null };
}
