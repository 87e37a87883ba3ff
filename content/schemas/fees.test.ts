import { describe, expect, it } from "vitest";
import { admissions } from "../admissions";
import { feesDefaults } from "../fees";
import { settingsDefaults } from "../settings";
import { type FeeRow, MAX_FEE_ROWS } from "./fees";
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
  it("is a settings group, listed on the settings screen, shipped empty (no invented fees)", () => {
    expect(settingsSchemas.fees).toBe(feesSettingsSchema);
    expect(SETTINGS_GROUPS).toContain("fees");
    expect(settingsDefaults.fees).toBe(feesDefaults);
    expect(feesSettingsSchema.safeParse(feesDefaults).success).toBe(true);
    expect(feesDefaults.schools.vidhyashram.rows).toEqual([]);
    expect(feesDefaults.schools.vidhyapeeth.rows).toEqual([]);
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

  it("refuses the same class, term and fee twice, pointing at the first", () => {
    expect(refusals(withRows([row(), row({ term: "Term 2" }), row({ amount: 500 })]))).toEqual({
      "schools.vidhyashram.rows.2.component":
        "Class I, Term 1, Tuition fee is already in row 1: put the whole amount in one row.",
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
