import { tamilValuesOf } from "~content/bilingual";
import { LANGUAGE_TAG, type Language } from "~content/languages";
import { calendarWords } from "~content/words/calendar";
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

/**
 * Tamil days and months through `Intl` ("ta-IN"), made once. Public pages send no script (decision
 * 0022), so no browser redraws these with its own ICU data, which the English tables above guard against.
 */
const TAMIL_DAY = new Intl.DateTimeFormat(LANGUAGE_TAG.ta, {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const TAMIL_MONTH = new Intl.DateTimeFormat(LANGUAGE_TAG.ta, {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const TAMIL_MONTH_NAME = new Intl.DateTimeFormat(LANGUAGE_TAG.ta, { month: "long", timeZone: "UTC" });
const TAMIL_WEEKDAY = new Intl.DateTimeFormat(LANGUAGE_TAG.ta, { weekday: "long", timeZone: "UTC" });

/** `2026-12-05` → "Saturday 5 December 2026"; in Tamil "சனி, 5 டிசம்பர், 2026". */
export function dayInWords(day: string, language: Language = "en"): string {
  const date = new Date(dayMs(day));
  if (language === "ta") return TAMIL_DAY.format(date);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * The weekday names from Monday, short and in full, for a calendar's columns: "Mon", "Monday"; Tamil's
 * names are short already ("திங்கள்"), so both are the same.
 */
export function weekdayNames(language: Language = "en"): readonly (readonly [string, string])[] {
  const monday = dayMs("2026-11-30");
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(monday + i * DAY_MS);
    if (language === "ta") return [TAMIL_WEEKDAY.format(date), TAMIL_WEEKDAY.format(date)] as const;
    const long = WEEKDAYS[date.getUTCDay()] ?? "";
    return [long.slice(0, 3), long] as const;
  });
}

/**
 * The part of the day a Tamil clock time is said with, as Tamil Nadu's schools write it ("காலை 10:00",
 * "மாலை 5:30"): a 12-hour clock needs it, and Tamil says the part of the day, not "am"/"pm".
 */
function tamilPartOfDay(hour: number): string {
  if (hour < 4) return "இரவு";
  if (hour < 12) return "காலை";
  if (hour < 16) return "பிற்பகல்";
  if (hour < 19) return "மாலை";
  return "இரவு";
}

/** `17:30` → "5:30 pm", `12:00` → "12:00 pm", `00:15` → "12:15 am"; in Tamil "மாலை 5:30". */
export function timeInWords(time: string, language: Language = "en"): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  const clock = `${hour}:${String(m).padStart(2, "0")}`;
  if (language === "ta") return `${tamilPartOfDay(h)} ${clock}`;
  return `${clock} ${h < 12 ? "am" : "pm"}`;
}

/** `2026-12` → "December 2026"; in Tamil "டிசம்பர் 2026". */
export function monthInWords(month: string, language: Language = "en"): string {
  const [y = 1970, m = 1] = month.split("-").map(Number);
  if (language === "ta") return TAMIL_MONTH.format(new Date(Date.UTC(y, m - 1, 1)));
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/** The name of month `YYYY-MM` alone: "December"; in Tamil "டிசம்பர்". */
export function monthNameOf(month: string, language: Language = "en"): string {
  const m = Number(month.slice(5, 7)) || 1;
  if (language === "ta") return TAMIL_MONTH_NAME.format(new Date(Date.UTC(2026, m - 1, 1)));
  return MONTH_NAMES[m - 1] ?? "";
}

/**
 * When an event is, in words, India time: "Saturday 5 December 2026, 10:00 am to 12:00 pm";
 * "Monday 7 December 2026 to Friday 11 December 2026 (all day)"; a timed event over several days
 * names both days with their times. In Tamil (`language` "ta") the same from `calendarWords`.
 */
export function whenInWords(event: EventWhen, language: Language = "en"): string {
  const words = calendarWords[language];
  const day = (d: string) => dayInWords(d, language);
  const time = (t: string) => timeInWords(t, language);
  const oneDay = event.start_date === event.end_date;
  if (Number(event.all_day) === 1 || !event.start_time) {
    return oneDay
      ? words.allDay(day(event.start_date))
      : words.allDays(day(event.start_date), day(event.end_date));
  }
  const start = `${day(event.start_date)}, ${time(event.start_time)}`;
  if (!event.end_time) return start;
  return oneDay
    ? words.fromTo(start, time(event.end_time))
    : words.fromTo(start, `${day(event.end_date)}, ${time(event.end_time)}`);
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
    // The Tamil of its title and place, for the Tamil pages (decision 0032).
    ...tamilValuesOf(row as unknown as Record<string, unknown>),
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
