import { createRequestHandler } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { disclosureWords } from "~content/words/disclosure";
import { loadContext, SITE, siteServerBuild } from "../../../tests/support/routes";

/**
 * The mandatory public disclosure in each language (decision 0030): on `/ta/<school>/publicdisclosure`
 * the sections' headings, the labels of every fact, the tables' heads, the documents' names and the
 * lines under each document are Tamil (the sections keep CBSE's letters A–E), and links to other pages
 * of the site stay in Tamil; the English page keeps its words.
 */

let page: (path: string) => Promise<string>;

beforeAll(async () => {
  await migrateToLatest(db());
  await prepareDatabase(db(), () => undefined);
  const request = createRequestHandler(await siteServerBuild(), "production");
  page = async (path) => {
    const response = await request(new Request(new URL(path, SITE)), await loadContext());
    expect(response.status, path).toBe(200);
    const html = await response.text();
    // A line may break after a "/" of the format's words (<wbr>): the words are read without it.
    return html.replace(/&#x27;|&#39;/g, "'").replace(/<wbr\/?>/g, "");
  };
});

/** The English words a Tamil disclosure must not show (each a fixed word of the page). */
const ENGLISH = [
  "A. General information",
  "B. Documents and information",
  "C. Result and academics",
  "D. Staff (teaching)",
  "E. School infrastructure",
  ">S.No.</th>",
  ">Documents/Information</th>",
  ">Link</th>",
  "Name of the school",
  "Principal name",
  "Contact details (landline/mobile)",
  "Fee structure of the school",
  "Annual academic calendar</th>",
  "Last three-year result of the board examination",
  ">No. of registered students</th>",
  ">Remarks</th>",
  "Teachers section ratio",
  "Vice principal",
  "Pupil–teacher ratio",
  "The ratios count the teachers below",
  "Total campus area",
  "Internet facility",
  "No. of girls toilets",
  "Last updated",
  "View PDF: ",
  "Not self-attested.",
  "Copy of valid fire safety certificate issued by the competent authority",
];

describe("the public disclosure in Tamil and English", () => {
  it("Vidhyashram's (CBSE) in Tamil: its fixed words are Tamil, its links stay Tamil", async () => {
    const html = await page("/ta/vidhyashram/publicdisclosure");
    const ta = disclosureWords.ta;
    for (const word of [
      ta.general,
      ta.documents,
      ta.academics,
      ta.staff,
      ta.infrastructure,
      ta.schoolName,
      ta.affiliationNumber,
      ta.principalName,
      ta.contactNumber,
      ta.feeStructure,
      ta.results,
      `>${ta.sNo}</th>`,
      `>${ta.documentsInformation}</th>`,
      `>${ta.link}</th>`,
      `>${ta.registered}</th>`,
      ta.teachersSectionRatio,
      ta.notAttested,
      ta.pupilTeacherRatio,
      ta.ratioNote,
      ta.campusArea,
      ta.girlsToilets,
      ta.lastUpdated,
      ta.viewPdf,
      ta.documentLabel("fireSafety"),
      ta.teacherGroup("cbse", "PGT"),
      ta.exam("cbse", "X"),
      // Dates in Tamil months.
      "நவம்பர்",
    ]) {
      expect(html, word).toContain(word);
    }
    for (const word of ENGLISH) {
      const at = html.indexOf(word);
      expect(at, `${word}: …${html.slice(at - 200, at + 100)}…`).toBe(-1);
    }
    // The site's own pages it links to are the Tamil ones (all but the link to the English page).
    const links = [...html.matchAll(/<a href="(\/[^"]*)"(?![^>]*hrefLang)/g)].map((m) => m[1] ?? "");
    expect(links.filter((href) => /^\/(vidhyashram|vidhyapeeth|pta|fees)\b/.test(href))).toEqual([]);
    expect(links).toContain("/ta/vidhyashram/fees");
  });

  it("in Tamil, the statement under section B and the line under a scanned document are Tamil too", async () => {
    const document = "/documents/vidhyashram/fire-safety-certificate.pdf";
    const set = (values: Record<string, number | string | null>) =>
      db().updateTable("documents").set(values).where("path", "=", document).execute();
    try {
      await set({ attested_by_manager: 1, attested_by_principal: 1, text_layer: "no" });
      const html = await page("/ta/vidhyashram/publicdisclosure");
      const ta = disclosureWords.ta;
      // Fire safety is section B's sixth row.
      expect(html).toContain(ta.attestation("6", 1, true, true));
      expect(html).toContain(ta.attestedBy(true, true));
      expect(html).toContain(ta.accessibleCopy);
      expect(html).not.toContain(disclosureWords.en.accessibleCopy);
      expect(html).not.toContain("self-attested by");
    } finally {
      await set({ attested_by_manager: 0, attested_by_principal: 0, text_layer: null });
    }
  });

  it("Vidhyapeeth's (state board) in Tamil names its recognition order and teachers in Tamil", async () => {
    const html = await page("/ta/vidhyapeeth/publicdisclosure");
    expect(html).toContain(disclosureWords.ta.recognitionNumber);
    expect(html).toContain(disclosureWords.ta.udiseCode);
    expect(html).toContain(disclosureWords.ta.teacherGroup("state", "TGT"));
    expect(html).not.toContain("Recognition order number");
  });

  it("in English: the page keeps its words", async () => {
    const html = await page("/vidhyashram/publicdisclosure");
    for (const word of ENGLISH) expect(html, word).toContain(word);
    expect(html).not.toContain(disclosureWords.ta.general);
  });
});
