import type { HomeViewData } from "~/components/home/HomeView";
import type { LandingData } from "~/components/SchoolLanding";
import { settingsFor } from "~/lib/content-store/settings.server";
import { upcomingEventSummaries } from "~/lib/events/upcoming.server";
import { latestNews } from "~/lib/published/latest.server";
import { landingAdmissionRules } from "~/lib/site/admission-rules.server";
import { enquiryFees } from "~/lib/site/fees";
import type { SchoolLandingContent } from "~content/landing";
import type { HomeSections } from "~content/schemas/home";
import type { SchoolSlug } from "~content/site";

/**
 * What the home page and a school's landing page draw besides their own sections, in one place: the
 * public routes (`routes/site/group/home.tsx`, `routes/site/school-landing.tsx`) give it the published
 * sections, the staff preview (`preview-sections.server.ts`) the draft, so the preview shows exactly
 * what the page will (the upcoming events and the enquiry form's fees included). Never throws for a
 * failed read: each part falls back as its reader does (architecture ruling 5).
 */

/** The home page with `home` as its sections: the latest news, the slides of the settings, the events. */
export async function loadHome(home: HomeSections, context: object): Promise<HomeViewData> {
  const [latest, settings, events] = await Promise.all([
    latestNews(undefined, 8),
    settingsFor(context),
    upcomingEventSummaries(),
  ]);
  return { ...latest, slides: settings.homeSlides, home, events };
}

/**
 * `school`'s landing page with `content` as its sections: its and the group's latest news, its upcoming
 * events, the admission rules its sections show, the fees its enquiry form shows.
 */
export async function loadSchoolLanding(
  school: SchoolSlug,
  content: SchoolLandingContent,
  context: object,
): Promise<LandingData & { school: SchoolSlug }> {
  const [news, events, settings, admissions] = await Promise.all([
    latestNews(school),
    upcomingEventSummaries(school),
    settingsFor(context),
    landingAdmissionRules(context, content),
  ]);
  return { school, ...news, events, content, admissions, fees: enquiryFees(settings.fees) };
}
