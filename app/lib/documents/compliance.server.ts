import type { Audience, DB } from "../platform/db.server";
import { db } from "../platform/db.server";
import { type DocumentRow, SHIPPED_FILES_DIR, shippedFileSize } from "./documents.server";

/**
 * What a CBSE inspector checks on each document, for the compliance dashboard (/admin/compliance) and
 * the public disclosure page (issue and "valid until" dates and attestation beside each link): one
 * plain record per row of `documents` (migrations 0011 and 0018).
 */

/** The facts of one document. Dates are `YYYY-MM-DD`; a date the office has not entered is left out. */
export interface DocumentFacts {
  id: number;
  /** The permanent URL, `/documents/…/name.pdf`. */
  path: string;
  title: string;
  /** A key of `documentCategories` (content/schemas/documents.ts). */
  category: string;
  audience: Audience;
  issuedOn?: string;
  validFrom?: string;
  validUntil?: string;
  /** Self-attested by the school's manager / principal (CBSE asks for both). */
  attestedByManager: boolean;
  attestedByPrincipal: boolean;
  /** "yes": a screen reader can read it; "no": a scanned picture (RPwD Rule 15); null: not checked yet. */
  textLayer: "yes" | "no" | null;
  /**
   * False when visitors get no file at its URL: a document still serving its shipped file whose file
   * is missing from `content/files`. An uploaded file counts as there (the storage never deletes one
   * while its document exists).
   */
  hasFile: boolean;
  /** The staff screen that edits it: `/admin/documents/<id>`. */
  editUrl: string;
}

async function factsOf(row: DocumentRow, root: string): Promise<DocumentFacts> {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    category: row.category,
    audience: row.audience,
    ...(row.issued_on ? { issuedOn: row.issued_on } : {}),
    ...(row.valid_from ? { validFrom: row.valid_from } : {}),
    ...(row.valid_until ? { validUntil: row.valid_until } : {}),
    attestedByManager: Number(row.attested_by_manager) === 1,
    attestedByPrincipal: Number(row.attested_by_principal) === 1,
    textLayer: row.text_layer,
    hasFile: row.file_key !== null || (await shippedFileSize(row.path, root)) !== null,
    editUrl: `/admin/documents/${row.id}`,
  };
}

/**
 * Every document's facts, by path (`root`: the shipped files' folder, tests choose). Throws when the
 * database cannot be read (the caller decides what to show, architecture ruling 5).
 */
export async function documentFacts(database: DB = db(), root = SHIPPED_FILES_DIR): Promise<DocumentFacts[]> {
  const rows = await database.selectFrom("documents").selectAll().orderBy("path").execute();
  return Promise.all(rows.map((row) => factsOf(row, root)));
}

/**
 * The facts of the document at permanent URL `path` (exact, lower case, as links write it), or
 * undefined when no document has it. Throws when the database cannot be read.
 */
export async function documentByPath(
  path: string,
  database: DB = db(),
  root = SHIPPED_FILES_DIR,
): Promise<DocumentFacts | undefined> {
  const row = await database.selectFrom("documents").selectAll().where("path", "=", path).executeTakeFirst();
  return row ? factsOf(row, root) : undefined;
}
