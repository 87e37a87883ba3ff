import { getLiveEvent } from "~/lib/events/events.server";
import { eventsIcs } from "~/lib/events/ics.server";
import { env } from "~/lib/platform/env.server";
import { parseEventParam, slugOf } from "~/lib/published/paths";
import { languageOf } from "~/lib/site/language";
import { notWritable } from "~/lib/site/sitemap.server";
import type { Route } from "./+types/event-ics";

/** How long a browser or a shared cache may keep a calendar file, in seconds: five minutes. */
const ICS_MAX_AGE = 300;

/**
 * `/calendar/events/<id>-<slug>/event.ics` (architecture ruling 22): one live event as an iCalendar file to
 * download and open in a calendar app. A resource route, by id (the words are not checked); 404 for an
 * event visitors do not see, 503 when the database cannot be read.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = parseEventParam(params.event);
  const notFound = () =>
    new Response("No such event.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (id === null) return notFound();
  try {
    const event = await getLiveEvent(id);
    if (!event) return notFound();
    const origin = env().siteOrigin;
    return new Response(
      eventsIcs([event], { name: event.title, origin, language: languageOf(new URL(request.url).pathname) }),
      {
        headers: {
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": `attachment; filename="${slugOf(event.title, "event")}.ics"`,
          "Cache-Control": `public, max-age=${ICS_MAX_AGE}`,
        },
      },
    );
  } catch (error) {
    console.error("Error fetching event:", error instanceof Error ? error.message : error);
    return new Response("The calendar cannot be read just now. Please try again in a minute.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
}

/** Writes are not taken here: 404 (see `notWritable`). */
export const action = notWritable;
