import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startingPage } from "~content/page-kinds";
import { testDatabases } from "../../../tests/support/databases";
import { checkStoredContent, StoredContentMismatch } from "../content-store/content-migrations.server";
import { editableAt } from "../content-store/editables.server";
import {
  AddressTakenError,
  createPage,
  deletePage,
  listPages,
  publishPage,
  readPageForEditing,
  setPageHidden,
  undeletePage,
} from "../content-store/page-editing.server";
import { readPageForVisitors, readPageListing, syncPageDefaults } from "../content-store/page-store.server";
import { contentPages } from "../content-store/pages.server";
import type { DB } from "../platform/db.server";
import { pageVersion } from "../platform/page-version.server";

/**
 * Pages the office adds, hides and deletes, as stored (migration 0017), on each database: a new page
 * is kept from visitors until its first publish, then served at its address; hiding answers 404, a
 * delete 410 or a redirect, and each change raises the page version in its own transaction so cached
 * pages re-render; the editor finds the page; start-up checks it against the page schema.
 */

const ROBOTICS = "/vidhyashram/facilities/robotics-lab";
const LAB = "/vidhyashram/facilities/lab";
const editor = { actor: { id: 1, username: "clerk" } };

describe.each(testDatabases())("office pages on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
    await syncPageDefaults(contentPages.values(), database);
  });
  afterAll(() => target.close());

  /** How much `write` raised the page version. */
  async function raisedBy(write: () => Promise<unknown>): Promise<number> {
    const before = await pageVersion(database);
    await write();
    return (await pageVersion(database)) - before;
  }

  it("keeps a new page from visitors until its first publish, then serves it; the editor finds it", async () => {
    const page = startingPage("facility", ROBOTICS, "Robotics lab", "vidhyashram");
    expect(await raisedBy(() => createPage(page, editor, database))).toBeGreaterThan(0);
    expect(await readPageForVisitors(ROBOTICS, database)).toEqual({ show: "hidden" });
    expect((await readPageListing(database)).office).not.toContain(ROBOTICS);
    await expect(createPage(page, editor, database)).rejects.toBeInstanceOf(AddressTakenError);

    const entry = await editableAt(ROBOTICS, database);
    expect(entry).toMatchObject({ path: ROBOTICS, kind: "page", origin: "office", title: "Robotics lab" });
    const listed = (await listPages(database)).find((p) => p.path === ROBOTICS);
    expect(listed).toMatchObject({
      title: "Robotics lab",
      section: "vidhyashram",
      origin: "office",
      hidden: true,
    });

    const written = { ...page, intro: "Robots built by Classes VI to IX." };
    expect(await raisedBy(() => publishPage(ROBOTICS, written, editor, database))).toBeGreaterThan(0);
    expect(await readPageForVisitors(ROBOTICS, database)).toEqual({ show: "page", page: written });
    expect((await readPageListing(database)).office).toContain(ROBOTICS);
    const editing = await readPageForEditing(ROBOTICS, database);
    // The first publish is the first version: there is no shipped default before it.
    expect(editing?.versions.map((v) => v.number)).toEqual([1]);
    expect(editing?.shipped).toEqual(written);
    expect(editing?.state).toMatchObject({ origin: "office", hidden: false, deletedAt: null });
  });

  it("hides and shows a page, shipped or added, raising the page version each time", async () => {
    for (const path of [ROBOTICS, LAB]) {
      expect(await raisedBy(() => setPageHidden(path, true, editor, database)), path).toBeGreaterThan(0);
      expect(await readPageForVisitors(path, database), path).toEqual({ show: "hidden" });
      expect((await readPageListing(database)).unlisted.has(path), path).toBe(true);
      expect(await raisedBy(() => setPageHidden(path, false, editor, database)), path).toBeGreaterThan(0);
      expect((await readPageForVisitors(path, database))?.show, path).toBe("page");
      expect((await readPageListing(database)).unlisted.has(path), path).toBe(false);
    }
    // A later publish of a page the office hid keeps it hidden.
    await setPageHidden(ROBOTICS, true, editor, database);
    const page = (await readPageForEditing(ROBOTICS, database))?.published;
    await publishPage(ROBOTICS, page, editor, database);
    expect(await readPageForVisitors(ROBOTICS, database)).toEqual({ show: "hidden" });
    await setPageHidden(ROBOTICS, false, editor, database);
  });

  it("deletes a page to 410 Gone or a redirect, and brings it back", async () => {
    expect(await raisedBy(() => deletePage(ROBOTICS, null, editor, database))).toBeGreaterThan(0);
    expect(await readPageForVisitors(ROBOTICS, database)).toEqual({ show: "gone" });
    expect((await readPageListing(database)).office).not.toContain(ROBOTICS);
    expect(await raisedBy(() => undeletePage(ROBOTICS, editor, database))).toBeGreaterThan(0);
    expect((await readPageForVisitors(ROBOTICS, database))?.show).toBe("page");

    expect(
      await raisedBy(() => deletePage(LAB, "/vidhyashram/facilities/library", editor, database)),
    ).toBeGreaterThan(0);
    expect(await readPageForVisitors(LAB, database)).toEqual({
      show: "redirect",
      to: "/vidhyashram/facilities/library",
    });
    expect((await readPageListing(database)).unlisted.has(LAB)).toBe(true);
    await undeletePage(LAB, editor, database);
    expect((await readPageForVisitors(LAB, database))?.show).toBe("page");

    const audit = await database
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "pages")
      .orderBy("id")
      .execute();
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["create", "publish", "hide", "show", "delete", "undelete"]),
    );
  });

  it("is checked at start-up against the page schema, published or not", async () => {
    await expect(checkStoredContent(database)).resolves.toBeUndefined();
    await database
      .updateTable("pages")
      .set({ published: JSON.stringify({ path: ROBOTICS, title: "", blocks: [] }) })
      .where("path", "=", ROBOTICS)
      .execute();
    const refused = await checkStoredContent(database).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoredContentMismatch);
    expect((refused as StoredContentMismatch).problems.join("\n")).toContain(ROBOTICS);
    // A broken office page answers 404, never a 500.
    expect(await readPageForVisitors(ROBOTICS, database)).toBeUndefined();
  });
});
