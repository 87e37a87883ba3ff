import { type DB, db, now } from "../platform/db.server";

/**
 * PDFs the server could not read: pdftotext was stopped at its time, CPU or memory limit
 * (./pdf-tools.server.ts), so the file is too large or too complex (a "PDF bomb", or a scan saved as
 * one enormous picture). Remembered in `search_document_texts` with the file's source and size
 * (migration 0023) so that neither the daily text layer check nor a rebuild of the search index runs
 * pdftotext on it again; a replaced file is another source and is read afresh. Staff see it beside the
 * document's text layer, in plain words (`UNREADABLE_NOTE`).
 */

/** How staff screens say it. */
export const UNREADABLE_NOTE = "could not be read (too large or too complex)";

/** "read": `text` is the PDF's; "unreadable": pdftotext was stopped at a limit (migration 0023). */
export type DocumentTextStatus = "read" | "unreadable";

/** A document's current file as the rows name it. */
export interface DocumentFileRef {
  id: number;
  path: string;
  file_key: string | null;
  size: number | string;
}

/** The name of a document's current file: its storage key, or `shipped:<path>` for the shipped file. */
export function sourceOf(document: { path: string; file_key: string | null }): string {
  return document.file_key ?? `shipped:${document.path}`;
}

/**
 * Remembers that `document`'s current file could not be read (its text is kept empty), replacing what
 * was kept of an earlier file. Throws when the database cannot be written.
 */
export async function markUnreadable(document: DocumentFileRef, database: DB = db()): Promise<void> {
  await keepDocumentText(document, "", "unreadable", database);
}

/**
 * Keeps what was read of `document`'s current file (`text`, and whether it could be read), replacing
 * what was kept of an earlier file, so neither a rebuild of the search index nor the daily check reads
 * the same file again. Throws when the database cannot be written.
 */
export async function keepDocumentText(
  document: DocumentFileRef,
  text: string,
  status: DocumentTextStatus,
  database: DB = db(),
): Promise<void> {
  const values = { source: sourceOf(document), size: Number(document.size), text, status, read_at: now() };
  await database
    .insertInto("search_document_texts")
    .values({ document_id: document.id, ...values })
    .onConflict((conflict) => conflict.column("document_id").doUpdateSet(values))
    .execute();
}

/**
 * The ids of the documents whose current file (same source and size) is remembered as unreadable;
 * `ids` narrows the question to those documents. Throws when the database cannot be read.
 */
export async function unreadableDocuments(
  database: DB = db(),
  ids?: readonly number[],
): Promise<Set<number>> {
  if (ids && ids.length === 0) return new Set();
  let query = database
    .selectFrom("documents")
    .innerJoin("search_document_texts", "search_document_texts.document_id", "documents.id")
    .select(["documents.id", "documents.path", "documents.file_key", "documents.size"])
    .select(["search_document_texts.source", "search_document_texts.size as read_size"])
    .where("search_document_texts.status", "=", "unreadable");
  if (ids) query = query.where("documents.id", "in", [...ids]);
  const rows = await query.execute();
  return new Set(
    rows
      .filter((row) => row.source === sourceOf(row) && Number(row.read_size) === Number(row.size))
      .map((row) => row.id),
  );
}
