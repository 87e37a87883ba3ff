import { z } from "zod";
import { AUDIENCES } from "../audiences";
import { CONTROL_CHARACTER_MESSAGE, text, withoutControlCharacters } from "./common";

/**
 * Schema of `content/documents.ts`: the PDF documents shipped with the site under `content/files/documents/`
 * (disclosure documents, scholarship test papers), checked by content/documents.test.ts. They are the
 * defaults of the Documents screen: start-up copies each into the `documents` table,
 * and the office can then replace its file under the same URL.
 */

/** The categories of a document, by key (stored in `documents.category`), with their labels. */
export const documentCategories = {
  disclosure: "Public disclosure",
  scholarship: "Scholarship test",
  admissions: "Admissions",
  fees: "Fees",
  circulars: "Circulars",
  forms: "Forms",
  other: "Other",
} as const;
export type DocumentCategory = keyof typeof documentCategories;
export const documentCategoryKeys = Object.keys(documentCategories) as [
  DocumentCategory,
  ...DocumentCategory[],
];

/** A simple table in a document: column headings and rows of the same length. */
export const documentTableSchema = z
  .object({
    caption: text.optional().meta({ label: "Caption", help: "Read aloud by screen readers." }),
    columns: z.array(text).min(1).max(6).meta({ label: "Column headings", itemLabel: "Heading" }),
    rows: z
      .array(z.array(z.string()).meta({ itemLabel: "Cell" }))
      .min(1)
      .meta({ label: "Rows", itemLabel: "Row" }),
  })
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), "Each row has one cell per column");

/** A headed part of a document: paragraphs and/or a list (numbered when `ordered`). */
export const documentSectionSchema = z
  .object({
    heading: text.meta({ label: "Heading" }),
    paragraphs: z
      .array(text.meta({ widget: "multiline" }))
      .optional()
      .meta({ label: "Paragraphs", itemLabel: "Paragraph" }),
    items: z.array(text).min(1).optional().meta({ label: "List", itemLabel: "Item" }),
    ordered: z.boolean().optional().meta({ label: "Numbered list", help: "Untick for bullet points." }),
  })
  .refine((s) => (s.paragraphs?.length ?? 0) + (s.items?.length ?? 0) > 0, "A section says something");

/** The longest title of a document, in characters (a line of a list; the shipped ones are under 50). */
export const DOCUMENT_TITLE_MAX = 200;

/**
 * Days before "valid until" from which the Documents list warns: 60, as CBSE's dashboards look 60 days
 * ahead (app/lib/documents/format.ts reads it from here).
 */
export const EXPIRY_WARNING_DAYS = 60;

/** Why the two attestation boxes are there. */
const ATTESTED_HELP =
  "CBSE asks that disclosure documents be self-attested by the school's manager and principal";

/** A day as `YYYY-MM-DD` (what `<input type="date">` sends); blank is no date. */
const day = z.iso.date("Enter a real date, for example 2027-03-31.");

/**
 * The record the office keeps of a document (the `documents` table, migration 0011, whose column names
 * the dates keep): the fields the Documents screen draws with `describeValue` and checks with this
 * schema, labelled by their `.meta`. The file and its permanent URL are not part of it: the upload
 * sets them, and the URL never changes.
 */
const documentRecordShape = {
  /** The document's name, as a page lists it and as the PDF's heading. */
  title: z
    .string()
    .trim()
    .min(1, "Enter a title.")
    .max(DOCUMENT_TITLE_MAX, `Keep the title to ${DOCUMENT_TITLE_MAX} characters or fewer.`)
    .refine(withoutControlCharacters, CONTROL_CHARACTER_MESSAGE)
    // With a Tamil value beside it (decision 0032), kept in the row's `tamil` column (migration 0026).
    .meta({
      label: "Title",
      help: "As the pages list it, for example Fee structure 2026-27.",
      translate: true,
    }),
  /** Its category on the Documents screen. */
  category: z
    .enum(documentCategoryKeys, "Choose a category.")
    .meta({ label: "Category", help: "Where the Documents list files it.", options: documentCategories }),
  /** Whose document it is: a school's or the group's (architecture ruling 6). */
  audience: z.enum(AUDIENCES, "Choose the school.").meta({
    label: "School",
    help: "Whose office may change it; a school's documents have its own folder.",
    options: {
      group: "Both schools (whole group)",
      vidhyashram: "Vidhyashram only",
      vidhyapeeth: "Vidhyapeeth only",
    },
  }),
  /** The first day a certificate is valid. */
  valid_from: day.optional().meta({
    label: "Valid from (optional)",
    help: "For a certificate: the first day it is valid, written as 2026-04-01.",
  }),
  /** The last day it is valid: the list flags it 60 days before (CBSE's dashboards look 60 days ahead). */
  valid_until: day.optional().meta({
    label: "Valid until (optional)",
    help: `Written as 2027-03-31. The list warns ${EXPIRY_WARNING_DAYS} days before this date.`,
  }),
  /** The day the document was issued (a certificate, an affidavit): CBSE inspectors check it. */
  issued_on: day.optional().meta({
    label: "Issued on (optional)",
    help: "The date on the document, written as 2026-04-01.",
    widget: "date",
  }),
  /** Self-attested by the school's manager (CBSE's Mandatory Public Disclosure asks for it). */
  attested_by_manager: z.boolean().meta({ label: "Self-attested by the manager", help: ATTESTED_HELP }),
  /** Self-attested by the school's principal (the same rule). */
  attested_by_principal: z.boolean().meta({ label: "Self-attested by the principal", help: ATTESTED_HELP }),
};

/** "Valid until" is not before "valid from" (`YYYY-MM-DD` compares as text). */
const datesInOrder = (record: { valid_from?: string; valid_until?: string }) =>
  !record.valid_from || !record.valid_until || record.valid_until >= record.valid_from;
const DATES_MESSAGE = { path: ["valid_until"], message: "“Valid until” cannot be before “valid from”." };

/** A document's record, as the Documents screen edits it (its details form). */
export const documentRecordSchema = z.object(documentRecordShape).refine(datesInOrder, DATES_MESSAGE);
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

/**
 * The last part of a new document's permanent URL: lower-case letters, digits and hyphens (a typed
 * `.pdf` and capitals are forgiven); left out, the server makes it from the title.
 */
export const documentName = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\.pdf$/, ""))
  .pipe(
    z
      .string()
      .max(80, "Keep the name to 80 characters or fewer.")
      .regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        "Use lower-case letters, digits and hyphens only, for example fee-structure-2026.",
      ),
  );

/** A new document's record and the name in its URL: the upload form's fields besides the PDF. */
export const newDocumentSchema = z
  .object({
    ...documentRecordShape,
    name: documentName.optional().meta({
      label: "Name in the address (optional)",
      help: "Lower-case letters, digits and hyphens, e.g. fee-structure-2026; blank: made from the title. A school's documents are under /documents/<school>/. It cannot change later.",
    }),
  })
  .refine(datesInOrder, DATES_MESSAGE);
export type NewDocumentRecord = z.infer<typeof newDocumentSchema>;

export const documentSchema = z.object({
  /** The permanent URL of the PDF; the shipped file is `content/files` + this path. */
  file: z
    .string()
    .regex(/^\/documents\/([a-z0-9-]+\/)*[a-z0-9-]+\.pdf$/, "/documents/…/name.pdf, lower case")
    .meta({ label: "Address of the PDF", help: "/documents/…/name.pdf, lower case; it never changes." }),
  title: documentRecordShape.title,
  category: documentRecordShape.category,
  audience: documentRecordShape.audience,
  /** Who issues it: a school's name or the group's. */
  issuer: text.meta({ label: "Issued by", help: "A school's name or the group's." }),
  paragraphs: z
    .array(text.meta({ widget: "multiline" }))
    .min(1)
    .meta({ label: "Paragraphs", itemLabel: "Paragraph" }),
  sections: z.array(documentSectionSchema).optional().meta({ label: "Sections", itemLabel: "Section" }),
  table: documentTableSchema.optional().meta({ label: "Table" }),
});

export const documentsSchema = z
  .array(documentSchema)
  .refine((docs) => new Set(docs.map((d) => d.file)).size === docs.length, "Two documents share a file");

export type SiteDocument = z.infer<typeof documentSchema>;
