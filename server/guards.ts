import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import { PRIVATE } from "../app/lib/platform/http-cache";

/**
 * Request guards of the launcher (issue 9, items 4, 6 and 7): request ids, body size limits and a rate
 * limit on every POST. Each is a plain Express middleware, tested in server/guards.test.ts.
 */

/** An incoming `X-Request-Id` we accept (from a proxy); anything else is replaced by a fresh UUID. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * Gives each request an id (`req.id`, echoed as `X-Request-Id`) that every log line of it carries.
 * Works on plain Node requests as well as in Express: the server runs it before the page cache.
 */
export function requestId(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    (req as IncomingMessage & { id: string }).id = id;
    res.setHeader("X-Request-Id", id);
    next();
  };
}

/** Bytes of randomness in a CSP nonce: 128 bits, the CSP specification's minimum. */
const NONCE_BYTES = 16;
/** Nonces drawn from one call to the system's random source: one call costs as much as a page (issue 8). */
const NONCES_PER_DRAW = 256;

/**
 * Makes CSP nonces (architecture 4): each call returns 16 fresh random bytes, base64 (24 characters). The
 * bytes come from `crypto.randomBytes`, drawn 4 KB at a time and never handed out twice.
 */
export function nonceSource(): () => string {
  let pool = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + NONCE_BYTES > pool.length) {
      pool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
      offset = 0;
    }
    const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    return nonce;
  };
}

export interface BodyLimit {
  /** Paths this limit applies to (tested against `req.path`). */
  path: RegExp;
  /** Largest body in bytes. */
  bytes: number;
}

/**
 * Refuses a request body larger than its limit with 413, before anything reads it: by its declared
 * `Content-Length`, and while streaming for bodies sent without one. `limits` are tried in order; the
 * first whose path matches applies, else `defaultBytes`.
 */
export function bodyLimit(defaultBytes: number, limits: BodyLimit[] = []): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const max = limits.find((l) => l.path.test(req.path))?.bytes ?? defaultBytes;
    const declared = Number(req.get("content-length") ?? Number.NaN);
    const tooLarge = () =>
      res
        .status(413)
        .type("text/plain")
        .set("Connection", "close")
        .send(`The form sent is too large (over ${Math.round(max / 1024)} KB).`);
    if (declared > max) return tooLarge();
    if (Number.isNaN(declared)) {
      let seen = 0;
      req.on("data", (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > max && !res.headersSent) {
          tooLarge();
          req.destroy();
        }
      });
    }
    next();
  };
}

/**
 * At most `limit` POSTs (or other writes) per client address per `windowMs`, answered with 429 and a
 * `Retry-After` beyond that. A guard against floods on top of the login and enquiry throttles, which
 * are stricter and say more.
 */
export function postRateLimit(limit: number, windowMs: number): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    skip: (req) => req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS",
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res) => {
      res
        .status(429)
        .type("text/plain")
        .send("Too many requests from your connection. Please wait a minute and try again.");
    },
  });
}

/** Longest request target (path and query) taken, in characters: React Router's own manifest requests stay under 7,680. */
export const MAX_URL_LENGTH = 8192;
/** Longest path taken, in characters, and most segments: the deepest page is four segments plus `.data`. */
export const MAX_PATH_LENGTH = 1024;
export const MAX_PATH_SEGMENTS = 16;

/**
 * Bounds a request's URL before anything routes it (issue 19 item 2, docs/decisions/0008). React
 * Router's lazy route discovery does work per request that grows with the square of the path's segment
 * count (8,000 segments: about 4 s of CPU), so absurd URLs never reach it. Returns the status to refuse
 * `url` with (414 for a too-long URL or path, 404 for too many segments), or undefined to let it through.
 */
export function urlRefusal(url: string): 404 | 414 | undefined {
  if (url.length > MAX_URL_LENGTH) return 414;
  const queryAt = url.indexOf("?");
  const path = queryAt >= 0 ? url.slice(0, queryAt) : url;
  if (path.length > MAX_PATH_LENGTH) return 414;
  let segments = 0;
  for (let at = path.indexOf("/"); at >= 0; at = path.indexOf("/", at + 1)) {
    if (++segments > MAX_PATH_SEGMENTS) return 404;
  }
  return undefined;
}

export interface RenderLimitOptions {
  /** Requests handled at once; the others wait in line. */
  concurrent: number;
  /** Requests one client address may have handled or waiting at once; beyond it, 503. */
  perAddress: number;
  /** Requests waiting in line in all; beyond it, 503. */
  queue: number;
}

/**
 * Bounds the page and data requests (GET, HEAD) that reach the app (issue 19 item 3): at most `concurrent` are rendered at once,
 * the rest wait in line (first come, first served), and one address may hold at most `perAddress`
 * places, so a flood of uncacheable requests from one client waits behind itself and is refused with
 * 503 and `Retry-After`, while cached pages and files (answered before this) and other visitors go on.
 * At most `concurrent` renders start in one turn of the event loop, so new connections and other
 * visitors' requests are read between them. A place is given back when the response finishes or the
 * connection closes.
 */
export function renderLimit(
  options: RenderLimitOptions,
): RequestHandler & { active(): number; waiting(): number } {
  let active = 0;
  const line: (() => boolean)[] = [];
  const held = new Map<string, number>();
  // Renders started in this turn of the event loop. A page whose data comes from SQLite renders from
  // start to finish without yielding, so `concurrent` alone bounds nothing: one turn would render a
  // request from every open connection back to back (100 connections: ~600 ms per turn), and Node
  // accepts one new connection per turn (libuv since 1.45), so a newcomer waited seconds (issue 19
  // item 3). At most `concurrent` start per turn; the rest wait in line for the next.
  let startedThisTurn = 0;
  let turnScheduled = false;
  const nextTurn = () => {
    turnScheduled = false;
    startedThisTurn = 0;
    while (line.length > 0 && active < options.concurrent && startedThisTurn < options.concurrent) {
      line.shift()?.();
    }
    if (line.length > 0 && active < options.concurrent) scheduleTurn();
  };
  const scheduleTurn = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(nextTurn);
  };
  const refuse = (res: Response) =>
    res
      .status(503)
      .set({ "Retry-After": "5", "Cache-Control": PRIVATE })
      .type("text/plain")
      .send("The website is busy. Please try again in a few seconds.");
  const handler = ((req: Request, res: Response, next: NextFunction) => {
    // Writes are bounded by the POST rate limit and the sign-in throttle, whose deliberate slow-down
    // must not hold a place that a page render needs.
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
    const mine = held.get(address) ?? 0;
    if (mine >= options.perAddress || line.length >= options.queue) return refuse(res);
    held.set(address, mine + 1);
    let started = false;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      const left = (held.get(address) ?? 1) - 1;
      if (left > 0) held.set(address, left);
      else held.delete(address);
      if (started) {
        active--;
        // The next in line starts on a later turn, never inside this one (see `startedThisTurn`).
        if (line.length > 0) scheduleTurn();
      } else {
        const at = line.indexOf(start);
        if (at >= 0) line.splice(at, 1);
      }
    };
    /** Starts this request's render; false when its client has already gone. */
    function start(): boolean {
      if (done) return false;
      started = true;
      active++;
      startedThisTurn++;
      scheduleTurn();
      next();
      return true;
    }
    res.on("finish", release);
    res.on("close", release);
    if (line.length === 0 && active < options.concurrent && startedThisTurn < options.concurrent) start();
    else line.push(start);
  }) as RequestHandler & { active(): number; waiting(): number };
  handler.active = () => active;
  handler.waiting = () => line.length;
  return handler;
}
