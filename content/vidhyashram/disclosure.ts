import { disclosureDocuments } from "../documents";
import type { Block, ContentPage } from "../schemas/page";
import { site } from "../site";

/**
 * spec 2.3 "/vidhyashram/PublicDisclosure": the CBSE mandatory public disclosure (Appendix IX of the
 * Affiliation Bye-Laws), grouped as the CBSE groups it: A general information, B documents and
 * information, C results and academics, D staff (teaching), E school infrastructure. The 15 documents
 * ("View PDF") are the sample PDFs of `content/documents.ts`; the affiliation number, school code and
 * staff figures are placeholders until the school office gives its own (architecture ruling 11). The
 * principal and the named staff are people of content/people.ts by id.
 */

const school = site.schools.vidhyashram;

/** One line under each document's name. */
const about: Record<string, string> = {
  "affiliation-letter": "The CBSE's letter of affiliation and the latest extension of affiliation.",
  "trust-registration": "Registration of the educational trust that runs the school, and its renewal.",
  noc: "The no objection certificate issued by the State Government.",
  "rte-recognition": "Recognition under the Right of Children to Free and Compulsory Education Act, 2009.",
  "building-safety-certificate": "Valid building safety certificate as per the National Building Code.",
  "fire-safety-certificate": "Valid fire safety certificate issued by the competent authority.",
  "deo-certificate": "The District Education Officer's certificate, or the school's self-certification.",
  "water-health-sanitation-certificates": "Valid certificates of drinking water, health and sanitation.",
  "land-certificate": "The certificate of the school's land.",
  "fee-structure": "Fees for the academic year, by class.",
  "academic-calendar": "Terms, examinations, holidays and events of the year.",
  "smc-list": "Members of the School Management Committee.",
  "pta-members": "The Parent Teacher Association's executive committee.",
  "board-results-class-x": "Results of the Class X board examination over the last three years.",
  "board-results-class-xii": "Results of the Class XII board examination over the last three years.",
};

const slug = (file: string) => file.replace(/^.*\/|\.pdf$/g, "");

/** The document cards of section B or C: the name, a line about it, and a "View PDF" link. */
function documentCards(heading: string, intro: string, names: string[]): Block {
  return {
    type: "cards",
    heading,
    intro,
    columns: { base: 1, md: 2, lg: 3 },
    cards: names.map((name) => {
      const doc = disclosureDocuments.find((d) => slug(d.file) === name);
      if (!doc) throw new Error(`No disclosure document "${name}" in content/documents.ts`);
      return {
        title: doc.title,
        paragraphs: [about[name] ?? doc.paragraphs[0] ?? doc.title],
        link: { label: `View PDF: ${doc.title}`, href: doc.file, kind: "pdf" as const },
      };
    }),
  };
}

const twoColumns = [
  { key: "item", label: "Information" },
  { key: "details", label: "Details" },
];

export const publicDisclosurePage: ContentPage = {
  path: "/vidhyashram/publicdisclosure",
  title: "Mandatory public disclosure",
  description:
    "Vidhyashram's CBSE mandatory public disclosure: general information, affiliation and safety documents, fees, results, staff and infrastructure.",
  intro:
    "The information and documents every CBSE school publishes under Appendix IX of the CBSE Affiliation Bye-Laws. Each document opens as a PDF in a new tab.",
  blocks: [
    {
      type: "table",
      heading: "A. General information",
      caption: "A. General information",
      sample: true,
      columns: twoColumns,
      rows: [
        { item: "Name of the school", details: `${school.name} — ${school.board}` },
        { item: "Affiliation No.", details: "0000000" },
        { item: "School code", details: "00000" },
        // References to the Site settings (content/references.ts): one place for the school's contacts.
        { item: "Complete address with pin code", details: "{{Vidhyashram address}}" },
        { item: "Principal's name", details: { person: "l-shanthi", show: "name" } },
        { item: "Principal's qualification", details: { person: "l-shanthi", show: "qualification" } },
        {
          item: "School e-mail ID",
          details: { text: "{{Vidhyashram office e-mail}}", href: "mailto:{{Vidhyashram office e-mail}}" },
        },
        {
          item: "Contact details (landline / mobile)",
          details: { text: "{{Vidhyashram office phone}}", href: "tel:{{Vidhyashram office phone}}" },
        },
      ],
      note: "The affiliation number, school code, principal's details, address and contacts are placeholders until the school office publishes its own.",
    },
    documentCards(
      "B. Documents and information",
      "Self-attested copies of the school's certificates of affiliation, registration, recognition and safety.",
      [
        "affiliation-letter",
        "trust-registration",
        "noc",
        "rte-recognition",
        "building-safety-certificate",
        "fire-safety-certificate",
        "deo-certificate",
        "water-health-sanitation-certificates",
        "land-certificate",
      ],
    ),
    documentCards(
      "C. Results and academics",
      "Fees, the academic calendar, the school's committees and its board examination results.",
      [
        "fee-structure",
        "academic-calendar",
        "smc-list",
        "pta-members",
        "board-results-class-x",
        "board-results-class-xii",
      ],
    ),
    {
      type: "table",
      heading: "D. Staff (teaching)",
      caption: "D. Staff (teaching)",
      sample: true,
      columns: twoColumns,
      rows: [
        { item: "Principal", details: { person: "l-shanthi", show: "name-qualification" } },
        { item: "Total number of teachers", details: "126" },
        { item: "Post Graduate Teachers (PGT)", details: "24" },
        { item: "Trained Graduate Teachers (TGT)", details: "40" },
        { item: "Primary Teachers (PRT)", details: "52" },
        { item: "Kindergarten teachers", details: "10" },
        { item: "Teachers to section ratio", details: "1.5 : 1" },
        { item: "Special educator", details: { person: "p-geetha", show: "name-qualification" } },
        {
          item: "Counsellor and wellness teacher",
          details: { person: "k-priya", show: "name-qualification" },
        },
      ],
      note: "Sample figures and names until the school office publishes its staff statement.",
    },
    {
      type: "table",
      heading: "E. School infrastructure",
      caption: "E. School infrastructure",
      columns: twoColumns,
      rows: [
        { item: "Total campus area of the school", details: "10,730 sq m" },
        { item: "Student strength", details: "3100" },
        { item: "Number and size of classrooms", details: "84 classrooms, about 46 sq m each" },
        {
          item: "Number and size of laboratories, including computer laboratories",
          details: "5 laboratories (physics, chemistry, biology, computer, mathematics), about 56 sq m each",
        },
        { item: "Library", details: "Over 17,000 books" },
        { item: "Playground", details: "Over 3565 sq m" },
        { item: "Badminton court", details: "7921 sq ft" },
        { item: "Internet facility", details: "Yes" },
        { item: "Number of girls' toilets", details: "40" },
        { item: "Number of boys' toilets", details: "40" },
        {
          item: "Video of the inspection of the school's infrastructure",
          details: "Shown at the school office on request",
        },
      ],
      note: "The numbers of classrooms, laboratories and toilets and their sizes are sample figures until the school office confirms them; the campus area, student strength, library, playground and court are the school's own.",
    },
  ],
};
