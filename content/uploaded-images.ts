/**
 * References to pictures the office uploaded, accepted by every picture field beside
 * the names of `content/media.ts`. A reference carries everything drawing needs, so a page that shows
 * an uploaded picture needs no database read and nothing more in its payload:
 *
 *     upload/pictures/3f9c0a1b2c3d4e5f60718293/1280x853
 *            └──────── storage key ───────┘ └ size ┘
 *
 * The key is the one the upload pipeline chose (`storeImage` in app/lib/gallery/image-upload.server.ts,
 * folder `pictures`); the size is that of the largest stored variant. The files are served from
 * `/uploads/<key>-<width>.avif|webp` (the uploads' storage, served by server/middleware/uploads.ts) and a square
 * `/uploads/<key>-thumb.webp`. They are never deleted (app/lib/content-store/pictures.server.ts), so a
 * reference stays drawable for as long as a page, a version or a setting holds it.
 *
 * This module is plain data and string handling: the schemas of `content/` and the components in the
 * browser use it, and it imports nothing of app/ (architecture 2, the layers).
 */

/** The storage key, width and height a reference names. */
export interface UploadedImageRef {
  /** `pictures/` and 24 hex digits. */
  fileKey: string;
  /** Size of the largest stored variant, px. */
  width: number;
  height: number;
}

/** The prefix of every reference; no name of `content/media.ts` contains a slash. */
export const UPLOAD_PREFIX = "upload/";

const REF = /^upload\/(pictures\/[0-9a-f]{24})\/([1-9]\d{0,4})x([1-9]\d{0,4})$/;

/** Largest stored width (`VARIANT_WIDTHS` of the upload pipeline; a test keeps the two equal). */
const LARGEST = 1280;
/** The stored widths below the largest (`VARIANT_WIDTHS`). */
const SMALLER = [320, 640] as const;

/**
 * The image types an upload may be, as a file chooser's `accept`: what the upload pipeline takes, by
 * content (`storeImage` in app/lib/gallery/image-upload.server.ts), offered by the album screen's and
 * the picture library's file fields.
 */
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/** Where the web server serves uploaded files (`UPLOADS_PREFIX` of app/lib/platform/storage-types.server.ts). */
export const UPLOADS_URL = "/uploads";

/** The reference of an uploaded picture, e.g. `upload/pictures/3f9c…/1280x853`. */
export function uploadRef({ fileKey, width, height }: UploadedImageRef): string {
  return `${UPLOAD_PREFIX}${fileKey}/${width}x${height}`;
}

/**
 * The key and size in a reference, or null when `value` is not a well-formed one (a shipped image's
 * name, a typo, a key outside `pictures/`, a width the pipeline never stores).
 */
export function parseUploadRef(value: string): UploadedImageRef | null {
  const match = REF.exec(value);
  if (!match) return null;
  const width = Number(match[2]);
  const height = Number(match[3]);
  if (width > LARGEST) return null;
  return { fileKey: match[1] as string, width, height };
}

/** The widths stored for an uploaded picture whose largest variant is `width` px, ascending. */
export function uploadedWidths(width: number): number[] {
  return [...SMALLER.filter((w) => w < width), Math.min(width, LARGEST)];
}

/** The URL of one variant of an uploaded picture. */
export function uploadedFileUrl(fileKey: string, width: number, format: "avif" | "webp"): string {
  return `${UPLOADS_URL}/${fileKey}-${width}.${format}`;
}

/** The URL of an uploaded picture's square thumbnail (240 px, WebP). */
export function uploadedThumbUrl(fileKey: string): string {
  return `${UPLOADS_URL}/${fileKey}-thumb.webp`;
}
