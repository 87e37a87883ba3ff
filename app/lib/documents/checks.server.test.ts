import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { documents as shipped } from "~content/documents";
import type { SiteDocument } from "~content/schemas/documents";
import * as migration0018 from "../../../db/migrations/0018_document_checks";
import { testDatabases } from "../../../tests/support/databases";
import type { DB } from "../platform/db.server";
import { LocalDiskStorage } from "../platform/storage.server";
import { checkDocuments, describeDocumentChecks } from "./checks.server";
import { documentByPath, documentFacts } from "./compliance.server";
import {
  createDocument,
  documentHistory,
  getDocument,
  getDocumentByPath,
  syncDocumentDefaults,
  updateDocumentDetails,
} from "./documents.server";
import { scannedPdf, textPdf } from "./minimal-pdf";
import {
  findCommand,
  queueTextLayer,
  TEXT_LAYER_QUEUE_MAX,
  textLayerAvailable,
  textLayersIdle,
} from "./ocr.server";
import { hasTextLayer, PDFTOTEXT, readTextLayer } from "./text-layer.server";
import { unreadableDocuments } from "./unreadable.server";

/** Shipped files for two documents (a text PDF and a scan), and the documents. */
const root = mkdtempSync(join(tmpdir(), "shipped-checks-"));
const FEES = "/documents/vidhyashram/fee-structure.pdf";
const GUIDE = "/documents/scholarship-test-guidelines.pdf";
const docs = (shipped as SiteDocument[]).filter((doc) => doc.file === FEES || doc.file === GUIDE);
const work = mkdtempSync(join(tmpdir(), "checks-"));

function writeFile(path: string, bytes: Buffer | string): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return path;
}

/** A PDF on disk as an upload leaves it. */
function upload(bytes: Buffer, name: string) {
  const path = writeFile(join(mkdtempSync(join(work, "upload-")), "file"), bytes);
  return { path, name, size: bytes.length };
}

/** A stand-in for ocrmypdf: a shell script given its arguments (`-l eng+tam --skip-text in out`). */
function fakeCommand(name: string, script: string): string {
  const file = writeFile(join(work, "bin", name), `#!/bin/sh\n${script}\n`);
  chmodSync(file, 0o755);
  return file;
}

const TEXT = writeFile(join(work, "text.pdf"), textPdf(["Recognised words of the affidavit", "Signed"]));
/** Writes a text PDF where ocrmypdf writes its result, after checking it was asked for eng+tam. */
const WORKS = fakeCommand(
  "ocr-works",
  `[ "$1" = "-l" ] && [ "$2" = "eng+tam" ] && [ "$3" = "--skip-text" ] || exit 9\ncp "${TEXT}" "$5"`,
);
const FAILS = fakeCommand(
  "ocr-fails",
  'echo "MissingDependencyError: tesseract language tam is not installed" >&2\nexit 3',
);
/** A pdftotext that never ends (a PDF whose content takes hours to draw), and one that never stops writing. */
const NEVER_ENDS = fakeCommand("pdftotext-never-ends", "sleep 1000 &\nwait");
const ENDLESS = fakeCommand("pdftotext-endless", "yes 'words of a page'");
/** The real pdftotext, counting its runs in a file. */
const runsFile = join(work, "pdftotext-runs.txt");
const COUNTING = fakeCommand("pdftotext-counting", `echo run >> "${runsFile}"\nexec ${PDFTOTEXT} "$@"`);
const pdftotextRuns = () => {
  try {
    return readFileSync(runsFile, "utf8").split("\n").filter(Boolean).length;
  } catch {
    return 0;
  }
};
/** An ocrmypdf that waits until the file `released` exists, then fails. */
const released = join(work, "ocr-released");
const WAITS = fakeCommand("ocr-waits", `while [ ! -e "${released}" ]; do sleep 0.01; done\nexit 3`);

describe("the text layer check (pdftotext)", () => {
  it("says yes for a PDF saved from a document, no for a scanned picture, nothing without pdftotext", async () => {
    expect(await hasTextLayer(TEXT)).toBe("yes");
    expect(await hasTextLayer(writeFile(join(work, "scan.pdf"), scannedPdf()))).toBe("no");
    expect(await hasTextLayer(TEXT, join(work, "no-such-pdftotext"))).toBeUndefined();
    expect(await hasTextLayer(writeFile(join(work, "broken.pdf"), "%PDF-1.4 broken"))).toBeUndefined();
  });

  it("says a PDF pdftotext cannot finish is unreadable, tells a missing pdftotext apart, and stops endless text", async () => {
    expect(await readTextLayer(TEXT, { command: NEVER_ENDS, timeoutMs: 50 })).toEqual({
      problem: "unreadable",
    });
    expect(await readTextLayer(TEXT, { command: join(work, "no-such-pdftotext") })).toEqual({
      problem: "missing",
    });
    expect(await readTextLayer(join(work, "broken.pdf"))).toEqual({ problem: "failed" });
    // Text without end is text: it is stopped once it has shown enough words.
    expect(await readTextLayer(TEXT, { command: ENDLESS })).toEqual({ layer: "yes" });
  });
});

describe("whether ocrmypdf is installed", () => {
  it("is found by path or on the PATH, and a missing one is not", async () => {
    expect(await findCommand(WORKS)).toBe(WORKS);
    expect(await textLayerAvailable(join(work, "bin", "missing"))).toBe(false);
    expect(await findCommand("sh")).toMatch(/\/sh$/);
  });
});

describe.each(testDatabases())("document checks ($name)", (testDb) => {
  let database: DB;
  let store: LocalDiskStorage;
  let admin: { id: number; username: string; address: string };

  beforeAll(async () => {
    database = await testDb.open();
    store = new LocalDiskStorage(mkdtempSync(join(tmpdir(), "checks-store-")));
    const user = await database
      .insertInto("users")
      .values({
        username: "office",
        password_hash: "x",
        must_change_password: 0,
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-01-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    admin = { id: user.id, username: "office", address: "127.0.0.1" };
  });
  afterAll(async () => {
    writeFileSync(released, "");
    await textLayersIdle();
    // The next database's run starts with ocrmypdf waiting again.
    rmSync(released, { force: true });
    await testDb.close();
  });
  beforeEach(async () => {
    await database.deleteFrom("document_files").execute();
    await database.deleteFrom("documents").execute();
    writeFile(join(root, FEES), textPdf(["Fee structure 2026-27", "Classes I to XII"]));
    writeFile(join(root, GUIDE), scannedPdf());
  });

  it("gives the compliance dashboard every document's facts, and one by its URL", async () => {
    await syncDocumentDefaults(docs, database, root);
    const fees = (await getDocumentByPath(FEES, database)) as { id: number };
    await updateDocumentDetails(
      fees.id,
      {
        title: "Fee structure",
        category: "disclosure",
        audience: "vidhyashram",
        valid_from: null,
        valid_until: "2027-03-31",
        issued_on: "2026-04-01",
        attested_by_manager: true,
        attested_by_principal: false,
      },
      admin,
      database,
    );
    expect(await documentByPath(FEES, database, root)).toEqual({
      id: fees.id,
      path: FEES,
      title: "Fee structure",
      category: "disclosure",
      audience: "vidhyashram",
      issuedOn: "2026-04-01",
      validUntil: "2027-03-31",
      attestedByManager: true,
      attestedByPrincipal: false,
      textLayer: null,
      hasFile: true,
      editUrl: `/admin/documents/${fees.id}`,
    });
    const all = await documentFacts(database, root);
    expect(all.map((facts) => facts.path)).toEqual([GUIDE, FEES]);
    expect(all[0]).toMatchObject({ attestedByManager: false, attestedByPrincipal: false, hasFile: true });
    expect(all[0]).not.toHaveProperty("issuedOn");
    expect(await documentByPath("/documents/none.pdf", database, root)).toBeUndefined();
    // A shipped document whose file went missing has no file for visitors.
    expect((await documentFacts(database, join(work, "empty-root")))[0]?.hasFile).toBe(false);
  });

  it("checks at start-up every document never checked, shipped or uploaded, and only those", async () => {
    await syncDocumentDefaults(docs, database, root);
    const scan = await createDocument(
      {
        title: "Scan",
        category: "other",
        audience: "group",
        valid_from: null,
        valid_until: null,
        name: "scan",
      },
      upload(scannedPdf(), "scan.pdf"),
      admin,
      { database, store, textLayer: async () => undefined },
    );
    expect(scan.textLayer).toBeNull();
    expect(await checkDocuments({ database, store, root })).toEqual({
      checked: 3,
      scanned: 2,
      unchecked: 0,
      unreadable: 0,
      toolMissing: false,
      interrupted: 0,
    });
    expect((await getDocumentByPath(FEES, database))?.text_layer).toBe("yes");
    expect((await getDocumentByPath(GUIDE, database))?.text_layer).toBe("no");
    expect((await getDocument(scan.id, database))?.textLayer).toBe("no");
    expect(await checkDocuments({ database, store, root })).toMatchObject({ checked: 0 });
    expect((await documentByPath(GUIDE, database, root))?.textLayer).toBe("no");
  });

  it("remembers a PDF pdftotext could not finish and never reads that file again, until it is replaced", async () => {
    await syncDocumentDefaults(docs, database, root);
    const bomb = await createDocument(
      {
        title: "Bomb",
        category: "other",
        audience: "group",
        valid_from: null,
        valid_until: null,
        name: "bomb",
      },
      upload(textPdf(["A page that takes hours to draw"]), "bomb.pdf"),
      admin,
      { database, store, textLayer: async () => undefined },
    );
    const reads: string[] = [];
    const readLayer = (file: string) => {
      reads.push(file);
      return file.endsWith(`${bomb.id}.pdf`)
        ? readTextLayer(file, { command: NEVER_ENDS, timeoutMs: 50 })
        : readTextLayer(file);
    };
    const counts = await checkDocuments({ database, store, root, readLayer });
    expect(counts).toMatchObject({ checked: 2, unchecked: 1, unreadable: 1, toolMissing: false });
    expect(describeDocumentChecks(counts)).toBe(
      "2 text layers checked (1 scanned); 1 PDF could not be read (too large or too complex)",
    );
    expect([...(await unreadableDocuments(database))]).toEqual([bomb.id]);
    expect((await getDocument(bomb.id, database))?.textLayer).toBeNull();

    // The next day: the same file is not read again, and still said so (not "install poppler-utils").
    reads.length = 0;
    const again = await checkDocuments({ database, store, root, readLayer });
    expect(reads).toEqual([]);
    expect(describeDocumentChecks(again)).toBe("1 PDF could not be read (too large or too complex)");

    // A new file under the same address is read afresh.
    const before = pdftotextRuns();
    const bytes = textPdf(["The same notice, saved again from the original"]);
    await store.put("documents/bomb-fixed.pdf", bytes, "application/pdf");
    await database
      .updateTable("documents")
      .set({ file_key: "documents/bomb-fixed.pdf", size: bytes.length })
      .where("id", "=", bomb.id)
      .execute();
    expect(await unreadableDocuments(database)).toEqual(new Set());
    expect(
      await checkDocuments({
        database,
        store,
        root,
        readLayer: (file) => readTextLayer(file, { command: COUNTING }),
      }),
    ).toMatchObject({ checked: 1, unreadable: 0 });
    expect(pdftotextRuns() - before).toBe(1);
    expect((await getDocument(bomb.id, database))?.textLayer).toBe("yes");
  });

  it("names poppler-utils only when pdftotext is really missing", async () => {
    await syncDocumentDefaults(docs, database, root);
    const missing = await checkDocuments({
      database,
      store,
      root,
      readLayer: (file) => readTextLayer(file, { command: join(work, "no-such-pdftotext") }),
    });
    expect(missing).toMatchObject({ checked: 0, unchecked: 2, unreadable: 0, toolMissing: true });
    expect(describeDocumentChecks(missing)).toBe(
      "2 could not be checked: pdftotext is not installed (install poppler-utils)",
    );
    expect(describeDocumentChecks({ ...missing, toolMissing: false })).toBe(
      "2 could not be checked (a damaged or missing file)",
    );
  });

  it("refuses a text layer for a PDF that has one, or was never found scanned, and bounds the queue", async () => {
    const make = async (name: string, layer: "yes" | "no" | undefined) =>
      createDocument(
        { title: name, category: "other", audience: "group", valid_from: null, valid_until: null, name },
        upload(scannedPdf(), `${name}.pdf`),
        admin,
        { database, store, textLayer: async () => layer },
      );
    const typed = await make("typed", "yes");
    const unchecked = await make("unchecked", undefined);
    const places = { database, store, root, command: WAITS };
    expect(await queueTextLayer(typed.id, admin, places)).toBe("has-text");
    expect(await queueTextLayer(unchecked.id, admin, places)).toBe("not-scanned");
    expect((await getDocument(typed.id, database))?.ocrState).toBeNull();

    const scans = [];
    for (let index = 0; index < TEXT_LAYER_QUEUE_MAX + 2; index++)
      scans.push(await make(`scan-${index}`, "no"));
    const outcomes = [];
    // The first runs (ocrmypdf waits to be let go); the next TEXT_LAYER_QUEUE_MAX wait; one more is refused.
    for (const scan of scans) outcomes.push(await queueTextLayer(scan.id, admin, places));
    expect(outcomes).toEqual([...Array(TEXT_LAYER_QUEUE_MAX + 1).fill("queued"), "full"]);
    expect((await getDocument(scans.at(-1)?.id as number, database))?.ocrState).toBeNull();
    writeFileSync(released, "");
    await textLayersIdle();
    expect((await getDocument(scans[0]?.id as number, database))?.ocrState).toBe("failed");
  });

  it("adds a text layer in the background, keeping the scan in the history, and audits it", async () => {
    const doc = await createDocument(
      {
        title: "Affidavit",
        category: "disclosure",
        audience: "group",
        valid_from: null,
        valid_until: null,
        name: "affidavit",
      },
      upload(scannedPdf(), "affidavit-scan.pdf"),
      admin,
      { database, store },
    );
    expect(doc.textLayer).toBe("no");
    expect(await queueTextLayer(doc.id, admin, { database, store, root, command: WORKS })).toBe("queued");
    expect((await getDocument(doc.id, database))?.ocrState).toMatch(/^(queued|running)$/);
    expect(await queueTextLayer(doc.id, admin, { database, store, root, command: WORKS })).toBe("already");
    await textLayersIdle();
    const after = await getDocument(doc.id, database);
    expect(after).toMatchObject({ ocrState: "done", ocrError: null, textLayer: "yes", hasOriginal: true });
    const row = await getDocumentByPath("/documents/affidavit.pdf", database);
    expect(await store.get(row?.file_key as string)).toEqual(
      textPdf(["Recognised words of the affidavit", "Signed"]),
    );
    expect(await store.get(row?.original_file_key as string)).toEqual(scannedPdf());
    expect(await documentHistory(doc.id, database)).toEqual([
      expect.objectContaining({ fileName: "affidavit-scan.pdf", replacedBy: "office" }),
    ]);
    const audit = await database
      .selectFrom("audit_log")
      .select(["action", "summary"])
      .where("entity_id", "=", doc.id)
      .where("action", "=", "text-layer")
      .execute();
    expect(audit.map((entry) => entry.summary)).toEqual([
      "Asked for a text layer on the document “Affidavit” (/documents/affidavit.pdf)",
      "Added a text layer to “Affidavit” (/documents/affidavit.pdf); the scanned upload is kept in its history",
    ]);
  });

  it("records a failed text layer with ocrmypdf's reason, changes no file, and is not offered without ocrmypdf", async () => {
    const doc = await createDocument(
      {
        title: "Lease deed",
        category: "disclosure",
        audience: "group",
        valid_from: null,
        valid_until: null,
        name: "lease",
      },
      upload(scannedPdf(), "lease.pdf"),
      admin,
      { database, store },
    );
    const before = await getDocumentByPath("/documents/lease.pdf", database);
    expect(await queueTextLayer(doc.id, admin, { database, store, root, command: FAILS })).toBe("queued");
    await textLayersIdle();
    expect(await getDocument(doc.id, database)).toMatchObject({
      ocrState: "failed",
      ocrError: "MissingDependencyError: tesseract language tam is not installed",
      textLayer: "no",
      hasOriginal: false,
    });
    expect((await getDocumentByPath("/documents/lease.pdf", database))?.file_key).toBe(before?.file_key);
    expect(await documentHistory(doc.id, database)).toEqual([]);

    expect(
      await queueTextLayer(doc.id, admin, { database, store, root, command: join(work, "bin", "absent") }),
    ).toBe("unavailable");
    expect((await getDocument(doc.id, database))?.ocrState).toBe("failed");
  });

  it("marks at start a text layer a stopped server left queued as failed, so it can be asked again", async () => {
    await syncDocumentDefaults(docs, database, root);
    await database.updateTable("documents").set({ ocr_state: "running" }).where("path", "=", GUIDE).execute();
    expect(await checkDocuments({ database, store, root })).toMatchObject({ interrupted: 1 });
    expect(await getDocumentByPath(GUIDE, database)).toMatchObject({
      ocr_state: "failed",
      ocr_error: "The server restarted before it was finished; please ask again.",
    });
  });

  it("migration 0018 can be undone and done again, keeping the documents (the checks start unchecked)", async () => {
    await syncDocumentDefaults(docs, database, root);
    await database.updateTable("documents").set({ text_layer: "no", attested_by_manager: 1 }).execute();
    await migration0018.down(database as never);
    expect(await database.selectFrom("documents").select("path").orderBy("path").execute()).toEqual([
      { path: GUIDE },
      { path: FEES },
    ]);
    await migration0018.up(database as never);
    expect(await getDocumentByPath(FEES, database)).toMatchObject({
      issued_on: null,
      attested_by_manager: 0,
      attested_by_principal: 0,
      text_layer: null,
      ocr_state: null,
      original_file_key: null,
    });
  });
});
