import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/**
 * The headers of every document (architecture 4 "Security", architecture 5 step 4): helmet's set, with
 * in production a CSP whose scripts must carry the response's nonce (`cspNonce` sets it first), and a
 * `Permissions-Policy`. Files never get them (`static-files.ts` answers before).
 */

export interface SecurityHeaderOptions {
  /** Sends the CSP: in development Vite's client injects scripts without a nonce. */
  csp: boolean;
  /** Sends `Strict-Transport-Security`: when the session cookie is `Secure` (served over HTTPS). */
  hsts: boolean;
}

/** Sites whose frames a page may embed: YouTube without cookies, Google Maps, OpenStreetMap. */
const FRAME_SOURCES = [
  "https://www.youtube-nocookie.com",
  "https://www.google.com",
  "https://www.openstreetmap.org",
];

/** Helmet's headers with the site's CSP (scripts: own origin and the response's nonce only). */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: options.csp
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
            frameSrc: FRAME_SOURCES,
            mediaSrc: ["'self'"],
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    // Not "no-referrer": with it, browsers send `Origin: null` on same-site form posts, which React
    // Router (rightly) refuses as a possible cross-site request.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.hsts,
  });
}

/** The browser features the site never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()";

/** Sets `Permissions-Policy` on every response that reaches it. */
export function permissionsPolicy(): RequestHandler {
  return (_req, res, next) => {
    res.set("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
}
