import { admissions } from "~content/admissions";
import type { FeeRow, SchoolFeesOfYear } from "~content/schemas/fees";
import type { Settings } from "~content/schemas/settings";
import type { SchoolSlug } from "~content/site";

/**
 * The fees of the `fees` settings group arranged for reading (`/fees`, the enquiry form): the rows a
 * clerk typed, one per class, term and fee, become per class a line per fee with its amount in each
 * term, the totals of each term and the total for the year. Browser-safe: no schema, no database.
 */

/** One fee of a class: its amount in each term of `FeeTable.terms` (null: none that term) and its total. */
export interface FeeLine {
  name: string;
  amounts: (number | null)[];
  total: number;
}

/** One class: its fees, what it pays in each term (null: nothing that term) and for the year, in rupees. */
export interface ClassFees {
  code: string;
  label: string;
  fees: FeeLine[];
  termTotals: (number | null)[];
  total: number;
}

/** A school's fees by class: the terms (the table's columns) and the classes that have rows. */
export interface FeeTable {
  terms: string[];
  classes: ClassFees[];
}

/** Terms and fees are grouped as the clerk wrote them, whatever the case or spacing ("term 1", "Term 1"). */
const keyOf = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * `rows` arranged by class: classes in the order of `content/admissions.ts` (Pre KG first), terms and
 * fees in the order the clerk first entered them, spelt as first entered; amounts of the same class,
 * term and fee added up (the schema refuses such twins, so this only guards a row read from elsewhere).
 */
export function feeTable(rows: readonly FeeRow[]): FeeTable {
  const terms: string[] = [];
  const termIndex = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row.term);
    if (!termIndex.has(key)) {
      termIndex.set(key, terms.length);
      terms.push(row.term.trim());
    }
  }
  const order = new Map(admissions.classes.map((c, index) => [c.code, index]));
  const codes = [...new Set(rows.map((row) => row.class))].sort(
    (a, b) => (order.get(a) ?? order.size) - (order.get(b) ?? order.size),
  );
  const classes = codes.map((code): ClassFees => {
    const fees: FeeLine[] = [];
    const feeIndex = new Map<string, FeeLine>();
    for (const row of rows) {
      if (row.class !== code) continue;
      const key = keyOf(row.component);
      let line = feeIndex.get(key);
      if (!line) {
        line = { name: row.component.trim(), amounts: terms.map(() => null), total: 0 };
        feeIndex.set(key, line);
        fees.push(line);
      }
      const term = termIndex.get(keyOf(row.term)) ?? 0;
      line.amounts[term] = (line.amounts[term] ?? 0) + row.amount;
      line.total += row.amount;
    }
    const termTotals = terms.map((_, term) => {
      const amounts = fees.map((fee) => fee.amounts[term]).filter((a): a is number => a !== null);
      return amounts.length ? amounts.reduce((sum, a) => sum + a, 0) : null;
    });
    const label = admissions.classes.find((c) => c.code === code)?.label ?? code;
    return { code, label, fees, termTotals, total: fees.reduce((sum, fee) => sum + fee.total, 0) };
  });
  return { terms, classes };
}

/**
 * A whole number of rupees as Indian readers write it: `12000` → "₹12,000", `125000` → "₹1,25,000"
 * (lakh grouping). Written out rather than `Intl.NumberFormat("en-IN")`: the server's and a browser's
 * ICU data may differ, and the hydrated text must match the server's (see app/lib/platform/dates.ts).
 * Tamil pages write amounts the same way (`Intl` "ta-IN" gives the same ₹ and lakh grouping, with
 * Western digits, as Tamil Nadu prints them), so this serves both languages.
 */
export function formatRupees(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const digits = String(Math.round(Math.abs(amount)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${sign}₹${rest ? `${rest},` : ""}${last3}`;
}

/** `school`'s fees of the `fees` group with the year they are for. */
export function schoolFeesOf(fees: Settings["fees"], school: SchoolSlug): SchoolFeesOfYear {
  return { academicYear: fees.academicYear, ...fees.schools[school] };
}

/** A school's own fee page, where its order and table are: `/vidhyashram/fees`. */
export function feePagePath(school: SchoolSlug): string {
  return `/${school}/fees`;
}

/** The address of a school's fee PDF, made from its fee page: `/fees/vidhyashram.pdf`. */
export function feePdfPath(school: SchoolSlug): string {
  return `/fees/${school}.pdf`;
}

/** One class's fees in short (the enquiry form): what it pays each term that has an amount, and for the year. */
export interface ClassFeeTotals {
  code: string;
  label: string;
  terms: { term: string; amount: number }[];
  total: number;
}

/**
 * A school's fees in short: the year they are for (undefined while none are entered), the terms, and
 * each class's totals. What the enquiry page sends to the browser: a few hundred bytes a school, not
 * every row.
 */
export interface SchoolFeeTotals {
  year?: string;
  terms: string[];
  classes: ClassFeeTotals[];
}

/** `fees` (one school's, with their year) in short: each class's total per term and for the year. */
export function feeTotals(fees: SchoolFeesOfYear): SchoolFeeTotals {
  const table = feeTable(fees.rows);
  return {
    year: table.classes.length ? fees.academicYear : undefined,
    terms: table.terms,
    classes: table.classes.map((c) => ({
      code: c.code,
      label: c.label,
      terms: table.terms.flatMap((term, t) => {
        const amount = c.termTotals[t];
        return amount === null || amount === undefined ? [] : [{ term, amount }];
      }),
      total: c.total,
    })),
  };
}

/** Both schools' fees in short, as the enquiry form receives them. */
export type EnquiryFees = Record<SchoolSlug, SchoolFeeTotals>;

/** `fees` (the whole `fees` group) in short for the enquiry form, per school. */
export function enquiryFees(fees: Settings["fees"]): EnquiryFees {
  return {
    vidhyashram: feeTotals(schoolFeesOf(fees, "vidhyashram")),
    vidhyapeeth: feeTotals(schoolFeesOf(fees, "vidhyapeeth")),
  };
}
