import { type ContentMigration, contentMigrations } from "~content/migrations";
import { pageSchema } from "~content/schemas/page";
import { type DB, db, now } from "../platform/db.server";
import { readJson, writeJson } from "../platform/stored-json.server";
import { type Editable, editables } from "./editables.server";

/**
 * Applies the content migrations of `content/migrations/` and checks what the office stored against
 * today's schemas (decision 0017: a schema change never silently replaces the office's work with the
 * shipped default).
 */

/**
 * Applies every migration of `migrations` not yet recorded in `content_migrations`, in order, each in
 * one transaction with its record: it rewrites the `published` and `draft` of each `pages` row it
 * applies to and the `data` of each of their `page_versions`. Returns the ids applied. Throws (and the
 * migration's transaction is rolled back) when a migration throws or the database cannot be written.
 */
export async function runContentMigrations(
  database: DB = db(),
  migrations: readonly ContentMigration[] = contentMigrations,
): Promise<string[]> {
  const done = new Set(
    (await database.selectFrom("content_migrations").select("id").execute()).map((row) => row.id),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await database.transaction().execute(async (trx) => {
      const pages = await trx.selectFrom("pages").select(["path", "published", "draft"]).execute();
      for (const page of pages) {
        if (!migration.appliesTo(page.path)) continue;
        await trx
          .updateTable("pages")
          .set({
            published: writeJson(migration.up(readJson(page.published))),
            draft: page.draft === null ? null : writeJson(migration.up(readJson(page.draft))),
          })
          .where("path", "=", page.path)
          .execute();
        const versions = await trx
          .selectFrom("page_versions")
          .select(["id", "data"])
          .where("path", "=", page.path)
          .execute();
        for (const version of versions) {
          await trx
            .updateTable("page_versions")
            .set({ data: writeJson(migration.up(readJson(version.data))) })
            .where("id", "=", version.id)
            .execute();
        }
      }
      await trx.insertInto("content_migrations").values({ id: migration.id, applied_at: now() }).execute();
    });
    applied.push(migration.id);
  }
  return applied;
}

/** What start-up refuses with: the stored values that no longer fit their schemas. */
export class StoredContentMismatch extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The stored content of ${problems.length === 1 ? "one page" : `${problems.length} pages`} no longer fits ` +
        `its schema, so the server will not start (it would otherwise show the shipped text instead of the ` +
        `office's). Write a content migration in content/migrations/ for:\n${problems.join("\n")}`,
    );
    this.name = "StoredContentMismatch";
  }
}

/**
 * Checks that the published value of every edited row of `pages` fits the schema of its entry in
 * `entries`, and that of every page the office added (migration 0017) fits the content page schema
 * (rows of things no longer shipped are left alone; rows the office never edited follow the shipped
 * default at start-up). Throws `StoredContentMismatch` naming each page and its first refused
 * field; a draft that does not fit is only logged (the editor opens the published value instead).
 */
export async function checkStoredContent(
  database: DB = db(),
  entries: ReadonlyMap<string, Editable> = editables,
  log: (message: string) => void = console.error,
): Promise<void> {
  const rows = await database
    .selectFrom("pages")
    .select(["path", "published", "draft", "edited_at", "origin"])
    .execute();
  const problems: string[] = [];
  for (const row of rows) {
    const office = row.origin === "office";
    const schema = office ? pageSchema : entries.get(row.path)?.schema;
    if (!schema) continue;
    const problem = (value: unknown) => {
      const result = schema.safeParse(readJson(value));
      if (result.success) return null;
      const issue = result.error.issues[0];
      return `${row.path}: ${issue?.path.join(".") || "(the whole value)"}: ${issue?.message}`;
    };
    // An office page has no shipped default to fall back on: its value is the office's work from the start.
    const published = row.edited_at === null && !office ? null : problem(row.published);
    if (published) problems.push(published);
    const draft = row.draft === null ? null : problem(row.draft);
    if (draft)
      log(`The saved draft of ${draft} no longer fits its schema; the editor shows the published page.`);
  }
  if (problems.length) throw new StoredContentMismatch(problems);
}
