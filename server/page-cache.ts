import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import Negotiator from "negotiator";
import {
  FRESH_UNTIL_HEADER,
  isShareable,
  PAGE_QUERY_HEADER,
  PRIVATE,
  PUBLIC,
} from "../app/lib/platform/http-cache";
import { type GzipTemplate, gzipJoin, gzipTemplate } from "./gzip-template";

/**
 * An in-process cache of rendered public pages (architecture 4 "Speed"), so a page costs a map
 * lookup and one version read instead of a React render and its database queries.
 *
 * - Two halves: `record`, an Express middleware after compression, keeps what the app renders; `answer`
 *   runs in front of Express (a plain Node listener) and answers from the cache, so a hit costs no
 *   routing, middleware or compression. The headers the app's middleware set on the rendered page
 *   (security headers, CSP) are kept with it and sent again.
 * - What is cached (docs/decisions/0008): GET responses with status 200, no
 *   `Set-Cookie`, HTML or React Router's `.data`, to requests without a staff session, that the route
 *   which rendered them marked shareable (`Cache-Control: public`, from `~/lib/http-cache`); never by
 *   the spelling of the URL. Keyed by decoded lower-case path and only the query parameters the page
 *   says it reads (its `X-Page-Query` header), so junk parameters and made-up `Host` headers share one
 *   copy (pages carry the configured origin, never the Host).
 * - Freshness: each entry remembers the page version (a database counter) read before it was
 *   rendered and is served only while that version is current. A change to published content raises
 *   the version in its own transaction (docs/decisions/0014), so several instances on one PostgreSQL never serve
 *   stale pages.
 * - CSP nonces stay per request: the nonce the page was rendered with is replaced, in the page and in
 *   its CSP, by a fresh one for each response.
 * - Compression: gzip made once per page (`gzip-template.ts`), joined with each response's nonce.
 * - HTML gets an ETag (version, content hash, the nonce that copy carries and a MAC of them) and
 *   `Cache-Control: private, no-cache`: a browser revalidates and gets a 304 whose CSP names the nonce
 *   in its own cached copy. Shared caches never store HTML (a shared nonce would be no nonce).
 * - Bounded: at most `maxEntries` pages and `maxBytes` in total, least recently used dropped first.
 */
export interface PageCacheOptions {
  /**
   * Reads the current page version; while it throws (database down), pages kept at the last version
   * read are answered (`X-Cache: STALE`) and the rest rendered.
   */
  version: () => Promise<number>;
  /**
   * The next instant (ms) at which what public pages show changes without a write (a scheduled notice
   * goes live or expires, an urgent alert ends: architecture ruling 22), or undefined when none is due.
   * Read with the version before a page is rendered; no copy made then is served past it. Every
   * instance reads it from the shared database, so all of them change pages at the same moment. A read
   * that throws keeps the page from being cached.
   */
  nextBoundary?: () => Promise<number | undefined>;
  /** The CSP nonce a response was rendered with (set by an earlier middleware). */
  nonceOf: (res: Response) => string;
  /** A fresh CSP nonce for a response from the cache; the same length as the app's nonces. */
  newNonce: () => string;
  maxEntries?: number;
  maxBytes?: number;
  /**
   * True when a request carries a staff session cookie: what is rendered for it is never kept (a staff
   * member's page must not reach anyone else, even a public one).
   */
  hasSession: (req: IncomingMessage) => boolean;
  /** The current instant (ms), which a copy's end is compared with; `Date.now` unless a test sets its clock. */
  now?: () => number;
}

/** A header of the rendered response; `cut` is its value cut at each place the nonce was. */
interface KeptHeader {
  name: string;
  value: number | string | string[];
  cut?: string[];
}

interface Entry {
  version: number;
  /** The instant (ms) the page said its copy ends (`X-Page-Fresh-Until`), if any. */
  freshUntil?: number;
  /**
   * The body cut at each place its nonce was written: a response is these pieces joined by the
   * request's nonce (a copy of bytes, no string search or encoding per request).
   */
  pieces: Buffer[];
  bytes: number;
  contentType: string;
  headers: KeptHeader[];
  hash: string;
  lastModified: string;
  /** Made on the first request that accepts gzip. */
  gzip?: GzipTemplate;
}

/** Headers that belong to one response (or that the cache sets itself), never kept with a page. */
const OWN_HEADERS = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "set-cookie",
  "transfer-encoding",
  "vary",
  "x-cache",
  "x-request-id",
]);

/** Most copies of one page for different values of the query parameters it reads. */
const MAX_VARIANTS = 64;

/** Below this many bytes a page is sent uncompressed (as the compression middleware does). */
const COMPRESS_FROM = 1024;

/** `body` cut at every occurrence of `nonce` (none when `nonce` is empty). */
function cut(body: string, nonce: string): Buffer[] {
  return (nonce ? body.split(nonce) : [body]).map((piece) => Buffer.from(piece, "utf8"));
}

/** The headers of a rendered response worth sending again with its copies. */
function keptHeaders(res: ServerResponse, nonce: string): KeptHeader[] {
  const kept: KeptHeader[] = [];
  // Names come in lower case, as HTTP/2 writes them; HTTP/1.1 names are case-insensitive.
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || OWN_HEADERS.has(name)) continue;
    if (nonce && typeof value === "string" && value.includes(nonce)) {
      kept.push({ name, value, cut: value.split(nonce) });
    } else kept.push({ name, value });
  }
  return kept;
}

/** Writes `buffers` as the response body in one go (no copy of the page per request). */
function writeAll(res: ServerResponse, buffers: Buffer[]) {
  let length = 0;
  for (const buffer of buffers) length += buffer.length;
  res.setHeader("Content-Length", length);
  res.cork();
  for (const buffer of buffers) res.write(buffer);
  res.end();
}

/** `pieces` joined by `glue`, as buffers to write in order. */
function joined(pieces: Buffer[], glue: Buffer): Buffer[] {
  const out: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) out.push(glue);
    out.push(piece);
  });
  return out;
}

/** A file name at the end of a path (`/images/logo.svg`): files are not pages, except React Router's `.data`. */
const FILE = /\.[A-Za-z0-9]+$/;

/**
 * Query parameters every cached response is keyed by whatever its page reads: React Router's own, which
 * say which routes' data a `.data` request asks for.
 */
const ROUTER_PARAMS = ["_routes", "index"];

/** The URL a request came with (Express keeps it in `originalUrl` when it rewrites `url`). */
function urlOf(req: IncomingMessage): string {
  return (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/";
}

/** `url` split at its `?`. */
function splitUrl(url: string): { path: string; query: string } {
  const at = url.indexOf("?");
  return at >= 0 ? { path: url.slice(0, at), query: url.slice(at + 1) } : { path: url, query: "" };
}

/**
 * True for a request the cache may answer: a GET without credentials of something that is not a file
 * (pages and React Router's `.data`). Whether it is *stored* is decided by the response (see `record`).
 */
export function isCacheable(req: IncomingMessage): boolean {
  if (req.method !== "GET" || req.headers.authorization) return false;
  const { path } = splitUrl(urlOf(req));
  // Another spelling (`/Contactus`, `/%61ims`) is answered by the server's redirect to the canonical
  // URL, never from the cache; React Router's `.data` keeps its case-insensitive matching, uncached.
  return (!FILE.test(path) || path.endsWith(".data")) && isCanonical(path);
}

/**
 * The canonical spelling of a page's path (architecture ruling 1): each segment decoded as
 * React Router decodes it, in lower case, and encoded again. Undefined when a segment is malformed.
 */
export function canonicalPath(path: string): string | undefined {
  try {
    return path
      .split("/")
      .map((segment) => encodeURIComponent(decodeURIComponent(segment).toLowerCase()))
      .join("/");
  } catch {
    return undefined;
  }
}

/** True when `path` is spelled as its page's one canonical URL (checked without decoding when it can be). */
function isCanonical(path: string): boolean {
  return !/[A-Z%]/.test(path) || canonicalPath(path) === path;
}

/** The request's path decoded and in lower case, as React Router matches it (`/%61dmin` is `/admin`). */
function matchedPathOf(req: IncomingMessage): string {
  const { path } = splitUrl(urlOf(req));
  if (!/[A-Z%]/.test(path)) return path;
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

/**
 * The matched path (so `/%61ims` or `/AIMS.data` are not new copies of `/aims`): what a page is looked
 * up by before its query parameters are known. Not the `Host`: pages name the site by its configured
 * origin (`SITE_URL`, architecture ruling 14), so a made-up `Host` on each request is answered from the
 * one copy instead of costing a render and pushing real pages out.
 */
function pathKeyOf(req: IncomingMessage): string {
  return matchedPathOf(req);
}

/**
 * The cache key: path and the values of `params` only (in that order), so parameters the page
 * does not read (`utm_*`, `?cb=<random>`) do not make a new copy.
 */
function keyOf(req: IncomingMessage, params: readonly string[]): string {
  const { query: raw } = splitUrl(urlOf(req));
  // Most requests carry no query string: no parsing on the cache's hot path.
  if (!raw) return pathKeyOf(req);
  const search = new URLSearchParams(raw);
  const kept = new URLSearchParams();
  for (const name of [...ROUTER_PARAMS, ...params]) {
    for (const value of search.getAll(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return `${pathKeyOf(req)}${query ? `?${query}` : ""}`;
}

/** The parameter names of a page's `X-Page-Query` header. */
function paramsOf(header: unknown): string[] {
  return typeof header === "string"
    ? header
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean)
    : [];
}

/**
 * The MAC of a nonce in an ETag: a 304 puts the nonce of the browser's copy into its CSP, so that nonce
 * must be one this server issued, never one a client wrote.
 */
function macOf(secret: Buffer, entry: Entry, nonce: string): string {
  return createHmac("sha256", secret)
    .update(`${entry.version}-${entry.hash}-${nonce}`)
    .digest("base64url")
    .slice(0, 22);
}

function etagOf(secret: Buffer, entry: Entry, nonce: string): string {
  return `"v${entry.version}-${entry.hash}-${Buffer.from(nonce).toString("base64url")}.${macOf(secret, entry, nonce)}"`;
}

/** The entity tags of an `If-None-Match` header, without weak markers. */
function tagsOf(header: string | undefined): string[] {
  return header ? header.split(",").map((tag) => tag.trim().replace(/^W\//, "")) : [];
}

/**
 * The nonce a client's cached copy carries, from the ETag we gave it, if that copy is still current and
 * the tag's MAC shows this server made it.
 */
function nonceFromEtag(secret: Buffer, header: string | undefined, entry: Entry): string | undefined {
  const prefix = `"v${entry.version}-${entry.hash}-`;
  for (const value of tagsOf(header)) {
    if (!value.startsWith(prefix) || !value.endsWith('"')) continue;
    const [encoded, mac] = value.slice(prefix.length, -1).split(".");
    if (!encoded || !mac) continue;
    const nonce = Buffer.from(encoded, "base64url").toString();
    const expected = Buffer.from(macOf(secret, entry, nonce));
    const given = Buffer.from(mac);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
  }
  return undefined;
}

/**
 * The cache's two parts: `answer` (in front of Express, answers hits) and `record` (an Express
 * middleware after compression, keeps rendered pages); `front(app)` puts `answer` before an app as one
 * Node request listener. The cache never raises the page version itself: a change to published content
 * raises it in the transaction that commits the change (a database trigger, docs/decisions/0014), so a
 * request that changed nothing (refused, signed out, an editor intent that saves nothing) keeps every
 * copy.
 */
export function createPageCache(options: PageCacheOptions) {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const stats = { hits: 0, misses: 0 };
  /** The query parameters each page (by path) reads, as its route said when it was rendered. */
  const pageParams = new Map<string, string[]>();
  /** How many copies with query parameters each page has been given at the current page version. */
  const variantCounts = new Map<string, number>();
  /** The page version `variantCounts` counts at: a new version starts the count again. */
  let variantsVersion: number | undefined;
  /** The last page version read: what is answered at while the database cannot be read. */
  let lastVersion: number | undefined;
  /** Signs the nonces in ETags; a restart (or another instance) just means one full response instead of a 304. */
  const secret = randomBytes(32);

  function remember(key: string, entry: Entry) {
    const old = entries.get(key);
    if (old) {
      bytes -= old.bytes;
      entries.delete(key);
    }
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const [k, e] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(k);
      bytes -= e.bytes;
    }
  }

  function setHeaders(res: ServerResponse, entry: Entry, nonce: string, state: "HIT" | "STALE") {
    for (const header of entry.headers) {
      res.setHeader(header.name, header.cut ? header.cut.join(nonce) : header.value);
    }
    res.setHeader("Content-Type", entry.contentType);
    res.setHeader("X-Cache", state);
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry, state: "HIT" | "STALE") {
    const html = entry.contentType.startsWith("text/html");
    const ifNoneMatch = req.headers["if-none-match"];
    if (html) {
      res.setHeader("Cache-Control", "private, no-cache");
      res.setHeader("Last-Modified", entry.lastModified);
      const theirs = nonceFromEtag(secret, ifNoneMatch, entry);
      if (theirs) {
        // Their copy is current: same page, with the nonce it already carries.
        setHeaders(res, entry, theirs, state);
        res.setHeader("ETag", etagOf(secret, entry, theirs));
        res.statusCode = 304;
        res.end();
        return;
      }
    }
    const nonce = html ? options.newNonce() : "";
    setHeaders(res, entry, nonce, state);
    if (html) res.setHeader("ETag", etagOf(secret, entry, nonce));
    else {
      res.setHeader("Cache-Control", PUBLIC);
      // React Router's data (no nonce in it): the same bytes for everyone, so one tag, made once.
      const etag = `"v${entry.version}-${entry.hash}"`;
      res.setHeader("ETag", etag);
      if (tagsOf(ifNoneMatch).includes(etag)) {
        res.statusCode = 304;
        res.end();
        return;
      }
    }
    res.statusCode = 200;
    res.setHeader("Vary", "Accept-Encoding");
    const glue = Buffer.from(nonce, "utf8");
    if (entry.bytes >= COMPRESS_FROM && new Negotiator(req).encoding(["gzip", "identity"]) === "gzip") {
      entry.gzip ??= gzipTemplate(entry.pieces, glue.length);
      if (entry.gzip.glueLength === glue.length) {
        res.setHeader("Content-Encoding", "gzip");
        writeAll(res, gzipJoin(entry.gzip, glue));
        return;
      }
    }
    writeAll(res, joined(entry.pieces, glue));
  }

  /**
   * Answers `req` from the cache when it holds a current copy; resolves false (having written nothing)
   * when the app must render it: not cacheable, not kept, kept at an older version, or the version
   * cannot be read.
   */
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (!isCacheable(req)) return false;
    let version: number;
    let stale = false;
    try {
      version = await options.version();
      lastVersion = version;
    } catch {
      // The database cannot be read (down, or its files made unwritable: docs/decisions/0015). Nothing
      // can have been published here since the last version read, so what is kept at that version is
      // the best page a parent can get; anything else is rendered (with its empty-list texts).
      if (lastVersion === undefined) return false;
      version = lastVersion;
      stale = true;
    }
    const params = pageParams.get(pathKeyOf(req));
    const key = params ? keyOf(req, params) : "";
    const hit = params ? entries.get(key) : undefined;
    if (!hit || hit.version !== version || (hit.freshUntil !== undefined && now() >= hit.freshUntil)) {
      stats.misses++;
      return false;
    }
    stats.hits++;
    entries.delete(key);
    entries.set(key, hit);
    send(req, res, hit, stale ? "STALE" : "HIT");
    return true;
  }

  /**
   * Keeps what the app renders (after compression: the body is the page itself), when the response says
   * it may: a GET answered 200 by a public page's route (`Cache-Control: public`, set from the matched
   * route by `~/lib/http-cache`), HTML or React Router's data, no `Set-Cookie`, and a request without a
   * staff session. The spelling of the URL plays no part. On the way out, the page's
   * `X-Page-Query` header is removed and a response without a `Cache-Control` gets `PRIVATE`.
   */
  const record: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
    let version: number | undefined;
    let boundary: number | undefined;
    if (isCacheable(req) && !options.hasSession(req)) {
      try {
        // Read before rendering: a write during the render leaves the copy already stale, and an
        // entry going live during the render leaves it stale at the boundary read here.
        version = await options.version();
        boundary = await options.nextBoundary?.();
      } catch {
        version = undefined;
      }
    }
    let decided = false;
    let key: string | undefined;
    let freshUntil: number | undefined;
    /** Runs once, before the first byte leaves (the headers can still change). */
    const decide = () => {
      if (decided) return;
      decided = true;
      if (res.headersSent) return;
      const params = paramsOf(res.getHeader(PAGE_QUERY_HEADER));
      res.removeHeader(PAGE_QUERY_HEADER);
      const until = Date.parse(String(res.getHeader(FRESH_UNTIL_HEADER) ?? ""));
      res.removeHeader(FRESH_UNTIL_HEADER);
      freshUntil = Number.isFinite(until) ? until : undefined;
      if (boundary !== undefined) freshUntil = Math.min(freshUntil ?? boundary, boundary);
      const cacheControl = String(res.getHeader("Cache-Control") ?? "");
      if (!cacheControl) {
        res.setHeader("Cache-Control", PRIVATE);
        return;
      }
      if (!isShareable(cacheControl)) return;
      const type = String(res.getHeader("Content-Type") ?? "");
      // A page carries its own CSP nonce, so no shared cache may keep its copy; the browser revalidates.
      if (type.startsWith("text/html")) res.setHeader("Cache-Control", "private, no-cache");
      if (
        version !== undefined &&
        req.method === "GET" &&
        res.statusCode === 200 &&
        !res.getHeader("Set-Cookie") &&
        /^(text\/html|text\/x-script)/.test(type)
      ) {
        const pathKey = pathKeyOf(req);
        if (version !== variantsVersion) {
          variantCounts.clear();
          variantsVersion = version;
        }
        if (pageParams.size >= maxEntries * 4) pageParams.clear();
        pageParams.set(pathKey, params);
        const candidate = keyOf(req, params);
        // Each value of a parameter the page reads is a copy of its own (`?stop=…`): at most
        // `MAX_VARIANTS` per page, so made-up values cannot push every other page out of the cache.
        const variants = variantCounts.get(pathKey) ?? 0;
        if (candidate === pathKey || entries.has(candidate)) key = candidate;
        else if (variants < MAX_VARIANTS) {
          variantCounts.set(pathKey, variants + 1);
          key = candidate;
        }
      }
    };
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (key === undefined || chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(
              chunk as string,
              typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
            ),
      );
    };
    res.writeHead = ((...args: unknown[]) => {
      decide();
      return writeHead(...args);
    }) as Response["writeHead"];
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      decide();
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      decide();
      collect(chunk, rest[0]);
      if (key !== undefined && version !== undefined) {
        const type = String(res.getHeader("Content-Type") ?? "");
        const body = Buffer.concat(chunks).toString("utf8");
        const nonce = type.startsWith("text/html") ? options.nonceOf(res) : "";
        const pieces = cut(body, nonce);
        remember(key, {
          version,
          freshUntil,
          pieces,
          bytes: pieces.reduce((sum, piece) => sum + piece.length, 0),
          contentType: type,
          headers: keptHeaders(res, nonce),
          hash: createHash("sha256")
            .update(nonce ? body.replaceAll(nonce, "") : body)
            .digest("base64url")
            .slice(0, 16),
          lastModified: new Date().toUTCString(),
        });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };

  /**
   * One Node request listener: `answer` first, then `app` for whatever the cache does not answer (a
   * failure of the cache itself also falls through to the app).
   */
  function front(app: (req: IncomingMessage, res: ServerResponse) => void) {
    return (req: IncomingMessage, res: ServerResponse) => {
      answer(req, res).then(
        (answered) => {
          if (!answered) app(req, res);
        },
        () => {
          if (!res.headersSent) app(req, res);
        },
      );
    };
  }

  return { answer, record, front, stats, size: () => entries.size };
}
