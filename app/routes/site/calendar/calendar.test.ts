import ICAL from "ical.js";
import { createRequestHandler } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createEvent, type EventInput } from "~/lib/events/events.server";
import { todayInIndia } from "~/lib/platform/dates";
import { db, migrateToLatest, now } from "~/lib/platform/db.server";
import { eventPath } from "~/lib/published/paths";
import { loadContext, SITE, siteServerBuild } from "../../../../tests/support/routes";

// The sitemap reads the server build's route table; a small one is enough here.
vi.mock("virtual:react-router/server-build", () => ({
  routes: {
    root: { id: "root", path: "" },
    "calendar-group": { id: "calendar-group", parentId: "root", path: "calendar" },
  },
}));

/**
 * The academic calendar as a signed-out parent (or a calendar app) gets it from the whole site's
 * server build: the month and list views per school, an event's page, its .ics and the feeds.
 */

let handle: (path: string) => Promise<Response>;

beforeAll(async () => {
  await migrateToLatest(db());
  const request = createRequestHandler(await siteServerBuild(), "production");
  handle = async (path) => request(new Request(new URL(path, SITE)), await loadContext());
});

beforeEach(async () => {
  for (const table of ["events", "documents"] as const) await db().deleteFrom(table).execute();
});

/** The page's `<main>` only. */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
/** Text without tags, spaces folded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

const add = (overrides: Partial<EventInput>) =>
  createEvent({
    title: "Annual Day",
    start_date: "2026-12-05",
    end_date: "2026-12-05",
    start_time: "17:30",
    end_time: "20:00",
    all_day: 0,
    place: "School auditorium",
    category: "celebration",
    description: "",
    document_id: null,
    audience: "group",
    publish_at: null,
    expire_at: null,
    ...overrides,
  });

describe("the calendar page", () => {
  it("shows a month as a table of seven columns from Monday, each event in its days with its kind in words", async () => {
    await add({ title: "Annual Day" });
    await add({
      title: "Half-yearly examinations begin",
      category: "exam",
      audience: "vidhyashram",
      start_date: "2026-12-07",
      end_date: "2026-12-09",
      all_day: 1,
    });
    await add({
      title: "PTA meeting",
      category: "pta",
      audience: "vidhyapeeth",
      start_date: "2026-12-12",
      end_date: "2026-12-12",
      start_time: "10:00",
    });
    const response = await handle("/calendar?month=2026-12");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("public");
    const html = mainOf(await response.text());
    expect(html).toMatch(/<h1[^>]*>Academic calendar<\/h1>/);
    const table = /<table[\s\S]*<\/table>/.exec(html)?.[0] ?? "";
    const headings = [...table.matchAll(/<th[^>]*scope="col"[^>]*>([\s\S]*?)<\/th>/g)].map((m) =>
      textOf(m[1] ?? "").trim(),
    );
    expect(headings).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    // 1 December 2026 is a Tuesday: the first row begins with an empty Monday.
    const rows = [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].slice(1);
    expect(rows).toHaveLength(5);
    const cells = (row: string) =>
      [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => textOf(m[1] ?? "").trim());
    expect(cells(rows[0]?.[1] ?? "")[0]).toBe("");
    expect(cells(rows[0]?.[1] ?? "")[1]).toMatch(/^Tuesday 1 December 2026 1$/);
    expect(cells(rows[0]?.[1] ?? "")[5]).toContain("Celebration Annual Day 5:30 pm");
    // An exam of three days is in each of its cells.
    expect(
      cells(rows[1]?.[1] ?? "")
        .slice(0, 3)
        .every((c) => c.includes("Exam Half-yearly examinations begin")),
    ).toBe(true);
    expect(cells(rows[1]?.[1] ?? "")[5]).toContain("PTA meeting PTA meeting 10:00 am");
    expect(html).toContain('href="/calendar?month=2026-11"');
    expect(html).toContain('href="/calendar?month=2027-01"');
    expect(html).toContain('href="/calendar?view=list"');
  });

  it("shows a school's events with the group's, and subscribes to that school's feed", async () => {
    await add({ title: "Group day" });
    await add({ title: "Ashram exam", audience: "vidhyashram", category: "exam" });
    await add({ title: "Peeth PTA", audience: "vidhyapeeth", category: "pta" });
    const html = await (await handle("/vidhyapeeth/calendar?month=2026-12")).text();
    const main = mainOf(html);
    expect(main).toContain("Group day");
    expect(main).toContain("Peeth PTA");
    expect(main).not.toContain("Ashram exam");
    expect(main).toContain('href="webcal://localhost:3000/calendar/vidhyapeeth.ics"');
    expect(main).toContain('href="/calendar/vidhyapeeth.ics"');
    expect(html).toMatch(
      /<link[^>]*rel="alternate"[^>]*type="text\/calendar"[^>]*href="\/calendar\/vidhyapeeth.ics"/,
    );
    expect(mainOf(await (await handle("/calendar?month=2026-12")).text())).toContain("Ashram exam");
  });

  it("never shows a scheduled or expired event", async () => {
    await add({ title: "Shown" });
    await add({ title: "Not yet", publish_at: minutes(60) });
    await add({ title: "Gone", expire_at: minutes(-60) });
    const main = mainOf(await (await handle("/calendar?month=2026-12")).text());
    expect(main).toContain("Shown");
    expect(main).not.toContain("Not yet");
    expect(main).not.toContain("Gone");
  });

  it("lists the upcoming events by month, not those that have ended", async () => {
    const today = todayInIndia();
    const later = `${Number(today.slice(0, 4)) + 1}-02-10`;
    await add({ title: "Past event", start_date: "2020-01-01", end_date: "2020-01-01" });
    await add({ title: "Next year's exam", category: "exam", start_date: later, end_date: later });
    const main = mainOf(await (await handle("/calendar?view=list")).text());
    expect(main).not.toContain("Past event");
    expect(textOf(main)).toContain(`February ${later.slice(0, 4)}`);
    expect(textOf(main)).toContain("Next year's exam");
    expect(main).toContain('href="/calendar"');
  });

  it("sends a month or view it does not know to the page without it", async () => {
    for (const [asked, to] of [
      ["/calendar?month=2026-13", "/calendar"],
      ["/calendar?month=soon&view=list", "/calendar?view=list"],
      ["/vidhyashram/calendar?month=2026-12&view=grid", "/vidhyashram/calendar?month=2026-12"],
    ] as const) {
      const response = await handle(asked);
      expect(response.status, asked).toBe(302);
      expect(response.headers.get("Location"), asked).toBe(to);
    }
  });
});

describe("an event's page", () => {
  it("says when, where and for whom, links its document with its size, Google Calendar and the .ics", async () => {
    const at = now();
    const doc = await db()
      .insertInto("documents")
      .values({
        path: "/documents/vidhyapeeth/pta-agenda.pdf",
        title: "PTA agenda",
        category: "circulars",
        audience: "vidhyapeeth",
        size: 245_760,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const event = await add({
      title: "PTA meeting",
      category: "pta",
      audience: "vidhyapeeth",
      start_time: "10:00",
      end_time: "12:00",
      place: "School hall",
      description: "Meet the class teachers.",
      document_id: doc.id,
    });
    const path = eventPath(event.id, event.title);
    expect(path).toBe(`/calendar/events/${event.id}-pta-meeting`);
    const response = await handle(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const main = textOf(mainOf(html));
    expect(main).toContain("Saturday 5 December 2026, 10:00 am to 12:00 pm");
    expect(main).toContain("School hall");
    expect(main).toContain("PTA meeting");
    expect(main).toContain("Vidhyapeeth");
    const documentLink = /<a[^>]*href="\/documents\/vidhyapeeth\/pta-agenda.pdf"[^>]*>([\s\S]*?)<\/a>/.exec(
      html,
    )?.[1];
    expect(documentLink?.replace(/<[^>]+>/g, "")).toBe("PTA agenda (PDF, 240 KB)");
    const google = /href="(https:\/\/calendar\.google\.com\/[^"]+)"/
      .exec(html)?.[1]
      ?.replaceAll("&amp;", "&");
    expect(new URL(google ?? "").searchParams.get("dates")).toBe("20261205T043000Z/20261205T063000Z");
    expect(html).toContain(`href="${path}/event.ics"`);
    expect(html).toContain('<meta property="og:title" content="PTA meeting');
    expect(html).toContain(`<meta property="og:url" content="${SITE}${path}"`);
  });

  it("sends another spelling of its words on (301) and is not there when unknown, scheduled or expired", async () => {
    const event = await add({ title: "Annual Day" });
    const moved = await handle(`/calendar/events/${event.id}-old-words`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(eventPath(event.id, event.title));
    expect((await handle(`/calendar/events/${event.id + 1000}-annual-day`)).status).toBe(404);
    expect((await handle("/calendar/events/not-an-event")).status).toBe(404);
    const later = await add({ title: "Sports Day", publish_at: minutes(60) });
    expect((await handle(eventPath(later.id, later.title))).status).toBe(404);
    expect((await handle(`${eventPath(later.id, later.title)}/event.ics`)).status).toBe(404);
    const gone = await add({ title: "Old Day", expire_at: minutes(-60) });
    expect((await handle(eventPath(gone.id, gone.title))).status).toBe(404);
  });

  it("downloads as an iCalendar file", async () => {
    const event = await add({ title: "Annual Day" });
    const response = await handle(`${eventPath(event.id, event.title)}/event.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="annual-day.ics"');
    const vevent = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent("vevent");
    const parsed = new ICAL.Event(vevent ?? undefined);
    expect(parsed.summary).toBe("Annual Day");
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2026-12-05T12:00:00.000Z");
  });
});

describe("the feeds", () => {
  it("give a school's events with the group's, live ones only, as text/calendar cached five minutes", async () => {
    await add({ title: "Group day" });
    await add({ title: "Ashram exam", audience: "vidhyashram", category: "exam" });
    await add({ title: "Peeth PTA", audience: "vidhyapeeth", category: "pta" });
    await add({ title: "Hidden", publish_at: minutes(60) });
    const summaries = async (path: string) => {
      const response = await handle(path);
      expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      return calendar.getAllSubcomponents("vevent").map((v) => v.getFirstPropertyValue("summary"));
    };
    expect(await summaries("/calendar/vidhyashram.ics")).toEqual(["Group day", "Ashram exam"]);
    expect(await summaries("/calendar/vidhyapeeth.ics")).toEqual(["Group day", "Peeth PTA"]);
    expect(await summaries("/calendar/all.ics")).toEqual(["Group day", "Ashram exam", "Peeth PTA"]);
  });
});

describe("the sitemap", () => {
  it("lists the calendar and the pages of live events, not the scheduled ones", async () => {
    const up = await add({ title: "Annual Day" });
    const later = await add({ title: "Sports Day", publish_at: minutes(60) });
    const xml = await (await handle("/sitemap.xml")).text();
    expect(xml).toContain(`${SITE}/calendar</loc>`);
    expect(xml).toContain(`${SITE}${eventPath(up.id, up.title)}</loc>`);
    expect(xml).not.toContain(eventPath(later.id, later.title));
  });
});

describe("upcoming events on the home and landing pages", () => {
  it("lists the next live events of the page's school, each linking to its page, and the full calendar", async () => {
    const year = Number(todayInIndia().slice(0, 4)) + 1;
    const day = (n: number) => `${year}-03-${String(n).padStart(2, "0")}`;
    const group = await add({ title: "Annual Day", start_date: day(1), end_date: day(1) });
    await add({ title: "Ashram exam", audience: "vidhyashram", start_date: day(2), end_date: day(2) });
    await add({ title: "Peeth PTA", audience: "vidhyapeeth", start_date: day(3), end_date: day(3) });
    await add({ title: "Not yet", start_date: day(4), end_date: day(4), publish_at: minutes(60) });
    const section = async (path: string) => {
      const html = await (await handle(path)).text();
      return /<section[^>]*>(?:(?!<section)[\s\S])*?Upcoming events[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    };
    const peeth = await section("/vidhyapeeth");
    expect(peeth).toContain(`href="${eventPath(group.id, group.title)}"`);
    expect(peeth).toContain("Peeth PTA");
    expect(peeth).not.toContain("Ashram exam");
    expect(peeth).not.toContain("Not yet");
    expect(peeth).toMatch(/href="\/vidhyapeeth\/calendar"[^>]*>Full calendar/);
    const ashram = await section("/vidhyashram");
    expect(ashram).toContain("Ashram exam");
    expect(ashram).not.toContain("Peeth PTA");
    const home = await section("/");
    expect(home).toContain("Annual Day");
    expect(home).toContain("Ashram exam");
    expect(home).toContain("Peeth PTA");
    expect(home).toMatch(/href="\/calendar"[^>]*>Full calendar/);
  });
});
