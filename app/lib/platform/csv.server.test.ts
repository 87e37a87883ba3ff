import { describe, expect, it } from "vitest";
import { indiaDate, indiaTimestamp, neutraliseFormula, toCsv } from "./csv.server";

const BOM = "\uFEFF";

const COLUMNS = [
  { key: "reference", header: "Reference" },
  { key: "student", header: "Student" },
  { key: "message", header: "Message" },
] as const satisfies { key: string; header: string }[];

type Row = { reference: string; student: string; message: string };

function csv(rows: Row[]): string {
  return toCsv(rows, [...COLUMNS]);
}

/** The CSV without its byte-order mark. */
function body(text: string): string {
  expect(text.startsWith(BOM)).toBe(true);
  return text.slice(BOM.length);
}

describe("toCsv", () => {
  it("starts with a BOM and a header row, then one CRLF-ended line per row", () => {
    const text = csv([
      { reference: "ENQ-AAAAAA", student: "Anusha R", message: "Bus?" },
      { reference: "ENQ-BBBBBB", student: "Bala", message: "" },
    ]);
    expect(body(text)).toBe("Reference,Student,Message\r\nENQ-AAAAAA,Anusha R,Bus?\r\nENQ-BBBBBB,Bala,\r\n");
  });

  it("gives only the header row for no rows", () => {
    expect(body(csv([]))).toBe("Reference,Student,Message\r\n");
  });

  it("quotes cells with a comma, a quote or a line break", () => {
    const text = csv([
      {
        reference: "ENQ-AAAAAA",
        student: "Kumar, Anusha",
        message: 'She said "hello"\nand left',
      },
    ]);
    expect(body(text)).toBe(
      'Reference,Student,Message\r\nENQ-AAAAAA,"Kumar, Anusha","She said ""hello""\nand left"\r\n',
    );
  });

  it("makes a formula in a cell show as text", () => {
    const text = csv([{ reference: "ENQ-AAAAAA", student: '=HYPERLINK("http://evil")', message: "" }]);
    expect(body(text)).toBe('Reference,Student,Message\r\nENQ-AAAAAA,"\'=HYPERLINK(""http://evil"")",\r\n');
  });

  it.each([
    ["plus", "+1+1", "'+1+1"],
    ["minus", "-2+3", "'-2+3"],
    ["at", "@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["equals", "=1+1", "'=1+1"],
  ])("neutralises a cell starting with %s", (_label, value, expected) => {
    const text = csv([{ reference: "ENQ-AAAAAA", student: value, message: "" }]);
    expect(body(text).split("\r\n")[1]).toBe(`ENQ-AAAAAA,${expected},`);
  });

  it("neutralises a cell starting with a full-width formula sign", () => {
    const text = csv([{ reference: "ENQ-AAAAAA", student: "\uFF1D1+1", message: "\uFF20cmd" }]);
    expect(body(text).split("\r\n")[1]).toBe("ENQ-AAAAAA,'\uFF1D1+1,'\uFF20cmd");
  });

  it("neutralises a cell starting with a tab", () => {
    const text = csv([{ reference: "ENQ-AAAAAA", student: "\t=1+1", message: "" }]);
    const line = body(text).split("\r\n")[1] ?? "";
    expect(line.startsWith("ENQ-AAAAAA,")).toBe(true);
    const cell = line.slice("ENQ-AAAAAA,".length, -1);
    // Possibly quoted; either way the cell's text starts with the apostrophe.
    expect(cell.replace(/^"|"$/g, "")).toBe("'\t=1+1");
  });

  it("leaves ordinary text as it is, including signs inside the text", () => {
    const text = csv([{ reference: "ENQ-AAAAAA", student: "Anusha R", message: "Class 1-2, a=b +c @d" }]);
    expect(body(text).split("\r\n")[1]).toBe('ENQ-AAAAAA,Anusha R,"Class 1-2, a=b +c @d"');
  });
});

describe("neutraliseFormula", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-5", "'-5"],
    ["@cmd", "'@cmd"],
    ["\tx", "'\tx"],
    ["\rx", "'\rx"],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
  ])("prefixes %j with an apostrophe", (value, expected) => {
    expect(neutraliseFormula(value)).toBe(expected);
  });

  it.each(["", "Anusha", "a=b", "1+1", "ENQ-AAAAAA", " x", "\n", " Anusha = Bala", "'=already"])(
    "leaves %j unchanged",
    (value) => {
      expect(neutraliseFormula(value)).toBe(value);
    },
  );

  // Spreadsheets fold the small-form variants (U+FE62, U+FE63, U+FE66, U+FE6B) to their ASCII signs
  // just as they fold the full-width ones, so a cell starting with one starts a formula too.
  it.each([
    ["small equals", "\uFE66"],
    ["small plus", "\uFE62"],
    ["small minus", "\uFE63"],
    ["small at", "\uFE6B"],
  ])("treats a leading %s like the ASCII sign, and only a leading one", (_label, sign) => {
    expect(neutraliseFormula(`${sign}1+1`)).toBe(`'${sign}1+1`);
    expect(neutraliseFormula(`${sign}HYPERLINK("http://evil")`)).toBe(`'${sign}HYPERLINK("http://evil")`);
    expect(neutraliseFormula(sign)).toBe(`'${sign}`);
    for (const inside of [`a${sign}b`, `1${sign}1`, `'${sign}x`]) {
      expect(neutraliseFormula(inside)).toBe(inside);
    }
  });

  // Some spreadsheets trim a cell's leading blanks before reading it, so blanks or control characters
  // in front of a formula sign do not hide it.
  it.each([
    ["a space", " =1+1"],
    ["spaces", "   +1+1"],
    ["a line feed", "\n=1+1"],
    ["a no-break space", "\u00A0-1"],
    ["an ideographic space", "\u3000@cmd"],
    ["a NUL", "\u0000=1+1"],
    ["a space and a full-width sign", " \uFF1D1+1"],
    ["a space and a small-form sign", " \uFE661+1"],
  ])("prefixes a formula sign behind %s", (_label, value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });

  // Spreadsheets read the full-width forms as the ASCII ones.
  it.each([
    ["equals", "\uFF1D"],
    ["plus", "\uFF0B"],
    ["minus", "\uFF0D"],
    ["at", "\uFF20"],
  ])("treats a leading full-width %s like the ASCII one, and only a leading one", (_label, sign) => {
    expect(neutraliseFormula(`${sign}1+1`)).toBe(`'${sign}1+1`);
    expect(neutraliseFormula(`${sign}HYPERLINK("http://evil")`)).toBe(`'${sign}HYPERLINK("http://evil")`);
    expect(neutraliseFormula(sign)).toBe(`'${sign}`);
    expect(neutraliseFormula(` ${sign}x`)).toBe(`' ${sign}x`);
    for (const inside of [`a${sign}b`, `1${sign}1`, `'${sign}x`]) {
      expect(neutraliseFormula(inside)).toBe(inside);
    }
    // Other full-width characters are ordinary text.
    expect(neutraliseFormula("\uFF1E1")).toBe("\uFF1E1");
  });
});

describe("India time for the enquiry export", () => {
  it.each([
    ["2026-11-20T04:30:00.000Z", "2026-11-20T10:00:00+05:30"],
    ["2026-11-20T18:29:59.999Z", "2026-11-20T23:59:59+05:30"],
    ["2026-11-20T18:30:00.000Z", "2026-11-21T00:00:00+05:30"],
    ["2026-12-31T20:00:00Z", "2027-01-01T01:30:00+05:30"],
  ])("shows %s as %s", (stored, shown) => {
    expect(indiaTimestamp(stored)).toBe(shown);
    expect(new Date(indiaTimestamp(stored)).getTime()).toBe(
      Math.floor(new Date(stored).getTime() / 1000) * 1000,
    );
  });

  it("takes a Date too, and leaves text that is not a date alone", () => {
    expect(indiaTimestamp(new Date("2026-06-01T00:00:00Z"))).toBe("2026-06-01T05:30:00+05:30");
    expect(indiaTimestamp("not a date")).toBe("not a date");
  });

  it("dates a file by India's calendar: after 18:30 UTC it is already the next day there", () => {
    expect(indiaDate(new Date("2026-11-20T18:29:00Z"))).toBe("2026-11-20");
    expect(indiaDate(new Date("2026-11-20T18:31:00Z"))).toBe("2026-11-21");
  });
});
