import { DisclosureView } from "~/components/DisclosureView";
import { publicPage } from "~/lib/platform/http-cache";
import { DISCLOSURE_SCHOOLS, disclosureSchoolAt } from "~/lib/site/disclosure.server";
import { englishPathOf } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { withReferences } from "~/lib/site/references.server";
import { loadSectioned } from "~/routes/site/sectioned-pages.server";
import type { Route } from "./+types/disclosure";

/** The same for every visitor: the page cache may keep it. */
export const headers = publicPage();

/** The published title and summary. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData ? `${loaderData.data.title} — ${loaderData.data.general.name}` : "Mandatory public disclosure",
    loaderData?.data.description,
  );

/**
 * `/vidhyashram/publicdisclosure` and `/vidhyapeeth/publicdisclosure` (decision 0019): the school's
 * mandatory public disclosure as data, every fact looked up in its one place (`resolveDisclosure`,
 * through the page's one load, `loadSectioned`, which the staff preview calls with the draft).
 * Which school is the route's own URL (both are declared in app/routes.ts); the text's `{{…}}` facts
 * are replaced as on every page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const school = disclosureSchoolAt(englishPathOf(new URL(request.url).pathname.toLowerCase()));
  if (!school) throw new Response("Not found", { status: 404 });
  const page = await loadSectioned(DISCLOSURE_SCHOOLS[school].path, { context });
  return { data: await withReferences(page.data, context) };
}

export default function DisclosurePage({ loaderData }: Route.ComponentProps) {
  return <DisclosureView data={loaderData.data} />;
}
