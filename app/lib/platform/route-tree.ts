import type { RouteObject } from "react-router";

/** A route of React Router's server build, as far as matching it needs (`build.routes`). */
export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/**
 * The server build's flat route manifest (`build.routes`, each route naming its parent) as the nested
 * `RouteObject` tree that React Router's `matchRoutes` takes, each object carrying its route's `id`.
 * Used where the server must match a path as React Router will, before React Router runs (a known page,
 * the methods a route takes).
 */
export function routeTreeOf(routes: Record<string, RouteEntry | undefined>): RouteObject[] {
  const byParent = new Map<string | undefined, RouteEntry[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  return tree(undefined);
}
