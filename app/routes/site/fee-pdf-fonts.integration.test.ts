import { execFileSync } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/lib/auth/users.server";
import { saveSettings } from "~/lib/content-store/settings.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { feePagePath, schoolFeesOf } from "~/lib/site/fees";
import type { Settings } from "~content/schemas/settings";
import { settingsDefaults } from "~content/settings";
import { feeWords } from "~content/words/fees";
import { callLoader, get, responseOf } from "../../../tests/support/routes";
import * as route from "./fee-pdf";
import { feePdf, feePdfHtml } from "./fee-pdf.server";

/**
 * The fee PDF's fonts and language (Chromium prints it, hence `.integration`): Latin and Tamil are
 * drawn with the Noto fonts of the `@fontsource` packages, embedded in the PDF, never with a font the
 * server happens to have, and Tamil reads back from the text layer as typed; `<html lang>` and the
 * PDF's language are the ones asked for.
 */

const SCHOOL_FEE = "பள்ளிக் கட்டணம்";
const FIRST_TERM = "முதல் பருவம்";
/** With a vowel sign drawn before its consonant (தே) and a two-part one (தொ). */
const EXAM_FEE = "தேர்வுத் தொகை";

/** A fee order whose term and one fee are in Tamil, beside an English fee. */
const tamilFees: Settings["fees"] = {
  ...settingsDefaults.fees,
  schools: {
    ...settingsDefaults.fees.schools,
    vidhyashram: {
      ...settingsDefaults.fees.schools.vidhyashram,
      rows: [
        { class: "LKG", term: FIRST_TERM, component: SCHOOL_FEE, amount: 12000 },
        { class: "LKG", term: FIRST_TERM, component: EXAM_FEE, amount: 500 },
        { class: "LKG", term: FIRST_TERM, component: "Books", amount: 3000 },
      ],
    },
  },
};

beforeAll(async () => {
  await migrateToLatest(db());
  const clerk = await createUser({ username: "fee-font-clerk", password: "a-long-staff-password" });
  await saveSettings("fees", tamilFees, clerk);
});

/** One font of `pdffonts`' table: its name without the subset tag, and whether it is embedded. */
interface PdfFont {
  name: string;
  embedded: boolean;
}

/** The fonts of a PDF as `pdffonts` lists them. */
function fontsOf(pdf: Buffer): PdfFont[] {
  const lines = execFileSync("pdffonts", ["-"], { input: pdf }).toString("utf8").trim().split("\n");
  // Two header lines, then per font: name, type (may hold spaces), encoding, emb, sub, uni, object, generation.
  return lines.slice(2).map((line) => {
    const columns = line.trim().split(/\s+/);
    return {
      name: (columns[0] ?? "").replace(/^[A-Z]{6}\+/, ""),
      embedded: columns.at(-5) === "yes",
    };
  });
}

/** The text of a PDF as pdftotext reads it, spaces collapsed. */
function textOf(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf })
    .toString("utf8")
    .replace(/\s+/g, " ");
}

describe("the fee PDF's fonts", () => {
  it("draws Tamil with the packaged Noto Sans Tamil and Latin with Noto Sans, both embedded, and no system font", async () => {
    const response = responseOf(await callLoader(route, get("/fees/vidhyashram.pdf")));
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer());

    const fonts = fontsOf(pdf);
    // The fee's name prints regular, the term (a column heading) bold.
    expect(fonts).toContainEqual({ name: "NotoSansTamil-Regular", embedded: true });
    expect(fonts).toContainEqual({ name: "NotoSansTamil-Bold", embedded: true });
    expect(fonts).toContainEqual({ name: "NotoSans-Regular", embedded: true });
    expect(fonts).toContainEqual({ name: "NotoSans-Bold", embedded: true });
    // Every font is one of the packaged ones: a DejaVu, Liberation or other system font would mean a
    // letter the packaged fonts did not cover, printed differently on another server.
    for (const font of fonts) {
      expect(font.name).toMatch(/^NotoSans(Tamil)?-(Regular|Bold)$/);
      expect(font.embedded).toBe(true);
    }
    expect(fonts.map((f) => f.name).join(" ")).not.toMatch(/DejaVu|Liberation|FreeSans|Arial|Helvetica/);

    // Chromium writes a ToUnicode map for each font, and an ActualText for each cluster whose glyphs
    // are drawn out of typing order (தே, தொ: the vowel sign before its consonant), so the text layer
    // reads back exactly as typed, conjuncts included.
    const text = textOf(pdf);
    expect(text).toContain(SCHOOL_FEE);
    expect(text).toContain(EXAM_FEE);
    expect(text).toContain(FIRST_TERM);
    expect(text).toMatch(/Books ₹3,000/);
  }, 60_000);
});

describe("the Tamil fee PDF's fonts", () => {
  it("draws its Tamil words with the packaged Noto Sans Tamil, embedded, and reads them and the amounts back", async () => {
    const response = responseOf(await callLoader(route, get("/ta/fees/vidhyashram.pdf")));
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer());

    const fonts = fontsOf(pdf);
    // The heading and column heads print bold, the foot and the terms' values regular.
    expect(fonts).toContainEqual({ name: "NotoSansTamil-Regular", embedded: true });
    expect(fonts).toContainEqual({ name: "NotoSansTamil-Bold", embedded: true });
    for (const font of fonts) {
      expect(font.name).toMatch(/^NotoSans(Tamil)?-(Regular|Bold)$/);
      expect(font.embedded).toBe(true);
    }

    const ta = feeWords.ta;
    const text = textOf(pdf);
    expect(text).toContain(ta.printTitle("Vidhyashram", "2026-2027"));
    expect(text).toContain(`${ta.classHeading} ${ta.feeHeading} ${FIRST_TERM} ${ta.forTheYear}`);
    expect(text).toContain(`${ta.totalFor("LKG")} ₹15,500 ₹15,500`);
    expect(text).toMatch(/Books ₹3,000/);
  }, 60_000);
});

describe("the fee PDF's language", () => {
  const fees = schoolFeesOf(tamilFees, "vidhyashram");
  const args = {
    name: "Vidhyashram",
    board: "CBSE",
    fees,
    origin: "http://localhost:3000",
    path: feePagePath("vidhyashram"),
  };

  it("is en-IN unless the page asks for another", () => {
    expect(feePdfHtml(args)).toMatch(/^<!doctype html><html lang="en-IN">/);
  });

  it('marks the office\'s English text lang="en" in the Tamil document, and its Tamil text not', () => {
    const html = feePdfHtml({
      ...args,
      board: "CBSE",
      fees: { ...fees, note: "மாணவர் கட்டணம்" },
      language: "ta",
    });
    expect(html).toContain('<p class="board" lang="en">CBSE</p>');
    expect(html).toContain('<p class="note">மாணவர் கட்டணம்</p>');
    expect(feePdfHtml(args)).toContain('<p class="board">CBSE</p>');
  });

  it("is ta-IN in the HTML and the tagged PDF when a Tamil page asks for it", async () => {
    const html = feePdfHtml({ ...args, language: "ta" });
    expect(html).toMatch(/^<!doctype html><html lang="ta-IN">/);
    const { pdf } = await feePdf(html, "ta");
    expect(execFileSync("pdfinfo", ["-"], { input: pdf }).toString("utf8")).toMatch(/^Tagged:\s+yes$/m);
    // Chromium writes the document's language to the PDF's catalog, which a screen reader reads.
    expect(pdf.toString("latin1")).toContain("/Lang (ta-IN)");
  }, 60_000);
});
