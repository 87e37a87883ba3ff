import type { Kysely } from "kysely";

/**
 * What a CBSE inspector checks on each document, and whether a screen reader can read it. New columns
 * of `documents` (migration 0011):
 *
 * - `issued_on`: `YYYY-MM-DD` or null: the day the document (a certificate, an affidavit) was issued.
 * - `attested_by_manager`, `attested_by_principal`: 1 when the disclosure document is self-attested by
 *   the school's manager or principal (CBSE asks for both), else 0. Integers on both dialects, as
 *   `pages.hidden` and `people.sample`.
 * - `text_layer`: "yes" when the PDF holds text a screen reader can read, "no" for a scanned picture
 *   (Rule 15 of the Rights of Persons with Disabilities rules asks for OCR-capable PDFs), null while not
 *   checked (app/lib/documents/text-layer.server.ts).
 * - `ocr_state`: null, or where "Add a text layer" stands: "queued", "running", "done", "failed"
 *   (app/lib/documents/ocr.server.ts); `ocr_error`: the reason of a failure, in plain words.
 * - `original_file_key`: the storage key of the upload a text layer was added to (the office's scan,
 *   kept); null otherwise.
 *
 * No check constraints on the words: a new state needs no migration, and the code writes only these.
 */
const COLUMNS = [
  "issued_on",
  "attested_by_manager",
  "attested_by_principal",
  "text_layer",
  "ocr_state",
  "ocr_error",
  "original_file_key",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("documents").addColumn("issued_on", "text").execute();
  await db.schema
    .alterTable("documents")
    .addColumn("attested_by_manager", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("documents")
    .addColumn("attested_by_principal", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("documents").addColumn("text_layer", "text").execute();
  await db.schema.alterTable("documents").addColumn("ocr_state", "text").execute();
  await db.schema.alterTable("documents").addColumn("ocr_error", "text").execute();
  await db.schema.alterTable("documents").addColumn("original_file_key", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) {
    await db.schema.alterTable("documents").dropColumn(column).execute();
  }
}
