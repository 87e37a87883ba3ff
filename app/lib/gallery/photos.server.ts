import { createWriteStream } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { Selectable } from "kysely";
import { type TamilValue, tamilValuesOf } from "~content/bilingual";
import { ALT_MAX } from "~content/schemas/common";
import { UNREADABLE_FORM } from "../forms/form-data.server";
import { type Database, type DB, db, now } from "../platform/db.server";
import { DiskFull, isDiskFull } from "../platform/disk-full.server";
import { type Storage, storage } from "../platform/storage.server";
import { canonicalJson, readTamilColumn, tamilColumn } from "../platform/stored-json.server";
import {
  type FileOnDisk,
  FORMATS,
  type ImageFormat,
  type ImageInput,
  removeImage,
  type StoredImage,
  storeImage,
  UploadError,
  type UploadLimits,
  uploadLimits,
  variantWidths,
} from "./image-upload.server";

/** The photos of photo albums: rows in `photos`, files in the upload storage. */

export type Photo = Selectable<Database["photos"]>;

/** Most photos one album may hold. */
export const MAX_PHOTOS_PER_ALBUM = 500;

/** What a page needs to draw a photo: URLs of its variants and its size. */
export interface PhotoView {
  id: number;
  alt: string;
  /** The description's Tamil, which /ta shows in its place (decision 0032; migration 0026). */
  "alt@ta"?: TamilValue;
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
    ...readTamilColumn(photo.tamil),
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
 * Checks, re-encodes and stores one uploaded file (its bytes, or a file on disk) and adds it to a photo
 * album. Throws `UploadError` (a message for the uploader) when the album is missing or full or the
 * file is refused; no file is left behind by a refusal or a failed database write.
 */
export async function uploadPhoto(
  albumId: number,
  bytes: ImageInput,
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

/** A photo's description: the English, and its Tamil beside it when there is one. */
export interface PhotoDescription {
  alt: string;
  "alt@ta"?: TamilValue;
}

/**
 * Saves alternative texts (photo id → text, or text with its Tamil) of photos of this album; other ids
 * are ignored. A text alone keeps the photo's stored Tamil; a description replaces it (no `alt@ta`:
 * none). Returns the ids of the photos whose text or Tamil changed; `audit` runs in the same
 * transaction when any did.
 */
export async function saveAltTexts(
  albumId: number,
  texts: Map<number, string | PhotoDescription>,
  database: DB = db(),
  audit?: AuditHook<number[]>,
): Promise<number[]> {
  if (texts.size === 0) return [];
  return inTransaction(database, async (trx) => {
    const stored = await trx
      .selectFrom("photos")
      .select(["id", "alt", "tamil"])
      .where("album_id", "=", albumId)
      .where("id", "in", [...texts.keys()])
      .execute();
    const changed: number[] = [];
    for (const photo of stored) {
      const given = texts.get(photo.id) ?? "";
      const description = typeof given === "string" ? { alt: given } : given;
      const alt = description.alt.trim().slice(0, ALT_MAX);
      // The Tamil is compared as values: PostgreSQL hands `jsonb` back parsed, with its keys reordered.
      const tamil = typeof given === "string" ? undefined : tamilValuesOf({ ...given });
      const sameTamil =
        tamil === undefined || canonicalJson(readTamilColumn(photo.tamil)) === canonicalJson(tamil);
      if (alt === photo.alt && sameTamil) continue;
      await trx
        .updateTable("photos")
        .set({ alt, ...(tamil !== undefined && { tamil: tamilColumn(tamil) }) })
        .where("id", "=", photo.id)
        .execute();
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

/** A multipart body that cannot be parsed: cut off, a broken boundary, a malformed part header. */
export const INCOMPLETE_UPLOAD = "The upload arrived incomplete. Please try again.";

/** One file of a multipart post, streamed to a temporary file. */
export interface ReceivedFile extends FileOnDisk {
  /** The form field it came in (`photos`). */
  field: string;
  /** The file name the browser sent (never used to name anything on the server). */
  name: string;
  /** The content type the browser claimed; the pipeline decides by content, not by this. */
  type: string;
}

/**
 * A parsed multipart post: its text fields (`intent`, `alt-…`) as a `FormData` without files, and the
 * files of the file field, each in a temporary file. `dispose()` removes the temporary files; call it
 * in a `finally` once the files are stored (it may be called more than once).
 */
export interface MultipartBody {
  fields: FormData;
  files: ReceivedFile[];
  /**
   * How many non-empty files the uploader chose in the file field: more than `files.length` when
   * over `maxFiles` (those beyond are read and dropped, not written to disk).
   */
  chosen: number;
  dispose(): Promise<void>;
}

export interface MultipartLimits {
  /** Largest body, in bytes: a larger one is refused with `RequestTooLarge` without reading it all. */
  maxBytes: number;
  /** Most files written to disk; more are counted (for the message) and dropped. */
  maxFiles: number;
  /**
   * Largest file, in bytes (`UPLOAD_MAX_MB`): a larger file's bytes are counted but not written, so
   * the pipeline refuses it by its size with the usual message, unread.
   */
  maxFileBytes: number;
  /** The file field (`photos`); files in any other field are dropped. */
  fileField?: string;
  /**
   * Where the temporary folder of each post is made: the system's temporary folder (`os.tmpdir()`,
   * which honours `TMPDIR`) unless a test chooses one. Where /tmp is a tmpfs (in memory), point
   * `TMPDIR` at a folder on disk, or the files take memory again (outside the process).
   */
  tempDir?: string;
  /**
   * Opens the temporary file a received file is written to: `createWriteStream` unless a test gives a
   * stream that fails as a full disk does.
   */
  openFile?: (path: string) => Writable;
}

/**
 * A file stream's error on a body that ends early: the parser reports the same error, and
 * `readMultipart` turns that into its answer, so the stream's copy needs no handling of its own.
 */
function ignoreBodyError(): void {}

/** The start of the name of each post's temporary folder, before the process id. */
const UPLOAD_FOLDER_PREFIX = "photo-upload-";

/**
 * Removes the temporary folders of uploads that a process which is no longer running left behind in
 * `tempDir` (a crash, `kill -9`, a power cut: `readMultipart` removes its folder in every other case).
 * Run at start-up, before the server takes requests: a folder of this process's own id is also a
 * leftover then (a restarted container often gets the same id). Folders of a live process (another
 * instance sharing the folder) are kept. Resolves to the number of folders removed; never throws (a
 * folder that cannot be removed is left for the next start).
 */
export async function removeLeftoverUploads(tempDir: string = tmpdir()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tempDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const pid = Number(name.slice(UPLOAD_FOLDER_PREFIX.length).split("-")[0]);
    if (!name.startsWith(UPLOAD_FOLDER_PREFIX) || !Number.isInteger(pid) || pid <= 0) continue;
    if (pid !== process.pid && processIsRunning(pid)) continue;
    try {
      await rm(join(tempDir, name), { recursive: true, force: true });
      removed++;
    } catch {
      // Not ours to remove (another user's), or already gone.
    }
  }
  return removed;
}

/** Whether a process with this id runs on this machine (signal 0 checks without sending anything). */
function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The highest water mark of the parser and of each file stream, in bytes: what is buffered per post. */
const STREAM_CHUNK_BYTES = 64 * 1024;
/** Most text fields of a multipart post: a description per photo of a full album, and a few more. */
const MAX_TEXT_FIELDS = 2 * MAX_PHOTOS_PER_ALBUM + 50;
/** Longest text field, in bytes: an album's description (2,000 characters) in 4-byte UTF-8 fits. */
const MAX_TEXT_FIELD_BYTES = 16 * 1024;

/**
 * Reads a multipart post as it arrives: text fields are kept, each file of the file
 * field is streamed by busboy into its own file in a new temporary folder, so memory stays at a few
 * chunks per post whatever the body's size (before, the whole body was held twice in memory). Throws
 * `RequestTooLarge` for a body over `maxBytes` (by its declared length first, then as bytes arrive),
 * and `UploadError` with "Choose the photos to upload." for a body that is not multipart,
 * `INCOMPLETE_UPLOAD` for one that cannot be parsed (cut off, broken boundary) and `UNREADABLE_FORM`
 * for text beyond what the album page sends. An error writing the temporary files is a server fault:
 * `DiskFull` for a full disk or quota (ENOSPC, EDQUOT), else the error as it is, thrown once the rest
 * of the body is read (so the browser receives the answer). Whatever is thrown, the temporary folder
 * is gone.
 */
export async function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartBody> {
  const {
    maxBytes,
    maxFiles,
    maxFileBytes,
    fileField = "photos",
    tempDir = tmpdir(),
    openFile = (path: string) => createWriteStream(path),
  } = limits;
  const tooLarge = () =>
    new RequestTooLarge(
      `This upload is larger than ${Math.round(maxBytes / 1024 / 1024)} MB in all. Send fewer photos at a time.`,
    );
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new UploadError("Choose the photos to upload.");
  }
  if (!request.body) throw new UploadError(INCOMPLETE_UPLOAD);
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      // Browsers send file names as raw UTF-8 (a Tamil file name must not turn into mojibake).
      defParamCharset: "utf8",
      highWaterMark: STREAM_CHUNK_BYTES,
      fileHwm: STREAM_CHUNK_BYTES,
      // Text is held in memory: no more of it than the album page sends (an `alt-…` per photo).
      limits: { fields: MAX_TEXT_FIELDS, fieldSize: MAX_TEXT_FIELD_BYTES },
    });
  } catch {
    // No boundary, or a content type busboy does not take.
    throw new UploadError(INCOMPLETE_UPLOAD);
  }

  // The process id in the name lets the next start tell a crashed process's leftovers from the
  // uploads in flight of another process sharing the folder (`removeLeftoverUploads`).
  const folder = await mkdtemp(join(tempDir, `${UPLOAD_FOLDER_PREFIX}${process.pid}-`));
  const dispose = () => rm(folder, { recursive: true, force: true });
  const fields = new FormData();
  const files: ReceivedFile[] = [];
  const writes: Promise<void>[] = [];
  /** Non-empty files beyond `maxFiles`. */
  let dropped = 0;
  /** An error of the disk (not of the body): reported as it is. */
  let diskError: unknown;

  // Text cut short by the limits would be stored wrong: refuse the form instead.
  const unreadable = () => parser.destroy(new UploadError(UNREADABLE_FORM));
  parser.on("fieldsLimit", unreadable);
  parser.on("field", (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) unreadable();
    else fields.append(name, value);
  });
  parser.on("file", (name, stream, info) => {
    // busboy emits "error" on every open file stream of a body that ends early or is cut off; a
    // stream without a listener would take the process down (docs/decisions/0013). Each part below
    // either gets a listener here or goes through `pipeline`, which adds its own.
    if (name !== fileField) {
      // A file in a field this form does not read: drained, kept nowhere.
      stream.on("error", ignoreBodyError);
      stream.resume();
      return;
    }
    if (files.length >= maxFiles) {
      // Over the limit: count it (the message says how many were chosen), keep nothing.
      let empty = true;
      stream.on("error", ignoreBodyError);
      stream.on("data", (chunk: Buffer) => {
        if (empty && chunk.length > 0) dropped++;
        empty &&= chunk.length === 0;
      });
      return;
    }
    const file: ReceivedFile = {
      field: name,
      name: info.filename ?? "",
      type: info.mimeType,
      path: join(folder, String(files.length + 1)),
      size: 0,
    };
    files.push(file);
    // Bytes past the photo limit are counted, not written: the pipeline refuses the file by its size.
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        file.size += chunk.length;
        done(null, file.size <= maxFileBytes ? chunk : undefined);
      },
    });
    writes.push(
      pipeline(stream, counter, openFile(file.path)).catch((error: unknown) => {
        // The body's own errors reach the parser's pipeline below. A disk error (full, not writable)
        // must stop the parser: busboy would wait for the destroyed file stream forever.
        if (!(error as NodeJS.ErrnoException).syscall) return;
        diskError ??= error;
        parser.destroy(error as Error);
      }),
    );
  });

  const reader = request.body.getReader();
  let total = 0;
  let done = false;
  /** The body's next chunk, counted. */
  const read = async () => {
    const next = await reader.read();
    done = next.done;
    if (next.value) total += next.value.byteLength;
    return next.value;
  };
  try {
    await pipeline(async function* () {
      while (!done) {
        const chunk = await read();
        if (!chunk) continue;
        if (total > maxBytes) throw tooLarge();
        yield chunk;
      }
    }, parser);
    await Promise.all(writes);
    if (diskError) throw diskError;
  } catch (error) {
    // Every file stream settles (its promise never rejects) before the folder goes.
    await Promise.all(writes);
    await dispose();
    if (diskError) {
      // The server's fault, not the body's: the rest of the body (within the limit) is read and
      // dropped, so the browser gets the answer. Stopping its upload instead would cut the connection,
      // and it would show that instead of what went wrong.
      try {
        while (!done && total <= maxBytes) await read();
      } catch {
        // The body broke off: nothing more to read.
      }
      throw isDiskFull(diskError) ? new DiskFull(diskError) : diskError;
    }
    if (error instanceof UploadError) throw error;
    throw new UploadError(INCOMPLETE_UPLOAD);
  } finally {
    // Refused or cut short: stop the client's upload instead of reading the rest.
    if (!done) await reader.cancel().catch(() => undefined);
  }
  // Empty file parts are what a browser sends for a file input left empty.
  const sent = files.filter((file) => file.size > 0);
  return { fields, files: sent, chosen: sent.length + dropped, dispose };
}

/** Most bytes of several photos sent in one form (the form without JavaScript), in bytes. */
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
 * Stores the files of a parsed multipart post (`readMultipart`) in the album, from their temporary
 * files: a result per file, refused ones with their message. Throws `UploadError` when no photo was
 * chosen or more than `maxFiles`. Leaves the temporary files to the caller's `dispose()`.
 */
export async function storePhotoUploads(
  body: MultipartBody,
  albumId: number,
  { maxFiles, ...options }: UploadOptions & { maxFiles: number },
): Promise<UploadResult[]> {
  const limits = options.limits ?? uploadLimits();
  if (body.chosen === 0) throw new UploadError("Choose the photos to upload.");
  if (body.chosen > maxFiles) {
    throw new UploadError(`Upload at most ${maxFiles} photos at a time; you chose ${body.chosen}.`);
  }
  const results: UploadResult[] = [];
  for (const file of body.files) {
    const name = file.name.slice(0, 120) || "photo";
    try {
      const photo = await uploadPhoto(albumId, file, name, { ...options, limits });
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

/**
 * Receives the files of a `photos` field (one from the page's script, several from the plain form),
 * at most `maxFiles`, and adds each to the album: a result per file, refused ones with their message.
 * The body is streamed to temporary files (`readMultipart`), removed before this
 * returns or throws. `tempDir` chooses where they go (tests).
 */
export async function receivePhotoUploads(
  request: Request,
  albumId: number,
  { maxFiles, tempDir, ...options }: UploadOptions & { maxFiles: number; tempDir?: string },
): Promise<UploadResult[]> {
  const limits = options.limits ?? uploadLimits();
  const body = await readMultipart(request, {
    maxBytes: uploadRequestLimit(maxFiles, limits),
    maxFiles,
    maxFileBytes: limits.maxBytes,
    tempDir,
  });
  try {
    return await storePhotoUploads(body, albumId, { ...options, maxFiles, limits });
  } finally {
    await body.dispose();
  }
}
