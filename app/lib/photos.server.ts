import type { Selectable } from "kysely";
import { ALT_MAX } from "~/components/gallery/types";
import { type Database, type DB, db, now } from "./db.server";
import {
  FORMATS,
  type ImageFormat,
  removeImage,
  type StoredImage,
  storeImage,
  UploadError,
  type UploadLimits,
  uploadLimits,
  variantWidths,
} from "./image-upload.server";
import { type Storage, storage } from "./storage.server";

/** The photos of photo albums (issue 7): rows in `photos`, files in the upload storage. */

export type Photo = Selectable<Database["photos"]>;

/** Most photos one album may hold. */
export const MAX_PHOTOS_PER_ALBUM = 500;
export { ALT_MAX };

/** What a page needs to draw a photo: URLs of its variants and its size. */
export interface PhotoView {
  id: number;
  alt: string;
  width: number;
  height: number;
  /** The largest WebP: the `<img src>` fallback and the full-size link without JavaScript. */
  full: string;
  srcSet: Record<ImageFormat, string>;
  /** Square thumbnail (admin). */
  thumb: string;
  /** The smallest variant's URL (WebP), for small previews. */
  small: string;
}

/** URLs and sizes of a photo's stored variants. */
export function photoView(photo: Photo, store: Storage = storage()): PhotoView {
  const widths = variantWidths(photo.width);
  const srcSet = (format: ImageFormat) =>
    widths.map((w) => `${store.url(`${photo.file_key}-${w}.${format}`)} ${w}w`).join(", ");
  const largest = widths[widths.length - 1] ?? photo.width;
  return {
    id: photo.id,
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    full: store.url(`${photo.file_key}-${largest}.webp`),
    srcSet: Object.fromEntries(FORMATS.map((f) => [f, srcSet(f)])) as Record<ImageFormat, string>,
    thumb: store.url(`${photo.file_key}-thumb.webp`),
    small: store.url(`${photo.file_key}-${widths[0]}.webp`),
  };
}

/**
 * Runs `work` in a transaction of `database`, or directly in it when it is one already: so that a
 * caller can put a change and its audit row in one transaction.
 */
export function inTransaction<T>(database: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return database.isTransaction ? work(database) : database.transaction().execute(work);
}

/** Writes the audit row of a change, in the transaction of the change. */
export type AuditHook<T> = (trx: DB, subject: T) => Promise<void>;

/** An album's photos in their order. */
export function listPhotos(albumId: number, database: DB = db()): Promise<Photo[]> {
  return database
    .selectFrom("photos")
    .selectAll()
    .where("album_id", "=", albumId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export function countPhotos(albumId: number, database: DB = db()): Promise<number> {
  return database
    .selectFrom("photos")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("album_id", "=", albumId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

/** Adds an already stored image to the end of an album. */
export async function addPhoto(albumId: number, image: StoredImage, database: DB = db()): Promise<Photo> {
  const last = await database
    .selectFrom("photos")
    .select((eb) => eb.fn.max("position").as("max"))
    .where("album_id", "=", albumId)
    .executeTakeFirst();
  const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  return database
    .insertInto("photos")
    .values({
      album_id: albumId,
      file_key: image.fileKey,
      width: image.width,
      height: image.height,
      alt: "",
      position,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface UploadOptions {
  store?: Storage;
  limits?: UploadLimits;
  database?: DB;
  /** Writes the audit row of each stored photo, in the transaction that adds it. */
  audit?: AuditHook<Photo>;
}

/**
 * Checks, re-encodes and stores one uploaded file and adds it to a photo album. Throws `UploadError`
 * (a message for the uploader) when the album is missing or full or the file is refused; no file is
 * left behind by a refusal or a failed database write.
 */
export async function uploadPhoto(
  albumId: number,
  bytes: Uint8Array,
  fileName: string | undefined,
  { store = storage(), limits = uploadLimits(), database = db(), audit }: UploadOptions = {},
): Promise<Photo> {
  const album = await database
    .selectFrom("albums")
    .select(["id", "kind"])
    .where("id", "=", albumId)
    .executeTakeFirst();
  if (album?.kind !== "photo") throw new UploadError("This album no longer exists.");
  if ((await countPhotos(albumId, database)) >= MAX_PHOTOS_PER_ALBUM) {
    throw new UploadError(
      `This album already has ${MAX_PHOTOS_PER_ALBUM} photos, the most one album can hold. Start a new album.`,
    );
  }
  const stored = await storeImage(bytes, store, limits, fileName);
  try {
    return await inTransaction(database, async (trx) => {
      const photo = await addPhoto(albumId, stored, trx);
      await audit?.(trx, photo);
      return photo;
    });
  } catch (error) {
    await removeImage(store, stored.fileKey, stored.width);
    throw error;
  }
}

/**
 * Saves alternative texts (photo id → text) of photos of this album; other ids are ignored. Returns
 * the ids of the photos whose text changed; `audit` runs in the same transaction when any did.
 */
export async function saveAltTexts(
  albumId: number,
  texts: Map<number, string>,
  database: DB = db(),
  audit?: AuditHook<number[]>,
): Promise<number[]> {
  if (texts.size === 0) return [];
  return inTransaction(database, async (trx) => {
    const stored = await trx
      .selectFrom("photos")
      .select(["id", "alt"])
      .where("album_id", "=", albumId)
      .where("id", "in", [...texts.keys()])
      .execute();
    const changed: number[] = [];
    for (const photo of stored) {
      const alt = (texts.get(photo.id) ?? "").trim().slice(0, ALT_MAX);
      if (alt === photo.alt) continue;
      await trx.updateTable("photos").set({ alt }).where("id", "=", photo.id).execute();
      changed.push(photo.id);
    }
    if (changed.length) await audit?.(trx, changed);
    return changed;
  });
}

/** Moves a photo one place earlier (-1) or later (+1); returns whether it moved. */
export async function movePhoto(
  albumId: number,
  photoId: number,
  direction: -1 | 1,
  database: DB = db(),
): Promise<boolean> {
  return inTransaction(database, async (trx) => {
    const order = (await listPhotos(albumId, trx)).map((p) => p.id);
    const from = order.indexOf(photoId);
    const to = from + direction;
    if (from < 0 || to < 0 || to >= order.length) return false;
    [order[from], order[to]] = [order[to] as number, order[from] as number];
    // Renumber the whole album: positions stay 0…n-1 even after concurrent uploads shared a number.
    for (const [position, id] of order.entries()) {
      await trx.updateTable("photos").set({ position }).where("id", "=", id).execute();
    }
    return true;
  });
}

/** Makes a photo of the album its cover; returns false when the photo is not in the album. */
export async function setCover(albumId: number, photoId: number, database: DB = db()): Promise<boolean> {
  const photo = await database
    .selectFrom("photos")
    .select("id")
    .where("id", "=", photoId)
    .where("album_id", "=", albumId)
    .executeTakeFirst();
  if (!photo) return false;
  await database
    .updateTable("albums")
    .set({ cover_photo_id: photoId, updated_at: now() })
    .where("id", "=", albumId)
    .execute();
  return true;
}

/**
 * Deletes a photo of the album and its files; returns whether it existed. `audit` runs in the
 * transaction of the deletion, and the files are removed only after it.
 */
export async function deletePhoto(
  albumId: number,
  photoId: number,
  store: Storage = storage(),
  database: DB = db(),
  audit?: AuditHook<Photo>,
): Promise<boolean> {
  const photo = await inTransaction(database, async (trx) => {
    const removed = await trx
      .deleteFrom("photos")
      .where("id", "=", photoId)
      .where("album_id", "=", albumId)
      .returningAll()
      .executeTakeFirst();
    if (removed) await audit?.(trx, removed);
    return removed;
  });
  if (!photo) return false;
  await removeImage(store, photo.file_key, photo.width);
  return true;
}

/** What happened to one file of an upload. */
export type UploadResult =
  | { name: string; ok: true; id: number }
  | { name: string; ok: false; error: string };

/** A request too large to read (before any file is looked at). */
export class RequestTooLarge extends UploadError {}

/**
 * Reads a multipart request's body, refusing (with `RequestTooLarge`) one larger than `maxBytes`
 * without reading it all: the declared length is checked first, then the bytes as they arrive.
 */
export async function readMultipart(request: Request, maxBytes: number): Promise<FormData> {
  const tooLarge = () =>
    new RequestTooLarge(
      `This upload is larger than ${Math.round(maxBytes / 1024 / 1024)} MB in all. Send fewer photos at a time.`,
    );
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new UploadError("Choose the photos to upload.");
  }
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    throw new UploadError("The upload arrived incomplete. Please try again.");
  }
}

/** Most bytes of several photos sent in one form (the form without JavaScript), held in memory at once. */
const MAX_BATCH_BYTES = 100 * 1024 * 1024;

/**
 * The largest upload request taken for `maxFiles` photos: each photo's limit (one photo) or the batch
 * limit (several), plus 1 MB for the form around them. The web server's body limit for the upload
 * URLs must be at least this.
 */
export function uploadRequestLimit(maxFiles: number, limits: UploadLimits = uploadLimits()): number {
  return Math.max(limits.maxBytes, Math.min(maxFiles * limits.maxBytes, MAX_BATCH_BYTES)) + 1024 * 1024;
}

/**
 * Receives the files of a `photos` field (one from the page's script, several from the plain form),
 * at most `maxFiles`, and adds each to the album: a result per file, refused ones with their message.
 */
export async function receivePhotoUploads(
  request: Request,
  albumId: number,
  { maxFiles, ...options }: UploadOptions & { maxFiles: number },
): Promise<UploadResult[]> {
  const limits = options.limits ?? uploadLimits();
  const form = await readMultipart(request, uploadRequestLimit(maxFiles, limits));
  const files = form.getAll("photos").filter((f): f is File => typeof f !== "string" && f.size > 0);
  if (files.length === 0) throw new UploadError("Choose the photos to upload.");
  if (files.length > maxFiles) {
    throw new UploadError(`Upload at most ${maxFiles} photos at a time; you chose ${files.length}.`);
  }
  const results: UploadResult[] = [];
  for (const file of files) {
    const name = file.name.slice(0, 120) || "photo";
    try {
      const photo = await uploadPhoto(albumId, new Uint8Array(await file.arrayBuffer()), name, {
        ...options,
        limits,
      });
      results.push({ name, ok: true, id: photo.id });
    } catch (error) {
      if (!(error instanceof UploadError)) console.error("Error storing an uploaded photo:", error);
      results.push({
        name,
        ok: false,
        error:
          error instanceof UploadError
            ? error.message
            : `“${name}” could not be saved because of a problem on the server. Please try again.`,
      });
    }
  }
  return results;
}
