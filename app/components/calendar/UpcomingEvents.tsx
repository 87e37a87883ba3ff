import { ArrowRight, CalendarDays } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { SchoolTag } from "~/components/SchoolTag";
import { type EventSummary, whenInWords } from "~/lib/events/format";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import { calendarWords } from "~content/words/calendar";
import { CategoryWord } from "./CalendarView";

/**
 * "Upcoming events" on the home page and the school landing pages (architecture ruling 22): the next
 * few live events of the page's audience, each linking to its page, and a link to the full calendar.
 * An empty list (none, or the read failed) says so.
 */
export function UpcomingEvents({
  events,
  calendarPath,
  className = "",
}: {
  events: readonly EventSummary[];
  /** `/calendar`, or a school's `/vidhyashram/calendar`. */
  calendarPath: string;
  className?: string;
}) {
  const id = useId();
  const language = useLanguage();
  const words = useWords(calendarWords);
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <CalendarDays aria-hidden className="size-5" /> {words.upcomingEvents}
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-slate-600">{words.noUpcomingEvents}</p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {events.map((event) => (
            <li key={event.id} className="rounded-lg border border-slate-200 bg-white p-3">
              <p className="flex flex-wrap items-center gap-2">
                <CategoryWord category={event.category} />
                <SchoolTag audience={event.audience} />
              </p>
              <p className="mt-1 font-semibold">
                <Link
                  reloadDocument
                  to={pathIn(language, event.path)}
                  className="inline-flex min-h-6 items-center text-brand-800 underline-offset-2 hover:underline"
                >
                  {event.title}
                </Link>
              </p>
              <p className="text-sm text-slate-700">{whenInWords(event, language)}</p>
            </li>
          ))}
        </ul>
      )}
      <Link
        reloadDocument
        to={pathIn(language, calendarPath)}
        className="mt-4 inline-flex min-h-10 items-center gap-2 font-semibold text-brand-700 hover:underline"
      >
        {words.fullCalendar} <ArrowRight aria-hidden className="size-4" />
      </Link>
    </section>
  );
}
