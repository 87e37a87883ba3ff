import { z } from "zod";
import { EVENT_CATEGORIES } from "~content/events";
import { CONTROL_CHARACTER_MESSAGE, CONTROL_CHARACTERS } from "~content/schemas/common";
import { AUDIENCES, LIMITS } from "../forms/limits";
import { indiaInstant } from "../forms/schemas";

/**
 * The staff form of an event (architecture ruling 4): what each field takes, with the message a clerk
 * reads next to it. Days are `YYYY-MM-DD` (`<input type="date">`), times `HH:MM` in India
 * (`<input type="time">`), "Publish at" and "Expire at" `datetime-local` in India, stored as UTC
 * instants. A blank end day is the start day; times are needed unless "All day" is ticked; the end may
 * not come before the start.
 */

const text = (value: unknown) => (typeof value === "string" ? value : "");
/**
 * A one-line field's text with every line break and control character but NUL (refused with its own
 * message) made a space: a title or place is one line wherever it is written, and a pasted line break
 * would otherwise reach the calendar files and the page's title as a break.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this matches
const LINE_BREAKS = /[\u0001-\u001f\u007f-\u009f\u2028\u2029]/g;
const line = (value: unknown) => text(value).replace(LINE_BREAKS, " ");
// The one rule of the site's text fields (content/schemas/common.ts); after `line`, only a NUL is left.
const NO_NUL = CONTROL_CHARACTER_MESSAGE;
const noNul = (value: string) => !CONTROL_CHARACTERS.test(value);

/** The longest place, in characters. */
export const PLACE_MAX = 200;

const words = (max: number, what: string, clean: (value: unknown) => string = text) =>
  z.preprocess(
    clean,
    z.string().trim().max(max, `Keep the ${what} to ${max} characters or fewer.`).refine(noNul, NO_NUL),
  );

const day = (missing: string) =>
  z.preprocess(
    text,
    z.string().trim().min(1, missing).pipe(z.iso.date("Enter a real date, for example 2026-12-05.")),
  );

/** A time `HH:MM` (seconds, if a browser sends them, are dropped), or null when blank. */
const time = z.preprocess(
  text,
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (!value) return null;
      const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value);
      if (!match) {
        ctx.addIssue({ code: "custom", message: "Enter a time, for example 10:00 or 17:30." });
        return z.NEVER;
      }
      return `${match[1]}:${match[2]}`;
    }),
);

export const eventSchema = z
  .object({
    title: z.preprocess(
      line,
      z
        .string()
        .trim()
        .min(1, "Enter a title.")
        .max(LIMITS.title, `Keep the title to ${LIMITS.title} characters or fewer.`)
        .refine(noNul, NO_NUL),
    ),
    all_day: z.preprocess((value) => (value === "on" || value === "1" ? 1 : 0), z.number()),
    start_date: day("Enter the day it starts."),
    start_time: time,
    end_date: z.preprocess(text, z.string().trim()),
    end_time: time,
    place: words(PLACE_MAX, "place", line),
    category: z.preprocess(
      (value) => (typeof value === "string" && value !== "" ? value : "other"),
      z.enum(EVENT_CATEGORIES, "Choose the kind of event."),
    ),
    description: words(LIMITS.description, "description"),
    document_id: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : null),
      z
        .number("Choose a document from the list.")
        .int()
        .positive("Choose a document from the list.")
        .nullable(),
    ),
    audience: z.preprocess(
      (value) => (typeof value === "string" && value !== "" ? value : "group"),
      z.enum(AUDIENCES, "Choose who this is for."),
    ),
    publish_at: indiaInstant,
    expire_at: indiaInstant,
  })
  .transform((value, ctx) => {
    const endDate = value.end_date || value.start_date;
    if (value.end_date && !z.iso.date().safeParse(value.end_date).success) {
      ctx.addIssue({
        code: "custom",
        path: ["end_date"],
        message: "Enter a real date, for example 2026-12-05.",
      });
      return z.NEVER;
    }
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
    if (value.publish_at && value.expire_at && value.expire_at <= value.publish_at) {
      ctx.addIssue({
        code: "custom",
        path: ["expire_at"],
        message: "Choose an expiry after the publishing time, or leave it blank.",
      });
    }
    return {
      ...value,
      end_date: endDate,
      start_time: value.all_day ? null : value.start_time,
      end_time: value.all_day ? null : value.end_time,
    };
  });

export type EventForm = z.output<typeof eventSchema>;

/** The form's fields, in order (for `parseForm`, as the schema is not a plain object). */
export const EVENT_FIELDS = [
  "title",
  "all_day",
  "start_date",
  "start_time",
  "end_date",
  "end_time",
  "place",
  "category",
  "description",
  "document_id",
  "audience",
  "publish_at",
  "expire_at",
] as const;
