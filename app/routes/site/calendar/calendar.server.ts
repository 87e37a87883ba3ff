import { data, redirect } from "react-router";
import { sectionOf } from "~/lib/content-store/sections";
import { monthDays, monthGrid, monthStartsAt, parseMonth, shiftMonth } from "~/lib/events/calendar";
import { listEvents } from "~/lib/events/events.server";
import { addDays, eventSummary } from "~/lib/events/format";
import { todayInIndia } from "~/lib/platform/dates";
import { env } from "~/lib/platform/env.server";
import { freshUntil } from "~/lib/platform/http-cache";
import { safeRead } from "~/lib/platform/safe-read.server";
import { indiaLocalToInstant } from "~/lib/published/schedule";
import { languageOf, pathIn } from "~/lib/site/language";

/** The query parameters the calendar page reads (its `publicPage` list). */
export const CALENDAR_PARAMS = ["month", "view"] as const;

/** How many upcoming events the list view shows: more than a school year's worth. */
const LIST_SIZE = 200;

/** The feed a calendar page offers: its school's, or both schools' on `/calendar`. */
export type CalendarFeed = "all" | "vidhyashram" | "vidhyapeeth";

/** `/calendar/<feed>.ics`: a calendar feed's path. */
export const calendarFeedPath = (feed: CalendarFeed) => `/calendar/${feed}.ics`;

/**
 * The calendar page of `/calendar`, `/vidhyashram/calendar` or `/vidhyapeeth/calendar` (architecture
 * ruling 22): the live events of the page's school (its own and the group's; all of them on
 * `/calendar`), for the month `?month=YYYY-MM` (default: this month in India) or, with `?view=list`,
 * every upcoming one. A `?month=` or `?view=` the page does not know is redirected to the page without
 * it, so made-up values cost no render and no copy in the page cache. The default month's copy ends
 * when the next month begins in India. A failed read shows an empty calendar (ruling 5).
 */
export async function loadCalendar(request: Request) {
  const url = new URL(request.url);
  const school = sectionOf(url.pathname);
  const basePath = url.pathname;
  const monthParam = url.searchParams.get("month");
  const viewParam = url.searchParams.get("view");
  const month = parseMonth(monthParam);
  const badMonth = monthParam !== null && !month;
  const badView = viewParam !== null && viewParam !== "list";
  if (badMonth || badView) {
    const query = new URLSearchParams();
    if (month) query.set("month", month);
    if (viewParam === "list") query.set("view", "list");
    throw redirect(query.size ? `${basePath}?${query}` : basePath);
  }
  const at = new Date();
  const today = todayInIndia(at.getTime());
  const thisMonth = today.slice(0, 7);
  const shown = month ?? thisMonth;
  const view: "month" | "list" = viewParam === "list" ? "list" : "month";
  const schoolFilter = school === "group" ? undefined : school;
  const { first, last } = monthDays(shown);
  const rows = await safeRead(
    "events",
    () =>
      view === "list"
        ? listEvents({ from: today, school: schoolFilter, liveAt: at, limit: LIST_SIZE })
        : listEvents({ from: first, to: last, school: schoolFilter, liveAt: at }),
    [],
  );
  const feed: CalendarFeed = school === "group" ? "all" : school;
  // A Tamil page offers its feed's Tamil twin, whose events link to Tamil pages (decision 0030).
  const feedPathHere = pathIn(languageOf(url.pathname), calendarFeedPath(feed));
  const feedUrl = `${env().siteOrigin}${feedPathHere}`;
  return data(
    {
      school,
      basePath,
      view,
      month: shown,
      today,
      previous: shiftMonth(shown, -1),
      next: shiftMonth(shown, 1),
      weeks: monthGrid(shown),
      events: rows.map(eventSummary),
      feed: { path: feedPathHere, https: feedUrl, webcal: feedUrl.replace(/^https?:/, "webcal:") },
    },
    // What the page shows changes by itself at India's next midnight (the list drops ended events) or,
    // for the default month, when the next month begins: its cached copy ends then.
    {
      headers:
        view === "list"
          ? freshUntil(Date.parse(indiaLocalToInstant(`${addDays(today, 1)}T00:00`) ?? ""))
          : month
            ? {}
            : freshUntil(monthStartsAt(shiftMonth(thisMonth, 1))),
    },
  );
}
