import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { documents as shipped } from "~content/documents";
import type { SiteDocument } from "~content/schemas/documents";
import type { ContentPage } from "~content/schemas/page";
import { testDatabases } from "../../../tests/support/databases";
import type { DB } from "../platform/db.server";
import { noChanges } from "../platform/shipped-defaults.server";
import { LocalDiskStorage } from "../platform/storage.server";
import {
  type CheckedPdf,
  createDocument,
  DocumentError,
  deleteDocument,
  documentHistory,
  documentPath,
  getDocument,
  getDocumentByPath,
  listDocuments,
  pagesLinkingTo,
  replaceDocumentFile,
  shippedDocumentSizes,
  slugOf,
  syncDocumentDefaults,
  updateDocumentDetails,
} from "./documents.server";
import { attachDocumentSizes } from "./links.server";

/** A folder of shipped files for two documents, and the documents themselves. */
const root = mkdtempSync(join(tmpdir(), "shipped-documents-"));
const FEES = "/documents/vidhyashram/fee-structure.pdf";
const GUIDE = "/documents/scholarship-test-guidelines.pdf";
const docs = (shipped as SiteDocument[]).filter((doc) => doc.file === FEES || doc.file === GUIDE);

function writeShipped(path: string, bytes: string): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

/** A PDF on disk, as an upload leaves it. */
function pdf(content: string, name = "upload.pdf"): CheckedPdf {
  const path = join(mkdtempSync(join(tmpdir(), "pdf-")), "file");
  writeFileSync(path, `%PDF-1.4 ${content}`);
  return { path, name, size: Buffer.byteLength(`%PDF-1.4 ${content}`) };
}

describe("document paths", () => {
  it("are made from the school and a name; a title gives a name", () => {
    expect(documentPath("group", "prospectus")).toBe("/documents/prospectus.pdf");
    expect(documentPath("vidhyapeeth", "fees-2026")).toBe("/documents/vidhyapeeth/fees-2026.pdf");
    expect(slugOf("Fee structure 2026–27 (Classes I–V)")).toBe("fee-structure-2026-27-classes-i-v");
  });
});

describe.each(testDatabases())("document store ($name)", (testDb) => {
  let database: DB;
  let store: LocalDiskStorage;
  let admin: { id: number; username: string; address: string };

  beforeAll(async () => {
    database = await testDb.open();
    store = new LocalDiskStorage(mkdtempSync(join(tmpdir(), "document-store-")));
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
    await testDb.close();
  });
  beforeEach(async () => {
    await database.deleteFrom("document_files").execute();
    await database.deleteFrom("documents").execute();
    await database.deleteFrom("pages").execute();
    writeShipped(FEES, "%PDF-1.4 fees");
    writeShipped(GUIDE, "%PDF-1.4 guidelines");
    vi.restoreAllMocks();
  });

  it("start-up adds each shipped document with its file's size; a second run writes nothing", async () => {
    expect(await syncDocumentDefaults(docs, database, root)).toEqual({
      ...noChanges(),
      added: docs.map((doc) => doc.file),
    });
    const fees = await getDocumentByPath(FEES, database);
    expect(fees).toMatchObject({
      title: "Fee structure",
      category: "disclosure",
      audience: "vidhyashram",
      file_key: null,
      size: 13,
      edited_at: null,
    });
    expect(await syncDocumentDefaults(docs, database, root)).toEqual(noChanges());
  });

  it("start-up follows a changed default and a new shipped file, but never the office's details", async () => {
    await syncDocumentDefaults(docs, database, root);
    const fees = (await getDocumentByPath(FEES, database)) as { id: number };
    await updateDocumentDetails(
      fees.id,
      {
        title: "Fees 2026-27",
        category: "fees",
        audience: "vidhyashram",
        valid_from: null,
        valid_until: "2027-03-31",
      },
      admin,
      database,
    );
    writeShipped(FEES, "%PDF-1.4 a longer shipped file");
    const renamed = docs.map((doc) => ({ ...doc, title: `${doc.title} (new)` }));
    // The fees' details stay the office's (kept), its size follows the new file (updated).
    const sync = await syncDocumentDefaults(renamed, database, root);
    expect({ ...sync, updated: sync.updated.sort() }).toEqual({
      ...noChanges(),
      updated: [FEES, GUIDE].sort(),
      kept: [FEES],
    });
    expect(await getDocumentByPath(FEES, database)).toMatchObject({
      title: "Fees 2026-27",
      category: "fees",
      valid_until: "2027-03-31",
      size: 30,
    });
    expect((await getDocumentByPath(GUIDE, database))?.title).toBe("Scholarship test guidelines (new)");
  });

  it("start-up removes a document the release no longer ships, unless the office replaced its file", async () => {
    await syncDocumentDefaults(docs, database, root);
    const fees = (await getDocumentByPath(FEES, database)) as { id: number };
    const guide = (await getDocumentByPath(GUIDE, database)) as { id: number };
    // The office replaced the guide's file: it is theirs now.
    await database
      .updateTable("documents")
      .set({ file_key: "documents/replaced" })
      .where("id", "=", guide.id)
      .execute();
    const counts = await syncDocumentDefaults([], database, root);
    expect(counts.retired.sort()).toEqual([FEES, GUIDE].sort());
    expect(await getDocumentByPath(FEES, database)).toBeUndefined();
    expect(await getDocumentByPath(GUIDE, database)).toMatchObject({
      default_hash: null,
      file_key: "documents/replaced",
    });
    expect(fees.id).toBeGreaterThan(0);
    // Nothing more the next time.
    expect((await syncDocumentDefaults([], database, root)).retired).toEqual([]);
  });

  it("start-up skips a shipped document whose file is missing, and names it", async () => {
    const ghost = { ...(docs[0] as SiteDocument), file: "/documents/not-there.pdf" };
    const counts = await syncDocumentDefaults([...docs, ghost], database, root);
    expect(counts.missing).toEqual(["/documents/not-there.pdf"]);
    expect(await getDocumentByPath("/documents/not-there.pdf", database)).toBeUndefined();
  });

  it("creates a document: stored file, row, audit row and a raised page version", async () => {
    const version = async () =>
      (await database.selectFrom("content_version").select("version").executeTakeFirst())?.version ?? 0;
    const before = await version();
    const created = await createDocument(
      {
        title: "Prospectus",
        category: "admissions",
        audience: "group",
        valid_from: null,
        valid_until: null,
        name: "prospectus",
      },
      pdf("prospectus", "Prospectus 2026.pdf"),
      admin,
      { database, store },
    );
    expect(created).toMatchObject({
      path: "/documents/prospectus.pdf",
      size: 19,
      fileName: "Prospectus 2026.pdf",
      shipped: false,
      uploadedBy: "office",
    });
    const row = await getDocumentByPath("/documents/prospectus.pdf", database);
    expect((await store.get(row?.file_key as string))?.toString()).toBe("%PDF-1.4 prospectus");
    expect(await version()).toBe(before + 1);
    const audit = await database
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "documents")
      .where("entity_id", "=", created.id)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: "create", username: "office" })]);
    // The same address again is refused on its field.
    const again = createDocument(
      { ...created, valid_from: null, valid_until: null, category: "admissions", name: "prospectus" },
      pdf("again"),
      admin,
      { database, store },
    );
    await expect(again).rejects.toThrow(DocumentError);
    await expect(again).rejects.toMatchObject({ field: "name" });
  });

  it("replacing a file keeps the URL and puts the old file, shipped or uploaded, in the history", async () => {
    await syncDocumentDefaults(docs, database, root);
    const fees = (await getDocumentByPath(FEES, database)) as { id: number };
    expect(
      await replaceDocumentFile(fees.id, pdf("second", "fees-v2.pdf"), admin, { database, store, root }),
    ).toBe(true);
    expect(
      await replaceDocumentFile(fees.id, pdf("third!", "fees-v3.pdf"), admin, { database, store, root }),
    ).toBe(true);
    const now = await getDocumentByPath(FEES, database);
    expect(now).toMatchObject({ path: FEES, file_name: "fees-v3.pdf", size: 15 });
    expect((await store.get(now?.file_key as string))?.toString()).toBe("%PDF-1.4 third!");
    const history = await documentHistory(fees.id, database);
    expect(history.map((entry) => [entry.fileName, entry.size, entry.replacedBy])).toEqual([
      ["fees-v2.pdf", 15, "office"],
      ["fee-structure.pdf", 13, "office"],
    ]);
    expect(history[1]?.uploadedAt).toBeNull();
    const oldest = await database
      .selectFrom("document_files")
      .select("file_key")
      .where("document_id", "=", fees.id)
      .orderBy("id")
      .executeTakeFirst();
    // The shipped file was copied into the storage: the history does not depend on a release.
    expect((await store.get(oldest?.file_key as string))?.toString()).toBe("%PDF-1.4 fees");
    // Start-up leaves the replaced document's size alone.
    writeShipped(FEES, "%PDF-1.4 yet another shipped file");
    expect((await syncDocumentDefaults(docs, database, root)).updated).toEqual([]);
    expect((await getDocumentByPath(FEES, database))?.size).toBe(15);
  });

  it("lists documents by school, and sizes page links from the table", async () => {
    await syncDocumentDefaults(docs, database, root);
    expect((await listDocuments({ audiences: ["vidhyashram"] }, database)).map((doc) => doc.path)).toEqual([
      FEES,
    ]);
    expect(await listDocuments({}, database)).toHaveLength(2);
    const page: ContentPage = {
      path: "/x",
      title: "X",
      description: "X",
      blocks: [
        {
          type: "links",
          links: [
            { label: "Fees", href: FEES, kind: "pdf" },
            { label: "Gone", href: "/documents/gone.pdf", kind: "pdf", size: 5 },
            { label: "Aims", to: "/aims" },
          ],
        },
        { type: "cards", cards: [{ title: "Guide", link: { label: "Guide", href: GUIDE, kind: "pdf" } }] },
      ],
    };
    const resolved = await attachDocumentSizes(page, database);
    expect(resolved.blocks[0]).toEqual({
      type: "links",
      links: [
        { label: "Fees", href: FEES, kind: "pdf", size: 13 },
        { label: "Gone", href: "/documents/gone.pdf", kind: "pdf" },
        { label: "Aims", to: "/aims" },
      ],
    });
    expect(resolved.blocks[1]).toMatchObject({ cards: [{ link: { href: GUIDE, size: 19 } }] });
  });

  it("refuses to delete a document a page links to, naming the page, and a shipped one", async () => {
    const created = await createDocument(
      {
        title: "Circular",
        category: "circulars",
        audience: "group",
        valid_from: null,
        valid_until: null,
        name: "circular-1",
      },
      pdf("circular"),
      admin,
      { database, store },
    );
    await database
      .insertInto("pages")
      .values({
        path: "/notices",
        section: "group",
        published: JSON.stringify({
          path: "/notices",
          title: "Notices",
          blocks: [{ type: "links", links: [{ label: "C", href: created.path }] }],
        }),
        default_hash: "x",
        updated_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    expect(await pagesLinkingTo(created.path, database)).toEqual([{ path: "/notices", title: "Notices" }]);
    await expect(deleteDocument(created.id, admin, { database, store })).rejects.toThrow(
      /a page links to it: “Notices” \(\/notices\)/,
    );
    await database.deleteFrom("pages").execute();
    const key = (await getDocumentByPath(created.path, database))?.file_key as string;
    expect(await deleteDocument(created.id, admin, { database, store })).toBe(true);
    expect(await getDocument(created.id, database)).toBeUndefined();
    expect(await store.get(key)).toBeNull();

    await syncDocumentDefaults(docs, database, root);
    const fees = (await getDocumentByPath(FEES, database)) as { id: number };
    await expect(deleteDocument(fees.id, admin, { database, store })).rejects.toThrow(
      /ships with the website/,
    );
  });

  it("reads the shipped files' sizes", async () => {
    expect(await shippedDocumentSizes(docs, root)).toEqual(
      new Map([
        [FEES, 13],
        [GUIDE, 19],
      ]),
    );
  });
});

describe("start-up (prepareDatabase)", () => {
  it("adds the shipped documents of content/documents.ts to a new database", async () => {
    const { prepareDatabase } = await import("../ops/startup.server");
    const [testDb] = testDatabases();
    const database = await (testDb as ReturnType<typeof testDatabases>[number]).open();
    const lines: string[] = [];
    try {
      await prepareDatabase(database, (line) => lines.push(line));
      const rows = await database.selectFrom("documents").select(["path", "size"]).execute();
      expect(rows).toHaveLength(shipped.length);
      expect(rows.every((row) => Number(row.size) > 1000)).toBe(true);
      expect(lines).toContain(`Documents: ${shipped.length} added.`);
    } finally {
      await testDb?.close();
    }
  });
});
