import type { Disclosure } from "./schemas/disclosure";

/**
 * The shipped mandatory public disclosure of each school (`content/schemas/disclosure.ts`, decision 0019):
 * `/vidhyashram/publicdisclosure` (CBSE, Appendix IX) and `/vidhyapeeth/publicdisclosure` (the parts that
 * apply to a state-board school). The affiliation and recognition numbers, codes, counts and results are
 * placeholders until the school office publishes its own (architecture ruling 11); the documents are the
 * sample PDFs of `content/documents.ts`, the people those of `content/people.ts`.
 */

const SAMPLE =
  "Until the school office publishes its own statement, the numbers, codes and results on this page are sample figures.";

/** Sample results of the last three years of one examination. */
const results = (exam: "X" | "XII", counts: [number, number][]): Disclosure["academics"]["results"] =>
  counts.map(([registered, passed], index) => ({ exam, year: 2024 + index, registered, passed }));

export const disclosures: { vidhyashram: Disclosure; vidhyapeeth: Disclosure } = {
  vidhyashram: {
    title: "Mandatory public disclosure",
    description:
      "Vidhyashram's CBSE mandatory public disclosure (Appendix IX): general information, certificates, fees, results, staff and infrastructure.",
    intro: `The information and documents every CBSE school publishes under Appendix IX of the CBSE Affiliation Bye-Laws. Each document opens as a PDF. ${SAMPLE}`,
    general: { affiliationNumber: "1930000", schoolCode: "55000", principal: "l-shanthi" },
    documents: {
      affiliation: "/documents/vidhyashram/affiliation-letter.pdf",
      trustRegistration: "/documents/vidhyashram/trust-registration.pdf",
      noc: "/documents/vidhyashram/noc.pdf",
      rteRecognition: "/documents/vidhyashram/rte-recognition.pdf",
      buildingSafety: "/documents/vidhyashram/building-safety-certificate.pdf",
      fireSafety: "/documents/vidhyashram/fire-safety-certificate.pdf",
      deoCertificate: "/documents/vidhyashram/deo-certificate.pdf",
      waterSanitation: "/documents/vidhyashram/water-health-sanitation-certificates.pdf",
      waterTesting: "/documents/vidhyashram/water-testing-report.pdf",
    },
    academics: {
      academicCalendar: "/documents/vidhyashram/academic-calendar.pdf",
      // The whole committee as constituted under the CBSE Affiliation Bye-Laws, here once (its list PDF,
      // which once printed these nine beside this page's four, is retired).
      smc: [
        { person: "v-krishnan", role: "Chairperson" },
        { person: "l-shanthi", role: "Member Secretary" },
        { person: "k-parvathi", role: "Member" },
        { person: "a-selvaraj", role: "Member" },
        { person: "s-lakshmi", role: "Member, teacher representative" },
        { person: "r-venkatesan", role: "Member, teacher representative" },
        { person: "r-suresh", role: "Member, parent representative" },
        { person: "p-kalaivani", role: "Member, parent representative" },
        { person: "n-subramanian", role: "Member" },
      ],
      results: [
        ...results("X", [
          [212, 209],
          [224, 222],
          [231, 230],
        ]),
        ...results("XII", [
          [186, 181],
          [195, 192],
          [203, 201],
        ]),
      ],
    },
    staff: {
      vicePrincipals: ["s-lakshmi"],
      headTeachers: ["g-priya", "b-saranya"],
      specialEducator: "p-geetha",
      counsellor: "k-priya",
      teachers: [
        { category: "PGT", count: 24, people: ["v-anitha", "a-sumathi", "r-venkatesan"] },
        { category: "TGT", count: 40, people: ["s-arun", "l-bhuvana", "d-prakash"] },
        { category: "PRT", count: 52, people: ["t-deepa", "n-jayanthi"] },
      ],
      enrolment: 3100,
      sections: 76,
    },
    infrastructure: {
      campusArea: 10730,
      classrooms: 82,
      classroomSize: 56,
      laboratories: 9,
      laboratorySize: 84,
      internet: true,
      girlsToilets: 48,
      boysToilets: 46,
    },
  },
  vidhyapeeth: {
    title: "Mandatory public disclosure",
    description:
      "Vidhyapeeth's public disclosure: recognition, certificates, fees, results, staff and infrastructure of a Tamil Nadu matriculation school.",
    intro: `What the school publishes for parents and the Directorate of Private Schools: its recognition, safety certificates, fees, results, staff and buildings. Each document opens as a PDF. ${SAMPLE}`,
    general: { affiliationNumber: "RC 000/2024", schoolCode: "33000000000", principal: "r-karthik" },
    documents: {
      recognition: "/documents/vidhyapeeth/recognition-order.pdf",
      trustRegistration: "/documents/vidhyapeeth/trust-registration.pdf",
      rteRecognition: "/documents/vidhyapeeth/rte-recognition.pdf",
      buildingSafety: "/documents/vidhyapeeth/building-safety-certificate.pdf",
      fireSafety: "/documents/vidhyapeeth/fire-safety-certificate.pdf",
      waterSanitation: "/documents/vidhyapeeth/water-sanitation-certificates.pdf",
      waterTesting: "/documents/vidhyapeeth/water-testing-report.pdf",
    },
    academics: {
      // Listed from the committee's own page (/vidhyapeeth/aboutus/smdc), typed once there.
      smc: [],
      results: [
        ...results("X", [
          [148, 145],
          [152, 151],
          [160, 158],
        ]),
        ...results("XII", [
          [121, 117],
          [130, 127],
          [134, 133],
        ]),
      ],
    },
    staff: {
      vicePrincipals: ["j-revathi"],
      headTeachers: [],
      counsellor: "d-priya",
      teachers: [
        { category: "PGT", count: 18, people: ["m-saravanan", "k-prabhu"] },
        { category: "TGT", count: 26, people: ["a-jayanthi", "t-anitha"] },
        { category: "PRT", count: 34, people: ["p-revathi", "m-sangeetha-primary"] },
      ],
      enrolment: 2100,
      sections: 52,
    },
    infrastructure: {
      campusArea: 8100,
      classrooms: 56,
      classroomSize: 52,
      laboratories: 6,
      laboratorySize: 80,
      internet: true,
      girlsToilets: 32,
      boysToilets: 30,
    },
  },
};

/**
 * The words of the link to the disclosure on the home page and Vidhyashram's landing page: exactly what
 * CBSE's circulars 03/2021 and 09/2021 ask the prominent icon to say.
 */
export const DISCLOSURE_LINK_LABEL = "Mandatory Public Disclosure";
