import { type Storage, storage } from "../platform/storage.server";
import { isYouTubeId } from "./youtube";

/**
 * YouTube stills served from our own origin (architecture 2 "click-to-load facade"): the video
 * pages show `/video-thumbnails/<id>.jpg`, never an i.ytimg.com address. Why:
 * - a visitor's phone contacts no Google server until they press Play (privacy, one fewer DNS lookup
 *   and TLS handshake on mobile data);
 * - when YouTube cannot be reached (an offline school network, a removed video) the page shows a quiet
 *   placeholder instead of a broken image and console errors.
 *
 * Each still is fetched from YouTube once, kept in the uploads storage (so it survives restarts and is
 * shared by instances with shared storage), then served from there. A failed fetch is not retried for
 * `RETRY_AFTER_MS`, during which the placeholder is served with a short cache lifetime.
 */

/** How long a still fetched from YouTube may be cached by browsers (s): a week; uploaders rarely change it. */
const STILL_MAX_AGE_S = 7 * 24 * 3600;
/** How long the placeholder may be cached (s): short, so the real still appears once YouTube answers. */
const PLACEHOLDER_MAX_AGE_S = 600;
/** After a failed fetch, how long (ms) that video's still is not asked of YouTube again. */
export const RETRY_AFTER_MS = 10 * 60 * 1000;
/** How long (ms) one fetch from YouTube may take. */
const FETCH_TIMEOUT_MS = 4000;
/** Stills are about 15 KB; anything far larger is not one. */
const MAX_BYTES = 512 * 1024;

/** A plain dark 16:9 frame: the facade draws its play button in the middle of it. */
export const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180">' +
  '<rect width="320" height="180" fill="#1e293b"/></svg>';

/** What the route sends: the bytes, their type and how long browsers may keep them. */
export interface ThumbnailResponse {
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

export interface VideoThumbnailOptions {
  /** Where fetched stills are kept; default the process-wide uploads storage. */
  store?: Storage;
  /** Fetches from YouTube; default the global `fetch` (tests pass a stand-in). */
  fetchImpl?: typeof fetch;
  /** The clock (ms since the epoch), for the retry delay. */
  now?: () => number;
}

/** The storage key of a video's still: keys are lower case, video ids are not, so the id is hex-encoded. */
export function thumbnailKey(id: string): string {
  return `video-thumbnails/${Buffer.from(id, "utf8").toString("hex")}.jpg`;
}

const JPEG_MAGIC = [0xff, 0xd8, 0xff];

function isJpeg(bytes: Buffer): boolean {
  return bytes.length > 3 && JPEG_MAGIC.every((byte, index) => bytes[index] === byte);
}

/**
 * Creates the still provider. `get(id)` returns the still of a YouTube video id (11 characters,
 * `[A-Za-z0-9_-]`), or the placeholder when YouTube cannot give one; null for a string that is not a
 * video id (the route answers 404). It never throws: a storage failure also yields the placeholder.
 * Concurrent requests for one uncached still share a single fetch.
 */
export function createVideoThumbnails(options: VideoThumbnailOptions = {}) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? Date.now;
  const store = () => options.store ?? storage();
  const failedUntil = new Map<string, number>();
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const placeholder: ThumbnailResponse = {
    body: Buffer.from(PLACEHOLDER_SVG, "utf8"),
    contentType: "image/svg+xml",
    cacheControl: `public, max-age=${PLACEHOLDER_MAX_AGE_S}`,
  };

  async function fetchStill(id: string): Promise<Buffer | null> {
    try {
      const response = await fetchImpl(`https://i.ytimg.com/vi/${id}/mqdefault.jpg`, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        redirect: "error",
      });
      if (!response.ok) return null;
      const declared = Number(response.headers.get("content-length") ?? 0);
      if (declared > MAX_BYTES) return null;
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > MAX_BYTES || !isJpeg(bytes)) return null;
      await store()
        .put(thumbnailKey(id), bytes, "image/jpeg")
        .catch(() => undefined);
      return bytes;
    } catch {
      return null;
    }
  }

  async function get(id: string): Promise<ThumbnailResponse | null> {
    if (!isYouTubeId(id)) return null;
    let bytes = await store()
      .get(thumbnailKey(id))
      .catch(() => null);
    if (!bytes) {
      if ((failedUntil.get(id) ?? 0) > now()) return placeholder;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = fetchStill(id).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      bytes = await pending;
      if (!bytes) {
        // Bounded: a flood of made-up ids cannot grow the map without limit.
        if (failedUntil.size >= 10_000) failedUntil.clear();
        failedUntil.set(id, now() + RETRY_AFTER_MS);
        return placeholder;
      }
      failedUntil.delete(id);
    }
    return { body: bytes, contentType: "image/jpeg", cacheControl: `public, max-age=${STILL_MAX_AGE_S}` };
  }

  return { get };
}
