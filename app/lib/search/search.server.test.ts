import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { editables } from "~/lib/content-store/editables.server";
import { syncPageDefaults } from "~/lib/content-store/page-store.server";
import { syncPeopleDefaults } from "~/lib/content-store/people.server";
import { createDocument, syncDocumentDefaults } from "~/lib/documents/documents.server";
import { textPdf } from "~/lib/documents/minimal-pdf";
import { PDFTOTEXT } from "~/lib/documents/text-layer.server";
import { createDatabase, type DB, now, pgPoolOf, sqliteOf } from "~/lib/platform/db.server";
import { LocalDiskStorage } from "~/lib/platform/storage.server";
import { readJson, writeJson } from "~/lib/platform/stored-json.server";
import { announcements } from "~/lib/published/announcements.server";
import { notifications } from "~/lib/published/notifications.server";
import { eventPath, noticePath } from "~/lib/published/paths";
import { testDatabases } from "../../../tests/support/databases";
import { refreshSearchIndex, type SearchResult, searchIndexIdle, searchSite } from "./search.server";

const AT = new Date("2026-12-01T04:30:00.000Z");
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000).toISOString();

/** The words of a result's snippet that were marked as matches. */
const marked = (result: SearchResult) =>
  [...result.titleParts, ...result.snippet].filter((part) => part.match).map((part) => part.text);

/**
 * A pdftotext that waits until the file `release` exists, then reads as the real one: a rebuild that
 * reads a new PDF with it is blocked until the test lets it go.
 */
const bin = mkdtempSync(join(tmpdir(), "search-bin-"));
const release = join(bin, "release");
const BLOCKING = join(bin, "pdftotext");
writeFileSync(
  BLOCKING,
  `#!/bin/sh\nwhile [ ! -e "${release}" ]; do sleep 0.01; done\nexec ${PDFTOTEXT} "$@"\n`,
);
chmodSync(BLOCKING, 0o755);

describe.each(testDatabases())("site search on $name", (target) => {
  let database: DB;
  let store: LocalDiskStorage;
  let circularUrl: string;
  /** The addresses of the notices made below, by title. */
  const urls = new Map<string, string>();

  /** The results for `query` now (AT), as kind and url. */
  const found = async (query: string, options: { school?: "vidhyashram" | "vidhyapeeth"; at?: Date } = {}) =>
    (await searchSite(query, { at: AT, ...options }, database)).results.map((r) => `${r.kind} ${r.url}`);
  /** What a visitor finds once the rebuild their search started (when the index was stale) is done. */
  const foundAfterRebuild = async (query: string) => {
    await found(query);
    await searchIndexIdle(database);
    return found(query);
  };

  beforeAll(async () => {
    database = await target.open();
    store = new LocalDiskStorage(mkdtempSync(join(tmpdir(), "search-store-")));
    // The shipped content, as start-up leaves it: pages, people, documents.
    await syncPageDefaults(
      [...editables.values()].map((entry) => ({ path: entry.path, value: entry.shipped })),
      database,
    );
    await syncPeopleDefaults(undefined, database);
    await syncDocumentDefaults(undefined, database);

    // A page published with a word of its own, and a draft with another the public never sees.
    const row = await database
      .selectFrom("pages")
      .select("published")
      .where("path", "=", "/facilities")
      .executeTakeFirstOrThrow();
    const page = typeof row.published === "string" ? JSON.parse(row.published) : row.published;
    page.blocks.push({ type: "text", paragraphs: ["Our new observatory has a heliostat on its roof."] });
    const draft = structuredClone(page);
    draft.blocks.push({ type: "text", paragraphs: ["A quasar telescope is coming."] });
    await database
      .updateTable("pages")
      .set({ published: JSON.stringify(page), draft: JSON.stringify(draft), updated_at: now() })
      .where("path", "=", "/facilities")
      .execute();

    const notice = { date: "2026-12-01", audience: "group" as const };
    const remember = (kind: "notification" | "announcement") => (row: { id: number; title: string }) => {
      urls.set(row.title, noticePath(kind, row.id, row.title));
    };
    await notifications
      .create({ ...notice, title: "Sports day", description: "Bring the xylophone kit." }, database)
      .then(remember("notification"));
    await announcements
      .create({ ...notice, title: "Origami hours", description: "Open till five.", link: null }, database)
      .then(remember("announcement"));
    await notifications
      .create(
        { ...notice, title: "Holiday", description: "The origami origami origami room is closed." },
        database,
      )
      .then(remember("notification"));
    await notifications
      .create(
        { ...notice, title: "Later", description: "A zeppelin visit.", publish_at: minutes(60) },
        database,
      )
      .then(remember("notification"));
    await notifications
      .create(
        { ...notice, title: "Gone", description: "A brontosaurus talk.", expire_at: minutes(-60) },
        database,
      )
      .then(remember("notification"));
    await notifications
      .create(
        { ...notice, title: "விழா அறிவிப்பு", description: "எங்கள் பள்ளி விழா", audience: "vidhyapeeth" },
        database,
      )
      .then(remember("notification"));
    // Tamil as the office types it: what a parent's misspellings must find.
    await notifications
      .create({ ...notice, title: "கட்டணம் செலுத்தும் நாள்", description: "சேர்க்கை பெற்றவர்கள் கவனிக்கவும்." }, database)
      .then(remember("notification"));
    await notifications
      .create({ ...notice, title: "புதிய பலகை", description: "நூலகத்தில் புதிய பலகை." }, database)
      .then(remember("notification"));
    await notifications
      .create(
        { ...notice, title: "மழை விடுமுறை", description: "நாளை விடுமுறை.", publish_at: minutes(60) },
        database,
      )
      .then(remember("notification"));
    await database
      .insertInto("events")
      .values({
        title: "Science fair",
        start_date: "2026-12-12",
        end_date: "2026-12-12",
        place: "Marigold auditorium",
        description: "Projects of classes VI to IX.",
        audience: "vidhyashram",
        created_at: now(),
        updated_at: now(),
      })
      .execute();

    const pdf = join(mkdtempSync(join(tmpdir(), "search-pdf-")), "circular.pdf");
    const bytes = textPdf(["Term timetable", "The pumpernickel stall opens at the fair."]);
    writeFileSync(pdf, bytes);
    const user = await database
      .insertInto("users")
      .values({
        username: "office",
        password_hash: "x",
        must_change_password: 0,
        created_at: now(),
        updated_at: now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const document = await createDocument(
      {
        name: "winter-circular",
        title: "Winter circular about the kaleidoscope contest",
        category: "circulars",
        audience: "group",
        valid_from: null,
        valid_until: null,
      },
      { path: pdf, name: "circular.pdf", size: bytes.length },
      { id: user.id, username: "office" },
      { database, store, textLayer: async () => "yes" },
    );
    circularUrl = document.path;
    await refreshSearchIndex(database, { store });
  });
  afterAll(async () => {
    writeFileSync(release, "");
    await searchIndexIdle(database);
    await target.close();
  });

  it("finds a word of a published page, a notice, an event, a document's title and its PDF's text", async () => {
    expect(await found("heliostat")).toEqual(["page /facilities"]);
    expect(await found("xylophone")).toEqual([`notice ${urls.get("Sports day")}`]);
    expect(await found("marigold")).toEqual([`event ${eventPath(1, "Science fair")}`]);
    expect(await found("kaleidoscope")).toEqual([`document ${circularUrl}`]);
    expect(await found("pumpernickel")).toEqual([`document ${circularUrl}`]);
  });

  it("finds nothing of a draft, a scheduled notice or an expired one", async () => {
    expect(await found("quasar")).toEqual([]);
    expect(await found("zeppelin")).toEqual([]);
    expect(await found("brontosaurus")).toEqual([]);
  });

  it("finds nothing of a page the office hid or deleted", async () => {
    expect(await found("heliostat")).toEqual(["page /facilities"]);
    await database.updateTable("pages").set({ hidden: 1 }).where("path", "=", "/facilities").execute();
    expect(await foundAfterRebuild("heliostat")).toEqual([]);
    await database
      .updateTable("pages")
      .set({ hidden: 0, deleted_at: now() })
      .where("path", "=", "/facilities")
      .execute();
    expect(await foundAfterRebuild("heliostat")).toEqual([]);
    await database.updateTable("pages").set({ deleted_at: null }).where("path", "=", "/facilities").execute();
    expect(await foundAfterRebuild("heliostat")).toEqual(["page /facilities"]);
  });

  it("indexes a stored page that no longer fits its schema as visitors see it: the shipped page", async () => {
    const before = await database
      .selectFrom("pages")
      .select("published")
      .where("path", "=", "/facilities")
      .executeTakeFirstOrThrow();
    const broken = {
      path: "/facilities",
      title: "",
      blocks: [{ type: "text", paragraphs: ["A gyroscope."] }],
    };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await database
        .updateTable("pages")
        .set({ published: writeJson(broken), updated_at: now() })
        .where("path", "=", "/facilities")
        .execute();
      expect(await foundAfterRebuild("gyroscope")).toEqual([]);
      expect(await found("heliostat")).toEqual([]);
      expect(await found("airy")).toContain("page /facilities");
    } finally {
      await database
        .updateTable("pages")
        .set({ published: writeJson(readJson(before.published)), updated_at: now() })
        .where("path", "=", "/facilities")
        .execute();
      vi.restoreAllMocks();
    }
    expect(await foundAfterRebuild("heliostat")).toEqual(["page /facilities"]);
  });

  it("finds a scheduled notice from the moment it is published, with nothing rebuilt", async () => {
    const at = new Date(Date.parse(minutes(60)));
    expect(await found("zeppelin", { at })).toEqual([`notice ${urls.get("Later")}`]);
  });

  it("puts a match in the title before matches in the text", async () => {
    const results = await found("origami");
    expect(results[0]).toBe(`notice ${urls.get("Origami hours")}`);
    expect(results).toContain(`notice ${urls.get("Holiday")}`);
  });

  it("marks the matching words in the title and the snippet, and counts the results", async () => {
    const { results, total } = await searchSite("pumpernickel", { at: AT }, database);
    expect(total).toBe(1);
    expect(marked(results[0] as SearchResult)).toEqual(["pumpernickel"]);
    expect((results[0] as SearchResult).snippet.map((part) => part.text).join("")).toContain(
      "stall opens at the fair",
    );
    const title = await searchSite("kaleidoscope", { at: AT }, database);
    expect(marked(title.results[0] as SearchResult)).toEqual(["kaleidoscope"]);
  });

  it("finds a word by its beginning, the last word typed", async () => {
    expect(await found("pumpern")).toEqual([`document ${circularUrl}`]);
    expect(await found("sports xylo")).toEqual([`notice ${urls.get("Sports day")}`]);
  });

  it("finds one Tamil word inside a sentence, and marks it", async () => {
    const { results } = await searchSite("பள்ளி", { at: AT }, database);
    // The shipped pages say பள்ளி too, in the Tamil beside their English: the notice is among them.
    const notice = results.find((r) => r.title === "விழா அறிவிப்பு");
    expect(notice).toBeDefined();
    expect(marked(notice as SearchResult)).toEqual(["பள்ளி"]);
    // The end of the word is no word of its own: the index no longer cuts it at the vowel signs.
    expect(await found("ளி")).toEqual([]);
  });

  describe("similar spellings of Tamil words, when the words as typed are found nowhere", () => {
    /** The notices found for `query`, by title, and whether the answer is for similar spellings. */
    const notices = async (
      query: string,
      options: { school?: "vidhyashram" | "vidhyapeeth"; at?: Date } = {},
    ) => {
      const answer = await searchSite(query, { at: AT, ...options }, database);
      return {
        titles: answer.results.filter((r) => r.kind === "notice").map((r) => r.title),
        similar: answer.similar === true,
      };
    };

    it("answers the words as typed when they are found, without saying similar", async () => {
      expect(await notices("பள்ளி")).toEqual({ titles: ["விழா அறிவிப்பு"], similar: false });
      expect(await notices("கட்டணம்")).toEqual({ titles: ["கட்டணம் செலுத்தும் நாள்"], similar: false });
    });

    it("finds the misspellings parents type, says so, and marks the word as written", async () => {
      expect(await notices("பல்லி")).toEqual({ titles: ["விழா அறிவிப்பு"], similar: true });
      expect(await notices("அரிவிப்பு")).toEqual({ titles: ["விழா அறிவிப்பு"], similar: true });
      expect(await notices("கட்டனம்")).toEqual({ titles: ["கட்டணம் செலுத்தும் நாள்"], similar: true });
      expect(await notices("சேர்கை")).toEqual({ titles: ["கட்டணம் செலுத்தும் நாள்"], similar: true });
      const { results } = await searchSite("கட்டனம் சேர்கை", { at: AT }, database);
      expect(results.map((r) => r.title)).toContain("கட்டணம் செலுத்தும் நாள்");
      const fee = results.find((r) => r.title === "கட்டணம் செலுத்தும் நாள்") as SearchResult;
      expect(marked(fee)).toEqual(["கட்டணம்", "சேர்க்கை"]);
      expect(fee.snippet.map((part) => part.text).join("")).toBe("சேர்க்கை பெற்றவர்கள் கவனிக்கவும்.");
    });

    it("matches whole folded words only: பல்லி does not find பலகை", async () => {
      expect((await notices("பல்லி")).titles).not.toContain("புதிய பலகை");
      expect(await notices("பலகை")).toEqual({ titles: ["புதிய பலகை"], similar: false });
    });

    it("keeps to the school and the schedule, as the words as typed do", async () => {
      // No notice of Vidhyashram's (its pages' shipped Tamil may still be found, as similar spellings).
      expect((await notices("பல்லி", { school: "vidhyashram" })).titles).toEqual([]);
      expect(await notices("பல்லி", { school: "vidhyapeeth" })).toEqual({
        titles: ["விழா அறிவிப்பு"],
        similar: true,
      });
      expect((await notices("மளை")).titles).toEqual([]);
      expect(await notices("மளை", { at: new Date(Date.parse(minutes(60))) })).toEqual({
        titles: ["மழை விடுமுறை"],
        similar: true,
      });
    });

    it("never runs for a query without Tamil letters: English answers as before", async () => {
      const english = await searchSite("xylophonne", { at: AT }, database);
      expect(english).toEqual({ results: [], total: 0 });
      expect(await found("xylophone")).toEqual([`notice ${urls.get("Sports day")}`]);
    });
  });

  it("keeps to one school's and the group's entries when asked", async () => {
    expect(await found("marigold", { school: "vidhyapeeth" })).toEqual([]);
    expect(await found("marigold", { school: "vidhyashram" })).toHaveLength(1);
    expect(await found("kaleidoscope", { school: "vidhyapeeth" })).toHaveLength(1);
  });

  it("never throws on what a visitor types, and searches nothing for nothing", async () => {
    for (const query of ['"', "*", "AND OR", "NEAR(", "title:", "a'b", "-", "((", "^x", "\\", "%_", "'"]) {
      await expect(searchSite(query, { at: AT }, database), query).resolves.toBeDefined();
    }
    expect(await searchSite("   ", { at: AT }, database)).toEqual({ results: [], total: 0 });
  });

  it("finds a word published after the index was built: the index follows the page version", async () => {
    expect(await found("gyroscope")).toEqual([]);
    const created = await notifications.create(
      { title: "Physics club", description: "The gyroscope demo.", date: "2026-12-01", audience: "group" },
      database,
    );
    expect(await foundAfterRebuild("gyroscope")).toEqual([
      `notice ${noticePath("notification", created.id, "Physics club")}`,
    ]);
  });

  it("answers from the last index at once while a rebuild waits for a PDF, and finds the new things after it", async () => {
    await searchIndexIdle(database);
    const bytes = textPdf(["Minutes of the meeting", "The zanzibar exchange is approved."]);
    const pdf = join(mkdtempSync(join(tmpdir(), "search-pdf-")), "minutes.pdf");
    writeFileSync(pdf, bytes);
    const document = await createDocument(
      {
        name: "minutes",
        title: "Minutes",
        category: "circulars",
        audience: "group",
        valid_from: null,
        valid_until: null,
      },
      { path: pdf, name: "minutes.pdf", size: bytes.length },
      { id: 1, username: "office" },
      { database, store, textLayer: async () => "yes" },
    );
    const created = await notifications.create(
      { title: "Hovercraft", description: "The hovercraft race.", date: "2026-12-01", audience: "group" },
      database,
    );
    // The rebuild these searches start cannot read the new PDF until the test lets pdftotext go; were
    // a search to wait for it, it would never answer.
    const files = { store, command: BLOCKING };
    const first = await searchSite("hovercraft", { at: AT, files }, database);
    expect(first).toMatchObject({ total: 0, stale: true });
    const old = await searchSite("pumpernickel", { at: AT, files }, database);
    expect(old.results.map((r) => r.url)).toEqual([circularUrl]);

    writeFileSync(release, "");
    await searchIndexIdle(database);
    expect(await found("hovercraft")).toEqual([
      `notice ${noticePath("notification", created.id, "Hovercraft")}`,
    ]);
    expect(await found("zanzibar")).toEqual([`document ${document.path}`]);
    expect(await searchSite("zanzibar", { at: AT }, database)).not.toHaveProperty("stale");
  });

  it("rebuilds once when two searches find it stale together", async () => {
    await notifications.create(
      { title: "Chess", description: "A knight's tour.", date: "2026-12-01", audience: "group" },
      database,
    );
    const outcomes = await Promise.all([
      refreshSearchIndex(database, { store }),
      refreshSearchIndex(database, { store }),
    ]);
    expect(outcomes.filter((outcome) => outcome.rebuilt)).toHaveLength(1);
    expect((await refreshSearchIndex(database, { store })).rebuilt).toBe(false);
  });

  it("is rebuilt by one instance when two instances on one database find it stale together", async () => {
    // A second connection to the same database, as a second server process has.
    const url = sqliteOf(database)?.name ?? String(pgPoolOf(database)?.options.connectionString);
    const other = createDatabase(url);
    try {
      await notifications.create(
        { title: "Robotics", description: "The servomotor kit.", date: "2026-12-01", audience: "group" },
        database,
      );
      const outcomes = await Promise.allSettled([
        refreshSearchIndex(database, { store }),
        refreshSearchIndex(other, { store }),
      ]);
      const rebuilt = outcomes.filter((outcome) => outcome.status === "fulfilled" && outcome.value.rebuilt);
      expect(rebuilt).toHaveLength(1);
      // The other instance waited for the claim and found the index built (PostgreSQL), or was refused
      // the lock for now (SQLite's short busy wait) and searches the index as it is.
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") expect(String(outcome.reason)).toMatch(/locked|busy/i);
      }
      expect((await searchSite("servomotor", { at: AT }, other)).total).toBe(1);
      expect((await refreshSearchIndex(other, { store })).rebuilt).toBe(false);
    } finally {
      await other.destroy();
    }
  });
});
