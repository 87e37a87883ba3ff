/**
 * The month names of Indian English (`Intl` "en-IN", short). A table rather than `Intl.DateTimeFormat`:
 * the server's and each browser's ICU data differ ("Sep" or "Sept"), which would make the hydrated text
 * differ from the server's, and building a formatter costs a phone about 20 ms on every page.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

export { MONTH_NAMES } from "~content/months";

/**
 * `2026-11-22` → `22 Nov 2026`, the way Indian parents write dates. Returns the input unchanged when it
 * is not a real `YYYY-MM-DD` date.
 */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== isoDate) return isoDate;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Today's date in India (UTC+5:30) as `YYYY-MM-DD`: the default date of a new notice. */
export function todayInIndia(at: number = Date.now()): string {
  return new Date(at + 330 * 60 * 1000).toISOString().slice(0, 10);
}
