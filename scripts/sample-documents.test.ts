import { describe, expect, it } from "vitest";
import { documents } from "../content/documents";
import { people } from "../content/people";

/**
 * No shipped document lists people: the members of a committee or an association live once, on its page
 * or in the public disclosure, drawn from People, so a change there reaches every place. A PDF printed
 * from them keeps the names of the day it was printed (the PTA members and SMC list PDFs did: parents
 * read two PTA presidents, and an SMC of 9 beside the disclosure's 4); they are retired
 * (`retiredDocuments` in content/documents.ts).
 */
describe("the shipped documents", () => {
  it("list no person of People in a table", () => {
    const names = new Set(people.map((p) => p.name));
    const listing = documents.filter((doc) =>
      doc.table?.rows.some((row) => row.some((cell) => names.has(cell))),
    );
    expect(listing.map((doc) => doc.file)).toEqual([]);
  });
});
