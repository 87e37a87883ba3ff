import { createRequestHandler } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { xml2js } from "xml-js";
import { db, migrateToLatest, now } from "~/lib/platform/db.server";
import { announcements } from "~/lib/published/announcements.server";
import { notifications } from "~/lib/published/notifications.server";
import { noticePath } from "~/lib/published/paths";
import { callLoader, loadContext, responseOf, SITE, siteServerBuild } from "../../../../tests/support/routes";
import * as sitemapRoute from "../sitemap";

// The sitemap reads the server build's route table; a small one is enough here.
vi.mock("virtual:react-router/server-build", () => ({
  routes: {
    root: { id: "root", path: "" },
    "page:/aims": { id: "page:/aims", parentId: "root", path: "aims" },
  },
}));

/**
 * Notices as pages (`/notices/<id>-<slug>`), the archive and the feeds, as a signed-out parent (or a
 * feed reader) gets them from the whole site's server build.
 */

let handle: (path: string) => Promise<Response>;

beforeAll(async () => {
  await migrateToLatest(db());
  const request = createRequestHandler(await siteServerBuild(), "production");
  handle = async (path) => request(new Request(new URL(path, SITE)), await loadContext());
});

beforeEach(async () => {
  for (const table of ["notifications", "announcements", "documents"] as const) {
    await db().deleteFrom(table).execute();
  }
});

/** The page's `<main>` only: the ticker above it shows current notices on every page. */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

async function circular(title: string, size: number) {
  const at = now();
  const row = await db()
    .insertInto("documents")
    .values({
      path: "/documents/vidhyapeeth/rain-holiday.pdf",
      title,
      category: "circulars",
      audience: "vidhyapeeth",
      size,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("a notice's page", () => {
  it("shows the notice with its circular and size, a WhatsApp link with its title and address, and a card for sharing", async () => {
    const documentId = await circular("Circular: school closed on 2 December", 245_760);
    const notice = await notifications.create({
      title: "School closed tomorrow due to heavy rain",
      description: "Vidhyapeeth is closed on Tuesday. Classes resume on Wednesday.",
      date: "2026-12-01",
      audience: "vidhyapeeth",
      document_id: documentId,
    });
    const path = noticePath("notification", notice.id, notice.title);
    expect(path).toBe(`/notices/${notice.id}-school-closed-tomorrow-due-to-heavy-rain`);
    const response = await handle(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>School closed tomorrow due to heavy rain<\/h1>/);
    expect(html).toContain("Classes resume on Wednesday.");
    const circularLink = /<a[^>]*href="\/documents\/vidhyapeeth\/rain-holiday.pdf"[^>]*>([\s\S]*?)<\/a>/.exec(
      html,
    )?.[1];
    expect(circularLink?.replace(/<[^>]+>/g, "")).toBe("Circular: school closed on 2 December (PDF, 240 KB)");
    const share = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(html)?.[1];
    expect(share).toBeDefined();
    const text = new URL((share ?? "").replaceAll("&amp;", "&")).searchParams.get("text");
    expect(text).toBe(`School closed tomorrow due to heavy rain\n${SITE}${path}`);
    expect(html).toContain('<meta property="og:title" content="School closed tomorrow due to heavy rain');
    expect(html).toContain('<meta property="og:description" content="Vidhyapeeth is closed on Tuesday.');
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).toContain(`<meta property="og:url" content="${SITE}${path}"`);
  });

  it("gives an announcement its own address with an 'a', and sends other spellings of the words on to it", async () => {
    const news = await announcements.create({
      title: "Annual Day on 20 December",
      description: "",
      link: null,
      date: "2026-12-01",
      audience: "group",
    });
    const path = `/notices/a${news.id}-annual-day-on-20-december`;
    expect((await handle(path)).status).toBe(200);
    const moved = await handle(`/notices/a${news.id}-old-words`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(path);
    expect((await handle(`/notices/a${news.id + 1000}-x`)).status).toBe(404);
    expect((await handle("/notices/not-a-notice")).status).toBe(404);
  });

  it("has a Tamil twin that keeps its one spelling in Tamil, and a Tamil feed that links to it", async () => {
    const news = await announcements.create({
      title: "Annual Day on 20 December",
      description: "",
      link: null,
      date: "2026-12-01",
      audience: "group",
    });
    const path = `/ta/notices/a${news.id}-annual-day-on-20-december`;
    const page = await handle(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html lang="ta-IN"/);
    // Another spelling is sent on to the notice's address in Tamil, never to the English one.
    const moved = await handle(`/ta/notices/a${news.id}-old-words`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe(path);
    const feed = await handle("/ta/notifications/all.rss");
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain(`<link>${SITE}${path}</link>`);
    expect(xml).not.toContain(`${SITE}/notices/`);
  });

  it("is not there before its publishing time, and says it is from the archive once expired", async () => {
    const later = await notifications.create({
      title: "Results",
      description: "",
      date: "2026-12-01",
      audience: "group",
      publish_at: minutes(60),
    });
    expect((await handle(noticePath("notification", later.id, later.title))).status).toBe(404);
    const gone = await notifications.create({
      title: "Fee due",
      description: "",
      date: "2026-11-01",
      audience: "group",
      expire_at: minutes(-60),
    });
    const response = await handle(noticePath("notification", gone.id, gone.title));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("From the archive: this notice expired on");
  });
});

describe("the archive", () => {
  it("lists expired notices by month, and none that are current or scheduled", async () => {
    await notifications.create({
      title: "Old fee notice",
      description: "",
      date: "2026-10-05",
      audience: "group",
      expire_at: minutes(-5),
    });
    await notifications.create({
      title: "Still on the board",
      description: "",
      date: "2026-10-06",
      audience: "group",
    });
    await announcements.create({
      title: "Old sports news",
      description: "",
      link: null,
      date: "2026-09-20",
      audience: "vidhyashram",
      expire_at: minutes(-5),
    });
    const october = mainOf(await (await handle("/notifications/archive")).text());
    expect(october).toContain("October 2026");
    expect(october).toContain("September 2026");
    expect(october).toContain("Old fee notice");
    expect(october).not.toContain("Still on the board");
    expect(october).not.toContain("Old sports news");
    const september = mainOf(await (await handle("/notifications/archive?month=2026-09")).text());
    expect(september).toContain("Old sports news");
    // Vidhyapeeth's archive has no Vidhyashram announcement.
    const theirs = mainOf(
      await (await handle("/notifications/archive?month=2026-09&school=vidhyapeeth")).text(),
    );
    expect(theirs).not.toContain("Old sports news");
  });
});

describe("the feeds", () => {
  /** An element as xml-js's compact form gives it: its text or CDATA, its children by name. */
  type XmlNode = { _text?: string; _cdata?: string } & { [child: string]: XmlNode | XmlNode[] | undefined };
  const textOf = (node: XmlNode | XmlNode[] | undefined) => {
    const one = Array.isArray(node) ? node[0] : node;
    return one?._cdata ?? one?._text;
  };

  /** The feed at `path`, parsed back. */
  async function feed(path: string) {
    const response = await handle(path);
    expect(response.status).toBe(200);
    return {
      type: response.headers.get("Content-Type"),
      parsed: xml2js(await response.text(), { compact: true }) as XmlNode,
    };
  }

  it("RSS and Atom parse back with each school's live notices and the group's, newest first, linking to the notice pages", async () => {
    const rain = await notifications.create({
      title: "Rain holiday",
      description: "Closed today.",
      date: "2026-12-02",
      audience: "vidhyapeeth",
    });
    await notifications.create({
      title: "Sports Day",
      description: "",
      date: "2026-12-01",
      audience: "vidhyashram",
    });
    await announcements.create({
      title: "Annual Day",
      description: "Both schools.",
      link: null,
      date: "2026-11-30",
      audience: "group",
    });
    await notifications.create({
      title: "Not yet",
      description: "",
      date: "2026-12-03",
      audience: "group",
      publish_at: minutes(30),
    });
    await notifications.create({
      title: "Expired",
      description: "",
      date: "2026-12-03",
      audience: "group",
      expire_at: minutes(-30),
    });

    const rss = await feed("/notifications/vidhyapeeth.rss");
    expect(rss.type).toMatch(/^application\/rss\+xml/);
    const channel = (rss.parsed.rss as XmlNode).channel as XmlNode;
    const items = [channel.item].flat() as XmlNode[];
    expect(items.map((item) => textOf(item.title))).toEqual(["Rain holiday", "Annual Day"]);
    expect(textOf(items[0]?.link)).toBe(`${SITE}${noticePath("notification", rain.id, rain.title)}`);

    const atom = await feed("/notifications/all.atom");
    expect(atom.type).toMatch(/^application\/atom\+xml/);
    const entries = [(atom.parsed.feed as XmlNode).entry].flat() as XmlNode[];
    expect(entries.map((entry) => textOf(entry.title))).toEqual(["Rain holiday", "Sports Day", "Annual Day"]);
  });
});

describe("the sitemap", () => {
  it("lists the pages of the notices up now, not those scheduled or expired", async () => {
    const up = await notifications.create({
      title: "Uniform day",
      description: "",
      date: "2026-12-01",
      audience: "group",
    });
    const later = await notifications.create({
      title: "Results day",
      description: "",
      date: "2026-12-01",
      audience: "group",
      publish_at: minutes(60),
    });
    const xml = await responseOf(await callLoader(sitemapRoute, new Request(`${SITE}/sitemap.xml`))).text();
    expect(xml).toContain(`${SITE}${noticePath("notification", up.id, up.title)}</loc>`);
    expect(xml).not.toContain(noticePath("notification", later.id, later.title));
  });
});
