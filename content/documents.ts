import type { z } from "zod";
import { classLabel } from "./admissions";
import { feesDefaults } from "./fees";
import type { documentsSchema, SiteDocument } from "./schemas/documents";
import { feeOrderYears } from "./schemas/fees";
import { site } from "./site";

/**
 * Every PDF document the site ships (architecture ruling 12), under `content/files/documents/`:
 * Vidhyashram's CBSE mandatory public disclosure (Appendix IX) and the group's scholarship test papers.
 * They are the defaults of the Documents screen: start-up copies each into the
 * `documents` table, the site serves it at its `file` URL, and the office replaces a file in the staff
 * area under the same URL. The school has not given us the signed originals yet, so
 * `npx tsx scripts/sample-documents.ts` renders a small sample PDF of each entry, headed "Sample
 * document"; see docs/media.md, "Documents".
 */

const vidhyashram = `${site.schools.vidhyashram.name} — ${site.schools.vidhyashram.board}`;
const group = site.groupName;

/** A sample document of Vidhyashram's public disclosure, under /documents/vidhyashram/. */
const disclosure = (
  name: string,
  title: string,
  paragraphs: string[],
  more: Pick<SiteDocument, "sections" | "table"> = {},
): SiteDocument => ({
  file: `/documents/vidhyashram/${name}.pdf`,
  title,
  category: "disclosure",
  audience: "vidhyashram",
  issuer: vidhyashram,
  paragraphs,
  ...more,
});

/** What a certificate's sample says: the school office replaces it with a scan of the original. */
const certificate = (what: string, by: string): string[] => [
  `This page stands in for ${what}, issued by ${by}.`,
  "The school office will publish a self-attested scan of the original certificate at this address, as the CBSE Affiliation Bye-Laws (Appendix IX) require.",
];

const results = (cls: string): SiteDocument["table"] => ({
  caption: `Class ${cls} results (figures to be entered from the CBSE result records)`,
  columns: ["Year", "Registered", "Passed", "Pass percentage", "Remarks"],
  rows: ["2022-2023", "2023-2024", "2024-2025"].map((year) => [year, "—", "—", "—", "—"]),
});

/** The 15 documents of the public disclosure, in the order of CBSE's Appendix IX (sections B and C). */
export const disclosureDocuments: SiteDocument[] = [
  // B. Documents and information
  disclosure(
    "affiliation-letter",
    "Affiliation letter and extension of affiliation",
    certificate(
      "the school's letter of affiliation and its latest extension",
      "the Central Board of Secondary Education",
    ),
  ),
  disclosure(
    "trust-registration",
    "Trust registration certificate",
    certificate(
      "the registration certificate of the educational trust that runs the school, and its renewal",
      "the Registrar",
    ),
  ),
  disclosure(
    "noc",
    "No objection certificate (NOC)",
    certificate("the no objection certificate for the school", "the Government of Tamil Nadu"),
  ),
  disclosure(
    "rte-recognition",
    "Recognition certificate under the RTE Act, 2009",
    certificate(
      "the recognition certificate under the Right of Children to Free and Compulsory Education Act, 2009, and its renewal",
      "the competent education authority",
    ),
  ),
  disclosure(
    "building-safety-certificate",
    "Building safety certificate",
    certificate(
      "the valid building safety certificate as per the National Building Code",
      "a competent structural engineer",
    ),
  ),
  disclosure(
    "fire-safety-certificate",
    "Fire safety certificate",
    certificate("the valid fire safety certificate", "the Tamil Nadu Fire and Rescue Services"),
  ),
  disclosure(
    "deo-certificate",
    "DEO certificate and self-certification",
    certificate(
      "the District Education Officer's certificate submitted for affiliation, and the school's self-certification",
      "the District Education Officer",
    ),
  ),
  disclosure(
    "water-health-sanitation-certificates",
    "Water, health and sanitation certificates",
    certificate(
      "the valid certificates of drinking water quality, health and sanitation",
      "the competent health and water authorities",
    ),
  ),
  disclosure("land-certificate", "Land certificate", [
    ...certificate("the certificate of the land on which the school stands", "the Revenue Department"),
    "The school campus measures 10,730 sq m.",
  ]),
  // C. Result and academics
  disclosure(
    "fee-structure",
    "Fee structure",
    [
      "The fee structure of the school for the academic year 2025-2026, by class. The school office will publish the amounts approved by the management.",
      "Fees are paid in two terms through the online fee portal or at the school office. Transport fees are separate: Term I before 10 April and Term II before 10 October.",
    ],
    {
      table: {
        caption: "Fee components by class",
        columns: ["Classes", "Fee components", "Paid in"],
        rows: [
          ["Pre KG to UKG", "Admission fee (once), tuition fee", "Two terms"],
          ["Classes I to V", "Admission fee (once), tuition fee, activity fee", "Two terms"],
          [
            "Classes VI to VIII",
            "Admission fee (once), tuition fee, activity and laboratory fee",
            "Two terms",
          ],
          ["Classes IX and X", "Tuition fee, laboratory fee, CBSE examination fee (Class X)", "Two terms"],
          [
            "Classes XI and XII",
            "Tuition fee, laboratory fee by stream, CBSE examination fee (Class XII)",
            "Two terms",
          ],
        ],
      },
    },
  ),
  disclosure(
    "academic-calendar",
    "Annual academic calendar",
    [
      "The school's academic calendar for the year 2025-2026: terms, examinations, holidays and events. Exact dates are announced on the notice board.",
    ],
    {
      table: {
        caption: "The year at a glance",
        columns: ["Month", "Academics", "Events"],
        rows: [
          ["June", "School reopens; new session begins", "Investiture ceremony"],
          ["July", "PA-I (Classes I to VIII); Unit Test I (IX to XII)", "Van Mahotsav"],
          ["August", "Classes continue", "Independence Day"],
          ["September", "TA-I; half-yearly examinations (IX to XII)", "Teachers' Day"],
          ["October", "Term II begins", "Gandhi Jayanti; Sports Day"],
          ["November", "PA-II; Unit Test II", "Children's Day"],
          ["December", "TA-II; revision tests (X and XII)", "Annual Day"],
          ["January", "PA-III; pre-board examinations (X and XII)", "Republic Day; Pongal holidays"],
          ["February", "CBSE practical and board examinations begin", "Science exhibition"],
          ["March", "TA-III; annual examinations (IX and XI)", "Results and parent meetings"],
        ],
      },
    },
  ),
  disclosure(
    "board-results-class-x",
    "Class X board results, last three years",
    [
      "The results of the school's students in the CBSE Class X (Secondary School) examination over the last three years.",
    ],
    { table: results("X") },
  ),
  disclosure(
    "board-results-class-xii",
    "Class XII board results, last three years",
    [
      "The results of the school's students in the CBSE Class XII (Senior School Certificate) examination over the last three years.",
    ],
    { table: results("XII") },
  ),
];

/** The water-testing report CBSE's 2026 disclosure format added to section B. */
const waterTestingReport = (issuer: string) => [
  `This page stands in for the latest report of the testing of the school's drinking water, for ${issuer}, by a laboratory recognised by the State.`,
  "The school office will publish a self-attested scan of the original report at this address.",
];

/** Vidhyashram's water-testing report (its other disclosure documents are above). */
export const waterTestingDocument: SiteDocument = disclosure(
  "water-testing-report",
  "Water-testing report",
  waterTestingReport(site.schools.vidhyashram.name),
);

const vidhyapeeth = `${site.schools.vidhyapeeth.name} — ${site.schools.vidhyapeeth.board}`;

/** A sample document of Vidhyapeeth's public disclosure, under /documents/vidhyapeeth/. */
const vidhyapeethDisclosure = (name: string, title: string, paragraphs: string[]): SiteDocument => ({
  file: `/documents/vidhyapeeth/${name}.pdf`,
  title,
  category: "disclosure",
  audience: "vidhyapeeth",
  issuer: vidhyapeeth,
  paragraphs,
});

/** Vidhyapeeth's public disclosure: what a Tamil Nadu matriculation school publishes of its recognition and safety. */
export const vidhyapeethDisclosureDocuments: SiteDocument[] = [
  vidhyapeethDisclosure(
    "recognition-order",
    "Recognition order",
    certificate(
      "the school's order of recognition and its latest renewal",
      "the Directorate of Private Schools, Tamil Nadu",
    ),
  ),
  vidhyapeethDisclosure(
    "trust-registration",
    "Trust registration certificate",
    certificate(
      "the registration certificate of the educational trust that runs the school",
      "the Registrar",
    ),
  ),
  vidhyapeethDisclosure(
    "rte-recognition",
    "Recognition certificate under the RTE Act, 2009",
    certificate(
      "the recognition certificate under the Right of Children to Free and Compulsory Education Act, 2009",
      "the competent education authority",
    ),
  ),
  vidhyapeethDisclosure(
    "building-safety-certificate",
    "Building safety certificate",
    certificate("the valid building stability and safety certificate", "a competent structural engineer"),
  ),
  vidhyapeethDisclosure(
    "fire-safety-certificate",
    "Fire safety certificate",
    certificate("the valid fire safety certificate", "the Tamil Nadu Fire and Rescue Services"),
  ),
  vidhyapeethDisclosure(
    "water-sanitation-certificates",
    "Drinking water and sanitation certificates",
    certificate(
      "the valid certificates of drinking water quality and sanitation",
      "the competent health authority",
    ),
  ),
  vidhyapeethDisclosure(
    "water-testing-report",
    "Water-testing report",
    waterTestingReport(site.schools.vidhyapeeth.name),
  ),
];

/** The scholarship test's papers (spec 1, architecture ruling 10), linked from `content/external-links.ts`. */
export const scholarshipDocuments: SiteDocument[] = [
  {
    file: "/documents/scholarship-test-guidelines.pdf",
    title: "Scholarship test guidelines",
    category: "scholarship",
    audience: "group",
    issuer: group,
    paragraphs: [
      `The ${group} hold a scholarship test every year for students seeking admission to Vidhyashram (CBSE) and Vidhyapeeth (Matriculation). Students who do well receive a scholarship on the tuition fee for the academic year.`,
    ],
    sections: [
      {
        heading: "Who can take the test",
        items: [
          "Students seeking admission to Classes VI to IX and Class XI for the coming academic year.",
          "Students from any board (CBSE, state board, ICSE) may apply.",
          "Current students of our schools may also take the test for the scholarship.",
        ],
      },
      {
        heading: "Syllabus",
        paragraphs: ["Questions are based on the syllabus of the class the student is studying in now."],
        items: [
          "Mathematics: number system, algebra, geometry, mensuration and data handling.",
          "Science: physics, chemistry and biology topics of the current class.",
          "English: reading comprehension, grammar and vocabulary.",
          "Mental ability: series, analogies, classification, coding and simple puzzles.",
        ],
      },
      {
        heading: "Test pattern",
        items: [
          "One paper of 90 minutes, 100 multiple-choice questions, one mark each.",
          "Mathematics 30, Science 30, English 20, Mental ability 20 questions.",
          "No negative marking. Calculators and phones are not allowed.",
        ],
      },
      {
        heading: "Dates",
        paragraphs: [
          "The dates of registration, the test and the results will be announced by the school office on the notice board and on the website.",
        ],
      },
      {
        heading: "How to apply",
        ordered: true,
        items: [
          "Fill in the online scholarship test application form linked from the website's menu.",
          "Keep a recent passport-size photograph and the latest report card ready to upload.",
          "Bring the hall ticket and a photo identity card on the day of the test.",
          "Results and scholarships are announced by the school office; the decision of the selection committee is final.",
        ],
      },
    ],
  },
  {
    file: "/documents/scholarship-test-sample-paper.pdf",
    title: "Scholarship test sample paper",
    category: "scholarship",
    audience: "group",
    issuer: group,
    paragraphs: [
      "A few questions of the kind the scholarship test asks, for practice. Choose the correct answer. The answers are at the end.",
    ],
    sections: [
      {
        heading: "Mathematics",
        ordered: true,
        items: [
          "What is 15% of 240? (a) 24 (b) 36 (c) 32 (d) 40",
          "If 3x + 5 = 20, what is x? (a) 3 (b) 4 (c) 5 (d) 6",
          "The perimeter of a square is 48 cm. What is its area? (a) 96 sq cm (b) 144 sq cm (c) 124 sq cm (d) 169 sq cm",
        ],
      },
      {
        heading: "Science",
        ordered: true,
        items: [
          "Which gas do plants take in for photosynthesis? (a) Oxygen (b) Nitrogen (c) Carbon dioxide (d) Hydrogen",
          "What is the SI unit of force? (a) Joule (b) Newton (c) Watt (d) Pascal",
          "Which part of the cell controls its activities? (a) Nucleus (b) Cell wall (c) Vacuole (d) Cytoplasm",
        ],
      },
      {
        heading: "English",
        ordered: true,
        items: [
          "Choose the word closest in meaning to 'rapid': (a) slow (b) quick (c) quiet (d) heavy",
          "Fill in the blank: She has been living here ___ 2015. (a) for (b) since (c) from (d) at",
          "Choose the correctly spelt word: (a) recieve (b) receive (c) receeve (d) receve",
        ],
      },
      {
        heading: "Mental ability",
        ordered: true,
        items: [
          "Find the next number: 2, 6, 12, 20, 30, ? (a) 40 (b) 42 (c) 44 (d) 36",
          "Pen is to write as knife is to: (a) cut (b) cook (c) sharp (d) steel",
          "If CAT is written as DBU, how is DOG written? (a) EPH (b) EOH (c) DPH (d) FPH",
        ],
      },
      {
        heading: "Answers",
        paragraphs: [
          "Mathematics: 1 (b), 2 (c), 3 (b). Science: 1 (c), 2 (b), 3 (a). English: 1 (b), 2 (b), 3 (b). Mental ability: 1 (b), 2 (a), 3 (a).",
        ],
      },
    ],
  },
];

/**
 * A sample of `school`'s fee order (the Fee Determination Committee's order its sample fees in
 * `content/fees.ts` come from): its number, date, years and each class's fee for the year. The school
 * office replaces the file with a scan of the signed order at the same URL.
 */
function feeOrderDocument(school: "vidhyashram" | "vidhyapeeth"): SiteDocument {
  const fees = feesDefaults.schools[school];
  const order = fees.order;
  if (!order) throw new Error(`content/fees.ts: ${school} has no sample fee order`);
  const totals = new Map<string, number>();
  for (const row of fees.rows) totals.set(row.class, (totals.get(row.class) ?? 0) + row.amount);
  const rupees = (n: number) => `Rs. ${n.toLocaleString("en-IN")}`;
  return {
    file: order.pdf,
    title: "Fee order of the Fee Determination Committee",
    category: "fees",
    audience: school,
    issuer: `${site.schools[school].name} — ${site.schools[school].board}`,
    paragraphs: [
      `Order ${order.number} of ${order.date}, approved by ${order.authority}.`,
      `It fixes the fee of each class for the academic years ${feeOrderYears(order).join(", ")}.`,
      "This page stands in for the signed order: the school office will publish a scan of the original at this address.",
    ],
    table: {
      caption: `Fee for the year by class, ${order.firstYear} (sample figures)`,
      columns: ["Class", "Fee for the year"],
      rows: [...totals].map(([code, total]) => [classLabel(code), rupees(total)]),
    },
  };
}

/** The sample fee orders of both schools, linked from the `fees` settings group's orders. */
export const feeOrderDocuments: SiteDocument[] = [
  feeOrderDocument("vidhyashram"),
  feeOrderDocument("vidhyapeeth"),
];

export const documents: z.input<typeof documentsSchema> = [
  ...disclosureDocuments,
  waterTestingDocument,
  ...vidhyapeethDisclosureDocuments,
  ...scholarshipDocuments,
  ...feeOrderDocuments,
];

/** The document at `file`; throws when it is not in the list (a typo in a page fails the tests). */
export function document(file: string): SiteDocument {
  const found = documents.find((d) => d.file === file);
  if (!found) throw new Error(`No document "${file}" in content/documents.ts`);
  return found;
}
