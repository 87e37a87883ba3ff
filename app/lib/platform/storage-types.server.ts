import { extname } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

/**
 * Where uploaded files live (architecture 2 "Uploaded files", decision 0024). Routes and the data layer
 * only see this interface; two drivers implement it: `LocalDiskStorage`, the folder `UPLOADS_DIR`
 * (the default, ./local-storage.server.ts), and `S3Storage` (./s3-storage.server.ts), a bucket of an S3-compatible store chosen
 * by `STORAGE_URL`; `storage()` (./storage.server.ts) picks one. Both are served by the site at
 * `/uploads/<key>` (server/middleware/uploads.ts).
 *
 * Keys are chosen by the server, never by the uploader: lower-case letters, digits and `/ _ . -`,
 * for example `photos/3f9c0a…-640.webp`.
 */
export interface Storage {
  /**
   * The local folder the files are in when they are files on this machine (the web server answers
   * them with `express.static`); null for an object store.
   */
  readonly folder: string | null;
  /** Where the files are, in words for an operator: "the folder /srv/uploads", "the bucket s3://…". */
  readonly description: string;
  /**
   * Stores `data` under `key`, replacing what was there. Readers never see a half-written file. For
   * small files made here (resized pictures, YouTube stills); an upload goes through `putFile`.
   */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores the file at `path` (an upload's temporary file) under `key`, streamed: never held in memory
   * whole. Readers never see a half-written file. Throws when the file cannot be read or the store
   * refuses; nothing is stored then.
   */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** Stores `size` bytes read from `body` under `key`, streamed (the copy command). As `putFile`. */
  putStream(key: string, body: Readable, size: number, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such key. Whole in memory: for small files only. */
  get(key: string): Promise<Buffer | null>;
  /**
   * The object as a stream, for serving it: with `range` a part of it, with `ifNoneMatch` a 304 when
   * the browser holds it already (see `ObjectRead`); null when there is no such key. The caller must
   * consume or cancel `body`.
   */
  read(key: string, options?: ReadOptions): Promise<ObjectRead | null>;
  /**
   * Writes the object to the file `toPath` (for tools that need a path: pdftotext, ocrmypdf), streamed.
   * Resolves false when there is no such key (no file is written then).
   */
  download(key: string, toPath: string): Promise<boolean>;
  /** Every stored object whose key starts with `prefix` (all when ""), in no promised order. */
  list(prefix?: string): AsyncIterable<StoredEntry>;
  /** Removes the key; no error when it does not exist. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the file from: `/uploads/<key>` for both drivers. */
  url(key: string): string;
}

/** One object of `list`: its key and its size in bytes. */
export interface StoredEntry {
  key: string;
  size: number;
}

/** How `read` is asked, from the browser's request headers. */
export interface ReadOptions {
  /**
   * The request's `Range` header as sent (`bytes=0-1023`). The S3 driver passes it on as it is; the
   * folder driver honours one range of bytes and answers the whole file for anything else, as HTTP allows.
   */
  range?: string;
  /** The request's `If-None-Match`: when it names the object's ETag, the answer is a 304 without a body. */
  ifNoneMatch?: string;
  /** A HEAD request: the same answer without a body. */
  headOnly?: boolean;
}

/** What `read` found: the HTTP answer to give, with the store's own headers. */
export interface ObjectRead {
  /** 200 whole, 206 a range, 304 the browser's copy is current, 416 the range is outside the object. */
  status: 200 | 206 | 304 | 416;
  /** The bytes to send (200, 206 unless `headOnly`), else null. */
  body: ReadableStream<Uint8Array> | null;
  /** How many bytes `body` holds (200, 206), else null. */
  contentLength: number | null;
  /** `bytes 0-9/100` for a 206, `bytes * /100` (no space) for a 416 when the size is known, else null. */
  contentRange: string | null;
  /** The store's ETag, quoted (`"9b2c…"`, or weak `W/"…"` for the folder), when it gave one. */
  etag: string | null;
  /** The time it was stored, as an HTTP date, when known. */
  lastModified: string | null;
  /** The type it was stored with (the folder driver: from the key's extension). */
  contentType: string | null;
}

/** A failure of the store itself (refused, unreachable), naming the key and what the store said. */
export class StorageError extends Error {
  override name = "StorageError";
}

const KEY = /^[a-z0-9]+(?:[/_.-][a-z0-9]+)*$/;

/** Throws for a key that is not one of ours (path traversal, odd characters). */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** True for a key the server could have written (what the copy command copies). */
export function isStorageKey(key: string): boolean {
  return KEY.test(key) && key.length <= 200;
}

/** Where the web server serves uploaded files (`content/uploaded-images.ts` names the same). */
export const UPLOADS_PREFIX = "/uploads";

/** Content types by extension, for the files the site stores (the folder keeps no type of its own). */
const TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".pdf": "application/pdf",
};

/** The content type of `key` by its extension; `application/octet-stream` for one not listed. */
export function contentTypeOf(key: string): string {
  return TYPES[extname(key).toLowerCase()] ?? "application/octet-stream";
}

/**
 * One range of bytes of a `Range` header within an object of `size` bytes: `{ start, end }` (end
 * included), "unsatisfiable" when it starts past the end, or null to answer the whole object (no
 * header, several ranges, another unit or a malformed one: HTTP lets a server ignore those).
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    // A suffix: the last `to` bytes.
    const length = Number(to);
    if (length === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== "" && Number(to) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as for a GET), or is `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => bare(tag) === bare(etag));
}

/** The credentials and region a bucket is signed for (the AWS tools' variables). */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  region: string;
}

/** `body` (a web stream from `fetch` or `read`; null: nothing) as a Node stream, to pipe to a file or a response. */
export function nodeStream(body: ReadableStream<Uint8Array> | null): Readable {
  // The DOM's and Node's declarations of the same global class differ only in their types.
  return body ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : Readable.from([]);
}
