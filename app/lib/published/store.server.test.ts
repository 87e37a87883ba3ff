import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearTables, testDatabases } from "../../../tests/support/databases";
import { albums } from "../gallery/albums.server";
import type { DB } from "../platform/db.server";
import { announcements } from "./announcements.server";
import { mediaItems } from "./videos.server";

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Waits long enough for `now()` to give a later millisecond. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe.each(testDatabases())("content stores on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());
  beforeEach(() => clearTables(database));

  describe("announcements", () => {
    it("creates a row with and without a link, with an id and ISO timestamps", async () => {
      const plain = await announcements.create(
        {
          title: "Admissions",
          description: "Forms at the office.",
          link: null,
          date: "2026-01-10",
          audience: "group",
        },
        database,
      );
      const linked = await announcements.create(
        {
          title: "Date sheet",
          description: "",
          link: "https://www.cbse.gov.in/",
          date: "2026-01-12",
          audience: "vidhyashram",
        },
        database,
      );
      expect(plain).toMatchObject({
        title: "Admissions",
        description: "Forms at the office.",
        link: null,
        date: "2026-01-10",
        audience: "group",
      });
      expect(linked.link).toBe("https://www.cbse.gov.in/");
      expect(typeof plain.id).toBe("number");
      expect(linked.id).not.toBe(plain.id);
      expect(plain.created_at).toMatch(ISO_TIMESTAMP);
      expect(plain.updated_at).toBe(plain.created_at);
      expect(await announcements.get(linked.id, database)).toEqual(linked);
      expect(await announcements.get(plain.id, database)).toEqual(plain);
    });

    it("lists newest date first (then newest id), filters by school and limits", async () => {
      const a = await announcements.create(
        { title: "Old group", description: "", link: null, date: "2026-01-01", audience: "group" },
        database,
      );
      const b = await announcements.create(
        { title: "Newest peeth", description: "", link: null, date: "2026-03-01", audience: "vidhyapeeth" },
        database,
      );
      const c = await announcements.create(
        { title: "Middle ashram", description: "", link: null, date: "2026-02-01", audience: "vidhyashram" },
        database,
      );
      const d = await announcements.create(
        { title: "Same day, later", description: "", link: null, date: "2026-01-01", audience: "group" },
        database,
      );
      const titles = (rows: { title: string }[]) => rows.map((r) => r.title);
      expect(titles(await announcements.list({}, database))).toEqual([b.title, c.title, d.title, a.title]);
      expect(titles(await announcements.list({ school: "vidhyashram" }, database))).toEqual([
        c.title,
        d.title,
        a.title,
      ]);
      expect(titles(await announcements.list({ school: "vidhyapeeth" }, database))).toEqual([
        b.title,
        d.title,
        a.title,
      ]);
      expect(titles(await announcements.list({ limit: 2 }, database))).toEqual([b.title, c.title]);
      expect(titles(await announcements.list({ school: "vidhyashram", limit: 1 }, database))).toEqual([
        c.title,
      ]);
    });

    it("updates a row, setting and clearing its link", async () => {
      const row = await announcements.create(
        { title: "Annual Day", description: "", link: null, date: "2026-01-10", audience: "group" },
        database,
      );
      await tick();
      const linked = await announcements.update(
        row.id,
        {
          title: "Annual Day (new date)",
          description: "In the auditorium.",
          link: "https://example.org/annual-day",
          date: "2026-01-20",
          audience: "vidhyapeeth",
        },
        database,
      );
      expect(linked).toMatchObject({
        id: row.id,
        title: "Annual Day (new date)",
        description: "In the auditorium.",
        link: "https://example.org/annual-day",
        date: "2026-01-20",
        audience: "vidhyapeeth",
        created_at: row.created_at,
      });
      expect(linked?.updated_at).toMatch(ISO_TIMESTAMP);
      expect(linked?.updated_at).not.toBe(row.updated_at);
      expect(await announcements.get(row.id, database)).toEqual(linked);

      const cleared = await announcements.update(
        row.id,
        { title: "Annual Day", description: "", link: null, date: "2026-01-20", audience: "group" },
        database,
      );
      expect(cleared?.link).toBeNull();
      expect((await announcements.get(row.id, database))?.link).toBeNull();
    });

    it("returns undefined for an unknown id and removes once", async () => {
      const row = await announcements.create(
        { title: "Holiday", description: "", link: null, date: "2026-01-26", audience: "group" },
        database,
      );
      const unknown = row.id + 1000;
      expect(await announcements.get(unknown, database)).toBeUndefined();
      expect(
        await announcements.update(
          unknown,
          { title: "Ghost", description: "", link: null, date: "2026-01-26", audience: "group" },
          database,
        ),
      ).toBeUndefined();
      expect(await announcements.remove(row.id, database)).toBe(true);
      expect(await announcements.remove(row.id, database)).toBe(false);
      expect(await announcements.get(row.id, database)).toBeUndefined();
      expect(await announcements.list({}, database)).toEqual([]);
    });
  });

  describe("mediaItems", () => {
    it("creates a row with an id and ISO timestamps, and reads it back", async () => {
      const row = await mediaItems.create(
        { title: "Annual Day highlights", youtube_id: "aBcDeFgHiJ0", audience: "group" },
        database,
      );
      expect(row).toMatchObject({
        title: "Annual Day highlights",
        youtube_id: "aBcDeFgHiJ0",
        audience: "group",
      });
      expect(typeof row.id).toBe("number");
      expect(row.created_at).toMatch(ISO_TIMESTAMP);
      expect(row.updated_at).toMatch(ISO_TIMESTAMP);
      expect(await mediaItems.get(row.id, database)).toEqual(row);
    });

    it("lists newest id first, filters by school and limits", async () => {
      const first = await mediaItems.create(
        { title: "First", youtube_id: "aaaaaaaaaa1", audience: "group" },
        database,
      );
      const second = await mediaItems.create(
        { title: "Second", youtube_id: "aaaaaaaaaa2", audience: "vidhyashram" },
        database,
      );
      const third = await mediaItems.create(
        { title: "Third", youtube_id: "aaaaaaaaaa3", audience: "vidhyapeeth" },
        database,
      );
      const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
      expect(ids(await mediaItems.list({}, database))).toEqual([third.id, second.id, first.id]);
      expect(ids(await mediaItems.list({ school: "vidhyashram" }, database))).toEqual([second.id, first.id]);
      expect(ids(await mediaItems.list({ school: "vidhyapeeth" }, database))).toEqual([third.id, first.id]);
      expect(ids(await mediaItems.list({ limit: 2 }, database))).toEqual([third.id, second.id]);
    });

    it("updates, refuses an unknown id and removes once", async () => {
      const row = await mediaItems.create(
        { title: "Old", youtube_id: "aBcDeFgHiJ0", audience: "group" },
        database,
      );
      await tick();
      const updated = await mediaItems.update(
        row.id,
        { title: "New", youtube_id: "kLmNoPqRsT1", audience: "vidhyashram" },
        database,
      );
      expect(updated).toMatchObject({
        id: row.id,
        title: "New",
        youtube_id: "kLmNoPqRsT1",
        audience: "vidhyashram",
        created_at: row.created_at,
      });
      expect(updated?.updated_at).not.toBe(row.updated_at);
      expect(await mediaItems.get(row.id, database)).toEqual(updated);
      expect(
        await mediaItems.update(
          row.id + 1000,
          { title: "Ghost", youtube_id: "aBcDeFgHiJ0", audience: "group" },
          database,
        ),
      ).toBeUndefined();
      expect(await mediaItems.remove(row.id, database)).toBe(true);
      expect(await mediaItems.remove(row.id, database)).toBe(false);
      expect(await mediaItems.get(row.id, database)).toBeUndefined();
    });
  });

  describe("albums", () => {
    it("creates a row with and without a thumbnail", async () => {
      const bare = await albums.create(
        {
          title: "Independence Day",
          link: "https://photos.example.com/a",
          thumbnail: null,
          audience: "group",
        },
        database,
      );
      const pictured = await albums.create(
        {
          title: "Sports Day",
          link: "https://photos.example.com/b",
          thumbnail: "https://photos.example.com/b.jpg",
          audience: "vidhyashram",
        },
        database,
      );
      expect(bare).toMatchObject({
        title: "Independence Day",
        link: "https://photos.example.com/a",
        thumbnail: null,
      });
      expect(pictured.thumbnail).toBe("https://photos.example.com/b.jpg");
      expect(typeof bare.id).toBe("number");
      expect(bare.created_at).toMatch(ISO_TIMESTAMP);
      expect(await albums.get(bare.id, database)).toEqual(bare);
      expect(await albums.get(pictured.id, database)).toEqual(pictured);
    });

    it("lists newest id first, filters by school and limits", async () => {
      const make = (title: string, audience: "group" | "vidhyashram" | "vidhyapeeth") =>
        albums.create(
          { title, link: `https://photos.example.com/${title}`, thumbnail: null, audience },
          database,
        );
      const peeth = await make("peeth", "vidhyapeeth");
      const group = await make("group", "group");
      const ashram = await make("ashram", "vidhyashram");
      const titles = (rows: { title: string }[]) => rows.map((r) => r.title);
      expect(titles(await albums.list({}, database))).toEqual([ashram.title, group.title, peeth.title]);
      expect(titles(await albums.list({ school: "vidhyashram" }, database))).toEqual([
        ashram.title,
        group.title,
      ]);
      expect(titles(await albums.list({ school: "vidhyapeeth" }, database))).toEqual([
        group.title,
        peeth.title,
      ]);
      expect(titles(await albums.list({ limit: 1 }, database))).toEqual([ashram.title]);
    });

    it("updates the thumbnail both ways, refuses an unknown id and removes once", async () => {
      const row = await albums.create(
        { title: "Eco Club", link: "https://photos.example.com/eco", thumbnail: null, audience: "group" },
        database,
      );
      await tick();
      const pictured = await albums.update(
        row.id,
        {
          title: "Eco Club drive",
          link: "https://photos.example.com/eco-2",
          thumbnail: "https://photos.example.com/eco.jpg",
          audience: "vidhyapeeth",
        },
        database,
      );
      expect(pictured).toMatchObject({
        id: row.id,
        title: "Eco Club drive",
        link: "https://photos.example.com/eco-2",
        thumbnail: "https://photos.example.com/eco.jpg",
        audience: "vidhyapeeth",
        created_at: row.created_at,
      });
      expect(pictured?.updated_at).not.toBe(row.updated_at);
      const bare = await albums.update(
        row.id,
        {
          title: "Eco Club drive",
          link: "https://photos.example.com/eco-2",
          thumbnail: null,
          audience: "group",
        },
        database,
      );
      expect(bare?.thumbnail).toBeNull();
      expect(await albums.get(row.id, database)).toEqual(bare);
      expect(
        await albums.update(
          row.id + 1000,
          { title: "Ghost", link: "https://photos.example.com/x", thumbnail: null, audience: "group" },
          database,
        ),
      ).toBeUndefined();
      expect(await albums.remove(row.id, database)).toBe(true);
      expect(await albums.remove(row.id, database)).toBe(false);
      expect(await albums.get(row.id, database)).toBeUndefined();
    });
  });
});
