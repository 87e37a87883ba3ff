import { z } from "zod";
import { text } from "./common";

/**
 * Schema of `content/documents.ts`: the PDF documents shipped with the site under `content/files/documents/`
 * (disclosure documents, scholarship test papers), checked by content/documents.test.ts. They are the
 * defaults of the Documents screen (issue 23 item 5): start-up copies each into the `documents` table,
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
    caption: text.optional(),
    columns: z.array(text).min(1).max(6),
    rows: z.array(z.array(z.string())).min(1),
  })
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), "Each row has one cell per column");

/** A headed part of a document: paragraphs and/or a list (numbered when `ordered`). */
export const documentSectionSchema = z
  .object({
    heading: text,
    paragraphs: z.array(text).optional(),
    items: z.array(text).min(1).optional(),
    ordered: z.boolean().optional(),
  })
  .refine((s) => (s.paragraphs?.length ?? 0) + (s.items?.length ?? 0) > 0, "A section says something");

export const documentSchema = z.object({
  /** The permanent URL of the PDF; the shipped file is `content/files` + this path. */
  file: z
    .string()
    .regex(/^\/documents\/([a-z0-9-]+\/)*[a-z0-9-]+\.pdf$/, "/documents/…/name.pdf, lower case"),
  /** The document's name, as a page lists it and as the PDF's heading. */
  title: text,
  /** Its category on the Documents screen. */
  category: z.enum(documentCategoryKeys),
  /** Whose document it is: a school's or the group's (architecture ruling 6). */
  audience: z.enum(["group", "vidhyashram", "vidhyapeeth"]),
  /** Who issues it: a school's name or the group's. */
  issuer: text,
  paragraphs: z.array(text).min(1),
  sections: z.array(documentSectionSchema).optional(),
  table: documentTableSchema.optional(),
});

export const documentsSchema = z
  .array(documentSchema)
  .refine((docs) => new Set(docs.map((d) => d.file)).size === docs.length, "Two documents share a file");

export type SiteDocument = z.infer<typeof documentSchema>;
