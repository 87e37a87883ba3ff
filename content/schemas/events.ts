import { z } from "zod";
import { EVENT_CATEGORIES, EVENT_CATEGORY_WORDS } from "../events";
import { textField } from "./common";
import {
  calendarDay,
  expiresAfterPublishing,
  RECORD_MAX,
  recordDescription,
  schedule,
  showOn,
} from "./schedule";

/**
 * An event of the academic calendar (architecture ruling 22): the only schema of the Events screen's
 * form, drawn by the schema editor and read back through it. Days are `YYYY-MM-DD`, times `HH:MM` on
 * India's clock; a blank end day is the start day; times are needed unless "All day" is ticked; the end
 * may not come before the start (`eventRules`, beside the field each message belongs to).
 */

/** The longest place, in characters: a line of the calendar ("School hall", "Ground"). */
const PLACE_MAX = 200;

/**
 * A line break or a tab in a one-line field becomes a space: a title or a place is one line wherever it
 * is written, and a pasted break would otherwise reach the calendar files and the page's title as a
 * break. Any other control character is left for the text rule to refuse, with its one message.
 */
const LINE_BREAKS = /[\t\n\r\u0085\u2028\u2029]/g;
const oneLine = (value: unknown) => (typeof value === "string" ? value.replace(LINE_BREAKS, " ") : value);

/** A time of day `HH:MM` on India's clock (seconds, if a browser sends them, are dropped). */
const timeOfDay = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/, "Enter a time, for example 10:00 or 17:30.")
  .transform((value) => value.slice(0, 5))
  .optional()
  .meta({ widget: "time" });

export const eventSchema = z
  .object({
    title: z
      .preprocess(oneLine, textField({ max: RECORD_MAX.title, empty: "Enter a title." }))
      .meta({ label: "Title" }),
    all_day: z.boolean().meta({ label: "All day (no times)", disables: ["start_time", "end_time"] }),
    start_date: calendarDay.meta({ label: "Start day" }),
    start_time: timeOfDay.meta({
      label: "Start time",
      help: "India time. Leave blank for an all-day event.",
    }),
    end_date: calendarDay.optional().meta({ label: "End day", help: "The last day. Blank: the same day." }),
    end_time: timeOfDay.meta({ label: "End time", help: "India time." }),
    place: z.preprocess(oneLine, textField({ max: PLACE_MAX, optional: true })).meta({ label: "Place" }),
    category: z
      .enum(EVENT_CATEGORIES, "Choose the kind of event.")
      .meta({ label: "Category", options: EVENT_CATEGORY_WORDS }),
    description: recordDescription,
    document_id: z.string().regex(/^\d+$/, "Choose a document from the list.").optional().meta({
      label: "Attached document (optional)",
      help: "A document of the Documents tab, such as a circular or a timetable.",
      widget: "document",
    }),
    audience: showOn.meta({ help: "That school's calendar, and the calendar of both schools." }),
    publish_at: schedule.publish_at.meta({ help: "India time. Blank: at once." }),
    expire_at: schedule.expire_at.meta({ help: "India time. Blank: never." }),
  })
  .superRefine((value, ctx) => {
    const endDate = value.end_date ?? value.start_date;
    if (endDate < value.start_date) {
      ctx.addIssue({ code: "custom", path: ["end_date"], message: "The end cannot be before the start." });
    }
    if (!value.all_day) {
      if (!value.start_time) {
        ctx.addIssue({
          code: "custom",
          path: ["start_time"],
          message: "Enter the start time, or tick “All day”.",
        });
      }
      if (!value.end_time) {
        ctx.addIssue({
          code: "custom",
          path: ["end_time"],
          message: "Enter the end time, or tick “All day”.",
        });
      }
      if (
        value.start_time &&
        value.end_time &&
        endDate === value.start_date &&
        value.end_time <= value.start_time
      ) {
        ctx.addIssue({ code: "custom", path: ["end_time"], message: "The end must come after the start." });
      }
    }
    expiresAfterPublishing(value, ctx);
  });
export type EventRecord = z.output<typeof eventSchema>;
