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
  /**
   * Whether a request asks for a costly variant of a page (a search, a month of the calendar: each new
   * query is a render the page cache has never kept), decided from the matched route
   * (`renderCostTest`, app/lib/platform/render-cost.ts); every request is ordinary unless given.
   */
  costOf?: (req: Request) => RenderCost;
  /** The budget of costly renders, shared by every address (see `CostlyBudget`). */
  costly?: CostlyBudget;
  /** The clock, in ms (tests choose); `performance.now` unless given. */
  now?: () => number;
}

/**
 * The global budget of costly renders (decision 0023), in milliseconds of rendering: however many
 * addresses ask, costly renders take at most `msPerSecond` of each second on average (a burst of
 * `burstMs`), each charged what it took from its start to its response's end, so a crowd of distinct
 * searches can never take the line from everyone else's pages, whatever one search costs. At most
 * `concurrent` costly renders run at once. Costly requests wait in their own line, at most `queue` of
 * them, taken by the address that had a costly render least recently first; when it is full, a
 * newcomer whose address has had one less recently than a waiting request's takes that request's place
 * (the one refused is the address that asked more), else the newcomer is refused. One address may hold
 * `perAddress` costly places at once.
 */
export interface CostlyBudget {
  msPerSecond: number;
  burstMs: number;
  concurrent: number;
  queue: number;
  perAddress: number;
}

/** What a request costs to render: "costly" for a variant no cache holds (search, calendar months). */
export type RenderCost = "costly" | "ordinary";

/** What the render line holds now (`/healthz` reports it). */
export interface RenderLine {
  /** Places: how many requests may render at once. */
  concurrent: number;
  /** Requests rendering now. */
  active: number;
  /** Requests waiting for a place (costly ones included). */
  waiting: number;
  /** Costly requests waiting for the budget. */
  costlyWaiting: number;
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

/** A budget that never runs out: every request is ordinary unless `costOf` says otherwise. */
const UNLIMITED: CostlyBudget = {
  msPerSecond: Number.POSITIVE_INFINITY,
  burstMs: Number.POSITIVE_INFINITY,
  concurrent: Number.POSITIVE_INFINITY,
  queue: Number.POSITIVE_INFINITY,
  perAddress: Number.POSITIVE_INFINITY,
};

/**
 * Bounds the page and data requests (GET, HEAD) that reach the app (docs/decisions/0008, 0016 and
 * 0023): at most `concurrent` are rendered at once and the rest wait in line; one address may hold at
 * most `perAddress` places (beyond: 503 with `Retry-After`), so a flood of uncacheable requests from one
 * client waits behind itself while cached pages and files (answered before this) and other visitors go
 * on. Costly variants (searches, calendar months: `costOf`) are also bounded together, whichever
 * address asks (`CostlyBudget`): a crowd of 200 addresses each asking a new search once no longer
 * fills the line that everyone's pages wait in.
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
 *   visitor's page starts next, not after the places a flood holds. Ordinary requests go first; a
 *   costly one starts when none waits and the budget has time left.
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
  const budget = options.costly ?? UNLIMITED;
  let active = 0;
  let waiting = 0;
  let reclaimed = 0;
  /** Waiting ordinary requests by client address, each address's in order of arrival. */
  const lines = new Map<string, Place[]>();
  /** Waiting costly requests, in order of arrival. */
  const costlyLine: Place[] = [];
  const held = new Map<string, number>();
  const costlyHeld = new Map<string, number>();
  /** Every place held (waiting or rendering), for the line's own check and its report. */
  const places = new Set<Place>();
  /** When each address last had a render started (a counter), for taking the line in turns. */
  const lastServed = new Map<string, number>();
  /** When each address last had a costly render started (ms). */
  const lastCostly = new Map<string, number>();
  let served = 0;
  /** The costly budget's time left, in ms (may fall below 0: a render is charged when it ends). */
  let tokens = budget.burstMs;
  let tokensAt = clock();
  let costlyActive = 0;
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
    costly: boolean;
    /** When it joined the line, then when its render started (ms). */
    since: number;
    started: boolean;
    done: boolean;
    /** Starts the render; false when the client has gone (the place is then given back). */
    start(): boolean;
    /** Gives the place back; a second call does nothing. */
    release(): void;
  }

  const count = (map: Map<string, number>, address: string, by: number) => {
    const next = (map.get(address) ?? 0) + by;
    if (next > 0) map.set(address, next);
    else map.delete(address);
  };
  const refill = (now: number) => {
    tokens = Math.min(budget.burstMs, tokens + ((now - tokensAt) * budget.msPerSecond) / 1000);
    tokensAt = now;
  };
  /** True when a costly render may start now (`refill` first). */
  const costlyRoom = () => tokens > 0 && costlyActive < budget.concurrent;
  const schedule = (delay: number) => {
    if (!wakeUp && !renderingTurn) wakeUp = setTimeout(drain, Math.max(0, delay));
  };
  /** The waiting costly place whose address had a costly render least (`oldest`) or most recently. */
  const costlyPick = (oldest: boolean): Place | undefined => {
    let chosen: Place | undefined;
    let when = oldest ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    for (const place of costlyLine) {
      const last = lastCostly.get(place.address) ?? Number.NEGATIVE_INFINITY;
      if (oldest ? last < when : last > when) {
        when = last;
        chosen = place;
      }
    }
    return chosen ?? (oldest ? costlyLine[0] : costlyLine.at(-1));
  };
  /** The next waiting ordinary place, from the address served least recently; undefined when none waits. */
  const takeOrdinary = (): Place | undefined => {
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
  const takeCostly = (): Place | undefined => {
    const next = costlyPick(true);
    if (!next) return undefined;
    costlyLine.splice(costlyLine.indexOf(next), 1);
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
  /** Starts waiting requests while there is room, the loop is not owed a pause and the budget allows. */
  function drain() {
    wakeUp = undefined;
    if (waiting > 0 && active >= options.concurrent) reclaim();
    while (waiting > 0 && active < options.concurrent && !renderingTurn) {
      const now = clock();
      if (now < resumeAt) {
        wakeUp = setTimeout(drain, resumeAt - now);
        return;
      }
      refill(now);
      // A request whose client has gone does not start; the next one is tried.
      const next = takeOrdinary() ?? (costlyRoom() ? takeCostly() : undefined);
      if (next) {
        next.start();
        continue;
      }
      // Only costly requests wait, and the budget is spent: wake when it has time again (a costly
      // render that ends wakes the line too).
      if (costlyActive >= budget.concurrent) return;
      wakeUp = setTimeout(drain, Math.ceil(((1 - tokens) * 1000) / budget.msPerSecond));
      return;
    }
  }
  const endOfTurn = () => {
    renderingTurn = false;
    // Addresses that hold nothing are forgotten once many have passed (their turn order no longer matters).
    if (lastServed.size > MAX_REMEMBERED) {
      for (const address of lastServed.keys()) if (!held.has(address)) lastServed.delete(address);
    }
    const now = clock();
    if (lastCostly.size > MAX_REMEMBERED) {
      // A costly render more than a minute ago no longer weighs in who goes first.
      for (const [address, at] of lastCostly) if (now - at > 60_000) lastCostly.delete(address);
    }
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

  /**
   * Whether a costly request from `address` may join its line: false when its address holds its share,
   * or when the line is full of requests from addresses that had a costly render less recently (a
   * waiting one from an address that had one more recently is refused to make room).
   */
  const admitCostly = (address: string): boolean => {
    if ((costlyHeld.get(address) ?? 0) >= budget.perAddress) return false;
    if (costlyLine.length < budget.queue) return true;
    const mine = lastCostly.get(address) ?? Number.NEGATIVE_INFINITY;
    const latest = costlyPick(false);
    if (!latest || (lastCostly.get(latest.address) ?? Number.NEGATIVE_INFINITY) <= mine) return false;
    refuse(latest.res);
    latest.release();
    return true;
  };

  const handler = ((req: Request, res: Response, next: NextFunction) => {
    // Writes are bounded by the POST rate limit and the sign-in throttle, whose deliberate slow-down
    // must not hold a place that a page render needs.
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Nobody is left to answer: no place, no render (see the doc comment).
    if (isOver(res)) return;
    const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
    const costly = options.costOf?.(req) === "costly";
    if (waiting >= options.queue || (held.get(address) ?? 0) >= options.perAddress) reclaim();
    if ((held.get(address) ?? 0) >= options.perAddress || waiting >= options.queue) return refuse(res);
    if (costly && !admitCostly(address)) return refuse(res);
    count(held, address, 1);
    if (costly) count(costlyHeld, address, 1);
    const place: Place = {
      address,
      res,
      costly,
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
        if (costly) {
          lastCostly.set(address, place.since);
          costlyActive++;
        }
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
        count(held, address, -1);
        if (costly) count(costlyHeld, address, -1);
        if (place.started) {
          active--;
          if (costly) {
            costlyActive--;
            refill(clock());
            tokens -= clock() - place.since;
          }
          // The next in line starts from a later turn, never inside this one (see `drain`).
          if (waiting > 0) schedule(resumeAt - clock());
          return;
        }
        if (costly) {
          const at = costlyLine.indexOf(place);
          if (at >= 0) {
            costlyLine.splice(at, 1);
            waiting--;
          }
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
    const now = clock();
    if (waiting === 0 && active < options.concurrent && !renderingTurn && now >= resumeAt) {
      refill(now);
      if (!costly || costlyRoom()) {
        place.start();
        return;
      }
    }
    if (costly) costlyLine.push(place);
    else {
      const queue = lines.get(address);
      if (queue) queue.push(place);
      else lines.set(address, [place]);
    }
    waiting++;
    schedule(resumeAt - now);
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
      costlyWaiting: costlyLine.length,
      oldestWaitMs: Math.round(oldestWaitMs),
      oldestRenderMs: Math.round(oldestRenderMs),
      reclaimed,
    };
  };
  return handler;
}
