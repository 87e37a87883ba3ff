import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb, db, migrateToLatest } from "~/lib/platform/db.server";
import { announcements } from "~/lib/published/announcements.server";
import { notifications } from "~/lib/published/notifications.server";
import { mediaItems } from "~/lib/published/videos.server";
import { loadBoard } from "~/routes/site/group/notifications.server";
import { get, loaderData, routeHeaders } from "../../../../tests/support/routes";
import * as boardRoute from "./notifications";

/** The board's loader as React Router calls it, for the URL `path`. */
const load = (path: string) => loaderData(boardRoute, get(path));
const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

/** The board as the server renders it for `path`, from its real loader. */
async function render(path: string) {
  const loaderData = await load(path);
  const Stub = createRoutesStub([{ id: "board", path: "/notifications", Component: boardRoute.default }]);
  return renderToString(
    createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { board: loaderData } } }),
  );
}

describe("notice board loader", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs the specification's messages and returns empty lists when the database cannot be read", async () => {
    // The test file's database has no tables yet, so every read fails as a broken database would.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = await loadBoard();
    expect(result).toMatchObject({ notices: [], news: [], media: [] });
    // The board's own words fall back to the shipped ones.
    expect(result.page.title).toBe("Notice board");
    const messages = logged.mock.calls.map((call) => String(call[0]));
    expect(messages).toContain("Error fetching notifications:");
    expect(messages).toContain("Error fetching announcements:");
    expect(messages).toContain("Error fetching media library:");
    expect(String(logged.mock.calls[0]?.[1])).toMatch(/no such table/);
  });

  describe("with a working database", () => {
    beforeAll(async () => {
      await closeDb();
      await migrateToLatest(db());
    });

    it("returns every school's entries, newest first", async () => {
      await notifications.create({
        title: "A",
        description: "",
        date: "2026-01-01",
        audience: "vidhyashram",
      });
      await notifications.create({
        title: "B",
        description: "",
        date: "2026-02-01",
        audience: "vidhyapeeth",
      });
      await announcements.create({
        title: "C",
        description: "",
        link: null,
        date: "2026-01-01",
        audience: "group",
      });
      await mediaItems.create({ title: "D", youtube_id: "aBcDeFgHiJ0", audience: "group" });
      const result = await loadBoard();
      expect(result.notices.map((n) => n.title)).toEqual(["B", "A"]);
      expect(result.news.map((a) => a.title)).toEqual(["C"]);
      expect(result.media.map((m) => m.youtube_id)).toEqual(["aBcDeFgHiJ0"]);
      // Each notice says whom it is for, so the page can label it with its school.
      expect(result.notices.map((n) => n.audience)).toEqual(["vidhyapeeth", "vidhyashram"]);
      expect(result.school).toBeUndefined();
    });

    describe("filtered by school", () => {
      beforeAll(async () => {
        await notifications.create({
          title: "Group notice",
          description: "",
          date: "2026-01-15",
          audience: "group",
        });
        await announcements.create({
          title: "Vidhyapeeth announcement",
          description: "",
          link: null,
          date: "2026-01-20",
          audience: "vidhyapeeth",
        });
        await mediaItems.create({
          title: "Vidhyashram video",
          youtube_id: "vIdHyAsHrAm",
          audience: "vidhyashram",
        });
      });

      it("?school=vidhyapeeth shows that school's entries and the group's, not the other school's", async () => {
        const result = await load("/notifications?school=vidhyapeeth");
        expect(result.school).toBe("vidhyapeeth");
        expect(titles(result.notices)).toEqual(["B", "Group notice"]);
        expect(titles(result.news)).toEqual(["Vidhyapeeth announcement", "C"]);
        expect(titles(result.media)).toEqual(["D"]);
      });

      it("?school=vidhyashram shows that school's entries and the group's", async () => {
        const result = await load("/notifications?school=vidhyashram");
        expect(result.school).toBe("vidhyashram");
        expect(titles(result.notices)).toEqual(["Group notice", "A"]);
        expect(titles(result.news)).toEqual(["C"]);
        expect(titles(result.media)).toEqual(["Vidhyashram video", "D"]);
      });

      it("no filter, an unknown school, or an empty or repeated value shows everything, never an error", async () => {
        const all = await load("/notifications");
        expect(all.school).toBeUndefined();
        expect(titles(all.notices)).toEqual(["B", "Group notice", "A"]);
        for (const query of [
          "?school=",
          "?school=group",
          "?school=oxford",
          "?school=%E0%AE%B5",
          "?school[]=x",
        ]) {
          const result = await load(`/notifications${query}`);
          expect(result.school, query).toBeUndefined();
          expect(titles(result.notices), query).toEqual(titles(all.notices));
          expect(titles(result.news), query).toEqual(titles(all.news));
          expect(titles(result.media), query).toEqual(titles(all.media));
        }
      });

      it("labels each entry with its school and marks the chosen filter, as links that need no script", async () => {
        const html = await render("/notifications?school=vidhyapeeth");
        const links = [...html.matchAll(/<a [^>]*>(All|Vidhyashram|Vidhyapeeth)<\/a>/g)].map((m) => m[0]);
        expect(links).toHaveLength(3);
        expect(links[0]).toContain('href="/notifications"');
        expect(links[1]).toContain('href="/notifications?school=vidhyashram"');
        expect(links[2]).toContain('href="/notifications?school=vidhyapeeth"');
        expect(links.filter((link) => link.includes('aria-current="page"'))).toEqual([links[2]]);
        // The tags: B is Vidhyapeeth's, the group's notice is for both schools.
        // Each title leads to the notice's own page.
        expect(html).toMatch(/>Vidhyapeeth<\/span> <a [^>]*href="\/notices\/\d+-b"[^>]*>B<\/a>/);
        expect(html).toMatch(
          />Both schools<\/span> <a [^>]*href="\/notices\/\d+-group-notice"[^>]*>Group notice<\/a>/,
        );
        expect(html).not.toMatch(/>A<\/a>/);

        const all = await render("/notifications?school=nonsense");
        expect(all).toMatch(/aria-current="page"[^>]*>All<\/a>|<a [^>]*aria-current="page"[^>]*>All</);
        expect(all).toMatch(/>Vidhyashram<\/span> <a [^>]*>A<\/a>/);
      });

      it("reads the school's name in any letter case and ignores other parameters", async () => {
        const result = await load("/notifications?utm_source=sms&school=VidhyaPeeth");
        expect(result.school).toBe("vidhyapeeth");
        expect(titles(result.notices)).toEqual(["B", "Group notice"]);
      });
    });
  });

  it("tells the page cache that the page reads `school`, so each filter is kept apart", () => {
    const values = routeHeaders(boardRoute);
    expect(values.get("Cache-Control")).toMatch(/^public/);
    expect(values.get("X-Page-Query")).toBe("school");
  });
});
