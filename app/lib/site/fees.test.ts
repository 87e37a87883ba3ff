import { describe, expect, it } from "vitest";
import { feesSettingsSchema } from "~content/schemas/settings";
import { settingsDefaults } from "~content/settings";
import { type FieldNode, postedFields } from "../forms/schema-form";
import { describeValue, readValue, schemaErrors } from "../forms/schema-form.server";
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

describe("the fees in the schema editor, drawn as a table", () => {
  /** The form as the editor draws the shipped fees, with `changes` typed over it. */
  function drawn(changes: Record<string, string> = {}) {
    const node = describeValue(feesSettingsSchema, settingsDefaults.fees, "", {});
    const fields = new Map(postedFields(node));
    for (const [name, value] of Object.entries(changes)) fields.set(name, value);
    return { node, fields };
  }
  /** What the editor reads back from the posted form, and the messages by field. */
  function post(fields: Map<string, string>) {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    const result = feesSettingsSchema.safeParse(readValue(feesSettingsSchema, form, ""));
    return result.success ? { value: result.data, errors: {} } : { errors: schemaErrors(result.error) };
  }
  /** The form as the editor draws it again after `fields` were posted: what was read, with the messages. */
  function redrawn(fields: Map<string, string>): FieldNode {
    const { errors } = post(fields);
    const form = new FormData();
    for (const [n, v] of fields) form.append(n, v);
    return describeValue(feesSettingsSchema, readValue(feesSettingsSchema, form, ""), "", errors);
  }
  const table = (node: FieldNode, school: "vidhyashram" | "vidhyapeeth") => {
    const found: FieldNode[] = [];
    const walk = (n: FieldNode) => {
      if (n.kind === "feeTable" && n.name === `schools.${school}.rows`) found.push(n);
      if (n.kind === "group") n.children.forEach(walk);
    };
    walk(node);
    const grid = found[0];
    if (grid?.kind !== "feeTable") throw new Error(`no fee table for ${school}`);
    return grid;
  };
  /** The name of the cell of `code` in the column of `fee` and `term`. */
  const cell = (grid: ReturnType<typeof table>, code: string, fee: string, term: string) => {
    const j = grid.columns.findIndex((c) => c.fee.value === fee && c.term.value === term);
    const name = grid.classes.find((c) => c.code === code)?.cells[j]?.name;
    if (!name) throw new Error(`no cell ${code} ${fee} ${term}`);
    return name;
  };

  it("is a line per class and a column per fee and term, with two empty columns to add fees", () => {
    const grid = table(drawn().node, "vidhyashram");
    expect(grid.classes.map((c) => c.label)).toContain("Class XII");
    expect(grid.columns.map((c) => `${c.fee.value} · ${c.term.value}`)).toEqual([
      "Tuition fee · Term 1",
      "Tuition fee · Term 2",
      "Tuition fee · Term 3",
      "Books and stationery · Term 1",
      "Laboratory fee · Term 1",
      " · ",
      " · ",
    ]);
    // 120 rows of four fields were 480 controls; the table is 7 columns × 16 classes and 14 headings.
    expect(postedFields(grid).length).toBeLessThan(150);
  });

  it("reads back exactly the fees it drew, untouched", () => {
    expect(post(drawn().fields).value).toEqual(settingsDefaults.fees);
  });

  it("changes one amount where a clerk types it, and adds a fee typed into an empty column", () => {
    const { node, fields } = drawn();
    const grid = table(node, "vidhyapeeth");
    const blank = grid.columns.findIndex((c) => c.fee.value === "");
    fields.set(cell(grid, "LKG", "Tuition fee", "Term 1"), "13500");
    fields.set(`schools.vidhyapeeth.rows.$col.${blank}.component`, "Transport");
    fields.set(`schools.vidhyapeeth.rows.$col.${blank}.term`, "Term 1");
    fields.set(`schools.vidhyapeeth.rows.$cell.${blank}.UKG`, "4000");
    const rows = post(fields).value?.schools.vidhyapeeth.rows ?? [];
    expect(rows).toContainEqual({ class: "LKG", term: "Term 1", component: "Tuition fee", amount: 13500 });
    expect(rows).toContainEqual({ class: "UKG", term: "Term 1", component: "Transport", amount: 4000 });
    expect(rows).toHaveLength(settingsDefaults.fees.schools.vidhyapeeth.rows.length + 1);
  });

  it("drops a fee whose amounts are emptied", () => {
    const { node, fields } = drawn();
    const grid = table(node, "vidhyashram");
    const lab = grid.columns.findIndex((c) => c.fee.value === "Laboratory fee");
    for (const klass of grid.classes) fields.set(`schools.vidhyashram.rows.$cell.${lab}.${klass.code}`, "");
    const rows = post(fields).value?.schools.vidhyashram.rows ?? [];
    expect(rows.some((r) => r.component === "Laboratory fee")).toBe(false);
  });

  it("puts each refusal in its cell, in a clerk's words, and keeps what was typed", () => {
    const { node, fields } = drawn();
    const grid = table(node, "vidhyashram");
    const name = cell(grid, "I", "Tuition fee", "Term 1");
    for (const [typed, message] of [
      ["-1", "An amount cannot be negative: write 0 for no fee."],
      ["12000.50", "Whole rupees only, without paise, such as 12000."],
      ["12,000", "Write the amount in rupees as a number, such as 12000 (no commas, no ₹)."],
    ] as const) {
      const again = table(redrawn(new Map([...fields, [name, typed]])), "vidhyashram");
      // In its own cell: Class I, under Tuition fee, Term 1 (the number as read, or the text as typed).
      const j = again.columns.findIndex((c) => c.fee.value === "Tuition fee" && c.term.value === "Term 1");
      const drawnCell = again.classes.find((c) => c.code === "I")?.cells[j];
      expect(Number(drawnCell?.value.replace(",", "")), typed).toBe(Number(typed.replace(",", "")));
      expect(drawnCell?.error, typed).toBe(message);
    }
  });

  it("says so in the cell when a fee and term is typed twice for a class, and names no row number", () => {
    const { node, fields } = drawn();
    const grid = table(node, "vidhyashram");
    const blank = grid.columns.findIndex((c) => c.fee.value === "");
    fields.set(`schools.vidhyashram.rows.$col.${blank}.component`, "tuition fee");
    fields.set(`schools.vidhyashram.rows.$col.${blank}.term`, "Term 1");
    fields.set(`schools.vidhyashram.rows.$cell.${blank}.I`, "500");
    const again = table(redrawn(fields), "vidhyashram");
    const twin = again.classes.find((c) => c.code === "I")?.cells.find((c) => c.value === "500");
    expect(twin?.error).toBe(
      "Class I has a second amount for tuition fee, Term 1: put the whole amount in one place.",
    );
  });

  it("refuses a fee typed without its name, at the column's heading", () => {
    const { node, fields } = drawn();
    const grid = table(node, "vidhyashram");
    const blank = grid.columns.findIndex((c) => c.fee.value === "");
    fields.set(`schools.vidhyashram.rows.$col.${blank}.term`, "Term 1");
    fields.set(`schools.vidhyashram.rows.$cell.${blank}.I`, "500");
    const again = table(redrawn(fields), "vidhyashram");
    const heading = again.columns.find((c) => c.term.value === "Term 1" && c.fee.value === "");
    expect(heading?.fee.error).toBeTruthy();
    expect(again.classes.find((c) => c.code === "I")?.cells.some((c) => c.value === "500")).toBe(true);
  });
});
