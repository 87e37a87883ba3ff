import { SchoolLanding } from "~/components/SchoolLanding";
import { publicPage } from "~/lib/platform/http-cache";
import { latestNews } from "~/lib/published/latest.server";
import { pageMeta } from "~/lib/site/meta";
import { settingsOf } from "~/lib/site/settings";
import type { Route } from "./+types/landing";

/** The same for every visitor: the page cache may keep it (issue 19 item 1). */
export const headers = publicPage();

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site } = settingsOf(matches);
  const school = site.schools.vidhyashram;
  return pageMeta(`${school.name}, ${school.board}`, school.summary, site);
};

/** The Vidhyashram landing page: its own and the group's latest news. */
export function loader() {
  return latestNews("vidhyashram");
}

export default function VidhyashramLanding({ loaderData }: Route.ComponentProps) {
  return <SchoolLanding school="vidhyashram" data={loaderData} />;
}
