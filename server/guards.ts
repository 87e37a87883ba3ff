import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import onFinished from "on-finished";
import { PRIVATE } from "../app/lib/platform/http-cache";

/**
 * Request guards of the launcher: request ids, body size limits and a rate
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
/** Nonces drawn from one call to the system's random source: one call costs as much as a page. */
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
  /**
   * The content types it applies to (tested against the `Content-Type` header); every type unless
   * given. Upload limits name multipart only: that is the encoding the server streams to disk, while
   * a urlencoded body is read whole into memory on the event loop (40 MB of it froze the site for 4 s).
   */
  contentType?: RegExp;
  /** Largest body in bytes. */
  bytes: number;
}

/**
 * Refuses a request body larger than its limit with 413, before anything reads it: by its declared
 * `Content-Length`, and while streaming for bodies sent without one. `limits` are tried in order; the
 * first whose path and content type match applies, else `defaultBytes`.
 */
export function bodyLimit(defaultBytes: number, limits: BodyLimit[] = []): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const type = req.get("content-type") ?? "";
    const max =
      limits.find((l) => l.path.test(req.path) && (l.contentType?.test(type) ?? true))?.bytes ?? defaultBytes;
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
 * Bounds a request's URL before anything routes it (docs/decisions/0008). React
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
  /** The clock, in ms (tests choose); `performance.now` unless given. */
  now?: () => number;
}

/** What the render line holds now (`/healthz` reports it). */
export interface RenderLine {
  /** Places: how many requests may render at once. */
  concurrent: number;
  /** Requests rendering now. */
  active: number;
  /** Requests waiting for a place. */
  waiting: number;
  /** How long the request waiting longest has waited, in ms (0 when none waits). */
  oldestWaitMs: number;
  /** How long the render running longest has run, in ms (0 when none runs). */
  oldestRenderMs: number;
  /**
   * Places the line's own check (`reclaim`) gave back because their response was over before its
   * event reached the line; a count that keeps rising names a path that ends responses silently.
   */
  reclaimed: number;
}

/** Addresses whose last render the line remembers before forgetting those that hold no place. */
const MAX_REMEMBERED = 4096;

/** The longest pause after a turn spent rendering, in ms: a long turn (a GC pause) must not stall the line. */
const MAX_PAUSE_MS = 100;

/** True once `res` can no longer be answered: sent in full, or its connection closed. */
function isOver(res: Response): boolean {
  return res.writableFinished || res.destroyed || res.socket?.destroyed === true;
}

/**
 * Bounds the page and data requests (GET, HEAD) that reach the app (docs/decisions/0008, 0016 and
 * 0023): at most `concurrent` are rendered at once and the rest wait in line; one address may hold at
 * most `perAddress` places (beyond: 503 with `Retry-After`), so a flood of uncacheable requests from one
 * client waits behind itself while cached pages and files (answered before this) and other visitors go
 * on.
 *
 * Every place is given back, whatever the response does (decision 0023):
 * - A request whose client has already gone when it reaches the line (it hung up while an earlier step,
 *   such as the static files' `stat`, was waiting) takes no place and is not rendered: its response's
 *   `close` event has already fired, so a place taken then would never be given back (200 such requests
 *   on resource routes once held every place, and no page rendered until a restart).
 * - A place taken is given back once, when the response is over (`on-finished`: sent in full, failed,
 *   or its connection closed, even if that happened before the listener was added).
 * - While requests wait, the line checks the places it holds and gives back any whose response is
 *   over (`reclaimed` counts them), so a response ended on a path nobody foresaw cannot stop it.
 *
 * The order and pace:
 * - The line is taken one address at a time (the address served least recently first), so another
 *   visitor's page starts next, not after the places a flood holds.
 * - While requests wait, renders take at most about half of the event loop's time: one render starts per
 *   turn, and the next only after the loop has run as long again without starting one. A page whose data
 *   comes from SQLite renders without yielding (10–30 ms), and Node accepts one new connection per turn of
 *   its loop (libuv 1.45 and later), so back-to-back renders left new connections waiting in the kernel's
 *   queue behind a flood's: a visitor on another address waited seconds before their request was read
 *   (the first bound, 8 renders per turn, still let a flood of new connections build that queue). In the
 *   pauses the loop accepts and answers what is cheap (refusals, cached pages, files), and drains it.
 *
 * Returns the middleware, with `active()`, `waiting()` and `line()` (a `RenderLine`) for the health check.
 */
export function renderLimit(
  options: RenderLimitOptions,
): RequestHandler & { active(): number; waiting(): number; line(): RenderLine } {
  const clock = options.now ?? (() => performance.now());
  let active = 0;
  let waiting = 0;
  let reclaimed = 0;
  /** Waiting requests by client address, each address's in order of arrival. */
  const lines = new Map<string, Place[]>();
  const held = new Map<string, number>();
  /** Every place held (waiting or rendering), for the line's own check and its report. */
  const places = new Set<Place>();
  /** When each address last had a render started (a counter), for taking the line in turns. */
  const lastServed = new Map<string, number>();
  let served = 0;
  /** A render was started in this turn of the loop; `turnStarted` is when (ms). */
  let renderingTurn = false;
  let turnStarted = 0;
  /** No render starts before this time (ms): the pause after a turn spent rendering. */
  let resumeAt = 0;
  let wakeUp: ReturnType<typeof setTimeout> | undefined;

  /** One request's place in the line: waiting until `start` runs, then rendering until `release`. */
  interface Place {
    address: string;
    res: Response;
    /** When it joined the line, then when its render started (ms). */
    since: number;
    started: boolean;
    done: boolean;
    /** Starts the render; false when the client has gone (the place is then given back). */
    start(): boolean;
    /** Gives the place back; a second call does nothing. */
    release(): void;
  }

  const schedule = (delay: number) => {
    if (!wakeUp && !renderingTurn) wakeUp = setTimeout(drain, Math.max(0, delay));
  };
  /** The next waiting place, from the address served least recently; undefined when none waits. */
  const takeNext = (): Place | undefined => {
    let chosen: string | undefined;
    let oldest = Number.POSITIVE_INFINITY;
    for (const address of lines.keys()) {
      const last = lastServed.get(address) ?? -1;
      if (last < oldest) {
        oldest = last;
        chosen = address;
      }
    }
    if (chosen === undefined) return undefined;
    const queue = lines.get(chosen) ?? [];
    const next = queue.shift();
    if (queue.length === 0) lines.delete(chosen);
    waiting--;
    return next;
  };
  /** Gives back the places whose response is over without the line having been told. */
  const reclaim = () => {
    for (const place of places) {
      if (!place.done && isOver(place.res)) {
        reclaimed++;
        place.release();
      }
    }
  };
  /** Starts waiting requests while there is room and the loop is not owed a pause. */
  function drain() {
    wakeUp = undefined;
    if (waiting > 0 && active >= options.concurrent) reclaim();
    while (waiting > 0 && active < options.concurrent && !renderingTurn) {
      const now = clock();
      if (now < resumeAt) {
        wakeUp = setTimeout(drain, resumeAt - now);
        return;
      }
      // A request whose client has gone does not start; the next one is tried.
      const next = takeNext();
      if (!next) break;
      next.start();
    }
  }
  const endOfTurn = () => {
    renderingTurn = false;
    // Addresses that hold nothing are forgotten once many have passed (their turn order no longer matters).
    if (lastServed.size > MAX_REMEMBERED) {
      for (const address of lastServed.keys()) if (!held.has(address)) lastServed.delete(address);
    }
    const now = clock();
    resumeAt = now + Math.min(now - turnStarted, MAX_PAUSE_MS);
    if (waiting > 0) schedule(resumeAt - now);
  };
  // The connection is closed after a refusal: a flood on kept-alive connections would otherwise be read
  // again on every turn of the loop, each turn longer, while new connections (another visitor's) wait
  // to be accepted one per turn; reconnecting puts the flood in the same queue as everyone else.
  const refuse = (res: Response) =>
    res
      .status(503)
      .set({ "Retry-After": "5", "Cache-Control": PRIVATE, Connection: "close" })
      .type("text/plain")
      .send("The website is busy. Please try again in a few seconds.");

  const handler = ((req: Request, res: Response, next: NextFunction) => {
    // Writes are bounded by the POST rate limit and the sign-in throttle, whose deliberate slow-down
    // must not hold a place that a page render needs.
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Nobody is left to answer: no place, no render (see the doc comment).
    if (isOver(res)) return;
    const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
    if (waiting >= options.queue || (held.get(address) ?? 0) >= options.perAddress) reclaim();
    const mine = held.get(address) ?? 0;
    if (mine >= options.perAddress || waiting >= options.queue) return refuse(res);
    held.set(address, mine + 1);
    const place: Place = {
      address,
      res,
      since: clock(),
      started: false,
      done: false,
      start() {
        if (place.done) return false;
        if (isOver(res)) {
          place.release();
          return false;
        }
        place.started = true;
        place.since = clock();
        active++;
        lastServed.set(address, served++);
        renderingTurn = true;
        turnStarted = clock();
        // Runs once this turn's callbacks and their promises (the render, with SQLite) are done.
        setImmediate(endOfTurn);
        next();
        return true;
      },
      release() {
        if (place.done) return;
        place.done = true;
        places.delete(place);
        const left = (held.get(address) ?? 1) - 1;
        if (left > 0) held.set(address, left);
        else held.delete(address);
        if (place.started) {
          active--;
          // The next in line starts from a later turn, never inside this one (see `drain`).
          if (waiting > 0) schedule(resumeAt - clock());
          return;
        }
        const queue = lines.get(address);
        const at = queue?.indexOf(place) ?? -1;
        if (queue && at >= 0) {
          queue.splice(at, 1);
          waiting--;
          if (queue.length === 0) lines.delete(address);
        }
      },
    };
    places.add(place);
    // Fires once the response is over, at once (next tick) if it already is.
    onFinished(res, () => place.release());
    if (waiting === 0 && active < options.concurrent && !renderingTurn && clock() >= resumeAt) {
      place.start();
      return;
    }
    const queue = lines.get(address);
    if (queue) queue.push(place);
    else lines.set(address, [place]);
    waiting++;
    schedule(resumeAt - clock());
  }) as RequestHandler & { active(): number; waiting(): number; line(): RenderLine };
  handler.active = () => active;
  handler.waiting = () => waiting;
  handler.line = () => {
    const now = clock();
    let oldestWaitMs = 0;
    let oldestRenderMs = 0;
    for (const place of places) {
      const age = now - place.since;
      if (place.started) oldestRenderMs = Math.max(oldestRenderMs, age);
      else oldestWaitMs = Math.max(oldestWaitMs, age);
    }
    return {
      concurrent: options.concurrent,
      active,
      waiting,
      oldestWaitMs: Math.round(oldestWaitMs),
      oldestRenderMs: Math.round(oldestRenderMs),
      reclaimed,
    };
  };
  return handler;
}
