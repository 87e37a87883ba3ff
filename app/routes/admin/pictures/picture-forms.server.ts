import type { PictureDescription } from "~/lib/content-store/pictures.server";
import { type RecordRead, readRecord } from "~/lib/forms/record-form.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { describeValue } from "~/lib/forms/schema-form.server";
import { tamilValuesOf } from "~content/bilingual";
import { pictureDescriptionSchema, pictureUploadSchema } from "~content/schemas/uploaded-pictures";

/**
 * The forms of the Pictures tab, drawn from and read through content/schemas/uploaded-pictures.ts, their only
 * schema: the upload of a picture and each picture's default description. Labels, hints and limits are
 * the schema's; a refusal is the schema's message at the field's name, so it lands beside the field.
 * (The upload itself is read by `receivePictureUpload`, through the same schema.)
 */

/**
 * A description as the forms draw it: `alt` alone, or a record holding `alt` and its Tamil beside it
 * (`alt@ta`: a stored picture's view, or what was posted). The Tamil box is drawn beside the English
 * and kept in the picture's `tamil` column (decision 0032, migration 0026).
 */
function described(alt: string | Record<string, unknown>): Record<string, unknown> {
  if (typeof alt === "string") return { alt };
  return { alt: typeof alt.alt === "string" ? alt.alt : "", ...tamilValuesOf(alt) };
}

/**
 * The upload form holding `alt` (what was typed, after a refusal) with `errors` beside its fields.
 * The file is marked required (the schema lets it be missing, as it is never text of the value, and
 * `receivePictureUpload` refuses a post without one), and its hint gains the largest file the server
 * takes now (`maxMegabytes`: `UPLOAD_MAX_MB`, which the schema cannot know).
 */
export function pictureUploadForm(
  alt: string | Record<string, unknown>,
  errors: Record<string, string>,
  maxMegabytes: number,
): FieldNode {
  const node = describeValue(pictureUploadSchema, described(alt), "", errors);
  if (node.kind !== "group") return node;
  return {
    ...node,
    children: node.children.map((child) =>
      child.kind === "file"
        ? { ...child, required: true, help: `${child.help ?? ""} Up to ${maxMegabytes} MB.`.trim() }
        : child,
    ),
  };
}

/**
 * The "Default description" form of a picture, holding `alt` (stored, or as typed: the text, or a
 * record with its Tamil) and `errors`.
 */
export function pictureDescriptionForm(
  alt: string | Record<string, unknown>,
  errors: Record<string, string> = {},
): FieldNode {
  return describeValue(pictureDescriptionSchema, described(alt), "", errors);
}

/**
 * The description posted in `form`, checked by the schema: the trimmed text with its Tamil beside it
 * (`alt@ta`, when typed), or the refusal by field.
 */
export function readPictureDescription(form: FormData): RecordRead<PictureDescription> {
  return readRecord(pictureDescriptionSchema, form);
}
