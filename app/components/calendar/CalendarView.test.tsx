import { describe, expect, it } from "vitest";
import type { EventSummary } from "~/lib/events/format";
import { whenInWords } from "~/lib/events/format";
import { drawIn, hasTamil, hrefsOf } from "../../../tests/support/in-language";
import { CalendarView, type CalendarViewData } from "./CalendarView";
import { UpcomingEvents } from "./UpcomingEvents";

/**
 * The academic calendar in each language (decision 0030): on a Tamil page its fixed words, days, months,
 * times and links are Tamil; the English page keeps its words.
 */

const sportsDay: EventSummary = {
  id: 3,
  title: "Sports day",
  start_date: "2026-12-05",
  end_date: "2026-12-05",
  start_time: "10:00",
  end_time: "17:30",
  all_day: 0,
  place: "",
  category: "celebration",
  audience: "group",
  path: "/calendar/events/3-sports-day",
};

const data = (view: "month" | "list", events: EventSummary[]): CalendarViewData => ({
  basePath: "/calendar",
  view,
  month: "2026-12",
  previous: "2026-11",
  next: "2027-01",
  weeks: [
    ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"].map(
      (day) => ({ day, inMonth: day.startsWith("2026-12") }),
    ),
  ],
  events,
  feed: {
    path: "/calendar/all.ics",
    https: "https://example.org/calendar/all.ics",
    webcal: "webcal://example.org/calendar/all.ics",
  },
});

describe("when an event is, in words", () => {
  it("in Tamil: the day, the part of the day and the span in Tamil", () => {
    expect(whenInWords(sportsDay, "ta")).toBe("சனி, 5 டிசம்பர், 2026, காலை 10:00 முதல் மாலை 5:30 வரை");
    expect(whenInWords({ ...sportsDay, all_day: 1, end_date: "2026-12-07" }, "ta")).toBe(
      "சனி, 5 டிசம்பர், 2026 முதல் திங்கள், 7 டிசம்பர், 2026 வரை (நாள் முழுவதும்)",
    );
  });

  it("in English: as before", () => {
    expect(whenInWords(sportsDay)).toBe("Saturday 5 December 2026, 10:00 am to 5:30 pm");
  });
});

describe("the calendar page in Tamil and English", () => {
  it("in Tamil: the month, weekdays, navigation and subscription are Tamil, and links stay in Tamil", () => {
    const html = drawIn("ta", <CalendarView data={data("month", [sportsDay])} />);
    for (const word of ["டிசம்பர் 2026", "திங்கள்", "நவம்பர்", "ஜனவரி", "விழா", "நாள்காட்டிக் கோப்பு"]) {
      expect(html, word).toContain(word);
    }
    for (const word of ["December", "Monday", "Subscribe", "Celebration", "List of upcoming events"]) {
      expect(html, word).not.toContain(word);
    }
    const links = hrefsOf(html);
    expect(links).toContain("/ta/calendar?month=2026-11");
    expect(links).toContain("/ta/calendar/events/3-sports-day");
  });

  it("in Tamil: the list of upcoming events and its empty text", () => {
    expect(drawIn("ta", <CalendarView data={data("list", [])} />)).toContain("வரவிருக்கும் நிகழ்வுகள் இல்லை.");
    const upcoming = drawIn("ta", <UpcomingEvents events={[sportsDay]} calendarPath="/calendar" />);
    expect(upcoming).toContain("வரவிருக்கும் நிகழ்வுகள்");
    expect(upcoming).toContain("முழு நாள்காட்டி");
    expect(upcoming).not.toContain("Upcoming events");
    expect(hrefsOf(upcoming)).toContain("/ta/calendar");
  });

  it("in English: keeps its words and addresses, with no Tamil", () => {
    const html = drawIn("en", <CalendarView data={data("month", [sportsDay])} />);
    for (const word of ["December 2026", "Monday", "Subscribe", "Celebration", "November"]) {
      expect(html, word).toContain(word);
    }
    expect(hrefsOf(html)).toContain("/calendar?month=2026-11");
    expect(hasTamil(html)).toBe(false);
    const upcoming = drawIn("en", <UpcomingEvents events={[]} calendarPath="/calendar" />);
    expect(upcoming).toContain("No upcoming events.");
    expect(upcoming).toContain("Full calendar");
  });
});
