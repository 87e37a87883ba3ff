import type { NextFunction, Request, Response } from "express";
import { canonicalPath } from "../page-cache";

/** A file name at the end of a path (`/images/Logo.svg`): files keep their case. */
const FILE = /\.[A-Za-z0-9]+$/;

/**
 * URLs match case-insensitively (architecture ruling 1): a GET or HEAD of `/Contactus`,
 * `/%61dmin/enquiries` or any other spelling of a page answers with a permanent redirect (301) to the
 * one canonical URL (`canonicalPath` in server/page-cache.ts), query kept, so a page (and the admin
 * area's guard) is only ever rendered under one spelling. Assets and files (a dot in the last segment)
 * keep their case; React Router's `.data` is matched by it as its page would be. A malformed escape
 * goes on (to the 404).
 */
export function canonicalRedirect(): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = req.path;
    if (path.startsWith("/assets/") || FILE.test(path) || !/[A-Z%]/.test(path)) return next();
    const canonical = canonicalPath(path);
    if (canonical === undefined || canonical === path) return next();
    const queryAt = req.originalUrl.indexOf("?");
    const search = queryAt >= 0 ? req.originalUrl.slice(queryAt) : "";
    res.redirect(301, canonical + search);
  };
}
