import { CalendarView } from "~/components/calendar/CalendarView";
import { PageIntro } from "~/components/PageIntro";
import { publicPage } from "~/lib/platform/http-cache";
import type { RenderCostHandle } from "~/lib/platform/render-cost";
import { languageOf, useWords } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { settingsOf, useSettings } from "~/lib/site/settings";
import { calendarWords } from "~content/words/calendar";
import type { Route } from "./+types/calendar";
import { CALENDAR_PARAMS, loadCalendar } from "./calendar.server";

/**
 * `/calendar` (both schools), `/vidhyashram/calendar`, `/vidhyapeeth/calendar`: one module, three
 * route ids (app/routes.ts). The same for every visitor: the page cache keeps one copy per month and view.
 */
export const headers = publicPage(CALENDAR_PARAMS);

/** The render line's costly variant (decision 0023): every month asked for is a render of its own that the page cache has not kept yet. */
export const handle: RenderCostHandle = { costlyQuery: ["month"] };

/** The page's title names its school; its head links the school's calendar feed for calendar apps. */
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { site } = settingsOf(matches);
  const words = calendarWords[languageOf(location?.pathname ?? "/")];
  if (!loaderData) return pageMeta(words.academicCalendar, undefined, site);
  const who = loaderData.school === "group" ? words.bothSchools : site.schools[loaderData.school].name;
  return [
    ...pageMeta(
      loaderData.school === "group" ? words.academicCalendar : words.schoolCalendar(who),
      words.description(who),
      site,
    ),
    {
      tagName: "link",
      rel: "alternate",
      type: "text/calendar",
      title: words.feedTitle(who),
      href: loaderData.feed.path,
    },
  ];
};

/** The month or the list of the page's school (`loadCalendar`). */
export function loader({ request }: Route.LoaderArgs) {
  return loadCalendar(request);
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { site } = useSettings();
  const words = useWords(calendarWords);
  const school = loaderData.school;
  const title = school === "group" ? words.academicCalendar : words.schoolCalendar(site.schools[school].name);
  const intro = school === "group" ? words.groupIntro : words.schoolIntro(site.schools[school].name);
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title={title}
        intro={intro}
        trail={[
          { label: words.home, to: school === "group" ? "/" : `/${school}` },
          { label: words.academicCalendar },
        ]}
      />
      <CalendarView data={loaderData} />
    </main>
  );
}
