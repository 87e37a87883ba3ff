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
 * The classes admitted by age (spec 9): each has a born-on-or-before date and a minimum age in the
 * admission rules (`byClass`), in this order.
 */
export const AGE_RULE_CLASSES = ["PreKG", "LKG", "UKG", "I"] as const;
export type AgeRuleClass = (typeof AGE_RULE_CLASSES)[number];

/**
 * The shipped default of the `admissions` settings group (content/settings.ts): the specification's
 * rules for 2025-2026 (spec 9), dates as year-month-day. The office changes them in Site settings.
 */
export const admissionRulesDefaults = {
  ageOn: "2025-05-31",
  byClass: {
    PreKG: { bornOnOrBefore: "2022-12-31", minimumAge: { years: 2, months: 6 } },
    LKG: { bornOnOrBefore: "2021-12-31", minimumAge: { years: 3, months: 6 } },
    UKG: { bornOnOrBefore: "2020-12-31", minimumAge: { years: 4, months: 6 } },
    I: { bornOnOrBefore: "2019-12-31", minimumAge: { years: 5, months: 6 } },
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
    { document: "The student's Aadhaar card" },
    { document: "A parent's Aadhaar card" },
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
