import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { access, copyFile, mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { quoted, writeAudit } from "../platform/audit.server";
import { type DB, db, now } from "../platform/db.server";
import { type Storage, storage } from "../platform/storage.server";
import { type DocumentActor, SHIPPED_FILES_DIR, shippedFilePath } from "./documents.server";
import { runTool } from "./pdf-tools.server";
import { hasTextLayer } from "./text-layer.server";

const runFile = promisify(execFile);

/**
 * "Add a text layer": a scanned PDF (no text, so a screen reader reads nothing; Rule 15 of the
 * Rights of Persons with Disabilities Rules asks for OCR-capable documents) is run through
 * `ocrmypdf -l eng+tam --skip-text` (Debian packages ocrmypdf and tesseract-ocr-tam), which lays the
 * recognised words under the page pictures. It takes about 30 seconds a page, so it is a background
 * job of the server process: the office asks (`queueTextLayer`), the document's `ocr_state` goes
 * "queued", "running", then "done" or "failed" with a reason (`ocr_error`), and its screen shows it.
 * The office's upload is kept: it goes to the document's history and `original_file_key` names it.
 * One job runs at a time in a process, in the bounded pool of PDF tools (./pdf-tools.server.ts: it
 * shares the two slots with pdftotext, under a CPU-time limit); at most `TEXT_LAYER_QUEUE_MAX` wait
 * behind it, and only a document found scanned (`text_layer` "no") is taken. A restart forgets the
 * queue, and the next start marks what was left as failed (`forgetInterruptedTextLayers`) so the
 * office can ask again.
 */

/** The ocrmypdf to run: the one on the PATH (Debian installs it as /usr/bin/ocrmypdf). */
export function ocrCommand(): string {
  return "ocrmypdf";
}

/** The languages read: English and Tamil (the schools' two languages). */
export const OCR_LANGUAGES = "eng+tam";

/** How long one document may take, in ms (a 40-page scan at 30 seconds a page, and some). */
const OCR_TIMEOUT_MS = 30 * 60 * 1000;

/**
 * The most jobs waiting behind the one running, in a process: each may take half an hour, so more
 * would only wait for hours; the office is told to try again later.
 */
export const TEXT_LAYER_QUEUE_MAX = 5;

/**
 * The full path of `command` when it can be run (an absolute or relative path that is executable, or
 * a name found on the PATH, as `command -v` finds it); null otherwise.
 */
export async function findCommand(command: string = ocrCommand()): Promise<string | null> {
  const executable = async (file: string) =>
    access(file, constants.X_OK)
      .then(() => true)
      .catch(() => false);
  if (command.includes("/")) return (await executable(command)) ? command : null;
  // The shell searches its own PATH (the server reads no variable outside env.server.ts).
  const found = await runFile("/bin/sh", ["-c", 'command -v -- "$0"', command], { timeout: 5000 })
    .then(({ stdout }) => stdout.trim())
    .catch(() => "");
  return found.startsWith("/") && (await executable(found)) ? found : null;
}

/** True when "Add a text layer" can run here: `command` (ocrmypdf) is installed. */
export async function textLayerAvailable(command: string = ocrCommand()): Promise<boolean> {
  return (await findCommand(command)) !== null;
}

/** Where the job's data lives and what it runs (tests choose). */
export interface TextLayerPlaces {
  database?: DB;
  store?: Storage;
  root?: string;
  /** The ocrmypdf to run. */
  command?: string;
  /** How the result's text layer is checked. */
  textLayer?: (filePath: string) => Promise<"yes" | "no" | undefined>;
  timeoutMs?: number;
}

/** What `queueTextLayer` did (see there). */
export type QueueOutcome =
  | "queued"
  | "unavailable"
  | "already"
  | "gone"
  | "has-text"
  | "not-scanned"
  | "full";

interface Job {
  id: number;
  actor: DocumentActor;
  places: TextLayerPlaces;
}

const queue: Job[] = [];
let running: Promise<void> | null = null;
/** The documents this process has a job for (queued or running). */
const active = new Set<number>();

/**
 * Asks for a text layer on document `id`: "unavailable" when ocrmypdf is not installed (nothing
 * written), "gone" for no such document, "already" while one is queued or running for it,
 * "has-text" when its PDF has a text layer already, "not-scanned" when it was never found scanned
 * (not checked yet, or too large or complex to read), "full" when `TEXT_LAYER_QUEUE_MAX` jobs are
 * waiting, else "queued": its state is set and audited in one transaction, and the job starts when the
 * ones before it are done. Throws when the database cannot be written.
 */
export async function queueTextLayer(
  id: number,
  actor: DocumentActor,
  places: TextLayerPlaces = {},
): Promise<QueueOutcome> {
  const command = places.command ?? ocrCommand();
  if (!(await textLayerAvailable(command))) return "unavailable";
  const database = places.database ?? db();
  const outcome = await database.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("documents")
      .select(["title", "path", "ocr_state", "text_layer"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return "gone" as const;
    if (row.ocr_state === "queued" || row.ocr_state === "running") return "already" as const;
    // ocrmypdf --skip-text leaves a page with text as it is: a PDF with text gains nothing.
    if (row.text_layer === "yes") return "has-text" as const;
    if (row.text_layer !== "no") return "not-scanned" as const;
    if (queue.length >= TEXT_LAYER_QUEUE_MAX) return "full" as const;
    await trx
      .updateTable("documents")
      .set({ ocr_state: "queued", ocr_error: null })
      .where("id", "=", id)
      .execute();
    await writeAudit(
      {
        actor: { id: actor.id, username: actor.username },
        action: "text-layer",
        entity: "documents",
        entityId: id,
        summary: `Asked for a text layer on the document ${quoted(row.title)} (${row.path})`,
        address: actor.address ?? null,
      },
      trx,
    );
    return "queued" as const;
  });
  if (outcome === "queued") {
    active.add(id);
    queue.push({ id, actor, places: { ...places, command } });
    running ??= drain();
  }
  return outcome;
}

/** Resolves when no text layer job is queued or running in this process (for tests and shutdown). */
export async function textLayersIdle(): Promise<void> {
  while (running) await running;
}

/** Runs the queued jobs one after another; a job's failure is recorded on its document, never thrown. */
async function drain(): Promise<void> {
  try {
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        await run(job);
      } catch (error) {
        console.error(`Error adding a text layer to document ${job.id}:`, error);
      } finally {
        active.delete(job.id);
      }
    }
  } finally {
    running = null;
  }
}

/** The last line of a tool's complaint, short enough to show (ocrmypdf ends with its reason). */
function lastLine(stderr: string, fallback: string): string {
  const line = stderr
    .split("\n")
    .map((text) => text.trim())
    .filter(Boolean)
    .pop();
  return (line ?? fallback).slice(0, 300);
}

/** Runs `command` on `input`, writing `output`; resolves with the failure's reason, or null. */
async function ocr(
  command: string,
  input: string,
  output: string,
  timeoutMs: number,
): Promise<string | null> {
  const minutes = Math.max(1, Math.round(timeoutMs / 60_000));
  const result = await runTool({
    command,
    args: ["-l", OCR_LANGUAGES, "--skip-text", input, output],
    timeoutMs,
    // Tesseract may use both cores: twice the wall clock, per process it starts.
    cpuSeconds: (2 * timeoutMs) / 1000,
    maxOutputBytes: 4 * 1024 * 1024,
  });
  switch (result.status) {
    case "done":
      return null;
    case "timeout":
      return `It took longer than ${minutes} minutes and was stopped.`;
    case "limit":
      return "It needed more computing time or memory than the server allows and was stopped.";
    case "enough":
      return "It wrote far more than a PDF's progress and was stopped.";
    case "missing":
      return `ocrmypdf could not be started (${result.message ?? "not installed"}).`;
    default:
      return lastLine(result.stderr, "ocrmypdf failed");
  }
}

/** Records the failure of document `id`'s job, with its reason, and audits it. */
async function fail(database: DB, job: Job, title: string, reason: string): Promise<void> {
  await database.transaction().execute(async (trx) => {
    await trx
      .updateTable("documents")
      .set({ ocr_state: "failed", ocr_error: reason })
      .where("id", "=", job.id)
      .execute();
    await writeAudit(
      {
        actor: { id: job.actor.id, username: job.actor.username },
        action: "text-layer",
        entity: "documents",
        entityId: job.id,
        summary: `Adding a text layer to ${quoted(title)} failed: ${reason}`,
      },
      trx,
    );
  });
}

/** One job: the current file through ocrmypdf, then the result becomes the file, the upload kept. */
async function run(job: Job): Promise<void> {
  const {
    database = db(),
    store = storage(),
    root = SHIPPED_FILES_DIR,
    command = ocrCommand(),
    textLayer = hasTextLayer,
    timeoutMs = OCR_TIMEOUT_MS,
  } = job.places;
  const before = await database
    .selectFrom("documents")
    .selectAll()
    .where("id", "=", job.id)
    .executeTakeFirst();
  if (before?.ocr_state !== "queued") return;
  await database.updateTable("documents").set({ ocr_state: "running" }).where("id", "=", job.id).execute();
  const shipped = before.file_key === null ? shippedFilePath(before.path, root) : null;
  const dir = await mkdtemp(join(tmpdir(), "school-ocr-"));
  const written: string[] = [];
  try {
    const input = join(dir, "in.pdf");
    const output = join(dir, "out.pdf");
    // ocrmypdf reads and writes paths: the current file is written to one, streamed, whichever the
    // storage, and the result is stored from one; neither is held in memory.
    const fetched =
      before.file_key !== null
        ? await store.download(before.file_key, input).catch(() => false)
        : shipped
          ? await copyFile(shipped, input).then(
              () => true,
              () => false,
            )
          : false;
    if (!fetched) {
      await fail(database, job, before.title, "Its file could not be read.");
      return;
    }
    const failure = await ocr(command, input, output, timeoutMs);
    const result = failure ? null : await pdfSize(output);
    if (failure || result === null) {
      await fail(database, job, before.title, failure ?? "ocrmypdf wrote no PDF.");
      return;
    }
    const layer = (await textLayer(output)) ?? null;
    // The upload is kept: the shipped file is copied into the storage, so the history never depends on a release.
    let originalKey = before.file_key;
    if (originalKey === null) {
      originalKey = `documents/${randomBytes(16).toString("hex")}.pdf`;
      written.push(originalKey);
      await store.putFile(originalKey, input, "application/pdf");
    }
    const key = `documents/${randomBytes(16).toString("hex")}.pdf`;
    written.push(key);
    await store.putFile(key, output, "application/pdf");
    const saved = await database.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("documents").selectAll().where("id", "=", job.id).executeTakeFirst();
      if (!row || row.file_key !== before.file_key) return false;
      const at = now();
      await trx
        .insertInto("document_files")
        .values({
          document_id: job.id,
          file_key: originalKey,
          file_name: row.file_name ?? (row.path.split("/").pop() as string),
          size: Number(row.size),
          uploaded_at: row.uploaded_at,
          uploaded_by: row.uploaded_by,
          replaced_at: at,
          replaced_by: job.actor.id,
        })
        .execute();
      await trx
        .updateTable("documents")
        .set({
          file_key: key,
          size: result,
          text_layer: layer,
          ocr_state: "done",
          ocr_error: null,
          original_file_key: originalKey,
          uploaded_at: at,
          uploaded_by: job.actor.id,
          updated_at: at,
        })
        .where("id", "=", job.id)
        .execute();
      await writeAudit(
        {
          actor: { id: job.actor.id, username: job.actor.username },
          action: "text-layer",
          entity: "documents",
          entityId: job.id,
          summary: `Added a text layer to ${quoted(row.title)} (${row.path}); the scanned upload is kept in its history`,
        },
        trx,
      );
      return true;
    });
    if (!saved) {
      for (const written_key of written) await store.delete(written_key).catch(() => undefined);
      const row = await database
        .selectFrom("documents")
        .select("id")
        .where("id", "=", job.id)
        .executeTakeFirst();
      if (row)
        await fail(database, job, before.title, "Its file was replaced while the text layer was made.");
    }
  } catch (error) {
    for (const written_key of written) await store.delete(written_key).catch(() => undefined);
    await fail(database, job, before.title, "A problem on the server stopped it; please ask again.").catch(
      () => undefined,
    );
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The size in bytes of the file at `path` when it is a PDF (it starts with `%PDF-`), else null. */
async function pdfSize(path: string): Promise<number | null> {
  try {
    const file = await open(path, "r");
    try {
      const head = Buffer.alloc(5);
      const { bytesRead } = await file.read(head, 0, 5, 0);
      if (bytesRead < 5 || head.toString("latin1") !== "%PDF-") return null;
      return (await file.stat()).size;
    } finally {
      await file.close();
    }
  } catch {
    return null;
  }
}

/**
 * Marks as failed the documents whose text layer is queued or running but that this process has no
 * job for (the process that had it stopped: a restart forgets its queue), so their screen offers the
 * button again. Returns how many there were.
 */
export async function forgetInterruptedTextLayers(database: DB = db()): Promise<number> {
  let query = database
    .updateTable("documents")
    .set({ ocr_state: "failed", ocr_error: "The server restarted before it was finished; please ask again." })
    .where("ocr_state", "in", ["queued", "running"]);
  if (active.size) query = query.where("id", "not in", [...active]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
