import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { FeeOrderDetails, FeeTableView } from "~/components/page/Fees";
import { formatDate } from "~/lib/platform/dates";
import { env } from "~/lib/platform/env.server";
import { PRINT_FONT_FAMILY, printFontFaces } from "~/lib/platform/print-fonts.server";
import { feeTable } from "~/lib/site/fees";
import type { SchoolFeesOfYear } from "~content/schemas/fees";

/**
 * The fee PDF of a school (`/fees/vidhyashram.pdf`): its fee order and fee table, the same components
 * the fee page draws, in a printable HTML document that Debian's Chromium prints with a tagged text
 * layer (decision 0018: pdfkit writes Tamil to the text layer in the wrong order, Chromium does not).
 * Printed once per change: the PDF is kept in memory under the hash of the HTML it was printed from, so
 * a change to the fees, the order or the school's name prints it again and nothing else does. One
 * print at a time (2 cores shared with the site), each given `PDF_TIMEOUT_MS`.
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

/** How many printed PDFs are kept: two schools, and the previous version of each while a change lands. */
const CACHE_ENTRIES = 4;

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

/** The languages a fee PDF is printed in: the page that links it says which (`<html lang>`). */
export type FeePdfLang = "en-IN" | "ta-IN";

/**
 * The printable HTML of `name`'s fees (`fees`: its rows, order and note with their year; `board` its
 * board and level; `origin` the site's address, printed at the foot so a paper copy says where it came
 * from; `lang` the language of the page asking for it, en-IN unless given, for `<html lang>` and so the
 * tagged PDF's language): a title, the fee order, the note and the table of every class, with the
 * packaged fonts embedded (`printFontFaces`). Returns a whole document; throws when those fonts are
 * not installed.
 */
export function feePdfHtml({
  name,
  board,
  fees,
  origin,
  path,
  lang = "en-IN",
}: {
  name: string;
  board: string;
  fees: SchoolFeesOfYear;
  origin: string;
  path: string;
  lang?: FeePdfLang;
}): string {
  const table = feeTable(fees.rows);
  const year = fees.academicYear ?? "";
  const caption = `${name} fees for ${year}, by class and term`;
  const body = renderToStaticMarkup(
    <>
      <h1>{`${name}: fees for ${year}`}</h1>
      <p className="board">{board}</p>
      {fees.order && <FeeOrderDetails order={fees.order} />}
      {fees.note && <p className="note">{fees.note}</p>}
      <FeeTableView table={table} caption={caption} />
      <footer>
        {`From ${origin}${path}${fees.order ? `, fee order of ${formatDate(fees.order.date)}` : ""}. Amounts in Indian rupees.`}
      </footer>
    </>,
  );
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><base href="${esc(origin)}/"><title>${esc(caption)}</title><style>${printFontFaces()}\n${STYLE}</style></head><body>${body}</body></html>`;
}

/** The printed PDFs by the hash of their HTML, oldest first. */
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
 * The PDF of `html`: from the cache when the same HTML was printed before, else printed now (after any
 * print in progress) and kept. Returns the PDF and its hash (an ETag); throws `FeePdfUnavailable`.
 */
export async function feePdf(
  html: string,
  timeoutMs = PDF_TIMEOUT_MS,
): Promise<{ pdf: Buffer; hash: string }> {
  const hash = createHash("sha256").update(html).digest("hex").slice(0, 32);
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
