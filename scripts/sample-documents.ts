/**
 * Sample PDF documents for every entry in `content/documents.ts` (architecture ruling 12), written to
 * `content/files/documents/` (the shipped defaults of the Documents screen), one per URL. Each is a small, text-only A4 PDF headed
 * "Sample document", printed by Debian's Chromium from a generated HTML page.
 *
 * No document lists people: a list of a committee or an association lives once, on its page or in the
 * public disclosure, drawn from People (a PDF printed from it would keep the names of the day it was
 * printed; `scripts/sample-documents.test.ts` checks that none does).
 *
 *   npx tsx scripts/sample-documents.ts                       # write the PDFs that are missing
 *   npx tsx scripts/sample-documents.ts --force               # rewrite every sample
 *   npx tsx scripts/sample-documents.ts --only /documents/vidhyashram/fee-structure.pdf --force
 *
 * Replacing a sample with the real document: upload the school's PDF on the staff area's Documents
 * screen ("Replace file"; the URL stays), or, for a release, save it as `content/files/<path>` — for
 * example `content/files/documents/vidhyashram/fee-structure.pdf` — and update its `title` in
 * `content/documents.ts` if it changed. This script never overwrites an existing file
 * unless told to with `--force`; **`--force` without `--only` replaces real documents with samples**, so
 * use it with `--only` once real files are in (docs/media.md, "Documents").
 *
 * Needs Chromium (`/usr/bin/chromium`, or `CHROMIUM_PATH`) and the DejaVu fonts.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, promisify } from "node:util";
import { documents } from "../content/documents";
import { documentsSchema, type SiteDocument } from "../content/schemas/documents";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";

const FILES_DIR = path.resolve(import.meta.dirname, "../content/files");
const run = promisify(execFile);

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The HTML page Chromium prints for one document. */
export function documentHtml(doc: SiteDocument): string {
  const p = (text: string) => `<p>${esc(text)}</p>`;
  const sections = (doc.sections ?? [])
    .map((s) => {
      const tag = s.ordered ? "ol" : "ul";
      const items = s.items ? `<${tag}>${s.items.map((i) => `<li>${esc(i)}</li>`).join("")}</${tag}>` : "";
      return `<h2>${esc(s.heading)}</h2>${(s.paragraphs ?? []).map(p).join("")}${items}`;
    })
    .join("");
  const table = doc.table
    ? `<table>${doc.table.caption ? `<caption>${esc(doc.table.caption)}</caption>` : ""}<thead><tr>${doc.table.columns
        .map((c) => `<th>${esc(c)}</th>`)
        .join("")}</tr></thead><tbody>${doc.table.rows
        .map((row) => `<tr>${row.map((cell) => `<td>${esc(cell)}</td>`).join("")}</tr>`)
        .join("")}</tbody></table>`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(doc.title)}</title>
<style>
  @page { size: A4; margin: 18mm 16mm; }
  body { font-family: "DejaVu Sans", sans-serif; font-size: 10.5pt; line-height: 1.45; color: #1e293b; }
  .sample { border: 2px solid #b45309; color: #92400e; background: #fef3c7; padding: 6pt 10pt;
    font-weight: bold; font-size: 12pt; text-transform: uppercase; letter-spacing: 0.04em; }
  .sample span { display: block; font-size: 9pt; font-weight: normal; text-transform: none; letter-spacing: 0; }
  .issuer { margin-top: 14pt; color: #1c3a76; font-weight: bold; }
  h1 { font-size: 17pt; color: #152c5a; margin: 4pt 0 10pt; }
  h2 { font-size: 12.5pt; color: #152c5a; margin: 14pt 0 4pt; }
  li { margin: 2pt 0; }
  table { border-collapse: collapse; width: 100%; margin-top: 10pt; font-size: 9.5pt; }
  caption { text-align: left; font-weight: bold; margin-bottom: 4pt; color: #152c5a; }
  th, td { border: 1px solid #94a3b8; padding: 3pt 5pt; text-align: left; vertical-align: top; }
  th { background: #e2e8f0; }
  footer { margin-top: 20pt; border-top: 1px solid #94a3b8; padding-top: 6pt; font-size: 8.5pt; color: #475569; }
</style></head>
<body>
<div class="sample">Sample document<span>A placeholder published until the school office replaces it with the original.</span></div>
<p class="issuer">${esc(doc.issuer)}</p>
<h1>${esc(doc.title)}</h1>
${doc.paragraphs.map(p).join("\n")}
${sections}
${table}
<footer>Sample document · ${esc(doc.issuer)} · ${esc(doc.file)}</footer>
</body></html>`;
}

/** Prints `html` to the PDF `out` with headless Chromium. */
async function printPdf(html: string, out: string, work: string): Promise<void> {
  const page = path.join(work, `${path.basename(out, ".pdf")}.html`);
  writeFileSync(page, html);
  mkdirSync(path.dirname(out), { recursive: true });
  await run(
    CHROMIUM_PATH,
    [
      "--headless",
      ...CHROMIUM_ARGS,
      `--user-data-dir=${path.join(work, "profile")}`,
      "--no-pdf-header-footer",
      `--print-to-pdf=${out}`,
      `file://${page}`,
    ],
    { timeout: 60_000 },
  );
  if (!existsSync(out)) throw new Error(`Chromium wrote no ${out}`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      force: { type: "boolean", default: false },
      only: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(
      "Usage: npx tsx scripts/sample-documents.ts [--force] [--only /documents/a.pdf,/documents/b.pdf]",
    );
    return;
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(
      `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  const docs = documentsSchema.parse(documents);
  const only = values.only?.split(",").map((s) => s.trim());
  const unknown = only?.filter((file) => !docs.some((d) => d.file === file)) ?? [];
  if (unknown.length) {
    console.error(`Not in content/documents.ts: ${unknown.join(", ")}`);
    process.exit(1);
  }
  const work = mkdtempSync(path.join(tmpdir(), "sample-documents-"));
  try {
    let written = 0;
    for (const doc of docs) {
      if (only && !only.includes(doc.file)) continue;
      const out = path.join(FILES_DIR, doc.file);
      if (existsSync(out) && !values.force) continue;
      await printPdf(documentHtml(doc), out, work);
      console.log(`${doc.file} (${Math.round(statSync(out).size / 1024)} KB)`);
      written++;
    }
    console.log(
      written ? `Wrote ${written} PDF(s) under content/files/documents/.` : "Every document exists already.",
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// Run only as a command, not when a test imports this module.
const invoked = process.argv[1] ? path.resolve(process.argv[1]) : "";
if (invoked === fileURLToPath(import.meta.url)) await main();
