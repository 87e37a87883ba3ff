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

/** India's offset from UTC in ms (+05:30, no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;

/**
 * The instant (ms) the upcoming events change by themselves: India's next midnight, when the events of
 * the day that ended leave the list. The home and landing pages end their cached copy then.
 */
export function upcomingChangesAt(at: Date = new Date()): number {
  const local = at.getTime() + IST_OFFSET_MS;
  const day = 24 * 60 * 60 * 1000;
  return Math.floor(local / day) * day + day - IST_OFFSET_MS;
}
