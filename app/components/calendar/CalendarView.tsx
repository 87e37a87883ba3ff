import { CalendarDays, ChevronLeft, ChevronRight, List, Rss } from "lucide-react";
import { Link } from "react-router";
import { SchoolTag } from "~/components/SchoolTag";
import { eventsOn, type GridDay } from "~/lib/events/calendar";
import { dayInWords, type EventSummary, monthInWords, timeInWords, whenInWords } from "~/lib/events/format";
import { MONTH_NAMES } from "~/lib/platform/dates";
import { EVENT_CATEGORY_WORDS } from "~content/events";

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

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

const linkClass =
  "inline-flex min-h-10 items-center gap-1 rounded-md border border-brand-200 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/** "Exam", "Holiday"…: the kind of event, in words (a colour would not say it to everyone). */
export function CategoryWord({ category }: { category: EventSummary["category"] }) {
  return (
    <span className="inline-block whitespace-nowrap rounded bg-slate-100 px-1.5 text-xs/4 font-semibold text-slate-800">
      {EVENT_CATEGORY_WORDS[category]}
    </span>
  );
}

/** One event in a day: its kind, its link, its start time when it has one. */
function DayEvent({ event, day }: { event: EventSummary; day: string }) {
  const time =
    event.all_day || !event.start_time || event.start_date !== day ? null : timeInWords(event.start_time);
  return (
    <li className="text-sm leading-snug">
      <CategoryWord category={event.category} />{" "}
      <Link
        reloadDocument
        to={event.path}
        className="inline-flex min-h-6 items-center font-medium text-brand-800 underline underline-offset-2"
      >
        {event.title}
      </Link>
      {time && <span className="text-slate-700"> {time}</span>}
    </li>
  );
}

function MonthTable({ data }: { data: CalendarViewData }) {
  return (
    <table className="hidden w-full table-fixed border-collapse sm:table">
      <caption className="sr-only">Events of {monthInWords(data.month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
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
                        <span className="sr-only">{dayInWords(day)}</span>
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
  return (
    <div className="sm:hidden">
      {days.length === 0 ? (
        <p className="text-slate-700">No events in {monthInWords(data.month)}.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {days.map(({ day, events }) => (
            <li key={day} className="p-3">
              <h3 className="font-semibold text-slate-900">{dayInWords(day)}</h3>
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
  if (events.length === 0) return <p className="text-slate-700">No upcoming events.</p>;
  const months = [...new Set(events.map((event) => event.start_date.slice(0, 7)))];
  return (
    <div className="space-y-6">
      {months.map((month) => (
        <section key={month} aria-labelledby={`month-${month}`}>
          <h2 id={`month-${month}`} className="text-xl font-bold text-brand-800">
            {monthInWords(month)}
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
                    to={event.path}
                    className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline underline-offset-2"
                  >
                    {event.title}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {whenInWords(event)}
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
  return (
    <section aria-labelledby="subscribe" className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h2 id="subscribe" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Rss aria-hidden className="size-5" /> Subscribe
      </h2>
      <p className="mt-1 text-slate-800">
        Add this calendar to your phone's calendar: new and changed events then appear there by themselves.
      </p>
      <ul className="mt-2 space-y-2">
        <li>
          <a
            href={feed.webcal}
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            Subscribe in your calendar app
          </a>
        </li>
        <li>
          <a
            href={feed.path}
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            Calendar file (.ics)
          </a>
          <span className="block break-all text-sm text-slate-700">{feed.https}</span>
        </li>
      </ul>
      <p className="mt-2 text-sm text-slate-700">
        Google Calendar: on a computer, open Other calendars, choose “From URL” and paste the address above.
      </p>
    </section>
  );
}

export function CalendarView({ data }: { data: CalendarViewData }) {
  const monthHref = (month: string) => `${data.basePath}?month=${month}`;
  const monthName = (month: string) => MONTH_NAMES[Number(month.slice(5)) - 1];
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <nav aria-label="Calendar" className="flex flex-wrap items-center justify-between gap-3">
        {data.view === "month" ? (
          <>
            <p className="flex flex-wrap items-center gap-2">
              <Link reloadDocument to={monthHref(data.previous)} className={linkClass}>
                <ChevronLeft aria-hidden className="size-4" /> {monthName(data.previous)}
                <span className="sr-only"> (previous month)</span>
              </Link>
              <Link reloadDocument to={monthHref(data.next)} className={linkClass}>
                {monthName(data.next)}
                <span className="sr-only"> (next month)</span> <ChevronRight aria-hidden className="size-4" />
              </Link>
            </p>
            <Link reloadDocument to={`${data.basePath}?view=list`} className={linkClass}>
              <List aria-hidden className="size-4" /> List of upcoming events
            </Link>
          </>
        ) : (
          <Link reloadDocument to={data.basePath} className={linkClass}>
            <CalendarDays aria-hidden className="size-4" /> Month view
          </Link>
        )}
      </nav>
      {data.view === "month" ? (
        <section aria-labelledby="month-title" className="space-y-3">
          <h2 id="month-title" className="text-xl font-bold text-brand-800">
            {monthInWords(data.month)}
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
