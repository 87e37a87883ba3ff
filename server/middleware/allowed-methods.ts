import type { NextFunction, Request, Response } from "express";
import { matchRoutes } from "react-router";
import { PRIVATE } from "../../app/lib/platform/http-cache";
import { type RouteEntry, routeTreeOf } from "../../app/lib/platform/route-tree";

/** A route of React Router's server build, as far as this needs it (`build.routes`). */
export interface BuildRoute extends RouteEntry {
  module: { action?: unknown };
}

/** What every page takes; a route with an action takes a form's POST too. */
const READ = "GET, HEAD";
const READ_AND_POST = "GET, HEAD, POST";

/**
 * The path React Router matches for a request's path: a data request's (`/aims.data`, the home
 * page's `/_.data` with `v8_trailingSlashAwareDataRequests`) is its page's.
 */
function pagePath(path: string): string {
  if (path.endsWith("/_.data")) return path.slice(0, -"_.data".length);
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/** True when `search` holds a bare `index` parameter (`?index`): the post is for the index route. */
function asksForIndex(search: string): boolean {
  return new URLSearchParams(search).getAll("index").some((value) => value === "");
}

/**
 * The `Allow` value for a URL, from the server build's routes: `GET, HEAD, POST` when the route a
 * form posted there would reach has an action, `GET, HEAD` otherwise; undefined when no route matches
 * (React Router answers that itself). The route is chosen as React Router chooses an action's
 * (`getTargetMatch`): the deepest match that has a path of its own, or the index route for `?index`.
 * Matching is React Router's `matchRoutes` (decoded, case-insensitive).
 */
export function allowedMethodsOf(
  routes: Record<string, BuildRoute | undefined>,
): (path: string, search: string) => string | undefined {
  const roots = routeTreeOf(routes);
  return (path, search) => {
    const matches = matchRoutes(roots, pagePath(path));
    const leaf = matches?.at(-1);
    if (!matches || !leaf) return undefined;
    const target =
      leaf.route.index && asksForIndex(search)
        ? leaf
        : matches.filter((match, at) => at === 0 || Boolean(match.route.path)).at(-1);
    return target && routes[target.route.id ?? ""]?.module.action ? READ_AND_POST : READ;
  };
}

/**
 * Requests in a method the matched route does not take are answered here, before React Router, with
 * 405, the `Allow` header, `private, no-store` and a line of plain text: `OPTIONS` (the site answers no
 * CORS preflight), a POST to a route without an action (a public page among them), and PUT, PATCH,
 * DELETE or any other method (every form of the site posts). React Router would answer these 405 too, but as a server error: it renders the error
 * page (its loaders included) and logs its own error's stack, about 2,000 lines in one fuzzing run.
 * The request log's line (warn, status 405) is the only line written. GET and HEAD, and a POST to a
 * route with an action, go on. `routes` is read on first use (the server build loads lazily).
 */
export function allowedMethods(
  routes: () => Promise<Record<string, BuildRoute | undefined>>,
): (req: Request, res: Response, next: NextFunction) => void {
  let allowFor: ReturnType<typeof allowedMethodsOf> | undefined;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const decide = (allow: ReturnType<typeof allowedMethodsOf>) => {
      const queryAt = req.originalUrl.indexOf("?");
      const search = queryAt >= 0 ? req.originalUrl.slice(queryAt) : "";
      const allowed = allow(req.path, search);
      if (!allowed || (req.method === "POST" && allowed === READ_AND_POST)) return next();
      res
        .status(405)
        .set({ Allow: allowed, "Cache-Control": PRIVATE })
        .type("text/plain")
        .send(`This address does not take ${req.method} requests.`);
    };
    if (allowFor) return decide(allowFor);
    routes().then((loaded) => {
      allowFor ??= allowedMethodsOf(loaded);
      decide(allowFor);
    }, next);
  };
}
