import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { documents } from "../content/documents";
import { people, person } from "../content/people";
import type { SiteDocument } from "../content/schemas/documents";
import { vidhyashramPages } from "../content/vidhyashram/pages";
import { pdfText } from "../tests/support/pdf-text";
import { peopleDocuments } from "./sample-documents";

/**
 * The disclosure PDFs that list people (the PTA's and the School Management Committee's members) are
 * made by scripts/sample-documents.ts from People (content/people.ts): they name the principal People
 * names, agree with the PTA page, and the shipped files say what the data says.
 */

const FILES = path.resolve(import.meta.dirname, "../content/files");
const REGENERATE = "npx tsx scripts/sample-documents.ts --people";

const PTA = "/documents/vidhyashram/pta-members.pdf";
const SMC = "/documents/vidhyashram/smc-list.pdf";
/** The documents whose table lists people, in the order of content/documents.ts. */
const LISTS = [SMC, PTA];

function documentAt(file: string): SiteDocument {
  const found = documents.find((doc) => doc.file === file);
  if (!found) throw new Error(`No document ${file} in content/documents.ts`);
  return found;
}

/** The lines of the shipped PDF of `file`, as a reader copies them (one per table cell). */
function pdfLines(file: string): string[] {
  return pdfText(readFileSync(path.join(FILES, file))).split("\n");
}

const principal = people.find((p) => p.post === "Principal" && p.audience === "vidhyashram");

describe("the generated PDFs that list people", () => {
  it("are the PTA members and the SMC list, the ones --people prints again", () => {
    expect(peopleDocuments(documents).map((doc) => doc.file)).toEqual(LISTS);
  });

  it("name People's principal of Vidhyashram, in the data and in the shipped file", () => {
    expect(principal).toBeDefined();
    for (const file of LISTS) {
      const rows = documentAt(file).table?.rows ?? [];
      // Name, Designation, Role: the row of the principal names the one People has.
      expect(
        rows.filter((row) => row[1] === "Principal").map((row) => row[0]),
        file,
      ).toEqual([principal?.name]);
      const lines = pdfLines(file);
      const at = lines.indexOf("Principal");
      expect(at, `${file} has no "Principal" (${REGENERATE})`).toBeGreaterThan(0);
      expect(lines[at - 1], `${file} (${REGENERATE})`).toBe(principal?.name);
    }
  });

  it("list people of People with the post People gives them, each once", () => {
    for (const file of LISTS) {
      const rows = documentAt(file).table?.rows ?? [];
      expect(rows.length, file).toBeGreaterThanOrEqual(5);
      for (const [name, designation] of rows) {
        const matches = people.filter((p) => p.name === name && p.post === designation);
        expect(matches, `${file}: ${name}, ${designation}`).toHaveLength(1);
      }
      expect(new Set(rows.map((row) => row[0])).size, file).toBe(rows.length);
    }
  });

  it("the PTA members PDF lists the office bearers of the Vidhyashram PTA page", () => {
    const page = vidhyashramPages.find((p) => p.path === "/vidhyashram/about-us/pta");
    const list = page?.blocks.find((b) => b.type === "people");
    if (list?.type !== "people") throw new Error("The Vidhyashram PTA page has no people block");
    const onPage = list.people.map((entry) => [person(entry.person).name, entry.role]);
    const inPdf = (documentAt(PTA).table?.rows ?? []).map((row) => [row[0], row[2]]);
    expect(inPdf).toEqual(onPage);
  });

  it("the shipped files say what content/documents.ts says, row by row", () => {
    for (const file of LISTS) {
      const doc = documentAt(file);
      const lines = pdfLines(file);
      expect(lines, file).toContain(doc.title);
      const cells = [...(doc.table?.columns ?? []), ...(doc.table?.rows ?? []).flat()];
      const start = lines.indexOf(cells[0] as string);
      expect(lines.slice(start, start + cells.length), `${file} is out of date: ${REGENERATE}`).toEqual(
        cells,
      );
    }
  });
});
