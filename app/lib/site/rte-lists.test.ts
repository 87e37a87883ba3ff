import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editables } from "~/lib/content-store/editables.server";
import { publishPage } from "~/lib/content-store/page-editing.server";
import { readSection, syncPageDefaults } from "~/lib/content-store/page-store.server";
import { createDocument, syncDocumentDefaults } from "~/lib/documents/documents.server";
import { textPdf } from "~/lib/documents/minimal-pdf";
import { closeDb, type DB, now } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import { LocalDiskStorage } from "~/lib/platform/storage.server";
import { refreshSearchIndex, searchIndexIdle, searchSite } from "~/lib/search/search.server";
import * as documentRoute from "~/routes/site/document";
import type { Rte } from "~content/schemas/rte";
import { testDatabases } from "../../../tests/support/databases";
import { callLoader, get, responseOf } from "../../../tests/support/routes";
import { resolveRte, rteListDocumentState } from "./rte.server";

/**
 * The RTE lottery's lists name children (RTE Act 2009 s.12(1)(c)): they are on a school's RTE page
 * until their last day (India's time) and gone after it, the page saying they were taken down; and
 * neither the page nor the lists' documents are in the site search, so a child's name finds nothing.
 * On SQLite and, with `TEST_DATABASE_URL`, PostgreSQL.
 */

const PATH = "/vidhyashram/rte";
/** A child's name, as the selected list's PDF gives it: a word found nowhere else. */
const CHILD = "Zaveriyan";

describe.each(testDatabases())("the RTE lists' end and their absence from search ($name)", (target) => {
  let database: DB;
  let store: LocalDiskStorage;
  let listUrl: string;

  /** A document of the library whose PDF holds `lines`. */
  async function pdfDocument(name: string, title: string, lines: string[], userId: number) {
    const bytes = textPdf(lines);
    const pdf = join(mkdtempSync(join(tmpdir(), "rte-pdf-")), `${name}.pdf`);
    writeFileSync(pdf, bytes);
    return createDocument(
      { name, title, category: "circulars", audience: "vidhyashram", valid_from: null, valid_until: null },
      { path: pdf, name: `${name}.pdf`, size: bytes.length },
      { id: userId, username: "office" },
      { database, store, textLayer: async () => "yes" },
    );
  }

  const shared = process.env.DATABASE_URL;

  beforeAll(async () => {
    database = await target.open();
    // The document route reads the app's own database: this one.
    process.env.DATABASE_URL = target.url();
    env(true);
    await closeDb();
    store = new LocalDiskStorage(mkdtempSync(join(tmpdir(), "rte-store-")));
    await syncPageDefaults(
      [...editables.values()].map((entry) => ({ path: entry.path, value: entry.shipped })),
      database,
    );
    await syncDocumentDefaults(undefined, database);
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
    const list = await pdfDocument(
      "rte-selected-2026",
      "RTE selected list 2026",
      ["Selected", `${CHILD} Kumar`],
      user.id,
    );
    listUrl = list.path;
    // The same kind of PDF outside an RTE list is found: the search reads PDFs here.
    await pdfDocument("staff-circular", "Staff circular", ["Quillonberry stall at the fair"], user.id);
    const value = structuredClone(await readSection<Rte>(PATH, database));
    value.intro = `${value.intro} Marmaladine`;
    value.window = { opens: "2026-04-20", closes: "2026-05-20" };
    value.lists = [{ kind: "selected", document: listUrl }];
    value.listsUntil = "2026-09-30";
    await publishPage(PATH, value, { actor: { id: user.id, username: "office" } }, database);
    await refreshSearchIndex(database, { store });
  });

  afterAll(async () => {
    await searchIndexIdle(database);
    await closeDb();
    process.env.DATABASE_URL = shared;
    env(true);
    await target.close();
  });

  it("shows the lists through their last day, India's time, and none of them after it, saying they were taken down", async () => {
    const lastMoment = Date.parse("2026-09-30T18:29:59Z");
    const before = await resolveRte("vidhyashram", { now: lastMoment, database });
    expect(before.page.lists).toMatchObject([
      { heading: "Selected", document: { url: listUrl, exists: true } },
    ]);
    expect(before.page.listsTakenDown).toBe(false);
    // The page cache keeps no copy past the moment the lists leave.
    expect(before.changesAt).toBe(Date.parse("2026-09-30T18:30:00Z"));

    const after = await resolveRte("vidhyashram", { now: lastMoment + 1000, database });
    expect(after.page.lists).toEqual([]);
    expect(after.page.listsTakenDown).toBe(true);
    expect(after.page.listsUntil).toBe("2026-09-30");
    expect(JSON.stringify(after.page)).not.toContain(listUrl);
    expect(JSON.stringify(after.page)).not.toContain("RTE selected list");
  });

  it("finds neither a child's name on a list nor the RTE page in site search", async () => {
    const found = async (query: string) =>
      (await searchSite(query, { at: new Date("2026-06-01T00:00:00Z") }, database)).results.map(
        (r) => `${r.kind} ${r.url}`,
      );
    expect(await found("Quillonberry")).toEqual(["document /documents/vidhyashram/staff-circular.pdf"]);
    expect(await found(CHILD)).toEqual([]);
    expect(await found("RTE selected list")).toEqual([]);
    expect(await found("Marmaladine")).toEqual([]);
  });

  it("serves a list's PDF marked noindex through its last day, and answers 410 after it", async () => {
    const lastMoment = Date.parse("2026-09-30T18:29:59Z");
    expect(await rteListDocumentState(listUrl, lastMoment, database)).toBe("listed");
    expect(await rteListDocumentState(listUrl, lastMoment + 1000, database)).toBe("ended");
    expect(
      await rteListDocumentState("/documents/vidhyashram/staff-circular.pdf", lastMoment, database),
    ).toBe("none");
    // Today is past 30 September 2026: the list's address no longer gives the names.
    const answer = responseOf(await callLoader(documentRoute, get(listUrl)));
    expect(answer.status).toBe(410);
    expect(answer.headers.get("X-Robots-Tag")).toBe("noindex");
  });
});
