import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { documents as shipped } from "~content/documents";
import type { SiteDocument } from "~content/schemas/documents";
import * as migration0018 from "../../../db/migrations/0018_document_checks";
import { testDatabases } from "../../../tests/support/databases";
import type { DB } from "../platform/db.server";
import { LocalDiskStorage } from "../platform/storage.server";
import { checkDocuments } from "./checks.server";
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
import { findCommand, queueTextLayer, textLayerAvailable, textLayersIdle } from "./ocr.server";
import { hasTextLayer } from "./text-layer.server";

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

describe("the text layer check (pdftotext)", () => {
  it("says yes for a PDF saved from a document, no for a scanned picture, nothing without pdftotext", async () => {
    expect(await hasTextLayer(TEXT)).toBe("yes");
    expect(await hasTextLayer(writeFile(join(work, "scan.pdf"), scannedPdf()))).toBe("no");
    expect(await hasTextLayer(TEXT, join(work, "no-such-pdftotext"))).toBeUndefined();
    expect(await hasTextLayer(writeFile(join(work, "broken.pdf"), "%PDF-1.4 broken"))).toBeUndefined();
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
    await textLayersIdle();
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
      interrupted: 0,
    });
    expect((await getDocumentByPath(FEES, database))?.text_layer).toBe("yes");
    expect((await getDocumentByPath(GUIDE, database))?.text_layer).toBe("no");
    expect((await getDocument(scan.id, database))?.textLayer).toBe("no");
    expect(await checkDocuments({ database, store, root })).toMatchObject({ checked: 0 });
    expect((await documentByPath(GUIDE, database, root))?.textLayer).toBe("no");
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
