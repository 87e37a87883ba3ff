import { indiaLocalToInstant } from "../published/schedule";
import { addDays, dayMs, type EventWhen, isoDay, mondayIndex } from "./format";

/**
 * The calendar page's months and weeks (architecture ruling 22), shared by the loader and the drawing:
 * a month is `YYYY-MM`, weeks begin on Monday, days are India's.
 */

/** The months a `?month=` may name: a real month between these years. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** `value` when it is a month `YYYY-MM` the calendar shows, else null. */
export function parseMonth(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value ?? "");
  if (!match) return null;
  const year = Number(match[1]);
  return year >= FIRST_YEAR && year <= LAST_YEAR ? (value as string) : null;
}

/** `month` moved by `months` (negative: earlier): `2026-12` + 1 → `2027-01`. */
export function shiftMonth(month: string, months: number): string {
  const [y = 0, m = 1] = month.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** The first and last days (`YYYY-MM-DD`) of `month`. */
export function monthDays(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}

/** The instant (ms) at which `month` begins in India: the default calendar page changes then. */
export function monthStartsAt(month: string): number {
  return Date.parse(indiaLocalToInstant(`${month}-01T00:00`) ?? `${month}-01T00:00:00Z`);
}

/** One day of the month grid: its date, and whether it belongs to the month shown. */
export interface GridDay {
  day: string;
  inMonth: boolean;
}

/** The weeks (Monday to Sunday) that cover `month`, each seven days. */
export function monthGrid(month: string): GridDay[][] {
  const { first, last } = monthDays(month);
  const start = addDays(first, -mondayIndex(first));
  const end = addDays(last, 6 - mondayIndex(last));
  const weeks: GridDay[][] = [];
  for (let ms = dayMs(start); ms <= dayMs(end); ms += 7 * 86_400_000) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = isoDay(ms + i * 86_400_000);
        return { day, inMonth: day.startsWith(month) };
      }),
    );
  }
  return weeks;
}

/** The events of `events` on `day` (an event of several days is on each of them). */
export function eventsOn<E extends Pick<EventWhen, "start_date" | "end_date">>(
  events: readonly E[],
  day: string,
): E[] {
  return events.filter((event) => event.start_date <= day && event.end_date >= day);
}
