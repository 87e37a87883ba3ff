import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { editables } from "../content-store/editables.server";
import { syncPageDefaults } from "../content-store/page-store.server";
import { syncDocumentDefaults } from "../documents/documents.server";
import type { DB } from "../platform/db.server";
import { withLease } from "./lease.server";
import {
  brokenLinks,
  checkLinks,
  collectLinks,
  lastLinkCheck,
  ownBaseUrl,
  scheduledLinkCheck,
} from "./link-check.server";

/**
 * The link check: every link the site shows (documents, pages, settings, notices, albums) is found
 * with the places that show it, asked for over HTTP (HEAD, else GET), and the broken ones are listed
 * for the compliance dashboard with the page they are on. A local server answers every request: it
 * stands for the site (internal links) and for the outside world (absolute URLs); a fetch that would
 * leave the machine fails the test.
 */

/** What the local server saw: method and path of each request. */
const seen: string[] = [];
let server: Server;
let base: string;

/** The local server's answers, by path. */
function answer(req: IncomingMessage, res: ServerResponse): void {
  const path = req.url ?? "/";
  seen.push(`${req.method} ${path}`);
  const redirect = (status: number, to: string) => {
    res.writeHead(status, { location: to });
    res.end();
  };
  switch (new URL(path, base).pathname) {
    case "/ok":
    case "/aboutus":
    case "/documents/kept.pdf":
      res.writeHead(200, { "content-type": "text/html" });
      res.end("fine");
      return;
    case "/fail":
      res.writeHead(500);
      res.end();
      return;
    case "/moved":
      redirect(301, "/ok");
      return;
    case "/loop-a":
      redirect(302, "/loop-b");
      return;
    case "/loop-b":
      redirect(302, `${base}/loop-a`);
      return;
    case "/no-head":
      res.writeHead(req.method === "HEAD" ? 405 : 200);
      res.end();
      return;
    case "/silent":
      // Never answers: the check gives up after its timeout.
      return;
    default:
      // /missing, /gone, and /documents/removed.pdf (a document whose file was removed).
      res.writeHead(404);
      res.end();
  }
}

/** `fetch`, refusing anything but the local server so that no test traffic leaves the machine. */
const localFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin !== base) throw new Error(`The test tried to reach ${url.origin}`);
  return fetch(input, init);
};

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const NOW = new Date("2026-04-02T03:30:00.000Z");

/** Stores a published page at `path` (visible unless `hidden`). */
async function putPage(db: DB, path: string, value: unknown, hidden = false): Promise<void> {
  await db.deleteFrom("pages").where("path", "=", path).execute();
  await db
    .insertInto("pages")
    .values({
      path,
      section: "group",
      published: JSON.stringify(value),
      default_hash: "test",
      updated_at: NOW.toISOString(),
      origin: "office",
      hidden: hidden ? 1 : 0,
    })
    .execute();
}

/** Stores a document at `path`. */
async function putDocument(db: DB, path: string, title: string): Promise<void> {
  await db
    .insertInto("documents")
    .values({
      path,
      title,
      category: "affiliation",
      audience: "vidhyashram",
      size: 1000,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    })
    .execute();
}

for (const target of testDatabases()) {
  describe(`the links the site shows (${target.name})`, () => {
    let db: DB;
    beforeAll(async () => {
      db = await target.open();
      await syncPageDefaults(
        [...editables.values()].map((entry) => ({ path: entry.path, value: entry.shipped })),
        db,
      );
      await syncDocumentDefaults(undefined, db);
    });
    afterAll(() => target.close());

    it("are found in the documents, pages and settings, each with where it is shown", async () => {
      const links = await collectLinks(db);
      const at = (url: string) => links.find((link) => link.url === url)?.foundOn;

      // A document: on the page that links to it and in the Documents tab.
      expect(at("/documents/vidhyashram/affiliation-letter.pdf")).toEqual(
        expect.arrayContaining([
          { path: "/vidhyashram/publicdisclosure", title: expect.any(String) },
          expect.objectContaining({ path: expect.stringMatching(/^\/admin\/documents\/\d+$/) }),
        ]),
      );
      // A site setting: where the office changes it.
      expect(at("https://fees.vidhyashram.example.org/")).toEqual(
        expect.arrayContaining([{ path: "/admin/settings/links", title: expect.any(String) }]),
      );
      // A menu entry.
      expect(at("/bus-routes")).toEqual(
        expect.arrayContaining([{ path: "/admin/settings/navigation", title: expect.any(String) }]),
      );
      // A link between content pages, with the page's title.
      expect(at("/vidhyapeeth/aboutus/smdc")).toContainEqual({
        path: "/vidhyapeeth/aboutus/history",
        title: expect.stringMatching(/\w/),
      });
      for (const link of links) {
        expect(link.url).toMatch(/^(https?:\/\/[^\s#]+|\/[^\s#]*)$/);
        expect(link.url).not.toContain("{{");
        expect(link.foundOn.length).toBeGreaterThan(0);
      }
      expect(links.map((l) => l.url)).toEqual([...new Set(links.map((l) => l.url))]);
    });

    it("leave out mailto:, tel:, anchors, {{references}}, a page's own address and hidden pages", async () => {
      await putPage(db, "/test/own-address", {
        path: "/test/own-address",
        title: "Own address",
        blocks: [
          { href: "mailto:office@example.org" },
          { href: "tel:{{Vidhyashram office phone}}" },
          { href: "#top" },
          { href: "{{Admissions form}}" },
          { to: "/aboutus#history" },
          { text: "Read more at https://example.org/notice-in-text." },
        ],
      });
      await putPage(
        db,
        "/test/hidden",
        { title: "Hidden", blocks: [{ href: "https://hidden.example.org/" }] },
        true,
      );
      await db.updateTable("pages").set({ hidden: 1 }).where("path", "=", "/srmjvteam").execute();
      const links = await collectLinks(db);
      // The menus leave out a hidden page, so its entry is no link (content pages still link to it).
      expect(links.find((link) => link.url === "/srmjvteam")?.foundOn ?? []).not.toContainEqual(
        expect.objectContaining({ path: "/admin/settings/navigation" }),
      );
      await db.updateTable("pages").set({ hidden: 0 }).where("path", "=", "/srmjvteam").execute();
      expect((await collectLinks(db)).find((link) => link.url === "/srmjvteam")?.foundOn).toContainEqual(
        expect.objectContaining({ path: "/admin/settings/navigation" }),
      );
      const from = links.filter((link) => link.foundOn.some((place) => place.path === "/test/own-address"));
      expect(from.map((link) => link.url).sort()).toEqual(["/aboutus", "https://example.org/notice-in-text"]);
      expect(links.find((link) => link.url === "https://hidden.example.org/")).toBeUndefined();
      await db.deleteFrom("pages").where("path", "in", ["/test/own-address", "/test/hidden"]).execute();
    });

    it("include notices, announcements and link albums", async () => {
      const stamp = { created_at: NOW.toISOString(), updated_at: NOW.toISOString() };
      await db
        .insertInto("notifications")
        .values({
          title: "Sports day",
          description: "Programme at https://sports.example.org/2026.",
          date: "2026-04-01",
          audience: "group",
          ...stamp,
        })
        .execute();
      await db
        .insertInto("announcements")
        .values({
          title: "Results",
          description: "",
          link: "https://results.example.org/",
          date: "2026-04-01",
          audience: "group",
          ...stamp,
        })
        .execute();
      await db
        .insertInto("albums")
        .values({
          title: "Annual day",
          link: "https://photos.example.org/annual",
          thumbnail: null,
          audience: "vidhyapeeth",
          ...stamp,
        })
        .execute();
      const links = await collectLinks(db);
      const at = (url: string) => links.find((link) => link.url === url)?.foundOn;
      expect(at("https://sports.example.org/2026")).toEqual([
        { path: "/notifications", title: "Sports day" },
      ]);
      expect(at("https://results.example.org/")).toEqual([{ path: "/notifications", title: "Results" }]);
      expect(at("https://photos.example.org/annual")).toEqual([
        { path: "/vidhyapeeth/gallery", title: "Annual day" },
      ]);
      await db.deleteFrom("notifications").execute();
      await db.deleteFrom("announcements").execute();
      await db.deleteFrom("albums").execute();
    });
  });

  describe(`checking the links (${target.name})`, () => {
    let db: DB;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(() => target.close());

    it("records each kind of answer, with the reason in plain words", async () => {
      const urls = ["/ok", "/missing", "/fail", "/moved", "/loop-a", "/no-head", "/silent"].map(
        (p) => `${base}${p}`,
      );
      await putPage(db, "/answers", { title: "Answers", blocks: urls.map((href) => ({ href })) });
      seen.length = 0;
      const summary = await checkLinks({
        db,
        baseUrl: base,
        fetchImpl: localFetch,
        timeoutMs: 300,
        now: () => NOW,
      });
      expect(summary.checked).toBe(7);
      const rows = await db.selectFrom("link_checks").selectAll().orderBy("url").execute();
      const byPath = Object.fromEntries(rows.map((row) => [row.url.slice(base.length), row]));
      expect(byPath["/ok"]).toMatchObject({
        outcome: "ok",
        status: 200,
        redirects: 0,
        final_url: null,
        error: null,
      });
      expect(byPath["/missing"]).toMatchObject({
        outcome: "broken",
        status: 404,
        error: "The server answered 404 Not Found",
      });
      expect(byPath["/fail"]).toMatchObject({
        outcome: "broken",
        status: 500,
        error: "The server answered 500 Internal Server Error",
      });
      expect(byPath["/moved"]).toMatchObject({
        outcome: "redirect",
        status: 200,
        redirects: 1,
        final_url: `${base}/ok`,
        error: null,
      });
      expect(byPath["/loop-a"]).toMatchObject({ outcome: "loop", status: 302 });
      expect(byPath["/loop-a"]?.error).toMatch(/loop/i);
      expect(byPath["/no-head"]).toMatchObject({ outcome: "ok", status: 200 });
      expect(seen.filter((line) => line.endsWith(" /no-head"))).toEqual(["HEAD /no-head", "GET /no-head"]);
      expect(byPath["/silent"]).toMatchObject({
        outcome: "timeout",
        status: null,
        error: "No answer within 0.3 seconds",
      });
      expect(byPath["/silent"]?.ms).toBeGreaterThanOrEqual(250);
      for (const row of rows) {
        expect(row.checked_at).toBe(NOW.toISOString());
        expect(JSON.parse(row.found_on)).toEqual([{ path: "/answers", title: "Answers" }]);
      }
      expect(summary.broken.map((b) => b.url.slice(base.length)).sort()).toEqual(
        ["/fail", "/loop-a", "/missing", "/silent"].sort(),
      );
      await db.deleteFrom("pages").where("path", "=", "/answers").execute();
    });

    it("reports a document whose file was removed and a dead link on a page, with the page they are on", async () => {
      await db.deleteFrom("link_checks").execute();
      await putDocument(db, "/documents/removed.pdf", "Fire safety certificate");
      await putDocument(db, "/documents/kept.pdf", "Affiliation letter");
      await putPage(db, "/vidhyashram/publicdisclosure", {
        title: "Mandatory Public Disclosure",
        blocks: [
          { href: "/documents/removed.pdf", label: "Fire safety certificate" },
          { href: "/documents/kept.pdf" },
          { href: `${base}/gone`, label: "CBSE circular" },
          { to: "/aboutus" },
        ],
      });
      const summary = await checkLinks({
        db,
        baseUrl: base,
        fetchImpl: localFetch,
        timeoutMs: 300,
        now: () => NOW,
      });
      expect(summary.checked).toBe(4);
      const broken = await brokenLinks(db);
      expect(broken).toEqual([
        {
          url: "/documents/removed.pdf",
          outcome: "broken",
          status: 404,
          error: "The server answered 404 Not Found",
          foundOn: expect.arrayContaining([
            { path: "/vidhyashram/publicdisclosure", title: "Mandatory Public Disclosure" },
            { path: expect.stringMatching(/^\/admin\/documents\/\d+$/), title: "Fire safety certificate" },
          ]),
          checkedAt: NOW.toISOString(),
        },
        {
          url: `${base}/gone`,
          outcome: "broken",
          status: 404,
          error: "The server answered 404 Not Found",
          foundOn: [{ path: "/vidhyashram/publicdisclosure", title: "Mandatory Public Disclosure" }],
          checkedAt: NOW.toISOString(),
        },
      ]);
      expect(summary.broken).toEqual(broken);
      expect(await lastLinkCheck(db)).toBe(NOW.toISOString());
    });

    it("forgets links no longer on the site, and lists the worst failures first", async () => {
      await db.deleteFrom("documents").execute();
      await putPage(db, "/vidhyashram/publicdisclosure", {
        title: "Mandatory Public Disclosure",
        blocks: [{ href: `${base}/silent` }, { href: `${base}/missing` }, { href: `${base}/ok` }],
      });
      const later = new Date(NOW.getTime() + 86_400_000);
      await checkLinks({ db, baseUrl: base, fetchImpl: localFetch, timeoutMs: 300, now: () => later });
      const urls = (await db.selectFrom("link_checks").select("url").orderBy("url").execute()).map(
        (r) => r.url,
      );
      expect(urls).toEqual([`${base}/missing`, `${base}/ok`, `${base}/silent`]);
      expect((await brokenLinks(db)).map((b) => [b.url, b.outcome])).toEqual([
        [`${base}/missing`, "broken"],
        [`${base}/silent`, "timeout"],
      ]);
      expect(await lastLinkCheck(db)).toBe(later.toISOString());
    });

    it("without the site's address, leaves the site's own links unchecked and keeps what it knew of them", async () => {
      await db.deleteFrom("link_checks").execute();
      await putPage(db, "/vidhyashram/publicdisclosure", {
        title: "Mandatory Public Disclosure",
        blocks: [{ href: "/documents/removed.pdf" }, { href: `${base}/ok` }],
      });
      await checkLinks({ db, baseUrl: base, fetchImpl: localFetch, timeoutMs: 300, now: () => NOW });
      seen.length = 0;
      const summary = await checkLinks({ db, fetchImpl: localFetch, timeoutMs: 300, now: () => NOW });
      expect(summary.checked).toBe(1);
      expect(summary.skipped).toEqual(["/documents/removed.pdf"]);
      expect(seen).toEqual([`HEAD /ok`]);
      expect((await brokenLinks(db)).map((b) => b.url)).toEqual(["/documents/removed.pdf"]);
    });

    it("asks at most `concurrency` addresses at once", async () => {
      const urls = Array.from({ length: 6 }, (_, i) => `${base}/silent?${i}`);
      await putPage(db, "/vidhyashram/publicdisclosure", {
        title: "Many",
        blocks: urls.map((href) => ({ href })),
      });
      const started = Date.now();
      const summary = await checkLinks({
        db,
        baseUrl: base,
        fetchImpl: localFetch,
        timeoutMs: 200,
        concurrency: 2,
        now: () => NOW,
      });
      expect(summary.checked).toBe(6);
      // Six timeouts of 200 ms, two at a time: three rounds.
      expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    });
  });
}

for (const target of testDatabases()) {
  describe(`the daily job (${target.name})`, () => {
    let db: DB;
    beforeAll(async () => {
      db = await target.open();
      await putPage(db, "/vidhyashram/publicdisclosure", {
        title: "Mandatory Public Disclosure",
        blocks: [{ href: "/missing" }, { href: `${base}/moved` }, { href: `${base}/ok` }],
      });
    });
    afterAll(() => target.close());
    const job = { baseUrl: base, fetchImpl: localFetch, timeoutMs: 300 };

    it("does nothing when LINK_CHECK is off", async () => {
      seen.length = 0;
      expect(await scheduledLinkCheck({ ...job, db, enabled: false, now: () => NOW })).toBeUndefined();
      expect(seen).toEqual([]);
      expect(await lastLinkCheck(db)).toBeNull();
    });

    it("does nothing while another instance holds the lease", async () => {
      seen.length = 0;
      const outcome = await withLease(
        "link-check",
        60_000,
        () => scheduledLinkCheck({ ...job, db, enabled: true, now: () => NOW }),
        { db, holder: "another instance", now: () => NOW },
      );
      expect(outcome).toEqual({ ran: true, result: undefined });
      expect(seen).toEqual([]);
    });

    it("checks and says what it found, then waits for the next day", async () => {
      expect(await scheduledLinkCheck({ ...job, db, enabled: true, now: () => NOW })).toBe(
        "3 links checked: 1 broken, 1 redirected",
      );
      seen.length = 0;
      const restart = new Date(NOW.getTime() + 60 * 60 * 1000);
      expect(await scheduledLinkCheck({ ...job, db, enabled: true, now: () => restart })).toBeUndefined();
      expect(seen).toEqual([]);
      const nextDay = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
      expect(await scheduledLinkCheck({ ...job, db, enabled: true, now: () => nextDay })).toBe(
        "3 links checked: 1 broken, 1 redirected",
      );
      expect(await lastLinkCheck(db)).toBe(nextDay.toISOString());
    });
  });
}

describe("the site's own address for the daily check", () => {
  it("is the loopback when the server listens everywhere or there, else the address it listens on", () => {
    expect(ownBaseUrl({ HOST: "0.0.0.0", PORT: 3000 })).toBe("http://127.0.0.1:3000");
    expect(ownBaseUrl({ HOST: "::", PORT: 8080 })).toBe("http://127.0.0.1:8080");
    expect(ownBaseUrl({ HOST: "localhost", PORT: 3000 })).toBe("http://127.0.0.1:3000");
    expect(ownBaseUrl({ HOST: "10.0.0.5", PORT: 3000 })).toBe("http://10.0.0.5:3000");
    expect(ownBaseUrl({ HOST: "fd00::5", PORT: 3000 })).toBe("http://[fd00::5]:3000");
  });
});

describe("before the first check", () => {
  it("there is no last check", async () => {
    const [first] = testDatabases();
    const db = await first?.open();
    if (!first || !db) throw new Error("no test database");
    expect(await lastLinkCheck(db)).toBeNull();
    expect(await brokenLinks(db)).toEqual([]);
    await first.close();
  });
});
