import { createHash } from "node:crypto";
import { createReadStream, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Multipart bodies for the upload tests (app/lib/gallery/photo-uploads.*.test.ts): made as they are
 * read, like a browser's upload, with the hashes of the files they carry.
 */

/** A megabyte. */
export const MB = 1024 * 1024;
/** The size of the chunks a streamed body is made of. */
export const CHUNK = 64 * 1024;
/** The boundary of the multipart bodies made here. */
export const BOUNDARY = "----school-test-boundary-7MA4YWxkTrZu0gW";

/** A part of a multipart body: a text field, or a file of `size` bytes made chunk by chunk. */
export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type?: string; size: number; byte?: (chunk: number) => number }
  | { name: string; filename: string; type?: string; bytes: Uint8Array };

/** `text` as UTF-8 bytes. */
export const utf8 = (text: string) => new TextEncoder().encode(text);

/** The head of `part` in a multipart body: its boundary and headers. */
function head(part: Part): Uint8Array {
  const disposition =
    "filename" in part
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? "application/octet-stream"}`
      : `form-data; name="${part.name}"`;
  return utf8(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`);
}

/**
 * The chunks of a multipart body, made one at a time as the reader asks (a fresh buffer each, as from
 * a socket), and the SHA-256 of each file's content.
 */
function* chunksOf(parts: Part[], hashes: string[], { close = true } = {}): Generator<Uint8Array> {
  for (const part of parts) {
    yield head(part);
    if ("value" in part) yield utf8(part.value);
    else if ("bytes" in part) {
      hashes.push(createHash("sha256").update(part.bytes).digest("hex"));
      yield part.bytes;
    } else {
      const hash = createHash("sha256");
      for (let at = 0, n = 0; at < part.size; at += CHUNK, n++) {
        const chunk = Buffer.alloc(Math.min(CHUNK, part.size - at), part.byte?.(n) ?? n & 0xff);
        hash.update(chunk);
        yield chunk;
      }
      hashes.push(hash.digest("hex"));
    }
    yield utf8("\r\n");
  }
  if (close) yield utf8(`--${BOUNDARY}--\r\n`);
}

/** A streamed POST (see `streamedPost`). */
export interface Streamed {
  request: Request;
  /** Bytes the server has read so far. */
  pulled: () => number;
  hashes: string[];
}

/**
 * A POST whose body is made only as it is read (nothing is made ahead), like a browser's upload.
 * `onPull` runs before each chunk is handed over, with the bytes read so far.
 */
export function streamedPost(
  parts: Part[],
  options: { onPull?: (pulled: number) => void; close?: boolean; headers?: Record<string, string> } = {},
): Streamed {
  const hashes: string[] = [];
  const chunks = chunksOf(parts, hashes, options);
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        options.onPull?.(pulled);
        const next = chunks.next();
        if (next.done) return controller.close();
        pulled += next.value.byteLength;
        controller.enqueue(next.value);
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://localhost:3000/admin/albums/1", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, ...options.headers },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled, hashes };
}

/** Every file under `dir`, with its size in bytes. */
export function filesUnder(dir: string): { path: string; size: number }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, size: statSync(path).size };
    });
}

/** The SHA-256 of the file at `path`, in hex. */
export function sha256Of(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(path)
      .on("data", (chunk) => hash.update(chunk))
      .on("end", () => resolve(hash.digest("hex")))
      .on("error", reject);
  });
}
