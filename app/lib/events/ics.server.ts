import ical, { ICalCalendarMethod } from "ical-generator";
import { EVENT_CATEGORY_WORDS } from "~content/events";
import { eventPath } from "../published/paths";
import type { EventRow } from "./events.server";
import { addDays, dayMs, eventInstants } from "./format";

/**
 * The calendar as iCalendar (RFC 5545) text: the feeds `/calendar/<all|vidhyashram|vidhyapeeth>.ics` a
 * parent subscribes to and one event's download. Made with ical-generator 10 (11 needs Node 22).
 *
 * No calendar time zone is set: ical-generator then writes a JS date in local time of the server
 * process, which shifted India's times by 5 h 30 in a trial. So a timed event is written as UTC
 * instants computed from India's wall clock (IST is UTC+05:30 all year), which every calendar shows in
 * its reader's zone, and an all-day event as DATE values, its end the day after the last (RFC 5545's
 * DTEND is exclusive).
 */

/** What the calendar file says about where it comes from and what it holds. */
export interface IcsOptions {
  /** The calendar's name in a reader's list: "Vidhyashram: school calendar". */
  name: string;
  /** The site's origin (`SITE_URL`), for the events' addresses and their UIDs' host. */
  origin: string;
}

/** A stable UID for event `id`: `event-<id>@<site host>`, the same in every feed and download. */
export function eventUid(id: number, origin: string): string {
  return `event-${id}@${new URL(origin).host}`;
}

/** The iCalendar text of `events`. */
export function eventsIcs(events: readonly EventRow[], options: IcsOptions): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: new URL(options.origin).host, product: "school-calendar", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const event of events) {
    const instants = eventInstants(event);
    const url = `${options.origin}${eventPath(event.id, event.title)}`;
    calendar.createEvent({
      id: eventUid(event.id, options.origin),
      summary: event.title,
      description: event.description ? `${event.description}\n\n${url}` : url,
      location: event.place || null,
      url,
      categories: [{ name: EVENT_CATEGORY_WORDS[event.category] }],
      stamp: new Date(event.updated_at),
      ...(instants
        ? { start: new Date(instants.start), end: new Date(instants.end) }
        : {
            allDay: true,
            start: new Date(dayMs(event.start_date)),
            end: new Date(dayMs(addDays(event.end_date, 1))),
          }),
    });
  }
  return calendar.toString();
}
