import { createHash } from "node:crypto";
import type { z } from "zod";
import { type ContentPage, pageSchema } from "~content/schemas/page";
import { type DB, db, now } from "../platform/db.server";
import { safeRead } from "../platform/safe-read.server";
import { editable } from "./editables.server";
import { contentPage } from "./pages.server";
import { sectionOf } from "./sections";

/**
 * The content pages as the database holds them (issue 23 item 1, migration 0008): `content/` ships each
 * page's default, start-up copies it into the `pages` table, and the public page is read from there, so
 * the office can later edit a page without a rebuild. The shipped default stays the safety net: a row
 * that cannot be read or no longer fits the page schema gives way to it (architecture ruling 5).
 */

/**
 * The canonical JSON of `value`: object keys sorted at every depth, no spaces, `undefined` members left
 * out (as `JSON.stringify` does). Two values that mean the same page give the same text whatever order
 * their keys were written in (PostgreSQL's `jsonb` reorders them).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) =>
    member && typeof member === "object" && !Array.isArray(member)
      ? Object.fromEntries(
          Object.entries(member as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : member,
  );
}

/** SHA-256 (hex) of the canonical JSON of `page`: what `default_hash` holds (migration 0008). */
export function pageHash(page: unknown): string {
  return createHash("sha256").update(canonicalJson(page)).digest("hex");
}

/** A shipped default that is not a content page (a sectioned page, editables.server.ts): its path and value. */
export interface ShippedValue {
  path: string;
  value: unknown;
}

/** What `syncPageDefaults` wrote: rows added, unedited rows given a new default, edited rows (re)flagged. */
export interface SyncCounts {
  inserted: number;
  updated: number;
  keptEdited: number;
}

/**
 * Brings the `pages` table in step with the shipped defaults (issue 23 items 1 and 3), in one
 * transaction, writing only rows whose hash differs:
 *
 * - a shipped page without a row is inserted (`inserted`);
 * - a row the office never edited (`edited_at` null) whose `default_hash` differs from the shipped
 *   page's gets the new default as `published` and its hash (`updated`);
 * - a row the office edited keeps its `published`; when the shipped default differs from the one it was
 *   filled from, `newer_default_hash` is set to the new hash, and cleared when the default goes back
 *   (`keptEdited` counts the rows whose flag this call changed).
 *
 * Rows of pages no longer shipped are left alone (the route table no longer serves them). A second call
 * with the same pages writes nothing and returns zeros. Throws when the database cannot be written (at
 * start-up, where a failure should stop the server).
 */
export async function syncPageDefaults(
  defaults: Iterable<ContentPage | ShippedValue>,
  database: DB = db(),
): Promise<SyncCounts> {
  const pages = [...defaults].map((item) =>
    "value" in item ? item : { path: item.path, value: item as unknown },
  );
  const counts: SyncCounts = { inserted: 0, updated: 0, keptEdited: 0 };
  await database.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("pages")
      .select(["path", "default_hash", "newer_default_hash", "edited_at"])
      .execute();
    const stored = new Map(rows.map((row) => [row.path, row]));
    const at = now();
    for (const page of pages) {
      const hash = pageHash(page.value);
      const row = stored.get(page.path);
      if (!row) {
        await trx
          .insertInto("pages")
          .values({
            path: page.path,
            section: sectionOf(page.path),
            published: JSON.stringify(page.value),
            default_hash: hash,
            updated_at: at,
          })
          .execute();
        counts.inserted++;
      } else if (row.edited_at === null) {
        if (row.default_hash === hash && row.newer_default_hash === null) continue;
        await trx
          .updateTable("pages")
          .set({
            published: JSON.stringify(page.value),
            default_hash: hash,
            newer_default_hash: null,
            updated_at: at,
          })
          .where("path", "=", page.path)
          .execute();
        counts.updated++;
      } else if (row.default_hash === "") {
        // A row moved in without the default it was edited from (the settings, migration 0016):
        // adopt today's default as its base, so it is not flagged for a change the office never saw.
        await trx
          .updateTable("pages")
          .set({ default_hash: hash, newer_default_hash: null, updated_at: at })
          .where("path", "=", page.path)
          .execute();
        counts.keptEdited++;
      } else {
        const flag = row.default_hash === hash ? null : hash;
        if (row.newer_default_hash === flag) continue;
        await trx
          .updateTable("pages")
          .set({ newer_default_hash: flag, updated_at: at })
          .where("path", "=", page.path)
          .execute();
        counts.keptEdited++;
      }
    }
  });
  return counts;
}

/** Rows already reported as unusable (path and `updated_at`), so each is logged once per process. */
const reported = new Set<string>();

/**
 * The published page at `path` (lower case, no trailing slash), or undefined when `content/` ships no
 * page there (the route answers 404). The stored JSON is parsed with the page schema of
 * `content/schemas/page.ts` (issue 23 item 1). Never throws for a public page (architecture ruling 5): a
 * failed read logs "Error fetching page …:" (`safeRead`) and a row whose JSON or shape is no longer valid
 * logs once; both give the shipped default, as does a missing row (start-up not run yet).
 */
export async function readPage(path: string, database: DB = db()): Promise<ContentPage | undefined> {
  const shipped = contentPage(path);
  if (!shipped) return undefined;
  return readStored(path, pageSchema, shipped, database, (page) =>
    page.path === path ? null : `its path is ${page.path}`,
  );
}

/**
 * The published value of the sectioned page at `path` (the home page, a school's home page, bus
 * routes, training: editables.server.ts), checked by its schema; as `readPage`, never throws and gives
 * the shipped default when the row is missing, unreadable or no longer valid. Throws only for a path
 * that is no sectioned page (a programming error).
 */
export async function readSection<T>(path: string, database: DB = db()): Promise<T> {
  const entry = editable(path);
  if (entry?.kind !== "sections") throw new Error(`No sectioned page at ${path}`);
  return readStored(path, entry.schema, entry.shipped, database) as Promise<T>;
}

/** The stored value at `path` checked by `schema` (and `problem`), else `shipped`; see `readPage`. */
async function readStored<T>(
  path: string,
  schema: z.ZodType<T>,
  shipped: T,
  database: DB,
  problemOf: (value: T) => string | null = () => null,
): Promise<T> {
  const row = await safeRead(
    `page ${path}`,
    () =>
      database
        .selectFrom("pages")
        .select(["published", "updated_at"])
        .where("path", "=", path)
        .executeTakeFirst(),
    undefined,
  );
  if (!row) return shipped;
  let problem: string;
  try {
    const value = typeof row.published === "string" ? JSON.parse(row.published) : row.published;
    const result = schema.safeParse(value);
    const wrong = result.success ? problemOf(result.data) : null;
    if (result.success && wrong === null) return result.data;
    problem = result.success
      ? (wrong as string)
      : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  const key = `${path}@${row.updated_at}`;
  if (!reported.has(key)) {
    reported.add(key);
    console.error(
      `Error fetching page ${path}: the stored page is not valid, showing the shipped one:`,
      problem,
    );
  }
  return shipped;
}
