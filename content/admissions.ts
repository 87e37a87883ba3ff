/**
 * Admission facts that do not change with the year (spec 2.1 admissions section, spec 9): the classes a
 * parent can ask for (codes and labels; the enquiry form, the fees and the staff screens use the codes).
 * The rules of the admissions year (age criteria, documents, steps) are the `admissions` settings
 * group: their shipped default is `admissionRulesDefaults` below, and pages read them from the settings
 * (`settingsFor`), never from here.
 */

/** A class a parent can ask for: its code and its label (`admissionsSchema`, checked by content/content.test.ts). */
export interface AdmissionClass {
  code: string;
  label: string;
}

// No import from content/schemas/admissions.ts, which reads the classes from here: the two would import
// each other. The defaults are checked by their schemas where they are used (content/settings.ts) and by
// content/content.test.ts.
export const admissions: { classes: AdmissionClass[] } = {
  classes: [
    { code: "PreKG", label: "Pre KG" },
    { code: "LKG", label: "LKG" },
    { code: "UKG", label: "UKG" },
    { code: "I", label: "Class I" },
    { code: "II", label: "Class II" },
    { code: "III", label: "Class III" },
    { code: "IV", label: "Class IV" },
    { code: "V", label: "Class V" },
    { code: "VI", label: "Class VI" },
    { code: "VII", label: "Class VII" },
    { code: "VIII", label: "Class VIII" },
    { code: "IX", label: "Class IX" },
    { code: "X", label: "Class X" },
    { code: "XI", label: "Class XI" },
    { code: "XII", label: "Class XII" },
  ],
};

/**
 * The classes admitted by age (spec 9): each has a minimum age in the admission rules (`byClass`), in
 * this order, each older than the one before.
 */
export const AGE_RULE_CLASSES = ["PreKG", "LKG", "UKG", "I"] as const;
export type AgeRuleClass = (typeof AGE_RULE_CLASSES)[number];

/**
 * The shipped default of the `admissions` settings group (content/settings.ts): the specification's
 * rules for 2025-2026 (spec 9), dates as year-month-day. The office changes them in Site settings.
 */
export const admissionRulesDefaults = {
  // The specification's "as on 31 May 2025" for admissions 2025-2026. Its "born on or before" dates
  // (31 December, a month later than these ages allow) are not kept: the pages work them out from the
  // minimum ages, so the two columns cannot disagree.
  countedOn: { day: 31, month: "05" as MonthCode },
  byClass: {
    PreKG: { years: 2, months: 6 },
    LKG: { years: 3, months: 6 },
    UKG: { years: 4, months: 6 },
    I: { years: 5, months: 6 },
  },
  olderClasses: "Grade II and above: admission follows the Transfer Certificate.",
  documents: [
    { classes: "Pre KG to Grade 1", document: "Original Birth Certificate" },
    { classes: "Grade 2 and above", document: "Original Report Card or signed Mark Sheet" },
  ],
  // Not named by the spec: what Tamil Nadu schools ask of every new student. To be confirmed by the office.
  otherDocuments: [
    {
      document: "Transfer Certificate (TC) from the previous school",
      when: "Grade 2 and above, or any student joining from another school",
    },
    // Optional: the Supreme Court held in K.S. Puttaswamy v. Union of India (2018, the Aadhaar judgment)
    // that school admission cannot require Aadhaar. Every list of documents marks it so.
    { document: "The student's Aadhaar card", optional: true },
    { document: "A parent's Aadhaar card", optional: true },
    { document: "Recent passport-size photographs of the student" },
    {
      document: "Community certificate",
      when: "a student of a Tamil Nadu community (BC, MBC, SC or ST)",
    },
  ],
  steps: [
    "Collect the registration form at the school office (walk-in).",
    "Fill in the student's and parents' details.",
    "Submit the form with the supporting documents.",
    "The office explains the selection procedure for the class you applied for.",
  ],
  afterEnquiry: [
    "The school office reads every enquiry and calls you back on the phone number you gave, usually within two working days.",
    "Keep your reference number: quote it when you call or visit the office.",
    "Bring the documents listed below when you come to collect the registration form.",
  ],
};

export type ClassCode = string;

/** The months as the rules store them ("05") and as pages write them ("May"). */
export const MONTH_CODES = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"] as const;
export type MonthCode = (typeof MONTH_CODES)[number];
export const MONTH_OPTIONS: Record<MonthCode, string> = {
  "01": "January",
  "02": "February",
  "03": "March",
  "04": "April",
  "05": "May",
  "06": "June",
  "07": "July",
  "08": "August",
  "09": "September",
  "10": "October",
  "11": "November",
  "12": "December",
};
/** Days in each month of a common year: a counting day must exist every year (no 29 February). */
export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** `{ years: 2, months: 6 }` → `2 years 6 months`; `{ years: 1, months: 0 }` → `1 year`. */
export function ageText({ years, months }: { years: number; months: number }): string {
  const parts = [
    years > 0 ? `${years} ${years === 1 ? "year" : "years"}` : "",
    months > 0 ? `${months} ${months === 1 ? "month" : "months"}` : "",
  ];
  return parts.filter(Boolean).join(" ") || "0 months";
}

/** The label of a class code ("LKG" → "LKG", "I" → "Class I"); the code itself when unknown. */
export function classLabel(code: string): string {
  return admissions.classes.find((c) => c.code === code)?.label ?? code;
}

/** The class code matching `value` case-insensitively (`?class=lkg`), or null. */
export function findClassCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const wanted = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, "");
  return (
    admissions.classes.find(
      (c) => c.code.toLowerCase() === wanted || c.label.toLowerCase().replace(/[\s_-]/g, "") === wanted,
    )?.code ?? null
  );
}
