import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { SHIPPED_FILES_DIR, shippedFilePath } from "../documents/documents.server";
import { PDFTOTEXT } from "../documents/text-layer.server";
import { type DB, db, now } from "../platform/db.server";
import { type Storage, storage } from "../platform/storage.server";
import { withoutMarkers } from "./query";

/**
 * The words of the documents' PDFs for site search, read with poppler's `pdftotext` (as the text layer
 * check reads them, app/lib/documents/text-layer.server.ts) and kept in `search_document_texts`
 * (migration 0022) with the file they came from, so that a rebuild of the index reads only a file it
 * has not read before: a new document, or a replaced file.
 */

/** The most text kept of one document, in characters: the first pages say what it is about. */
export const DOCUMENT_TEXT_MAX_CHARS = 100_000;

/** How long pdftotext may take on one PDF, in ms. */
const TIMEOUT_MS = 20_000;

/** Said once per process when pdftotext cannot run, so a missing tool does not fill the log. */
let warned = false;

/**
 * The text of the PDF `bytes`, white space collapsed, cut at `DOCUMENT_TEXT_MAX_CHARS` (pdftotext is
 * stopped once it has given that much); "" for a scan without text or a damaged file; undefined when
 * pdftotext is missing or timed out (try again at the next rebuild). Never throws. `command` is the
 * pdftotext to run (tests choose).
 */
export function pdfText(bytes: Uint8Array, command = PDFTOTEXT): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(command, ["-q", "-enc", "UTF-8", "-", "-"], { stdio: ["pipe", "pipe", "ignore"] });
    const chunks: Buffer[] = [];
    let length = 0;
    let full = false;
    const timer = setTimeout(() => child.kill("SIGKILL"), TIMEOUT_MS);
    child.stdout.on("data", (chunk: Buffer) => {
      if (full) return;
      chunks.push(chunk);
      length += chunk.length;
      // UTF-8 takes at most 3 bytes a character here (Tamil, English): enough read, stop.
      if (length > DOCUMENT_TEXT_MAX_CHARS * 3) {
        full = true;
        child.kill("SIGKILL");
      }
    });
    // A PDF the tool refuses half-way closes its input early; that is no error of ours.
    child.stdin.on("error", () => undefined);
    child.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (!warned) {
        warned = true;
        const why = error.code === "ENOENT" ? "not installed" : error.message;
        console.error(
          `Site search: pdftotext (${command}) cannot run (${why}); documents are found by their titles only. Install poppler-utils.`,
        );
      }
      resolve(undefined);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (signal && !full) {
        resolve(undefined);
        return;
      }
      if (code !== 0 && !full) {
        resolve("");
        return;
      }
      const text = withoutMarkers(Buffer.concat(chunks).toString("utf8"))
        .normalize("NFC")
        .replace(/\s+/g, " ")
        .trim();
      resolve(cut(text));
    });
    child.stdin.end(Buffer.from(bytes));
  });
}

/** `text` cut at `DOCUMENT_TEXT_MAX_CHARS`, at the last space before it when there is one. */
function cut(text: string): string {
  if (text.length <= DOCUMENT_TEXT_MAX_CHARS) return text;
  const head = text.slice(0, DOCUMENT_TEXT_MAX_CHARS);
  const space = head.lastIndexOf(" ");
  return space > DOCUMENT_TEXT_MAX_CHARS * 0.9 ? head.slice(0, space) : head;
}

/** Where the documents' files are (tests choose). */
export interface DocumentFiles {
  store?: Storage;
  /** The folder of the shipped files (`content/files`). */
  root?: string;
  /** The pdftotext to run. */
  command?: string;
}

/**
 * The text of each document's current file, by document id: from `search_document_texts` when the
 * file is the one read before (same source and size), else read now and kept. A file that cannot be
 * found gives "" (not kept: it may arrive); one pdftotext cannot read now is left out (not kept).
 * Rows of deleted documents are removed. Throws only when the database cannot be read.
 */
export async function documentTexts(
  database: DB = db(),
  files: DocumentFiles = {},
): Promise<Map<number, string>> {
  const { store = storage(), root = SHIPPED_FILES_DIR, command = PDFTOTEXT } = files;
  const [documents, cached] = await Promise.all([
    database.selectFrom("documents").select(["id", "path", "file_key", "size"]).execute(),
    database.selectFrom("search_document_texts").select(["document_id", "source", "size", "text"]).execute(),
  ]);
  const kept = new Map(cached.map((row) => [row.document_id, row]));
  const texts = new Map<number, string>();
  for (const document of documents) {
    const source = document.file_key ?? `shipped:${document.path}`;
    const row = kept.get(document.id);
    if (row && row.source === source && Number(row.size) === Number(document.size)) {
      texts.set(document.id, row.text);
      continue;
    }
    const bytes = await fileOf(document, store, root);
    if (!bytes) {
      texts.set(document.id, "");
      continue;
    }
    const text = await pdfText(bytes, command);
    if (text === undefined) continue;
    texts.set(document.id, text);
    const values = { source, size: Number(document.size), text, read_at: now() };
    await database
      .insertInto("search_document_texts")
      .values({ document_id: document.id, ...values })
      .onConflict((conflict) => conflict.column("document_id").doUpdateSet(values))
      .execute();
  }
  const gone = cached.map((row) => row.document_id).filter((id) => !documents.some((d) => d.id === id));
  if (gone.length)
    await database.deleteFrom("search_document_texts").where("document_id", "in", gone).execute();
  return texts;
}

/** The bytes of a document's current file: the storage's, or the shipped file; null when missing. */
async function fileOf(
  document: { path: string; file_key: string | null },
  store: Storage,
  root: string,
): Promise<Buffer | null> {
  if (document.file_key) return store.get(document.file_key).catch(() => null);
  const file = shippedFilePath(document.path, root);
  return file ? readFile(file).catch(() => null) : null;
}
