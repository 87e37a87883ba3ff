import { z } from "zod";
import { text } from "./common";
import { personRef } from "./people";

/**
 * The mandatory public disclosure as data (decision 0019): what Appendix IX of the CBSE Affiliation
 * Bye-Laws asks a school to publish, in its five sections A–E, and the parts of it that apply to a Tamil
 * Nadu state-board school. Only what nothing else holds is typed here: the school's name, address, e-mail
 * and phone come from the settings, people's names and qualifications from People, each document's
 * dates and attestation from its record in the Documents library, the fees from the fee order, the PTA
 * from the PTA page. So a fact changed in its one place changes here too, and the compliance dashboard
 * can check the figures (the pupil–teacher ratio is computed, never typed).
 */

/** The boards a school of the group follows: the disclosure's wording and its mandatory items depend on it. */
export type Board = "cbse" | "state";

/** The permanent URL of a document of the Documents library (`/documents/…pdf`), chosen from a list. */
export const documentRef = z
  .string()
  .regex(/^\/documents\/([a-z0-9-]+\/)*[a-z0-9-]+\.pdf$/, "Choose a document of the Documents library.")
  .meta({ widget: "document" });

/**
 * The documents of section B, by key, with the words the page and the dashboard use for each, and the
 * boards for which each is mandatory (CBSE Appendix IX B; for a state-board school, what the Directorate
 * of Private Schools asks for recognition). `valid: true` marks the certificates Appendix IX asks for
 * as "valid" (building safety, fire safety, water, health and sanitation): they lapse, so the dashboard
 * wants their valid-until date.
 */
export const DISCLOSURE_DOCUMENTS = {
  affiliation: {
    label: "Affiliation or upgradation letter, and the latest extension of affiliation",
    boards: ["cbse"],
  },
  recognition: { label: "Recognition order of the Directorate of Private Schools", boards: ["state"] },
  trustRegistration: {
    label: "Registration of the trust or society, and its renewal",
    boards: ["cbse", "state"],
  },
  noc: { label: "No objection certificate (NOC) of the State Government", boards: ["cbse"] },
  rteRecognition: { label: "Recognition certificate under the RTE Act, 2009", boards: ["cbse", "state"] },
  buildingSafety: {
    label: "Building safety certificate, as per the National Building Code",
    boards: ["cbse", "state"],
    valid: true,
  },
  fireSafety: {
    label: "Fire safety certificate of the competent authority",
    boards: ["cbse", "state"],
    valid: true,
  },
  deoCertificate: {
    label: "DEO certificate submitted for affiliation, or the school's self-certification",
    boards: ["cbse"],
  },
  waterSanitation: {
    label: "Drinking water and sanitation certificates",
    boards: ["cbse", "state"],
    valid: true,
  },
  waterTesting: { label: "Water-testing report", boards: ["cbse", "state"] },
} as const satisfies Record<string, { label: string; boards: readonly Board[]; valid?: true }>;

export type DisclosureDocumentKey = keyof typeof DISCLOSURE_DOCUMENTS;

/** True when the disclosure asks for a "valid" certificate at `key`: one that needs its valid-until date. */
export function mustBeValid(key: DisclosureDocumentKey): boolean {
  const entry = DISCLOSURE_DOCUMENTS[key];
  return "valid" in entry && entry.valid === true;
}

/** The keys of section B that a school of `board` must publish, in the order the page lists them. */
export function mandatoryDocuments(board: Board): DisclosureDocumentKey[] {
  return (Object.keys(DISCLOSURE_DOCUMENTS) as DisclosureDocumentKey[]).filter((key) =>
    (DISCLOSURE_DOCUMENTS[key].boards as readonly Board[]).includes(board),
  );
}

/** The highest pupil–teacher ratio CBSE allows (Affiliation Bye-Laws 2018, 2026 disclosure format): 30 : 1. */
export const MAX_PUPILS_PER_TEACHER = 30;

/** The fewest teachers per section CBSE allows, besides the principal, PE teacher and counsellor: 1.5. */
export const MIN_TEACHERS_PER_SECTION = 1.5;

/** The exams of section C's results, by board: the boards' own names for Class X and Class XII. */
export const EXAMS: Record<Board, Record<string, string>> = {
  cbse: { X: "Class X (AISSE)", XII: "Class XII (AISSCE)" },
  state: { X: "Class X (SSLC)", XII: "Class XII (HSC)" },
};

/** The teacher categories of section D, by board (CBSE's PGT, TGT, PRT; Tamil Nadu's own names). */
export const TEACHER_CATEGORIES: Record<Board, Record<string, string>> = {
  cbse: {
    PGT: "Post Graduate Teachers (PGT)",
    TGT: "Trained Graduate Teachers (TGT)",
    PRT: "Primary Teachers (PRT)",
  },
  state: {
    PGT: "Post Graduate Assistants",
    TGT: "Graduate (B.T.) Assistants",
    PRT: "Secondary Grade and primary teachers",
  },
};

const count = (label: string, help?: string) =>
  z
    .number({ error: "Write a whole number, such as 12." })
    .int("Write a whole number, such as 12.")
    .min(0, "A count cannot be negative.")
    .max(100_000, "That is more than a school has: please check the number.")
    .meta({ label, help });

const area = (label: string, help?: string) =>
  z
    .number({ error: "Write the area in square metres as a number, such as 48." })
    .min(0, "An area cannot be negative.")
    .max(10_000_000, "That is more than a campus has: please check the number.")
    .meta({ label, help });

/** A member of a committee the disclosure lists itself (the SMC has no page of its own). */
const memberSchema = z.object({
  person: personRef.meta({ label: "Person" }),
  role: text
    .max(80)
    .optional()
    .meta({ label: "Role in the committee", help: "Such as Chairperson or Member." }),
});

/** One year's board examination result: the pass percentage is computed from the two counts. */
const resultSchema = (board: Board) =>
  z
    .object({
      exam: z
        .enum(["X", "XII"], "Choose the class of the examination.")
        .meta({ label: "Examination", options: EXAMS[board] }),
      year: z
        .number({ error: "Write the year of the examination, such as 2026." })
        .int("Write the year, such as 2026.")
        .min(2000, "Write the year of the examination, such as 2026.")
        .max(2100, "Write the year of the examination, such as 2026.")
        .meta({ label: "Year", help: "The year the examination was held, such as 2026." }),
      registered: count("Students registered"),
      passed: count("Students passed"),
      remarks: text.max(300).optional().meta({ label: "Remarks (optional)" }),
    })
    .refine((r) => r.passed <= r.registered, {
      path: ["passed"],
      message: "More students passed than were registered: please check the two numbers.",
    });

/** Teachers of one category: how many there are, and those named with their qualification (from People). */
const teacherGroupSchema = (board: Board) =>
  z.object({
    category: z
      .enum(["PGT", "TGT", "PRT"], "Choose the category.")
      .meta({ label: "Category", options: TEACHER_CATEGORIES[board] }),
    count: count("Number of teachers", "All teachers of this category, named below or not."),
    people: z
      .array(personRef.meta({ label: "Teacher" }))
      .max(500)
      .meta({
        label: "Teachers named",
        itemLabel: "Teacher",
        help: "CBSE asks for every teacher's name and qualification: the qualification is the person's, in People.",
      }),
  });

/**
 * The disclosure of a school of `board`: sections A–E, each a group the editor draws in turn. What the
 * page computes or reads elsewhere (names, contacts, fees, PTA, ratios, dates) has no field here.
 */
export function disclosureSchema(board: Board) {
  const cbse = board === "cbse";
  const documents = Object.fromEntries(
    mandatoryDocuments(board).map((key) => [
      key,
      documentRef.optional().meta({
        label: DISCLOSURE_DOCUMENTS[key].label,
        help: "Its issue and valid-until dates and the self-attestation are the document's own, in Documents.",
      }),
    ]),
  ) as Record<DisclosureDocumentKey, z.ZodOptional<typeof documentRef>>;
  return z
    .object({
      title: text.max(120).meta({ label: "Title" }),
      description: text.max(200).meta({
        widget: "multiline",
        label: "Summary for search engines",
        help: "One or two sentences: search results show them under the title.",
      }),
      intro: text.meta({ widget: "multiline", label: "Introduction under the title" }),
      general: z
        .object({
          affiliationNumber: text.max(40).meta({
            label: cbse ? "Affiliation number" : "Recognition order number",
            help: cbse
              ? "As on the CBSE's affiliation letter."
              : "As on the Directorate's recognition order.",
          }),
          schoolCode: text.max(40).meta({
            label: cbse ? "School code" : "UDISE+ code",
            help: cbse ? "The CBSE school code." : "The school's 11-digit UDISE+ code.",
          }),
          principal: personRef.meta({ label: "Principal", help: "Name and qualification come from People." }),
        })
        .meta({
          label: "A. General information",
          help: "The school's name, address, e-mail and phone come from Site settings.",
        }),
      documents: z.object(documents).meta({
        label: "B. Documents and information",
        help: "Choose each certificate from the Documents library; upload it there first.",
      }),
      academics: z
        .object({
          academicCalendar: documentRef.optional().meta({ label: "Annual academic calendar" }),
          annualReport: documentRef.optional().meta({
            label: "Annual report",
            help: "CBSE asks for the year's annual report on the website before 15 September.",
          }),
          smc: z.array(memberSchema).max(40).meta({
            label: "School Management Committee",
            itemLabel: "Member",
            help: "Only for a committee without a page of its own: Vidhyapeeth's members come from its School Management Committee page (/vidhyapeeth/aboutus/smdc).",
          }),
          results: z.array(resultSchema(board)).max(20).meta({
            label: "Board examination results",
            itemLabel: "Result",
            help: "The last three years of each examination. The pass percentage is worked out for you.",
          }),
        })
        .meta({
          label: "C. Result and academics",
          help: "The fee structure comes from the fee order (Site settings › Fees), the PTA from the PTA page.",
        }),
      staff: z
        .object({
          vicePrincipals: z
            .array(personRef.meta({ label: "Vice principal" }))
            .max(10)
            .meta({ label: "Vice principals", itemLabel: "Vice principal" }),
          headTeachers: z
            .array(personRef.meta({ label: "Head teacher" }))
            .max(20)
            .meta({ label: "Head teachers and coordinators", itemLabel: "Head teacher" }),
          specialEducator: personRef.optional().meta({ label: "Special educator" }),
          counsellor: personRef.optional().meta({ label: "Counsellor and wellness teacher" }),
          teachers: z
            .array(teacherGroupSchema(board))
            .max(3)
            .meta({ label: "Teachers by category", itemLabel: "Category" }),
          enrolment: count(
            "Students enrolled",
            "All students of the school this year: the ratios are worked out from it.",
          ),
          sections: count(
            "Sections",
            "Every class division of the school, such as VI-A and VI-B: two sections.",
          ),
        })
        .meta({
          label: "D. Staff (teaching)",
          help: "The pupil–teacher ratio and the teachers per section are worked out from these numbers.",
        }),
      infrastructure: z
        .object({
          campusArea: area("Campus area in square metres"),
          classrooms: count("Number of classrooms"),
          classroomSize: area("Size of a classroom in square metres"),
          laboratories: count("Number of laboratories, computer labs included"),
          laboratorySize: area("Size of a laboratory in square metres"),
          internet: z.boolean().meta({ label: "Internet facility available" }),
          girlsToilets: count("Girls' toilets"),
          boysToilets: count("Boys' toilets"),
          inspectionVideo: z
            .url({
              protocol: /^https$/,
              error: "Paste the video's https:// address, such as https://www.youtube.com/watch?v=…",
            })
            .optional()
            .meta({
              label: "Inspection video (optional)",
              help: "The address of the school's inspection video on YouTube.",
            }),
        })
        .meta({ label: "E. School infrastructure" }),
    })
    .meta({ label: "Mandatory public disclosure" });
}

/** The disclosure of a school, as stored and as the editor draws it. */
export type Disclosure = z.infer<ReturnType<typeof disclosureSchema>>;

/** The keys of the five sections, in page order: what "last updated" is kept for. */
export const DISCLOSURE_SECTIONS = ["general", "documents", "academics", "staff", "infrastructure"] as const;
export type DisclosureSection = (typeof DISCLOSURE_SECTIONS)[number];

/**
 * The ids of the people a disclosure names (principal, committee, staff), in any stored value whose
 * shape is a disclosure's; empty for anything else. People are referred to by bare ids here, so the
 * People screen's "named on" and its refusal to delete a named person need this beside the `person:`
 * keys of the pages' blocks.
 */
export function peopleOfDisclosure(value: unknown): Set<string> {
  const ids = new Set<string>();
  if (!value || typeof value !== "object") return ids;
  const d = value as Partial<Record<string, unknown>> & {
    general?: { principal?: unknown };
    academics?: { smc?: { person?: unknown }[] };
    staff?: {
      vicePrincipals?: unknown[];
      headTeachers?: unknown[];
      specialEducator?: unknown;
      counsellor?: unknown;
      teachers?: { people?: unknown[] }[];
    };
  };
  if (typeof d.general !== "object" || typeof d.staff !== "object") return ids;
  const add = (id: unknown) => {
    if (typeof id === "string" && id) ids.add(id);
  };
  add(d.general?.principal);
  for (const member of d.academics?.smc ?? []) add(member?.person);
  for (const id of d.staff?.vicePrincipals ?? []) add(id);
  for (const id of d.staff?.headTeachers ?? []) add(id);
  add(d.staff?.specialEducator);
  add(d.staff?.counsellor);
  for (const group of d.staff?.teachers ?? []) for (const id of group?.people ?? []) add(id);
  return ids;
}
