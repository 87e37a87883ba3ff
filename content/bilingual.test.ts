import { describe, expect, it } from "vitest";
import {
  carryTamil,
  inLanguage,
  looksLikeLegacyTamilFont,
  scriptLanguage,
  staleTamilHidden,
  tamilState,
} from "./bilingual";

/** The office's text in two languages (decision 0032): what a page shows, and what the stores keep. */

const page = {
  title: "Annual Day",
  "title@ta": { text: "ஆண்டு விழா", for: "Annual Day" },
  blocks: [
    {
      heading: "Fees due on 10 June",
      "heading@ta": { text: "கட்டணம் ஜூன் 5க்குள்", for: "Fees due on 5 June" },
      paragraphs: ["Welcome.", "Come early."],
      "paragraphs@ta": [
        { text: "வருக.", for: "Welcome." },
        { text: "தாமதமாக வருக.", for: "Come late." },
      ],
    },
    { heading: "Our values", "heading@ta": { text: "எங்கள் விழுமியங்கள்", for: "Our value" } },
    { heading: "Sports" },
  ],
};

describe("a page in each language", () => {
  it("shows each Tamil text on a Tamil page, and keeps the English where there is none", () => {
    const tamil = inLanguage(page, "ta");
    expect(tamil.title).toBe("ஆண்டு விழா");
    expect(tamil.blocks[2]).toEqual({ heading: "Sports" });
    expect(JSON.stringify(tamil)).not.toContain("@ta");
  });

  it("does not show an old Tamil text with a number in it (a date, a fee) once the English changed", () => {
    const tamil = inLanguage(page, "ta");
    expect(tamil.blocks[0]?.heading).toBe("Fees due on 10 June");
    // Older Tamil without a number still shows, flagged for the office.
    expect(tamil.blocks[1]?.heading).toBe("எங்கள் விழுமியங்கள்");
    expect(staleTamilHidden("Fees due on 5 June", "Fees due on 10 June")).toBe(true);
    expect(staleTamilHidden("Our value", "Our values")).toBe(false);
  });

  it("shows a list item's Tamil only while it was written for that item's English", () => {
    expect(inLanguage(page, "ta").blocks[0]?.paragraphs).toEqual(["வருக.", "Come early."]);
  });

  it("leaves the Tamil out of an English page, and never changes the value it is given", () => {
    const before = structuredClone(page);
    const english = inLanguage(page, "en");
    expect(english).toEqual({
      title: "Annual Day",
      blocks: [
        { heading: "Fees due on 10 June", paragraphs: ["Welcome.", "Come early."] },
        { heading: "Our values" },
        { heading: "Sports" },
      ],
    });
    expect(page).toEqual(before);
  });

  it("says how each field stands", () => {
    expect(tamilState("Annual Day", undefined)).toBe("missing");
    expect(tamilState("Annual Day", { text: "ஆண்டு விழா", for: "Annual Day" })).toBe("current");
    expect(tamilState("Annual Day 2027", { text: "ஆண்டு விழா", for: "Annual Day" })).toBe("needs updating");
  });
});

describe("the stores' schema read", () => {
  it("puts the Tamil back beside the fields a schema read kept, and drops what it dropped", () => {
    const parsed = {
      title: "Annual Day",
      blocks: [{ heading: "Fees due on 10 June", paragraphs: ["Welcome.", "Come early."] }],
    };
    const carried = carryTamil(page, parsed);
    expect(carried.title).toBe("Annual Day");
    expect(carried).toHaveProperty("title@ta", page["title@ta"]);
    expect(carried.blocks[0]).toHaveProperty("paragraphs@ta", page.blocks[0]?.["paragraphs@ta"]);
    // The second block was not kept by the read: its Tamil is not either.
    expect(carried.blocks).toHaveLength(1);
    expect(carryTamil({ title: "x" }, parsed)).toBe(parsed);
  });
});

describe("telling the office's languages apart", () => {
  it("reads a text's language from its letters", () => {
    expect(scriptLanguage("ஆண்டு விழா 2026")).toBe("ta");
    expect(scriptLanguage("Annual Day")).toBe("en");
    expect(scriptLanguage("Vidhyapeeth முகப்பு")).toBe("ta");
    expect(scriptLanguage("2026-27")).toBeUndefined();
  });

  it("recognises text typed in an old 8-bit Tamil font, not a name with an accent", () => {
    // "அம்மா" typed in Bamini and pasted.
    expect(looksLikeLegacyTamilFont("«õÁ¡ ÅÕ¸")).toBe(true);
    expect(looksLikeLegacyTamilFont("José's café, 25°C")).toBe(false);
    expect(looksLikeLegacyTamilFont("ஆண்டு விழா")).toBe(false);
  });
});
