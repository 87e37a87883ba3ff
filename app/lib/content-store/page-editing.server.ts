import { type ContentPage, pageSchema } from "~content/schemas/page";
import { changedFieldLabels } from "../forms/schema-form";
import { describeValue } from "../forms/schema-form.server";
import { type AuditActor, writeAudit } from "../platform/audit.server";
import { type Audience, type DB, db, now, type PageOrigin } from "../platform/db.server";
import { readThroughSchema, writeJson } from "../platform/stored-json.server";
import { type Editable, editableAt, editables, titleOf } from "./editables.server";
import { type PageState, pageHash, pageStateOf } from "./page-store.server";
import { sectionOf } from "./sections";

/**
 * The office's side of the content pages: the Pages list, the draft a clerk
 * saves, publishing it (a new version, the audit row and a raised page version in one transaction, so
 * every instance re-renders), restoring an earlier version (itself a new version) and the history.
 * The public side reads `pages.published` through `readPage` (page-store.server.ts) and never sees a
 * draft.
 */

/** A row of the Pages list. */
export interface PageSummary {
  path: string;
  title: string;
  section: Audience;
  /** True when a saved draft is waiting to be published. */
  hasDraft: boolean;
  /** ISO-8601 UTC of the office's last publish, null while the page is the shipped default. */
  editedAt: string | null;
  /** Who published it last (username), when known. */
  editedBy: string | null;
  /** True when a release shipped a newer default for a page the office has edited. */
  newerDefault: boolean;
  /** "office" for a page the office added (migration 0017). */
  origin: PageOrigin;
  /** Kept from visitors (hidden, or added and not published yet). */
  hidden: boolean;
  /** Deleted: its old address answers 410 Gone or redirects. */
  deleted: boolean;
}

/** One published version, for the history list. */
export interface VersionSummary {
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  note: string | null;
}

/** What the editor needs for one page. */
export interface PageForEditing {
  path: string;
  /** What is edited at this path: its schema and shipped default. */
  entry: Editable;
  title: string;
  section: Audience;
  published: unknown;
  /** The saved draft, null when there is none. */
  draft: unknown | null;
  /** The page as this release ships it (what "load the new version" loads). */
  shipped: unknown;
  newerDefault: boolean;
  editedAt: string | null;
  editedBy: string | null;
  /** Newest first. */
  versions: VersionSummary[];
  /** Whether visitors see it (migration 0017); a page without a row is a visible shipped page. */
  state: PageState;
}

/** The state of a page without a row (start-up not run yet): a shipped page, shown. */
const SHIPPED_STATE: PageState = { origin: "shipped", hidden: false, deletedAt: null, redirectTo: null };

/**
 * A stored JSON column of `entry` (`part`: "published", "draft", "version 3") read through its schema,
 * or null (logged, `readThroughSchema`) when it no longer fits: the caller then takes the shipped
 * default, or refuses.
 */
function stored(entry: Editable, value: unknown, part = "published"): unknown | null {
  return readThroughSchema(value, entry.schema, null, `page ${entry.path} (${part})`, {
    instead: "leaving it aside in the editor",
  });
}

/**
 * Every editable thing of the `kinds` asked for (the Pages list: pages; the Site settings list: the
 * settings groups) with its state, in the order `editables` lists them, then (with "page") the pages
 * the office added, by address. One without a row (start-up not run) is listed as the shipped default.
 * Throws when the database cannot be read.
 */
export async function listPages(
  database: DB = db(),
  kinds: readonly Editable["kind"][] = ["page", "sections"],
): Promise<PageSummary[]> {
  const rows = await database
    .selectFrom("pages")
    .leftJoin("users", "users.id", "pages.edited_by")
    .select([
      "pages.path",
      "pages.published",
      "pages.draft",
      "pages.edited_at",
      "pages.newer_default_hash",
      "pages.origin",
      "pages.hidden",
      "pages.deleted_at",
      "users.username",
    ])
    .execute();
  const byPath = new Map(rows.map((row) => [row.path, row]));
  const summary = (entry: Editable): PageSummary => {
    const row = byPath.get(entry.path);
    const published = row ? stored(entry, row.published) : null;
    return {
      path: entry.path,
      title: titleOf(entry, published ?? entry.shipped),
      section: sectionOf(entry.path),
      hasDraft: row ? row.draft !== null : false,
      editedAt: row?.edited_at ?? null,
      editedBy: row?.username ?? null,
      newerDefault: Boolean(row?.newer_default_hash),
      origin: row?.origin ?? "shipped",
      hidden: Boolean(row?.hidden),
      deleted: Boolean(row?.deleted_at),
    };
  };
  const office: Editable[] = kinds.includes("page")
    ? rows
        .filter((row) => row.origin === "office")
        .sort((a, b) => (a.path < b.path ? -1 : 1))
        .map((row) => ({ path: row.path, title: row.path, kind: "page", schema: pageSchema, shipped: null }))
    : [];
  return [...[...editables.values()].filter((entry) => kinds.includes(entry.kind)), ...office].map(summary);
}

/**
 * The page at `path` with its draft and history, or undefined when nothing is edited there (neither
 * shipped nor added by the office). Throws when the database cannot be read.
 */
export async function readPageForEditing(
  path: string,
  database: DB = db(),
): Promise<PageForEditing | undefined> {
  const entry = await editableAt(path, database);
  if (!entry) return undefined;
  const row = await database
    .selectFrom("pages")
    .leftJoin("users", "users.id", "pages.edited_by")
    .select([
      "pages.published",
      "pages.draft",
      "pages.edited_at",
      "pages.newer_default_hash",
      "pages.origin",
      "pages.hidden",
      "pages.deleted_at",
      "pages.redirect_to",
      "users.username",
    ])
    .where("pages.path", "=", path)
    .executeTakeFirst();
  const versions = await database
    .selectFrom("page_versions")
    .select(["number", "published_at", "published_by_name", "note"])
    .where("path", "=", path)
    .orderBy("number", "desc")
    .execute();
  const published = (row && stored(entry, row.published)) ?? entry.shipped;
  return {
    path,
    entry,
    title: titleOf(entry, published),
    section: sectionOf(path),
    published,
    draft: row?.draft ? stored(entry, row.draft, "draft") : null,
    shipped: entry.shipped,
    newerDefault: Boolean(row?.newer_default_hash),
    editedAt: row?.edited_at ?? null,
    editedBy: row?.username ?? null,
    versions: versions.map((v) => ({
      number: v.number,
      publishedAt: v.published_at,
      publishedBy: v.published_by_name,
      note: v.note,
    })),
    state: row ? pageStateOf(row) : SHIPPED_STATE,
  };
}

/** The page a preview draws: the saved draft, else the published page; undefined for an unknown path. */
export async function readDraft(path: string, database: DB = db()): Promise<unknown | undefined> {
  const page = await readPageForEditing(path, database);
  return page ? (page.draft ?? page.published) : undefined;
}

/** The actor and address an edit is audited with. */
export interface Editor {
  actor: AuditActor;
  address?: string | null;
}

/** Makes sure the page has a row (a database started before its page shipped), inside `trx`. */
async function ensureRow(trx: DB, entry: Editable): Promise<void> {
  const row = await trx.selectFrom("pages").select("path").where("path", "=", entry.path).executeTakeFirst();
  if (row) return;
  await trx
    .insertInto("pages")
    .values({
      path: entry.path,
      section: sectionOf(entry.path),
      published: writeJson(entry.shipped),
      default_hash: pageHash(entry.shipped),
      updated_at: now(),
    })
    .execute();
}

/** The editable page at `path`; throws for a path nothing is edited at (a programming error). */
async function entryAt(path: string, database: DB): Promise<Editable> {
  const entry = await editableAt(path, database);
  if (!entry) throw new Error(`No editable page at ${path}`);
  return entry;
}

/**
 * Stores `value` as the draft of the page at `path`: visitors keep seeing the published page. `value`
 * must already have passed the page's schema. Audited as "draft". Throws for a path nothing is edited at.
 */
export async function saveDraft(
  path: string,
  value: unknown,
  editor: Editor,
  database: DB = db(),
): Promise<void> {
  const entry = await entryAt(path, database);
  await database.transaction().execute(async (trx) => {
    await ensureRow(trx, entry);
    await trx
      .updateTable("pages")
      .set({ draft: writeJson(value), updated_at: now() })
      .where("path", "=", path)
      .execute();
    await writeAudit(
      { ...editor, action: "draft", entity: "pages", summary: `Saved a draft of ${path}` },
      trx,
    );
  });
}

/** Throws away the draft of `path`, if any; audited as "discard". */
export async function discardDraft(path: string, editor: Editor, database: DB = db()): Promise<void> {
  await database.transaction().execute(async (trx) => {
    await trx.updateTable("pages").set({ draft: null, updated_at: now() }).where("path", "=", path).execute();
    await writeAudit(
      { ...editor, action: "discard", entity: "pages", summary: `Discarded the draft of ${path}` },
      trx,
    );
  });
}

/** Most fields an audit row names before "and N more". */
const CHANGES_NAMED = 6;

/**
 * What a publish changed, for its audit row: ": changed Vidhyapeeth › Office hours; …" with the labels
 * the clerk saw (`changedFieldLabels`), or "" when nothing can be compared or nothing changed.
 */
function whatChanged(entry: Editable, before: unknown | null, after: unknown): string {
  if (before === null) return "";
  const labels = changedFieldLabels(
    describeValue(entry.schema, before, "", {}),
    describeValue(entry.schema, after, "", {}),
  );
  if (labels.length === 0) return "";
  const named = labels.slice(0, CHANGES_NAMED).join("; ");
  const more = labels.length - CHANGES_NAMED;
  return `: changed ${named}${more > 0 ? ` and ${more} more` : ""}`;
}

/**
 * Publishes `value` at `path` (already checked by the page's schema): it becomes what visitors see, a new version
 * in the history, the draft is cleared, an audit row is written and the page version is raised so every
 * instance re-renders — all in one transaction. The first publish of a page first records the page as
 * it was (the shipped default) as version 1. A page the office added has no such default: its first
 * publish is version 1, and it puts the page on the site (until then it is kept from visitors).
 * `note` says what the version is ("Restored version 2"). Returns the new version's number. Throws for
 * a path nothing is edited at.
 */
export async function publishPage(
  path: string,
  value: unknown,
  editor: Editor,
  database: DB = db(),
  note: string | null = null,
  keepDraft = false,
): Promise<number> {
  const entry = await entryAt(path, database);
  return database.transaction().execute(async (trx) => {
    await ensureRow(trx, entry);
    const at = now();
    const office = entry.origin === "office";
    const current = await trx
      .selectFrom("pages")
      .select("published")
      .where("path", "=", path)
      .executeTakeFirst();
    const changes = whatChanged(entry, current ? stored(entry, current.published) : null, value);
    const last = await trx
      .selectFrom("page_versions")
      .select((eb) => eb.fn.max<number>("number").as("number"))
      .where("path", "=", path)
      .executeTakeFirst();
    let number = Number(last?.number ?? 0);
    if (number === 0 && !office) {
      const row = await trx
        .selectFrom("pages")
        .select(["published", "edited_at"])
        .where("path", "=", path)
        .executeTakeFirstOrThrow();
      const before = stored(entry, row.published) ?? entry.shipped;
      number = 1;
      await trx
        .insertInto("page_versions")
        .values({
          path: path,
          number,
          data: writeJson(before),
          published_at: row.edited_at ?? at,
          published_by: null,
          published_by_name: null,
          note: row.edited_at ? "Before the history began" : "Shipped default",
        })
        .execute();
    }
    number++;
    await trx
      .insertInto("page_versions")
      .values({
        path: path,
        number,
        data: writeJson(value),
        published_at: at,
        published_by: editor.actor.id,
        published_by_name: editor.actor.username,
        note,
      })
      .execute();
    await trx
      .updateTable("pages")
      .set({
        published: writeJson(value),
        ...(keepDraft ? {} : { draft: null }),
        edited_at: at,
        edited_by: editor.actor.id,
        updated_at: at,
      })
      .where("path", "=", path)
      .execute();
    if (office && number === 1) {
      // The first publish of a new page is what puts it on the site.
      await trx.updateTable("pages").set({ hidden: 0 }).where("path", "=", path).execute();
    }
    await writeAudit(
      {
        ...editor,
        action: note ? "restore" : "publish",
        entity: "pages",
        entityId: number,
        summary: note
          ? `${note} of ${path} (now version ${number})${changes}`
          : `Published version ${number} of ${path}${changes}`,
      },
      trx,
    );
    return number;
  });
}

/**
 * Publishes version `number` of `path` again, as a new version noted "Restored version N"; a saved
 * draft is kept. Returns the new version's number, or null when there is no such version or it no
 * longer fits the page schema (a schema change since; the clerk is told).
 */
export async function restoreVersion(
  path: string,
  number: number,
  editor: Editor,
  database: DB = db(),
): Promise<number | null> {
  const row = await database
    .selectFrom("page_versions")
    .select("data")
    .where("path", "=", path)
    .where("number", "=", number)
    .executeTakeFirst();
  const entry = await editableAt(path, database);
  const value = row && entry ? stored(entry, row.data, `version ${number}`) : null;
  if (value === null || (entry?.kind === "page" && (value as { path?: string }).path !== path)) return null;
  return publishPage(path, value, editor, database, `Restored version ${number}`, true);
}

/** Thrown by `createPage` when a row already holds the address (another clerk was quicker). */
export class AddressTakenError extends Error {
  constructor(readonly path: string) {
    super(`A page already has the address ${path}`);
    this.name = "AddressTakenError";
  }
}

/**
 * Adds the page `page` (already checked by the content page schema, at an address already checked by
 * the caller: free, under a section the editor may write) as a page of the office (migration 0017):
 * stored as its published value, kept from visitors until its first publish (`publishPage`), so the
 * clerk can write it before anyone sees the starting text. Audited as "create". The row insert raises
 * the page version (a new address now answers). Throws `AddressTakenError` when the address has a row.
 */
export async function createPage(page: ContentPage, editor: Editor, database: DB = db()): Promise<void> {
  await database.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom("pages")
      .select("path")
      .where("path", "=", page.path)
      .executeTakeFirst();
    if (taken) throw new AddressTakenError(page.path);
    const at = now();
    await trx
      .insertInto("pages")
      .values({
        path: page.path,
        section: sectionOf(page.path),
        published: writeJson(page),
        default_hash: pageHash(page),
        origin: "office",
        hidden: 1,
        updated_at: at,
      })
      .execute();
    await writeAudit(
      {
        ...editor,
        action: "create",
        entity: "pages",
        summary: `Added the page ${page.path} (“${page.title}”)`,
      },
      trx,
    );
  });
}

/** Sets `set` on the row of `path` and writes its audit row, in one transaction; false when there is no row. */
async function changeState(
  path: string,
  set: { hidden?: number; deleted_at?: string | null; redirect_to?: string | null },
  audit: { action: string; summary: string },
  editor: Editor,
  database: DB,
): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("pages")
      .set({ ...set, updated_at: now() })
      .where("path", "=", path)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await writeAudit({ ...editor, entity: "pages", ...audit }, trx);
    return true;
  });
}

/**
 * Hides the page at `path` from visitors (`hidden` true: it answers 404 and leaves the sitemap; staff
 * still edit and preview it) or shows it again. Audited as "hide" or "show"; the page version rises
 * (migration 0017's trigger). Returns false when the page has no row (start-up not run).
 */
export async function setPageHidden(
  path: string,
  hidden: boolean,
  editor: Editor,
  database: DB = db(),
): Promise<boolean> {
  return changeState(
    path,
    { hidden: hidden ? 1 : 0 },
    hidden
      ? { action: "hide", summary: `Hid ${path} from visitors` }
      : { action: "show", summary: `Showed ${path} to visitors again` },
    editor,
    database,
  );
}

/**
 * Deletes the page at `path`: its old address answers 410 Gone, or, with `redirectTo` (an address of a
 * page of the site, checked by the caller), a permanent redirect there. The row and its history stay,
 * so the address keeps its answer and the page can be brought back (`undeletePage`). Audited as
 * "delete"; the page version rises. Returns false when the page has no row.
 */
export async function deletePage(
  path: string,
  redirectTo: string | null,
  editor: Editor,
  database: DB = db(),
): Promise<boolean> {
  return changeState(
    path,
    { deleted_at: now(), redirect_to: redirectTo },
    {
      action: "delete",
      summary: redirectTo
        ? `Deleted ${path}: its address now leads to ${redirectTo}`
        : `Deleted ${path}: its address now says the page is gone`,
    },
    editor,
    database,
  );
}

/**
 * Brings a deleted page back at its address, hidden or shown as it was before the delete. Audited as
 * "undelete"; the page version rises. Returns false when the page has no row.
 */
export async function undeletePage(path: string, editor: Editor, database: DB = db()): Promise<boolean> {
  return changeState(
    path,
    { deleted_at: null, redirect_to: null },
    { action: "undelete", summary: `Brought back the deleted page ${path}` },
    editor,
    database,
  );
}
