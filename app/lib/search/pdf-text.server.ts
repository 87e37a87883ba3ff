import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SHIPPED_FILES_DIR, shippedFilePath } from "../documents/documents.server";
import { runTool } from "../documents/pdf-tools.server";
import { PDFTOTEXT, PDFTOTEXT_MEMORY_BYTES } from "../documents/text-layer.server";
import { keepDocumentText, markUnreadable, sourceOf } from "../documents/unreadable.server";
import { type DB, db } from "../platform/db.server";
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

/** How long pdftotext may take on one PDF, in ms, before it counts as one that cannot be read. */
export const PDF_TEXT_TIMEOUT_MS = 20_000;

/** The CPU time pdftotext may use on one PDF, in seconds (a 20 MB text PDF takes about one). */
const CPU_SECONDS = 15;

/** What reading a PDF's words gave: its text, or why there is none (as `TextLayerReading` says). */
export type PdfTextReading = { text: string } | { problem: "missing" | "unreadable" };

/** How a PDF is read (tests choose). */
export interface PdfTextOptions {
  /** The pdftotext to run. */
  command?: string;
  /** Wall clock, in ms. */
  timeoutMs?: number;
}

/** Said once per process when pdftotext cannot run, so a missing tool does not fill the log. */
let warned = false;

/**
 * Reads a PDF, given as its bytes or as the path of a file (a stored document downloaded from the
 * storage, a shipped one: pdftotext reads it itself, so it is never held in this process's memory), in the pool of PDF tools (app/lib/documents/pdf-tools.server.ts): its text,
 * white space collapsed, cut at `DOCUMENT_TEXT_MAX_CHARS` (pdftotext is stopped once it has given that
 * much), "" for a scan without text or a damaged file; `{ problem: "unreadable" }` when pdftotext was
 * stopped at its time, CPU or memory limit; `{ problem: "missing" }` when it is not installed (logged
 * once). Never throws.
 */
export async function readPdfText(
  pdf: Uint8Array | { path: string },
  { command = PDFTOTEXT, timeoutMs = PDF_TEXT_TIMEOUT_MS }: PdfTextOptions = {},
): Promise<PdfTextReading> {
  const onDisk = !(pdf instanceof Uint8Array);
  const result = await runTool({
    command,
    args: ["-q", "-enc", "UTF-8", onDisk ? pdf.path : "-", "-"],
    input: onDisk ? undefined : pdf,
    timeoutMs,
    cpuSeconds: CPU_SECONDS,
    memoryBytes: PDFTOTEXT_MEMORY_BYTES,
    // UTF-8 takes at most 3 bytes a character here (Tamil, English): enough read, stop.
    maxOutputBytes: DOCUMENT_TEXT_MAX_CHARS * 3,
  });
  switch (result.status) {
    case "done":
    case "enough": {
      const text = withoutMarkers(result.stdout.toString("utf8"))
        .normalize("NFC")
        .replace(/\s+/g, " ")
        .trim();
      return { text: cut(text) };
    }
    case "failed":
      return { text: "" };
    case "missing":
      if (!warned) {
        warned = true;
        console.error(
          `Site search: pdftotext (${command}) cannot run (${result.message ?? "not installed"}); documents are found by their titles only. Install poppler-utils.`,
        );
      }
      return { problem: "missing" };
    default:
      return { problem: "unreadable" };
  }
}

/**
 * The text of the PDF `bytes` as `readPdfText` reads it; undefined when pdftotext is missing or could
 * not read it within its limits. Never throws. `command` is the pdftotext to run (tests choose).
 */
export async function pdfText(
  bytes: Uint8Array,
  command = PDFTOTEXT,
  options: Omit<PdfTextOptions, "command"> = {},
): Promise<string | undefined> {
  const reading = await readPdfText(bytes, { ...options, command });
  return "text" in reading ? reading.text : undefined;
}

/** `text` cut at `DOCUMENT_TEXT_MAX_CHARS`, at the last space before it when there is one. */
function cut(text: string): string {
  if (text.length <= DOCUMENT_TEXT_MAX_CHARS) return text;
  const head = text.slice(0, DOCUMENT_TEXT_MAX_CHARS);
  const space = head.lastIndexOf(" ");
  return space > DOCUMENT_TEXT_MAX_CHARS * 0.9 ? head.slice(0, space) : head;
}

/** Where the documents' files are, and how they are read (tests choose). */
export interface DocumentFiles {
  store?: Storage;
  /** The folder of the shipped files (`content/files`). */
  root?: string;
  /** The pdftotext to run. */
  command?: string;
  /** How long pdftotext may take on one PDF, in ms. */
  timeoutMs?: number;
}

/**
 * The text of each document's current file, by document id: from `search_document_texts` when the
 * file is the one read before (same source and size), else read now and kept. A file that cannot be
 * found gives "" (not kept: it may arrive); one pdftotext was stopped on at a limit gives "" and is
 * remembered as unreadable (app/lib/documents/unreadable.server.ts), so it is never read again, and
 * neither is one remembered so by the text layer check; while pdftotext is missing a file is left out
 * (not kept). Rows of deleted documents are removed. Throws only when the database cannot be read.
 */
export async function documentTexts(
  database: DB = db(),
  files: DocumentFiles = {},
): Promise<Map<number, string>> {
  const { store = storage(), root = SHIPPED_FILES_DIR, command = PDFTOTEXT, timeoutMs } = files;
  const [documents, cached] = await Promise.all([
    database.selectFrom("documents").select(["id", "path", "file_key", "size"]).execute(),
    database.selectFrom("search_document_texts").select(["document_id", "source", "size", "text"]).execute(),
  ]);
  const kept = new Map(cached.map((row) => [row.document_id, row]));
  const texts = new Map<number, string>();
  // Made only when a stored file must be read (most rebuilds read none).
  let folder: string | undefined;
  try {
    for (const document of documents) {
      const source = sourceOf(document);
      const row = kept.get(document.id);
      if (row && row.source === source && Number(row.size) === Number(document.size)) {
        texts.set(document.id, row.text);
        continue;
      }
      if (document.file_key) folder ??= await mkdtemp(join(tmpdir(), "school-pdf-text-"));
      const path = await fileOf(document, store, root, folder);
      if (!path) {
        texts.set(document.id, "");
        continue;
      }
      const reading = await readPdfText({ path }, { command, ...(timeoutMs ? { timeoutMs } : {}) });
      if ("problem" in reading) {
        if (reading.problem === "missing") continue;
        texts.set(document.id, "");
        await markUnreadable(document, database);
        continue;
      }
      texts.set(document.id, reading.text);
      await keepDocumentText(document, reading.text, "read", database);
    }
  } finally {
    if (folder) await rm(folder, { recursive: true, force: true });
  }
  const gone = cached.map((row) => row.document_id).filter((id) => !documents.some((d) => d.id === id));
  if (gone.length)
    await database.deleteFrom("search_document_texts").where("document_id", "in", gone).execute();
  return texts;
}

/**
 * A path to a document's current file: the storage's, downloaded into `folder`, or the shipped file;
 * null when it is missing or the storage cannot give it (not kept: it may come back).
 */
async function fileOf(
  document: { id: number; path: string; file_key: string | null },
  store: Storage,
  root: string,
  folder: string | undefined,
): Promise<string | null> {
  if (document.file_key && folder) {
    const path = join(folder, `${document.id}.pdf`);
    return (await store.download(document.file_key, path).catch(() => false)) ? path : null;
  }
  const file = shippedFilePath(document.path, root);
  return file && (await isFile(file)) ? file : null;
}

/** True when `path` is a readable file. */
async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}
