import { pipeline } from "node:stream/promises";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import {
  contentTypeOf,
  nodeStream,
  type ObjectRead,
  type Storage,
} from "../../app/lib/platform/storage-types.server";
import { fileHeaders, PUBLIC_UPLOAD, uploadedPhotos } from "./static-files";

/**
 * The uploaded files at `/uploads/<key>`, answered by the site itself whichever storage holds them
 * (decision 0024: same origin for the CSP's `img-src 'self'`, our own caching, any store). Only the
 * public folders (`PUBLIC_UPLOAD`: photos and pictures, spelt exactly as the server writes them) are
 * served; documents' files are the document route's (architecture ruling 14).
 */

/**
 * What `express.static` sends with `maxAge: "1y", immutable: true` (`UPLOAD_MAX_AGE`), so a file is
 * cached the same from either driver.
 */
export const UPLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The plain 404 of a file that is not served (the same words as the folder's). */
function notFound(_req: Request, res: Response): void {
  fileHeaders(res);
  res.status(404).type("text/plain").send("Not found");
}

/**
 * The handlers to mount at `/uploads` for `store`: the folder driver keeps `express.static`
 * (`uploadedPhotos`, which answers ETag, ranges and 304 itself); an object store's file is streamed
 * through from `store.read` with the store's ETag, Last-Modified and length, our Cache-Control, the
 * type of the key's extension (never a type stored with the object: nothing stored can become a page
 * of this origin), 304 for `If-None-Match` (unless the request says `no-cache`), the `Range` passed on (206 with `Content-Range`, 416 as the
 * store says), HEAD without a body, and today's plain 404. A store that fails answers 503 (logged) and
 * is asked again at the next request.
 */
export function uploadedFiles(store: Storage): RequestHandler[] {
  if (store.folder !== null) return uploadedPhotos(store.folder);
  return [
    (req: Request, res: Response, next: NextFunction) =>
      PUBLIC_UPLOAD.test(req.path) && (req.method === "GET" || req.method === "HEAD")
        ? next()
        : notFound(req, res),
    async (req: Request, res: Response) => {
      const key = req.path.slice(1);
      let found: ObjectRead | null;
      try {
        found = await store.read(key, {
          range: req.get("range"),
          // A request that says `no-cache` wants the file itself, as express.static (`fresh`) decides.
          ifNoneMatch: /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.get("cache-control") ?? "")
            ? undefined
            : req.get("if-none-match"),
          headOnly: req.method === "HEAD",
        });
      } catch (error) {
        console.error(`Error reading ${req.originalUrl}:`, error instanceof Error ? error.message : error);
        fileHeaders(res);
        res
          .status(503)
          .set("Cache-Control", "no-store")
          .set("Retry-After", "10")
          .type("text/plain")
          .send("This file cannot be read just now. Please try again.");
        return;
      }
      if (!found) {
        notFound(req, res);
        return;
      }
      send(res, key, found);
    },
  ];
}

/** Answers with what `read` found (see `uploadedFiles`). */
function send(res: Response, key: string, found: ObjectRead): void {
  fileHeaders(res, key);
  if (found.etag) res.setHeader("ETag", found.etag);
  if (found.lastModified) res.setHeader("Last-Modified", found.lastModified);
  if (found.status === 416) {
    if (found.contentRange) res.setHeader("Content-Range", found.contentRange);
    res.status(416).type("text/plain").send("Range not satisfiable");
    return;
  }
  res.setHeader("Cache-Control", UPLOAD_CACHE_CONTROL);
  if (found.status === 304) {
    res.status(304).end();
    return;
  }
  res.status(found.status);
  res.setHeader("Content-Type", contentTypeOf(key));
  res.setHeader("Accept-Ranges", "bytes");
  if (found.contentLength !== null) res.setHeader("Content-Length", String(found.contentLength));
  if (found.contentRange) res.setHeader("Content-Range", found.contentRange);
  if (!found.body) {
    res.end();
    return;
  }
  // A browser that goes away ends the pipeline, which cancels the store's answer: nothing to log.
  pipeline(nodeStream(found.body), res).catch(() => undefined);
}
