import { createServer, type Server } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { pino } from "pino";
import { nonceSource, postRateLimit, renderLimit } from "./guards";
import { accessLog } from "./middleware/access-log";
import { writeBodyLimits } from "./middleware/body-limits";
import { canonicalRedirect } from "./middleware/canonical-url";
import { cspNonce } from "./middleware/csp-nonce";
import { freshApp } from "./middleware/dev-app";
import { formPostsOnly } from "./middleware/form-posts-only";
import { healthChecks } from "./middleware/health";
import { sameOriginPosts } from "./middleware/same-origin-posts";
import { permissionsPolicy, securityHeaders } from "./middleware/security-headers";
import { hashedAssets, publicFiles } from "./middleware/static-files";
import { uploadedFiles } from "./middleware/uploads";
import { urlBounds } from "./middleware/url-bounds";
import { unsupportedNode } from "./node-version";
import { createPageCache } from "./page-cache";
import { applyConnectionTimeouts } from "./timeouts";
import { installUncaughtErrorHandlers } from "./uncaught-errors";

/**
 * The Node entry point (built to `build/start.js` by `npm run build`; `npm run dev` runs it from source) (architecture 2): Express 5 with compression, security headers and a per-request CSP
 * nonce, the case-insensitive URL rule, static files, `/healthz`, then React Router. In development
 * it serves through Vite's dev server; in production it loads the built bundle. Shuts down gracefully
 * on SIGTERM/SIGINT (finishes requests in flight, closes the database). Each step of the chain is a
 * module of `server/middleware/` (with its test beside it); this file says in which order they run.
 */

type AppModule = typeof import("./app");

// Before the app bundle loads: its SQLite driver would crash an older Node without a word (0025).
const tooOld = unsupportedNode(process.versions.node);
if (tooOld) {
  console.error(tooOld);
  process.exit(2);
}

const production = process.env.NODE_ENV === "production";
/** The app bundle, relative to the working directory (npm scripts run in the project folder). */
const BUILD_PATH = pathToFileURL(resolve("build/server/index.js")).href;

const server = express();
server.disable("x-powered-by");

/**
 * The configuration, checked: a malformed setting is one plain line for the operator
 * (`ConfigError`, app/lib/platform/env.server.ts) and exit status 2, not a stack trace.
 */
function checkedConfig(read: () => ReturnType<AppModule["env"]>): ReturnType<AppModule["env"]> {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof Error && error.name === "ConfigError")) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

// The app bundle is loaded first: its env() parses the configuration before anything else runs.
let appModule: AppModule;
let vite: import("vite").ViteDevServer | undefined;
if (production) {
  appModule = (await import(/* @vite-ignore */ BUILD_PATH)) as AppModule;
} else {
  // Checked before Vite starts (several seconds), so a bad setting is reported at once.
  checkedConfig((await import("../app/lib/platform/env.server")).env);
  const { createServer } = await import("vite");
  vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  appModule = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
}
const config = checkedConfig(appModule.env);
// Pages name the site by its configured address, never by the request's Host (ruling 14): without
// SITE_URL a production site would tell search engines and link previews it lives on localhost.
if (production && !config.SITE_URL) {
  console.warn(
    `SITE_URL is not set: pages name the site ${config.siteOrigin} in their canonical links and sitemap. Set it to the public address, e.g. SITE_URL=https://www.example.org.`,
  );
}
server.set("trust proxy", config.TRUST_PROXY);

/** Structured logs: one JSON line per request, with its id, on stdout. */
const logger = pino({ level: config.LOG_LEVEL });
// An error that escapes a request is logged and the others go on being served (docs/decisions/0013);
// a stream of them stops this process gracefully, for the supervisor to start a fresh one.
installUncaughtErrorHandlers({ logger, onTooMany: () => shutdown("Too many escaped errors", 1) });
const nextNonce = nonceSource();

// Rendered public pages (docs/decisions/0004): recorded after the headers every response
// needs and before the checks that only concern writes; answered from the cache in front of Express
// (see the listener at the end). A change to published content raises the page version in its own
// transaction (a database trigger, docs/decisions/0014), never this server. Production only: in
// development, and with `PAGE_CACHE=off` (for debugging a production build), every page is rendered.
const pagesCached =
  production && config.PAGE_CACHE
    ? createPageCache({
        version: appModule.pageVersion,
        nextBoundary: () => appModule.nextScheduleBoundary(),
        nonceOf: (res) => String(res.locals.nonce),
        hasSession: (req) => appModule.carriesSession(req.headers.cookie),
        newNonce: nextNonce,
      })
    : undefined;
let ready = false;
// Pages and data are rendered a few at a time: a flood of requests the cache cannot
// answer waits in line behind itself; cached pages and files never reach this line (decision 0023).
// Costly variants (new searches, calendar months) share a budget whoever asks: a quarter of each second
// of rendering, so a crowd of them leaves the rest to everyone else's pages (decision 0023).
const renders = renderLimit({
  concurrent: 8,
  perAddress: 16,
  queue: 512,
  costOf: (req) => appModule.renderCostOf(req.originalUrl),
  costly: { msPerSecond: 250, burstMs: 500, concurrent: 2, queue: 12, perAddress: 2 },
});

// The chain, in the order a request meets it (architecture 5); each step is in server/middleware/.
// Files first, with only the headers a file needs; everything after compression is compressed.
if (production) server.use("/assets", hashedAssets("build/client/assets"));
server.use(compression());
if (production) server.use(publicFiles("build/client"));
server.use("/uploads", ...uploadedFiles(appModule.storage()));
// Document headers.
server.use(cspNonce(nextNonce));
server.use(securityHeaders({ csp: production, hsts: config.cookieSecure }));
server.use(permissionsPolicy());
// The page cache's Express half.
if (pagesCached) server.use(pagesCached.record);
// Probes.
server.use(
  healthChecks({
    read: appModule.pageVersion,
    write: appModule.checkWritable,
    ready: () => ready,
    renderLine: () => renders.line(),
    logger,
  }),
);
// Writes (small bodies, no floods, same-site forms only.
server.use(writeBodyLimits(config));
server.use(postRateLimit(config.POST_RATE_LIMIT, 60_000));
server.use(sameOriginPosts());
server.use(formPostsOnly(logger));
// One spelling per page (architecture ruling 1).
server.use(canonicalRedirect());
// The render line (above).
server.use(renders);
// The app: through Vite in development, the built bundle in production.
if (vite) server.use(vite.middlewares, freshApp(vite));
else server.use(appModule.app);

// Temporary folders of uploads that a killed process left behind (each post removes its own otherwise).
const leftovers = await appModule.removeLeftoverUploads();
if (leftovers)
  logger.warn({ folders: leftovers }, "Removed temporary upload folders left by a stopped process");

try {
  await appModule.prepareDatabase();
} catch (error) {
  // An operator's mistake found while preparing the database (an unusable ADMIN_PASSWORD, a database
  // that cannot be reached or migrated): one plain line naming it, not a stack trace.
  console.error(`The site cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/**
 * The listener: absurd URLs are refused, every request but a file's gets an id and a log line, then the
 * page cache answers what it holds and Express the rest. A page from the cache skips Express's routing
 * and middleware (they were a third of a cached page's cost); its headers are those the app's
 * middleware set when it was rendered.
 */
const boundUrl = urlBounds();
const logRequest = accessLog(logger);
const app = pagesCached ? pagesCached.front(server) : server;
const listener: Server = applyConnectionTimeouts(
  createServer((req, res) => boundUrl(req, res, () => logRequest(req, res, () => app(req, res)))),
).listen(config.PORT, config.HOST, () => {
  ready = true;
  const url = `http://localhost:${config.PORT}`;
  console.log(`School website ready at ${url} (${production ? "production" : "development"})`);
  console.log(`Staff sign in at ${url}/login`);
});
// The address cannot be taken: one line naming it and what to do, then exit.
listener.on("error", async (error: NodeJS.ErrnoException) => {
  const advice: Record<string, string> = {
    EADDRINUSE: `Port ${config.PORT} is already in use: stop the program that holds it, or start with another PORT.`,
    EACCES: `Port ${config.PORT} may not be opened by this user: start with a PORT above 1023 (and a reverse proxy on 80/443).`,
    EADDRNOTAVAIL: `HOST ${config.HOST} is not an address of this machine: start with HOST=0.0.0.0 or one of its addresses.`,
  };
  const line = error.code ? advice[error.code] : undefined;
  if (!line) throw error;
  console.error(line);
  await appModule.closeDb().catch(() => undefined);
  process.exit(1);
});

let stopping = false;
function shutdown(reason: string, status = 0) {
  if (stopping) return;
  stopping = true;
  ready = false;
  console.log(`${reason}: finishing requests in flight, then stopping.`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  listener.close(async () => {
    await appModule.closeDb().catch(() => undefined);
    await vite?.close();
    process.exit(status);
  });
  listener.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM received"));
process.on("SIGINT", () => shutdown("SIGINT received"));
