import { busRoutes } from "~content/bus-routes";

/** Lower case, no punctuation, single spaces: "M.G.R. Nagar" and "mgr  nagar" compare equal. */
export function normaliseStop(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The routes with a stop whose name contains `query` (all routes for an empty query). */
export function routesServing(query: string) {
  const q = normaliseStop(query);
  if (!q) return busRoutes.routes;
  return busRoutes.routes.filter((route) => route.stages.some((s) => normaliseStop(s.stop).includes(q)));
}
