import { z } from "zod";
import { admissions } from "../admissions";
import { text } from "./common";
import { isSameSitePath } from "./links";

/**
 * The `fees` settings group: each school's fees for one academic year, as the office types them from
 * the fee order. Tamil Nadu requires a private school to publish the fee fixed by the Fee Determination
 * Committee, and since June 2026 to print the class-wise fees on its admission forms, so the public
 * pages draw these (`/fees`, the enquiry form). Kept flat for the schema editor: per school a note and
 * a list of rows {class, term, fee, amount}, one row per amount on the fee order.
 */

/** Most rows one school may have: 15 classes × 3 terms × 6 fees is 270; the editor stays light. */
export const MAX_FEE_ROWS = 300;

/**
 * Most different fees and terms one school's rows may name ("Tuition fee · Term 1" is one): 6 fees × 3
 * terms is 18. The editor draws each as a column of its table (app/lib/forms/fee-grid.server.ts).
 */
export const MAX_FEE_COLUMNS = 60;

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

/**
 * A fee's or a term's words as they are compared: "Term 1", "term 1 " and "TERM  1" are one term (the
 * editor's table, app/lib/forms/fee-grid.server.ts, makes one column of them; the schema one amount).
 */
export const feeWordsKey = (words: string) => words.trim().replace(/\s+/g, " ").toLowerCase();

/** The words for a class code on the office's messages ("I" → "Class I"). */
const classWords = (code: string) => admissions.classes.find((c) => c.code === code)?.label ?? code;

/** The words for the authority that approves a Tamil Nadu private school's fee, shipped as the default. */
export const FEE_ORDER_AUTHORITY = "Fee Determination Committee, Government of Tamil Nadu";

/** How many academic years one fee order binds: three (Tamil Nadu's Fee Determination Committee). */
export const FEE_ORDER_YEARS = 3;

/**
 * The first academic year of a fee order, "2026-2027": two consecutive years. Written here rather than
 * imported from `settings.ts`, which imports this module (the two would import each other).
 */
const firstYearSchema = z
  .string()
  .trim()
  .regex(/^(19|20|21)\d\d-(19|20|21)\d\d$/, "Write two consecutive years, such as 2026-2027.")
  .refine((year) => {
    const [from, to] = year.split("-").map(Number);
    return to === (from ?? 0) + 1;
  }, "The second year must follow the first, such as 2026-2027.");

/**
 * A PDF of the Documents library at its permanent URL, `/documents/…pdf` (a school's folder allowed:
 * `/documents/vidhyapeeth/fee-order.pdf`), and a path of this site by `isSameSitePath`'s rules.
 */
export const documentPdfPath = z
  .string()
  .trim()
  .refine(
    (path) => isSameSitePath(path) && /^\/documents\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.pdf$/.test(path),
    "Give a PDF of the Documents library, such as /documents/vidhyapeeth/fee-order.pdf.",
  );

/**
 * The fee order a school's fees come from: the Fee Determination Committee's order, which binds for
 * three academic years from `firstYear` (`feeOrderYears`). The page shows it with the fees and links
 * its PDF, which the office uploads in Documents.
 */
export const feeOrderSchema = z.object({
  number: text.max(80, "Use at most 80 characters, such as FDC/2026/0412.").meta({
    label: "Order number",
    help: "As printed on the fee order, such as FDC/2026/0412.",
  }),
  date: z.iso.date("Enter a real date, for example 2026-06-03.").meta({
    label: "Date of the order",
    widget: "date",
    help: "The date printed on the fee order.",
  }),
  firstYear: firstYearSchema.meta({
    label: "First academic year of the order",
    help: "Such as 2026-2027. The order binds for three academic years: the page names all three.",
  }),
  // Optional: left empty, the pages say the usual authority (`feeOrderAuthority`).
  authority: text
    .max(160, "Use at most 160 characters.")
    .optional()
    .meta({
      label: "Approved by",
      help: `Who approved the fee, as the order says. Left empty, the page says: ${FEE_ORDER_AUTHORITY}.`,
    }),
  pdf: documentPdfPath.meta({
    label: "The order's PDF",
    help: "Its permanent address in Documents, such as /documents/vidhyapeeth/fee-order.pdf: upload the order there first.",
  }),
});

export type FeeOrder = z.infer<typeof feeOrderSchema>;

/**
 * The academic years `order` covers, its first and the two after: for a first year of "2026-2027",
 * ["2026-2027", "2027-2028", "2028-2029"].
 */
export function feeOrderYears(order: Pick<FeeOrder, "firstYear">): string[] {
  const from = Number(order.firstYear.slice(0, 4));
  return Array.from({ length: FEE_ORDER_YEARS }, (_, i) => `${from + i}-${from + i + 1}`);
}

/** Who approved `order`'s fee: its words, or `FEE_ORDER_AUTHORITY` when the office left them empty. */
export function feeOrderAuthority(order: Pick<FeeOrder, "authority">): string {
  return order.authority ?? FEE_ORDER_AUTHORITY;
}

/**
 * The last day `order` binds, ISO "YYYY-MM-DD": 31 May of the year its last academic year ends (a Tamil
 * Nadu school year runs June to May), "2029-05-31" for an order from 2026-2027.
 */
export function feeOrderEnds(order: Pick<FeeOrder, "firstYear">): string {
  const from = Number(order.firstYear.slice(0, 4));
  return `${from + FEE_ORDER_YEARS}-05-31`;
}

/**
 * True when `order`'s last covered academic year ends (31 May) within `today`'s calendar year or has
 * already ended: the school must have the next fee order approved and published this year. `today` is
 * read in the server's local time.
 */
export function feeOrderExpiresThisYear(order: Pick<FeeOrder, "firstYear">, today: Date): boolean {
  return Number(feeOrderEnds(order).slice(0, 4)) <= today.getFullYear();
}

/** One school's fees: the fee order, its note and the rows. */
export const schoolFeesSchema = z.object({
  // Optional: a school may have no fees entered yet, and fees the office saved before orders were asked
  // for must still be read (a stored value that no longer fits stops the start).
  order: feeOrderSchema.optional().meta({
    label: "Fee order",
    help: "The Fee Determination Committee's order these fees come from: number, date, years and PDF. Tamil Nadu requires it published with the fees; leave it out only while no fees are entered.",
  }),
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
      const seen = new Set<string>();
      const columns = new Set<string>();
      rows.forEach((row, index) => {
        const column = [row.term, row.component].map(feeWordsKey);
        columns.add(column.join("\u0000"));
        const key = [row.class, ...column].join("\u0000");
        if (!seen.has(key)) {
          seen.add(key);
          return;
        }
        context.addIssue({
          code: "custom",
          path: [index, "amount"],
          message: `${classWords(row.class)} has a second amount for ${row.component}, ${row.term}: put the whole amount in one place.`,
        });
      });
      if (columns.size > MAX_FEE_COLUMNS)
        context.addIssue({
          code: "custom",
          message: `At most ${MAX_FEE_COLUMNS} different fees and terms for one school.`,
        });
    })
    .meta({
      label: "Fees by class",
      itemLabel: "Fee row",
      widget: "feeTable",
      help: "As the fee order sets them: a column for each fee and term (such as Tuition fee, Term 1), a line for each class, the amount in rupees where they meet. Fill in an empty column to add a fee; empty a column's amounts to remove it; a class with no amounts is not offered a fee. No amounts at all: the site says the fees are not published yet.",
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
