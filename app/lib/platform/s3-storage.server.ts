import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AwsClient } from "aws4fetch";
import {
  assertKey,
  nodeStream,
  type ObjectRead,
  type ReadOptions,
  type S3Credentials,
  type Storage,
  StorageError,
  type StoredEntry,
  UPLOADS_PREFIX,
} from "./storage-types.server";
import { type S3Location, storageUrlOf } from "./storage-url.server";

/**
 * The uploaded files in a bucket of an S3-compatible store (AWS S3, Cloudflare R2, MinIO, Ceph;
 * decision 0024), over plain HTTPS requests signed by `aws4fetch` (Signature V4) and Node's `fetch`:
 * no SDK. With an endpoint the bucket is addressed path-style (`<endpoint>/<bucket>/<prefix><key>`),
 * which every one of those accepts; without one, AWS's virtual-hosted address
 * (`https://<bucket>.s3.<region>.amazonaws.com/<prefix><key>`).
 *
 * Bodies are never hashed: every request says `x-amz-content-sha256: UNSIGNED-PAYLOAD` (TLS protects
 * the bytes in transit), so an upload is streamed from its temporary file with its length, never held
 * in memory, and a file is served to a browser as the store sends it.
 */

/** How long a request may wait for the store's answer to begin, in ms (a hung store is an error, not a hung page). */
const ANSWER_TIMEOUT_MS = 30_000;
/**
 * The slowest upload to the store that is still waited for, in bytes a second: a 40 MB document gets
 * 30 s plus 160 s. Below that the link is broken in all but name, and the clerk is better told so.
 */
const SLOWEST_UPLOAD_BYTES_PER_S = 256 * 1024;
/** Retries of a request whose body can be sent again, on a 5xx or 429 (aws4fetch waits between them). */
const RETRIES = 2;

/** Signs and sends `fetch` requests to one bucket. */
export class S3Storage implements Storage {
  readonly folder = null;
  private readonly client: AwsClient;
  /** The bucket's address, ending in `/`: object keys and the listing's query follow it. */
  private readonly base: string;

  /**
   * `location` is the bucket (`parseStorageUrl`), `credentials` those of the environment
   * (`credentialsFromEnv`). Reaches no network until a method is called.
   */
  constructor(
    readonly location: S3Location,
    credentials: S3Credentials,
  ) {
    this.client = new AwsClient({
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      sessionToken: credentials.sessionToken,
      // Named, not guessed from the host: aws4fetch guesses only for AWS's and R2's own host names.
      service: "s3",
      region: credentials.region,
      retries: RETRIES,
    });
    this.base = location.endpoint
      ? `${location.endpoint}/${encodeURIComponent(location.bucket)}/`
      : `https://${location.bucket}.s3.${credentials.region}.amazonaws.com/`;
  }

  get description(): string {
    return `the bucket ${storageUrlOf(this.location)}`;
  }

  /**
   * The address of `key`: each segment of the prefixed key percent-encoded (UTF-8), `/` kept, as S3
   * expects. aws4fetch signs the same path decoded and encoded again, so any key signs correctly.
   */
  private objectUrl(key: string): string {
    assertKey(key);
    return this.base + (this.location.prefix + key).split("/").map(encodeURIComponent).join("/");
  }

  /**
   * Sends a signed request and resolves with the store's answer as soon as its headers arrive; the
   * deadline covers only the wait for them (a long download is not cut). Throws `StorageError` when
   * the store cannot be reached or does not answer in time.
   */
  private async send(
    url: string,
    init: RequestInit & { duplex?: "half" },
    what: string,
    { replayable = true, timeoutMs = ANSWER_TIMEOUT_MS } = {},
  ): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
    try {
      // No redirect is followed: to be able to send a body again after a 307, fetch keeps every chunk
      // it sent (measured: a 200 MB upload held 200 MB; refusing redirects, about 5 MB). A redirect
      // from the store (a bucket asked in the wrong region) is reported as an error instead.
      const request: RequestInit = { ...init, signal: controller.signal, redirect: "error" };
      // A streamed body can be sent once only: signed here and sent without aws4fetch's retries.
      return replayable
        ? await this.client.fetch(url, request)
        : await fetch(await this.client.sign(url, request));
    } catch (error) {
      const cause = controller.signal.aborted ? controller.signal.reason : error;
      throw new StorageError(`${this.description} could not be reached to ${what}: ${describeCause(cause)}`, {
        cause,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Throws `StorageError` for an answer that is not `ok`, naming what was asked and what the store said. */
  private async refuse(response: Response, what: string): Promise<never> {
    const text = await response.text().catch(() => "");
    const code = xmlValue(text, "Code");
    const message = xmlValue(text, "Message");
    throw new StorageError(
      `${this.description} refused to ${what} (${response.status}${code ? ` ${code}` : ""}${message ? `: ${message}` : ""})`,
    );
  }

  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    const what = `store ${key}`;
    const response = await this.send(
      this.objectUrl(key),
      {
        method: "PUT",
        // Every buffer the site stores is backed by an ArrayBuffer (none is shared memory).
        body: data as Uint8Array<ArrayBuffer>,
        headers: { "content-type": contentType, "x-amz-content-sha256": "UNSIGNED-PAYLOAD" },
      },
      what,
    );
    if (!response.ok) await this.refuse(response, what);
    await response.body?.cancel();
  }

  async putFile(key: string, path: string, contentType: string): Promise<void> {
    const { size } = await stat(path);
    await this.putStream(key, createReadStream(path), size, contentType);
  }

  async putStream(key: string, body: Readable, size: number, contentType: string): Promise<void> {
    const what = `store ${key}`;
    let response: Response;
    try {
      response = await this.send(
        this.objectUrl(key),
        {
          method: "PUT",
          body: Readable.toWeb(body) as ReadableStream<Uint8Array>,
          duplex: "half",
          headers: {
            "content-type": contentType,
            // S3 takes no chunked upload without a length; the length also lets it refuse a short body.
            "content-length": String(size),
            "x-amz-content-sha256": "UNSIGNED-PAYLOAD",
          },
        },
        what,
        {
          replayable: false,
          timeoutMs: ANSWER_TIMEOUT_MS + Math.ceil((size / SLOWEST_UPLOAD_BYTES_PER_S) * 1000),
        },
      );
    } finally {
      // A refused or failed request may leave the file open; an ended stream ignores this.
      body.destroy();
    }
    if (!response.ok) await this.refuse(response, what);
    await response.body?.cancel();
  }

  async get(key: string): Promise<Buffer | null> {
    const found = await this.read(key);
    if (!found?.body) return found ? Buffer.alloc(0) : null;
    return Buffer.from(await new Response(found.body).arrayBuffer());
  }

  async read(key: string, options: ReadOptions = {}): Promise<ObjectRead | null> {
    const what = `read ${key}`;
    const headers: Record<string, string> = {};
    if (options.range) headers.range = options.range;
    if (options.ifNoneMatch) headers["if-none-match"] = options.ifNoneMatch;
    const response = await this.send(
      this.objectUrl(key),
      { method: options.headOnly ? "HEAD" : "GET", headers },
      what,
    );
    const common = {
      etag: response.headers.get("etag"),
      lastModified: response.headers.get("last-modified"),
      contentType: response.headers.get("content-type"),
    };
    switch (response.status) {
      case 404:
        await response.body?.cancel();
        return null;
      case 304:
        await response.body?.cancel();
        // S3 repeats the ETag on a 304; a store that does not matched the one tag the browser sent.
        return {
          status: 304,
          body: null,
          contentLength: null,
          contentRange: null,
          ...common,
          etag: common.etag ?? singleTag(options.ifNoneMatch),
        };
      case 416: {
        // The size is in the error's XML (a HEAD's answer has none).
        const size = xmlValue(await response.text().catch(() => ""), "ActualObjectSize");
        return {
          status: 416,
          body: null,
          contentLength: null,
          contentRange: size ? `bytes */${size}` : null,
          ...common,
        };
      }
      case 200:
      case 206: {
        const length = response.headers.get("content-length");
        if (options.headOnly) await response.body?.cancel();
        return {
          status: response.status,
          body: options.headOnly ? null : response.body,
          contentLength: length === null ? null : Number(length),
          contentRange: response.headers.get("content-range"),
          ...common,
        };
      }
      default:
        return this.refuse(response, what);
    }
  }

  async download(key: string, toPath: string): Promise<boolean> {
    const found = await this.read(key);
    if (!found) return false;
    try {
      await pipeline(nodeStream(found.body), createWriteStream(toPath));
      return true;
    } catch (error) {
      await rm(toPath, { force: true });
      throw new StorageError(
        `${this.description}: ${key} broke off while it was read: ${describeCause(error)}`,
        {
          cause: error,
        },
      );
    }
  }

  async *list(prefix = ""): AsyncIterable<StoredEntry> {
    const what = `list ${prefix || "its objects"}`;
    let token: string | null = null;
    do {
      const query = new URLSearchParams({ "list-type": "2", prefix: this.location.prefix + prefix });
      if (token) query.set("continuation-token", token);
      const response = await this.send(`${this.base}?${query}`, { method: "GET" }, what);
      if (!response.ok) await this.refuse(response, what);
      const xml = await response.text();
      for (const [, contents = ""] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = xmlValue(contents, "Key");
        const size = xmlValue(contents, "Size");
        if (key === null || size === null || !key.startsWith(this.location.prefix)) continue;
        yield { key: key.slice(this.location.prefix.length), size: Number(size) };
      }
      token = xmlValue(xml, "IsTruncated") === "true" ? xmlValue(xml, "NextContinuationToken") : null;
    } while (token);
  }

  async delete(key: string): Promise<void> {
    const what = `delete ${key}`;
    const response = await this.send(this.objectUrl(key), { method: "DELETE" }, what);
    // Deleting what is not there is no error (S3 says 204 anyway; some stores say 404).
    if (!response.ok && response.status !== 404) await this.refuse(response, what);
    await response.body?.cancel();
  }

  url(key: string): string {
    assertKey(key);
    return `${UPLOADS_PREFIX}/${key}`;
  }
}

/** The text of the first `<name>` element of an S3 answer, entities decoded; null when there is none. */
function xmlValue(xml: string, name: string): string | null {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  if (!match) return null;
  return (match[1] ?? "").replace(
    /&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi,
    (_, dec, hex, named) => {
      if (dec) return String.fromCodePoint(Number(dec));
      if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
      return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[(named as string).toLowerCase()] ?? "";
    },
  );
}

/** The entity tag of an `If-None-Match` that names exactly one, else null. */
function singleTag(header: string | undefined): string | null {
  const tag = header?.trim() ?? "";
  return /^(W\/)?"[^",]*"$/.test(tag) ? tag : null;
}

/** A short reason for a failed request: fetch's own message hides the cause (`fetch failed`). */
function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}
