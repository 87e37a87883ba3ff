import { z } from "zod";
import { AGE_RULE_CLASSES, type AgeRuleClass, classLabel } from "../admissions";
import { text } from "./common";

/**
 * Two schemas: the fixed admission facts of `content/admissions.ts` (the classes a parent can ask for,
 * checked by content/content.test.ts), and the `admissions` settings group, the admission rules of the
 * admissions year (spec 9: age criteria, documents, steps), which the office edits in Site settings and
 * every page that explains admissions draws.
 */

const classSchema = z.object({
  /** The value in URLs and the database: `?class=LKG`. */
  code: z.string().regex(/^[A-Za-z0-9-]+$/),
  label: z.string(),
});

/** Schema of `content/admissions.ts`: the class list (the enquiry form validates against it). */
export const admissionsSchema = z.object({
  classes: z.array(classSchema).min(1),
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is `YYYY-MM-DD` naming a day of the calendar (2026-02-29 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The years a date of the rules may fall in. */
const inRange = (value: string) => value >= "2000-01-01" && value <= "2099-12-31";

/** True when `value` is a date the schema takes: a calendar date from 2000 to 2099. */
const usableDate = (value: string) => isCalendarDate(value) && inRange(value);

/**
 * A day as the office types it, `YYYY-MM-DD` (2026-05-31, which pages show as "31 May 2026"), from the
 * year 2000 on: a date in another form, or one the calendar does not have, is refused with a message.
 */
export const ruleDate = z
  .string()
  .trim()
  .regex(ISO_DATE, "Write the date as year-month-day with digits, such as 2026-05-31.")
  .refine(
    (value) => !ISO_DATE.test(value) || isCalendarDate(value),
    "There is no such date: check the day and the month (2026-02-30 does not exist).",
  )
  .refine((value) => !isCalendarDate(value) || inRange(value), "Write a date between 2000 and 2099.");

/** A minimum age in whole years and months (2 years 6 months), months from 0 to 11. */
export const minimumAgeSchema = z
  .object({
    years: z
      .number({ error: "Write the years as a number, such as 3." })
      .int("Whole years, such as 3.")
      .min(0, "The years cannot be below 0.")
      .max(18, "At most 18 years.")
      .meta({ label: "Years" }),
    months: z
      .number({ error: "Write the months as a number from 0 to 11." })
      .int("Whole months, such as 6.")
      .min(0, "The months cannot be below 0.")
      .max(11, "Months go from 0 to 11: write 12 months as one more year.")
      .meta({ label: "Months", help: "0 to 11." }),
  })
  .refine((age) => age.years > 0 || age.months > 0, {
    message: "A minimum age of at least one month.",
    path: ["years"],
  });

export type MinimumAge = z.infer<typeof minimumAgeSchema>;

/** The age rule of one class: born on or before a date, and at least an age on the counting day. */
const classRuleSchema = (code: AgeRuleClass) =>
  z
    .object({
      bornOnOrBefore: ruleDate.meta({
        widget: "date",
        label: "Born on or before",
        help: "The latest date of birth for this class, as year-month-day: 2021-12-31 is shown as 31 December 2021.",
      }),
      minimumAge: minimumAgeSchema.meta({
        label: "Minimum age",
        help: "The age the child must have reached on the day ages are counted.",
      }),
    })
    .meta({ label: classLabel(code) });

/** Bounded text of a rule (one sentence or line), so a paste cannot swell the pages that show it. */
const line = (max: number) => text.max(max, `Use at most ${max} characters.`);

/**
 * The `admissions` settings group: the admission rules of the admissions year (Site settings' "Admissions
 * year"). Read per request (`settingsFor`) by the "Admission ages" dialog, `/enquiry`, the enquiry
 * confirmation, the `admissionRules` blocks of content pages and the landing pages' FAQ; never copied.
 */
export const admissionRulesSchema = z
  .object({
    ageOn: ruleDate.meta({
      widget: "date",
      label: "Ages are counted on",
      help: "The day on which a child's age is measured, as year-month-day: 2026-05-31 is shown as 31 May 2026.",
    }),
    byClass: z
      .object({
        PreKG: classRuleSchema("PreKG"),
        LKG: classRuleSchema("LKG"),
        UKG: classRuleSchema("UKG"),
        I: classRuleSchema("I"),
      })
      .meta({ label: "Age rules by class" }),
    olderClasses: line(300).meta({
      label: "Grade II and above",
      help: "The rule for the classes without an age rule, one sentence.",
    }),
    documents: z
      .array(
        z.object({
          classes: line(60).meta({ label: "Classes", help: "Such as Pre KG to Grade 1." }),
          document: line(160).meta({ label: "Document" }),
        }),
      )
      .min(1, "Keep at least one document.")
      .max(10, "At most 10 documents.")
      .meta({ label: "Documents by class", itemLabel: "Document" }),
    otherDocuments: z
      .array(
        z.object({
          document: line(160).meta({ label: "Document" }),
          when: line(160)
            .optional()
            .meta({ label: "Only for (optional)", help: "Which students bring it, if not every one." }),
        }),
      )
      .max(15, "At most 15 documents.")
      .meta({
        label: "Other documents",
        itemLabel: "Document",
        help: "What every new student brings besides the documents by class.",
      }),
    steps: z
      .array(line(300).meta({ label: "Step" }))
      .min(1, "Keep at least one step.")
      .max(12, "At most 12 steps.")
      .meta({ label: "Steps of admission", itemLabel: "Step" }),
    afterEnquiry: z
      .array(line(300).meta({ label: "Line" }))
      .min(1, "Keep at least one line.")
      .max(8, "At most 8 lines.")
      .meta({
        label: "What happens after an enquiry",
        itemLabel: "Line",
        help: "Shown to a parent on the page after sending an enquiry.",
      }),
  })
  // A child born on or after the day ages are counted has no age on it: the two dates were mixed up.
  .superRefine((rules, context) => {
    for (const code of AGE_RULE_CLASSES) {
      const born = rules.byClass[code].bornOnOrBefore;
      if (usableDate(born) && usableDate(rules.ageOn) && born >= rules.ageOn) {
        context.addIssue({
          code: "custom",
          path: ["byClass", code, "bornOnOrBefore"],
          message: "The date of birth must be before the day ages are counted on.",
        });
      }
    }
  })
  .meta({
    label: "Admission rules",
    help: "The age criteria, documents and steps of the admissions year, shown wherever admissions are explained.",
  });

export type AdmissionRules = z.infer<typeof admissionRulesSchema>;

/** The parts of the admission rules a page may show (a content block, an FAQ answer). */
export const ADMISSION_RULE_PARTS = ["ages", "documents", "otherDocuments", "steps", "afterEnquiry"] as const;
export type AdmissionRulePart = (typeof ADMISSION_RULE_PARTS)[number];

/** Which parts of the rules to show, each once, drawn from the settings when the page is drawn. */
export const admissionRulesShowSchema = z
  .array(
    z.enum(ADMISSION_RULE_PARTS).meta({
      label: "Part",
      options: {
        ages: "Age criteria (dates and minimum ages)",
        documents: "Documents by class",
        otherDocuments: "Other documents",
        steps: "Steps of admission",
        afterEnquiry: "What happens after an enquiry",
      },
    }),
  )
  .min(1, "Choose at least one part.")
  .max(ADMISSION_RULE_PARTS.length)
  .refine((parts) => new Set(parts).size === parts.length, "Choose each part once.")
  .meta({
    label: "Parts of the admission rules to show",
    itemLabel: "Part",
    help: "Drawn from Site settings → Admission rules, so the page always says this year's rules.",
  });
