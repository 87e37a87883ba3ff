import { describe, expect, it } from "vitest";
import { admissions } from "../admissions";
import { feesDefaults } from "../fees";
import { settingsDefaults } from "../settings";
import {
  FEE_ORDER_AUTHORITY,
  type FeeRow,
  feeOrderAuthority,
  feeOrderEnds,
  feeOrderExpiresThisYear,
  feeOrderYears,
  MAX_FEE_COLUMNS,
  MAX_FEE_ROWS,
} from "./fees";
import { feesSettingsSchema, SETTINGS_GROUPS, settingsSchemas } from "./settings";

/**
 * The `fees` settings group: what a clerk types from the fee order (class, term, fee, amount) is checked
 * before it reaches a page, with a message a clerk can act on next to the field that is wrong.
 */

const row = (overrides: Partial<Record<keyof FeeRow, unknown>> = {}) => ({
  class: "I",
  term: "Term 1",
  component: "Tuition fee",
  amount: 12000,
  ...overrides,
});

/** The fees with `rows` for Vidhyashram (Vidhyapeeth empty). */
const withRows = (rows: unknown[]) => ({
  academicYear: "2026-2027",
  schools: { vidhyashram: { rows }, vidhyapeeth: { rows: [] } },
});

/** The messages of a refused value, by dotted path. */
function refusals(value: unknown): Record<string, string> {
  const result = feesSettingsSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("the fees settings group", () => {
  it("is a settings group, listed on the settings screen, shipped with sample fees and orders for both schools", () => {
    expect(settingsSchemas.fees).toBe(feesSettingsSchema);
    expect(SETTINGS_GROUPS).toContain("fees");
    expect(settingsDefaults.fees).toBe(feesDefaults);
    expect(feesSettingsSchema.safeParse(feesDefaults).success).toBe(true);
    for (const school of Object.values(feesDefaults.schools)) {
      // Every class from LKG to XII, each marked as sample figures the office replaces.
      const classes = new Set(school.rows.map((r) => r.class));
      expect([...classes]).toEqual(admissions.classes.map((c) => c.code).filter((c) => c !== "PreKG"));
      expect(school.note).toMatch(/sample/i);
      expect(school.order?.pdf).toMatch(/^\/documents\/vidhya(shram|peeth)\/fee-order\.pdf$/);
    }
  });

  it("still reads fees saved before fee orders were asked for", () => {
    expect(refusals(withRows([row()]))).toEqual({});
  });

  it("takes rows of class, term, fee and whole-rupee amount, and a note", () => {
    const value = {
      ...withRows([row(), row({ term: "Term 2", amount: 0 })]),
      schools: {
        vidhyashram: { note: "Fee order 12/2026 of 3 June 2026", rows: [row()] },
        vidhyapeeth: { rows: [row({ class: "PreKG" })] },
      },
    };
    expect(refusals(value)).toEqual({});
  });

  it("refuses a negative amount", () => {
    expect(refusals(withRows([row({ amount: -500 })]))).toEqual({
      "schools.vidhyashram.rows.0.amount": "An amount cannot be negative: write 0 for no fee.",
    });
  });

  it("refuses paise: amounts are whole rupees", () => {
    expect(refusals(withRows([row({ amount: 12000.5 })]))).toEqual({
      "schools.vidhyashram.rows.0.amount": "Whole rupees only, without paise, such as 12000.",
    });
  });

  it("refuses an amount that is no number, saying how to write one", () => {
    expect(refusals(withRows([row({ amount: "12,000" })]))).toEqual({
      "schools.vidhyashram.rows.0.amount":
        "Write the amount in rupees as a number, such as 12000 (no commas, no ₹).",
    });
  });

  it("refuses a class the schools do not have, naming it", () => {
    expect(refusals(withRows([row({ class: "XIII" })]))).toEqual({
      "schools.vidhyashram.rows.0.class": `"XIII" is not a class of the schools: choose one from ${admissions.classes[0]?.label} to ${admissions.classes.at(-1)?.label}.`,
    });
  });

  it("refuses the same class, term and fee twice (case and spacing aside), at the second amount", () => {
    expect(
      refusals(withRows([row(), row({ term: "Term 2" }), row({ amount: 500, component: "tuition  fee" })])),
    ).toEqual({
      "schools.vidhyashram.rows.2.amount":
        "Class I has a second amount for tuition  fee, Term 1: put the whole amount in one place.",
    });
  });

  it("refuses more different fees and terms than the editor's table has columns for", () => {
    const many = Array.from({ length: MAX_FEE_COLUMNS + 1 }, (_, i) => row({ component: `Fee ${i}` }));
    expect(refusals(withRows(many))).toEqual({
      "schools.vidhyashram.rows": `At most ${MAX_FEE_COLUMNS} different fees and terms for one school.`,
    });
  });

  it("refuses a blank term or fee, and too many rows", () => {
    expect(refusals(withRows([row({ term: " ", component: "" })]))).toEqual({
      "schools.vidhyashram.rows.0.term": "Fill this in.",
      "schools.vidhyashram.rows.0.component": "Fill this in.",
    });
    const many = Array.from({ length: MAX_FEE_ROWS + 1 }, (_, i) => row({ component: `Fee ${i}` }));
    expect(Object.values(refusals(withRows(many)))).toEqual([`At most ${MAX_FEE_ROWS} rows for one school.`]);
  });

  it("refuses an academic year that is not two consecutive years", () => {
    expect(refusals({ ...withRows([]), academicYear: "2026-2028" })).toEqual({
      academicYear: "The second year must follow the first, such as 2025-2026.",
    });
  });

  it("takes a fee order and refuses a bad date, year or PDF address next to its field", () => {
    const order = {
      number: "FDC/2026/0412",
      date: "2026-06-03",
      firstYear: "2026-2027",
      pdf: "/documents/vidhyapeeth/fee-order.pdf",
    };
    const withOrder = (o: unknown) => ({
      ...withRows([row()]),
      schools: { vidhyashram: { order: o, rows: [row()] }, vidhyapeeth: { rows: [] } },
    });
    expect(refusals(withOrder(order))).toEqual({});
    expect(
      refusals(
        withOrder({
          ...order,
          date: "2026-02-30",
          firstYear: "2026-2028",
          pdf: "https://example.org/order.pdf",
        }),
      ),
    ).toEqual({
      "schools.vidhyashram.order.date": "Enter a real date, for example 2026-06-03.",
      "schools.vidhyashram.order.firstYear": "The second year must follow the first, such as 2026-2027.",
      "schools.vidhyashram.order.pdf":
        "Give a PDF of the Documents library, such as /documents/vidhyapeeth/fee-order.pdf.",
    });
    expect(refusals(withOrder({ ...order, pdf: "//evil.example/documents/x.pdf" }))).toHaveProperty([
      "schools.vidhyashram.order.pdf",
    ]);
  });

  it("labels every field for the clerk", () => {
    const labelled = (schema: { meta(): unknown }) =>
      (schema.meta() as { label?: string } | undefined)?.label;
    expect(labelled(feesSettingsSchema)).toBe("Fees");
    const { academicYear, schools } = feesSettingsSchema.shape;
    expect(labelled(academicYear)).toBeTruthy();
    const school = schools.shape.vidhyashram;
    expect(labelled(school)).toBeTruthy();
    expect(labelled(school.shape.note)).toBeTruthy();
    expect(labelled(school.shape.rows)).toBeTruthy();
    for (const field of Object.values(school.shape.rows.element.shape)) expect(labelled(field)).toBeTruthy();
  });
});

describe("a fee order's years", () => {
  const order = { firstYear: "2026-2027" };

  it("covers its first academic year and the two after", () => {
    expect(feeOrderYears(order)).toEqual(["2026-2027", "2027-2028", "2028-2029"]);
    expect(feeOrderEnds(order)).toBe("2029-05-31");
  });

  it("expires this year once its last year ends, 31 May, within the calendar year or before", () => {
    expect(feeOrderExpiresThisYear(order, new Date(2026, 6, 1))).toBe(false);
    expect(feeOrderExpiresThisYear(order, new Date(2028, 11, 31))).toBe(false);
    expect(feeOrderExpiresThisYear(order, new Date(2029, 0, 1))).toBe(true);
    expect(feeOrderExpiresThisYear(order, new Date(2029, 11, 31))).toBe(true);
    expect(feeOrderExpiresThisYear(order, new Date(2031, 3, 1))).toBe(true);
  });

  it("names the usual authority when the office left it empty", () => {
    expect(feeOrderAuthority({})).toBe(FEE_ORDER_AUTHORITY);
    expect(feeOrderAuthority({ authority: "FDC Chennai" })).toBe("FDC Chennai");
  });
});
