import { ArrowRight, Bell, CreditCard, Images } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { UpcomingEvents } from "~/components/calendar/UpcomingEvents";
import { LanguageSwitch } from "~/components/chrome/LanguageSwitch";
import { DisclosureLink } from "~/components/DisclosureLink";
import { About } from "~/components/home/About";
import { AchievementsHighlight } from "~/components/home/AchievementsHighlight";
import { HeroVideo } from "~/components/home/HeroVideo";
import { ImageCarousel } from "~/components/home/ImageCarousel";
import { WhyChoose } from "~/components/home/WhyChoose";
import { AnnouncementTicker, NoticeTicker } from "~/components/NoticeTicker";
import { OfficeText } from "~/components/OfficeText";
import type { LandingNews } from "~/components/SchoolLanding";
import { SchoolTag } from "~/components/SchoolTag";
import { SearchBox } from "~/components/SearchBox";
import { buttonClass } from "~/components/ui/Button";
import type { EventSummary } from "~/lib/events/format";
import { formatDate } from "~/lib/platform/dates";
import { noticePath } from "~/lib/published/paths";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import { useSettings } from "~/lib/site/settings";
import type { HomeSections } from "~content/schemas/home";
import type { Settings } from "~content/schemas/settings";
import { pageWords } from "~content/words/pages";

/** What the home page draws: its published (or, in the preview, draft) sections, the slides and the news. */
export interface HomeViewData extends LandingNews {
  /** The home page's sections as the `pages` table holds them. */
  home: HomeSections;
  /** The carousel's slides, a site setting. */
  slides: Settings["homeSlides"];
  /** The next live events of both schools (none in the staff preview). */
  events?: EventSummary[];
}

/** The hero and the content sections as drawn without the overlay: the staff preview's way. */
function plainIntro(hero: ReactNode, sections: ReactNode): ReactNode {
  return (
    <>
      {hero}
      <div className="intro-content">{sections}</div>
    </>
  );
}

/**
 * The home page's drawing (spec 2.1), from `data` alone: the public route gives it the
 * published sections, the staff preview the draft, so both draw the same HTML. `intro` places the hero
 * and the content sections: the route wraps them in the loading overlay and the banner
 * (architecture ruling 7); by default they are drawn as they are, with neither.
 */
export function HomeView({
  data,
  intro = plainIntro,
}: {
  data: HomeViewData;
  intro?: (hero: ReactNode, sections: ReactNode) => ReactNode;
}) {
  const { news, notices, slides, home } = data;
  const { site } = useSettings();
  const language = useLanguage();
  const words = useWords(pageWords);
  const to = (path: string) => pathIn(language, path);
  const hero = (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <HeroVideo />
      <div className="relative border-b border-white/10 bg-brand-900/80">
        {/* The notification ticker comes first, as at the top of every other page (spec 2.1): a notice
              the office has just published is the first thing read. Below 640 px three slim rows:
              notices, the fee links, announcements. From 640 px the fee links sit right of the notices
              and the announcements run under the notices only, leaving the corner below the fee links
              to the floating Switch school and Menu buttons (fixed at top-12 from 768 px). Every
              control is at least 24 px tall. */}
        <div className="mx-auto grid max-w-6xl items-center gap-x-4 px-2 sm:grid-cols-[minmax(0,1fr)_auto]">
          <NoticeTicker notices={notices} className="max-sm:border-b max-sm:border-white/10" />
          <div className="flex shrink-0 flex-wrap gap-2 py-1 text-sm max-sm:justify-center">
            {/* The home page has no header: its link to the other language is here (decision 0030). */}
            <LanguageSwitch variant="home" />
            <DisclosureLink />
            {/* Each school's fee page (the amounts, the fee order); paying is "Pay fees online" below. */}
            {[site.schools.vidhyashram, site.schools.vidhyapeeth].map((school) => (
              <Link
                reloadDocument
                key={school.slug}
                to={to(`/${school.slug}/fees`)}
                className="inline-flex min-h-7 items-center rounded bg-gold-400 px-3 font-semibold text-brand-900 hover:bg-gold-300"
              >
                {words.schoolFees(school.name)}
              </Link>
            ))}
          </div>
          <AnnouncementTicker news={news} className="border-t border-white/10" />
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col items-center px-4 pt-14 pb-16 text-center sm:pt-24 sm:pb-28">
        <img src="/images/logo.svg" alt="" width={96} height={96} className="size-24" />
        <h1 className="mt-5 text-3xl font-bold sm:text-5xl">{site.groupName}</h1>
        <p className="mt-3 text-lg text-gold-300 sm:text-xl">{site.tagline}</p>
        <nav aria-label={words.mainNav} className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            reloadDocument
            to={to("/notifications")}
            className="inline-flex items-center gap-2 rounded-md bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <Bell aria-hidden className="size-4" /> {words.noticeBoard}
          </Link>
          <Link
            reloadDocument
            to={to("/gallery")}
            className="inline-flex items-center gap-2 rounded-md border border-white/40 px-5 py-2.5 font-semibold hover:bg-white/10"
          >
            <Images aria-hidden className="size-4" /> {words.photoGallery}
          </Link>
          {/* The portals and the office counter, on /fees. */}
          <Link
            reloadDocument
            to={to("/fees")}
            className="inline-flex items-center gap-2 rounded-md border border-white/40 px-5 py-2.5 font-semibold hover:bg-white/10"
          >
            <CreditCard aria-hidden className="size-4" /> {words.payFeesOnline}
          </Link>
        </nav>
        {/* This page has no header: its search box is here (and in the menu, as on every page). */}
        <SearchBox variant="wide" className="mt-6 w-full max-w-md rounded-xl bg-white p-3 text-left" />
      </div>
    </section>
  );
  return (
    <main id="main" className="flex-1">
      {intro(
        hero,
        <>
          <ImageCarousel carousel={home.carousel} slides={slides} />
          <About about={home.about} />
          <WhyChoose whyChoose={home.whyChoose} achievements={home.achievements} />
          <AchievementsHighlight highlight={home.highlight} />
        </>,
      )}
      <section aria-labelledby="admissions-open" className="bg-gold-300">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-8">
          <h2 id="admissions-open" className="text-xl font-bold text-brand-900 sm:text-2xl">
            {words.admissionsOpen(site.admissionsYear)}
          </h2>
          <Link
            reloadDocument
            to={to("/enquiry")}
            className="inline-flex items-center gap-2 rounded-md bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900"
          >
            {words.applyNow} <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="our-schools" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="our-schools" className="text-2xl font-bold text-brand-800">
          {words.ourSchools}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{site.description}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {Object.values(site.schools).map((school) => (
            <li key={school.slug} className="flex flex-col rounded-xl border border-brand-100 p-6 shadow-sm">
              <p
                className={`text-sm font-semibold text-gold-700 ${language === "en" ? "uppercase tracking-wide" : ""}`}
              >
                {school.board}
              </p>
              <h3 className="mt-1 text-xl font-bold text-brand-800">{school.name}</h3>
              <p className="mt-3 flex-1 text-slate-700">{school.summary}</p>
              <Link
                reloadDocument
                to={to(`/${school.slug}`)}
                className={buttonClass("primary", "md", "mt-5 self-start")}
              >
                {words.visitSchool(school.name)} <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="latest" className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="latest" className="text-2xl font-bold text-brand-800">
            {words.latestNotices}
          </h2>
          {notices.length === 0 ? (
            <p className="mt-4 text-slate-600">{words.noNotifications}</p>
          ) : (
            <ul className="mt-4 grid gap-3 md:grid-cols-2">
              {notices.slice(0, 4).map((n) => (
                <li key={n.id} className="rounded-lg bg-white p-4 shadow-sm">
                  <SchoolTag audience={n.audience} />
                  <p className="mt-1 font-semibold">
                    <Link
                      reloadDocument
                      to={to(noticePath("notification", n.id, n.title))}
                      className="inline-flex min-h-6 items-center text-brand-800 underline-offset-2 hover:underline"
                    >
                      <OfficeText>{n.title}</OfficeText>
                    </Link>
                  </p>
                  {n.description && (
                    <p className="mt-1 text-slate-700">
                      <OfficeText>{n.description}</OfficeText>
                    </p>
                  )}
                  <time dateTime={n.date} className="mt-1 block text-sm text-slate-600">
                    {formatDate(n.date, language)}
                  </time>
                </li>
              ))}
            </ul>
          )}
          <Link
            reloadDocument
            to={to("/notifications")}
            className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            {words.allNoticesAndVideos} <ArrowRight aria-hidden className="size-4" />
          </Link>
          {data.events && <UpcomingEvents events={data.events} calendarPath="/calendar" className="mt-10" />}
        </div>
      </section>
    </main>
  );
}
