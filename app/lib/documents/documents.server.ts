import { randomBytes } from "node:crypto";
import { stat } from "node:fs/promises";
import { resolve, sep } from "node:path";
import type { Selectable } from "kysely";
import { type TamilValue, tamilValuesOf } from "~content/bilingual";
import { documents as shippedDocuments } from "~content/documents";
import type { DocumentRecord, SiteDocument } from "~content/schemas/documents";
import { settingsPlaceName } from "../content-store/links-to.server";
import { type AuditActor, quoted, writeAudit } from "../platform/audit.server";
import { type Audience, type Database, type DB, db, now, type OcrState } from "../platform/db.server";
import { type DefaultsSync, syncDefaults } from "../platform/shipped-defaults.server";
import { type Storage, storage } from "../platform/storage.server";
import {
  canonicalJson,
  jsonHash,
  jsonText,
  readJson,
  readTamilColumn,
  tamilColumn,
} from "../platform/stored-json.server";
import { hasTextLayer } from "./text-layer.server";

/**
 * Documents with stable links (migration 0011): every PDF the site links to is a row
 * of `documents`, found by its permanent URL. `content/documents.ts` ships the defaults (their files
 * under `content/files`); start-up copies them in (`syncDocumentDefaults`) and never overwrites what
 * the office changed, as the page store does for pages. The office uploads new documents, edits their
 * details and replaces their file under the same URL; the file it replaced stays in the document's
 * history (`document_files`). Every change writes its audit row and raises the page version in the
 * transaction of the change (architecture 6).
 */

export type DocumentRow = Selectable<Database["documents"]>;
export type DocumentFileRow = Selectable<Database["document_files"]>;

/** Where the shipped files are, relative to the working directory (npm scripts run in the project). */
export const SHIPPED_FILES_DIR = "content/files";

/**
 * The file shipped for the document at URL `path` (`content/files` + path), or null for a path that
 * would leave that folder.
 */
export function shippedFilePath(path: string, root = SHIPPED_FILES_DIR): string | null {
  const base = resolve(root);
  const file = resolve(base, `.${path}`);
  return file.startsWith(base + sep) ? file : null;
}

/** The size in bytes of the shipped file of `path`, or null when there is none. */
export async function shippedFileSize(path: string, root = SHIPPED_FILES_DIR): Promise<number | null> {
  const file = shippedFilePath(path, root);
  if (!file) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

/** The size of each shipped document's file (`content/files`), by URL; documents without a file are left out. */
export async function shippedDocumentSizes(
  docs: readonly SiteDocument[] = shippedDocuments as SiteDocument[],
  root = SHIPPED_FILES_DIR,
): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const doc of docs) {
    const size = await shippedFileSize(doc.file, root);
    if (size !== null) sizes.set(doc.file, size);
  }
  return sizes;
}

/** What of a shipped document the `documents` row holds, hashed to see a changed default. */
function defaultFields(doc: Pick<SiteDocument, "file" | "title" | "category" | "audience">) {
  return { path: doc.file, title: doc.title, category: doc.category, audience: doc.audience };
}

/** SHA-256 (hex) of the canonical JSON of a shipped document's fields: what `default_hash` holds. */
export function documentHash(doc: Pick<SiteDocument, "file" | "title" | "category" | "audience">): string {
  return jsonHash(defaultFields(doc));
}

/**
 * Brings the `documents` table in step with `content/documents.ts` (`syncDefaults`), in one
 * transaction: a shipped document without a row is `added`, with the size of its shipped file; a row
 * the office never changed (`edited_at` null) follows a changed default (`updated`); a row the office
 * changed keeps its details (`kept` when its default changed). A row still serving the shipped file
 * (`file_key` null) gets that file's size whenever it differs, edited or not (the size must say what
 * visitors get; also `updated`). A shipped document whose file is missing is not added, and named in
 * `missing` (`npm run documents:samples` writes the samples). A row of a document the release no
 * longer ships (`default_hash` set, its address gone from `docs`) is removed while it still serves the
 * shipped file, which is gone too; one whose file the office replaced stays, as the office's own
 * document. Both are named in `retired`. A second call writes nothing. Throws when the database cannot
 * be written (at start-up, where a failure stops the server).
 */
export async function syncDocumentDefaults(
  docs: readonly SiteDocument[] = shippedDocuments as SiteDocument[],
  database: DB = db(),
  root = SHIPPED_FILES_DIR,
): Promise<DefaultsSync> {
  const sizes = new Map<string, number | null>();
  for (const doc of docs) sizes.set(doc.file, await shippedFileSize(doc.file, root));
  const at = now();
  return syncDefaults(
    docs,
    {
      rows: (trx) =>
        trx
          .selectFrom("documents")
          .select(["id", "path as key", "default_hash", "edited_at", "file_key", "size"])
          .execute(),
      key: (doc) => doc.file,
      hash: documentHash,
      add: async (trx, doc, hash) => {
        const size = sizes.get(doc.file) ?? null;
        if (size === null) return false;
        await trx
          .insertInto("documents")
          .values({ ...defaultFields(doc), size, default_hash: hash, created_at: at, updated_at: at })
          .execute();
        return true;
      },
      update: async (trx, doc, hash, row) => {
        const { path: _path, ...fields } = defaultFields(doc);
        await trx
          .updateTable("documents")
          .set({ ...fields, default_hash: hash, updated_at: at })
          .where("id", "=", row.id)
          .execute();
      },
      refresh: async (trx, doc, row) => {
        const size = sizes.get(doc.file) ?? null;
        if (row.file_key !== null || size === null || Number(row.size) === size) return false;
        await trx.updateTable("documents").set({ size, updated_at: at }).where("id", "=", row.id).execute();
        return true;
      },
      retire: async (trx, row) => {
        if (row.file_key === null) {
          await trx.deleteFrom("documents").where("id", "=", row.id).execute();
        } else {
          await trx
            .updateTable("documents")
            .set({ default_hash: null, updated_at: at })
            .where("id", "=", row.id)
            .execute();
        }
      },
    },
    database,
  );
}

// ---------------------------------------------------------------------------------------------------
// Reading

/** A document as the staff screens show it. */
export interface DocumentView {
  id: number;
  path: string;
  title: string;
  category: string;
  audience: Audience;
  validFrom: string | null;
  validUntil: string | null;
  /** The day it was issued, `YYYY-MM-DD` (migration 0018). */
  issuedOn: string | null;
  /** Self-attested by the school's manager / principal (CBSE's disclosure rules). */
  attestedByManager: boolean;
  attestedByPrincipal: boolean;
  /** "yes": a screen reader can read it; "no": a scanned picture; null: not checked yet. */
  textLayer: "yes" | "no" | null;
  /** Where "Add a text layer" stands (null: never asked), and why it failed. */
  ocrState: OcrState | null;
  ocrError: string | null;
  /** True when the current file had a text layer added and the office's upload is kept. */
  hasOriginal: boolean;
  size: number;
  /** The name the current file was uploaded under; null: the file shipped with the site. */
  fileName: string | null;
  uploadedAt: string | null;
  uploadedBy: string | null;
  /** True for a document shipped in `content/documents.ts` (it cannot be deleted). */
  shipped: boolean;
  editedAt: string | null;
  /** The title's Tamil, when the office wrote one (decision 0032; the row's `tamil`, migration 0026). */
  "title@ta"?: TamilValue;
}

function view(row: DocumentRow, uploadedBy: string | null = null): DocumentView {
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    category: row.category,
    audience: row.audience,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    issuedOn: row.issued_on,
    attestedByManager: Number(row.attested_by_manager) === 1,
    attestedByPrincipal: Number(row.attested_by_principal) === 1,
    textLayer: row.text_layer,
    ocrState: row.ocr_state,
    ocrError: row.ocr_error,
    hasOriginal: row.original_file_key !== null,
    size: Number(row.size),
    fileName: row.file_name,
    uploadedAt: row.uploaded_at,
    uploadedBy,
    shipped: row.default_hash !== null,
    editedAt: row.edited_at,
    ...readTamilColumn(row.tamil),
  };
}

/** Every document of `audiences` (all by default), by category then title. */
export async function listDocuments(
  options: { audiences?: readonly Audience[] } = {},
  database: DB = db(),
): Promise<DocumentView[]> {
  let query = database
    .selectFrom("documents")
    .leftJoin("users", "users.id", "documents.uploaded_by")
    .selectAll("documents")
    .select("users.username as uploader");
  if (options.audiences) query = query.where("documents.audience", "in", [...options.audiences]);
  const rows = await query.orderBy("documents.category").orderBy("documents.title").execute();
  return rows.map((row) => view(row, row.uploader));
}

/** The document `id`, or undefined. */
export async function getDocument(id: number, database: DB = db()): Promise<DocumentView | undefined> {
  const row = await database
    .selectFrom("documents")
    .leftJoin("users", "users.id", "documents.uploaded_by")
    .selectAll("documents")
    .select("users.username as uploader")
    .where("documents.id", "=", id)
    .executeTakeFirst();
  return row ? view(row, row.uploader) : undefined;
}

/** The row of the document at URL `path` (exact, lower case), or undefined. Throws on a database error. */
export function getDocumentByPath(path: string, database: DB = db()): Promise<DocumentRow | undefined> {
  return database.selectFrom("documents").selectAll().where("path", "=", path).executeTakeFirst();
}

/** A file a document had before, for its history. */
export interface HistoryEntry {
  id: number;
  fileName: string;
  size: number;
  uploadedAt: string | null;
  uploadedBy: string | null;
  replacedAt: string;
  replacedBy: string | null;
}

/** The older files of document `id`, newest first. */
export async function documentHistory(id: number, database: DB = db()): Promise<HistoryEntry[]> {
  const rows = await database
    .selectFrom("document_files")
    .leftJoin("users as uploader", "uploader.id", "document_files.uploaded_by")
    .leftJoin("users as replacer", "replacer.id", "document_files.replaced_by")
    .selectAll("document_files")
    .select(["uploader.username as uploader_name", "replacer.username as replacer_name"])
    .where("document_files.document_id", "=", id)
    .orderBy("document_files.id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    size: Number(row.size),
    uploadedAt: row.uploaded_at,
    uploadedBy: row.uploader_name,
    replacedAt: row.replaced_at,
    replacedBy: row.replacer_name,
  }));
}

/** One older file of document `documentId`, or undefined. */
export function getHistoryFile(
  documentId: number,
  fileId: number,
  database: DB = db(),
): Promise<DocumentFileRow | undefined> {
  return database
    .selectFrom("document_files")
    .selectAll()
    .where("id", "=", fileId)
    .where("document_id", "=", documentId)
    .executeTakeFirst();
}

/** The size in bytes of each document of `paths` that exists (one query). */
export async function documentSizes(
  paths: readonly string[],
  database: DB = db(),
): Promise<Map<string, number>> {
  if (paths.length === 0) return new Map();
  const rows = await database
    .selectFrom("documents")
    .select(["path", "size"])
    .where("path", "in", [...new Set(paths)])
    .execute();
  return new Map(rows.map((row) => [row.path, Number(row.size)]));
}

/** A content page that links to a document. */
export interface LinkingPage {
  path: string;
  title: string;
}

/**
 * Every document address (`/documents/…`) that a published page or settings group names: a document
 * outside this set is linked from nothing, and parents find it only through search. Throws when the
 * database cannot be read.
 */
export async function linkedDocumentPaths(database: DB = db()): Promise<Set<string>> {
  const rows = await database.selectFrom("pages").select(["published"]).execute();
  const found = new Set<string>();
  for (const row of rows) {
    const text = jsonText(row.published);
    for (const match of text.matchAll(/"(\/documents\/[^"\\]+)"/g)) if (match[1]) found.add(match[1]);
  }
  return found;
}

/**
 * The content pages whose published version or saved draft links to `path` (the `pages` table), by
 * path. A stored page that cannot be parsed is searched as text.
 */
export async function pagesLinkingTo(path: string, database: DB = db()): Promise<LinkingPage[]> {
  const rows = await database.selectFrom("pages").select(["path", "published", "draft"]).execute();
  const needle = JSON.stringify(path);
  const found: LinkingPage[] = [];
  for (const row of rows) {
    const texts = [row.published, row.draft].map(jsonText);
    if (!texts.some((text) => text.includes(needle))) continue;
    let title = settingsPlaceName(row.path) ?? row.path;
    try {
      const page = readJson(row.published) as {
        title?: unknown;
      };
      if (typeof page?.title === "string") title = page.title;
    } catch {
      // The path names it well enough.
    }
    found.push({ path: row.path, title });
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

// ---------------------------------------------------------------------------------------------------
// The record

/**
 * A document's details as they are stored: the record of `documentRecordSchema`
 * (content/schemas/documents.ts, the one schema the Documents screen checks them with), a date left
 * out being null.
 */
export type DocumentDetails = Omit<
  DocumentRecord,
  "valid_from" | "valid_until" | "issued_on" | "attested_by_manager" | "attested_by_principal"
> & {
  valid_from: string | null;
  valid_until: string | null;
  /** Left out: kept as stored (null for a new document). */
  issued_on?: string | null;
  /** Left out: kept as stored (false for a new document). */
  attested_by_manager?: boolean;
  attested_by_principal?: boolean;
  /** The title's Tamil (decision 0032); left out, the document has none. */
  "title@ta"?: TamilValue;
};

/** The columns of `details` (those it gives): the booleans as the integers both dialects store (0/1). */
function detailColumns(details: DocumentDetails) {
  const bit = (value: boolean) => (value ? 1 : 0);
  return {
    title: details.title,
    category: details.category,
    audience: details.audience,
    valid_from: details.valid_from,
    valid_until: details.valid_until,
    ...(details.issued_on === undefined ? {} : { issued_on: details.issued_on }),
    ...(details.attested_by_manager === undefined
      ? {}
      : { attested_by_manager: bit(details.attested_by_manager) }),
    ...(details.attested_by_principal === undefined
      ? {}
      : { attested_by_principal: bit(details.attested_by_principal) }),
    // The title's Tamil is the office's edit like the title: start-up's sync, which follows a changed
    // default only while `edited_at` is null, never writes this column, and `default_hash` stays the
    // hash of the shipped English fields (`defaultFields`).
    tamil: tamilColumn(details),
  };
}

/** A title as the last part of a URL: "Fee structure 2026–27" → "fee-structure-2026-27". */
export function slugOf(title: string): string {
  return title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** The permanent URL of a new document `name` of `audience`: a school's documents in its folder. */
export function documentPath(audience: Audience, name: string): string {
  return audience === "group" ? `/documents/${name}.pdf` : `/documents/${audience}/${name}.pdf`;
}

// ---------------------------------------------------------------------------------------------------
// Changes

/** A refusal the office can act on: its message, and the form field it belongs to (if any). */
export class DocumentError extends Error {
  override name = "DocumentError";
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Where a document's data lives: the database, the storage, the shipped files' folder (tests choose). */
export interface DocumentPlaces {
  database?: DB;
  store?: Storage;
  root?: string;
  /** How an upload's text layer is checked (./text-layer.server.ts; tests choose). */
  textLayer?: (filePath: string) => Promise<"yes" | "no" | undefined>;
}

/** A checked PDF on disk (see `checkPdf` in ./upload.server.ts). */
export interface CheckedPdf {
  /** The temporary file holding it. */
  path: string;
  /** The name the browser sent (kept for the history, never used to name anything). */
  name: string;
  size: number;
}

/** Who changes a document, and from where (the audit row). */
export interface DocumentActor extends AuditActor {
  id: number;
  address?: string | null;
}

/** A new storage key for a document's file: `documents/<random>.pdf`, never reused. */
function newDocumentKey(): string {
  return `documents/${randomBytes(16).toString("hex")}.pdf`;
}

/**
 * Stores the PDF from its temporary file under a new key (streamed: a 20 MB PDF is never held in
 * memory, whichever the storage); returns the key. Throws when the storage refuses, having stored
 * nothing.
 */
async function storePdf(file: CheckedPdf, store: Storage): Promise<string> {
  const key = newDocumentKey();
  await store.putFile(key, file.path, "application/pdf");
  return key;
}

/** True when `path` is a file that can be read (a shipped document's file may be missing). */
async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** The name a file is kept under in the history: what the browser sent, short, else the URL's. */
function keptName(name: string, path: string): string {
  const clean = name
    .replace(/[\\/]/g, "_")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 120);
  return clean || (path.split("/").pop() ?? "document.pdf");
}

async function audit(
  trx: DB,
  actor: DocumentActor,
  action: string,
  id: number,
  summary: string,
): Promise<void> {
  await writeAudit(
    {
      actor: { id: actor.id, username: actor.username },
      action,
      entity: "documents",
      entityId: id,
      summary,
      address: actor.address ?? null,
    },
    trx,
  );
}

/**
 * Creates a document from its details and an uploaded PDF (already checked): its file goes to the
 * storage, its row, audit row and the raised page version in one transaction. Throws `DocumentError`
 * (field `name`) when its URL is taken; no file is left behind by a failure.
 */
export async function createDocument(
  details: DocumentDetails & { name: string },
  file: CheckedPdf,
  actor: DocumentActor,
  { database = db(), store = storage(), textLayer = hasTextLayer }: DocumentPlaces = {},
): Promise<DocumentView> {
  const path = documentPath(details.audience, details.name);
  const taken = async (trx: DB) =>
    (await getDocumentByPath(path, trx)) !== undefined || (await shippedFileSize(path)) !== null;
  if (await taken(database)) {
    throw new DocumentError(`A document already has the address ${path}. Choose another name.`, "name");
  }
  const layer = (await textLayer(file.path)) ?? null;
  const key = await storePdf(file, store);
  try {
    const id = await database.transaction().execute(async (trx) => {
      if (await taken(trx)) {
        throw new DocumentError(`A document already has the address ${path}. Choose another name.`, "name");
      }
      const at = now();
      const row = await trx
        .insertInto("documents")
        .values({
          path,
          ...detailColumns(details),
          text_layer: layer,
          file_key: key,
          file_name: keptName(file.name, path),
          size: file.size,
          uploaded_at: at,
          uploaded_by: actor.id,
          edited_at: at,
          edited_by: actor.id,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await audit(trx, actor, "create", row.id, `Added the document ${quoted(details.title)} at ${path}`);
      return row.id;
    });
    return (await getDocument(id, database)) as DocumentView;
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * Saves the details of document `id` (the URL never changes). Returns false when there is no such
 * document; writes nothing (and no audit row) when nothing changed.
 */
export async function updateDocumentDetails(
  id: number,
  details: DocumentDetails,
  actor: DocumentActor,
  database: DB = db(),
): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return false;
    const { tamil, ...columns } = detailColumns(details);
    // The Tamil is compared as values: PostgreSQL hands `jsonb` back parsed, with its keys reordered.
    const changed =
      canonicalJson(readTamilColumn(row.tamil)) !== canonicalJson(tamilValuesOf(details)) ||
      Object.entries(columns).some(([column, value]) => {
        const stored = row[column as keyof typeof columns];
        return (typeof value === "number" ? Number(stored) : stored) !== value;
      });
    if (!changed) return true;
    const at = now();
    await trx
      .updateTable("documents")
      .set({ ...columns, tamil, edited_at: at, edited_by: actor.id, updated_at: at })
      .where("id", "=", id)
      .execute();
    await audit(trx, actor, "update", id, `Edited the details of the document ${quoted(details.title)}`);
    return true;
  });
}

/**
 * Replaces the file of document `id` with an uploaded PDF (already checked), under the same URL: the
 * file it had goes to the history (the shipped file is copied into the storage first, so the history
 * never depends on a release). The new file's text layer is checked and recorded; an earlier "Add a
 * text layer" is forgotten (its original is in the history). Returns false when there is no such
 * document. Throws when the shipped file to keep cannot be read; no new file is left behind by a failure.
 */
export async function replaceDocumentFile(
  id: number,
  file: CheckedPdf,
  actor: DocumentActor,
  {
    database = db(),
    store = storage(),
    root = SHIPPED_FILES_DIR,
    textLayer = hasTextLayer,
  }: DocumentPlaces = {},
): Promise<boolean> {
  const before = await database.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();
  if (!before) return false;
  const layer = (await textLayer(file.path)) ?? null;
  const written: string[] = [];
  try {
    let oldKey = before.file_key;
    if (oldKey === null) {
      const shipped = shippedFilePath(before.path, root);
      if (shipped && (await isFile(shipped))) {
        oldKey = newDocumentKey();
        written.push(oldKey);
        await store.putFile(oldKey, shipped, "application/pdf");
      }
    }
    const key = await storePdf(file, store);
    written.push(key);
    return await database.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row || row.file_key !== before.file_key) {
        throw new DocumentError(
          "Someone else replaced this file at the same moment. Please look and try again.",
        );
      }
      const at = now();
      if (oldKey !== null) {
        await trx
          .insertInto("document_files")
          .values({
            document_id: id,
            file_key: oldKey,
            file_name: row.file_name ?? (row.path.split("/").pop() as string),
            size: Number(row.size),
            uploaded_at: row.uploaded_at,
            uploaded_by: row.uploaded_by,
            replaced_at: at,
            replaced_by: actor.id,
          })
          .execute();
      }
      await trx
        .updateTable("documents")
        .set({
          file_key: key,
          file_name: keptName(file.name, row.path),
          size: file.size,
          text_layer: layer,
          ocr_state: null,
          ocr_error: null,
          original_file_key: null,
          uploaded_at: at,
          uploaded_by: actor.id,
          edited_at: at,
          edited_by: actor.id,
          updated_at: at,
        })
        .where("id", "=", id)
        .execute();
      await audit(
        trx,
        actor,
        "replace",
        id,
        `Replaced the file of the document ${quoted(row.title)} (${row.path}); the old file is kept in its history`,
      );
      return true;
    });
  } catch (error) {
    for (const key of written) await store.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * Deletes document `id`, its history and their files. Refused with `DocumentError` while a content
 * page links to it (the message names the pages) and for a document shipped with the site (start-up
 * would bring it back). Returns false when there is no such document.
 */
export async function deleteDocument(
  id: number,
  actor: DocumentActor,
  { database = db(), store = storage() }: { database?: DB; store?: Storage } = {},
): Promise<boolean> {
  const row = await database.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return false;
  const linking = await pagesLinkingTo(row.path, database);
  if (linking.length) {
    const names = linking.map((page) => `“${page.title}” (${page.path})`).join(", ");
    throw new DocumentError(
      `This document cannot be deleted while ${linking.length === 1 ? "a page links" : `${linking.length} pages link`} to it: ${names}. Remove the ${linking.length === 1 ? "link" : "links"} first.`,
    );
  }
  if (row.default_hash !== null) {
    throw new DocumentError(
      "This document ships with the website and would come back at the next start. Replace its file or change its details instead.",
    );
  }
  const keys = await database.transaction().execute(async (trx) => {
    const history = await trx
      .selectFrom("document_files")
      .select("file_key")
      .where("document_id", "=", id)
      .execute();
    await trx.deleteFrom("document_files").where("document_id", "=", id).execute();
    await trx.deleteFrom("documents").where("id", "=", id).execute();
    await audit(trx, actor, "delete", id, `Deleted the document ${quoted(row.title)} (${row.path})`);
    return [row.file_key, ...history.map((entry) => entry.file_key)];
  });
  for (const key of keys) if (key) await store.delete(key).catch(() => undefined);
  return true;
}
