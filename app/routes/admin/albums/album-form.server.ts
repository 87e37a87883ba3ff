import { keepChoices, type RecordRead, readRecord } from "~/lib/forms/record-form.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { describeValue } from "~/lib/forms/schema-form.server";
import type { FormValues } from "~/lib/forms/schemas";
import type { Audience } from "~/lib/platform/db.server";
import {
  type PhotoAlbumDetails,
  photoAlbumSchema,
  photoAltField,
  photoAltsSchema,
} from "~content/schemas/albums";

/**
 * The forms of the Photo albums screens, drawn from and read through content/schemas/albums.ts, their
 * only schema: the details of an album (the "New photo album" dialog and the album's "Album details")
 * and the descriptions of its photos. Labels, hints and limits are the schema's; a refusal is zod's
 * message at the field's name (`schemaErrors`), so it lands beside the field.
 */

/**
 * The details form for `details` (as stored, or as typed when refused) with `errors` beside the
 * fields, offering only the schools of `audiences` (those this user may write).
 */
export function albumDetailsForm(
  details: Partial<Record<keyof PhotoAlbumDetails, unknown>>,
  errors: Record<string, string>,
  audiences: readonly Audience[],
): FieldNode {
  return keepChoices(describeValue(photoAlbumSchema, details, "", errors), "audience", audiences);
}

/** The album details of a posted form, checked by the album schema. */
export function readAlbumDetails(form: FormData): RecordRead<PhotoAlbumDetails> {
  return readRecord(photoAlbumSchema, form);
}

/**
 * The description fields of `photos` (in the album's order), each holding what `typed` says (a
 * refused post, by field name) or else the stored description, with `errors` beside them. A group
 * whose children are the photos' fields, in order: the screen draws each beside its photo.
 */
export function photoAltsForm(
  photos: readonly { id: number; alt: string }[],
  errors: Record<string, string> = {},
  typed?: Record<string, unknown>,
): FieldNode {
  const value = Object.fromEntries(
    photos.map((photo) => [photoAltField(photo.id), typed?.[photoAltField(photo.id)] ?? photo.alt]),
  );
  return describeValue(photoAltsSchema(photos.map((photo) => photo.id)), value, "", errors);
}

/** The posted descriptions: photo id → description (trimmed), or the refusals by field name. */
export type PhotoAltsRead =
  | { ok: true; texts: Map<number, string>; values: FormValues }
  | { ok: false; errors: Record<string, string>; posted: unknown; values: FormValues };

/**
 * The descriptions posted for the album's photos `photoIds`, checked by the one picture-description
 * rule (`altText`). Only the photos whose field was posted count: a photo uploaded since the form was
 * drawn keeps its description, and a field of a photo not in the album is ignored.
 */
export function readPhotoAlts(photoIds: readonly number[], form: FormData): PhotoAltsRead {
  const posted = photoIds.filter((id) => form.has(photoAltField(id)));
  const read = readRecord(photoAltsSchema(posted), form);
  if (!read.ok) return read;
  const texts = new Map(posted.map((id) => [id, String(read.data[photoAltField(id)] ?? "")]));
  return { ok: true, texts, values: read.values };
}
