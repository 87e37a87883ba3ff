import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DB, db } from "../platform/db.server";
import { type Storage, storage } from "../platform/storage.server";
import { SHIPPED_FILES_DIR, shippedFilePath } from "./documents.server";
import { forgetInterruptedTextLayers } from "./ocr.server";
import { readTextLayer, type TextLayerReading } from "./text-layer.server";
import { markUnreadable, UNREADABLE_NOTE, unreadableDocuments } from "./unreadable.server";

/**
 * The documents' own check, a job of the server process at start and daily
 * (app/lib/ops/scheduled.server.ts): every document whose text layer was never checked (the shipped
 * ones after an upgrade, an upload while pdftotext was missing) is checked and recorded, so the list
 * can tag scans and the compliance dashboard count them; "Add a text layer" jobs a stopped process
 * left behind are marked failed. It runs after the server is listening: pdftotext takes about 12 ms a
 * small PDF (25 shipped ones in 0.3 s), but start-up need not wait for it. A PDF pdftotext was stopped
 * on at a limit (too large or too complex) is remembered and not tried again until its file is replaced
 * (./unreadable.server.ts).
 */

/** What `checkDocuments` did. */
export interface DocumentCheckCounts {
  /** Documents whose text layer was checked and recorded. */
  checked: number;
  /** Of those, the scanned ones ("no"). */
  scanned: number;
  /** Documents left unchecked (pdftotext missing or failing, a file missing). */
  unchecked: number;
  /** Of those, documents whose PDF could not be read (too large or too complex), now or before. */
  unreadable: number;
  /** True when pdftotext is not installed (then every document is left unchecked). */
  toolMissing: boolean;
  /** "Add a text layer" jobs of a stopped process, marked failed. */
  interrupted: number;
}

/**
 * Checks the text layer of every document whose `text_layer` is null (its current file: the storage's
 * or the shipped one) and records "yes" or "no"; one that cannot be checked stays null. A file
 * pdftotext is stopped on at a limit is remembered as unreadable and, like one remembered so before
 * (by this check or the search index), is not read again. `readLayer` reads a file (tests choose).
 * Throws only when the database cannot be read or written.
 */
export async function checkDocuments({
  database = db(),
  store = storage(),
  root = SHIPPED_FILES_DIR,
  readLayer = (file) => readTextLayer(file),
}: {
  database?: DB;
  store?: Storage;
  root?: string;
  readLayer?: (filePath: string) => Promise<TextLayerReading>;
} = {}): Promise<DocumentCheckCounts> {
  const counts: DocumentCheckCounts = {
    checked: 0,
    scanned: 0,
    unchecked: 0,
    unreadable: 0,
    toolMissing: false,
    interrupted: 0,
  };
  counts.interrupted = await forgetInterruptedTextLayers(database);
  const rows = await database
    .selectFrom("documents")
    .select(["id", "path", "file_key", "size"])
    .where("text_layer", "is", null)
    .orderBy("id")
    .execute();
  if (rows.length === 0) return counts;
  const known = await unreadableDocuments(
    database,
    rows.map((row) => row.id),
  );
  const dir = await mkdtemp(join(tmpdir(), "school-check-"));
  try {
    for (const row of rows) {
      if (known.has(row.id)) {
        counts.unchecked++;
        counts.unreadable++;
        continue;
      }
      let file: string | null = null;
      if (row.file_key === null) {
        file = shippedFilePath(row.path, root);
      } else {
        // pdftotext reads a path: the stored file is written to one, streamed, whichever the storage.
        const path = join(dir, `${row.id}.pdf`);
        if (await store.download(row.file_key, path)) file = path;
      }
      const reading: TextLayerReading = file ? await readLayer(file) : { problem: "failed" };
      if ("problem" in reading) {
        counts.unchecked++;
        if (reading.problem === "missing") counts.toolMissing = true;
        if (reading.problem === "unreadable") {
          counts.unreadable++;
          await markUnreadable(row, database);
        }
        continue;
      }
      const layer = reading.layer;
      // Only while the file is the one checked: an upload meanwhile recorded its own.
      let update = database.updateTable("documents").set({ text_layer: layer }).where("id", "=", row.id);
      update =
        row.file_key === null
          ? update.where("file_key", "is", null)
          : update.where("file_key", "=", row.file_key);
      await update.where("text_layer", "is", null).execute();
      counts.checked++;
      if (layer === "no") counts.scanned++;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return counts;
}

/**
 * What the daily job says of `counts`, in a line for the log, or undefined when there is nothing to
 * say. A PDF too large or too complex is said so; "install poppler-utils" only when pdftotext is
 * really missing.
 */
export function describeDocumentChecks(counts: DocumentCheckCounts): string | undefined {
  const other = counts.unchecked - counts.unreadable;
  const said = [
    counts.checked ? `${counts.checked} text layers checked (${counts.scanned} scanned)` : "",
    counts.unreadable
      ? `${counts.unreadable} PDF${counts.unreadable === 1 ? "" : "s"} ${UNREADABLE_NOTE}`
      : "",
    other
      ? counts.toolMissing
        ? `${other} could not be checked: pdftotext is not installed (install poppler-utils)`
        : `${other} could not be checked (a damaged or missing file)`
      : "",
    counts.interrupted ? `${counts.interrupted} interrupted text layers marked failed` : "",
  ].filter(Boolean);
  return said.length ? said.join("; ") : undefined;
}
