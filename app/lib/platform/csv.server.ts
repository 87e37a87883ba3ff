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

/** India's time zone: the office's, and the one the admin screens show (issue 21 item 13). */
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
