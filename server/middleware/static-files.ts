import type { ServerResponse } from "node:http";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import expressStaticGzip from "express-static-gzip";

/**
 * Files first: hashed assets, the public folder's pictures and documents, and uploaded photos
 * are answered before the logging and the document headers, with only the headers a file needs (no
 * type sniffing, same-origin resource policy, caching). A CSP, frame and permission policies or a
 * request id mean nothing on a script or a picture, and over HTTP/1.1 they cost about 0.9 KB per file:
 * some 40 KB on a school's landing page, which loads 45 files.
 */

/** The headers every file gets; an SVG also gets a CSP, since opened on its own it is a document. */
export function fileHeaders(res: ServerResponse, path = ""): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  // An SVG opened on its own is a document that could run script: ours never need any.
  if (path.endsWith(".svg"))
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
}

/**
 * Hashed assets (`build/client/assets`, production): the Brotli or gzip copy made at build time
 * (scripts/compress-assets.ts) when the browser takes it, cached for a year and never revalidated (so
 * no ETag or Last-Modified). Mounted at `/assets`.
 */
export function hashedAssets(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    serveStatic: {
      immutable: true,
      maxAge: "1y",
      redirect: false,
      etag: false,
      lastModified: false,
      setHeaders: fileHeaders,
    },
  });
}

/** A file name at the end of a path; React Router's `.data` is never a file. */
const FILE = /\.[A-Za-z0-9]+$/;

/**
 * The permanent URLs of documents: answered by the app (`app/routes/site/document.ts`)
 * with the document's current file, never by a file on disk, which would shadow a replaced file.
 */
const DOCUMENTS = /^\/documents\//i;

/**
 * Files of the public folder (`build/client`, production: images, icons), cached for an hour. They all
 * have an extension; pages and React Router's `.data` never come from disk, so they skip the
 * file-system look-up (throughput). Documents are the app's (`DOCUMENTS`).
 */
export function publicFiles(dir: string): RequestHandler {
  const serve = express.static(dir, { maxAge: "1h", redirect: false, index: false, setHeaders: fileHeaders });
  return (req: Request, res: Response, next: NextFunction) =>
    FILE.test(req.path) && !req.path.endsWith(".data") && !DOCUMENTS.test(req.path)
      ? serve(req, res, next)
      : next();
}

/** The storage folders whose files are public at `/uploads/<folder>/…`: gallery photos and site pictures. */
export const PUBLIC_UPLOAD_FOLDERS = ["photos", "pictures"] as const;

/**
 * A public upload's path below `/uploads`, spelt exactly as the server writes it (`storage.url()`): one
 * of `PUBLIC_UPLOAD_FOLDERS`, then a file name of storage-key characters (lower-case letters and
 * digits, single `.`, `_` or `-` between them). No `%` escapes, capitals, `.`/`..` segments, double
 * slashes or backslashes, so no other spelling can reach another folder after decoding.
 */
export const PUBLIC_UPLOAD = new RegExp(
  `^/(?:${PUBLIC_UPLOAD_FOLDERS.join("|")})/[a-z0-9]+(?:[._-][a-z0-9]+)*$`,
);

/** How long browsers keep an uploaded file: its name is random and never reused, so a year, never revalidated. */
export const UPLOAD_MAX_AGE = "1y";

/**
 * Uploaded photos in a local folder, mounted at `/uploads` (`uploadedFiles` in ./uploads.ts picks
 * this for the folder driver): file names are random and never reused, so they are cached for a year; no directory listings, no redirects, no dot files, and a missing file is a plain
 * 404 (not a rendered page).
 *
 * Only the photo folders are served, by an allow-list of the exact spelling (`PUBLIC_UPLOAD`): the same
 * storage holds documents' files (`documents/<random>.pdf`), whose current file is answered at its
 * permanent URL and older ones to staff only, decided by the document route from the document's state
 * (architecture ruling 14). A deny-list by spelling let `/uploads/%64ocuments/…`, `/uploads/./documents/…`
 * or `/uploads/photos/../documents/…` through, since the file server decodes and normalises after it.
 */
export function uploadedPhotos(dir: string): RequestHandler[] {
  const notFound = (_req: Request, res: Response) => {
    fileHeaders(res);
    res.status(404).type("text/plain").send("Not found");
  };
  return [
    (req: Request, res: Response, next: NextFunction) =>
      PUBLIC_UPLOAD.test(req.path) ? next() : notFound(req, res),
    express.static(dir, {
      immutable: true,
      maxAge: UPLOAD_MAX_AGE,
      index: false,
      redirect: false,
      dotfiles: "deny",
      setHeaders: fileHeaders,
    }),
    (_req: Request, res: Response) => {
      fileHeaders(res);
      res.status(404).type("text/plain").send("Not found");
    },
  ];
}
