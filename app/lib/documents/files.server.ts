import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import fresh from "fresh";
import { db } from "../platform/db.server";
import { type Storage, storage } from "../platform/storage.server";
import {
  type DocumentFileRow,
  type DocumentPlaces,
  getDocumentByPath,
  SHIPPED_FILES_DIR,
  shippedFilePath,
} from "./documents.server";

/**
 * The bytes of a document as the browser gets them. The permanent URL answers with
 * the document's current file, so a replaced file is what every visitor and every outside link gets at
 * once: `application/pdf` with its length, an ETag, `Content-Disposition: inline` with the URL's file
 * name, and a cache header that makes browsers and proxies ask again each time (`no-cache`; never
 * `immutable`, since the file can change under the same URL), answered 304 while the file is the same.
 */

/** Browsers and proxies may keep a copy but must check it is still current before using it. */
export const DOCUMENT_CACHE_CONTROL = "public, no-cache";

/** A file opened to be sent: its length in bytes, and its bytes as a stream (null for a HEAD). */
interface OpenedFile {
  size: number;
  body: ReadableStream<Uint8Array> | null;
}

/** What `documentResponse` needs to answer. */
interface FileToSend {
  /**
   * Opens the file, streamed (a 20 MB PDF from a bucket is never held in memory), without its bytes
   * for a HEAD (`headOnly`); null when it is missing. Called only when the request does not hold the
   * file already (a 304 opens nothing).
   */
  open: (headOnly: boolean) => Promise<OpenedFile | null>;
  /** A strong ETag that changes whenever the file does. */
  etag: string;
  fileName: string;
  cacheControl: string;
  disposition: "inline" | "attachment";
}

/** A quoted ETag made of `identity` (a storage key, or the shipped file's size and time). */
function etagOf(identity: string): string {
  return `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
}

/** `Content-Disposition` with an ASCII file name and its UTF-8 form (RFC 6266). */
export function contentDisposition(type: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The answer for `file`: 304 when the request holds it already (without reading the file), else the
 * bytes, streamed (none for HEAD); a plain 404 when the file is missing, a plain 503 when the storage
 * fails.
 */
async function send(request: Request, file: FileToSend): Promise<Response> {
  const headers = {
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    "X-Content-Type-Options": "nosniff",
  };
  const requestHeaders = {
    "if-none-match": request.headers.get("if-none-match") ?? undefined,
    "cache-control": request.headers.get("cache-control") ?? undefined,
  };
  if (fresh(requestHeaders, { etag: file.etag })) return new Response(null, { status: 304, headers });
  let opened: OpenedFile | null;
  try {
    opened = await file.open(request.method === "HEAD");
  } catch (error) {
    // The storage failed (a bucket out of reach): a plain answer to try again, not an error page.
    console.error(
      `Error reading ${new URL(request.url).pathname}:`,
      error instanceof Error ? error.message : error,
    );
    return new Response("This document cannot be read just now. Please try again in a moment.", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": "10",
      },
    });
  }
  if (!opened) return fileNotFound();
  return new Response(request.method === "HEAD" ? null : opened.body, {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Length": String(opened.size),
      "Content-Disposition": contentDisposition(file.disposition, file.fileName),
    },
  });
}

/** A plain 404 for a file that is not there (not the designed page: a PDF link expects a file). */
export function fileNotFound(): Response {
  return new Response("Document not found.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/** The shipped file of `path`: its ETag and how to open it; null when there is none. */
async function shippedFile(path: string, root: string): Promise<Pick<FileToSend, "open" | "etag"> | null> {
  const file = shippedFilePath(path, root);
  if (!file) return null;
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return {
      open: async (headOnly) => ({
        size: info.size,
        body: headOnly ? null : (Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>),
      }),
      etag: etagOf(`shipped:${path}:${info.size}:${info.mtimeMs}`),
    };
  } catch {
    return null;
  }
}

/**
 * How to open the stored file `key`, streamed from the storage (whichever driver); null when it is
 * missing, after `missing()` is called (to log it).
 */
function storedFile(store: Storage, key: string, missing: () => void = () => undefined): FileToSend["open"] {
  return async (headOnly) => {
    const found = await store.read(key, { headOnly });
    if (found?.status !== 200 || found.contentLength === null) {
      await found?.body?.cancel();
      missing();
      return null;
    }
    return { size: found.contentLength, body: found.body };
  };
}

/**
 * The answer to a GET or HEAD of the permanent URL `path` (lower case): the document's current file
 * from the storage, or the shipped file while it was never replaced; a plain 404 for a path that is no
 * document or a file that is missing. When the database cannot be read, the shipped file is served if
 * there is one (architecture ruling 5: the site stays up), logged as "Error fetching document …:".
 */
export async function documentResponse(
  request: Request,
  path: string,
  { database = db(), store = storage(), root = SHIPPED_FILES_DIR }: DocumentPlaces = {},
): Promise<Response> {
  if (!/^\/documents\/[a-z0-9/._-]+\.pdf$/.test(path) || path.includes("..")) return fileNotFound();
  const fileName = path.split("/").pop() as string;
  let row: Awaited<ReturnType<typeof getDocumentByPath>>;
  try {
    row = await getDocumentByPath(path, database);
  } catch (error) {
    console.error(`Error fetching document ${path}:`, error instanceof Error ? error.message : error);
    const shipped = await shippedFile(path, root);
    // Not kept by caches: the database may hold a newer file.
    return shipped
      ? send(request, { ...shipped, fileName, cacheControl: "no-store", disposition: "inline" })
      : fileNotFound();
  }
  if (!row) return fileNotFound();
  if (row.file_key === null) {
    const shipped = await shippedFile(path, root);
    if (!shipped) {
      console.error(
        `Error fetching document ${path}: its shipped file is missing (npm run documents:samples)`,
      );
      return fileNotFound();
    }
    return send(request, {
      ...shipped,
      fileName,
      cacheControl: DOCUMENT_CACHE_CONTROL,
      disposition: "inline",
    });
  }
  const key = row.file_key;
  return send(request, {
    open: storedFile(store, key, () =>
      console.error(`Error fetching document ${path}: its file ${key} is missing from the storage`),
    ),
    etag: etagOf(key),
    fileName,
    cacheControl: DOCUMENT_CACHE_CONTROL,
    disposition: "inline",
  });
}

/**
 * The answer to a member of staff's download of an older file of a document (its history): the file
 * under the name it was uploaded with, never kept by a cache; a plain 404 when it is gone.
 */
export async function historyFileResponse(
  request: Request,
  file: DocumentFileRow,
  store: Storage = storage(),
): Promise<Response> {
  const name = /\.pdf$/i.test(file.file_name) ? file.file_name : `${file.file_name}.pdf`;
  return send(request, {
    open: storedFile(store, file.file_key),
    etag: etagOf(file.file_key),
    fileName: name,
    cacheControl: "private, no-store",
    disposition: "attachment",
  });
}
