import { z } from "zod";
import { altText, textField } from "./common";

/**
 * Schema of a photo album's details (title, date of the event, whose gallery shows it, description):
 * the only schema of them. The Photo albums screen draws its "New photo album" dialog and an album's
 * "Album details" form from it (`describeValue`, the words of each field's `.meta`) and checks what is
 * posted with it (`readRecord`), so a refusal is zod's message beside the field.
 */

/** The longest text of an album's fields, in characters: a title is a line of a card, a description a paragraph. */
export const ALBUM_MAX = { title: 200, description: 2000 } as const;

/** Whose gallery shows an album: a school's, or the group's, which shows every album (architecture ruling 6). */
export const albumAudience = z.enum(["group", "vidhyashram", "vidhyapeeth"], "Choose who this is for.");

export const photoAlbumSchema = z.object({
  title: textField({ max: ALBUM_MAX.title, empty: "Enter a title." }).meta({ label: "Title" }),
  /** The day of the event the photos show, year-month-day; the galleries sort by it. */
  date: z
    .string()
    .trim()
    .min(1, "Enter a date.")
    .pipe(z.iso.date("Enter a real date, for example 2026-06-15."))
    .meta({ label: "Date of the event", widget: "date" }),
  audience: albumAudience.meta({
    label: "Show on",
    help: "Which school's gallery shows it. The group gallery shows every album.",
    options: {
      group: "Both schools (whole group)",
      vidhyashram: "Vidhyashram only",
      vidhyapeeth: "Vidhyapeeth only",
    },
  }),
  description: textField({ max: ALBUM_MAX.description, blank: true }).meta({
    label: "Description (optional)",
    widget: "multiline",
  }),
});

export type PhotoAlbumDetails = z.output<typeof photoAlbumSchema>;

/** Field `alt-<id>`: the description of the album's photo `id` (a photo's id is its name in the form). */
export const photoAltField = (photoId: number) => `alt-${photoId}`;

/**
 * The descriptions of an album's photos, `photoIds` in the album's order, each `altText` under its
 * field name (`photoAltField`), labelled "Description of photo 1", "… 2" as the screen numbers them.
 * Each may be empty until the album is published (the publish checks that every photo has one).
 */
export function photoAltsSchema(photoIds: readonly number[]) {
  return z.object(
    Object.fromEntries(
      photoIds.map((id, index) => [
        photoAltField(id),
        altText().meta({ label: `Description of photo ${index + 1}`, widget: "multiline" }),
      ]),
    ),
  );
}
