// Most columns read back from a post: the schema refuses more different fees and terms for one school.
import { feeWordsKey, MAX_FEE_COLUMNS } from "~content/schemas/fees";
import type { FieldNode } from "./schema-form";

/**
 * A school's fee rows drawn as the table of its fee order: a line per class, a column per fee and
 * term ("Tuition fee · Term 1"), an amount in each cell and each class's total for the year. The value
 * stays the flat list of rows the schema checks (`content/schemas/fees.ts`: {class, term, component,
 * amount}); this module turns rows into the table (`feeGridNode`) and a posted table back into rows
 * (`readFeeGrid`). A list of 120 rows of four stacked fields was 65,000 px tall; the table is a screen.
 * Asked for on a list by `.meta({ widget: "feeTable" })`.
 *
 * Field names: `<path>.$cols` (how many columns), `<path>.$col.<j>.component` and `.term` (a column's
 * fee and term), `<path>.$cell.<j>.<class code>` (an amount). Empty columns are offered after the fees
 * entered (`BLANK_FEE_COLUMNS`), so a clerk adds a fee by filling one in, without a button or a script.
 */

/** Empty columns drawn after the fees entered: room for new fees. */
export const BLANK_FEE_COLUMNS = 2;

/** A class the table has a line for: its code (the stored value) and its words. */
export interface FeeGridClass {
  code: string;
  label: string;
}

/** The words of the table's controls: the schema's labels of a row's fee, term and amount. */
export interface FeeGridWords {
  fee: string;
  term: string;
  amount: string;
}

/** The part of `FieldNode` this module draws. */
export type FeeTableNode = Extract<FieldNode, { kind: "feeTable" }>;

/** A column is one fee in one term, however the clerk spaced or cased it ("term 1", "Term 1"). */
const keyOf = (fee: string, term: string) => [fee, term].map(feeWordsKey).join("\u0000");

const textOf = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/**
 * The table for `rows` (the list's value, stored or as posted) at list path `path`. Columns come in the
 * order their fee and term first appear; a second amount for the same class, fee and term opens a
 * column of its own, so nothing typed is hidden (the schema refuses the twin, beside its cell).
 * `errors` are the form's messages by path: a row's amount refusal lands on its cell, a fee's or a
 * term's on the column's heading.
 */
export function feeGridNode(
  path: string,
  rows: unknown,
  classes: readonly FeeGridClass[],
  errors: Record<string, string>,
  meta: { label: string; help?: string; words: FeeGridWords },
): FeeTableNode {
  const list = Array.isArray(rows) ? rows : [];
  type Column = {
    fee: string;
    term: string;
    key: string;
    feeError?: string;
    termError?: string;
    cells: Map<string, { value: string; error?: string }>;
  };
  const columns: Column[] = [];
  list.forEach((row: unknown, index) => {
    const record = (typeof row === "object" && row !== null ? row : {}) as Record<string, unknown>;
    const fee = textOf(record.component);
    const term = textOf(record.term);
    const code = textOf(record.class);
    const key = keyOf(fee, term);
    let column = columns.find((c) => c.key === key && !c.cells.has(code));
    if (!column) {
      column = { fee, term, key, cells: new Map() };
      columns.push(column);
    }
    const at = `${path}.${index}`;
    column.feeError ??= errors[`${at}.component`];
    column.termError ??= errors[`${at}.term`];
    column.cells.set(code, {
      value: textOf(record.amount),
      error: errors[`${at}.amount`] ?? errors[`${at}.class`] ?? errors[at],
    });
  });
  const all: Column[] = [
    ...columns,
    ...Array.from({ length: BLANK_FEE_COLUMNS }, () => ({
      fee: "",
      term: "",
      key: "",
      cells: new Map<string, { value: string; error?: string }>(),
    })),
  ].slice(0, Math.max(MAX_FEE_COLUMNS, columns.length));
  return {
    kind: "feeTable",
    name: path,
    label: meta.label,
    help: meta.help,
    error: errors[path],
    words: meta.words,
    countName: `${path}.$cols`,
    columns: all.map((column, j) => ({
      fee: { name: `${path}.$col.${j}.component`, value: column.fee, error: column.feeError },
      term: { name: `${path}.$col.${j}.term`, value: column.term, error: column.termError },
    })),
    classes: classes.map((c) => ({
      code: c.code,
      label: c.label,
      cells: all.map((column, j) => ({
        name: `${path}.$cell.${j}.${c.code}`,
        value: column.cells.get(c.code)?.value ?? "",
        error: column.cells.get(c.code)?.error,
      })),
    })),
  };
}

/**
 * The rows a posted table at `path` holds, class by class and in each the columns in the table's
 * order (as the office typed rows before the table, and as the shipped fees are), one per filled cell: {class, term, component, amount},
 * the amount a number when it reads as one, else the text as typed for the schema to refuse. A column
 * with no amount is left out. `count` is called once per cell read (the form's value limit).
 */
export function readFeeGrid(
  form: FormData,
  path: string,
  classes: readonly string[],
  count: () => void,
): { class: string; term: string; component: string; amount: number | string }[] {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const columns = Math.max(0, Math.min(Number.parseInt(text(`${path}.$cols`), 10) || 0, MAX_FEE_COLUMNS));
  const heads = Array.from({ length: columns }, (_, j) => ({
    component: text(`${path}.$col.${j}.component`),
    term: text(`${path}.$col.${j}.term`),
  }));
  const rows: { class: string; term: string; component: string; amount: number | string }[] = [];
  for (const code of classes) {
    for (const [j, { component, term }] of heads.entries()) {
      count();
      const typed = text(`${path}.$cell.${j}.${code}`).trim();
      if (typed === "") continue;
      const number = Number(typed);
      rows.push({ class: code, term, component, amount: Number.isFinite(number) ? number : typed });
    }
  }
  return rows;
}
