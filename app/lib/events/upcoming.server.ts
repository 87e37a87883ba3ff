import type { Audience } from "../platform/db.server";
import { safeRead } from "../platform/safe-read.server";
import { upcomingEvents } from "./events.server";
import { type EventSummary, eventSummary } from "./format";

/** How many upcoming events the home and landing pages show. */
export const UPCOMING_ON_HOME = 4;

/**
 * The next live events of `school` (its own and the group's; every school's when omitted) as the home
 * and landing pages draw them. A failed read logs "Error fetching events:" and gives an empty list
 * (architecture ruling 5), so the page still renders.
 */
export function upcomingEventSummaries(school?: Exclude<Audience, "group">): Promise<EventSummary[]> {
  return safeRead(
    "events",
    async () => (await upcomingEvents(school, UPCOMING_ON_HOME)).map(eventSummary),
    [],
  );
}
