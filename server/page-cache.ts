import { createHash } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * An in-process cache of rendered public pages (DESIGN 4 "Speed", issue 8), so a page costs a map
 * lookup and one version read instead of a React render and its database queries.
 *
 * - What is cached: GET responses with status 200, no `Set-Cookie`, HTML or React Router's `.data`,
 *   for paths outside the admin area, sign-in and the enquiry form; keyed by host and URL.
 * - Freshness: each entry remembers the content version (a database counter) it was rendered at and is
 *   served only while that version is current. Every admin POST raises the version when it finishes,
 *   on whichever instance it ran, so several instances on one PostgreSQL never serve stale pages.
 * - CSP nonces stay per request: the nonce the page was rendered with is replaced by the request's own.
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
  /** The request's CSP nonce (set by an earlier middleware). */
  nonceOf: (res: Response) => string;
  maxEntries?: number;
  maxBytes?: number;
  /** Called with errors of `bump` (logged by the caller). */
  onError?: (error: unknown) => void;
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
  hash: string;
  lastModified: string;
}

/** `body` cut at every occurrence of `nonce` (none when `nonce` is empty). */
function cut(body: string, nonce: string): Buffer[] {
  return (nonce ? body.split(nonce) : [body]).map((piece) => Buffer.from(piece, "utf8"));
}

/**
 * Writes the pieces joined by `nonce` as the response body, piece by piece: no copy of the page is made
 * per request (less garbage to collect under load). Answers a HEAD with the headers only.
 */
function writeBody(req: Request, res: Response, pieces: Buffer[], nonce: string) {
  const glue = Buffer.from(nonce, "utf8");
  let length = glue.length * (pieces.length - 1);
  for (const piece of pieces) length += piece.length;
  res.setHeader("Content-Length", length);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  res.cork();
  pieces.forEach((piece, index) => {
    if (index > 0) res.write(glue);
    res.write(piece);
  });
  res.end();
}

const UNCACHED = /^\/(admin|login|logout|enquiry|healthz|readyz)(\/|\.|$)/;

/** A file name at the end of a path (`/images/logo.svg`): files are not pages, except React Router's `.data`. */
const FILE = /\.[A-Za-z0-9]+$/;

/** True for a request whose answer may come from the cache: a GET of a public page or its `.data`. */
export function isCacheable(req: Request): boolean {
  const path = req.path;
  return (
    req.method === "GET" &&
    !UNCACHED.test(path) &&
    (!FILE.test(path) || path.endsWith(".data")) &&
    !req.get("authorization")
  );
}

function etagOf(entry: Entry, nonce: string): string {
  return `"v${entry.version}-${entry.hash}-${Buffer.from(nonce).toString("base64url")}"`;
}

/** The nonce a client's cached copy carries, from the ETag we gave it, if that copy is still current. */
function nonceFromEtag(header: string | undefined, entry: Entry): string | undefined {
  if (!header) return undefined;
  const prefix = `"v${entry.version}-${entry.hash}-`;
  for (const tag of header.split(",")) {
    const value = tag.trim().replace(/^W\//, "");
    if (value.startsWith(prefix) && value.endsWith('"')) {
      return Buffer.from(value.slice(prefix.length, -1), "base64url").toString();
    }
  }
  return undefined;
}

/** The middleware pair: `serve` before the app, and `invalidate` that raises the version after admin writes. */
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

  function send(req: Request, res: Response, entry: Entry) {
    const nonce = options.nonceOf(res);
    const html = entry.contentType.startsWith("text/html");
    res.set("Content-Type", entry.contentType);
    res.set("X-Cache", "HIT");
    if (html) {
      res.set("Cache-Control", "private, no-cache");
      res.set("Last-Modified", entry.lastModified);
      const theirs = nonceFromEtag(req.get("if-none-match"), entry);
      if (theirs) {
        // Their copy is current: same page, with the nonce it already carries.
        const csp = res.get("Content-Security-Policy");
        if (csp) res.set("Content-Security-Policy", csp.replaceAll(nonce, theirs));
        res.set("ETag", etagOf(entry, theirs));
        res.status(304).end();
        return;
      }
      res.set("ETag", etagOf(entry, nonce));
    } else {
      // React Router's data (no nonce in it): the same bytes for everyone, so one tag, made once.
      res.set("ETag", `"v${entry.version}-${entry.hash}"`);
      if (req.fresh) {
        res.status(304).end();
        return;
      }
    }
    res.status(200);
    writeBody(req, res, entry.pieces, nonce);
  }

  const serve: RequestHandler = async (req: Request, res: Response, next: NextFunction) => {
    if (!isCacheable(req)) return next();
    let version: number;
    try {
      version = await options.version();
    } catch {
      return next();
    }
    const key = `${req.get("host") ?? ""}${req.originalUrl}`;
    const hit = entries.get(key);
    if (hit && hit.version === version) {
      stats.hits++;
      entries.delete(key);
      entries.set(key, hit);
      send(req, res, hit);
      return;
    }
    stats.misses++;
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

  return { serve, invalidate, stats, size: () => entries.size };
}
