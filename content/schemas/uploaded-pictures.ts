import { z } from "zod";
import { ALT_REQUIRED, altText } from "./common";

/**
 * The schemas of the picture library (the Pictures tab and the picture field's dialog): the upload of a
 * picture (its file and what it shows) and a picture's default description. The Pictures screen draws
 * its forms from them (`describeValue`, the words of each field's `.meta`) and both upload routes and
 * the description form read what is posted through them (`readRecord`), so a refusal is the schema's
 * message beside the field. A description is the one picture-description rule (`altText`: trimmed, at
 * most `ALT_MAX` characters, no invisible control characters), required here, since a library picture
 * is offered to every page (ruling 4).
 */

/**
 * An upload to the library: the file (a `"imageFile"` field: sent with the form, which then posts
 * multipart, and read from the post by the upload, never as text of the value, so the schema lets it
 * be missing and the upload refuses a post without one) and what it shows.
 */
export const pictureUploadSchema = z.object({
  file: z.unknown().optional().meta({
    label: "Picture file",
    help: "JPEG, PNG, WebP, AVIF or GIF.",
    widget: "imageFile",
  }),
  alt: altText(ALT_REQUIRED).meta({
    label: "What the picture shows (for people who cannot see it)",
    help: "A screen reader reads it aloud. It is offered when the picture is chosen for a page.",
  }),
});

/** A library picture's default description, as the Pictures tab edits it beside the picture. */
export const pictureDescriptionSchema = z.object({
  alt: altText(ALT_REQUIRED).meta({
    label: "Default description",
    help: "Offered when the picture is chosen for a page; each page keeps its own.",
  }),
});
