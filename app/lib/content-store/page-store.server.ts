import type { z } from "zod";
import { type ContentPage, pageSchema } from "~content/schemas/page";
import { type DB, db, now, type PageOrigin } from "../platform/db.server";
import { safeRead } from "../platform/safe-read.server";
import { type DefaultsSync, syncDefaults } from "../platform/shipped-defaults.server";
import { jsonHash, readThroughSchema, writeJson } from "../platform/stored-json.server";
import { editable } from "./editables.server";
import { contentPage } from "./pages.server";
import { sectionOf } from "./sections";

/**
 * The content pages as the database holds them (migration 0008, docs/decisions/0012): `content/` ships each
 * page's default, start-up copies it into the `pages` table, and the public page is read from there, so
 * the office can later edit a page without a rebuild. The shipped default stays the safety net: a row
 * that cannot be read or no longer fits the page schema gives way to it (architecture ruling 5).
 */

/** SHA-256 (hex) of the canonical JSON of `page`: what `default_hash` holds (migration 0008). */
export function pageHash(page: unknown): string {
  return jsonHash(page);
}

/** A shipped default that is not a content page (a sectioned page, editables.server.ts): its path and value. */
export interface ShippedValue {
  path: string;
  value: unknown;
}

/**
 * Brings the `pages` table in step with the shipped defaults (`syncDefaults`), in one transaction,
 * writing only rows whose hash differs:
 *
 * - a shipped page without a row is inserted (`added`);
 * - a row the office never edited (`edited_at` null) whose `default_hash` differs from the shipped
 *   page's gets the new default as `published` and its hash (`updated`);
 * - a row the office edited keeps its `published`; when the shipped default differs from the one it was
 *   filled from, `newer_default_hash` is set to the new hash, and cleared when the default goes back
 *   (`kept` names the rows whose flag this call changed).
 *
 * Rows of pages no longer shipped are left alone (the route table no longer serves them, and the
 * office's own pages carry a hash too), so nothing is `retired`. A second call with the same pages
 * writes nothing and returns empty lists. Throws when the database cannot be written (at start-up,
 * where a failure should stop the server).
 */
export async function syncPageDefaults(
  defaults: Iterable<ContentPage | ShippedValue>,
  database: DB = db(),
): Promise<DefaultsSync> {
  const pages = [...defaults].map((item) =>
    "value" in item ? item : { path: item.path, value: item as unknown },
  );
  const at = now();
  return syncDefaults(
    pages,
    {
      rows: (trx) =>
        trx
          .selectFrom("pages")
          .select(["path as key", "default_hash", "newer_default_hash", "edited_at"])
          .execute(),
      key: (page) => page.path,
      hash: (page) => pageHash(page.value),
      add: async (trx, page, hash) => {
        await trx
          .insertInto("pages")
          .values({
            path: page.path,
            section: sectionOf(page.path),
            published: writeJson(page.value),
            default_hash: hash,
            updated_at: at,
          })
          .execute();
        return true;
      },
      stale: (row, hash) => row.default_hash !== hash || row.newer_default_hash !== null,
      update: async (trx, page, hash) => {
        await trx
          .updateTable("pages")
          .set({
            published: writeJson(page.value),
            default_hash: hash,
            newer_default_hash: null,
            updated_at: at,
          })
          .where("path", "=", page.path)
          .execute();
      },
      keep: async (trx, page, hash, row) => {
        // A row moved in without the default it was edited from (the settings, migration 0016):
        // adopt today's default as its base, so it is not flagged for a change the office never saw.
        const adopt = row.default_hash === "";
        const flag = adopt || row.default_hash === hash ? null : hash;
        if (!adopt && row.newer_default_hash === flag) return false;
        await trx
          .updateTable("pages")
          .set({ ...(adopt && { default_hash: hash }), newer_default_hash: flag, updated_at: at })
          .where("path", "=", page.path)
          .execute();
        return true;
      },
    },
    database,
  );
}

/**
 * The published page at `path` (lower case, no trailing slash), or undefined when `content/` ships no
 * page there (the route answers 404). The stored JSON is parsed with the page schema of
 * `content/schemas/page.ts`. Never throws for a public page (architecture ruling 5): a
 * failed read logs "Error fetching page …:" (`safeRead`) and a row whose JSON or shape is no longer valid
 * logs once; both give the shipped default, as does a missing row (start-up not run yet).
 */
export async function readPage(path: string, database: DB = db()): Promise<ContentPage | undefined> {
  const shipped = contentPage(path);
  if (!shipped) return readOfficePage(path, database);
  return readStored(path, pageSchema, shipped, database, (page) =>
    page.path === path ? null : `its path is ${page.path}`,
  );
}

/**
 * The published value of the page the office added at `path` (migration 0017), or undefined when there
 * is none, the database cannot be read ("Error fetching page …:", `safeRead`) or the stored value is no
 * longer a page (logged once): with no shipped default to fall back on, the address then answers 404.
 * Whether visitors may see it is `readPageState`'s.
 */
async function readOfficePage(path: string, database: DB): Promise<ContentPage | undefined> {
  if (!path.startsWith("/")) return undefined;
  const row = await safeRead(
    `page ${path}`,
    () =>
      database
        .selectFrom("pages")
        .select(["published", "updated_at"])
        .where("path", "=", path)
        .where("origin", "=", "office")
        .executeTakeFirst(),
    undefined,
  );
  if (!row) return undefined;
  return readThroughSchema(row.published, pageSchema, undefined, `page ${path}`, {
    instead: "answering 404",
    once: row.updated_at,
    check: (page) => (page.path === path ? null : `its path is ${page.path}`),
  });
}

/** What the office decided about showing a page (migration 0017), beside its content. */
export interface PageState {
  origin: PageOrigin;
  /** Kept from visitors for now: 404, out of the sitemap; staff still edit and preview it. */
  hidden: boolean;
  /** ISO-8601 UTC of its delete, null while it is not deleted. */
  deletedAt: string | null;
  /** Where a deleted page's old address sends visitors (301); null: 410 Gone. */
  redirectTo: string | null;
}

/** A `pages` row's state columns as `PageState`. */
export function pageStateOf(row: {
  origin: PageOrigin;
  hidden: number;
  deleted_at: string | null;
  redirect_to: string | null;
}): PageState {
  return {
    origin: row.origin,
    hidden: Boolean(row.hidden),
    deletedAt: row.deleted_at,
    redirectTo: row.redirect_to,
  };
}

/**
 * The state of the page at `path`, or undefined when it has no row or the database cannot be read
 * (logged by `safeRead`): a shipped page is then shown, as it would be without its row (ruling 5).
 */
export async function readPageState(path: string, database: DB = db()): Promise<PageState | undefined> {
  const row = await safeRead(
    `page ${path}`,
    () =>
      database
        .selectFrom("pages")
        .select(["origin", "hidden", "deleted_at", "redirect_to"])
        .where("path", "=", path)
        .executeTakeFirst(),
    undefined,
  );
  return row ? pageStateOf(row) : undefined;
}

/** What a visitor gets at a content page's address (`readPageForVisitors`). */
export type VisitorPage =
  | { show: "page"; page: ContentPage }
  | { show: "hidden" }
  | { show: "gone" }
  | { show: "redirect"; to: string };

/**
 * What a visitor gets at `path` (lower case, no trailing slash) of the content pages, shipped or added
 * by the office: the published page; `hidden` (answer 404); `gone` (a deleted page: 410); `redirect`
 * (a deleted page sent elsewhere: 301 to `to`); or undefined when no page is there (404). Never throws:
 * a state that cannot be read shows the page as `readPage` gives it (ruling 5).
 */
export async function readPageForVisitors(
  path: string,
  database: DB = db(),
): Promise<VisitorPage | undefined> {
  const state = await readPageState(path, database);
  if (state?.deletedAt)
    return state.redirectTo ? { show: "redirect", to: state.redirectTo } : { show: "gone" };
  if (state?.hidden) return { show: "hidden" };
  const page = await readPage(path, database);
  return page ? { show: "page", page } : undefined;
}

/** Which pages the site's lists (the sitemap) leave out or add, beside the route table's pages. */
export interface PageListing {
  /** Pages hidden or deleted: not listed, whatever the route table says. */
  unlisted: ReadonlySet<string>;
  /** The office's pages visitors may see, by address. */
  office: readonly string[];
  /** Deleted pages whose address sends visitors on (301): their address → the page it sends them to. */
  redirects: ReadonlyMap<string, string>;
}

/**
 * The pages to leave out of the site's lists and the office's pages to add (`PageListing`). Never
 * throws: a failed read logs "Error fetching page listing:" and gives nothing to change (the route
 * table's pages alone).
 */
export async function readPageListing(database: DB = db()): Promise<PageListing> {
  const rows = await safeRead(
    "page listing",
    () =>
      database
        .selectFrom("pages")
        .select(["path", "origin", "hidden", "deleted_at", "redirect_to"])
        .where((eb) =>
          eb.or([eb("origin", "=", "office"), eb("hidden", "<>", 0), eb("deleted_at", "is not", null)]),
        )
        .execute(),
    [],
  );
  const shown = (row: (typeof rows)[number]) => !row.hidden && row.deleted_at === null;
  return {
    unlisted: new Set(rows.filter((row) => !shown(row)).map((row) => row.path)),
    office: rows.filter((row) => row.origin === "office" && shown(row)).map((row) => row.path),
    redirects: new Map(
      rows.flatMap((row) =>
        row.deleted_at !== null && row.redirect_to ? [[row.path, row.redirect_to] as const] : [],
      ),
    ),
  };
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
  return readThroughSchema(row.published, schema, shipped, `page ${path}`, {
    instead: "showing the shipped one",
    once: row.updated_at,
    check: problemOf,
  });
}
