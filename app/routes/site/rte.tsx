import { data } from "react-router";
import { RteView } from "~/components/RteView";
import { freshUntil, publicPage } from "~/lib/platform/http-cache";
import { pageMeta } from "~/lib/site/meta";
import { withReferences } from "~/lib/site/references.server";
import { resolveRte, rteSchoolAt } from "~/lib/site/rte.server";
import type { Route } from "./+types/rte";

/** The same for every visitor until the window opens or closes: the page cache keeps it until then. */
export const headers = publicPage();

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.page.title ?? "RTE admissions", loaderData?.page.description);

/**
 * `/vidhyashram/rte` and `/vidhyapeeth/rte`: the school's RTE 25 % admissions (`resolveRte`). Which
 * school is the route's own URL (both are declared in app/routes.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const school = rteSchoolAt(new URL(request.url).pathname.toLowerCase());
  if (!school) throw new Response("Not found", { status: 404 });
  const { page, changesAt } = await resolveRte(school);
  return data({ page: await withReferences(page, context) }, { headers: freshUntil(changesAt) });
}

export default function RtePage({ loaderData }: Route.ComponentProps) {
  return <RteView data={loaderData.page} />;
}
