import { z } from "zod";
import { AUDIENCE_OPTIONS, AUDIENCES, RECORD_MAX } from "../audiences";
import { indiaLocalToInstant } from "../india-time";
import { completeWebScheme, isWebUrl } from "../web-address";
import { textField } from "./common";

/**
 * Building blocks of the office's dated records, the schemas of the staff screens' forms (notices,
 * announcements, videos, events, urgent alerts: notices.ts, announcements.ts, videos.ts, events.ts,
 * alerts.ts). Each is labelled where it is used when its words differ between records; the schedule's
 * and the circular's words are the same on every screen, so they are written here.
 */

/** The record's limits and audiences' words are content/audiences.ts's (the screens draw them too). */
export { AUDIENCE_OPTIONS, RECORD_MAX };

/** Whose pages show a record: both schools' or one school's. The screen offers only those the user may write. */
export const showOn = z.enum(AUDIENCES, "Choose who this is for.").meta({
  label: "Show on",
  help: "Which school's pages show it. The group pages show everything.",
  options: AUDIENCE_OPTIONS,
});

/** A record's title: a line of a list, a ticker or a calendar. */
export const recordTitle = textField({ max: RECORD_MAX.title, empty: "Enter a title." }).meta({
  label: "Title",
});

/** A record's optional description: a few paragraphs; blank is none. */
export const recordDescription = textField({ max: RECORD_MAX.description, optional: true }).meta({
  label: "Description",
  widget: "multiline",
});

/** A calendar day typed as `YYYY-MM-DD` (what `<input type="date">` sends). */
export const calendarDay = z
  .string()
  .trim()
  .min(1, "Enter a date.")
  .pipe(z.iso.date("Enter a real date, for example 2026-06-15."))
  .meta({ widget: "date" });

/**
 * A date and time on India's clock (`datetime-local`, `YYYY-MM-DDTHH:MM`), kept as its ISO-8601 UTC
 * instant. `empty` is said of a blank required one; made optional, blank is none.
 */
export function indiaDateTime(empty = "Choose a date and time.") {
  return z
    .string()
    .trim()
    .min(1, empty)
    .transform((value, ctx) => {
      const instant = indiaLocalToInstant(value);
      if (instant) return instant;
      ctx.addIssue({
        code: "custom",
        message: "Enter a real date and time, for example 27/11/2026 4:30 pm.",
      });
      return z.NEVER;
    })
    .meta({ widget: "datetime" });
}

/** An optional web address for more details: "www…" is completed to "https://www…"; blank is none. */
export const moreDetailsLink = textField({ max: RECORD_MAX.url, translate: false })
  .transform(completeWebScheme)
  .pipe(z.string().refine(isWebUrl, "Enter a full web address starting with https:// (or http://)."))
  .optional()
  .meta({
    label: "Link (optional)",
    help: "A web page with more details. Visitors see “View More” when there is one. https:// is added if you leave it out.",
  });

/**
 * The schedule of a notice, an announcement, a video or an event (architecture ruling 22): "Publish at"
 * and "Expire at" in India's time (blank: at once, never). The expiry must come after the publishing
 * time (`expiresAfterPublishing`).
 */
export const schedule = {
  publish_at: indiaDateTime().optional().meta({
    label: "Publish at",
    help: "Optional, India time. Until then only staff see it (marked “Scheduled”). Blank: at once.",
  }),
  expire_at: indiaDateTime().optional().meta({
    label: "Expire at",
    help: "Optional, India time. From then it leaves the tickers and the board for the archive. Blank: never.",
  }),
};

/** "Pinned": shown first in its lists (notices, announcements, videos). */
export const pinned = z.boolean().meta({ label: "Pinned", help: "Shown first in its lists." });

/** The refusal of an expiry at or before the publishing time, beside "Expire at". */
export function expiresAfterPublishing(
  value: { publish_at?: string; expire_at?: string },
  ctx: z.RefinementCtx,
): void {
  if (value.publish_at && value.expire_at && value.expire_at <= value.publish_at) {
    ctx.addIssue({
      code: "custom",
      path: ["expire_at"],
      message: "Choose an expiry after the publishing time, or leave it blank.",
    });
  }
}

/**
 * A record's circular (architecture ruling 22): a document of the Documents library, chosen by id
 * (the screen offers those the user may attach), or a PDF uploaded with the form (kept in the library,
 * category Circulars, and attached). The file is read from the multipart post, not by the schema.
 */
export const circular = {
  document_id: z.string().regex(/^\d+$/, "Choose a document from the list.").optional().meta({
    label: "Circular",
    help: "A PDF from the Documents library, shown on the notice's page with its size.",
    widget: "document",
  }),
  file: z.unknown().optional().meta({
    label: "Or upload a PDF circular",
    help: "Up to 20 MB. It is kept in the Documents library (category Circulars) and attached to this notice.",
    widget: "pdf",
  }),
};
