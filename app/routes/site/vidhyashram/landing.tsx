import { data } from "react-router";
import { SchoolLanding } from "~/components/SchoolLanding";
import { readSection } from "~/lib/content-store/page-store.server";
import { settingsFor } from "~/lib/content-store/settings.server";
import { noticeChangesAt } from "~/lib/enquiries/privacy-notice";
import { upcomingChangesAt, upcomingEventSummaries } from "~/lib/events/upcoming.server";
import { freshUntil, publicPage } from "~/lib/platform/http-cache";
import { latestNews } from "~/lib/published/latest.server";
import { landingAdmissionRules } from "~/lib/site/admission-rules.server";
import { enquiryFees } from "~/lib/site/fees";
import { pageMeta } from "~/lib/site/meta";
import { withReferences } from "~/lib/site/references.server";
import { settingsOf } from "~/lib/site/settings";
import type { SchoolLandingContent } from "~content/landing";
import type { Route } from "./+types/landing";

/** The same for every visitor: the page cache may keep it. */
export const headers = publicPage();

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site } = settingsOf(matches);
  const school = site.schools.vidhyashram;
  return pageMeta(`${school.name}, ${school.board}`, school.summary, site);
};

/**
 * The Vidhyashram landing page: its own and the group's latest news, and its sections as published in
 * the Pages tab (`readSection`; the shipped default when they cannot be read).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [news, content, events, settings] = await Promise.all([
    latestNews("vidhyashram"),
    readSection<SchoolLandingContent>("/vidhyashram"),
    upcomingEventSummaries("vidhyashram"),
    settingsFor(context),
  ]);
  return data(
    {
      ...news,
      events,
      content: await withReferences(content, context),
      admissions: await landingAdmissionRules(context, content),
      // The enquiry form shows the class-wise fees, as on /enquiry (Tamil Nadu asks for them on forms).
      fees: enquiryFees(settings.fees),
    },
    // The enquiry form's privacy notice names the admissions year, and the upcoming events change at
    // India's midnight: a cached copy ends at the first of the two.
    { headers: freshUntil(Math.min(noticeChangesAt(new Date()), upcomingChangesAt())) },
  );
}

export default function VidhyashramLanding({ loaderData }: Route.ComponentProps) {
  return <SchoolLanding school="vidhyashram" data={loaderData} />;
}
