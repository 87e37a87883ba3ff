import ical, { ICalCalendarMethod } from "ical-generator";
import { EVENT_CATEGORY_WORDS } from "~content/events";
import type { Language } from "~content/languages";
import { calendarWords } from "~content/words/calendar";
import { eventPath } from "../published/paths";
import { pathIn } from "../site/language";
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
  /**
   * The file's language: whose pages the events' addresses are (a Tamil twin's file links to `/ta/…`)
   * and the words of the events' kinds; English unless said.
   */
  language?: Language;
}

/** A stable UID for event `id`: `event-<id>@<site host>`, the same in every feed and download. */
export function eventUid(id: number, origin: string): string {
  return `event-${id}@${new URL(origin).host}`;
}

/**
 * Control characters of a one-line text: line breaks (CR, LF, NEL, the Unicode line and paragraph
 * separators) and every other C0/C1 character. iCalendar TEXT may not hold them, and a raw line break
 * would end the content line, so the rest of the text would be read as properties of its own.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this matches
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this matches
const CONTROLS_BUT_LF = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/** `value` on one line: every line break or control character becomes a space. */
function oneLine(value: string): string {
  return value.replace(LINE_CONTROLS, " ");
}

/**
 * `value` as several lines of plain text: CR LF and lone CR become LF (which ical-generator writes as
 * the escape `\n`), any other control character a space.
 */
function lines(value: string): string {
  return value.replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n").replace(CONTROLS_BUT_LF, " ");
}

/**
 * `value` escaped as an iCalendar TEXT value (RFC 5545 3.3.11), on one line. ical-generator escapes
 * an event's summary, place and description but writes the calendar's name as given.
 */
function icsText(value: string): string {
  return oneLine(value).replace(/[\\;,]/g, (character) => `\\${character}`);
}

/**
 * The iCalendar text of `events`, named `options.name`. Every text that came from the office is made
 * safe for a content line here, whatever the form let through: titles and places on one line, the
 * description's line breaks as escapes, the calendar's name escaped (ical-generator folds long lines).
 */
export function eventsIcs(events: readonly EventRow[], options: IcsOptions): string {
  const language = options.language ?? "en";
  const calendar = ical({
    name: icsText(options.name),
    prodId: {
      company: new URL(options.origin).host,
      product: "school-calendar",
      language: language.toUpperCase(),
    },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const event of events) {
    const instants = eventInstants(event);
    const url = `${options.origin}${pathIn(language, eventPath(event.id, event.title))}`;
    calendar.createEvent({
      id: eventUid(event.id, options.origin),
      summary: oneLine(event.title),
      description: event.description ? `${lines(event.description)}\n\n${url}` : url,
      location: oneLine(event.place) || null,
      url,
      categories: [
        {
          name:
            language === "en"
              ? EVENT_CATEGORY_WORDS[event.category]
              : calendarWords[language][event.category],
        },
      ],
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
