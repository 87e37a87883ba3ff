import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  createRequestHandler,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
  type HeadersArgs,
  type HeadersFunction,
  matchRoutes,
  type Params,
  type RouteObject,
  RouterContextProvider,
  type ServerBuild,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
} from "react-router";
import { createSession } from "~/lib/auth/session.server";
import { createUser, findUserByUsername } from "~/lib/auth/users.server";
import type { KnownPath } from "~/lib/platform/request-context";
import routeConfig from "../../app/routes";
import reactRouterConfig from "../../react-router.config";

/**
 * The route-test harness: calls a route module's loader or action the way React Router's
 * server does, so that a test meets the route as a visitor would. The URL of the request is matched
 * against the real route table (`app/routes.ts`); the middleware of every route of that match, root
 * first (the admin layout's staff guard, a resource route's own), runs before the handler, with a real
 * `RouterContextProvider` holding what `server/app.ts`'s `getLoadContext` sets (nonce, client address,
 * known paths); then the handler gets `{ request, url, pattern, params, context }` with the params of
 * the match. What it returns, or throws as React Router's answers (a `Response`, a `data()`), comes
 * back to the test; any other error propagates (React Router would answer 500).
 */

/** The origin of every request the helpers make. */
export const SITE = "http://localhost:3000";

/** The password `signIn` gives an account it creates. */
export const TEST_PASSWORD = "a-long-staff-password";

// ---------------------------------------------------------------------------------------------------
// Requests

/** Options of a request: the browser's `Cookie` header (from `signIn`) and other headers. */
export interface RequestOptions {
  cookie?: string;
  headers?: Record<string, string>;
}

function requestHeaders(options: RequestOptions, extra: Record<string, string> = {}): Record<string, string> {
  const headers = { ...extra, ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  return headers;
}

/** A GET of `path` (with its query) on this site, as a browser sends it. */
export function get(path: string, options: RequestOptions = {}): Request {
  return new Request(`${SITE}${path}`, { headers: requestHeaders(options) });
}

/**
 * A POST of `path`: a plain record is sent URL-encoded (a form without files), a `FormData` as
 * multipart (the browser sets the boundary), a string as it is (give its `Content-Type` in `headers`).
 */
export function post(
  path: string,
  body: Record<string, string> | FormData | string,
  options: RequestOptions = {},
): Request {
  if (body instanceof FormData || typeof body === "string") {
    return new Request(`${SITE}${path}`, { method: "POST", headers: requestHeaders(options), body });
  }
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: requestHeaders(options, { "Content-Type": "application/x-www-form-urlencoded" }),
    body: new URLSearchParams(body),
  });
}

/** What `signIn` creates an account with when there is none of that name. */
export type AccountOptions = Partial<Omit<Parameters<typeof createUser>[0], "username">>;

/**
 * A signed-in browser's `Cookie` header: a new session of the account `username`, created first
 * (password `TEST_PASSWORD` unless given, administrator unless `role` says otherwise) when there is
 * none of that name.
 */
export async function signIn(username: string, account: AccountOptions = {}): Promise<string> {
  const user =
    (await findUserByUsername(username)) ??
    (await createUser({ username, password: TEST_PASSWORD, ...account }));
  return sessionCookie(user.id);
}

/** A `Cookie` header for a new session of the existing account `userId`. */
export async function sessionCookie(userId: number): Promise<string> {
  const setCookie = await createSession(new Request(`${SITE}/login`), userId);
  return setCookie.split(";")[0] ?? "";
}

// ---------------------------------------------------------------------------------------------------
// The route table

/** One route of `app/routes.ts`, with what leads to it. */
export interface TableRoute {
  /** React Router's route id: the `id` option, or the file without its extension. */
  id: string;
  /** The module, relative to `app/` (`routes/admin/layout.tsx`). */
  file: string;
  /** The full URL pattern (`/admin/albums/:id`; `/` for the home page). */
  path: string;
  /** The files of the routes around it, outermost first (`root.tsx` is not listed). */
  parents: string[];
  /** True for a layout route: it has children and no URL of its own. */
  layout: boolean;
}

const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

/** Every route of the route table, depth first (a layout before its children). */
export function routeTable(): TableRoute[] {
  const walk = (entries: RouteConfigEntry[], base: string, parents: string[]): TableRoute[] =>
    entries.flatMap((entry) => {
      const path = entry.path ? `${base}/${entry.path}` : base;
      const layout = !entry.index && entry.path === undefined && Boolean(entry.children?.length);
      return [
        { id: routeId(entry), file: entry.file, path: path || "/", parents, layout },
        ...walk(entry.children ?? [], path, [...parents, entry.file]),
      ];
    });
  return walk(routeConfig, "", []);
}

/** The route table as React Router's route objects, under the root; `handle` is the module's file. */
const routeObjects: RouteObject[] = (() => {
  const convert = (entries: RouteConfigEntry[]): RouteObject[] =>
    entries.map((entry) =>
      entry.index
        ? { id: routeId(entry), index: true, path: entry.path, handle: entry.file }
        : {
            id: routeId(entry),
            path: entry.path,
            caseSensitive: entry.caseSensitive,
            handle: entry.file,
            children: convert(entry.children ?? []),
          },
    );
  return [{ id: "root", path: "", handle: "root.tsx", children: convert(routeConfig) }];
})();

// ---------------------------------------------------------------------------------------------------
// Route modules

/** The arguments React Router gives a loader, an action or a middleware function. */
export interface DataArgs {
  request: Request;
  url: URL;
  pattern: string;
  params: Params;
  context: Readonly<RouterContextProvider>;
}

/**
 * A middleware function as the harness calls it (React Router's server signature). Declared through a
 * method so that its parameters are compared both ways: a route's own `Route.MiddlewareFunction`, with
 * its typed `params` and `next`, fits.
 */
type Middleware = { call(args: DataArgs, next: () => Promise<unknown>): unknown }["call"];

/**
 * What the harness reads of a route module. Method syntax on purpose: a module's own `Route.LoaderArgs`
 * (with typed `params`) is accepted in place of the wider `DataArgs`.
 */
export interface RouteModule {
  middleware?: readonly Middleware[];
  loader?(args: DataArgs): unknown;
  action?(args: DataArgs): unknown;
}

/** A route module with a loader. */
export interface WithLoader extends RouteModule {
  loader(args: DataArgs): unknown;
}

/** A route module with an action. */
export interface WithAction extends RouteModule {
  action(args: DataArgs): unknown;
}

/** A route module as React Router's server build holds it. */
type ServerRouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** Every route module under `app/`, loaded on first use (the glob is resolved by Vite). */
const moduleFiles = import.meta.glob<RouteModule & ServerRouteModule>([
  "/app/root.tsx",
  "/app/routes/**/*.{ts,tsx}",
  "!/app/routes/**/*.test.{ts,tsx}",
]);

/** The module of `file` (relative to `app/`, as in the route table). */
export async function loadRouteModule(file: string): Promise<RouteModule & ServerRouteModule> {
  const load = moduleFiles[`/app/${file}`];
  if (!load) throw new Error(`No route module app/${file}`);
  return load();
}

// ---------------------------------------------------------------------------------------------------
// Calling loaders and actions

/** What React Router makes an HTTP answer of when a loader or action throws it. */
export type Thrown = Response | DataWithResponseInit<unknown>;

/** What a loader or action of type `F` returned, or the answer it threw. */
export type Outcome<F> = F extends (...args: never[]) => infer R ? Awaited<R> | Thrown : never;

/** The per-request values `server/app.ts` puts in the load context. */
export interface ContextOptions {
  /** The client address (`req.ip`); `127.0.0.1` unless given. */
  address?: string;
  /** The CSP nonce; empty unless given. */
  nonce?: string;
  /** The route table's page test; unset (any path on this site) unless given. */
  knownPath?: KnownPath;
}

/**
 * A fresh `RouterContextProvider` holding what `getLoadContext` in `server/app.ts` sets for a request.
 * The context keys are read from the module as loaded now, so a test that reloads modules
 * (`vi.resetModules()`) gets the keys of the fresh modules.
 */
export async function loadContext(options: ContextOptions = {}): Promise<RouterContextProvider> {
  const { clientAddressContext, knownPathContext, nonceContext } = await import(
    "~/lib/platform/request-context"
  );
  const context = new RouterContextProvider();
  context.set(nonceContext, options.nonce ?? "");
  context.set(clientAddressContext, options.address ?? "127.0.0.1");
  context.set(knownPathContext, options.knownPath);
  return context;
}

/** True for a `data()` result (React Router's own test, by its `type` tag). */
export function isData(value: unknown): value is DataWithResponseInit<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    "type" in value &&
    value.type === "DataWithResponseInit" &&
    "data" in value
  );
}

/** The chain of route modules React Router matches for `request`, root first, and its pattern and params. */
async function matchChain(request: Request) {
  const url = new URL(request.url);
  const matches = matchRoutes(routeObjects, url.pathname);
  if (!matches) throw new Error(`No route of app/routes.ts matches ${url.pathname}`);
  const files = matches.map((m) => String(m.route.handle));
  // React Router's pattern: the matched routes' paths joined ("admin/albums/:id").
  const pattern =
    matches
      .map((m) => m.route.path)
      .filter(Boolean)
      .join("/")
      .replace(/\/\/+/g, "/") || "/";
  const params = matches.at(-1)?.params ?? {};
  return { url, files, pattern, params, modules: await Promise.all(files.map(loadRouteModule)) };
}

/**
 * Runs `middleware` in order around `handler`, as React Router's server does: a middleware that
 * returns nothing goes on to the next (whether or not it called `next()`), one that returns a
 * `Response` answers with it, one that throws stops the chain with what it threw.
 */
async function runMiddleware(middleware: Middleware[], args: DataArgs, handler: () => Promise<unknown>) {
  const step = async (index: number): Promise<unknown> => {
    const current = middleware[index];
    if (!current) return handler();
    let downstream: { value: unknown } | undefined;
    const next = async () => {
      if (downstream) throw new Error("next() called twice");
      downstream = { value: await step(index + 1) };
      return downstream.value;
    };
    const value = await current(args, next);
    if (value instanceof Response) return value;
    return downstream ? downstream.value : step(index + 1);
  };
  return step(0);
}

/** Options of a call: the load context's values. */
export type CallOptions = ContextOptions;

async function call(
  kind: "loader" | "action",
  handler: (args: DataArgs) => unknown,
  route: RouteModule | null,
  request: Request,
  options: CallOptions,
): Promise<unknown> {
  const chain = await matchChain(request);
  // An action is the matched page's; a loader may also be a layout's around it (React Router runs both).
  const candidates = kind === "action" ? chain.modules.slice(-1) : chain.modules;
  if (route && !candidates.some((module) => module[kind] === route[kind])) {
    throw new Error(
      `The ${kind} of ${request.method} ${chain.url.pathname} is app/${chain.files.at(-1)}'s, not the module given`,
    );
  }
  const context = await loadContext(options);
  const args: DataArgs = {
    request,
    url: chain.url,
    pattern: chain.pattern,
    params: chain.params,
    context,
  };
  const middleware = chain.modules.flatMap((module) => module.middleware ?? []);
  try {
    return await runMiddleware(middleware, args, async () => handler(args));
  } catch (thrown) {
    if (thrown instanceof Response || isData(thrown)) return thrown;
    throw thrown;
  }
}

/**
 * Calls `route`'s loader for `request` the way React Router does (see the top of this file): the
 * middleware of the matched routes first, then the loader. Returns what the loader returned, or the
 * `Response` or `data()` that the middleware or the loader threw; other errors are thrown on. Throws
 * when `route` is neither the route of the request's URL nor a layout around it.
 */
export function callLoader<M extends WithLoader>(
  route: M,
  request: Request,
  options: CallOptions = {},
): Promise<Outcome<M["loader"]>> {
  return call("loader", (args) => route.loader(args), route, request, options) as Promise<
    Outcome<M["loader"]>
  >;
}

/** `callLoader` for an action (a POST request). */
export function callAction<M extends WithAction>(
  route: M,
  request: Request,
  options: CallOptions = {},
): Promise<Outcome<M["action"]>> {
  return call("action", (args) => route.action(args), route, request, options) as Promise<
    Outcome<M["action"]>
  >;
}

/**
 * Calls `handler` in place of the action of the route that serves `request`'s URL, after that route's
 * middleware (for a helper of a route module that the test calls with its own arguments).
 */
export function callActionWith<R>(
  handler: (args: DataArgs) => R,
  request: Request,
  options: CallOptions = {},
) {
  return call("action", handler, null, request, options) as Promise<Awaited<R> | Thrown>;
}

/**
 * The data `route`'s loader returned for `request`: fails (throws) when it answered a `Response` or a
 * `data()` instead, returned or thrown.
 */
export async function loaderData<M extends WithLoader>(
  route: M,
  request: Request,
  options: CallOptions = {},
): Promise<LoaderValue<M>> {
  const result = await callLoader(route, request, options);
  if (result instanceof Response) {
    throw new Error(`The loader answered ${result.status} ${result.headers.get("Location") ?? ""}`);
  }
  if (isData(result)) {
    // data() with headers alone (a page's cache freshness) is the page's data.
    if ((result.init?.status ?? 200) === 200) return result.data as LoaderValue<M>;
    throw new Error(`The loader answered data() with status ${result.init?.status}`);
  }
  return result as LoaderValue<M>;
}

/**
 * What a loader gives its page: its plain value; for a loader that always answers `data(value, { headers })`
 * (a page's cache freshness), the value inside.
 */
type LoaderValue<M extends WithLoader> = Unwrapped<Awaited<ReturnType<M["loader"]>>>;
type Unwrapped<R> = [Exclude<R, Thrown>] extends [never]
  ? R extends DataWithResponseInit<infer D>
    ? D
    : never
  : Exclude<R, Thrown>;

// ---------------------------------------------------------------------------------------------------
// Reading answers

/**
 * The HTTP status an answer sets: a `Response`'s, or the one a `data()` gives; undefined for plain data
 * and for a `data()` that sets none (React Router then answers 200).
 */
export function statusOf(result: unknown): number | undefined {
  if (result instanceof Response) return result.status;
  if (isData(result)) return result.init?.status;
  return undefined;
}

/** The `Location` of a `Response` answer, else null. */
export function locationOf(result: unknown): string | null {
  return result instanceof Response ? result.headers.get("Location") : null;
}

/** A header of an answer: a `Response`'s, or one a `data()` sets; else null. */
export function headerOf(result: unknown, name: string): string | null {
  if (result instanceof Response) return result.headers.get(name);
  if (isData(result)) return new Headers(result.init?.headers).get(name);
  return null;
}

/** The answer as a `Response`: fails (throws) when it is none. */
export function responseOf(result: unknown): Response {
  if (result instanceof Response) return result;
  throw new Error(`Expected a Response, got ${JSON.stringify(result)?.slice(0, 200)}`);
}

/**
 * The payload of a `data()` answer (returned or thrown), typed as `T` by the test: fails (throws)
 * when the answer is no `data()`.
 */
export function dataOf<T = Record<string, unknown>>(result: unknown): T {
  if (isData(result)) return result.data as T;
  throw new Error(
    `Expected data(), got ${result instanceof Response ? `Response ${result.status}` : typeof result}`,
  );
}

/**
 * The headers of `route`'s `headers` export, called as React Router calls it for a page whose loader
 * and action set none (or with the `args` given).
 */
export function routeHeaders(route: { headers: HeadersFunction }, args: Partial<HeadersArgs> = {}): Headers {
  return new Headers(
    route.headers({
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
      ...args,
    }),
  );
}

/**
 * A React Router server build of `routes` with the project's future flags and `entry` as its server
 * entry, without browser assets (tests render no page a browser loads).
 */
export function testServerBuild(
  routes: ServerBuild["routes"],
  entry: ServerBuild["entry"]["module"],
): ServerBuild {
  const { future } = reactRouterConfig;
  return {
    entry: { module: entry },
    routes,
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {
      v8_middleware: future.v8_middleware,
      v8_passThroughRequests: future.v8_passThroughRequests,
      v8_trailingSlashAwareDataRequests: future.v8_trailingSlashAwareDataRequests,
    },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

/**
 * React Router's own request handler over the routes that serve `path` in the route table (root
 * first, with their real modules and middleware) and the future flags of `react-router.config.ts`: for
 * what reaches the browser (status, headers of a page or a `.data` request). The document render only
 * echoes the status and headers React Router hands it. Each request gets a fresh load context.
 */
export async function requestHandler(path: string) {
  const matches = matchRoutes(routeObjects, path);
  if (!matches) throw new Error(`No route of app/routes.ts matches ${path}`);
  const routes: ServerBuild["routes"] = {};
  let parentId: string | undefined;
  for (const { route } of matches) {
    const id = route.id ?? "";
    routes[id] = {
      id,
      parentId,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      module: await loadRouteModule(String(route.handle)),
    };
    parentId = id;
  }
  const build = testServerBuild(routes, {
    default: (_request, status, headers) => new Response("<!doctype html>", { status, headers }),
  });
  const handle = createRequestHandler(build, "test");
  return async (request: Request, options: ContextOptions = {}) =>
    handle(request, await loadContext(options));
}

/**
 * `module` with its component and error boundary given their props (`loaderData`, `params`…), as
 * React Router's Vite plugin does to every route module of a real build.
 */
function withRouteProps(module: ServerRouteModule): ServerRouteModule {
  const own = module as unknown as ServerRouteModule & Record<string, unknown>;
  return {
    ...own,
    ...(typeof own.default === "function"
      ? { default: UNSAFE_withComponentProps(own.default as Parameters<typeof UNSAFE_withComponentProps>[0]) }
      : {}),
    ...(typeof own.ErrorBoundary === "function"
      ? {
          ErrorBoundary: UNSAFE_withErrorBoundaryProps(
            own.ErrorBoundary as Parameters<typeof UNSAFE_withErrorBoundaryProps>[0],
          ),
        }
      : {}),
  } as ServerRouteModule;
}

/**
 * The whole route table as React Router's server build holds it: real modules and the real
 * `app/entry.server.tsx`, without browser assets (documents render with no script to load).
 */
export async function siteServerBuild(): Promise<ServerBuild> {
  const entry = await import("../../app/entry.server");
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: await loadRouteModule("root.tsx") },
  };
  const walk = async (entries: RouteConfigEntry[], parentId: string) => {
    for (const route of entries) {
      const id = route.id ?? route.file.replace(/\.[jt]sx?$/, "");
      routes[id] = {
        id,
        parentId,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        module: withRouteProps(await loadRouteModule(route.file)),
      };
      await walk(route.children ?? [], id);
    }
  };
  await walk(routeConfig, "root");
  const root = routes.root;
  if (root) root.module = withRouteProps(root.module);
  const build = testServerBuild(routes, entry);
  // The browser manifest React Router draws the document from: each route as a module with no code to load.
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const module = route.module as unknown as Record<string, unknown>;
    build.assets.routes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      module: `/${route.id}.js`,
      hasAction: typeof module.action === "function",
      hasLoader: typeof module.loader === "function",
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: typeof module.ErrorBoundary === "function",
      imports: [],
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    };
  }
  return build;
}
