import { describe, expect, it } from "vitest";
import { formatRupees, schoolFeesOf } from "~/lib/site/fees";
import { settingsDefaults } from "~content/settings";
import { drawIn, hrefsOf } from "../../../tests/support/in-language";
import { SchoolFees } from "./Fees";

/**
 * A school's fees on a page in each language (decision 0030): on a Tamil page the table's headings,
 * the fee order's terms and the links are Tamil, the amounts the same ₹ with lakh grouping; the English
 * page keeps its words.
 */

/** The shipped sample fees (the table is drawn only when a school has rows). */
const fees = schoolFeesOf(settingsDefaults.fees, "vidhyapeeth");

describe("a school's fees in Tamil and English", () => {
  it("writes amounts as Intl does for both languages: ₹ with lakh grouping, Western digits", () => {
    for (const tag of ["en-IN", "ta-IN"]) {
      const intl = new Intl.NumberFormat(tag, {
        style: "currency",
        currency: "INR",
        maximumFractionDigits: 0,
      });
      expect(formatRupees(125000), tag).toBe(intl.format(125000));
    }
  });

  it("in Tamil: the headings and links are Tamil, and no English word of the block is left", () => {
    const html = drawIn("ta", <SchoolFees school="vidhyapeeth" fees={fees} />);
    for (const word of ["வகுப்பு", "ஆண்டுக்கு", "கட்டண PDF-ஐப் பதிவிறக்குக", "₹"]) {
      expect(html, word).toContain(word);
    }
    for (const word of ["For the year", "Download the fee PDF", "Class</th>", "fee page"]) {
      expect(html, word).not.toContain(word);
    }
    expect(hrefsOf(html)).toContain("/ta/vidhyapeeth/fees");
  });

  it("in English: keeps its words and addresses", () => {
    const html = drawIn("en", <SchoolFees school="vidhyapeeth" fees={fees} />);
    for (const word of ["For the year", "Download the fee PDF", "Vidhyapeeth fee page"]) {
      expect(html, word).toContain(word);
    }
    expect(hrefsOf(html)).toContain("/vidhyapeeth/fees");
  });
});
