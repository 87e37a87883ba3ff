import type { Language } from "~content/languages";
import { EXPIRY_WARNING_DAYS } from "~content/schemas/documents";
import { pageWords } from "~content/words/pages";
import { formatDate } from "../platform/dates";

/**
 * How a document's file is described to people: "PDF, 240 KB" beside every public
 * link to it and in the staff list, and how near its "valid until" date is. Shared by the server and
 * the drawing components (no server code here).
 */

/**
 * A size in bytes as people read it: "240 KB" (whole KB, at least 1) below 1 MB, else "1.4 MB"; Tamil
 * writes sizes the same way.
 */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / 1024 / 1024;
  return `${mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb)} MB`;
}

/** The type and size of a PDF, as a link shows it: "PDF, 240 KB", in `language` (`pageWords.pdf`). */
export function pdfLabel(bytes: number, language: Language = "en"): string {
  return `${pageWords[language].pdf}, ${fileSize(bytes)}`;
}

/** Days before "valid until" from which the Documents list warns (60: CBSE's dashboards look 60 days ahead). */
export { EXPIRY_WARNING_DAYS };

/** Where a document stands against its "valid until" date (`YYYY-MM-DD`) on `today` (`YYYY-MM-DD`). */
export type Validity = "expired" | "expiring" | "valid" | "open";

/**
 * `expired` after `validUntil`, `expiring` within `EXPIRY_WARNING_DAYS` days of it (that day included),
 * `valid` before that, `open` without a date. Dates are calendar days in India (architecture ruling 16).
 */
export function validity(validUntil: string | null, today: string): Validity {
  if (!validUntil) return "open";
  if (validUntil < today) return "expired";
  const days = (Date.parse(`${validUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days <= EXPIRY_WARNING_DAYS ? "expiring" : "valid";
}

/**
 * `2026-11-24T04:30:00.000Z` → `24 Nov 2026, 10:00`: an instant as the office reads it, in India
 * (UTC+5:30, architecture ruling 16), the same on the server and in every browser.
 */
export function formatInstant(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const india = new Date(at + 330 * 60 * 1000).toISOString();
  return `${formatDate(india.slice(0, 10))}, ${india.slice(11, 16)}`;
}
