import Fuse from "fuse.js/basic";
import type { BusRoutes } from "~content/schemas/bus-routes";

type BusRoute = BusRoutes["routes"][number];

/** Lower case, no punctuation, single spaces: "M.G.R. Nagar" and "mgr  nagar" compare equal. */
export function normaliseStop(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * What the stop finder found for a query:
 * - `all`: an empty query, every route;
 * - `exact`: stops whose name contains the query ("anna", "Lake View");
 * - `close`: no name contains it, but a few are spelt nearly so ("kotaimedu" → Kottaimedu);
 * - `none`: nothing near it.
 */
export type StopSearch = {
  kind: "all" | "exact" | "close" | "none";
  /** The stops found, as the content spells them (best match first for `close`). */
  stops: string[];
  /** The routes calling at any of `stops`, in route order. */
  routes: BusRoute[];
};

/**
 * Every stop of `data` once, as the content spells it, in route order (the routes are
 * the published page's, so the list is made from them, not from `content/`).
 */
export function stopsOf(data: BusRoutes): string[] {
  return [...new Set(data.routes.flatMap((r) => r.stages.map((s) => s.stop)))];
}

/**
 * A spelling is "close" when Fuse's score (0 a perfect match, 1 none) is at most this: about one
 * mistake in four letters. "kotaimedu" scores 0.11 against "kottaimedu", "nowhere" matches nothing.
 */
const CLOSE_SCORE = 0.3;
/** Of several close stops, only those nearly as close as the best: "gandi nagar" is not "anna nagar". */
const CLOSE_SPREAD = 0.1;
/** Shorter queries match too much by chance; they are only compared as parts of names. */
const FUZZY_MIN_LENGTH = 3;

/** The stops and their fuzzy index, made once per bus routes value (a page draws one value many times). */
const indexes = new WeakMap<BusRoutes, { stops: string[]; fuse: Fuse<string> }>();
function indexOf(data: BusRoutes): { stops: string[]; fuse: Fuse<string> } {
  let index = indexes.get(data);
  if (index) return index;
  const stops = stopsOf(data);
  const fuse = new Fuse(stops.map(normaliseStop), {
    includeScore: true,
    // Anywhere in the name ("medu" in "Kottaimedu"), whatever the name's length.
    ignoreLocation: true,
    ignoreFieldNorm: true,
    threshold: CLOSE_SCORE,
  });
  index = { stops, fuse };
  indexes.set(data, index);
  return index;
}

function closeStops(q: string, data: BusRoutes): string[] {
  if (q.length < FUZZY_MIN_LENGTH) return [];
  const { stops: allStops, fuse } = indexOf(data);
  const found = fuse.search(q).filter((r) => (r.score ?? 1) <= CLOSE_SCORE);
  const best = found[0]?.score ?? 0;
  return found
    .filter((r) => (r.score ?? 1) <= best + CLOSE_SPREAD)
    .map((r) => allStops[r.refIndex])
    .filter((stop): stop is string => stop !== undefined);
}

/**
 * The stops of `data` (the bus routes page as published) matching `query` and the
 * routes calling there: names containing the query first; only when there are none, names spelt nearly
 * like it (a missing, doubled or swapped letter). Runs alike on the server (`?stop=`) and in the browser.
 */
export function findStops(query: string, data: BusRoutes): StopSearch {
  const q = normaliseStop(query);
  if (!q) return { kind: "all", stops: [], routes: data.routes };
  const exact = indexOf(data).stops.filter((stop) => normaliseStop(stop).includes(q));
  const stops = exact.length > 0 ? exact : closeStops(q, data);
  if (stops.length === 0) return { kind: "none", stops, routes: [] };
  const routes = data.routes.filter((route) => route.stages.some((s) => stops.includes(s.stop)));
  return { kind: exact.length > 0 ? "exact" : "close", stops, routes };
}

/** The routes of `data` with a stop matching `query` (all routes for an empty query). */
export function routesServing(query: string, data: BusRoutes): BusRoute[] {
  return findStops(query, data).routes;
}
