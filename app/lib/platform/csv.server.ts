import { stringify } from "csv-stringify/sync";

/**
 * A cell a spreadsheet would read as a formula: one starting with a tab or a carriage return, or with
 * a formula sign behind nothing but blanks and control characters (C0 and C1 controls, any Unicode
 * space or line separator, the byte-order mark); some spreadsheets trim those before reading a cell,
 * so ` =1+1` and `\n=1+1` are formulas there too. The signs are `=`, `+`, `-`, `@`, their full-width
 * forms `＝ ＋ － ＠` (U+FF1D, U+FF0B, U+FF0D, U+FF20) and their small forms `﹦ ﹢ ﹣ ﹫` (U+FE66,
 * U+FE62, U+FE63, U+FE6B): spreadsheets fold both kinds of variant to the ASCII sign (Unicode
 * compatibility folding) when reading a cell, so they start a formula just the same.
 */
const FORMULA_START =
  /^(?:[\t\r]|[\p{Cc}\p{Zs}\p{Zl}\p{Zp}\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B])/u;

/**
 * CSV for spreadsheets (csv-stringify). A cell that a spreadsheet would read as a formula (see
 * `FORMULA_START`) gets a leading apostrophe, so it shows as text and never runs (OWASP "CSV
 * injection"). Takes the cell's text, returns it safe to export; any other text is returned unchanged.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
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

/** India's time zone: the office's, and the one the admin screens show. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

const indiaParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: INDIA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * A moment (an ISO timestamp as stored, or a Date) in India time, ISO 8601 with its offset:
 * `2026-11-20T04:30:00.000Z` → `2026-11-20T10:00:00+05:30`. Asia/Kolkata has kept UTC+5:30 since 1945,
 * so the offset is fixed. Text that is not a date is returned unchanged.
 */
export function indiaTimestamp(value: string | Date): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return String(value);
  const part = Object.fromEntries(indiaParts.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}+05:30`;
}

/** The calendar date in India (`YYYY-MM-DD`) at a moment: for file names. */
export function indiaDate(at: Date = new Date()): string {
  return indiaTimestamp(at).slice(0, 10);
}
