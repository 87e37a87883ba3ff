import { CalendarDays, CalendarPlus, Download, FileText, MapPin } from "lucide-react";
import { CategoryWord } from "~/components/calendar/CalendarView";
import { ExternalLink } from "~/components/ExternalLink";
import { PageIntro } from "~/components/PageIntro";
import { SchoolTag } from "~/components/SchoolTag";
import { pdfLabel } from "~/lib/documents/format";
import { publicPage } from "~/lib/platform/http-cache";
import { languageOf, pathIn, useLanguage, useWords } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { settingsOf } from "~/lib/site/settings";
import { calendarWords } from "~content/words/calendar";
import type { Route } from "./+types/event";
import { loadEvent } from "./event.server";

/**
 * The same for every visitor: the page cache may keep it; it ends when the event's schedule changes,
 * like every page, at the schedule's next boundary (server/page-cache.ts).
 */
export const headers = publicPage();

/** Up to this many characters of the event's text describe it in search results and shared cards. */
const SUMMARY_CHARACTERS = 200;

/** The event's title, and when and where it is, as the page's title, description and sharing card. */
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return pageMeta(calendarWords[languageOf(location?.pathname ?? "/")].eventNotFound);
  const { event } = loaderData;
  const summary = [event.when, event.place, event.description].filter(Boolean).join(". ");
  return [
    ...pageMeta(event.title, summary.slice(0, SUMMARY_CHARACTERS), settingsOf(matches).site),
    { property: "og:type", content: "article" },
    { property: "article:modified_time", content: event.updatedAt },
  ];
};

/** `/calendar/events/<id>-<slug>`: one event (`loadEvent`). */
export function loader({ params, request }: Route.LoaderArgs) {
  return loadEvent(params.event, request);
}

const actionClass =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50";

export default function Event({ loaderData }: Route.ComponentProps) {
  const { event, document, google, ics } = loaderData;
  const calendarPath = event.audience === "group" ? "/calendar" : `/${event.audience}/calendar`;
  const language = useLanguage();
  const words = useWords(calendarWords);
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title={event.title}
        trail={[
          { label: words.home, to: "/" },
          { label: words.academicCalendar, to: calendarPath },
          { label: event.title },
        ]}
      />
      <article className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <p className="flex flex-wrap items-center gap-2">
          <CategoryWord category={event.category} />
          <SchoolTag audience={event.audience} />
        </p>
        <dl className="space-y-3 text-lg text-slate-800">
          <div className="flex gap-2">
            <dt>
              <CalendarDays aria-hidden className="mt-1 size-5 text-brand-700" />
              <span className="sr-only">{words.when}</span>
            </dt>
            <dd>
              <time dateTime={event.start_date}>{event.when}</time>
              <span className="block text-sm text-slate-600">{words.indiaTime}</span>
            </dd>
          </div>
          {event.place && (
            <div className="flex gap-2">
              <dt>
                <MapPin aria-hidden className="mt-1 size-5 text-brand-700" />
                <span className="sr-only">{words.where}</span>
              </dt>
              <dd>{event.place}</dd>
            </div>
          )}
        </dl>
        {event.description && (
          <p className="whitespace-pre-line text-lg text-slate-800">{event.description}</p>
        )}
        {document && (
          <section aria-labelledby="document" className="rounded-lg border border-brand-100 bg-brand-50 p-4">
            <h2 id="document" className="font-semibold text-brand-800">
              {words.document}
            </h2>
            <a
              href={document.path}
              className="mt-2 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-2"
            >
              <FileText aria-hidden className="size-5" />
              {document.title} ({pdfLabel(document.size, language)})
            </a>
          </section>
        )}
        <section aria-labelledby="add" className="space-y-3 border-t border-slate-200 pt-6">
          <h2 id="add" className="font-semibold text-slate-900">
            {words.addToCalendar}
          </h2>
          <p className="flex flex-wrap gap-3">
            <ExternalLink href={google} className={actionClass}>
              <CalendarPlus aria-hidden className="size-5" /> {words.addToGoogle}
            </ExternalLink>
            <a href={ics} download className={actionClass}>
              <Download aria-hidden className="size-5" /> {words.downloadIcs}
            </a>
          </p>
        </section>
        <p>
          <a
            href={pathIn(language, calendarPath)}
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {words.fullCalendar}
          </a>
        </p>
      </article>
    </main>
  );
}
