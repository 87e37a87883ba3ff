import { MONTH_NAMES } from "./months";
import { curriculumPage } from "./vidhyashram/curriculum";

/**
 * The academic calendar's words and sample events (architecture ruling 22). Events themselves are rows
 * of the `events` table that the office edits at /admin/events; what is here are the category words the
 * calendar shows and the sample events a fresh site is seeded with (`SEED_SAMPLE_DATA`), marked as
 * samples in their descriptions.
 */

/** The kinds of event, in the order the staff form offers them. */
export const EVENT_CATEGORIES = ["exam", "holiday", "pta", "celebration", "other"] as const;
export type EventCategoryName = (typeof EVENT_CATEGORIES)[number];

/** The word a parent reads for each kind of event, next to the event wherever it is listed. */
export const EVENT_CATEGORY_WORDS: Record<EventCategoryName, string> = {
  exam: "Exam",
  holiday: "Holiday",
  pta: "PTA meeting",
  celebration: "Celebration",
  other: "Other",
};

/** A sample event as the store takes it: days `YYYY-MM-DD` (end inclusive), times `HH:MM` in India. */
export interface SampleEvent {
  title: string;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  all_day: 0 | 1;
  place: string;
  category: EventCategoryName;
  description: string;
  audience: "group" | "vidhyashram" | "vidhyapeeth";
}

const DAY_MS = 86_400_000;
/** India's offset from UTC (+05:30, no daylight saving). */
const IST_MS = 330 * 60 * 1000;

/** `YYYY-MM-DD` of a UTC midnight in ms. */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The month names, looked up by the words of the curriculum's exam table. */
const MONTHS: readonly string[] = MONTH_NAMES;

const SAMPLE_NOTE = "Sample dates: the school confirms the exact dates on the notice board.";

/**
 * The exam rows of the curriculum page's schedules (content/vidhyashram/curriculum.ts) as sample
 * events of the academic year that runs June to May and contains `today`: one fact, one place, so the
 * calendar and the curriculum page name the same examinations in the same months. A single month
 * ("September") becomes the 8th to the 12th; a span ("February to March") the 15th of the first month
 * to the 10th of the last.
 */
function curriculumExams(today: string): SampleEvent[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const firstYear = month >= 6 ? year : year - 1;
  const dayOf = (monthName: string, day: number) => {
    const index = MONTHS.indexOf(monthName);
    const y = index >= 5 ? firstYear : firstYear + 1;
    return isoDay(Date.UTC(y, index, day));
  };
  const events: SampleEvent[] = [];
  for (const block of curriculumPage.blocks) {
    if (block.type !== "table" || !block.heading?.startsWith("Exam schedule: ")) continue;
    const classes = block.heading.replace("Exam schedule: ", "");
    for (const row of block.rows) {
      const exam = typeof row.exam === "string" ? row.exam : "";
      const when = typeof row.month === "string" ? row.month : "";
      const kind = typeof row.kind === "string" ? `${row.kind}. ` : "";
      const span = /^(\w+) to (\w+)$/.exec(when);
      const [start, end] = span
        ? [dayOf(span[1] ?? "", 15), dayOf(span[2] ?? "", 10)]
        : [dayOf(when, 8), dayOf(when, 12)];
      if (!exam || !MONTHS.includes(span?.[1] ?? when)) continue;
      events.push({
        title: `${exam}: ${classes}`,
        start_date: start,
        end_date: end,
        start_time: null,
        end_time: null,
        all_day: 1,
        place: "",
        category: "exam",
        description: `${kind}${SAMPLE_NOTE}`,
        audience: "vidhyashram",
      });
    }
  }
  return events;
}

/**
 * The sample events of a fresh site, placed relative to `at` (default now) as the sample notices are,
 * so the calendar always looks current: at least three fall in the current month in India (a day a
 * few days after today, or as many before it when that would leave the month), the next Pongal
 * holidays, and the curriculum page's examinations of this academic year.
 */
export function sampleEvents(at: Date = new Date()): SampleEvent[] {
  const todayMs = Date.parse(`${isoDay(at.getTime() + IST_MS)}T00:00:00Z`);
  const today = isoDay(todayMs);
  const thisMonth = (days: number) => {
    const later = isoDay(todayMs + days * DAY_MS);
    return later.slice(0, 7) === today.slice(0, 7) ? later : isoDay(todayMs - days * DAY_MS);
  };
  const plus = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
  const examStart = thisMonth(6);
  const year = Number(today.slice(0, 4));
  const pongalYear = today > `${year}-01-17` ? year + 1 : year;
  return [
    {
      title: "PTA meeting",
      start_date: thisMonth(3),
      end_date: thisMonth(3),
      start_time: "10:00",
      end_time: "12:00",
      all_day: 0,
      place: "School hall",
      category: "pta",
      description:
        "Parents meet the class teachers to discuss their child's progress. Sample event: the office confirms the date on the notice board.",
      audience: "vidhyapeeth",
    },
    {
      title: "Half-yearly examinations begin",
      start_date: examStart,
      end_date: plus(examStart, 4),
      start_time: null,
      end_time: null,
      all_day: 1,
      place: "",
      category: "exam",
      description:
        "Half-yearly examinations for Classes VI to XII. The timetable is given to students by their class teachers. Sample event.",
      audience: "vidhyashram",
    },
    {
      title: "Annual Day",
      start_date: thisMonth(9),
      end_date: thisMonth(9),
      start_time: "17:30",
      end_time: "20:00",
      all_day: 0,
      place: "School auditorium",
      category: "celebration",
      description:
        "Our Annual Day, with performances by students of both schools. Parents are warmly invited. Sample event.",
      audience: "group",
    },
    {
      title: "Pongal holidays",
      start_date: `${pongalYear}-01-14`,
      end_date: `${pongalYear}-01-17`,
      start_time: null,
      end_time: null,
      all_day: 1,
      place: "",
      category: "holiday",
      description: "Both schools are closed for Pongal. Classes resume the next working day. Sample event.",
      audience: "group",
    },
    ...curriculumExams(today),
  ];
}
