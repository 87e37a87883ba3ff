import { AGE_RULE_CLASSES, type AgeRuleClass, classLabel } from "~content/admissions";
import type { AdmissionRulePart, AdmissionRules, MinimumAge } from "~content/schemas/admissions";

/**
 * The admission rules (the `admissions` settings group) as pages draw them: dates and ages in words,
 * the rows of the age table, and the part of the rules each page needs. Pure; used on the server and
 * in the browser, so it takes only types from the schema module (no zod in the pages' script).
 */

/** The fields of the rules that each part shows. */
const PART_FIELDS = {
  ages: ["ageOn", "byClass", "olderClasses"],
  documents: ["documents"],
  otherDocuments: ["otherDocuments"],
  steps: ["steps"],
  afterEnquiry: ["afterEnquiry"],
} as const satisfies Record<AdmissionRulePart, readonly (keyof AdmissionRules)[]>;

/** The rules a page showing `P` needs: only those fields travel with the page. */
export type RulesOf<P extends AdmissionRulePart> = Pick<AdmissionRules, (typeof PART_FIELDS)[P][number]>;

/** What a school's landing page draws of the rules: the steps, and the parts its FAQ answers name. */
export type LandingRules = RulesOf<"steps"> & Partial<AdmissionRules>;

/** What the "Admission ages" dialog of every page draws: the age criteria only (`publicSettings`). */
export type PublicAdmissionRules = RulesOf<"ages">;

/** The fields of `rules` that `parts` show (the rest is left out of the page's data). */
export function rulesOf<P extends AdmissionRulePart>(rules: AdmissionRules, parts: readonly P[]): RulesOf<P> {
  const fields = new Set<keyof AdmissionRules>(parts.flatMap((part) => PART_FIELDS[part]));
  return Object.fromEntries(
    Object.entries(rules).filter(([key]) => fields.has(key as keyof AdmissionRules)),
  ) as RulesOf<P>;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * `2026-05-31` → `31 May 2026`: a date of the rules as parents read it (the month in full, as the
 * school's notices write it). Returns the input unchanged when it is not `YYYY-MM-DD` (the schema
 * refuses such a value, so a page never meets one).
 */
export function ruleDateText(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** `{ years: 2, months: 6 }` → `2 years 6 months`; `{ years: 1, months: 0 }` → `1 year`. */
export function ageText({ years, months }: MinimumAge): string {
  const parts = [
    years > 0 ? `${years} ${years === 1 ? "year" : "years"}` : "",
    months > 0 ? `${months} ${months === 1 ? "month" : "months"}` : "",
  ];
  return parts.filter(Boolean).join(" ") || "0 months";
}

/** One row of the age criteria, in words. */
export interface AgeRow {
  code: AgeRuleClass;
  /** "LKG", "Class I". */
  label: string;
  /** "31 December 2021". */
  bornOnOrBefore: string;
  /** "3 years 6 months". */
  minimumAge: string;
}

/** The age criteria, one row per class in the order of the class list, in words. */
export function ageRows(rules: Pick<AdmissionRules, "byClass">): AgeRow[] {
  return AGE_RULE_CLASSES.map((code) => ({
    code,
    label: classLabel(code),
    bornOnOrBefore: ruleDateText(rules.byClass[code].bornOnOrBefore),
    minimumAge: ageText(rules.byClass[code].minimumAge),
  }));
}
