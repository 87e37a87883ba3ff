import { matchRoutes } from "react-router";
import { type RouteEntry, routeTreeOf } from "./route-tree";

/**
 * Which requests ask for a costly render (decision 0023): a variant of a page that no cache has kept,
 * because every new query is a new page (a search's words, a month of the calendar). A route says so in
 * its `handle` (`{ costlyQuery: ["q"] }`): a request that matches it and carries one of those query
 * parameters, not empty, is costly. Decided from the route React Router will match (its own
 * `matchRoutes`, case-insensitive and decoded), never from the spelling of the URL.
 */

/** What a route's `handle` may say of its cost. */
export interface RenderCostHandle {
  /** Query parameters each new value of which is a render of its own (searches, months). */
  costlyQuery?: readonly string[];
}

/** A route of the server build, with its module's `handle`. */
export type CostedRoute = RouteEntry & { module?: { handle?: unknown } };

/** React Router's data requests: `/search.data` is `/search`'s data, `/_root.data` the home page's. */
const DATA_SUFFIX = /\.data$/;

/**
 * A test made once from the server build's `routes`: given a request's URL (path and query, as the
 * request line has it), "costly" when the route it matches declares one of its query parameters
 * costly and the URL carries it, else "ordinary". Never throws (a URL that cannot be parsed is ordinary:
 * the router refuses it).
 */
export function renderCostTest(
  routes: Record<string, CostedRoute | undefined>,
): (url: string) => "costly" | "ordinary" {
  const tree = routeTreeOf(routes);
  const costlyOf = new Map<string, readonly string[]>();
  for (const route of Object.values(routes)) {
    const handle = route?.module?.handle as RenderCostHandle | undefined;
    if (route && handle?.costlyQuery?.length) costlyOf.set(route.id, handle.costlyQuery);
  }
  return (url) => {
    if (costlyOf.size === 0 || !url.includes("?")) return "ordinary";
    let parsed: URL;
    try {
      parsed = new URL(url, "http://site.invalid");
    } catch {
      return "ordinary";
    }
    const path = parsed.pathname === "/_root.data" ? "/" : parsed.pathname.replace(DATA_SUFFIX, "");
    for (const match of matchRoutes(tree, path) ?? []) {
      const names = match.route.id ? costlyOf.get(match.route.id) : undefined;
      if (names?.some((name) => parsed.searchParams.get(name))) return "costly";
    }
    return "ordinary";
  };
}
