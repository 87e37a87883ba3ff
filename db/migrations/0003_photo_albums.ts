import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Photo albums. The `albums` table keeps the specification's link albums (title, link,
 * thumbnail) and gains what an album of uploaded photos needs: its kind, a draft/published state, a
 * date, a description and a cover photo. Existing rows become published link albums. Each uploaded photo
 * is a row of `photos` (its files live in the upload storage under `file_key`); deleting an album
 * deletes its photo rows, and deleting the cover photo clears the cover.
 *
 * SQLite adds one column per statement, and a NOT NULL column needs a default (architecture 8.2).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable("photos")
    .addColumn("id", pg ? "serial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("album_id", "integer", (c) => c.notNull().references("albums.id").onDelete("cascade"))
    .addColumn("file_key", "text", (c) => c.notNull().unique())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("photos_album_idx").on("photos").columns(["album_id", "position"]).execute();

  // One column per statement: SQLite cannot add several at once.
  const albums = () => db.schema.alterTable("albums");
  await albums()
    .addColumn("kind", "text", (c) =>
      c.notNull().defaultTo("link").modifyEnd(sql`check (kind in ('link', 'photo'))`),
    )
    .execute();
  await albums()
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("published").modifyEnd(sql`check (status in ('draft', 'published'))`),
    )
    .execute();
  await albums().addColumn("date", "text").execute();
  await albums()
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await albums()
    .addColumn("cover_photo_id", "integer", (c) => c.references("photos.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("albums_status_idx").on("albums").columns(["status", "kind"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("albums_status_idx").ifExists().execute();
  for (const column of ["cover_photo_id", "description", "date", "status", "kind"]) {
    await db.schema.alterTable("albums").dropColumn(column).execute();
  }
  await db.schema.dropTable("photos").ifExists().execute();
}
