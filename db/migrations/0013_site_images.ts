import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Pictures the office uploads for the site's pages: a picture field holds either a
 * shipped image's name (`content/media.ts`) or a reference to one of these rows' files
 * (`upload/<file_key>/<width>x<height>`, content/uploaded-images.ts). The files are the same AVIF/WebP
 * variants album photos get (the upload pipeline of app/lib/gallery/image-upload.server.ts), under
 * `pictures/…` in the upload storage. The columns:
 *
 * - `file_key`: the storage key the variants add `-640.webp` and so on to; unique.
 * - `width`, `height`: the largest stored variant (orientation applied).
 * - `alt`: the default description, offered when the picture is placed on a page (each page keeps its
 *   own alt text beside the reference, so changing this changes no page).
 * - `original_name`: the uploaded file's name, to recognise it in the list (never used for a file).
 * - `uploaded_at`, `uploaded_by`, `uploaded_by_name`: when and by whom; no foreign key, like the audit
 *   log (the row outlives a deleted account).
 * - `updated_at`: the last change of the description.
 *
 * No audience: a picture is a shared file, placed on a school's page by whoever may edit that page.
 * There is no delete: references are copied into pages, their versions and settings, so files are kept
 * for as long as the site runs (app/lib/site/pictures.server.ts says why).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("site_images")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("file_key", "text", (c) => c.notNull().unique())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("original_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .addColumn("uploaded_by", "integer")
    .addColumn("uploaded_by_name", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("site_images_uploaded_idx").on("site_images").column("uploaded_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_images").ifExists().execute();
}
