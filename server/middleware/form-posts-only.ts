import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { isFormContentType, NOT_A_FORM } from "../../app/lib/forms/encoding";
import { PRIVATE } from "../../app/lib/platform/http-cache";

/**
 * Every write the site takes is a browser's form: anything else (JSON, text, no body
 * type, multipart without a boundary) is refused here with 415, `private, no-store`, the connection
 * closed and a plain message (`NOT_A_FORM`), logged as a warning without a stack. A form that cannot
 * be parsed is refused later by the action's `readFormData` with 400. GET, HEAD and OPTIONS go on.
 */
export function formPostsOnly(
  logger: Pick<Logger, "warn">,
): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const type = req.get("content-type");
    if (isFormContentType(type)) return next();
    logger.warn({ path: req.path, contentType: type ?? null }, "Refused a post that is not a form");
    res
      .status(415)
      .set({ "Cache-Control": PRIVATE, Connection: "close" })
      .type("text/plain")
      .send(NOT_A_FORM);
  };
}
