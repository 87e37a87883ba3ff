import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncDocumentDefaults } from "~/lib/documents/documents.server";
import { scannedPdf, textPdf } from "~/lib/documents/minimal-pdf";
import { PDFTOTEXT } from "~/lib/documents/text-layer.server";
import { unreadableDocuments } from "~/lib/documents/unreadable.server";
import type { DB } from "~/lib/platform/db.server";
import { LocalDiskStorage } from "~/lib/platform/storage.server";
import { documents as shipped } from "~content/documents";
import type { SiteDocument } from "~content/schemas/documents";
import { testDatabases } from "../../../tests/support/databases";
import { DOCUMENT_TEXT_MAX_CHARS, documentTexts, pdfText, readPdfText } from "./pdf-text.server";

const work = mkdtempSync(join(tmpdir(), "search-pdf-text-"));
const root = join(work, "shipped");
const FEES = "/documents/vidhyashram/fee-structure.pdf";
const GUIDE = "/documents/scholarship-test-guidelines.pdf";
const docs = (shipped as SiteDocument[]).filter((doc) => doc.file === FEES || doc.file === GUIDE);

function writeFile(path: string, bytes: Buffer | string): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return path;
}

/** pdftotext behind a script that counts its runs in a file, so a test sees which PDFs were read. */
const runs = join(work, "runs.txt");
const COUNTING = writeFile(
  join(work, "bin", "pdftotext"),
  `#!/bin/sh\necho run >> "${runs}"\nexec ${PDFTOTEXT} "$@"\n`,
);
chmodSync(COUNTING, 0o755);
const runCount = () => {
  try {
    return readFileSync(runs, "utf8").split("\n").filter(Boolean).length;
  } catch {
    return 0;
  }
};

/** A pdftotext that never ends (a PDF whose content takes hours to draw), and one that never stops writing. */
const NEVER_ENDS = writeFile(join(work, "bin", "never-ends"), "#!/bin/sh\nsleep 1000 &\nwait\n");
chmodSync(NEVER_ENDS, 0o755);
const ENDLESS = writeFile(join(work, "bin", "endless"), "#!/bin/sh\nyes 'many words'\n");
chmodSync(ENDLESS, 0o755);

describe("the text of a PDF", () => {
  it("is its words, white space collapsed; nothing for a scan or a damaged file; undefined without pdftotext", async () => {
    expect(await pdfText(textPdf(["Fee   structure", "Classes I to XII"]))).toBe(
      "Fee structure Classes I to XII",
    );
    expect(await pdfText(scannedPdf())).toBe("");
    expect(await pdfText(Buffer.from("%PDF-1.4 broken"))).toBe("");
    expect(await pdfText(textPdf(["x"]), join(work, "no-such-pdftotext"))).toBeUndefined();
  });

  it("is unreadable when pdftotext does not finish in time, and cut when it writes without end", async () => {
    expect(await readPdfText(textPdf(["x"]), { command: NEVER_ENDS, timeoutMs: 50 })).toEqual({
      problem: "unreadable",
    });
    const endless = await pdfText(textPdf(["x"]), ENDLESS);
    expect(endless?.length).toBeLessThanOrEqual(DOCUMENT_TEXT_MAX_CHARS);
    expect(endless?.startsWith("many words many words")).toBe(true);
  });
});

describe.each(testDatabases())("the documents' texts on $name", (target) => {
  let database: DB;
  const store = new LocalDiskStorage(join(work, "store"));
  beforeAll(async () => {
    database = await target.open();
    writeFile(join(root, FEES), textPdf(["Fee structure 2026-27", "Tuition and transport"]));
    writeFile(join(root, GUIDE), textPdf(["Scholarship test guidelines"]));
    await syncDocumentDefaults(docs, database, root);
  });
  afterAll(() => target.close());

  it("are read once; a rebuild reads only a file it has not read before", async () => {
    const before = runCount();
    const first = await documentTexts(database, { store, root, command: COUNTING });
    expect([...first.values()].sort()).toEqual([
      "Fee structure 2026-27 Tuition and transport",
      "Scholarship test guidelines",
    ]);
    expect(runCount() - before).toBe(2);

    const again = await documentTexts(database, { store, root, command: COUNTING });
    expect(again).toEqual(first);
    expect(runCount() - before).toBe(2);

    // The office replaces the fee structure: only that file is read again.
    const bytes = textPdf(["Fee structure 2027-28", "Revised"]);
    await store.put("documents/new-fees.pdf", bytes, "application/pdf");
    await database
      .updateTable("documents")
      .set({ file_key: "documents/new-fees.pdf", size: bytes.length })
      .where("path", "=", FEES)
      .execute();
    const replaced = await documentTexts(database, { store, root, command: COUNTING });
    expect([...replaced.values()]).toContain("Fee structure 2027-28 Revised");
    expect(runCount() - before).toBe(3);
  });

  it("remember a PDF pdftotext could not finish: never read again, found by its title, read again once replaced", async () => {
    const bytes = textPdf(["Fee structure 2028-29", "A page that takes hours to draw"]);
    await store.put("documents/bomb.pdf", bytes, "application/pdf");
    await database
      .updateTable("documents")
      .set({ file_key: "documents/bomb.pdf", size: bytes.length })
      .where("path", "=", FEES)
      .execute();
    const fees = await database
      .selectFrom("documents")
      .select("id")
      .where("path", "=", FEES)
      .executeTakeFirstOrThrow();
    const stuck = await documentTexts(database, { store, root, command: NEVER_ENDS, timeoutMs: 50 });
    expect(stuck.get(fees.id)).toBe("");
    expect(await unreadableDocuments(database)).toEqual(new Set([fees.id]));

    const before = runCount();
    const again = await documentTexts(database, { store, root, command: COUNTING });
    expect(again.get(fees.id)).toBe("");
    expect(runCount() - before).toBe(0);

    const fixed = textPdf(["Fee structure 2028-29", "Saved again from the original"]);
    await store.put("documents/fixed.pdf", fixed, "application/pdf");
    await database
      .updateTable("documents")
      .set({ file_key: "documents/fixed.pdf", size: fixed.length })
      .where("path", "=", FEES)
      .execute();
    const read = await documentTexts(database, { store, root, command: COUNTING });
    expect(read.get(fees.id)).toBe("Fee structure 2028-29 Saved again from the original");
    expect(runCount() - before).toBe(1);
    expect(await unreadableDocuments(database)).toEqual(new Set());
  });

  it("forget a deleted document", async () => {
    await database.deleteFrom("documents").where("path", "=", GUIDE).execute();
    const texts = await documentTexts(database, { store, root, command: COUNTING });
    expect(texts.size).toBe(1);
    const kept = await database.selectFrom("search_document_texts").select("document_id").execute();
    expect(kept).toHaveLength(1);
  });
});
