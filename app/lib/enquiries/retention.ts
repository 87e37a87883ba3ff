/**
 * When an admission enquiry is erased (architecture ruling 21: enquiries are erased on a schedule).
 * Shared by the server (the retention job, the staff list) and the pages that tell a parent the date
 * (the notice beside the enquiry form, `/privacy`), so both say the same day.
 *
 * The rule: an enquiry is for an admissions year ("2027-2028"). Admissions for a year close on
 * 31 July of its first calendar year (Tamil Nadu schools reopen in June; late admissions end by July).
 * The enquiry is erased at the end of the `retentionMonths`-th month after that (a setting, 6 by
 * default: 31 January 2028 for 2027-2028).
 *
 * An enquiry the office marked as having become an admission (`kept_at`) is kept longer, but not for
 * ever: the admission itself is recorded in the school's own admission register (kept under the
 * board's and the state's rules, not on this site), so the enquiry is only the office's working note
 * while the admission settles (first fees, a transfer certificate still to come, a question about the
 * class). It is erased at the end of the `KEPT_ADMISSION_MONTHS`-th month after the mark (one school
 * year), and never before the day it would have been erased without the mark.
 */

/** Month and day, in the first year of an admissions year, on which its admissions close. */
export const ADMISSIONS_CLOSE_MONTH_DAY = "07-31";

/** The retention the `privacy` settings ship with, in months after admissions close. */
export const DEFAULT_RETENTION_MONTHS = 6;

/** Months after the admission mark (`kept_at`) that a kept enquiry is erased: one school year. */
export const KEPT_ADMISSION_MONTHS = 12;

/**
 * Months the audit log (and every network address the site keeps) is kept when the `privacy` settings
 * say nothing: DPDP Rules 2025 r. 6(1)(e) asks for a year.
 */
export const DEFAULT_AUDIT_LOG_MONTHS = 12;

/** How long the consent record of an erased enquiry is kept (DPDP Rules 2025, rule 8(3)): one year. */
export const CONSENT_LOG_DAYS = 365;

/** `2026-11-26T10:00:00Z` → `2026-11-26`, the calendar day in India (UTC+5:30, no daylight saving). */
export function indiaDay(at: Date | string): string {
  const time = typeof at === "string" ? new Date(at) : at;
  return new Date(time.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** `2027-2028` → `2027-07-31`: the day its admissions close. */
export function admissionsCloseOn(admissionYear: string): string {
  return `${admissionYear.slice(0, 4)}-${ADMISSIONS_CLOSE_MONTH_DAY}`;
}

/**
 * The admissions year an enquiry made at `at` is for: the year the site advertises (`advertised`, the
 * Site settings' "Admissions year") while its admissions are still open on that day; otherwise (the
 * setting was not moved on) the next year whose admissions are open: from 1 August of year Y, the
 * year starting in June of Y + 1.
 */
export function admissionYearFor(at: Date | string, advertised: string): string {
  const day = indiaDay(at);
  if (/^\d{4}-\d{4}$/.test(advertised) && admissionsCloseOn(advertised) >= day) return advertised;
  const year = Number(day.slice(0, 4));
  const first = day.slice(5) > ADMISSIONS_CLOSE_MONTH_DAY ? year + 1 : year;
  return `${first}-${first + 1}`;
}

/**
 * The last day an enquiry for `admissionYear` is kept (`YYYY-MM-DD`, India's calendar): the last day of
 * the `retentionMonths`-th month after its admissions close. It is erased on the day after.
 */
export function keptUntil(admissionYear: string, retentionMonths: number): string {
  const first = Number(admissionYear.slice(0, 4));
  // Day 0 of a month is the last day of the one before it; July is month index 6.
  return new Date(Date.UTC(first, 7 + retentionMonths, 0)).toISOString().slice(0, 10);
}

/**
 * The last day (`YYYY-MM-DD`, India's calendar) an enquiry for `admissionYear` marked as an admission at
 * `keptAt` is kept: the last day of the `KEPT_ADMISSION_MONTHS`-th month after the mark, or its
 * `keptUntil` without the mark when that is later.
 */
export function keptAdmissionUntil(admissionYear: string, keptAt: string, retentionMonths: number): string {
  const day = indiaDay(keptAt);
  const afterMark = new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) + KEPT_ADMISSION_MONTHS, 0),
  )
    .toISOString()
    .slice(0, 10);
  const unmarked = keptUntil(admissionYear, retentionMonths);
  return afterMark.localeCompare(unmarked) > 0 ? afterMark : unmarked;
}

/** `2028-01-31` → "31 January 2028", as the notice and the staff list write a day. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
