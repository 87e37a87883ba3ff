import etag from "etag";
import fresh from "fresh";
import { env } from "~/lib/platform/env.server";
import { LANGUAGES } from "~content/languages";
import { englishPathOf, languageOf, pathIn } from "./language";
import { isNotIndexed } from "./not-indexed";

/**
 * `sitemap.xml` and `robots.txt`, made from React Router's route table so that a new page is
 * listed the day it is added, and the admin area, sign-in, redirects and error pages never are; the
 * pages the office adds, hides and deletes (migration 0017) are added to it or left out. robots.txt
 * names no page: a hidden or deleted page must stay crawlable, so that search engines read its 404 or
 * 410 and drop it. Every page is listed in both languages, each `<url>` naming the other (decision 0030).
 */

export interface RouteInfo {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/**
 * Route ids that are not pages to list: the admin area, sign-in, redirects, the 404, the thank-you page
 * and search (its results are other pages, and `/search` alone is an empty form).
 */
const PRIVATE =
  /^(routes\/admin|routes\/auth|legacy-|routes\/site\/(redirect|not-found|office-page|group\/enquiry-(sent|erased)|group\/search))/;

/**
 * Every public page path of a route table ("/" for the home page), sorted, each once: the English pages
 * and their Tamil twins (`/ta/…`, route ids `ta:<English id>`, each as private as its English route).
 */
export function publicPaths(routes: Record<string, RouteInfo | undefined>): string[] {
  const fullPath = (route: RouteInfo): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const prefix = parent ? fullPath(parent) : "";
    return route.path ? `${prefix.replace(/\/$/, "")}/${route.path}` : prefix || "/";
  };
  const children = new Set(Object.values(routes).map((r) => r?.parentId));
  const paths = Object.values(routes)
    .filter((r): r is RouteInfo => Boolean(r) && r?.id !== "root")
    .filter((r) => !PRIVATE.test(r.id.replace(/^ta:/, "")) && !children.has(r.id))
    .map(fullPath)
    .filter((p) => !/[:*]/.test(p) && !/\.[a-z]+$/.test(p));
  return [...new Set(paths)].sort();
}

/**
 * The pages a sitemap lists, by their English addresses: the public pages of the route table
 * (`publicPaths`) less those the office hid or deleted and those not indexed (./not-indexed.ts), with the office's own pages that visitors may
 * see (`PageListing` of page-store.server.ts, migration 0017), sorted, each once. Each has its Tamil
 * twin at `pathIn("ta", path)`, which `sitemapXml` lists beside it.
 */
export function listedPaths(
  routes: Record<string, RouteInfo | undefined>,
  listing: { unlisted: ReadonlySet<string>; office: readonly string[] },
): string[] {
  const english = publicPaths(routes).filter((path) => languageOf(path) === "en");
  const paths = [...english, ...listing.office].filter(
    (path) => !listing.unlisted.has(path) && !isNotIndexed(path),
  );
  return [...new Set(paths)].sort();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The XML sitemap of the pages at `paths` on `origin` (e.g. "https://example.org"), in both languages:
 * for each page (a Tamil address is taken as its English page) a `<url>` per language, each naming the
 * page in every language and English as the default with `xhtml:link rel="alternate" hreflang`
 * (Google's sitemap form of the alternates the pages name in their heads), each page once.
 */
export function sitemapXml(origin: string, paths: string[]): string {
  const pages = [...new Set(paths.map(englishPathOf))];
  const loc = (path: string) => escapeXml(origin + path);
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...LANGUAGES.map((language) => [language, pathIn(language, page)] as const),
      ["x-default", page] as const,
    ]
      .map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${loc(path)}"/>`)
      .join("");
    return LANGUAGES.map((language) => `  <url><loc>${loc(pathIn(language, page))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * robots.txt: everything public may be crawled; the admin area and sign-in are not (rules match by
 * prefix, so `/admin/` and `/admin$`, not `/admin`, which would also hide `/administration`).
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /admin$\nDisallow: /login\nDisallow: /logout\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** How long the sitemap and robots.txt may be kept, by crawlers and shared caches alike: an hour. */
const FILE_CACHE_CONTROL = "public, max-age=3600";

/**
 * The site's origin as the sitemap's addresses and robots.txt name it: `SITE_URL`'s (else
 * `http://localhost:<PORT>`), never the request's `Host` (architecture ruling 14), so a crawler or a
 * shared cache never gets another site's address from a made-up header.
 */
export function originOf(): string {
  return env().siteOrigin;
}

/**
 * A generated text file for crawlers (`sitemap.xml`, `robots.txt`), answered as Express's
 * `res.send` answered it: `<type>; charset=utf-8`, cached for an hour, `Content-Length` and a weak ETag,
 * and 304 without a body to a request that already holds it.
 */
export function crawlerFile(request: Request, body: string, type: string): Response {
  const bytes = Buffer.from(body, "utf8");
  // The same packages Express's `res.send` uses: its weak ETag, and its "fresh" rules for a 304.
  const tag = etag(bytes, { weak: true });
  const method = request.method.toUpperCase();
  const requestHeaders = {
    "if-none-match": request.headers.get("if-none-match") ?? undefined,
    "if-modified-since": request.headers.get("if-modified-since") ?? undefined,
    "cache-control": request.headers.get("cache-control") ?? undefined,
  };
  if ((method === "GET" || method === "HEAD") && fresh(requestHeaders, { etag: tag })) {
    return new Response(null, { status: 304, headers: { "Cache-Control": FILE_CACHE_CONTROL, ETag: tag } });
  }
  return new Response(bytes, {
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Cache-Control": FILE_CACHE_CONTROL,
      "Content-Length": String(bytes.length),
      ETag: tag,
    },
  });
}

/**
 * A write to one of these files (a POST, PUT…): 404 in plain text and never kept, as when they were
 * answered before React Router (a write went on to the 404 page). Without it React Router would answer
 * 405 and log the refusal as a server error.
 */
export function notWritable(): Response {
  return new Response("Page not found.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
