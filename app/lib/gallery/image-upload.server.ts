import { randomBytes } from "node:crypto";
import { open } from "node:fs/promises";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { env } from "../platform/env.server";
import type { Storage } from "../platform/storage.server";

/**
 * The photo upload pipeline (architecture 4 "Security"): a file is checked by its content (never its
 * name), decoded and re-encoded with sharp (orientation applied, EXIF and every other metadata dropped),
 * and stored as responsive variants under a server-chosen key. Anything wrong gets a clear message and
 * leaves no file behind.
 */

/** Widths of the stored variants; a smaller photo is never enlarged (its own width is the largest). */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
const LARGEST = 1280;
/** The square thumbnail (admin screens). */
export const THUMB_SIZE = 240;
export const FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof FORMATS)[number];

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp" };

const ACCEPTED_TEXT = "JPEG, PNG, WebP, AVIF or GIF";

/** A refusal whose message can be shown to the person who uploaded the file. */
export class UploadError extends Error {
  override name = "UploadError";
}

export interface UploadLimits {
  /** Largest file, in bytes. */
  maxBytes: number;
  /** Largest width × height. */
  maxPixels: number;
}

/** The limits from the configuration (`UPLOAD_MAX_MB`, `UPLOAD_MAX_MEGAPIXELS`). */
export function uploadLimits(): UploadLimits {
  const config = env();
  return {
    maxBytes: Math.round(config.UPLOAD_MAX_MB * 1024 * 1024),
    maxPixels: Math.round(config.UPLOAD_MAX_MEGAPIXELS * 1_000_000),
  };
}

type Detected = "jpeg" | "png" | "webp" | "gif" | "avif" | "heic" | null;

/** The image type from the file's first bytes (magic numbers), or null when it is no image we know. */
export function detectImageType(bytes: Uint8Array): Detected {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(4, 8) === "ftyp") {
    const brands = ascii(8, Math.min(bytes.length, 64));
    if (/avi[fs]/.test(brands)) return "avif";
    if (/hei[cx]|hevc|mif1|msf1/.test(brands)) return "heic";
  }
  return null;
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** One file to store. */
export interface Variant {
  /** Appended to the photo's key: `-640.webp`, `-thumb.webp`. */
  suffix: string;
  data: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  /** Size of the largest variant. */
  width: number;
  height: number;
  variants: Variant[];
}

/** The widths stored for a photo whose largest variant is `width` px wide, ascending. */
export function variantWidths(width: number): number[] {
  const list: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  list.push(Math.min(width, LARGEST));
  return list;
}

/** Every storage key of a photo (to serve or delete it). */
export function variantKeys(fileKey: string, width: number): string[] {
  const keys = variantWidths(width).flatMap((w) => FORMATS.map((f) => `${fileKey}-${w}.${f}`));
  keys.push(`${fileKey}-thumb.webp`);
  return keys;
}

/**
 * An uploaded file already on disk: the multipart parser streams each photo of a post
 * to a temporary file, and the pipeline reads it from there, so a 25 MB photo is never held in the
 * JavaScript heap. `size` is the number of bytes the uploader sent, in bytes: when it is over the limit
 * the file holds only a prefix (or nothing) and is refused unread.
 */
export interface FileOnDisk {
  path: string;
  size: number;
}

/** What the pipeline takes: the bytes of a file, or a file on disk. */
export type ImageInput = Uint8Array | FileOnDisk;

/** Bytes enough to tell an image's type (`detectImageType` looks at no more than 64). */
const HEAD_BYTES = 64;

/** The first `HEAD_BYTES` bytes of a file on disk (fewer when it is shorter). */
async function readHead(path: string): Promise<Uint8Array> {
  const file = await open(path, "r");
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Runs at most `limit` jobs at once: re-encoding is CPU-heavy, and a school server may have 2 cores. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await job();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
const queue = limiter(2);

// libvips keeps recent operations (by default up to 50 MB of pixels and 20 open files) in case the same
// input is processed again. Here no upload ever is (each photo is decoded once), so the cache never hits
// and only holds memory: measured with 8 parallel 100 MB posts, it was about 130 MB of the peak.
// This module is the only one that uses sharp while the site runs.
sharp.cache(false);

/**
 * Checks and re-encodes one uploaded file, given as bytes or as a file on disk (which sharp then reads
 * itself). Throws `UploadError` with a message for the uploader when the file is too
 * large, not an image (whatever its name says), damaged or truncated, or too many pixels.
 */
export async function processImage(
  input: ImageInput,
  limits: UploadLimits = uploadLimits(),
  fileName?: string,
): Promise<ProcessedImage> {
  const name = fileName ? `“${fileName}”` : "The file";
  const size = input instanceof Uint8Array ? input.byteLength : input.size;
  if (size === 0) throw new UploadError(`${name} is empty.`);
  if (size > limits.maxBytes) {
    throw new UploadError(
      `${name} is ${megabytes(size)}; photos can be at most ${megabytes(limits.maxBytes)}.`,
    );
  }
  const type = detectImageType(input instanceof Uint8Array ? input : await readHead(input.path));
  if (type === "heic") {
    throw new UploadError(
      `${name} is a HEIC photo, which cannot be read here. Save it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload it again.`,
    );
  }
  if (!type) throw new UploadError(`${name} is not a photo. Upload ${ACCEPTED_TEXT} images.`);
  const source =
    input instanceof Uint8Array ? Buffer.from(input.buffer, input.byteOffset, input.byteLength) : input.path;
  return queue(() => reencode(source, limits, name));
}

/** Decodes `input` (bytes, or the path of a file sharp reads as it decodes) and makes every variant. */
async function reencode(input: Buffer | string, limits: UploadLimits, name: string): Promise<ProcessedImage> {
  const options = { limitInputPixels: limits.maxPixels, failOn: "warning" as const, animated: false };
  const damaged = () =>
    new UploadError(`${name} could not be read: it seems damaged or incomplete. Please upload it again.`);
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooBig(name, limits);
    throw damaged();
  }
  if (!meta.width || !meta.height) throw damaged();
  if (meta.width * meta.height > limits.maxPixels) throw tooBig(name, limits);

  // Decode once (orientation applied, down to the largest variant), then derive every variant from it.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, options)
      .autoOrient()
      .resize({ width: LARGEST, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooBig(name, limits);
    throw damaged();
  }
  const { width, height, channels } = base.info;
  const raw = () => sharp(base.data, { raw: { width, height, channels } });

  const variants: Variant[] = [];
  for (const w of variantWidths(width)) {
    const resized = await raw().resize({ width: w }).raw().toBuffer({ resolveWithObject: true });
    const at = () =>
      sharp(resized.data, {
        raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels },
      });
    variants.push({
      suffix: `-${w}.avif`,
      data: await at().avif({ quality: 55, effort: 2 }).toBuffer(),
      contentType: CONTENT_TYPES.avif,
    });
    variants.push({
      suffix: `-${w}.webp`,
      data: await at().webp({ quality: 80 }).toBuffer(),
      contentType: CONTENT_TYPES.webp,
    });
  }
  variants.push({
    suffix: "-thumb.webp",
    data: await raw()
      .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: "cover", withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer(),
    contentType: CONTENT_TYPES.webp,
  });
  return { width, height, variants };
}

function tooBig(name: string, limits: UploadLimits) {
  return new UploadError(
    `${name} is too large a picture (more than ${Math.round(limits.maxPixels / 1_000_000)} megapixels). Please resize it and upload it again.`,
  );
}

/** Storage folders of uploaded images: album photos, and the site's pictures. */
export type ImageFolder = "photos" | "pictures";

/** A new random key for an image's files: the folder (`photos/` by default) and 24 hex digits. */
export function newPhotoKey(folder: ImageFolder = "photos"): string {
  return `${folder}/${randomBytes(12).toString("hex")}`;
}

/** A photo processed and written to storage. */
export interface StoredImage {
  fileKey: string;
  width: number;
  height: number;
}

/**
 * Processes `input` (bytes or a file on disk) and writes every variant to `store` under a new key in
 * `folder` (album photos by default; the site's pictures, use the same pipeline). When
 * any write fails, the files already written are removed before the error is thrown.
 */
export async function storeImage(
  input: ImageInput,
  store: Storage,
  limits: UploadLimits = uploadLimits(),
  name?: string,
  folder: ImageFolder = "photos",
): Promise<StoredImage> {
  const image = await processImage(input, limits, name);
  const fileKey = newPhotoKey(folder);
  const written: string[] = [];
  try {
    for (const variant of image.variants) {
      const key = fileKey + variant.suffix;
      written.push(key);
      await store.put(key, variant.data, variant.contentType);
    }
  } catch (error) {
    await removeKeys(store, written);
    throw error;
  }
  return { fileKey, width: image.width, height: image.height };
}

/** Removes the files of one stored image. */
export function removeImage(store: Storage, fileKey: string, width: number): Promise<void> {
  return removeKeys(store, variantKeys(fileKey, width));
}

async function removeKeys(store: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => store.delete(key).catch(() => undefined)));
}
