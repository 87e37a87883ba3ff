import type { RequestHandler } from "express";

/**
 * A fresh CSP nonce for every response (architecture 4 "Security"): kept in `res.locals.nonce`, where
 * the CSP header (`security-headers.ts`), the app's load context (every inline script React Router
 * writes) and the page cache (`nonceOf`) read it. `next` is the nonce source (`nonceSource()` in
 * server/guards.ts), shared with the page cache so that a page answered from memory gets the same kind.
 */
export function cspNonce(nextNonce: () => string): RequestHandler {
  return (_req, res, next) => {
    res.locals.nonce = nextNonce();
    next();
  };
}
