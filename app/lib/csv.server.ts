import { stringify } from "csv-stringify/sync";

/**
 * CSV for spreadsheets (csv-stringify). A cell that a spreadsheet would read as a formula (starting
 * with `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe, so it shows as text and
 * never runs (OWASP "CSV injection"). Takes the cell's text, returns it safe to export.
 *
 * The full-width `＝ ＋ － ＠` (U+FF1D, U+FF0B, U+FF0D, U+FF20) count too (issue 19 item 13): spreadsheets
 * fold them to their ASCII forms when reading a cell, so they start a formula just the same.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
}

/** Rows → CSV text with a header row; every string cell neutralised. Starts with a BOM for Excel. */
export function toCsv<T extends Record<string, unknown>>(
  rows: T[],
  columns: { key: keyof T & string; header: string }[],
): string {
  return `\uFEFF${stringify(rows, {
    header: true,
    columns,
    record_delimiter: "windows",
    cast: {
      string: (value) => neutraliseFormula(value),
    },
  })}`;
}
