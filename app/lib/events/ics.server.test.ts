import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { EventRow } from "./events.server";
import { googleCalendarHref, whenInWords } from "./format";
import { eventsIcs } from "./ics.server";

const row = (overrides: Partial<EventRow>): EventRow => ({
  id: 7,
  title: "PTA meeting",
  start_date: "2026-12-05",
  end_date: "2026-12-05",
  start_time: "10:00",
  end_time: "12:00",
  all_day: 0,
  place: "School hall",
  category: "pta",
  description: "Meet the class teachers.",
  document_id: null,
  audience: "vidhyapeeth",
  publish_at: null,
  expire_at: null,
  created_at: "2026-11-20T08:00:00.000Z",
  updated_at: "2026-11-21T09:15:00.000Z",
  ...overrides,
});

/** The VEVENTs of an iCalendar text, parsed back with ical.js as a calendar application would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }));
}

describe("the calendar file", () => {
  const origin = "https://www.example.org";

  it("writes a 10:00 to 12:00 India event as 04:30Z to 06:30Z, with its UID, words, place, link, category and stamp", () => {
    const text = eventsIcs([row({})], { name: "Vidhyapeeth: school calendar", origin });
    expect(text).toContain("DTSTART:20261205T043000Z");
    const [first] = parse(text);
    const { event, vevent } = first ?? ({} as never);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-05T04:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-05T06:30:00.000Z");
    expect(event.startDate.isDate).toBe(false);
    expect(event.uid).toBe("event-7@www.example.org");
    expect(event.summary).toBe("PTA meeting");
    expect(event.location).toBe("School hall");
    expect(event.description).toBe(
      "Meet the class teachers.\n\nhttps://www.example.org/calendar/events/7-pta-meeting",
    );
    expect(vevent.getFirstPropertyValue("url")).toBe("https://www.example.org/calendar/events/7-pta-meeting");
    expect(vevent.getFirstPropertyValue("categories")).toBe("PTA meeting");
    expect(String(vevent.getFirstPropertyValue("dtstamp"))).toBe("2026-11-21T09:15:00Z");
  });

  it("writes an all-day event over several days as DATE values with the day after the last as its end", () => {
    const text = eventsIcs(
      [
        row({
          id: 8,
          title: "Pongal holidays",
          start_date: "2027-01-14",
          end_date: "2027-01-17",
          all_day: 1,
          start_time: null,
          end_time: null,
          place: "",
        }),
      ],
      { name: "All", origin },
    );
    expect(text).toContain("DTSTART;VALUE=DATE:20270114");
    expect(text).toContain("DTEND;VALUE=DATE:20270118");
    const { event } = parse(text)[0] ?? ({} as never);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2027-01-14");
    expect(event.endDate.toString()).toBe("2027-01-18");
    expect(event.location).toBeNull();
  });

  it("holds every event once, with a stable UID", () => {
    const text = eventsIcs([row({ id: 1 }), row({ id: 2, title: "Annual Day" })], { name: "All", origin });
    const uids = parse(text).map(({ event }) => event.uid);
    expect(uids).toEqual(["event-1@www.example.org", "event-2@www.example.org"]);
    expect(eventsIcs([row({ id: 1 }), row({ id: 2, title: "Annual Day" })], { name: "All", origin })).toBe(
      text,
    );
  });
});

describe("the calendar file and text with line breaks", () => {
  const origin = "https://www.example.org";
  const injected =
    "Sports day\r\nATTENDEE:mailto:x@evil.example\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nEND:VALARM\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil\r\nSUMMARY:Fake";

  it("keeps a title's line breaks out of the calendar's name and the event: one VEVENT, no alarm or attendee", () => {
    const event = row({
      title: injected,
      place: "Hall\nATTENDEE:mailto:y@evil.example",
      description: "a\r\nb;c",
    });
    const text = eventsIcs([event], { name: event.title, origin });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(calendar.getAllSubcomponents("valarm")).toHaveLength(0);
    const [vevent] = calendar.getAllSubcomponents("vevent");
    expect(vevent?.getAllSubcomponents("valarm")).toHaveLength(0);
    expect(vevent?.getAllProperties("attendee")).toHaveLength(0);
    expect(text).not.toMatch(/^(ATTENDEE|BEGIN:VALARM|UID:evil)/m);
    const flat = injected.replace(/\r\n/g, "  ");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(flat);
    expect(calendar.getFirstPropertyValue("name")).toBe(flat);
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe(flat);
    expect(parsed.location).toBe("Hall ATTENDEE:mailto:y@evil.example");
    expect(parsed.description).toMatch(
      /^a\nb;c\n\nhttps:\/\/www\.example\.org\/calendar\/events\/7-sports-day-[a-z-]+$/,
    );
  });

  it("escapes the calendar's name as text", () => {
    const text = eventsIcs([row({})], { name: "Fees; term 1, \\ due", origin });
    expect(text).toContain("\r\nNAME:Fees\\; term 1\\, \\\\ due\r\n");
    expect(text).toContain("X-WR-CALNAME:Fees\\; term 1\\, \\\\ due\r\n");
  });
});

describe("the Google Calendar link", () => {
  const linkOf = (href: string) => new URL(href);

  it("gives a timed event as UTC instants with the title, details and place", () => {
    const url = linkOf(googleCalendarHref(row({}), "Meet the class teachers."));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("PTA meeting");
    expect(url.searchParams.get("dates")).toBe("20261205T043000Z/20261205T063000Z");
    expect(url.searchParams.get("details")).toBe("Meet the class teachers.");
    expect(url.searchParams.get("location")).toBe("School hall");
  });

  it("gives an all-day event as days with an exclusive end, across a month's end", () => {
    const url = linkOf(
      googleCalendarHref(
        row({
          start_date: "2027-01-30",
          end_date: "2027-01-31",
          all_day: 1,
          start_time: null,
          end_time: null,
          place: "",
        }),
        "",
      ),
    );
    expect(url.searchParams.get("dates")).toBe("20270130/20270201");
    expect(url.searchParams.has("location")).toBe(false);
  });
});

describe("an event's time in words", () => {
  it("says the day and India's times", () => {
    expect(whenInWords(row({}))).toBe("Saturday 5 December 2026, 10:00 am to 12:00 pm");
    expect(whenInWords(row({ start_time: "17:30", end_time: "20:00" }))).toBe(
      "Saturday 5 December 2026, 5:30 pm to 8:00 pm",
    );
    expect(whenInWords(row({ end_date: "2026-12-07", all_day: 1, start_time: null, end_time: null }))).toBe(
      "Saturday 5 December 2026 to Monday 7 December 2026 (all day)",
    );
  });
});
