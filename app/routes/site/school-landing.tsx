import { data } from "react-router";
import { SchoolLanding } from "~/components/SchoolLanding";
import { noticeChangesAt } from "~/lib/enquiries/privacy-notice";
import { upcomingChangesAt } from "~/lib/events/upcoming.server";
import { freshUntil, publicPage } from "~/lib/platform/http-cache";
import { englishPathOf } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { withReferences } from "~/lib/site/references.server";
import { settingsOf } from "~/lib/site/settings";
import { loadSectioned } from "~/routes/site/sectioned-pages.server";
import type { SchoolSlug } from "~content/site";
import type { Route } from "./+types/school-landing";

/** The same for every visitor: the page cache may keep it. */
export const headers = publicPage();

/** The school whose landing page `pathname` is (`/vidhyashram`, `/vidhyapeeth`), or null. */
function schoolAt(pathname: string): SchoolSlug | null {
  const first = pathname.toLowerCase().replace(/\/+$/, "");
  return first === "/vidhyashram" ? "vidhyashram" : first === "/vidhyapeeth" ? "vidhyapeeth" : null;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { site } = settingsOf(matches);
  const school = site.schools[loaderData?.school ?? "vidhyashram"];
  return pageMeta(`${school.name}, ${school.board}`, school.summary, site);
};

/**
 * A school's landing page, `/vidhyashram` and `/vidhyapeeth` (one module, declared twice in
 * app/routes.ts; the school is the route's own URL): its own and the group's latest news, its upcoming
 * events, its sections as published in the Pages tab (the shipped default when they cannot be read),
 * the admission rules and the fees its enquiry form shows: the page's one load (`loadSectioned`),
 * which the staff preview calls with the draft.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const school = schoolAt(englishPathOf(new URL(request.url).pathname));
  if (!school) throw new Response("Not found", { status: 404 });
  const page = await loadSectioned(`/${school}`, { context });
  return data(
    await withReferences(page.data, context),
    // The enquiry form's privacy notice names the admissions year, and the upcoming events change at
    // India's midnight: a cached copy ends at the first of the two.
    { headers: freshUntil(Math.min(noticeChangesAt(new Date()), upcomingChangesAt())) },
  );
}

export default function SchoolLandingPage({ loaderData }: Route.ComponentProps) {
  return <SchoolLanding school={loaderData.school} data={loaderData} />;
}
