import { z } from "zod";
import { admissions } from "../admissions";
import { text } from "./common";

/**
 * The `fees` settings group: each school's fees for one academic year, as the office types them from
 * the fee order. Tamil Nadu requires a private school to publish the fee fixed by the Fee Determination
 * Committee, and since June 2026 to print the class-wise fees on its admission forms, so the public
 * pages draw these (`/fees`, the enquiry form). Kept flat for the schema editor: per school a note and
 * a list of rows {class, term, fee, amount}, one row per amount on the fee order.
 */

/** Most rows one school may have: 15 classes × 3 terms × 6 fees is 270; the editor stays light. */
export const MAX_FEE_ROWS = 300;

/** The largest amount of one row, in rupees (ten lakh): above it a slip of the keyboard is likelier. */
export const MAX_FEE_AMOUNT = 1_000_000;

/** The class codes of `content/admissions.ts`, the same the enquiry form asks for (`?class=LKG`). */
const classCodes = admissions.classes.map((c) => c.code) as [string, ...string[]];

const firstClass = admissions.classes[0]?.label;
const lastClass = admissions.classes.at(-1)?.label;

/** One amount of the fee order: what a class pays for one fee in one term. */
export const feeRowSchema = z.object({
  class: z
    .enum(classCodes, {
      error: (issue) =>
        issue.input === undefined || issue.input === ""
          ? "Choose a class."
          : `"${String(issue.input)}" is not a class of the schools: choose one from ${firstClass} to ${lastClass}.`,
    })
    .meta({ label: "Class", options: Object.fromEntries(admissions.classes.map((c) => [c.code, c.label])) }),
  term: text.max(40, "Use at most 40 characters, such as Term 1.").meta({
    label: "Term",
    help: "As the fee order names it, such as Term 1 or At admission. Each term becomes a column of the table, in the order first entered.",
  }),
  component: text
    .max(80, "Use at most 80 characters, such as Tuition fee.")
    .meta({ label: "Fee", help: "What the amount is for, such as Tuition fee or Books." }),
  amount: z
    .number({ error: "Write the amount in rupees as a number, such as 12000 (no commas, no ₹)." })
    .int({ error: "Whole rupees only, without paise, such as 12000." })
    .min(0, "An amount cannot be negative: write 0 for no fee.")
    .max(MAX_FEE_AMOUNT, "At most ₹10,00,000 in one row: please check the amount.")
    .meta({ label: "Amount in rupees", help: "Whole rupees, without commas or ₹, such as 12000." }),
});

export type FeeRow = z.infer<typeof feeRowSchema>;

/** The words for a class code on the office's messages ("I" → "Class I"). */
const classWords = (code: string) => admissions.classes.find((c) => c.code === code)?.label ?? code;

/** One school's fees: the fee order's note and the rows. */
export const schoolFeesSchema = z.object({
  note: text.max(300, "Use at most 300 characters.").optional().meta({
    widget: "multiline",
    label: "Note shown with the fees (optional)",
    help: "For example the fee order's number and date: Fee Determination Committee order 12/2026 of 3 June 2026.",
  }),
  rows: z
    .array(feeRowSchema)
    .max(MAX_FEE_ROWS, `At most ${MAX_FEE_ROWS} rows for one school.`)
    // Two rows for the same class, term and fee would be added up on the page without anyone seeing why.
    .superRefine((rows, context) => {
      const seen = new Map<string, number>();
      rows.forEach((row, index) => {
        const key = [row.class, row.term.toLowerCase(), row.component.toLowerCase()].join("\u0000");
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, index);
          return;
        }
        context.addIssue({
          code: "custom",
          path: [index, "component"],
          message: `${classWords(row.class)}, ${row.term}, ${row.component} is already in row ${first + 1}: put the whole amount in one row.`,
        });
      });
    })
    .meta({
      label: "Fees by class",
      itemLabel: "Fee row",
      help: "One row for each amount of the fee order: the class, the term, what the fee is for and the amount. No rows: the site says the fees are not published yet.",
    }),
});

export type SchoolFees = z.infer<typeof schoolFeesSchema>;

/**
 * Each school's fees, the `schools` part of the `fees` group. The group itself (this with the academic
 * year) is `feesSettingsSchema` in `content/schemas/settings.ts`, which owns `academicYearSchema`: made
 * there, this module needs nothing of that one and the two import no cycle.
 */
export const feeSchoolsSchema = z
  .object({
    vidhyashram: schoolFeesSchema.meta({ label: "Vidhyashram" }),
    vidhyapeeth: schoolFeesSchema.meta({ label: "Vidhyapeeth" }),
  })
  .meta({ label: "Schools" });

/** One school's fees with the year they are for: what a page draws of the `fees` group. */
export type SchoolFeesOfYear = SchoolFees & { academicYear?: string };
