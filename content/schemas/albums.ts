import { z } from "zod";
import { AUDIENCE_OPTIONS, AUDIENCES, RECORD_MAX } from "../audiences";
import { completeWebScheme, isWebUrl } from "../web-address";
import { altText, textField } from "./common";

/**
 * The schemas of the gallery's albums, the only ones: a photo album's details (title, date of the
 * event, whose gallery shows it, description) and a link album (an album kept elsewhere: title, link,
 * thumbnail, whose gallery shows it). The Photo albums screen draws its dialogs and an album's "Album
 * details" form from them (`describeValue`, the words of each field's `.meta`) and checks what is
 * posted with them (`readRecord`), so a refusal is zod's message beside the field.
 */

/**
 * The longest text of an album's fields, in characters: a record's (a title is a line of a card, a
 * description a paragraph; a web address as long as any a browser keeps).
 */
export const ALBUM_MAX = RECORD_MAX;

/**
 * The "Show on" choice of either kind of album: a school's gallery, or the group's, which shows every
 * album (architecture ruling 6).
 */
const showInGallery = z.enum(AUDIENCES, "Choose who this is for.").meta({
  label: "Show on",
  help: "Which school's gallery shows it. The group gallery shows every album.",
  options: AUDIENCE_OPTIONS,
});

/** An album's title: a line of its card in the gallery. */
const albumTitle = textField({ max: ALBUM_MAX.title, empty: "Enter a title." }).meta({ label: "Title" });

export const photoAlbumSchema = z.object({
  title: albumTitle,
  /** The day of the event the photos show, year-month-day; the galleries sort by it. */
  date: z
    .string()
    .trim()
    .min(1, "Enter a date.")
    .pipe(z.iso.date("Enter a real date, for example 2026-06-15."))
    .meta({ label: "Date of the event", widget: "date" }),
  audience: showInGallery,
  description: textField({ max: ALBUM_MAX.description, blank: true }).meta({
    label: "Description (optional)",
    widget: "multiline",
  }),
});

export type PhotoAlbumDetails = z.output<typeof photoAlbumSchema>;

/** What a clerk is told of a link that is not a web address. */
const WEB_ADDRESS_MESSAGE = "Enter a full web address starting with https:// (or http://).";

/**
 * A web address as a clerk types it: one without its scheme ("photos.app.goo.gl/…") is completed to
 * https:// (`completeWebScheme`), then it must be an absolute http(s) address (`isWebUrl`). `empty` is
 * said of a blank one.
 */
function webAddress(empty: string) {
  return textField({ max: ALBUM_MAX.url, empty, translate: false })
    .transform(completeWebScheme)
    .pipe(z.string().refine(isWebUrl, WEB_ADDRESS_MESSAGE));
}

/**
 * A link album: an album kept elsewhere (Google Photos, for example), shown as a card in the gallery
 * that opens it in a new tab. Its thumbnail is optional: without one the card shows the local
 * placeholder picture (architecture ruling 4). The legacy importer checks the old site's albums with it.
 */
export const linkAlbumSchema = z.object({
  title: albumTitle,
  link: webAddress("Enter the album's web address.").meta({
    label: "Album link",
    help: "The web address of the shared album, for example on Google Photos. https:// is added if you leave it out.",
  }),
  thumbnail: webAddress("Enter the thumbnail's web address, or leave it blank.").optional().meta({
    label: "Thumbnail image link (optional)",
    help: "Leave blank to use the school's standard album picture. https:// is added if you leave it out.",
  }),
  audience: showInGallery,
});

export type LinkAlbumRecord = z.output<typeof linkAlbumSchema>;

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
        // With its Tamil beside it (decision 0032), kept in the photo row's `tamil` (migration 0026).
        altText().meta({ label: `Description of photo ${index + 1}`, widget: "multiline" }),
      ]),
    ),
  );
}

/**
 * The box a staff user ticks to publish a photo album: the school holds the written consent of the
 * parents of every child the photos show (DPDP Act 2023 s.9(1): a child's personal data is processed
 * only with a parent's verifiable consent). Optional in the form, so an unticked box is no refusal of
 * its own; Publish refuses without it (`ALBUM_CONSENT_MISSING`, beside the box), and records who ticked
 * it and when.
 */
export const albumConsentSchema = z.object({
  consent: z.boolean().optional().meta({
    label: "The school holds the parents' written consent to publish these photos",
    help: "Tick only when the office keeps a signed consent form from the parents of every child these photos show. Your name and the time are recorded with the album.",
  }),
});

/** Said beside the consent box of a Publish without it. */
export const ALBUM_CONSENT_MISSING =
  "Tick this box to publish: children's photos go on the website only with their parents' written consent.";

/** Said above the form of a Publish refused for want of the consent box. */
export const ALBUM_CONSENT_NEEDED =
  "Confirm that the school holds the parents' written consent before publishing.";

/**
 * The Add/Edit Album dialog of a link album: the link album and, last, the same parents' consent box as
 * a photo album's Publish (a link album's thumbnail and the photos it opens show children too). The box
 * is not stored with the record: the album row records who ticked it and when.
 */
export const linkAlbumFormSchema = linkAlbumSchema.extend(albumConsentSchema.shape);
