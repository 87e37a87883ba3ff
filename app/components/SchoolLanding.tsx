import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { UpcomingEvents } from "~/components/calendar/UpcomingEvents";
import type { EventSummary } from "~/lib/events/format";
import { formatDate } from "~/lib/platform/dates";
import { noticePath } from "~/lib/published/paths";
import type { LandingRules } from "~/lib/site/admission-rules";
import type { EnquiryFees } from "~/lib/site/fees";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import { useSettings } from "~/lib/site/settings";
import type { SchoolLandingContent } from "~content/landing";
import type { SchoolSlug } from "~content/site";
import { pageWords } from "~content/words/pages";
import { DisclosureLink } from "./DisclosureLink";
import { EnquiryForm } from "./EnquiryForm";
import { AlumniGrid } from "./landing/AlumniGrid";
import { ClassroomCarousel } from "./landing/ClassroomCarousel";
import { Faq } from "./landing/Faq";
import { ReasonCards } from "./landing/ReasonCards";
import { TinyTots } from "./landing/TinyTots";
import { TopCarousel } from "./landing/TopCarousel";
import { type NoticeAudience, SchoolTag } from "./SchoolTag";

export interface LandingNews {
  notices: { id: number; title: string; description: string; date: string; audience: NoticeAudience }[];
  news: {
    id: number;
    title: string;
    description: string;
    date: string;
    link: string | null;
    audience: NoticeAudience;
  }[];
}

/** What a school's landing page draws: its latest news and its sections. */
export interface LandingData extends LandingNews {
  /** The next live events of the school and the group (none in the staff preview). */
  events?: EventSummary[];
  /** The school's home page as the `pages` table holds it: published, or the draft in the preview. */
  content: SchoolLandingContent;
  /** The admission rules it draws, from the request's settings (`landingAdmissionRules`). */
  admissions: LandingRules;
  /** The class-wise fees the enquiry form shows (`enquiryFees`); none in the staff preview. */
  fees?: EnquiryFees;
}

/**
 * The landing page of one school (`/vidhyashram`, `/vidhyapeeth`), in the order of spec 2.1 "Homepage
 * variant": the top carousel, who the school is (the page's h1), the classroom carousel, nine reasons
 * to choose it, the Tiny Tots Block, the alumni, its latest notices and announcements with the group's,
 * the admissions section with the working enquiry form (architecture ruling 9), and the FAQ. The words and
 * pictures are `data.content`: the school's published home page (`readSection`), whose
 * shipped default is `content/landing.ts`, or its draft in the staff preview.
 */
export function SchoolLanding({ school, data }: { school: SchoolSlug; data: LandingData }) {
  const { site } = useSettings();
  const info = site.schools[school];
  // The loader has replaced the references in its words (`{{Admissions year}}`, content/references.ts).
  const content = data.content;
  const language = useLanguage();
  const words = useWords(pageWords);
  const to = (path: string) => pathIn(language, path);
  return (
    <main id="main" className="flex-1">
      {school === "vidhyashram" && (
        // CBSE asks for the disclosure's icon where it is seen first: above the carousel.
        <div className="bg-brand-900">
          <div className="mx-auto flex max-w-6xl justify-center px-4 py-1.5 text-sm sm:justify-end">
            <DisclosureLink />
          </div>
        </div>
      )}
      <TopCarousel carousel={content.topCarousel} />
      <section
        aria-labelledby="school-name"
        className="bg-gradient-to-br from-brand-800 to-brand-900 text-white"
      >
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p
            className={`text-sm font-semibold text-gold-300 ${language === "en" ? "uppercase tracking-wider" : ""}`}
          >
            {info.board}
          </p>
          <h1 id="school-name" className="mt-2 text-3xl font-bold sm:text-4xl">
            {info.name}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-50">{info.summary}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              reloadDocument
              to={to(`/${school}/gallery`)}
              className="inline-flex items-center gap-2 rounded-md bg-gold-400 px-5 py-2.5 font-semibold text-brand-900 hover:bg-gold-300"
            >
              {words.photoGallery} <ArrowRight aria-hidden className="size-4" />
            </Link>
            <Link
              reloadDocument
              to={to("/notifications")}
              className="inline-flex items-center gap-2 rounded-md border border-white/40 px-5 py-2.5 font-semibold hover:bg-white/10"
            >
              {words.noticeBoard}
            </Link>
          </div>
        </div>
      </section>
      <ClassroomCarousel classrooms={content.classrooms} />
      <ReasonCards reasons={content.reasons} />
      <TinyTots tinyTots={content.tinyTots} />
      <AlumniGrid alumni={content.alumni} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2">
        <LatestList
          id="latest-notices"
          heading={words.latestNotices}
          empty={words.noNotifications}
          kind="notification"
          items={data.notices}
        />
        <LatestList
          id="latest-announcements"
          heading={words.announcements}
          empty={words.noAnnouncements}
          kind="announcement"
          items={data.news}
        />
      </div>
      {data.events && (
        <UpcomingEvents
          events={data.events}
          calendarPath={`/${school}/calendar`}
          className="mx-auto max-w-6xl px-4 pb-10"
        />
      )}
      <section aria-labelledby="admissions" className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            <h2 id="admissions" className="text-2xl font-bold text-brand-800">
              {words.admissionsYear(site.admissionsYear)}
            </h2>
            <p className="mt-2 text-slate-700">
              {words.enquiryNoteBefore}{" "}
              <Link
                reloadDocument
                to={to(`/enquiry?school=${school}`)}
                className="font-semibold text-brand-700 underline"
              >
                {words.enquiryNoteLink}
              </Link>
              {words.enquiryNoteAfter}
            </p>
            <ol className="mt-4 list-decimal space-y-1 pl-5 text-slate-800">
              {data.admissions.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <div className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6">
            <EnquiryForm defaults={{ school }} headingLevel={3} fees={data.fees} />
          </div>
        </div>
      </section>
      <Faq faq={content.faq} rules={data.admissions} />
    </main>
  );
}

/**
 * One of the landing page's two lists of the latest notices or announcements (`kind`): each title a
 * link to its page, with its school's tag, description and date; `empty` when there is none.
 */
function LatestList({
  id,
  heading,
  empty,
  kind,
  items,
}: {
  id: string;
  heading: string;
  empty: string;
  kind: "notification" | "announcement";
  items: LandingData["notices"];
}) {
  const language = useLanguage();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-brand-800">
        {heading}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {items.map((item) => (
            <li key={item.id} className="rounded-lg border border-slate-200 p-3">
              <p className="font-semibold">
                <Link
                  reloadDocument
                  to={pathIn(language, noticePath(kind, item.id, item.title))}
                  className="text-brand-800 underline-offset-2 hover:underline"
                >
                  {item.title}
                </Link>{" "}
                <SchoolTag audience={item.audience} />
              </p>
              {item.description && <p className="text-slate-700">{item.description}</p>}
              <time dateTime={item.date} className="text-sm text-slate-600">
                {formatDate(item.date, language)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
