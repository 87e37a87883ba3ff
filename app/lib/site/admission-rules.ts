import { addDays, addMonths, format, parseISO } from "date-fns";
import { AGE_RULE_CLASSES, type AgeRuleClass, ageText, classLabel } from "~content/admissions";
import type {
  AdmissionRulePart,
  AgeRule,
  DatedAdmissionRules,
  MinimumAge,
  AdmissionRules as StoredRules,
} from "~content/schemas/admissions";
import { MONTH_NAMES } from "../platform/dates";

export { ageText };

/**
 * The admission rules (the `admissions` settings group) as pages draw them: the counting day and each
 * class's latest date of birth worked out from the stored minimum ages and the admissions year, dates
 * and ages in words, the rows of the age table, and the part of the rules each page needs. Pure; used on the server and
 * in the browser, so it takes only types from the schema module (no zod in the pages' script).
 */

/**
 * The counting day of `admissionsYear` ("2026-2027"): the stored day and month in its first year,
 * `YYYY-MM-DD`. The settings' schema takes only `YYYY-YYYY` years and days every year has.
 */
export function countingDay(countedOn: StoredRules["countedOn"], admissionsYear: string): string {
  const year = admissionsYear.slice(0, 4);
  return `${year}-${countedOn.month}-${String(countedOn.day).padStart(2, "0")}`;
}

/** Whether a child born on `birth` has reached `age` on `day` (both `YYYY-MM-DD`): birth + age ≤ day. */
export function hasReached(birth: string, age: MinimumAge, day: string): boolean {
  return format(addMonths(parseISO(birth), age.years * 12 + age.months), "yyyy-MM-dd") <= day;
}

/**
 * The latest date of birth (`YYYY-MM-DD`) that reaches `age` on `day`. Adding months to the 29th–31st
 * of a month can land on the same month end (31 Aug and 29 Aug + 6 months are both 28 Feb), so the
 * day found by counting back is moved on while the next one still qualifies: then "born on or before"
 * and "the minimum age" give the same answer for every date of birth.
 */
export function latestBirthDate(age: MinimumAge, day: string): string {
  let latest = addMonths(parseISO(day), -(age.years * 12 + age.months));
  while (hasReached(format(addDays(latest, 1), "yyyy-MM-dd"), age, day)) latest = addDays(latest, 1);
  return format(latest, "yyyy-MM-dd");
}

/**
 * The stored rules (`settings.admissions`) with their dates for `admissionsYear` (`settings.site`):
 * what every page that shows admission ages draws, so a new admissions year moves them all.
 */
export function rulesForYear(rules: StoredRules, admissionsYear: string): DatedAdmissionRules {
  const { countedOn, byClass, ...rest } = rules;
  const ageOn = countingDay(countedOn, admissionsYear);
  const classes = Object.fromEntries(
    AGE_RULE_CLASSES.map((code) => [
      code,
      { minimumAge: byClass[code], bornOnOrBefore: latestBirthDate(byClass[code], ageOn) },
    ]),
  ) as Record<AgeRuleClass, AgeRule>;
  return { ...rest, ageOn, byClass: classes };
}

/** The fields of the rules that each part shows. */
const PART_FIELDS = {
  ages: ["ageOn", "byClass", "olderClasses"],
  // One list of what to bring everywhere: each class's originals, then what every new student brings.
  documents: ["documents", "otherDocuments"],
  otherDocuments: ["otherDocuments"],
  steps: ["steps"],
  afterEnquiry: ["afterEnquiry"],
} as const satisfies Record<AdmissionRulePart, readonly (keyof DatedAdmissionRules)[]>;

/** The rules a page showing `P` needs: only those fields travel with the page. */
export type RulesOf<P extends AdmissionRulePart> = Pick<DatedAdmissionRules, (typeof PART_FIELDS)[P][number]>;

/** What a school's landing page draws of the rules: the steps, and the parts its FAQ answers name. */
export type LandingRules = RulesOf<"steps"> & Partial<DatedAdmissionRules>;

/** What the "Admission ages" dialog of every page draws: the age criteria only (`publicSettings`). */
export type PublicAdmissionRules = RulesOf<"ages">;

/** The fields of `rules` that `parts` show (the rest is left out of the page's data). */
export function rulesOf<P extends AdmissionRulePart>(
  rules: DatedAdmissionRules,
  parts: readonly P[],
): RulesOf<P> {
  const fields = new Set<keyof DatedAdmissionRules>(parts.flatMap((part) => PART_FIELDS[part]));
  return Object.fromEntries(
    Object.entries(rules).filter(([key]) => fields.has(key as keyof DatedAdmissionRules)),
  ) as RulesOf<P>;
}

/**
 * `2026-05-31` → `31 May 2026`: a date of the rules as parents read it (the month in full, as the
 * school's notices write it). Returns the input unchanged when it is not `YYYY-MM-DD` (the schema
 * refuses such a value, so a page never meets one).
 */
export function ruleDateText(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
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
export function ageRows(rules: Pick<DatedAdmissionRules, "byClass">): AgeRow[] {
  return AGE_RULE_CLASSES.map((code) => ({
    code,
    label: classLabel(code),
    bornOnOrBefore: ruleDateText(rules.byClass[code].bornOnOrBefore),
    minimumAge: ageText(rules.byClass[code].minimumAge),
  }));
}

/** One document a parent brings, and for whom when not every child ("Pre KG to Grade 1"). */
export interface DocumentToBring {
  document: string;
  when?: string;
  /** The parent may choose not to bring it (Aadhaar): every list says "optional" beside it. */
  optional?: boolean;
}

/**
 * The one list of documents to bring, as every page and the acknowledgment show it: each range of
 * classes' documents (spec 9), then what every new student brings (`otherDocuments`).
 */
export function documentsToBring(
  rules: Pick<DatedAdmissionRules, "documents" | "otherDocuments">,
): DocumentToBring[] {
  return [
    ...rules.documents.map((row) => ({ document: row.document, when: row.classes })),
    ...rules.otherDocuments,
  ];
}
