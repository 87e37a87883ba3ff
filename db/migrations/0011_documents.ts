import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Documents with stable links. Every PDF the site links to is a row of `documents`,
 * found by its permanent URL; the office replaces its file without changing the URL (regulators and
 * other sites link to it), and the file it replaced is kept in `document_files`. Start-up
 * (`syncDocumentDefaults` in app/lib/documents/documents.server.ts) fills the table from
 * `content/documents.ts`, as the page store does for pages (migration 0008).
 *
 * `documents`:
 * - `path`: the permanent URL, e.g. `/documents/vidhyashram/fee-structure.pdf` (unique, lower case).
 * - `title`, `category` (a key of `documentCategories` in content/schemas/documents.ts; no check here,
 *   so a new category needs no migration), `audience` (group, vidhyashram or vidhyapeeth, ruling 6).
 * - `valid_from`, `valid_until`: `YYYY-MM-DD` or null (a certificate's validity; the list flags expiry).
 * - the current file: `file_key` (its storage key; null: the file shipped in `content/files`),
 *   `file_name` (the name it was uploaded under; null for the shipped file), `size` in bytes,
 *   `uploaded_at`, `uploaded_by` (users.id; no foreign key, the row outlives the account).
 * - `default_hash`: SHA-256 of the shipped default the row was last filled from; null for a document
 *   the office created. `edited_at`, `edited_by`: the office's last change, null while the row is the
 *   shipped default, which start-up may then replace freely.
 *
 * `document_files`: the files a document had before, newest last: storage key, size, original name,
 * when and by whom it was uploaded, when and by whom it was replaced. Deleted with the document.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("documents")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("path", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("audience", "text", (c) =>
      c.notNull().modifyEnd(sql`check (audience in ('group', 'vidhyashram', 'vidhyapeeth'))`),
    )
    .addColumn("valid_from", "text")
    .addColumn("valid_until", "text")
    .addColumn("file_key", "text")
    .addColumn("file_name", "text")
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("uploaded_at", "text")
    .addColumn("uploaded_by", "integer")
    .addColumn("default_hash", "text")
    .addColumn("edited_at", "text")
    .addColumn("edited_by", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("document_files")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("document_id", "integer", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("file_key", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("uploaded_at", "text")
    .addColumn("uploaded_by", "integer")
    .addColumn("replaced_at", "text", (c) => c.notNull())
    .addColumn("replaced_by", "integer")
    .execute();
  await db.schema
    .createIndex("document_files_document_idx")
    .on("document_files")
    .column("document_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("document_files").ifExists().execute();
  await db.schema.dropTable("documents").ifExists().execute();
}
