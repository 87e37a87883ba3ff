import { settingsFor } from "~/lib/content-store/settings.server";
import { listEvents } from "~/lib/events/events.server";
import { eventsIcs } from "~/lib/events/ics.server";
import { env } from "~/lib/platform/env.server";
import { languageOf } from "~/lib/site/language";
import { notWritable } from "~/lib/site/sitemap.server";
import { feedWords } from "~content/words/feeds";
import type { Route } from "./+types/feed";

/** How long a calendar app or a shared cache may keep a feed, in seconds: five minutes. */
const FEED_MAX_AGE = 300;

/** Days of past events a feed keeps, so a subscriber's calendar still shows last term's. */
const PAST_DAYS = 366;

/**
 * `/calendar/<all|vidhyashram|vidhyapeeth>.ics` (architecture ruling 22): the live events as an
 * iCalendar feed a parent subscribes to; a school's holds its own and the group's events, `all` every
 * one. Events of the last year and all later ones. A resource route (not the page cache's): shareable
 * for five minutes. 503 when the database cannot be read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const match = /\/calendar\/(all|vidhyashram|vidhyapeeth)\.ics$/.exec(pathname);
  if (!match) return new Response("Not found", { status: 404 });
  const name = match[1] as "all" | "vidhyashram" | "vidhyapeeth";
  try {
    const at = new Date();
    const from = new Date(at.getTime() - PAST_DAYS * 86_400_000).toISOString().slice(0, 10);
    const [events, settings] = await Promise.all([
      listEvents({ from, school: name === "all" ? undefined : name, liveAt: at }),
      settingsFor(context),
    ]);
    const who = name === "all" ? settings.site.groupName : settings.site.schools[name].name;
    // The Tamil twin (`/ta/calendar/…`) is in Tamil and links to the Tamil pages (decision 0030).
    const language = languageOf(pathname);
    return new Response(
      eventsIcs(events, {
        name: feedWords[language].calendarName(who),
        origin: env().siteOrigin,
        language,
      }),
      {
        headers: {
          "Content-Type": "text/calendar; charset=utf-8",
          "Cache-Control": `public, max-age=${FEED_MAX_AGE}`,
        },
      },
    );
  } catch (error) {
    console.error("Error fetching events for a feed:", error instanceof Error ? error.message : error);
    return new Response("The calendar cannot be read just now. Please try again in a minute.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
}

/** Writes are not taken here: 404 (see `notWritable`). */
export const action = notWritable;
