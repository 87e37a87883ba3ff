import { z } from "zod";
import {
  AGE_RULE_CLASSES,
  type AgeRuleClass,
  ageText,
  classLabel,
  DAYS_IN_MONTH,
  MONTH_CODES,
  MONTH_OPTIONS,
} from "../admissions";
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

/** The day of the year on which ages are counted: a day and a month, the year being the admissions year's. */
const countedOnSchema = z
  .object({
    day: z
      .number({ error: "Write the day as a number, such as 31." })
      .int("A whole day, such as 31.")
      .min(1, "Days start at 1.")
      .max(31, "No month has more than 31 days.")
      .meta({ label: "Day" }),
    month: z.enum(MONTH_CODES).meta({ label: "Month", options: MONTH_OPTIONS }),
  })
  // 29 February only comes in leap years: a rule must name a day every admissions year has.
  .superRefine(({ day, month }, context) => {
    const days = DAYS_IN_MONTH[Number(month) - 1] ?? 31;
    if (day > days) {
      context.addIssue({
        code: "custom",
        path: ["day"],
        message:
          month === "02"
            ? "February has 28 days (29 only in a leap year): choose 28 February or 1 March."
            : `${MONTH_OPTIONS[month]} has ${days} days.`,
      });
    }
  });

/** Bounded text of a rule (one sentence or line), so a paste cannot swell the pages that show it. */
const line = (max: number) => text.max(max, `Use at most ${max} characters.`);

/**
 * The `admissions` settings group: the admission rules of the admissions year (Site settings' "Admissions
 * year"). Read per request (`settingsFor`) by the "Admission ages" dialog, `/enquiry`, the enquiry
 * confirmation, the `admissionRules` blocks of content pages and the landing pages' FAQ; never copied.
 */
export const admissionRulesSchema = z
  .object({
    countedOn: countedOnSchema.meta({
      label: "Ages are counted on",
      help: "A day and a month; the year is the admissions year's first (31 May, for admissions 2026-2027, is 31 May 2026). A new admissions year moves it, and every class's latest date of birth with it.",
    }),
    byClass: z
      .object({
        PreKG: minimumAgeSchema.meta({ label: "Pre KG" }),
        LKG: minimumAgeSchema.meta({ label: "LKG" }),
        UKG: minimumAgeSchema.meta({ label: "UKG" }),
        I: minimumAgeSchema.meta({ label: "Class I" }),
      })
      .meta({
        label: "Minimum age by class",
        help: "The age a child must have reached on the day ages are counted: this is the rule. The pages also show the latest date of birth, worked out from it, so the two always agree.",
      }),
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
          optional: z.boolean().optional().meta({
            label: "Optional for the parent",
            help: "Shown as optional on every page and the acknowledgment: admission must not depend on it. Aadhaar is one (Supreme Court, K.S. Puttaswamy v. Union of India, 2018: school admission cannot require it).",
          }),
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
  // Each class is for older children than the one before: a minimum age out of order is a typing slip.
  .superRefine((rules, context) => {
    AGE_RULE_CLASSES.forEach((code, index) => {
      const before = index > 0 ? AGE_RULE_CLASSES[index - 1] : undefined;
      if (!before) return;
      const age = rules.byClass[code];
      const younger = rules.byClass[before];
      // An age refused for itself has its own message: no second one about the order.
      if (!minimumAgeSchema.safeParse(age).success || !minimumAgeSchema.safeParse(younger).success) return;
      if (age.years * 12 + age.months <= younger.years * 12 + younger.months) {
        context.addIssue({
          code: "custom",
          path: ["byClass", code, "years"],
          message: `Must be more than ${classLabel(before)}'s ${ageText(younger)}: each class is for older children than the one before.`,
        });
      }
    });
  })
  .meta({
    label: "Admission rules",
    help: "The age criteria, documents and steps of the admissions year, shown wherever admissions are explained.",
  });

export type AdmissionRules = z.infer<typeof admissionRulesSchema>;

/** One class's age rule as pages show it: the stored minimum age and the latest date of birth it allows. */
export interface AgeRule {
  /** `YYYY-MM-DD`: the last birthday that reaches `minimumAge` on the counting day. */
  bornOnOrBefore: string;
  minimumAge: MinimumAge;
}

/**
 * The admission rules with their dates worked out for the admissions year (`rulesForYear`,
 * app/lib/site/admission-rules.ts), as every page draws them: `ageOn` is the counting day
 * (`YYYY-MM-DD`), and each class has its latest date of birth beside its minimum age.
 */
export type DatedAdmissionRules = Omit<AdmissionRules, "countedOn" | "byClass"> & {
  ageOn: string;
  byClass: Record<AgeRuleClass, AgeRule>;
};

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
        documents: "Documents to bring (each class's, then every new student's)",
        otherDocuments: "Only the documents every new student brings",
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
