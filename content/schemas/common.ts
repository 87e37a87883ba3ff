import { z } from "zod";
import { LEGACY_FONT_MESSAGE, looksLikeLegacyTamilFont } from "../bilingual";
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

/** True when `value` holds none of the `CONTROL_CHARACTERS`. */
export const withoutControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value);

/**
 * The one rule of a text field (every text of a page, a notice, an event, an alert, an album, an
 * account): trimmed, at most `max` characters (`TEXT_MAX` unless said), no invisible control characters
 * (`CONTROL_CHARACTERS`, refused with `CONTROL_CHARACTER_MESSAGE`). Required unless `optional` or
 * `blank`, with `empty` said of a blank one. An `optional` field left blank is left out (`readValue`
 * reads blank optional text as missing); a `blank` one is kept as "". The schema editor gives the drawn
 * control the same `maxLength`. Text pasted from an old 8-bit Tamil font is refused with
 * `LEGACY_FONT_MESSAGE` (content/bilingual.ts). Unless `translate` is false (a code, an address, a
 * name that is the same in every language), the field may hold a Tamil value beside its English one
 * (`.meta({ translate })`, decision 0032), which the editor draws beside it.
 */
export function textField(options: {
  max?: number;
  empty?: string;
  optional: true;
  translate?: boolean;
}): z.ZodOptional<z.ZodString>;
export function textField(options?: {
  max?: number;
  empty?: string;
  optional?: false;
  blank?: boolean;
  translate?: boolean;
}): z.ZodString;
export function textField({
  max = TEXT_MAX,
  empty = "Fill this in.",
  optional = false,
  blank = false,
  translate = true,
}: {
  max?: number;
  empty?: string;
  optional?: boolean;
  blank?: boolean;
  translate?: boolean;
} = {}): z.ZodString | z.ZodOptional<z.ZodString> {
  const trimmed = z.string().trim();
  const field = (optional || blank ? trimmed : trimmed.min(1, empty))
    .max(max)
    .refine(withoutControlCharacters, CONTROL_CHARACTER_MESSAGE)
    .refine((value) => !looksLikeLegacyTamilFont(value), LEGACY_FONT_MESSAGE)
    .meta({ translate });
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

/**
 * The longest description (alt text) of a picture, in characters: a sentence or two, which a screen
 * reader reads out whole and an album shows as the photo's caption.
 */
export const ALT_MAX = 250;

/** What a clerk is told of a picture left without its description where one is needed. */
export const ALT_REQUIRED = "Say what the picture shows, for people who cannot see it.";

/**
 * The description of a picture, for people who cannot see it: the one field wherever a picture's
 * description is typed (a page's picture, the picture library, an album's photos). `required` is the
 * message for an empty one; without it the description may wait (an album's photo until the album is
 * published). Labelled here, as it means the same everywhere; a screen that shows several relabels it.
 */
export function altText(required?: string) {
  const field =
    required === undefined
      ? textField({ max: ALT_MAX, blank: true })
      : textField({ max: ALT_MAX, empty: required });
  return field.meta({
    label: "What the picture shows",
    help: "For people who cannot see it: a screen reader reads it aloud.",
  });
}

/** A picture with its alternative text. */
export const pictureSchema = z.object({
  image: imageName.meta({ label: "Picture" }),
  /** What the picture shows, for people who cannot see it. */
  alt: altText(ALT_REQUIRED),
});
