import { z } from "zod";
import { images, videos } from "../media";
import { parseUploadRef, UPLOAD_PREFIX } from "../uploaded-images";
import "./field-meta";

/**
 * Building blocks shared by the content schemas. Each is labelled where it is used
 * (`text.meta({ label: "Title" })`, content/schemas/field-meta.ts), since one building block is many
 * fields; a picture's two parts are labelled here, as they are the same everywhere.
 */

/**
 * The longest text a page shows in one piece, in characters (an over-long paste is refused
 * with a message rather than stored): a long paragraph is about 1,000.
 */
export const TEXT_MAX = 4000;

/**
 * The invisible control characters no text of the site may hold: NUL and the other C0 controls but tab
 * and line breaks, and DEL. They come with pastes from old documents; PostgreSQL refuses a NUL in text
 * outright (SQLite keeps it), and a screen reader or a PDF shows them as nothing or as boxes.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this matches
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** What a clerk is told of a text holding one (`CONTROL_CHARACTERS`), beside the field. */
export const CONTROL_CHARACTER_MESSAGE =
  "Remove the invisible control character from this text (it came with a paste): type the text again, or paste it as plain text.";

/**
 * The one rule of a text field (every text of a page, a notice, an event, an alert): trimmed, at most
 * `max` characters (`TEXT_MAX` unless said), no invisible control characters (`CONTROL_CHARACTERS`,
 * refused with `CONTROL_CHARACTER_MESSAGE`); required unless `optional`, with `empty` said of a blank
 * one. An optional field left blank is left out (`readValue` reads blank optional text as missing).
 * The schema editor gives the drawn control the same `maxLength`.
 */
export function textField(options: {
  max?: number;
  empty?: string;
  optional: true;
}): z.ZodOptional<z.ZodString>;
export function textField(options?: { max?: number; empty?: string; optional?: false }): z.ZodString;
export function textField({
  max = TEXT_MAX,
  empty = "Fill this in.",
  optional = false,
}: {
  max?: number;
  empty?: string;
  optional?: boolean;
} = {}): z.ZodString | z.ZodOptional<z.ZodString> {
  const trimmed = z.string().trim();
  const field = (optional ? trimmed : trimmed.min(1, empty))
    .max(max)
    .refine((value) => !CONTROL_CHARACTERS.test(value), CONTROL_CHARACTER_MESSAGE);
  return optional ? field.optional() : field;
}

/** Text a page shows: trimmed, not empty, at most `TEXT_MAX`, no invisible control characters. */
export const text = textField();

/**
 * A picture: the name of an image in `content/media.ts`, or the reference of a picture the office
 * uploaded (`upload/pictures/<key>/<width>x<height>`, see content/uploaded-images.ts).
 * The page editor draws it as an `<ImageField>` (`widget: "image"`).
 */
export const imageName = z
  .string()
  .refine((name) => images.some((i) => i.name === name) || parseUploadRef(name) !== null, {
    error: (issue) =>
      typeof issue.input === "string" && issue.input.startsWith(UPLOAD_PREFIX)
        ? "Not a reference to an uploaded picture: choose the picture again"
        : "Not an image in content/media.ts or an uploaded picture",
  })
  .meta({ widget: "image" });

/** The name of a video in `content/media.ts`. */
export const videoName = z
  .string()
  .refine((name) => videos.some((v) => v.name === name), "Not a video in content/media.ts");

/** A picture with its alternative text. */
export const pictureSchema = z.object({
  image: imageName.meta({ label: "Picture" }),
  /** What the picture shows, for people who cannot see it. */
  alt: text.meta({
    label: "What the picture shows",
    help: "For people who cannot see it: a screen reader reads it aloud.",
  }),
});
