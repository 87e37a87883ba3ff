import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import Negotiator from "negotiator";
import { type GzipTemplate, gzipJoin, gzipTemplate } from "./gzip-template";

/**
 * An in-process cache of rendered public pages (DESIGN 4 "Speed", issue 8), so a page costs a map
 * lookup and one version read instead of a React render and its database queries.
 *
 * - Two halves: `record`, an Express middleware after compression, keeps what the app renders; `answer`
 *   runs in front of Express (a plain Node listener) and answers from the cache, so a hit costs no
 *   routing, middleware or compression. The headers the app's middleware set on the rendered page
 *   (security headers, CSP) are kept with it and sent again.
 * - What is cached: GET responses with status 200, no `Set-Cookie`, HTML or React Router's `.data`,
 *   for paths outside the admin area, sign-in and the enquiry form; keyed by host and URL.
 * - Freshness: each entry remembers the content version (a database counter) read before it was
 *   rendered and is served only while that version is current. Every admin POST raises the version
 *   when it finishes, on whichever instance it ran, so several instances on one PostgreSQL never serve
 *   stale pages.
 * - CSP nonces stay per request: the nonce the page was rendered with is replaced, in the page and in
 *   its CSP, by a fresh one for each response.
 * - Compression: gzip made once per page (`gzip-template.ts`), joined with each response's nonce.
 * - HTML gets an ETag (version, content hash and the nonce that copy carries) and
 *   `Cache-Control: private, no-cache`: a browser revalidates and gets a 304 whose CSP names the nonce
 *   in its own cached copy. Shared caches never store HTML (a shared nonce would be no nonce).
 * - Bounded: at most `maxEntries` pages and `maxBytes` in total, least recently used dropped first.
 */
export interface PageCacheOptions {
  /** Reads the current content version; a throw (database down) bypasses the cache. */
  version: () => Promise<number>;
  /** Raises the content version (after an admin write). */
  bump: () => Promise<void>;
  /** The CSP nonce a response was rendered with (set by an earlier middleware). */
  nonceOf: (res: Response) => string;
  /** A fresh CSP nonce for a response from the cache; the same length as the app's nonces. */
  newNonce: () => string;
  maxEntries?: number;
  maxBytes?: number;
  /** Called with errors of `bump` (logged by the caller). */
  onError?: (error: unknown) => void;
}

/** A header of the rendered response; `cut` is its value cut at each place the nonce was. */
interface KeptHeader {
  name: string;
  value: number | string | string[];
  cut?: string[];
}

interface Entry {
  version: number;
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

const UNCACHED = /^\/(admin|login|logout|enquiry|healthz|readyz)(\/|\.|$)/;

/** A file name at the end of a path (`/images/logo.svg`): files are not pages, except React Router's `.data`. */
const FILE = /\.[A-Za-z0-9]+$/;

/** The URL a request came with (Express keeps it in `originalUrl` when it rewrites `url`). */
function urlOf(req: IncomingMessage): string {
  return (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/";
}

/** True for a request whose answer may come from the cache: a GET of a public page or its `.data`. */
export function isCacheable(req: IncomingMessage): boolean {
  if (req.method !== "GET" || req.headers.authorization) return false;
  const url = urlOf(req);
  const query = url.indexOf("?");
  const path = query >= 0 ? url.slice(0, query) : url;
  return !UNCACHED.test(path) && (!FILE.test(path) || path.endsWith(".data"));
}

/** The cache key: host and URL (query included). */
function keyOf(req: IncomingMessage): string {
  return `${req.headers.host ?? ""}${urlOf(req)}`;
}

function etagOf(entry: Entry, nonce: string): string {
  return `"v${entry.version}-${entry.hash}-${Buffer.from(nonce).toString("base64url")}"`;
}

/** The entity tags of an `If-None-Match` header, without weak markers. */
function tagsOf(header: string | undefined): string[] {
  return header ? header.split(",").map((tag) => tag.trim().replace(/^W\//, "")) : [];
}

/** The nonce a client's cached copy carries, from the ETag we gave it, if that copy is still current. */
function nonceFromEtag(header: string | undefined, entry: Entry): string | undefined {
  const prefix = `"v${entry.version}-${entry.hash}-`;
  for (const value of tagsOf(header)) {
    if (value.startsWith(prefix) && value.endsWith('"')) {
      return Buffer.from(value.slice(prefix.length, -1), "base64url").toString();
    }
  }
  return undefined;
}

/**
 * The cache's three parts: `answer` (in front of Express, answers hits), `record` (an Express
 * middleware after compression, keeps rendered pages) and `invalidate` (raises the version after
 * admin writes); `front(app)` puts `answer` before an app as one Node request listener.
 */
export function createPageCache(options: PageCacheOptions) {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const stats = { hits: 0, misses: 0 };

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

  function setHeaders(res: ServerResponse, entry: Entry, nonce: string) {
    for (const header of entry.headers) {
      res.setHeader(header.name, header.cut ? header.cut.join(nonce) : header.value);
    }
    res.setHeader("Content-Type", entry.contentType);
    res.setHeader("X-Cache", "HIT");
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
    const html = entry.contentType.startsWith("text/html");
    const ifNoneMatch = req.headers["if-none-match"];
    if (html) {
      res.setHeader("Cache-Control", "private, no-cache");
      res.setHeader("Last-Modified", entry.lastModified);
      const theirs = nonceFromEtag(ifNoneMatch, entry);
      if (theirs) {
        // Their copy is current: same page, with the nonce it already carries.
        setHeaders(res, entry, theirs);
        res.setHeader("ETag", etagOf(entry, theirs));
        res.statusCode = 304;
        res.end();
        return;
      }
    }
    const nonce = html ? options.newNonce() : "";
    setHeaders(res, entry, nonce);
    if (html) res.setHeader("ETag", etagOf(entry, nonce));
    else {
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
    try {
      version = await options.version();
    } catch {
      return false;
    }
    const key = keyOf(req);
    const hit = entries.get(key);
    if (!hit || hit.version !== version) {
      stats.misses++;
      return false;
    }
    stats.hits++;
    entries.delete(key);
    entries.set(key, hit);
    send(req, res, hit);
    return true;
  }

  /** Keeps what the app renders for a cacheable request (after compression: the body is the page itself). */
  const record: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
    if (!isCacheable(req)) return next();
    let version: number;
    try {
      // Read before rendering: a write during the render leaves the copy already stale.
      version = await options.version();
    } catch {
      return next();
    }
    const key = keyOf(req);
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(
              chunk as string,
              typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
            ),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const type = String(res.get("Content-Type") ?? "");
      const cacheControl = String(res.get("Cache-Control") ?? "");
      if (
        res.statusCode === 200 &&
        !res.get("Set-Cookie") &&
        /^(text\/html|text\/x-script)/.test(type) &&
        !/no-store|private/.test(cacheControl)
      ) {
        const body = Buffer.concat(chunks).toString("utf8");
        const nonce = type.startsWith("text/html") ? options.nonceOf(res) : "";
        const pieces = cut(body, nonce);
        remember(key, {
          version,
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

  /** After an admin POST that did not fail, raise the content version (every instance then re-renders). */
  const invalidate: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD" && /^\/admin(\/|\.|$)/.test(req.path)) {
      res.on("finish", () => {
        if (res.statusCode < 500) {
          entries.clear();
          bytes = 0;
          options.bump().catch((error) => options.onError?.(error));
        }
      });
    }
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

  return { answer, record, invalidate, front, stats, size: () => entries.size };
}
