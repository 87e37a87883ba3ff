import type { Kysely } from "kysely";

/**
 * PDFs the server could not read (app/lib/documents/unreadable.server.ts). A new column of
 * `search_document_texts` (migration 0022), whose rows already name the file read (storage key or
 * `shipped:<path>`) and its size:
 *
 * - `status`: "read" (the row's `text` is what pdftotext gave) or "unreadable" (pdftotext was stopped
 *   at its time, CPU or memory limit: a PDF too large or too complex; `text` is ""). Neither the text
 *   layer check nor a rebuild of the search index runs pdftotext again on that file; a replaced file
 *   (another source or size) is read afresh. Rows written before this migration were read: "read".
 *
 * No check constraint on the words, as the documents' states (migration 0018).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("search_document_texts")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("read"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("search_document_texts").dropColumn("status").execute();
}
