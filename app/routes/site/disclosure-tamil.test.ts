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
    return html.replace(/&#x27;|&#39;/g, "'");
  };
});

/** The English words a Tamil disclosure must not show (each a fixed word of the page). */
const ENGLISH = [
  "A. General information",
  "B. Documents and information",
  "C. Results and academics",
  "D. Staff (teaching)",
  "E. School infrastructure",
  "Name of the school",
  "Principal's name",
  "Contact number",
  "Fee structure",
  "Annual academic calendar</h3>",
  "Board examination results",
  ">Examination</th>",
  ">Remarks</th>",
  "Vice principal",
  "Pupil–teacher ratio",
  "Teachers per section",
  "The ratios count the teachers below",
  "Total campus area",
  "Internet facility",
  "Girls' toilets",
  "Last updated",
  "View PDF: ",
  "Fire safety certificate of the competent authority",
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
      `>${ta.examination}</th>`,
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
