import { MONTH_NAMES } from "../platform/dates";
import { eventPath } from "../published/paths";
import { indiaLocalToInstant } from "../published/schedule";

/**
 * How an event's days and times are said and linked (architecture rulings 16 and 22), shared by the
 * server and the drawing components (no server code here). Days are `YYYY-MM-DD` and times `HH:MM` on
 * India's clock (migration 0021); the end day is inclusive.
 */

/** The fields of an event that say when it is. */
export interface EventWhen {
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  all_day: number;
}

/**
 * Weekday names as a table rather than `Intl`: the server's and each browser's ICU data differ, which
 * would make hydrated text differ from the server's (see app/lib/platform/dates.ts, which has the months).
 */
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const DAY_MS = 86_400_000;

/** Ms of the UTC midnight of `YYYY-MM-DD`. */
export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `YYYY-MM-DD` of the UTC day containing `ms`. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number) => isoDay(dayMs(day) + days * DAY_MS);

/** 0 for Monday … 6 for Sunday (the calendar's weeks begin on Monday). */
export const mondayIndex = (day: string) => (new Date(dayMs(day)).getUTCDay() + 6) % 7;

/** `2026-12-05` → "Saturday 5 December 2026". */
export function dayInWords(day: string): string {
  const date = new Date(dayMs(day));
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** `17:30` → "5:30 pm", `12:00` → "12:00 pm", `00:15` → "12:15 am". */
export function timeInWords(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}

/** `2026-12` → "December 2026". */
export function monthInWords(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return `${MONTH_NAMES[(m ?? 1) - 1]} ${y}`;
}

/**
 * When an event is, in words, India time: "Saturday 5 December 2026, 10:00 am to 12:00 pm";
 * "Monday 7 December 2026 to Friday 11 December 2026 (all day)"; a timed event over several days
 * names both days with their times.
 */
export function whenInWords(event: EventWhen): string {
  const oneDay = event.start_date === event.end_date;
  if (Number(event.all_day) === 1 || !event.start_time) {
    return oneDay
      ? `${dayInWords(event.start_date)} (all day)`
      : `${dayInWords(event.start_date)} to ${dayInWords(event.end_date)} (all day)`;
  }
  const start = `${dayInWords(event.start_date)}, ${timeInWords(event.start_time)}`;
  if (!event.end_time) return start;
  return oneDay
    ? `${start} to ${timeInWords(event.end_time)}`
    : `${start} to ${dayInWords(event.end_date)}, ${timeInWords(event.end_time)}`;
}

/** The start and end instants (ISO-8601 UTC) of a timed event, or null for an all-day one. */
export function eventInstants(event: EventWhen): { start: string; end: string } | null {
  if (Number(event.all_day) === 1 || !event.start_time) return null;
  const start = indiaLocalToInstant(`${event.start_date}T${event.start_time}`);
  const end = indiaLocalToInstant(`${event.end_date}T${event.end_time ?? event.start_time}`);
  return start && end ? { start, end } : null;
}

/** `2026-12-05T04:30:00.000Z` → `20261205T043000Z` (RFC 5545 UTC form). */
const compactInstant = (instant: string) => instant.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");

/**
 * "Add to Google Calendar": Google's template link with the title, the time (UTC instants
 * `YYYYMMDDTHHMMSSZ/…` for a timed event; `YYYYMMDD/YYYYMMDD` with the day after the last for an all-day
 * one, as Google's end is exclusive), the details and the place.
 */
export function googleCalendarHref(
  event: EventWhen & { title: string; place: string },
  details: string,
): string {
  const instants = eventInstants(event);
  const dates = instants
    ? `${compactInstant(instants.start)}/${compactInstant(instants.end)}`
    : `${event.start_date.replace(/-/g, "")}/${addDays(event.end_date, 1).replace(/-/g, "")}`;
  const query = new URLSearchParams({ action: "TEMPLATE", text: event.title, dates, details });
  if (event.place) query.set("location", event.place);
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** An event as a public list draws it: what it is, when, for whom, and its page's address. */
export interface EventSummary extends EventWhen {
  id: number;
  title: string;
  place: string;
  category: "exam" | "holiday" | "pta" | "celebration" | "other";
  audience: "group" | "vidhyashram" | "vidhyapeeth";
  /** `/calendar/events/<id>-<slug>`. */
  path: string;
}

/** `row`'s summary for a public list (no description, no schedule: those stay on the server). */
export function eventSummary(row: Omit<EventSummary, "path">): EventSummary {
  return {
    id: row.id,
    title: row.title,
    start_date: row.start_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    all_day: Number(row.all_day),
    place: row.place,
    category: row.category,
    audience: row.audience,
    path: eventPath(row.id, row.title),
  };
}
