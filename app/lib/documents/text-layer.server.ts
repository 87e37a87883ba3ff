import { execFile } from "node:child_process";

/**
 * Whether a PDF holds text a screen reader can read (Rule 15 of the Rights of Persons with
 * Disabilities Rules, 2017: documents on a website are to be OCR-capable, not pictures of pages). The
 * check is poppler's `pdftotext` (Debian package poppler-utils) on the first pages: a PDF saved from
 * a word processor yields its words, a scan yields nothing but page breaks.
 */

/** Where pdftotext is on Debian (package poppler-utils). */
export const PDFTOTEXT = "/usr/bin/pdftotext";

/** The pages read: enough to tell a scan from a text PDF, quick on a long document. */
const PAGES = 3;

/** Characters other than white space from which a PDF counts as text (a page number or two is not). */
export const TEXT_LAYER_MIN_CHARS = 20;

/** How long pdftotext may take, in ms, before the PDF counts as unchecked. */
const TIMEOUT_MS = 15_000;

/** Said once per process when pdftotext cannot run, so a missing tool does not fill the log. */
let warned = false;

/**
 * "yes" when the first 3 pages of the PDF at `filePath` hold at least `TEXT_LAYER_MIN_CHARS` characters
 * other than white space, "no" when they hold fewer (a scanned picture), undefined when pdftotext is
 * missing, times out or fails (a damaged file): the document then stays unchecked (null), and the first
 * such failure is logged. Never throws. `command` is the pdftotext to run (tests choose).
 */
export function hasTextLayer(filePath: string, command = PDFTOTEXT): Promise<"yes" | "no" | undefined> {
  return new Promise((resolve) => {
    execFile(
      command,
      ["-q", "-l", String(PAGES), "-enc", "UTF-8", filePath, "-"],
      { timeout: TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024, encoding: "utf8" },
      (error, stdout) => {
        if (error) {
          if (!warned) {
            warned = true;
            const why = (error as NodeJS.ErrnoException).code === "ENOENT" ? "not installed" : error.message;
            console.error(
              `Text layer check: pdftotext (${command}) could not read a PDF (${why}); documents stay unchecked. Install poppler-utils.`,
            );
          }
          resolve(undefined);
          return;
        }
        resolve(stdout.replace(/\s+/g, "").length >= TEXT_LAYER_MIN_CHARS ? "yes" : "no");
      },
    );
  });
}
