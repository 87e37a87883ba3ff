import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, isIP } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { editables } from "../content-store/editables.server";
import { syncPageDefaults } from "../content-store/page-store.server";
import { syncDocumentDefaults } from "../documents/documents.server";
import type { DB } from "../platform/db.server";
import { withLease } from "../platform/lease.server";
import {
  brokenLinks,
  checkLink,
  checkLinks,
  collectLinks,
  isPublicWebAddress,
  type LinkNetwork,
  lastLinkCheck,
  NOT_ALLOWED,
  NOT_REACHED,
  ownBaseUrl,
  scheduledLinkCheck,
} from "./link-check.server";
import { isPublicAddress } from "./public-address.server";

/**
 * The link check: every link the site shows (documents, pages, settings, notices, albums) is found
 * with the places that show it, asked for over HTTP (HEAD, else GET), and the failed ones are listed
 * for the compliance dashboard with the page they are on, as "broken" or "not allowed". A local server
 * stands for the site (internal links) and for a public site (absolute URLs); a second one stands for a
 * service inside the school's network, which the check must never reach. Made-up names resolve through
 * the test's own resolver, so no test traffic leaves the machine.
 */

/** What the local server saw: method and path of each request. */
const seen: string[] = [];
/** What the inside service saw: it must stay empty. */
const insideSeen: string[] = [];
/** Requests to `/held` the server has not answered yet. */
const held: ServerResponse[] = [];
let heldChanged: () => void = () => undefined;
let server: Server;
let inside: Server;
let base: string;
let port: number;
let insideBase: string;

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
    case "/to-inside":
      redirect(302, `${insideBase}/secret`);
      return;
    case "/to-intranet":
      redirect(302, "http://intranet.test/");
      return;
    case "/to-file":
      redirect(302, "file:///etc/passwd");
      return;
    case "/held":
      // Answered when the test says so.
      held.push(res);
      heldChanged();
      return;
    case "/reset":
      // Hangs up without an answer, as a site behind a broken proxy does.
      req.socket.destroy();
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

/** Resolves when `count` requests to `/held` are waiting. */
function heldReaches(count: number): Promise<void> {
  return new Promise((resolve) => {
    heldChanged = () => {
      if (held.length >= count) resolve();
    };
    heldChanged();
  });
}

/** The made-up names the test resolver knows, and their addresses; any other name is unknown. */
const NAMES: Record<string, string[]> = {
  "news.test": ["127.0.0.1"],
  "intranet.test": ["10.0.0.1"],
  "split.test": ["127.0.0.1", "10.0.0.1"],
  "metadata.test": ["169.254.169.254"],
  "metadata6.test": ["fd00:ec2::254"],
  "portal.test": ["93.184.215.14"],
};
/** How often each name was resolved. */
const resolved: string[] = [];
const resolve: NonNullable<LinkNetwork["resolve"]> = async (host) => {
  resolved.push(host);
  const addresses = NAMES[host];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return addresses.map((address) => ({ address, family: isIP(address) }));
};

/**
 * The network of most tests: production's rule, except that the local server (127.0.0.1 on its port)
 * counts as a public site. The inside service, on another port of the same loopback, stays refused.
 */
const local: LinkNetwork = {
  resolve,
  allow: (address, onPort) =>
    (address === "127.0.0.1" && onPort === port) || isPublicWebAddress(address, onPort),
};

/**
 * The timeout (ms) given to links that answer: an hour, longer than any test may run, so that however
 * busy the machine, an answer is never given up for a timeout. Only `/silent` never answers; the tests
 * of it give their own short timeout or budget.
 */
const ANSWERED = 60 * 60_000;

/** Production's address rule with every port open, so a refusal below is the address's doing. */
const anyPort: LinkNetwork = { resolve, allow: (address) => isPublicAddress(address) };

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  inside = createServer((req, res) => {
    insideSeen.push(`${req.method} ${req.url}`);
    res.end("internal");
  });
  await new Promise<void>((done) => inside.listen(0, "127.0.0.1", done));
  insideBase = `http://127.0.0.1:${(inside.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of held.splice(0)) res.end();
  server.closeAllConnections();
  inside.closeAllConnections();
  await Promise.all([new Promise((done) => server.close(done)), new Promise((done) => inside.close(done))]);
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

    it("records each kind of answer as ok, redirected, broken or not allowed, never how a connection failed", async () => {
      const urls = ["/ok", "/missing", "/fail", "/moved", "/loop-a", "/no-head", "/reset"].map(
        (p) => `${base}${p}`,
      );
      urls.push(`${insideBase}/admin`);
      await putPage(db, "/answers", { title: "Answers", blocks: urls.map((href) => ({ href })) });
      seen.length = 0;
      insideSeen.length = 0;
      const summary = await checkLinks({
        db,
        baseUrl: base,
        network: local,
        timeoutMs: ANSWERED,
        now: () => NOW,
      });
      expect(summary.checked).toBe(8);
      expect(summary.unfinished).toBe(0);
      const rows = await db.selectFrom("link_checks").selectAll().orderBy("url").execute();
      const byPath = Object.fromEntries(
        rows.filter((row) => row.url.startsWith(`${base}/`)).map((row) => [row.url.slice(base.length), row]),
      );
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
        error: "The site answered 404 Not Found",
      });
      expect(byPath["/fail"]).toMatchObject({
        outcome: "broken",
        status: 500,
        error: "The site answered 500 Internal Server Error",
      });
      expect(byPath["/moved"]).toMatchObject({
        outcome: "redirect",
        status: 200,
        redirects: 1,
        final_url: `${base}/ok`,
        error: null,
      });
      expect(byPath["/loop-a"]).toMatchObject({ outcome: "broken", error: NOT_REACHED });
      expect(byPath["/no-head"]).toMatchObject({ outcome: "ok", status: 200 });
      expect(seen.filter((line) => line.endsWith(" /no-head"))).toEqual(["HEAD /no-head", "GET /no-head"]);
      expect(byPath["/reset"]).toMatchObject({ outcome: "broken", status: null, error: NOT_REACHED });
      // The inside service is on this machine: not allowed, and never asked.
      expect(rows.find((row) => row.url === `${insideBase}/admin`)).toMatchObject({
        status: null,
        error: NOT_ALLOWED,
      });
      expect(insideSeen).toEqual([]);
      for (const row of rows) {
        expect([null, NOT_REACHED, NOT_ALLOWED]).toContain(
          row.error?.startsWith("The site answered ") ? null : row.error,
        );
        expect(row.checked_at).toBe(NOW.toISOString());
        expect(JSON.parse(row.found_on)).toEqual([{ path: "/answers", title: "Answers" }]);
      }
      expect(
        summary.broken.map((b) => [
          b.url === `${insideBase}/admin` ? "inside/admin" : b.url.slice(base.length),
          b.outcome,
        ]),
      ).toEqual([
        ["/fail", "broken"],
        ["/loop-a", "broken"],
        ["/missing", "broken"],
        ["/reset", "broken"],
        ["inside/admin", "not allowed"],
      ]);
      expect(summary.broken.find((b) => b.url.endsWith("/reset"))).toMatchObject({
        status: null,
        reason: NOT_REACHED,
      });
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
        network: local,
        timeoutMs: ANSWERED,
        now: () => NOW,
      });
      expect(summary.checked).toBe(4);
      const broken = await brokenLinks(db);
      expect(broken).toEqual([
        {
          url: "/documents/removed.pdf",
          outcome: "broken",
          status: 404,
          reason: "The site answered 404 Not Found",
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
          reason: "The site answered 404 Not Found",
          foundOn: [{ path: "/vidhyashram/publicdisclosure", title: "Mandatory Public Disclosure" }],
          checkedAt: NOW.toISOString(),
        },
      ]);
      expect(summary.broken).toEqual(broken);
      expect(await lastLinkCheck(db)).toBe(NOW.toISOString());
    });

    it("forgets links no longer on the site, and lists broken links before the ones not allowed", async () => {
      await db.deleteFrom("documents").execute();
      await putPage(db, "/vidhyashram/publicdisclosure", {
        title: "Mandatory Public Disclosure",
        blocks: [
          { href: `${insideBase}/x` },
          { href: `${base}/reset` },
          { href: `${base}/missing` },
          { href: `${base}/ok` },
        ],
      });
      const later = new Date(NOW.getTime() + 86_400_000);
      await checkLinks({ db, baseUrl: base, network: local, timeoutMs: ANSWERED, now: () => later });
      const urls = (await db.selectFrom("link_checks").select("url").orderBy("url").execute()).map(
        (r) => r.url,
      );
      expect(urls.sort()).toEqual(
        [`${base}/missing`, `${base}/ok`, `${base}/reset`, `${insideBase}/x`].sort(),
      );
      expect((await brokenLinks(db)).map((b) => [b.url, b.outcome])).toEqual([
        [`${base}/missing`, "broken"],
        [`${base}/reset`, "broken"],
        [`${insideBase}/x`, "not allowed"],
      ]);
      expect(await lastLinkCheck(db)).toBe(later.toISOString());
    });

    it("reads the failures older checks kept as broken, without their network detail", async () => {
      await db.deleteFrom("link_checks").execute();
      const old = { redirects: 0, ms: 5, checked_at: NOW.toISOString(), found_on: "[]", final_url: null };
      await db
        .insertInto("link_checks")
        .values([
          {
            url: "https://a.example.org/",
            outcome: "error",
            status: null,
            error: "The server refused the connection",
            ...old,
          },
          {
            url: "https://b.example.org/",
            outcome: "timeout",
            status: null,
            error: "No answer within 10 seconds",
            ...old,
          },
          {
            url: "https://c.example.org/",
            outcome: "loop",
            status: 302,
            error: "The address redirects in a loop",
            ...old,
          },
        ])
        .execute();
      expect((await brokenLinks(db)).map((b) => [b.outcome, b.status, b.reason])).toEqual([
        ["broken", null, NOT_REACHED],
        ["broken", null, NOT_REACHED],
        ["broken", null, NOT_REACHED],
      ]);
      await db.deleteFrom("link_checks").execute();
    });

    it("without the site's address, leaves the site's own links unchecked and keeps what it knew of them", async () => {
      await db.deleteFrom("link_checks").execute();
      await putPage(db, "/vidhyashram/publicdisclosure", {
        title: "Mandatory Public Disclosure",
        blocks: [{ href: "/documents/removed.pdf" }, { href: `${base}/ok` }],
      });
      await checkLinks({ db, baseUrl: base, network: local, timeoutMs: ANSWERED, now: () => NOW });
      seen.length = 0;
      const summary = await checkLinks({ db, network: local, timeoutMs: ANSWERED, now: () => NOW });
      expect(summary.checked).toBe(1);
      expect(summary.skipped).toEqual(["/documents/removed.pdf"]);
      expect(seen).toEqual([`HEAD /ok`]);
      expect((await brokenLinks(db)).map((b) => b.url)).toEqual(["/documents/removed.pdf"]);
    });

    it("asks the site's own address for its own links only, and no further than the site", async () => {
      await db.deleteFrom("link_checks").execute();
      await putPage(db, "/vidhyashram/publicdisclosure", {
        title: "Mandatory Public Disclosure",
        // The same local server, once as the site's own path and once written as an absolute address.
        blocks: [{ href: "/ok" }, { href: "/moved" }, { href: `${base}/ok` }, { href: "/to-inside" }],
      });
      seen.length = 0;
      insideSeen.length = 0;
      // Production's rule: this machine is not allowed, except as the site itself.
      await checkLinks({ db, baseUrl: base, network: { resolve }, timeoutMs: ANSWERED, now: () => NOW });
      const rows = await db.selectFrom("link_checks").select(["url", "outcome", "final_url"]).execute();
      const outcome = (url: string) => rows.find((row) => row.url === url);
      expect(outcome("/ok")?.outcome).toBe("ok");
      expect(outcome("/moved")).toMatchObject({ outcome: "redirect", final_url: "/ok" });
      expect((await brokenLinks(db)).map((b) => [b.url, b.outcome])).toEqual([
        ["/to-inside", "not allowed"],
        [`${base}/ok`, "not allowed"],
      ]);
      expect(seen.sort()).toEqual(["HEAD /moved", "HEAD /ok", "HEAD /ok", "HEAD /to-inside"]);
      expect(insideSeen).toEqual([]);
    });

    it("stops at its time budget, leaving the links it did not reach for the next run", async () => {
      await db.deleteFrom("link_checks").execute();
      const urls = Array.from({ length: 3 }, (_, i) => `${base}/silent?${i}`);
      await putPage(db, "/vidhyashram/publicdisclosure", {
        title: "Many",
        blocks: urls.map((href) => ({ href })),
      });
      const row = {
        outcome: "ok" as const,
        status: 200,
        redirects: 0,
        ms: 5,
        found_on: "[]",
        final_url: null,
      };
      const yesterday = new Date(NOW.getTime() - 86_400_000).toISOString();
      await db
        .insertInto("link_checks")
        .values(urls.map((url) => ({ url, checked_at: yesterday, error: null, ...row })))
        .execute();
      // Each link would wait an hour; the run's budget is 50 ms.
      const summary = await checkLinks({
        db,
        baseUrl: base,
        network: local,
        timeoutMs: ANSWERED,
        budgetMs: 50,
        concurrency: 2,
        now: () => NOW,
      });
      expect(summary.unfinished).toBe(3);
      expect(summary.checked).toBe(0);
      expect(summary.broken).toEqual([]);
      // What the last run knew stays: nothing is reported broken for want of time.
      expect(await brokenLinks(db)).toEqual([]);
      const kept = await db.selectFrom("link_checks").select(["url", "checked_at"]).execute();
      expect(kept).toHaveLength(3);
      for (const entry of kept) expect(entry.checked_at).toBe(yesterday);
    });

    it("asks at most `concurrency` addresses at once, the ones checked longest ago first", async () => {
      await db.deleteFrom("link_checks").execute();
      const urls = Array.from({ length: 6 }, (_, i) => `${base}/held?${i}`);
      await putPage(db, "/vidhyashram/publicdisclosure", {
        title: "Many",
        blocks: urls.map((href) => ({ href })),
      });
      // Every link but the last two was checked yesterday: those two come first.
      const yesterday = new Date(NOW.getTime() - 86_400_000).toISOString();
      await db
        .insertInto("link_checks")
        .values(
          urls.slice(0, 4).map((url) => ({
            url,
            outcome: "ok" as const,
            status: 200,
            redirects: 0,
            ms: 5,
            checked_at: yesterday,
            found_on: "[]",
            final_url: null,
            error: null,
          })),
        )
        .execute();
      seen.length = 0;
      const stop = new AbortController();
      const running = checkLinks({
        db,
        baseUrl: base,
        network: local,
        concurrency: 2,
        timeoutMs: ANSWERED,
        signal: stop.signal,
        now: () => NOW,
      });
      await heldReaches(2);
      stop.abort();
      const summary = await running;
      expect(seen.sort()).toEqual(["HEAD /held?4", "HEAD /held?5"]);
      expect(summary).toMatchObject({ checked: 0, unfinished: 6 });
      for (const res of held.splice(0)) res.end();
    });
  });

  describe(`what the check may not ask (${target.name})`, () => {
    it("refuses this machine by address and by name, never asking it", async () => {
      seen.length = 0;
      for (const url of [
        `${base}/ok`,
        `http://localhost:${port}/ok`,
        `http://[::ffff:127.0.0.1]:${port}/ok`,
      ]) {
        const found = await checkLink(url, { network: { allow: anyPort.allow } });
        expect(found, url).toMatchObject({ outcome: "not allowed", reason: NOT_ALLOWED, status: null });
      }
      expect(seen).toEqual([]);
    });

    it("refuses a name that resolves to a private address, or to any internal one among public ones", async () => {
      seen.length = 0;
      for (const url of ["http://intranet.test/", `http://split.test:${port}/ok`]) {
        expect((await checkLink(url, { network: local })).outcome, url).toBe("not allowed");
      }
      expect(seen).toEqual([]);
    });

    it("refuses the cloud's metadata service, in IPv4 and IPv6", async () => {
      for (const url of [
        "http://169.254.169.254/latest/meta-data/",
        "http://metadata.test/latest/meta-data/",
        "http://[fd00:ec2::254]/latest/meta-data/",
        "http://metadata6.test/latest/meta-data/",
      ]) {
        const found = await checkLink(url, { network: anyPort, timeoutMs: ANSWERED });
        expect(found, url).toMatchObject({ outcome: "not allowed", status: null });
      }
    });

    it("refuses ports other than 80 and 443 on a public address", async () => {
      expect((await checkLink("https://portal.test:8443/", { network: { resolve } })).outcome).toBe(
        "not allowed",
      );
    });

    it("judges every redirect again: a public site sending the check inside is not allowed", async () => {
      seen.length = 0;
      insideSeen.length = 0;
      for (const path of ["/to-inside", "/to-intranet", "/to-file"]) {
        const found = await checkLink(`http://news.test:${port}${path}`, {
          network: local,
          timeoutMs: ANSWERED,
        });
        expect(found, path).toMatchObject({ outcome: "not allowed", reason: NOT_ALLOWED, redirects: 1 });
      }
      expect(seen.sort()).toEqual(["HEAD /to-file", "HEAD /to-inside", "HEAD /to-intranet"]);
      expect(insideSeen).toEqual([]);
    });

    it("connects to the address it checked, never resolving the name again", async () => {
      resolved.length = 0;
      // news.test exists only in the test's resolver: a second lookup by the system would fail.
      const found = await checkLink(`http://news.test:${port}/moved`, {
        network: local,
        timeoutMs: ANSWERED,
      });
      expect(found).toMatchObject({ outcome: "redirect", status: 200 });
      expect(resolved).toEqual(["news.test", "news.test"]);
    });

    it("gives up a link that never answers after its own timeout, as broken", async () => {
      const found = await checkLink(`${base}/silent`, { network: local, timeoutMs: 100 });
      expect(found).toMatchObject({ outcome: "broken", status: null, reason: NOT_REACHED });
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
        blocks: [
          { href: "/missing" },
          { href: `${base}/moved` },
          { href: `${base}/ok` },
          { href: insideBase },
        ],
      });
    });
    afterAll(() => target.close());
    const details: string[] = [];
    const job = () => ({
      baseUrl: base,
      network: local,
      timeoutMs: ANSWERED,
      log: (line: string) => details.push(line),
    });

    it("does nothing when LINK_CHECK is off", async () => {
      seen.length = 0;
      expect(await scheduledLinkCheck({ ...job(), db, enabled: false, now: () => NOW })).toBeUndefined();
      expect(seen).toEqual([]);
      expect(await lastLinkCheck(db)).toBeNull();
    });

    it("does nothing while another instance holds the lease", async () => {
      seen.length = 0;
      const outcome = await withLease(
        "link-check",
        60_000,
        () => scheduledLinkCheck({ ...job(), db, enabled: true, now: () => NOW }),
        { db, holder: "another instance", now: () => NOW },
      );
      expect(outcome).toEqual({ ran: true, result: undefined });
      expect(seen).toEqual([]);
    });

    it("checks and says what it found, the detail in its log only, then waits for the next day", async () => {
      expect(await scheduledLinkCheck({ ...job(), db, enabled: true, now: () => NOW })).toBe(
        "4 links checked: 1 broken, 1 not allowed, 1 redirected",
      );
      expect(details.sort()).toEqual([
        "Link check: /missing is broken",
        expect.stringMatching(
          new RegExp(`^Link check: ${insideBase}/? is not allowed \\(.*127\\.0\\.0\\.1\\)$`),
        ),
      ]);
      seen.length = 0;
      const restart = new Date(NOW.getTime() + 60 * 60 * 1000);
      expect(await scheduledLinkCheck({ ...job(), db, enabled: true, now: () => restart })).toBeUndefined();
      expect(seen).toEqual([]);
      const nextDay = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
      expect(await scheduledLinkCheck({ ...job(), db, enabled: true, now: () => nextDay })).toBe(
        "4 links checked: 1 broken, 1 not allowed, 1 redirected",
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
