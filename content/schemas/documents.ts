import { z } from "zod";
import { text } from "./common";

/**
 * Schema of `content/documents.ts`: the sample PDF documents the site serves from `public/documents/`
 * (disclosure documents, scholarship test papers), checked by content/documents.test.ts.
 */

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
  /** The URL path of the PDF; the file is `public` + this path. */
  file: z
    .string()
    .regex(/^\/documents\/([a-z0-9-]+\/)*[a-z0-9-]+\.pdf$/, "/documents/…/name.pdf, lower case"),
  /** The document's name, as a page lists it and as the PDF's heading. */
  title: text,
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
