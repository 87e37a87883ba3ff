import { type Kysely, sql } from "kysely";

/**
 * People, once: every person the pages name (administration, leadership team,
 * committees, PTA, SMDC, public disclosure) is one row here, and the pages refer to them by id, so a
 * rename shows on every page at once. `content/people.ts` ships the defaults; start-up
 * (`syncPeopleDefaults` in app/lib/site/people.server.ts) copies them in the manner of the pages table
 * (migration 0008): a missing person is inserted, a person the office never edited follows a changed
 * default, an edited one is kept. The columns:
 *
 * - `id`: a lower-case slug ("l-shanthi"), the key pages refer to; never changes.
 * - `name`, `post`, `qualification`, `department`: what the pages print (null: not given).
 * - `audience`: group, vidhyashram or vidhyapeeth: whose editor may change the person (ruling 6).
 * - `photo`, `photo_alt`: an image name (as pages name pictures) and what it shows (null: decorative).
 * - `email`, `phone`: shown publicly only when set.
 * - `sample`: 1 for an invented sample record (architecture ruling 11), else 0 (integers, as `users`).
 * - `position`: the order of the People screen's list.
 * - `default_hash`: SHA-256 of the canonical JSON of the shipped default last copied in; null for a
 *   person the office added.
 * - `edited_at`, `edited_by`: when and by whom (users.id, no foreign key) the office last changed the
 *   person; null while the row is the shipped default, which start-up may then replace.
 * - `deleted_at`: set when the office deleted the person: the row stays so that start-up does not bring
 *   a shipped person back, and is left out of every list.
 * - `updated_at`: when the row last changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("people")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("post", "text", (c) => c.notNull())
    .addColumn("qualification", "text")
    .addColumn("department", "text")
    .addColumn("audience", "text", (c) =>
      c.notNull().modifyEnd(sql`check (audience in ('group', 'vidhyashram', 'vidhyapeeth'))`),
    )
    .addColumn("photo", "text")
    .addColumn("photo_alt", "text")
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("sample", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("default_hash", "text")
    .addColumn("edited_at", "text")
    .addColumn("edited_by", "integer")
    .addColumn("deleted_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("people_audience_idx").on("people").column("audience").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("people").ifExists().execute();
}
