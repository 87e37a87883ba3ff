import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DB, db } from "../platform/db.server";
import { type Storage, storage } from "../platform/storage.server";
import { SHIPPED_FILES_DIR, shippedFilePath } from "./documents.server";
import { forgetInterruptedTextLayers } from "./ocr.server";
import { hasTextLayer } from "./text-layer.server";

/**
 * The documents' own check, a job of the server process at start and daily
 * (app/lib/ops/scheduled.server.ts): every document whose text layer was never checked (the shipped
 * ones after an upgrade, an upload while pdftotext was missing) is checked and recorded, so the list
 * can tag scans and the compliance dashboard count them; "Add a text layer" jobs a stopped process
 * left behind are marked failed. It runs after the server is listening: pdftotext takes about 12 ms a
 * small PDF (25 shipped ones in 0.3 s), but start-up need not wait for it.
 */

/** What `checkDocuments` did. */
export interface DocumentCheckCounts {
  /** Documents whose text layer was checked and recorded. */
  checked: number;
  /** Of those, the scanned ones ("no"). */
  scanned: number;
  /** Documents left unchecked (pdftotext missing or failing, a file missing). */
  unchecked: number;
  /** "Add a text layer" jobs of a stopped process, marked failed. */
  interrupted: number;
}

/**
 * Checks the text layer of every document whose `text_layer` is null (its current file: the storage's
 * or the shipped one) and records "yes" or "no"; one that cannot be checked stays null. Throws only
 * when the database cannot be read or written.
 */
export async function checkDocuments({
  database = db(),
  store = storage(),
  root = SHIPPED_FILES_DIR,
  textLayer = hasTextLayer,
}: {
  database?: DB;
  store?: Storage;
  root?: string;
  textLayer?: (filePath: string) => Promise<"yes" | "no" | undefined>;
} = {}): Promise<DocumentCheckCounts> {
  const counts: DocumentCheckCounts = { checked: 0, scanned: 0, unchecked: 0, interrupted: 0 };
  counts.interrupted = await forgetInterruptedTextLayers(database);
  const rows = await database
    .selectFrom("documents")
    .select(["id", "path", "file_key"])
    .where("text_layer", "is", null)
    .orderBy("id")
    .execute();
  if (rows.length === 0) return counts;
  const dir = await mkdtemp(join(tmpdir(), "school-check-"));
  try {
    for (const row of rows) {
      let file: string | null = null;
      if (row.file_key === null) {
        file = shippedFilePath(row.path, root);
      } else {
        const bytes = await store.get(row.file_key);
        if (bytes) {
          file = join(dir, `${row.id}.pdf`);
          await writeFile(file, bytes);
        }
      }
      const layer = file ? await textLayer(file) : undefined;
      if (!layer) {
        counts.unchecked++;
        continue;
      }
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
