import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPage } from "~/lib/content-store/pages.server";
import { navigationSettingsSchema } from "~content/schemas/navigation";
import { testDatabases } from "../../../tests/support/databases";
import type { DB } from "../platform/db.server";
import { publishPage } from "./page-editing.server";
import { syncPageDefaults } from "./page-store.server";
import { linkWords, pageTitlesFor, readPageTitles, withPageTitles } from "./page-titles.server";

/**
 * Every page's title as published, read in one query per request for the menus and the links that
 * name a page: the published title where the office renamed a page, else the shipped one.
 */

const editor = { actor: { id: null, username: "office" } };

/** The shipped page at `path` (a content page). */
function shipped(path: string) {
  const page = contentPage(path);
  if (!page) throw new Error(`No content page ${path}`);
  return page;
}

describe.each(testDatabases())("page titles ($name)", (testDb) => {
  let database: DB;
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(() => testDb.close());

  it("are the shipped titles and names while nothing is stored", async () => {
    const titles = await readPageTitles(database);
    expect(titles.get("/fees")).toBe("Fees");
    expect(titles.get("/training")).toBe("Teacher training");
    expect(titles.get("/notifications")).toBe("Notice board");
  });

  it("follow a page published with a new title, and only that page", async () => {
    await syncPageDefaults([shipped("/fees"), shipped("/transportrules")], database);
    await publishPage("/fees", { ...shipped("/fees"), title: "School fees 2025-2026" }, editor, database);
    const titles = await readPageTitles(database);
    expect(titles.get("/fees")).toBe("School fees 2025-2026");
    expect(titles.get("/transportrules")).toBe("Transport rules");
  });

  it("keep the shipped title where the stored one is empty or longer than a title may be", async () => {
    await syncPageDefaults([shipped("/aims"), shipped("/careers")], database);
    const set = (path: string, value: unknown) =>
      database
        .updateTable("pages")
        .set({ published: JSON.stringify(value) })
        .where("path", "=", path)
        .execute();
    await set("/aims", { ...shipped("/aims"), title: "  " });
    await set("/careers", { ...shipped("/careers"), title: "x".repeat(121) });
    const titles = await readPageTitles(database);
    expect(titles.get("/aims")).toBe("Our aims");
    expect(titles.get("/careers")).toBe("Careers");
  });

  it("include a page the office added, which links may then name", async () => {
    const page = { ...shipped("/aims"), path: "/sports-day", title: "Sports day" };
    await database
      .insertInto("pages")
      .values({
        path: page.path,
        section: "group",
        published: JSON.stringify(page),
        default_hash: "",
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(navigationSettingsSchema.shape.quickLinks.element.safeParse({ page: "/sports-day" }).success).toBe(
      false,
    );
    const titles = await readPageTitles(database);
    expect(titles.get("/sports-day")).toBe("Sports day");
    expect(navigationSettingsSchema.shape.quickLinks.element.safeParse({ page: "/sports-day" }).success).toBe(
      true,
    );
  });

  it("are read once per request", async () => {
    const context = {};
    expect(pageTitlesFor(context, database)).toBe(pageTitlesFor(context, database));
    expect(pageTitlesFor({}, database)).not.toBe(pageTitlesFor(context, database));
  });
});

describe("page titles from a database that cannot be read", () => {
  it("are the shipped ones, and the failure is logged", async () => {
    const broken = {} as DB;
    const titles = await readPageTitles(broken);
    expect(titles.get("/fees")).toBe("Fees");
  });
});

describe("the words of a page's links", () => {
  const titles = new Map([
    ["/fees", "School fees"],
    ["/transportrules", "Transport rules"],
  ]);

  it("are the page's current title when the link has none, or has the page's shipped title", () => {
    expect(linkWords({ to: "/fees" }, titles)).toBe("School fees");
    expect(linkWords({ to: "/fees", label: "Fees" }, titles)).toBe("School fees");
  });

  it("are the link's own words otherwise, and an outside link's always", () => {
    expect(linkWords({ to: "/fees", label: "What the year costs" }, titles)).toBe("What the year costs");
    expect(linkWords({ href: "https://forms.example.org/", label: "Fees" }, titles)).toBe("Fees");
  });

  it("are set on the links of links blocks and cards, other blocks untouched", () => {
    const page = {
      blocks: [
        { type: "links" as const, links: [{ to: "/fees", label: "Fees" }] },
        { type: "cards" as const, cards: [{ title: "Money", link: { to: "/fees" } }, { title: "No link" }] },
        { type: "note" as const, paragraphs: ["Fees"] },
      ],
    };
    expect(withPageTitles(page, titles).blocks).toEqual([
      { type: "links", links: [{ to: "/fees", label: "School fees" }] },
      {
        type: "cards",
        cards: [{ title: "Money", link: { to: "/fees", label: "School fees" } }, { title: "No link" }],
      },
      { type: "note", paragraphs: ["Fees"] },
    ]);
  });
});
