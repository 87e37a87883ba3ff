import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { notifications } from "~/lib/published/notifications.server";
import { refreshSearchIndex, searchIndexIdle } from "~/lib/search/search.server";
import { callLoader, get, headerOf, loaderData, routeHeaders } from "../../../../tests/support/routes";
import * as searchRoute from "./search";

/** The search page's loader as React Router calls it, for the URL `path`. */
const load = (path: string) => loaderData(searchRoute, get(path));

/** The page as the server renders it for `path`, from its real loader. */
async function render(path: string) {
  const data = await load(path);
  const Stub = createRoutesStub([{ id: "search", path: "/search", Component: searchRoute.default }]);
  return renderToString(
    createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { search: data } } }),
  );
}

describe("the search page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says search is unavailable, and answers, when the database cannot be searched", async () => {
    // The test file's database has no tables yet, as a broken database would.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const html = await render("/search?q=fees");
    expect(html).toContain("Search is not available just now");
    expect(logged.mock.calls.map((call) => String(call[0]))).toContain("Error fetching search results:");
  });

  describe("with a working database", () => {
    beforeAll(async () => {
      await migrateToLatest(db());
      await notifications.create({
        title: "Annual day",
        description: "Parents are welcome at the <b>annual</b> day in the auditorium.",
        date: "2026-12-01",
        audience: "vidhyashram",
      });
      // Searches answer from the index as it is and rebuild it in the background: build it first, as
      // the server's start-up job does.
      await refreshSearchIndex(db());
    });

    it("shows the results with the kind, the title as a link, the school, the date and the marked words", async () => {
      const html = await render("/search?q=auditorium");
      expect(html).toContain("1 result for “auditorium”");
      expect(html).toContain("Notice");
      expect(html).toMatch(/<a[^>]+href="\/notices\/1-annual-day"[^>]*>Annual day<\/a>/);
      expect(html).toContain("Vidhyashram");
      expect(html).toContain("1 Dec 2026");
      expect(html).toContain('<mark class="rounded-sm bg-gold-300 px-0.5 text-inherit">auditorium</mark>');
      // What a clerk typed is text, never HTML.
      expect(html).toContain("&lt;b&gt;annual&lt;/b&gt;");
    });

    it("keeps the words in the field and the school chosen", async () => {
      const html = await render("/search?q=auditorium&school=vidhyashram");
      expect(html).toMatch(/<input[^>]+name="q"[^>]+value="auditorium"/);
      expect(html).toMatch(/<option value="vidhyashram" selected="">/);
      expect(html).toContain("1 result for “auditorium” at ");
    });

    it("says so when nothing is found", async () => {
      const html = await render("/search?q=zzyzx");
      expect(html).toContain("No results for “zzyzx”");
    });

    it("asks for a word, next to the field, when the query has none; searches nothing without a query", async () => {
      const empty = await load("/search?q=%22*%22");
      expect(empty).toMatchObject({ answer: null, error: "Type a word to search for, such as fees or bus." });
      const html = await render("/search?q=");
      expect(html).toMatch(/aria-invalid="true"/);
      expect(html).toContain("Type a word to search for");
      expect(await load("/search")).toMatchObject({ answer: null, query: "", unavailable: false });
      expect(await load("/search")).not.toHaveProperty("error");
    });

    it("is a public page the cache keeps per query and school, and kept out of search engines' results", async () => {
      const headers = routeHeaders(searchRoute);
      expect(headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
      expect(headers.get("X-Page-Query")).toBe("q,school");
      const meta = searchRoute.meta({
        loaderData: await load("/search?q=fees"),
        matches: [],
      } as unknown as Parameters<typeof searchRoute.meta>[0]);
      expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    });

    it("answers at once while the index is rebuilt, and the page cache keeps no copy of that answer", async () => {
      await notifications.create({
        title: "Kite festival",
        description: "Kites on the playground.",
        date: "2026-12-02",
        audience: "group",
      });
      const meanwhile = await callLoader(searchRoute, get("/search?q=kites"));
      expect(headerOf(meanwhile, "X-Page-Fresh-Until")).not.toBeNull();
      await searchIndexIdle(db());
      const html = await render("/search?q=kites");
      expect(html).toContain("1 result for “kites”");
    });
  });
});
