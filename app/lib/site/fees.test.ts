import { describe, expect, it } from "vitest";
import { feesSettingsSchema } from "~content/schemas/settings";
import { readValue, schemaErrors } from "../forms/schema-form.server";
import { feeTable, formatRupees } from "./fees";

describe("formatRupees", () => {
  it("writes whole rupees with Indian grouping (thousands, then lakhs)", () => {
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(950)).toBe("₹950");
    expect(formatRupees(12000)).toBe("₹12,000");
    expect(formatRupees(125000)).toBe("₹1,25,000");
    expect(formatRupees(1000000)).toBe("₹10,00,000");
  });
});

describe("feeTable", () => {
  it("groups a clerk's rows by class in school order, terms as first entered, with the totals", () => {
    const table = feeTable([
      { class: "I", term: "Term 2", component: "Tuition fee", amount: 10000 },
      { class: "I", term: "Term 1", component: "Tuition fee", amount: 12000 },
      { class: "I", term: "term 1 ", component: "Books", amount: 2500 },
      { class: "PreKG", term: "Term 1", component: "Tuition fee", amount: 6000 },
    ]);
    expect(table.terms).toEqual(["Term 2", "Term 1"]);
    expect(table.classes.map((c) => c.label)).toEqual(["Pre KG", "Class I"]);
    expect(table.classes[1]).toEqual({
      code: "I",
      label: "Class I",
      fees: [
        { name: "Tuition fee", amounts: [10000, 12000], total: 22000 },
        { name: "Books", amounts: [null, 2500], total: 2500 },
      ],
      termTotals: [10000, 14500],
      total: 24500,
    });
    expect(table.classes[0]?.termTotals).toEqual([null, 6000]);
  });

  it("is empty without rows", () => {
    expect(feeTable([])).toEqual({ terms: [], classes: [] });
  });
});

describe("the fees in the schema editor", () => {
  /** What the editor reads back from a posted form of the `fees` group, and the messages by field. */
  function post(fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const result = feesSettingsSchema.safeParse(readValue(feesSettingsSchema, form, ""));
    return result.success ? { value: result.data, errors: {} } : { errors: schemaErrors(result.error) };
  }
  const row = (amount: string, klass = "I") => ({
    academicYear: "2026-2027",
    "schools.vidhyashram.rows.$n": "1",
    "schools.vidhyashram.rows.0.class": klass,
    "schools.vidhyashram.rows.0.term": "Term 1",
    "schools.vidhyashram.rows.0.component": "Tuition fee",
    "schools.vidhyashram.rows.0.amount": amount,
    "schools.vidhyapeeth.rows.$n": "0",
  });

  it("reads a clerk's row as typed, in whole rupees", () => {
    expect(post(row("12000")).value?.schools.vidhyashram.rows).toEqual([
      { class: "I", term: "Term 1", component: "Tuition fee", amount: 12000 },
    ]);
  });

  it("puts each refusal next to its field, in a clerk's words", () => {
    const at = "schools.vidhyashram.rows.0";
    expect(post(row("-1")).errors).toEqual({
      [`${at}.amount`]: "An amount cannot be negative: write 0 for no fee.",
    });
    expect(post(row("12000.50")).errors).toEqual({
      [`${at}.amount`]: "Whole rupees only, without paise, such as 12000.",
    });
    expect(post(row("12,000")).errors).toEqual({
      [`${at}.amount`]: "Write the amount in rupees as a number, such as 12000 (no commas, no ₹).",
    });
    expect(post(row("12000", "")).errors).toEqual({ [`${at}.class`]: "Choose a class." });
  });
});
