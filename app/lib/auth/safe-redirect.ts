import { matchRoutes } from "react-router";
import { type RouteEntry, routeTreeOf } from "../platform/route-tree";

/** The route that draws the 404 page for any unknown path: matching it means "not a page". */
const CATCH_ALL = "*";

/**
 * A test for "a page the route table knows", made from React Router's route
 * manifest and matched with React Router's own `matchRoutes` (case-insensitive, decoded, as the server
 * matches requests). The catch-all 404 route does not count.
 */
export function knownPathTest(routes: Record<string, RouteEntry | undefined>): (pathname: string) => boolean {
  const roots = routeTreeOf(routes);
  return (pathname) => {
    const matches = matchRoutes(roots, pathname);
    const leaf = matches?.at(-1)?.route;
    return Boolean(leaf) && leaf?.path !== CATCH_ALL;
  };
}

/**
 * Where to send a user after sign-in (architecture ruling 2): only a path on this site that
 * the route table knows (`isKnown`, from `knownPathTest`; without it any path on this site). The value
 * is normalised first, as a browser would resolve it (dot segments, `%2e`, backslashes, tabs), and the
 * result is what is checked and returned, so `/.//evil.example` cannot become `//evil.example`.
 * Anything else — an absolute URL, a protocol-relative `//host`, control characters, the sign-in page
 * itself — gives `fallback`.
 */
export function safeRedirectPath(
  value: unknown,
  fallback = "/admin",
  isKnown: (pathname: string) => boolean = () => true,
): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://site.invalid");
  } catch {
    return fallback;
  }
  const path = url.pathname;
  if (url.origin !== "http://site.invalid" || !path.startsWith("/") || /^\/[/\\]/.test(path)) return fallback;
  if (/^\/login\/?$/i.test(path) || !isKnown(path)) return fallback;
  return `${path}${url.search}${url.hash}`;
}
