import { runTool } from "./pdf-tools.server";

/**
 * Whether a PDF holds text a screen reader can read (Rule 15 of the Rights of Persons with
 * Disabilities Rules, 2017: documents on a website are to be OCR-capable, not pictures of pages). The
 * check is poppler's `pdftotext` (Debian package poppler-utils) on the first pages: a PDF saved from
 * a word processor yields its words, a scan yields nothing but page breaks. It runs in the bounded pool
 * of PDF tools (./pdf-tools.server.ts), and stops as soon as it has seen enough words.
 */

/** Where pdftotext is on Debian (package poppler-utils). */
export const PDFTOTEXT = "/usr/bin/pdftotext";

/** The pages read: enough to tell a scan from a text PDF, quick on a long document. */
const PAGES = 3;

/** Characters other than white space from which a PDF counts as text (a page number or two is not). */
export const TEXT_LAYER_MIN_CHARS = 20;

/** How long pdftotext may take, in ms, before the PDF counts as one that cannot be read. */
export const TEXT_LAYER_TIMEOUT_MS = 15_000;

/** The CPU time pdftotext may use on one PDF, in seconds (three pages of an honest PDF take milliseconds). */
const CPU_SECONDS = 10;

/** The memory pdftotext may address, in bytes. */
export const PDFTOTEXT_MEMORY_BYTES = 1024 * 1024 * 1024;

/** The most output read, in bytes: three pages of words; past it the PDF has text anyway. */
const MAX_OUTPUT_BYTES = 1024 * 1024;

/**
 * What reading a PDF's text layer found: its answer, or why there is none. "missing": pdftotext is
 * not installed; "unreadable": it was stopped at its time, CPU or memory limit (a PDF too large or too
 * complex, never worth trying again for the same file); "failed": it refused the file (damaged).
 */
export type TextLayerReading = { layer: "yes" | "no" } | { problem: "missing" | "unreadable" | "failed" };

/** How a check runs (tests choose). */
export interface TextLayerOptions {
  /** The pdftotext to run. */
  command?: string;
  /** Wall clock, in ms. */
  timeoutMs?: number;
}

/** Characters other than white space in `chunks` (UTF-8), counted up to `limit`. */
function visibleChars(chunks: readonly Buffer[], limit: number): number {
  let count = 0;
  for (const chunk of chunks) {
    count += chunk.toString("utf8").replace(/\s+/g, "").length;
    if (count >= limit) break;
  }
  return count;
}

/**
 * Reads the first 3 pages of the PDF at `filePath` in the pool of PDF tools: `{ layer: "yes" }` when
 * they hold at least `TEXT_LAYER_MIN_CHARS` characters other than white space (pdftotext is stopped
 * once it has given that many), `{ layer: "no" }` when they hold fewer (a scanned picture), else the
 * problem (see `TextLayerReading`). Never throws.
 */
export async function readTextLayer(
  filePath: string,
  { command = PDFTOTEXT, timeoutMs = TEXT_LAYER_TIMEOUT_MS }: TextLayerOptions = {},
): Promise<TextLayerReading> {
  const enough = (chunks: readonly Buffer[]) =>
    visibleChars(chunks, TEXT_LAYER_MIN_CHARS) >= TEXT_LAYER_MIN_CHARS;
  const result = await runTool({
    command,
    args: ["-q", "-l", String(PAGES), "-enc", "UTF-8", filePath, "-"],
    timeoutMs,
    cpuSeconds: CPU_SECONDS,
    memoryBytes: PDFTOTEXT_MEMORY_BYTES,
    maxOutputBytes: MAX_OUTPUT_BYTES,
    enough,
  });
  switch (result.status) {
    case "done":
    case "enough":
      return { layer: enough([result.stdout]) ? "yes" : "no" };
    case "timeout":
    case "limit":
      return { problem: "unreadable" };
    case "missing":
      warnMissing(command, result.message);
      return { problem: "missing" };
    default:
      return { problem: "failed" };
  }
}

/** Said once per process when pdftotext cannot run, so a missing tool does not fill the log. */
let warned = false;

function warnMissing(command: string, why: string | undefined): void {
  if (warned) return;
  warned = true;
  console.error(
    `Text layer check: pdftotext (${command}) cannot run (${why ?? "not installed"}); documents stay unchecked. Install poppler-utils.`,
  );
}

/**
 * "yes" or "no" as `readTextLayer` finds (the first 3 pages of the PDF at `filePath` hold text, or are
 * a scanned picture); undefined when it cannot tell (pdftotext missing, the PDF too large or complex,
 * or damaged): the document then stays unchecked (null). Never throws. `command` is the pdftotext to
 * run (tests choose).
 */
export async function hasTextLayer(
  filePath: string,
  command = PDFTOTEXT,
  options: Omit<TextLayerOptions, "command"> = {},
): Promise<"yes" | "no" | undefined> {
  const reading = await readTextLayer(filePath, { ...options, command });
  return "layer" in reading ? reading.layer : undefined;
}
