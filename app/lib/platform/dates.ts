import type { Language } from "~content/languages";

/**
 * The month names of Indian English (`Intl` "en-IN", short). A table rather than `Intl.DateTimeFormat`:
 * the server's and each browser's ICU data differ ("Sep" or "Sept"), which would make the hydrated text
 * differ from the server's, and building a formatter costs a phone about 20 ms on every page.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

export { MONTH_NAMES } from "~content/months";

/**
 * Tamil dates through `Intl` ("ta-IN": `22 நவம்பர், 2026`), made once. Public pages send no script
 * (decision 0022), so no browser redraws them with its own ICU data.
 */
const TAMIL_DATE = new Intl.DateTimeFormat("ta-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * `2026-11-22` → `22 Nov 2026`, the way Indian parents write dates, or in Tamil (`language` "ta")
 * `22 நவம்பர், 2026`. Returns the input unchanged when it is not a real `YYYY-MM-DD` date.
 */
export function formatDate(isoDate: string, language: Language = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== isoDate) return isoDate;
  if (language === "ta") return TAMIL_DATE.format(date);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Today's date in India (UTC+5:30) as `YYYY-MM-DD`: the default date of a new notice. */
export function todayInIndia(at: number = Date.now()): string {
  return new Date(at + 330 * 60 * 1000).toISOString().slice(0, 10);
}
