import type { Selectable } from "kysely";
import {
  type ImageInput,
  removeImage,
  storeImage,
  UploadError,
  type UploadLimits,
  uploadLimits,
} from "~/lib/gallery/image-upload.server";
import {
  type AuditHook,
  inTransaction,
  readMultipart,
  uploadRequestLimit,
} from "~/lib/gallery/photos.server";
import { type TamilValue, tamilValuesOf } from "~content/bilingual";
import { pictureUploadSchema } from "~content/schemas/uploaded-pictures";
import {
  parseUploadRef,
  uploadedFileUrl,
  uploadedThumbUrl,
  uploadedWidths,
  uploadRef,
} from "~content/uploaded-images";
import { readRecord } from "../forms/record-form.server";
import { quoted, writeAudit } from "../platform/audit.server";
import { type Database, type DB, db, now } from "../platform/db.server";
import { type Storage, storage } from "../platform/storage.server";
import { canonicalJson, jsonText, readTamilColumn, tamilColumn } from "../platform/stored-json.server";
import { type PictureChoice, pixelSize, shippedPictureChoices } from "./picture-choice";

/**
 * The site's uploaded pictures: rows of `site_images` (migration 0013), files in the
 * upload storage under `pictures/…`, made by the album photos' pipeline (`storeImage`: the same checks
 * by content, limits and AVIF/WebP variants). A page holds a picture as a reference
 * (`upload/<key>/<width>x<height>`, content/uploaded-images.ts), drawn without reading this table.
 *
 * Pictures are never deleted. A reference is copied into a page's published text, its draft, every
 * saved version of it, the site settings and people records; a restore can bring back
 * a version years later. Checking every one of those before removing files would tie this module to
 * all of them, and missing one breaks a public page, so the files stay for as long as the site runs
 * (a picture at three widths in two formats is about 300 KB). "Where it is used" is shown from the pages
 * only, as a help, not as a licence to delete.
 */

export type SitePicture = Selectable<Database["site_images"]>;
export type { PictureChoice };

/** The reference a page stores for a picture. */
export function pictureRef(picture: Pick<SitePicture, "file_key" | "width" | "height">): string {
  return uploadRef({ fileKey: picture.file_key, width: picture.width, height: picture.height });
}

/** What the staff screens show of an uploaded picture. */
export interface PictureView {
  id: number;
  /** The reference a picture field posts. */
  ref: string;
  alt: string;
  originalName: string;
  width: number;
  height: number;
  /** Square 240 px WebP. */
  thumb: string;
  /** The largest WebP, to open the picture itself. */
  full: string;
  uploadedAt: string;
  uploadedBy: string | null;
  /** The description's Tamil, when the office wrote one (decision 0032; migration 0026). */
  "alt@ta"?: TamilValue;
}

/** A picture's default description: the English, and its Tamil beside it when there is one. */
export interface PictureDescription {
  alt: string;
  "alt@ta"?: TamilValue;
}

/** The view of a row: its reference and the URLs of its thumbnail and largest variant. */
export function pictureView(picture: SitePicture): PictureView {
  const widths = uploadedWidths(picture.width);
  return {
    id: picture.id,
    ref: pictureRef(picture),
    alt: picture.alt,
    originalName: picture.original_name,
    width: picture.width,
    height: picture.height,
    thumb: uploadedThumbUrl(picture.file_key),
    full: uploadedFileUrl(picture.file_key, widths[widths.length - 1] ?? picture.width, "webp"),
    uploadedAt: picture.uploaded_at,
    uploadedBy: picture.uploaded_by_name,
    ...readTamilColumn(picture.tamil),
  };
}

/** Every uploaded picture, newest first. */
export function listPictures(database: DB = db()): Promise<SitePicture[]> {
  return database.selectFrom("site_images").selectAll().orderBy("id", "desc").execute();
}

/** One uploaded picture, or undefined. */
export function getPicture(id: number, database: DB = db()): Promise<SitePicture | undefined> {
  return database.selectFrom("site_images").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The pictures a picture field offers: the uploaded ones (newest first, captioned by
 * their description) and then every shipped image of `content/media.ts`.
 */
export async function pictureChoices(database: DB = db()): Promise<PictureChoice[]> {
  return [...(await listPictures(database)).map(pictureChoice), ...shippedPictureChoices()];
}

/** An uploaded picture as a picture field's choice, captioned by its description. */
export function pictureChoice(picture: SitePicture): PictureChoice {
  return {
    value: pictureRef(picture),
    caption: picture.alt || picture.original_name || "Uploaded picture",
    alt: picture.alt,
    thumb: uploadedThumbUrl(picture.file_key),
    uploaded: true,
    size: pixelSize(picture.width, picture.height),
  };
}

/** Who uploads or changes a picture (for the row and its audit). */
export interface PictureActor {
  id: number;
  username: string;
}

export interface PictureUploadOptions {
  store?: Storage;
  limits?: UploadLimits;
  database?: DB;
  /** Writes the audit row of the new picture, in the transaction that adds it. */
  audit?: AuditHook<SitePicture>;
}

/**
 * Checks, re-encodes and stores one file (bytes or a file on disk) as a site picture with its
 * description. Throws `UploadError` (a message for the uploader) when the file is refused; no file is
 * left behind by a refusal or a failed database write.
 */
export async function uploadPicture(
  input: ImageInput,
  details: PictureDescription & { originalName: string; actor: PictureActor },
  { store = storage(), limits = uploadLimits(), database = db(), audit }: PictureUploadOptions = {},
): Promise<SitePicture> {
  const stored = await storeImage(input, store, limits, details.originalName || undefined, "pictures");
  try {
    return await inTransaction(database, async (trx) => {
      const at = now();
      const picture = await trx
        .insertInto("site_images")
        .values({
          file_key: stored.fileKey,
          width: stored.width,
          height: stored.height,
          alt: details.alt,
          tamil: tamilColumn(details),
          original_name: details.originalName.slice(0, 120),
          uploaded_at: at,
          uploaded_by: details.actor.id,
          uploaded_by_name: details.actor.username,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit?.(trx, picture);
      return picture;
    });
  } catch (error) {
    await removeImage(store, stored.fileKey, stored.width);
    throw error;
  }
}

/**
 * The audit hook of an upload by `actor` from `address`: "Uploaded the picture “…”",
 * written in the transaction that adds the row. Both upload routes use it, so the log reads the same.
 */
export function auditUpload(actor: PictureActor, address: string | null): AuditHook<SitePicture> {
  return (trx, picture) =>
    writeAudit(
      {
        actor,
        action: "upload",
        entity: "site_images",
        entityId: picture.id,
        summary: `Uploaded the picture ${quoted(picture.alt)}`,
        address,
      },
      trx,
    );
}

/** The answer to an upload: the new picture, or the messages of the fields that were refused. */
export type PictureUploadResult =
  | { ok: true; picture: SitePicture }
  | {
      ok: false;
      errors: { file?: string; alt?: string };
      values: { alt: string };
      /** The server failed (database, disk), not the upload: logged; try again (ruling 5). */
      fault?: true;
    };

/**
 * Receives one picture posted as multipart (`file` and `alt`), streamed to a temporary file as album
 * photos are, and stores it. A missing description or file, or a file the pipeline
 * refuses, gives `{ ok: false, errors }` with the message of each field; a failure of the database or
 * the disk while storing gives `{ ok: false, fault: true }` (logged) with what was typed. Throws `UploadError` for a
 * body that cannot be read (`RequestTooLarge` when too large); the temporary files are always gone.
 */
export async function receivePictureUpload(
  request: Request,
  actor: PictureActor,
  { tempDir, ...options }: PictureUploadOptions & { tempDir?: string } = {},
): Promise<PictureUploadResult> {
  const limits = options.limits ?? uploadLimits();
  let body: Awaited<ReturnType<typeof readMultipart>>;
  try {
    body = await readMultipart(request, {
      maxBytes: uploadRequestLimit(1, limits),
      maxFiles: 1,
      maxFileBytes: limits.maxBytes,
      fileField: "file",
      tempDir,
    });
  } catch (error) {
    // A form without a file part is not multipart at all: say what to do, in this screen's words.
    if (error instanceof UploadError && error.message === "Choose the photos to upload.") {
      return { ok: false, errors: { file: NO_FILE }, values: { alt: "" } };
    }
    throw error;
  }
  try {
    // The fields as the upload's schema reads them: the description's refusal (empty, too long, a
    // pasted control character) is the schema's message; the file is this function's to check.
    const read = readRecord(pictureUploadSchema, body.fields);
    const errors: { file?: string; alt?: string } = {};
    if (!read.ok && read.errors.alt) errors.alt = read.errors.alt;
    const file = body.files[0];
    if (!file) errors.file = NO_FILE;
    else if (body.chosen > 1) errors.file = "Upload one picture at a time.";
    const values = { alt: read.values.alt ?? "" };
    if (!read.ok || !file || errors.file) return { ok: false, errors, values };
    try {
      const picture = await uploadPicture(
        file,
        { alt: read.data.alt, ...tamilValuesOf(read.data), originalName: file.name, actor },
        { ...options, limits },
      );
      return { ok: true, picture };
    } catch (error) {
      if (error instanceof UploadError) return { ok: false, errors: { file: error.message }, values };
      console.error("Error storing an uploaded picture:", error);
      return { ok: false, errors: {}, values, fault: true };
    }
  } finally {
    await body.dispose();
  }
}

const NO_FILE = "Choose a picture to upload.";

/**
 * Changes the default description of a picture (`alt`: the English alone, or with its Tamil, which
 * replaces the stored Tamil); returns false when there is no such picture, and whether it changed otherwise. `audit` runs in the transaction of the change. The pages that show the
 * picture keep their own alt text (ruling 4's "nothing typed is lost").
 */
export async function savePictureAlt(
  id: number,
  alt: string | PictureDescription,
  database: DB = db(),
  audit?: AuditHook<SitePicture>,
): Promise<{ found: boolean; changed: boolean }> {
  const description = typeof alt === "string" ? { alt } : alt;
  const tamil = tamilValuesOf({ ...description });
  return inTransaction(database, async (trx) => {
    const picture = await getPicture(id, trx);
    if (!picture) return { found: false, changed: false };
    // The Tamil is compared as values: PostgreSQL hands `jsonb` back parsed, with its keys reordered.
    const sameTamil = canonicalJson(readTamilColumn(picture.tamil)) === canonicalJson(tamil);
    if (picture.alt === description.alt && sameTamil) return { found: true, changed: false };
    const updated = await trx
      .updateTable("site_images")
      .set({ alt: description.alt, tamil: tamilColumn(tamil), updated_at: now() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit?.(trx, updated);
    return { found: true, changed: true };
  });
}

/**
 * Where each uploaded picture is used, found cheaply: file key → the paths of the content pages whose published text or draft refers to it.
 * One read of the pages table, searched as text; other holders (settings, people, old versions) are
 * not looked at, which is one reason pictures are never deleted.
 */
export async function pictureUses(database: DB = db()): Promise<Map<string, string[]>> {
  const rows = await database.selectFrom("pages").select(["path", "published", "draft"]).execute();
  const uses = new Map<string, string[]>();
  for (const row of rows) {
    const text = `${jsonText(row.published)}\n${jsonText(row.draft)}`;
    for (const match of text.matchAll(/upload\/pictures\/[0-9a-f]{24}\/\d+x\d+/g)) {
      const ref = parseUploadRef(match[0]);
      if (!ref) continue;
      const paths = uses.get(ref.fileKey) ?? [];
      if (!paths.includes(row.path)) paths.push(row.path);
      uses.set(ref.fileKey, paths);
    }
  }
  return uses;
}
