import { englishPathOf } from "./language";

/**
 * The public pages kept out of search engines and site search: each answers with
 * `<meta name="robots" content="noindex">` (and its `/ta` twin too), is left out of the sitemap
 * (`listedPaths`) and out of the site search index (search/sources.server.ts). The RTE admissions
 * pages link the lottery's lists, which name children admitted under RTE Act 2009 s.12(1)(c): parents
 * reach them from the school's pages, never from a search for a child's name (DPDP Act 2023 s.9).
 */

/** The schools' RTE admissions pages, by school (English addresses). */
export const RTE_PAGES = {
  vidhyashram: "/vidhyashram/rte",
  vidhyapeeth: "/vidhyapeeth/rte",
} as const;

/** The English addresses of the pages not indexed. */
export const NOT_INDEXED: ReadonlySet<string> = new Set(Object.values(RTE_PAGES));

/** True when the page at `path` (English or its `/ta` twin, any case) is kept out of every index. */
export function isNotIndexed(path: string): boolean {
  return NOT_INDEXED.has(englishPathOf(path.toLowerCase()));
}

/** The `<meta>` a page not indexed carries. */
export const NOINDEX = { name: "robots", content: "noindex" } as const;
