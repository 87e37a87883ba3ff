import type { NextFunction, Request, Response } from "express";

/** What a refused cross-site post says (403). */
export const CROSS_SITE_REFUSED = "Cross-site form submissions are not accepted.";

/**
 * Cross-site form posts are refused with 403 (architecture 4 "Security", architecture 5 step 7):
 * SameSite=Lax already keeps the session cookie off them, and this also covers browsers that ignore
 * SameSite. A write is cross-site when its `Origin` names another host than `Host` (a malformed
 * `Origin` counts as another), or, from a browser that sends no `Origin`, when `Sec-Fetch-Site` says
 * `cross-site`. `Origin: null` and a request without either header (a script, curl) go on. GET, HEAD
 * and OPTIONS are never refused.
 */
export function sameOriginPosts(): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
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
      res.status(403).type("text/plain").send(CROSS_SITE_REFUSED);
      return;
    }
    next();
  };
}
