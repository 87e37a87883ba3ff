import { createServer, type Server } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { pino } from "pino";
import { isFormContentType, NOT_A_FORM } from "../app/lib/forms/encoding";
import { PRIVATE } from "../app/lib/platform/http-cache";
import { bodyLimit, nonceSource, postRateLimit, renderLimit, requestId, urlRefusal } from "./guards";
import { canonicalPath, createPageCache } from "./page-cache";
import { requestLog } from "./request-log";

/**
 * The Node entry point (built to `build/start.js` by `npm run build`; `npm run dev` runs it from source) (architecture 2): Express 5 with compression, security headers and a per-request CSP
 * nonce, the case-insensitive URL rule, static files, `/healthz`, then React Router. In development
 * it serves through Vite's dev server; in production it loads the built bundle. Shuts down gracefully
 * on SIGTERM/SIGINT (finishes requests in flight, closes the database).
 */

type AppModule = typeof import("./app");

const production = process.env.NODE_ENV === "production";
/** The app bundle, relative to the working directory (npm scripts run in the project folder). */
const BUILD_PATH = pathToFileURL(resolve("build/server/index.js")).href;

const server = express();
server.disable("x-powered-by");

/**
 * The configuration, checked (issue 21 item 4): a malformed setting is one plain line for the operator
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
server.set("trust proxy", config.TRUST_PROXY);

/**
 * Files first (issue 8): hashed assets, the public folder's pictures and documents, and uploaded photos
 * are answered before the logging and the document headers, with only the headers a file needs (no
 * type sniffing, same-origin resource policy, caching). A CSP, frame and permission policies or a
 * request id mean nothing on a script or a picture, and over HTTP/1.1 they cost about 0.9 KB per file:
 * some 40 KB on a school's landing page, which loads 45 files.
 */
function fileHeaders(res: import("node:http").ServerResponse, path = "") {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  // An SVG opened on its own is a document that could run script: ours never need any.
  if (path.endsWith(".svg"))
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
}
if (production) {
  // Hashed assets: Brotli or gzip copies made at build time (scripts/compress-assets.ts), cached for a
  // year and never revalidated (so no ETag or Last-Modified).
  server.use(
    "/assets",
    expressStaticGzip("build/client/assets", {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      serveStatic: {
        immutable: true,
        maxAge: "1y",
        redirect: false,
        etag: false,
        lastModified: false,
        setHeaders: fileHeaders,
      },
    }),
  );
}
// Everything after this (public files, pages, data) is compressed when the browser accepts it.
server.use(compression());
if (production) {
  // Files of the public folder (images, documents, icons) all have an extension; pages and React
  // Router's `.data` never come from disk, so they skip the file-system look-up (issue 8: throughput).
  const publicFiles = express.static("build/client", {
    maxAge: "1h",
    redirect: false,
    index: false,
    setHeaders: fileHeaders,
  });
  server.use((req: Request, res: Response, next: NextFunction) =>
    /\.[A-Za-z0-9]+$/.test(req.path) && !req.path.endsWith(".data") ? publicFiles(req, res, next) : next(),
  );
}
// Uploaded photos (issue 7): file names are random and never reused, so they are cached for a year;
// no directory listings, no redirects, and a missing file is a plain 404 (not a rendered page).
server.use(
  "/uploads",
  express.static(resolve(config.UPLOADS_DIR), {
    immutable: true,
    maxAge: "1y",
    index: false,
    redirect: false,
    dotfiles: "deny",
    setHeaders: fileHeaders,
  }),
  (_req: Request, res: Response) => {
    fileHeaders(res);
    res.status(404).type("text/plain").send("Not found");
  },
);

/** Structured logs (issue 9 item 7): one JSON line per request, with its id, on stdout. */
const logger = pino({ level: config.LOG_LEVEL });
const nextNonce = nonceSource();
server.use((_req, res, next) => {
  res.locals.nonce = nextNonce();
  next();
});

server.use(
  helmet({
    contentSecurityPolicy: production
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            baseUri: ["'none'"],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "https:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameSrc: [
              "https://www.youtube-nocookie.com",
              "https://www.google.com",
              "https://www.openstreetmap.org",
            ],
            mediaSrc: ["'self'"],
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    // Not "no-referrer": with it, browsers send `Origin: null` on same-site form posts, which React
    // Router (rightly) refuses as a possible cross-site request.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.cookieSecure,
  }),
);
// Browser features the site never uses are switched off for it and anything it embeds.
server.use((_req, res, next) => {
  res.set(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
  );
  next();
});

// Rendered public pages (issue 8, docs/decisions/0004): kept here, after the headers every response
// needs and before the checks below that only concern writes; answered from the cache in front of
// Express (see the listener at the end). Admin writes raise the page version when they finish.
// Production only: in development every page is rendered.
const pageCache = production
  ? createPageCache({
      version: appModule.pageVersion,
      bump: appModule.bumpPageVersion,
      nonceOf: (res) => String(res.locals.nonce),
      hasSession: (req) => appModule.carriesSession(req.headers.cookie),
      newNonce: nextNonce,
      onError: (error) => logger.error({ err: error }, "Could not raise the page version"),
    })
  : undefined;
// `PAGE_CACHE=off` (for debugging a production build): nothing is kept or answered from memory, every
// page is rendered; admin writes still raise the page version, so other instances sharing the
// database still drop their copies.
const pagesCached = config.PAGE_CACHE ? pageCache : undefined;
if (pageCache) server.use(pageCache.invalidate);
if (pagesCached) server.use(pagesCached.record);

// Health (issue 9 item 7, issue 19 item 14): /healthz answers whether the database can be read and
// accepts a write (a write that changes nothing); /readyz whether this instance takes traffic (not while
// starting or shutting down). A load balancer routes by /readyz; monitoring alerts on /healthz (see
// docs/operations.md): taking every instance out of rotation when the database is down would replace
// the cached pages parents can still read with the balancer's own error.
let ready = false;
server.get("/healthz", async (_req, res) => {
  res.set("Cache-Control", "no-store");
  try {
    await appModule.pageVersion();
  } catch {
    res.status(503).json({ ok: false, database: "down" });
    return;
  }
  try {
    await appModule.checkWritable();
    res.json({ ok: true, database: "up" });
  } catch (error) {
    logger.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      "Database refuses writes",
    );
    res.status(503).json({ ok: false, database: "read-only" });
  }
});
server.get("/readyz", (_req, res) => {
  res
    .set("Cache-Control", "no-store")
    .status(ready ? 200 : 503)
    .json({ ready });
});

// Writes (issue 9 item 6): bodies are small except photo uploads, and no address may flood the forms.
server.use(
  bodyLimit(256 * 1024, [
    { path: /^\/admin\/albums\/\d+\/photos$/, bytes: (config.UPLOAD_MAX_MB + 1) * 1024 * 1024 },
    // The album page's plain form (without JavaScript) sends several photos in one post.
    {
      path: /^\/admin\/albums\/\d+$/,
      bytes:
        (Math.max(config.UPLOAD_MAX_MB, Math.min(config.UPLOAD_MAX_FILES * config.UPLOAD_MAX_MB, 100)) + 1) *
        1024 *
        1024,
    },
  ]),
);
server.use(postRateLimit(config.POST_RATE_LIMIT, 60_000));

// Cross-site form posts are refused: SameSite=Lax already keeps the session cookie off them, and this
// also covers browsers that ignore SameSite.
server.use((req: Request, res: Response, next: NextFunction) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const origin = req.get("origin");
  let originHost: string | undefined;
  try {
    originHost = origin && origin !== "null" ? new URL(origin).host : undefined;
  } catch {
    originHost = "malformed";
  }
  const crossSiteOrigin = originHost !== undefined && originHost !== req.get("host");
  // Browsers that send no Origin still say where a request comes from in Sec-Fetch-Site.
  const crossSiteFetch = !origin && req.get("sec-fetch-site") === "cross-site";
  if (crossSiteOrigin || crossSiteFetch) {
    res.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
    return;
  }
  next();
});

// Every write the site takes is a browser's form (issue 19 item 6): anything else (JSON, text, no body
// type, multipart without a boundary) is refused here with 415 and a plain message, logged as a warning
// without a stack. A form that cannot be parsed is refused by the action's `readFormData` with 400.
server.use((req: Request, res: Response, next: NextFunction) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const type = req.get("content-type");
  if (isFormContentType(type)) return next();
  logger.warn({ path: req.path, contentType: type ?? null }, "Refused a post that is not a form");
  res.status(415).set({ "Cache-Control": PRIVATE, Connection: "close" }).type("text/plain").send(NOT_A_FORM);
});

// URLs match case-insensitively (architecture ruling 1): `/Contactus`, `/%61dmin/enquiries` and every other
// spelling of a page answer with a permanent redirect to the one canonical URL, so a page (and the
// admin area's guard) is only ever rendered under one spelling. Assets and files (a dot in the last
// segment) keep their case; React Router's `.data` is matched by it as its page would be.
server.use((req: Request, res: Response, next: NextFunction) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const path = req.path;
  if (path.startsWith("/assets/") || /\.[A-Za-z0-9]+$/.test(path) || !/[A-Z%]/.test(path)) return next();
  const canonical = canonicalPath(path);
  if (canonical === undefined || canonical === path) return next();
  const queryAt = req.originalUrl.indexOf("?");
  const search = queryAt >= 0 ? req.originalUrl.slice(queryAt) : "";
  res.redirect(301, canonical + search);
});

// Pages and data are rendered a few at a time (issue 19 item 3): a flood of requests the cache cannot
// answer waits in line behind itself; cached pages and files never reach this line.
server.use(renderLimit({ concurrent: 8, perAddress: 16, queue: 512 }));

if (vite) {
  const dev = vite;
  server.use(dev.middlewares);
  server.use(async (req, res, next) => {
    try {
      const fresh = (await dev.ssrLoadModule("./server/app.ts")) as AppModule;
      fresh.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) dev.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  server.use(appModule.app);
}

try {
  await appModule.prepareDatabase();
} catch (error) {
  // An operator's mistake found while preparing the database (an unusable ADMIN_PASSWORD, a database
  // that cannot be reached or migrated): one plain line naming it, not a stack trace (issue 21 item 4).
  console.error(`The site cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/**
 * The listener: every request but a file's gets an id and a log line, then the page cache answers what
 * it holds and Express the rest. A page from the cache skips Express's routing and middleware (issue 8:
 * they were a third of a cached page's cost); its headers are those the app's middleware set when it
 * was rendered.
 */
const FILES = /^\/(assets|media|images|documents|uploads)\/|^\/favicon/;
// Probes would drown the page and form requests worth reading.
const PROBES = /^\/(healthz|readyz)(\?|$)/;
const tagRequest = requestId();
const logRequest = requestLog(logger, (url) => PROBES.test(url));
const next = () => {};
const app = pagesCached ? pagesCached.front(server) : server;
const listener: Server = createServer((req, res) => {
  const refusal = urlRefusal(req.url ?? "/");
  if (refusal) {
    res.writeHead(refusal, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end(refusal === 414 ? "The address is too long." : "Page not found.");
    return;
  }
  if (!FILES.test(req.url ?? "/")) {
    tagRequest(req, res, next);
    logRequest(req, res, next);
  }
  app(req, res);
}).listen(config.PORT, config.HOST, () => {
  ready = true;
  const url = `http://localhost:${config.PORT}`;
  console.log(`School website ready at ${url} (${production ? "production" : "development"})`);
  console.log(`Staff sign in at ${url}/login`);
});
// The address cannot be taken (issue 21 item 4): one line naming it and what to do, then exit.
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
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  ready = false;
  console.log(`${signal} received: finishing requests in flight, then stopping.`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  listener.close(async () => {
    await appModule.closeDb().catch(() => undefined);
    await vite?.close();
    process.exit(0);
  });
  listener.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
