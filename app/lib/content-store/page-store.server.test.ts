import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentPage } from "~content/schemas/page";
import { testDatabases } from "../../../tests/support/databases";
import type { DB } from "../platform/db.server";
import { noChanges } from "../platform/shipped-defaults.server";
import { canonicalJson } from "../platform/stored-json.server";
import { pageHash, readPage, syncPageDefaults } from "./page-store.server";
import { contentPages } from "./pages.server";

const shipped = [...contentPages.values()];
const ABOUT = "/aboutus";

/** The shipped pages with the page at `path` changed by `change`. */
function withChanged(path: string, change: (page: ContentPage) => ContentPage): ContentPage[] {
  return shipped.map((page) => (page.path === path ? change(page) : page));
}

const retitled = (page: ContentPage) => ({ ...page, title: `${page.title} (new)` });

describe("canonicalJson", () => {
  it("sorts keys at every depth and keeps array order", () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }, 3] })).toBe('{"a":[{"c":2,"d":1},3],"b":1}');
    expect(pageHash(shipped[0] as ContentPage)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe.each(testDatabases())("page store ($name)", (testDb) => {
  let database: DB;

  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    await testDb.close();
  });
  beforeEach(async () => {
    await database.deleteFrom("pages").execute();
    vi.restoreAllMocks();
  });

  it("fills a new database with every shipped page, which reads back equal to content/", async () => {
    expect(await syncPageDefaults(shipped, database)).toEqual({
      ...noChanges(),
      added: shipped.map((page) => page.path),
    });
    expect(shipped.length).toBeGreaterThan(50);
    const rows = await database.selectFrom("pages").select(["path", "section", "default_hash"]).execute();
    expect(rows).toHaveLength(shipped.length);
    for (const page of shipped) {
      expect(await readPage(page.path, database), page.path).toEqual(page);
    }
    const sections = new Map(rows.map((row) => [row.path, row.section]));
    expect(sections.get(ABOUT)).toBe("group");
    expect(sections.get("/vidhyashram/curriculum")).toBe("vidhyashram");
    expect(sections.get("/vidhyapeeth/aboutus/history")).toBe("vidhyapeeth");
  });

  it("a second sync writes nothing", async () => {
    await syncPageDefaults(shipped, database);
    const before = await database.selectFrom("pages").selectAll().orderBy("path").execute();
    expect(await syncPageDefaults(shipped, database)).toEqual(noChanges());
    expect(await database.selectFrom("pages").selectAll().orderBy("path").execute()).toEqual(before);
  });

  it("a changed default replaces an unedited page", async () => {
    await syncPageDefaults(shipped, database);
    const changed = withChanged(ABOUT, retitled);
    expect(await syncPageDefaults(changed, database)).toEqual({ ...noChanges(), updated: [ABOUT] });
    const row = await database
      .selectFrom("pages")
      .selectAll()
      .where("path", "=", ABOUT)
      .executeTakeFirstOrThrow();
    expect(row.default_hash).toBe(pageHash(changed.find((p) => p.path === ABOUT) as ContentPage));
    expect(row.newer_default_hash).toBeNull();
    const stored = typeof row.published === "string" ? JSON.parse(row.published) : row.published;
    expect(stored.title).toMatch(/\(new\)$/);
  });

  it("a changed default only flags a page the office edited, and the flag clears when it goes back", async () => {
    await syncPageDefaults(shipped, database);
    const office = { ...(contentPages.get(ABOUT) as ContentPage), title: "About us, by the office" };
    await database
      .updateTable("pages")
      .set({ published: JSON.stringify(office), edited_at: "2025-01-02T03:04:05.000Z", edited_by: 1 })
      .where("path", "=", ABOUT)
      .execute();
    const before = await database
      .selectFrom("pages")
      .selectAll()
      .where("path", "=", ABOUT)
      .executeTakeFirstOrThrow();

    const changed = withChanged(ABOUT, retitled);
    expect(await syncPageDefaults(changed, database)).toEqual({ ...noChanges(), kept: [ABOUT] });
    const after = await database
      .selectFrom("pages")
      .selectAll()
      .where("path", "=", ABOUT)
      .executeTakeFirstOrThrow();
    expect(after.newer_default_hash).toBe(pageHash(changed.find((p) => p.path === ABOUT) as ContentPage));
    expect(after.published).toEqual(before.published);
    expect(after.default_hash).toBe(before.default_hash);
    expect(after.edited_at).toBe(before.edited_at);
    expect(await readPage(ABOUT, database)).toEqual(office);

    expect(await syncPageDefaults(changed, database)).toEqual(noChanges());
    expect(await syncPageDefaults(shipped, database)).toEqual({ ...noChanges(), kept: [ABOUT] });
    const back = await database
      .selectFrom("pages")
      .selectAll()
      .where("path", "=", ABOUT)
      .executeTakeFirstOrThrow();
    expect(back.newer_default_hash).toBeNull();
    expect(back.published).toEqual(before.published);
  });

  it("a row that no longer fits the page schema gives the shipped page, logged once", async () => {
    await syncPageDefaults(shipped, database);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const bad = { ...(contentPages.get(ABOUT) as ContentPage), title: "", blocks: [] };
    await database
      .updateTable("pages")
      .set({ published: JSON.stringify(bad) })
      .where("path", "=", ABOUT)
      .execute();
    expect(await readPage(ABOUT, database)).toEqual(contentPages.get(ABOUT));
    expect(await readPage(ABOUT, database)).toEqual(contentPages.get(ABOUT));
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(`Error fetching page ${ABOUT}`);
  });

  it("a row holding another page's path gives the shipped page", async () => {
    await syncPageDefaults(shipped, database);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const other = contentPages.get("/aims") as ContentPage;
    await database
      .updateTable("pages")
      .set({ published: JSON.stringify(other) })
      .where("path", "=", ABOUT)
      .execute();
    expect(await readPage(ABOUT, database)).toEqual(contentPages.get(ABOUT));
  });

  it.runIf(testDb.name === "sqlite")("a row that is not JSON gives the shipped page", async () => {
    await syncPageDefaults(shipped, database);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await sql`update pages set published = ${"{not json"}, updated_at = ${"x"} where path = ${ABOUT}`.execute(
      database,
    );
    expect(await readPage(ABOUT, database)).toEqual(contentPages.get(ABOUT));
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("a missing row gives the shipped page, an unknown path nothing", async () => {
    expect(await readPage(ABOUT, database)).toEqual(contentPages.get(ABOUT));
    expect(await readPage("/no-such-page", database)).toBeUndefined();
  });

  it("a failed read gives the shipped page and logs the specification's message", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = {
      selectFrom() {
        throw new Error("database down");
      },
    } as unknown as DB;
    expect(await readPage(ABOUT, broken)).toEqual(contentPages.get(ABOUT));
    expect(error).toHaveBeenCalledWith(`Error fetching page ${ABOUT}:`, "database down");
  });
});
