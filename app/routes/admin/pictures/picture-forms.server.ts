import { type RecordRead, readRecord } from "~/lib/forms/record-form.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { describeValue } from "~/lib/forms/schema-form.server";
import { pictureDescriptionSchema, pictureUploadSchema } from "~content/schemas/uploaded-pictures";

/**
 * The forms of the Pictures tab, drawn from and read through content/schemas/uploaded-pictures.ts, their only
 * schema: the upload of a picture and each picture's default description. Labels, hints and limits are
 * the schema's; a refusal is the schema's message at the field's name, so it lands beside the field.
 * (The upload itself is read by `receivePictureUpload`, through the same schema.)
 */

/**
 * The upload form holding `alt` (what was typed, after a refusal) with `errors` beside its fields.
 * The file is marked required (the schema lets it be missing, as it is never text of the value, and
 * `receivePictureUpload` refuses a post without one), and its hint gains the largest file the server
 * takes now (`maxMegabytes`: `UPLOAD_MAX_MB`, which the schema cannot know).
 */
export function pictureUploadForm(
  alt: string,
  errors: Record<string, string>,
  maxMegabytes: number,
): FieldNode {
  const node = describeValue(pictureUploadSchema, { alt }, "", errors, { bilingual: false });
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

/** The "Default description" form of a picture, holding `alt` (stored, or as typed) and `errors`. */
export function pictureDescriptionForm(alt: string, errors: Record<string, string> = {}): FieldNode {
  return describeValue(pictureDescriptionSchema, { alt }, "", errors, { bilingual: false });
}

/** The description posted in `form`, checked by the schema: the trimmed text, or the refusal by field. */
export function readPictureDescription(form: FormData): RecordRead<{ alt: string }> {
  return readRecord(pictureDescriptionSchema, form);
}
