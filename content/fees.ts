import type { FeeRow, SchoolFees } from "./schemas/fees";
import { FEE_ORDER_AUTHORITY } from "./schemas/fees";
import type { Settings } from "./schemas/settings";

/**
 * The shipped `fees` settings group: SAMPLE fee tables and fee orders for both schools, so that the
 * pages, the enquiry form and the fee PDF show what a parent will read. The schools' approved fees are
 * not known to us: every figure below is a plausible Tamil Nadu amount, each school's note says so, and
 * the order's PDF is a sample document (content/documents.ts). The school office replaces them with its
 * Fee Determination Committee order in Site settings, Fees, and uploads the order in Documents.
 */

/** What each school's note says until the office enters its own fees. */
const SAMPLE_NOTE =
  "Sample figures: the school office replaces them with the amounts of its Fee Determination Committee order.";

/** The classes of the sample tables, LKG to XII (content/admissions.ts; Pre KG has no sample fees). */
const CLASSES = ["LKG", "UKG", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];

/** The share of a year's tuition paid in each term: 40%, 30%, 30%. */
const TERMS: [string, number][] = [
  ["Term 1", 0.4],
  ["Term 2", 0.3],
  ["Term 3", 0.3],
];

/** A class's band: the same tuition for LKG-UKG, I-II, III-V, VI-VIII, IX-X and XI-XII. */
function band(code: string): number {
  const index = CLASSES.indexOf(code);
  return index < 2 ? 0 : index < 4 ? 1 : index < 7 ? 2 : index < 10 ? 3 : index < 12 ? 4 : 5;
}

/**
 * A school's sample rows: tuition for the year (`tuition[band]`, rupees) split over three terms, books
 * and stationery in Term 1 (`books[band]`), and from Class IX a laboratory fee in Term 1 (`lab`).
 */
function sampleRows(tuition: number[], books: number[], lab: number): FeeRow[] {
  return CLASSES.flatMap((code) => {
    const year = tuition[band(code)] ?? 0;
    const rows: FeeRow[] = TERMS.map(([term, share]) => ({
      class: code,
      term,
      component: "Tuition fee",
      amount: Math.round((year * share) / 100) * 100,
    }));
    rows.push({
      class: code,
      term: "Term 1",
      component: "Books and stationery",
      amount: books[band(code)] ?? 0,
    });
    if (band(code) >= 4) rows.push({ class: code, term: "Term 1", component: "Laboratory fee", amount: lab });
    return rows;
  });
}

const vidhyashram: SchoolFees = {
  note: SAMPLE_NOTE,
  order: {
    number: "FDC/2026/VS-0412",
    date: "2026-06-03",
    firstYear: "2026-2027",
    authority: FEE_ORDER_AUTHORITY,
    pdf: "/documents/vidhyashram/fee-order.pdf",
  },
  rows: sampleRows([36000, 42000, 46000, 52000, 58000, 66000], [3500, 4200, 4800, 5500, 6200, 6800], 3000),
};

const vidhyapeeth: SchoolFees = {
  note: SAMPLE_NOTE,
  order: {
    number: "FDC/2026/VP-0388",
    date: "2026-06-10",
    firstYear: "2026-2027",
    authority: FEE_ORDER_AUTHORITY,
    pdf: "/documents/vidhyapeeth/fee-order.pdf",
  },
  rows: sampleRows([22000, 26000, 28500, 32000, 36000, 42000], [2800, 3200, 3600, 4200, 4800, 5200], 2000),
};

export const feesDefaults: Settings["fees"] = {
  academicYear: "2026-2027",
  schools: { vidhyashram, vidhyapeeth },
};
