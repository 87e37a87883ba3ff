import type { HeadersFunction } from "react-router";

/**
 * Which responses may be kept and shared (docs/decisions/0008). The page cache in front
 * of the server stores a response only when the route that rendered it said so with these headers: a
 * public page's route module exports `headers = publicPage()`; every other response (the staff area,
 * sign-in, errors, redirects, action results) leaves `app/entry.server.tsx` with `PRIVATE`. The decision
 * therefore follows the route React Router matched, never the spelling of the URL.
 */

/** A public page: the same for every visitor, so it may be stored and shared (the HTML's nonce aside). */
export const PUBLIC = "public, max-age=0, must-revalidate";
/** Anything that must never be stored by anyone: staff pages, sign-in, errors, form results. */
export const PRIVATE = "private, no-store";

/**
 * The header in which a public page names the query parameters it reads (comma-separated, may be
 * empty). The page cache keys the page by those alone, so `?utm_source=…` or `?cb=<random>` hit the
 * same copy; the cache removes the header before the response leaves.
 */
export const PAGE_QUERY_HEADER = "X-Page-Query";

/**
 * The header in which a public page says until when (an ISO-8601 instant) its copy holds: a page whose
 * words change at a moment without anyone publishing (an application window opening) sets it from its
 * loader (`freshUntil`), and the page cache serves no copy past it. Removed before the response leaves.
 */
export const FRESH_UNTIL_HEADER = "X-Page-Fresh-Until";

/** The loader headers that end a page's cached copy at `at` (ms), or none when nothing is due. */
export function freshUntil(at: number | undefined): Record<string, string> {
  return at === undefined || !Number.isFinite(at) ? {} : { [FRESH_UNTIL_HEADER]: new Date(at).toISOString() };
}

/** True when a `Cache-Control` value allows a shared copy: says `public` and neither `private` nor `no-store`. */
export function isShareable(cacheControl: string | null | undefined): boolean {
  const value = (cacheControl ?? "").toLowerCase();
  return /(^|,)\s*public\s*(,|$)/.test(value) && !/private|no-store/.test(value);
}

/**
 * The `headers` export of a public page's route: `PUBLIC`, and the query parameters the page reads
 * (`query`, e.g. `["stop"]` for the bus-stop finder). A page that reads a parameter not listed here
 * would be served the copy made for another value: list every one.
 */
export function publicPage(query: readonly string[] = []): HeadersFunction {
  const headers = { "Cache-Control": PUBLIC, [PAGE_QUERY_HEADER]: query.join(",") };
  return ({ loaderHeaders }) => {
    // A loader's `freshUntil` travels on to the page cache.
    const until = loaderHeaders.get(FRESH_UNTIL_HEADER);
    return until ? { ...headers, [FRESH_UNTIL_HEADER]: until } : headers;
  };
}

/**
 * `headers` made private unless the response is a successful GET of a public page: called for every
 * page and data response (entry.server), so that a route's mistake cannot make an error or a form's
 * answer shareable. Mutates and returns `headers`.
 */
export function enforcePrivacy(method: string, status: number, headers: Headers): Headers {
  if (method.toUpperCase() !== "GET" || status !== 200 || !isShareable(headers.get("Cache-Control"))) {
    headers.set("Cache-Control", PRIVATE);
    headers.delete(PAGE_QUERY_HEADER);
    headers.delete(FRESH_UNTIL_HEADER);
  }
  return headers;
}
