import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editables } from "~/lib/content-store/editables.server";
import { syncPageDefaults } from "~/lib/content-store/page-store.server";
import { syncPeopleDefaults } from "~/lib/content-store/people.server";
import { syncDocumentDefaults } from "~/lib/documents/documents.server";
import type { DB } from "~/lib/platform/db.server";
import { testDatabases } from "../../../tests/support/databases";
import { refreshSearchIndex, searchSite } from "./search.server";

/**
 * Search finds what a page shows, facts from the settings included: the fee amounts of the fee pages
 * (the `fees` settings), the documents to bring on the Admissions page (the admission rules). A parent's
 * "LKG fee" leads first to a page with the LKG fees, "transfer certificate" to the page that says when
 * to bring one, above any PDF that mentions the words.
 */
describe.each(testDatabases())("search over what pages show, on $name", (target) => {
  let database: DB;

  beforeAll(async () => {
    database = await target.open();
    await syncPageDefaults(
      [...editables.values()].map((entry) => ({ path: entry.path, value: entry.shipped })),
      database,
    );
    await syncPeopleDefaults(undefined, database);
    await syncDocumentDefaults(undefined, database);
    await refreshSearchIndex(database);
  });
  afterAll(async () => {
    await target.close();
  });

  const first = async (query: string) =>
    (await searchSite(query, { at: new Date("2026-12-01T04:30:00Z") }, database)).results.map(
      (r) => `${r.kind} ${r.url}`,
    );

  it("“LKG fee” finds a fee page first", async () => {
    const results = await first("LKG fee");
    expect(results[0]).toMatch(/^page \/(vidhyashram\/|vidhyapeeth\/)?fees$/);
  });

  it("“transfer certificate” finds the Admissions page first", async () => {
    const results = await first("transfer certificate");
    expect(results[0]).toBe("page /admissions");
  });
});
