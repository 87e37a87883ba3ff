import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";

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
 * Makes CSP nonces (DESIGN 4): each call returns 16 fresh random bytes, base64 (24 characters). The
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
