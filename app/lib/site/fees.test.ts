import { describe, expect, it } from "vitest";
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
