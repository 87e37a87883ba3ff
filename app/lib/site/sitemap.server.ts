import { createHash } from "node:crypto";

/**
 * `sitemap.xml` and `robots.txt` (issue 8), made from React Router's route table so that a new page is
 * listed the day it is added, and the admin area, sign-in, redirects and error pages never are.
 */

export interface RouteInfo {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** Route ids that are not public pages: the admin area, sign-in, redirects, the 404 and the thank-you page. */
const PRIVATE =
  /^(routes\/admin|routes\/auth|legacy-|routes\/site\/(redirect|not-found|group\/enquiry-sent))/;

/** Every public page path of a route table ("/" for the home page), sorted, each once. */
export function publicPaths(routes: Record<string, RouteInfo | undefined>): string[] {
  const fullPath = (route: RouteInfo): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const prefix = parent ? fullPath(parent) : "";
    return route.path ? `${prefix.replace(/\/$/, "")}/${route.path}` : prefix || "/";
  };
  const children = new Set(Object.values(routes).map((r) => r?.parentId));
  const paths = Object.values(routes)
    .filter((r): r is RouteInfo => Boolean(r) && r?.id !== "root")
    .filter((r) => !PRIVATE.test(r.id) && !children.has(r.id))
    .map(fullPath)
    .filter((p) => !/[:*]/.test(p) && !/\.[a-z]+$/.test(p));
  return [...new Set(paths)].sort();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The XML sitemap of `paths` on `origin` (e.g. "https://example.org"). */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
 * The origin a request was made to, as the sitemap's addresses and robots.txt name it: the request's
 * protocol (a proxy's `X-Forwarded-Proto` when `TRUST_PROXY` allows it) and its `Host` header as sent.
 */
export function originOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.protocol}//${request.headers.get("host") ?? url.host}`;
}

/**
 * Express's weak ETag of a body (`W/"<length in hex>-<SHA-1, base64, 27 characters>"`): the one these
 * files had when Express sent them, so a crawler's copy stays valid across the move to React Router.
 */
function weakEtag(body: Uint8Array): string {
  const hash = createHash("sha1").update(body).digest("base64").slice(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

/**
 * True when a GET or HEAD already holds this version (the `fresh` rules Express applies): an
 * `If-None-Match` naming `etag` (or `*`), unless the request says `Cache-Control: no-cache`. The files
 * have no `Last-Modified`, so an `If-Modified-Since` never matches.
 */
function isFresh(request: Request, etag: string): boolean {
  const noneMatch = request.headers.get("if-none-match");
  if (!noneMatch || request.headers.has("if-modified-since")) return false;
  if (/(?:^|,)\s*?no-cache\s*?(?:,|$)/.test(request.headers.get("cache-control") ?? "")) return false;
  if (noneMatch.trim() === "*") return true;
  return noneMatch
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === etag || `W/${tag}` === etag || tag === `W/${etag}`);
}

/**
 * A generated text file for crawlers (`sitemap.xml`, `robots.txt`; issue 8), answered as Express's
 * `res.send` answered it: `<type>; charset=utf-8`, cached for an hour, `Content-Length` and a weak ETag,
 * and 304 without a body to a request that already holds it.
 */
export function crawlerFile(request: Request, body: string, type: string): Response {
  const bytes = new TextEncoder().encode(body);
  const etag = weakEtag(bytes);
  const method = request.method.toUpperCase();
  if ((method === "GET" || method === "HEAD") && isFresh(request, etag)) {
    return new Response(null, { status: 304, headers: { "Cache-Control": FILE_CACHE_CONTROL, ETag: etag } });
  }
  return new Response(bytes, {
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Cache-Control": FILE_CACHE_CONTROL,
      "Content-Length": String(bytes.length),
      ETag: etag,
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
