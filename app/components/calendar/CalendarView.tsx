import { CalendarDays, ChevronLeft, ChevronRight, List, Rss } from "lucide-react";
import { Link } from "react-router";
import { SchoolTag } from "~/components/SchoolTag";
import { eventsOn, type GridDay } from "~/lib/events/calendar";
import {
  dayInWords,
  type EventSummary,
  monthInWords,
  monthNameOf,
  timeInWords,
  weekdayNames,
  whenInWords,
} from "~/lib/events/format";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import { EVENT_CATEGORY_WORDS } from "~content/events";
import { calendarWords } from "~content/words/calendar";

/**
 * The academic calendar's drawing (architecture ruling 22): a month as a real table (seven columns,
 * Monday first) from 640 px, the same month as a list of days on a phone (no sideways scrolling at
 * 360 px), or the list of upcoming events by month; links to the previous and next month and to the
 * other view, and the feed to subscribe to. Plain links only: it works without JavaScript.
 */

export interface CalendarViewData {
  basePath: string;
  view: "month" | "list";
  month: string;
  previous: string;
  next: string;
  weeks: GridDay[][];
  events: EventSummary[];
  feed: { path: string; https: string; webcal: string };
}

const linkClass =
  "inline-flex min-h-10 items-center gap-1 rounded-md border border-brand-200 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/** "Exam", "Holiday"…: the kind of event, in words (a colour would not say it to everyone). */
export function CategoryWord({ category }: { category: EventSummary["category"] }) {
  const language = useLanguage();
  const words = useWords(calendarWords);
  return (
    <span className="inline-block whitespace-nowrap rounded bg-slate-100 px-1.5 text-xs/4 font-semibold text-slate-800">
      {language === "en" ? EVENT_CATEGORY_WORDS[category] : words[category]}
    </span>
  );
}

/** One event in a day: its kind, its link, its start time when it has one. */
function DayEvent({ event, day }: { event: EventSummary; day: string }) {
  const language = useLanguage();
  const time =
    event.all_day || !event.start_time || event.start_date !== day
      ? null
      : timeInWords(event.start_time, language);
  return (
    <li className="text-sm leading-snug">
      <CategoryWord category={event.category} />{" "}
      <Link
        reloadDocument
        to={pathIn(language, event.path)}
        className="inline-flex min-h-6 items-center font-medium text-brand-800 underline underline-offset-2"
      >
        {event.title}
      </Link>
      {time && <span className="text-slate-700"> {time}</span>}
    </li>
  );
}

function MonthTable({ data }: { data: CalendarViewData }) {
  const language = useLanguage();
  const words = useWords(calendarWords);
  return (
    <table className="hidden w-full table-fixed border-collapse sm:table">
      <caption className="sr-only">{words.eventsOf(monthInWords(data.month, language))}</caption>
      <thead>
        <tr>
          {weekdayNames(language).map(([short, long]) => (
            <th
              key={short}
              scope="col"
              className="border border-slate-300 bg-brand-50 p-2 text-sm text-brand-900"
            >
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.weeks.map((week) => (
          <tr key={week[0]?.day}>
            {week.map(({ day, inMonth }) => {
              const events = inMonth ? eventsOn(data.events, day) : [];
              return (
                <td
                  key={day}
                  className={`h-24 border border-slate-300 p-1.5 align-top ${inMonth ? "bg-white" : "bg-slate-50"}`}
                >
                  {inMonth && (
                    <>
                      <span className="block text-sm font-semibold text-slate-800">
                        <span className="sr-only">{dayInWords(day, language)}</span>
                        <span aria-hidden>{Number(day.slice(8))}</span>
                      </span>
                      {events.length > 0 && (
                        <ul className="mt-1 space-y-1">
                          {events.map((event) => (
                            <DayEvent key={event.id} event={event} day={day} />
                          ))}
                        </ul>
                      )}
                    </>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The month as days with events, for a phone's width (below 640 px). */
function MonthDays({ data }: { data: CalendarViewData }) {
  const days = data.weeks
    .flat()
    .filter((d) => d.inMonth)
    .map(({ day }) => ({ day, events: eventsOn(data.events, day) }))
    .filter((d) => d.events.length > 0);
  const language = useLanguage();
  const words = useWords(calendarWords);
  return (
    <div className="sm:hidden">
      {days.length === 0 ? (
        <p className="text-slate-700">{words.noEventsIn(monthInWords(data.month, language))}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {days.map(({ day, events }) => (
            <li key={day} className="p-3">
              <h3 className="font-semibold text-slate-900">{dayInWords(day, language)}</h3>
              <ul className="mt-1 space-y-1">
                {events.map((event) => (
                  <DayEvent key={event.id} event={event} day={day} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The upcoming events, grouped by the month they begin in. */
function UpcomingList({ events }: { events: EventSummary[] }) {
  const language = useLanguage();
  const words = useWords(calendarWords);
  if (events.length === 0) return <p className="text-slate-700">{words.noUpcomingEvents}</p>;
  const months = [...new Set(events.map((event) => event.start_date.slice(0, 7)))];
  return (
    <div className="space-y-6">
      {months.map((month) => (
        <section key={month} aria-labelledby={`month-${month}`}>
          <h2 id={`month-${month}`} className="text-xl font-bold text-brand-800">
            {monthInWords(month, language)}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {events
              .filter((event) => event.start_date.startsWith(month))
              .map((event) => (
                <li key={event.id} className="space-y-1 p-3">
                  <p className="flex flex-wrap items-center gap-2">
                    <CategoryWord category={event.category} />
                    <SchoolTag audience={event.audience} />
                  </p>
                  <Link
                    reloadDocument
                    to={pathIn(language, event.path)}
                    className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline underline-offset-2"
                  >
                    {event.title}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {whenInWords(event, language)}
                    {event.place ? ` · ${event.place}` : ""}
                  </p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The feed of the page's school: to subscribe in a phone's calendar, or in Google Calendar. */
function Subscribe({ feed }: { feed: CalendarViewData["feed"] }) {
  const words = useWords(calendarWords);
  return (
    <section aria-labelledby="subscribe" className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h2 id="subscribe" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Rss aria-hidden className="size-5" /> {words.subscribe}
      </h2>
      <p className="mt-1 text-slate-800">{words.subscribeText}</p>
      <ul className="mt-2 space-y-2">
        <li>
          <a
            href={feed.webcal}
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {words.subscribeInApp}
          </a>
        </li>
        <li>
          <a
            href={feed.path}
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {words.calendarFile}
          </a>
          <span className="block break-all text-sm text-slate-700">{feed.https}</span>
        </li>
      </ul>
      <p className="mt-2 text-sm text-slate-700">{words.googleHelp}</p>
    </section>
  );
}

export function CalendarView({ data }: { data: CalendarViewData }) {
  const language = useLanguage();
  const words = useWords(calendarWords);
  const base = pathIn(language, data.basePath);
  const monthHref = (month: string) => `${base}?month=${month}`;
  const monthName = (month: string) => monthNameOf(month, language);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <nav aria-label={words.calendarNav} className="flex flex-wrap items-center justify-between gap-3">
        {data.view === "month" ? (
          <>
            <p className="flex flex-wrap items-center gap-2">
              <Link reloadDocument to={monthHref(data.previous)} className={linkClass}>
                <ChevronLeft aria-hidden className="size-4" /> {monthName(data.previous)}
                <span className="sr-only"> {words.previousMonth}</span>
              </Link>
              <Link reloadDocument to={monthHref(data.next)} className={linkClass}>
                {monthName(data.next)}
                <span className="sr-only"> {words.nextMonth}</span>{" "}
                <ChevronRight aria-hidden className="size-4" />
              </Link>
            </p>
            <Link reloadDocument to={`${base}?view=list`} className={linkClass}>
              <List aria-hidden className="size-4" /> {words.listView}
            </Link>
          </>
        ) : (
          <Link reloadDocument to={base} className={linkClass}>
            <CalendarDays aria-hidden className="size-4" /> {words.monthView}
          </Link>
        )}
      </nav>
      {data.view === "month" ? (
        <section aria-labelledby="month-title" className="space-y-3">
          <h2 id="month-title" className="text-xl font-bold text-brand-800">
            {monthInWords(data.month, language)}
          </h2>
          <MonthTable data={data} />
          <MonthDays data={data} />
        </section>
      ) : (
        <UpcomingList events={data.events} />
      )}
      <Subscribe feed={data.feed} />
    </div>
  );
}
