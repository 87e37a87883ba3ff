import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { FeeOrderDetails, FeeTableView } from "~/components/page/Fees";
import { formatDate } from "~/lib/platform/dates";
import { env } from "~/lib/platform/env.server";
import { PRINT_FONT_FAMILY, printFontFaces } from "~/lib/platform/print-fonts.server";
import { feeTable } from "~/lib/site/fees";
import { LANGUAGE_TAG, type Language } from "~content/languages";
import type { SchoolFeesOfYear } from "~content/schemas/fees";
import { feeWords } from "~content/words/fees";

/**
 * The fee PDF of a school (`/fees/vidhyashram.pdf`): its fee order and fee table, the same components
 * the fee page draws, in a printable HTML document that Debian's Chromium prints with a tagged text
 * layer (decision 0018: pdfkit writes Tamil to the text layer in the wrong order, Chromium does not).
 * In English at `/fees/…`, in Tamil at its twin `/ta/fees/…` (every fixed word, date, `<title>` and
 * `lang`). Printed once per change: the PDF is kept in memory under its language and the hash of the
 * HTML it was printed from, so a change to the fees, the order or the school's name prints it again
 * and nothing else does. One print at a time (2 cores shared with the site), each given
 * `PDF_TIMEOUT_MS`.
 */

/** Where Chromium is: `CHROMIUM_PATH`, else Debian's package (the same as tests/support/chromium.ts). */
export function chromiumPath(): string {
  return env().CHROMIUM_PATH;
}

/** The flags of this sandboxed, offline server (as tests/support/chromium.ts gives them to the tests). */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** How long one print may take, launch included, before the visitor is told to use Print: 30 s. */
export const PDF_TIMEOUT_MS = 30_000;

/**
 * How many printed PDFs are kept: two schools in two languages, and the previous version of each while
 * a change lands.
 */
const CACHE_ENTRIES = 8;

/** Chromium could not print: not installed, failed to start, or took too long. */
export class FeePdfUnavailable extends Error {
  override name = "FeePdfUnavailable";
}

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The print styles of the fee PDF: A4, the table's header on every page, a class's rows never split. */
const STYLE = `
@page { size: A4; margin: 14mm 12mm; }
body { font-family: ${PRINT_FONT_FAMILY}; font-size: 9.5pt; color: #1e293b; line-height: 1.4; }
h1 { font-size: 15pt; color: #152c5a; margin: 0 0 2pt; }
.board { margin: 0 0 8pt; color: #334155; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2pt 10pt; border: 1px solid #94a3b8; padding: 6pt 8pt; margin: 6pt 0; break-inside: avoid; }
dt { font-weight: bold; color: #152c5a; }
dd { margin: 0; }
dl > div { display: contents; }
a { color: #1c3a76; }
table { border-collapse: collapse; width: 100%; margin-top: 8pt; }
caption { position: absolute; left: -10000px; }
thead { display: table-header-group; }
tbody, tr { break-inside: avoid; }
th, td { border: 1px solid #94a3b8; padding: 2.5pt 5pt; text-align: left; vertical-align: top; }
thead th { background: #152c5a; color: #fff; }
.text-right { text-align: right; }
.bg-brand-50 { background: #eef2fb; }
.font-normal { font-weight: normal; }
.font-semibold { font-weight: bold; }
.note, footer { color: #475569; }
footer { margin-top: 10pt; border-top: 1px solid #94a3b8; padding-top: 4pt; font-size: 8pt; }
`;

/** Tamil letters (the Unicode Tamil block): text holding any is not the office's English. */
const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

/**
 * The `lang` of a piece of the office's text (the board, the note) in a PDF of `language`: on a Tamil
 * PDF, English text is marked `lang="en"` (as `OfficeText` marks it on a Tamil page, decision 0030), so
 * the tagged PDF tells a screen reader to read it with an English voice; text with Tamil letters, and
 * everything on an English PDF, takes the document's language.
 */
function officeLang(text: string, language: Language): "en" | undefined {
  return language === "ta" && !TAMIL_LETTER.test(text) ? "en" : undefined;
}

/**
 * The printable HTML of `name`'s fees (`fees`: its rows, order and note with their year; `board` its
 * board and level; `origin` the site's address and `path` the fee page's, printed at the foot so a
 * paper copy says where it came from; `language` the language of the address asked for, English unless
 * given): a title, the fee order, the note and the table of every class, with the packaged fonts
 * embedded (`printFontFaces`). Every fixed word, date and the document's `<title>` (the PDF's Title) and
 * `<html lang>` (the tagged PDF's language) are in `language` (`feeWords`, `formatDate`); the office's
 * names, terms and amounts are as the fee page shows them. Returns a whole document; throws when those
 * fonts are not installed.
 */
export function feePdfHtml({
  name,
  board,
  fees,
  origin,
  path,
  language = "en",
}: {
  name: string;
  board: string;
  fees: SchoolFeesOfYear;
  origin: string;
  path: string;
  language?: Language;
}): string {
  const words = feeWords[language];
  const table = feeTable(fees.rows);
  const year = fees.academicYear ?? "";
  const caption = words.caption(name, year);
  const orderDate = fees.order ? formatDate(fees.order.date, language) : "";
  const body = renderToStaticMarkup(
    <>
      <h1>{words.printTitle(name, year)}</h1>
      <p className="board" lang={officeLang(board, language)}>
        {board}
      </p>
      {fees.order && <FeeOrderDetails order={fees.order} language={language} />}
      {fees.note && (
        <p className="note" lang={officeLang(fees.note, language)}>
          {fees.note}
        </p>
      )}
      <FeeTableView table={table} caption={caption} language={language} />
      <footer>{words.pdfFooter(`${origin}${path}`, orderDate)}</footer>
    </>,
  );
  return `<!doctype html><html lang="${LANGUAGE_TAG[language]}"><head><meta charset="utf-8"><base href="${esc(origin)}/"><title>${esc(caption)}</title><style>${printFontFaces()}\n${STYLE}</style></head><body>${body}</body></html>`;
}

/** The printed PDFs by their tag (`feePdf`: the language and the hash of their HTML), oldest first. */
const cache = new Map<string, Buffer>();

/** The print now running: each new one waits for it (one Chromium at a time). */
let queue: Promise<unknown> = Promise.resolve();

/** How many prints Chromium made in this process (a test counts them to see the cache work). */
export let printCount = 0;

/** `html` printed by Chromium to a tagged A4 PDF; throws `FeePdfUnavailable` when it cannot be. */
async function print(html: string, timeoutMs: number): Promise<Buffer> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new FeePdfUnavailable(`Chromium is not installed at ${executablePath}`);
  }
  const { chromium } = await import("playwright-core");
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let over = false;
  const work = (async () => {
    const launched = await chromium.launch({
      executablePath,
      args: CHROMIUM_ARGS,
      headless: true,
      timeout: timeoutMs,
    });
    // Started after the time ran out: closed at once, never left running.
    if (over) {
      await launched.close();
      throw new FeePdfUnavailable("Chromium started too late");
    }
    browser = launched;
    const page = await browser.newPage({ javaScriptEnabled: false });
    // No network: the document is whole (its own styles, its fonts as `data:` URLs, which no route
    // sees, no pictures), and a link is only printed.
    await page.route("**/*", (route) => route.abort());
    await page.setContent(html, { waitUntil: "load", timeout: timeoutMs });
    // Its fonts are loaded before printing, so none is drawn with a fallback (as Puppeteer does).
    // `evaluate` runs although the page's own scripts are off.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const pdf = await page.pdf({
      format: "A4",
      printBackground: true,
      tagged: true,
      preferCSSPageSize: true,
    });
    printCount += 1;
    return Buffer.from(pdf);
  })();
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new FeePdfUnavailable(`Chromium took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (error) {
    if (error instanceof FeePdfUnavailable) throw error;
    throw new FeePdfUnavailable(`Chromium could not print: ${(error as Error).message}`);
  } finally {
    over = true;
    clearTimeout(timer);
    // Closed whatever happened, so no Chromium outlives its print; a late `work` is left to fail.
    work.catch(() => undefined);
    await (browser as { close(): Promise<void> } | undefined)?.close().catch(() => undefined);
  }
}

/**
 * The PDF of `html` in `language`: from the cache when the same HTML was printed before in the same
 * language, else printed now (after any print in progress) and kept. Returns the PDF and its tag (an
 * ETag): the hash of the HTML, with the language before it for any language but English (whose tag is
 * the hash alone, as before Tamil), so the cache and a reader's ETag never give one language's PDF for
 * the other's, even if the two documents were ever the same. Throws `FeePdfUnavailable`.
 */
export async function feePdf(
  html: string,
  language: Language = "en",
  timeoutMs = PDF_TIMEOUT_MS,
): Promise<{ pdf: Buffer; hash: string }> {
  const digest = createHash("sha256").update(html).digest("hex").slice(0, 32);
  const hash = language === "en" ? digest : `${language}-${digest}`;
  const cached = cache.get(hash);
  if (cached) return { pdf: cached, hash };
  const run = queue.then(async () => {
    // A print queued behind one of the same HTML finds it done.
    const again = cache.get(hash);
    if (again) return again;
    const pdf = await print(html, timeoutMs);
    cache.set(hash, pdf);
    while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    return pdf;
  });
  queue = run.catch(() => undefined);
  return { pdf: await run, hash };
}
