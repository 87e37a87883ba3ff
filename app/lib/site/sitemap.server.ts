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
