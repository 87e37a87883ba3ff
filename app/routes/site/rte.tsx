import { data } from "react-router";
import { RteView } from "~/components/RteView";
import { settingsFor } from "~/lib/content-store/settings.server";
import { freshUntil, publicPage } from "~/lib/platform/http-cache";
import { englishPathOf } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { NOINDEX } from "~/lib/site/not-indexed";
import { withReferences } from "~/lib/site/references.server";
import { RTE_PAGES, rteSchoolAt } from "~/lib/site/rte.server";
import { loadSectioned } from "~/routes/site/sectioned-pages.server";
import type { Route } from "./+types/rte";

/** The same for every visitor until the window opens or closes: the page cache keeps it until then. */
export const headers = publicPage();

/** The title names the school: each school has a page of the same name. Kept out of search engines. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(
    loaderData ? `${loaderData.page.title} — ${loaderData.schoolName}` : "RTE admissions",
    loaderData?.page.description,
  ),
  // Not indexed, in either language: its lists name children (~/lib/site/not-indexed.ts).
  NOINDEX,
];

/**
 * `/vidhyashram/rte` and `/vidhyapeeth/rte`: the school's RTE 25 % admissions (`resolveRte`, through
 * the page's one load, `loadSectioned`, which the staff preview calls with the draft). Which
 * school is the route's own URL (both are declared in app/routes.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const school = rteSchoolAt(englishPathOf(new URL(request.url).pathname.toLowerCase()));
  if (!school) throw new Response("Not found", { status: 404 });
  const [{ data: page, changesAt }, settings] = await Promise.all([
    loadSectioned(RTE_PAGES[school], { context }),
    settingsFor(context),
  ]);
  return data(
    { page: await withReferences(page, context), schoolName: settings.site.schools[school].name },
    { headers: freshUntil(changesAt) },
  );
}

export default function RtePage({ loaderData }: Route.ComponentProps) {
  return <RteView data={loaderData.page} />;
}
