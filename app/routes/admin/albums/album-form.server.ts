import { keepChoices, type RecordRead, readRecord } from "~/lib/forms/record-form.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { describeValue } from "~/lib/forms/schema-form.server";
import type { FormValues } from "~/lib/forms/schemas";
import type { PhotoDescription } from "~/lib/gallery/photos.server";
import type { Audience } from "~/lib/platform/db.server";
import { asTamil, type TamilValue, tamilKey, tamilOf } from "~content/bilingual";
import {
  albumConsentSchema,
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
 * The Tamil typed for the field `name` in `typed`: a value as `readRecord` posts it, or the form's own
 * strings (`<name>@ta`, `<name>@ta.for`); null when `typed` has none for it, undefined when it is blank.
 */
function typedTamil(typed: Record<string, unknown>, name: string): TamilValue | undefined | null {
  const key = tamilKey(name);
  const value = typed[key];
  if (value === undefined) return null;
  if (typeof value !== "string") return asTamil(value);
  const written = typed[`${key}.for`];
  return asTamil({ text: value, for: typeof written === "string" ? written : "" });
}

/**
 * The description fields of `photos` (in the album's order), each holding what `typed` says (a
 * refused post, by field name: the record posted, or the form's strings) or else the stored
 * description, with its Tamil beside it (`alt@ta` of the photo's view), and `errors` beside them. A
 * group whose children are the photos' fields, in order: the screen draws each beside its photo.
 */
export function photoAltsForm(
  photos: readonly { id: number; alt: string; "alt@ta"?: TamilValue }[],
  errors: Record<string, string> = {},
  typed?: Record<string, unknown>,
): FieldNode {
  const value: Record<string, unknown> = {};
  for (const photo of photos) {
    const name = photoAltField(photo.id);
    value[name] = typed?.[name] ?? photo.alt;
    const typedValue = typed ? typedTamil(typed, name) : null;
    const tamil = typedValue === null ? tamilOf(photo, "alt") : typedValue;
    if (tamil) value[tamilKey(name)] = tamil;
  }
  return describeValue(photoAltsSchema(photos.map((photo) => photo.id)), value, "", errors);
}

/**
 * The posted descriptions: photo id → description (trimmed), and the same with its Tamil
 * (`descriptions`, what `saveAltTexts` keeps), or the refusals by field name.
 */
export type PhotoAltsRead =
  | {
      ok: true;
      texts: Map<number, string>;
      descriptions: Map<number, PhotoDescription>;
      values: FormValues;
    }
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
  const descriptions = new Map(
    posted.map((id): [number, PhotoDescription] => {
      const tamil = tamilOf(read.data, photoAltField(id));
      return [id, { alt: texts.get(id) ?? "", ...(tamil && { "alt@ta": tamil }) }];
    }),
  );
  return { ok: true, texts, descriptions, values: read.values };
}

/**
 * The parents' consent box of a draft album's photos form (content/schemas/albums.ts), ticked as
 * `ticked` says (unticked on a fresh screen: each Publish confirms it anew), with `error` beside it.
 */
export function albumConsentForm(ticked: boolean, error?: string): FieldNode {
  return describeValue(albumConsentSchema, { consent: ticked }, "", error ? { consent: error } : {});
}

/** Whether the posted form has the parents' consent box ticked. */
export function readAlbumConsent(form: FormData): boolean {
  const read = readRecord(albumConsentSchema, form);
  return read.ok && read.data.consent === true;
}
