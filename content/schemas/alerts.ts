import { z } from "zod";
import { completeWebScheme } from "../web-address";
import { textField } from "./common";
import { isLinkAddress } from "./links";
import { indiaDateTime, RECORD_MAX, showOn } from "./schedule";

/**
 * An urgent alert (architecture ruling 22): one line at the top of every public page of its audience
 * until it expires or the office ends it. The only schema of the Urgent alerts screen's form, drawn by
 * the schema editor and read back through it.
 */

/** The longest alert, in characters: one line on a phone, two at most. */
const ALERT_MAX = 160;

/**
 * An alert's link: blank, or what a page's link may be (`isLinkAddress`: a path of this site such as
 * `/notices/…`, or an http(s) address), the banner being a link on every public page as a page's is.
 * An address typed without its scheme (`www.cbse.gov.in`) is completed first; text starting with a
 * slash or a backslash is not, so `//evil.example` is refused rather than made an outside address.
 */
const alertLink = textField({ max: RECORD_MAX.url, translate: false })
  .transform((value) => (/^[/\\]/.test(value) ? value : completeWebScheme(value)))
  .pipe(
    z
      .string()
      .refine(
        isLinkAddress,
        "Enter a page of this site (starting with /) or a full web address, or leave it blank.",
      ),
  )
  .optional();

export const alertSchema = z.object({
  message: textField({ max: ALERT_MAX, empty: "Write the alert: one short line." }).meta({
    label: "Alert",
    help: `One short line, at most ${ALERT_MAX} characters.`,
  }),
  link: alertLink.meta({
    label: "Link (optional)",
    help: "A page of this site (such as a notice: /notices/…) or a web address, for the details.",
  }),
  audience: showOn.meta({
    help: "The pages of that school, and the group's pages, where the school's name comes first. Both schools: every page.",
  }),
  /** When it leaves every page: in the future, or it would never show. */
  expires_at: indiaDateTime("Choose when the alert ends.")
    .refine(
      (instant) => Date.parse(instant) > Date.now(),
      "Choose a time in the future: the alert would never show.",
    )
    .meta({
      label: "Expires at",
      help: "India time. It leaves every page then; you can also end it earlier below.",
    }),
});
export type AlertRecord = z.output<typeof alertSchema>;
