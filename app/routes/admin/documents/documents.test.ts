import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { syncPageDefaults } from "~/lib/content-store/page-store.server";
import { contentPages } from "~/lib/content-store/pages.server";
import { getDocumentByPath, syncDocumentDefaults } from "~/lib/documents/documents.server";
import { scannedPdf, textPdf } from "~/lib/documents/minimal-pdf";
import { textLayersIdle } from "~/lib/documents/ocr.server";
import { markUnreadable } from "~/lib/documents/unreadable.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { documents as shippedDocuments } from "~content/documents";
import { attributes, postedControls } from "../../../../tests/support/html-form";
import {
  callAction,
  callLoader,
  dataOf,
  get,
  loaderData,
  locationOf,
  post,
  responseOf,
  signIn,
  statusOf,
} from "../../../../tests/support/routes";
import * as siteDocumentRoute from "../../site/document";
import * as documentRoute from "./document";
import * as fileRoute from "./document-file";
import * as documentsRoute from "./documents";
import type { DocumentRefusal } from "./messages";
import { DOCUMENT_DONE, TEXT_LAYER_REFUSED, UNREADABLE_WARNING } from "./messages";

const FEES = "/documents/vidhyashram/fee-structure.pdf";
const PDF = (text: string) => new TextEncoder().encode(`%PDF-1.4\n${text}\n%%EOF\n`);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** A multipart form of the Documents screens. */
function form(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string },
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append("file", new File([file.bytes], file.name, { type: "application/pdf" }));
  return body;
}

let feesId: number;
beforeAll(async () => {
  await migrateToLatest(db());
  await syncPageDefaults(contentPages.values());
  await syncDocumentDefaults();
  feesId = (await getDocumentByPath(FEES))?.id as number;
});

describe("the Documents screens", () => {
  it("list every shipped document with its address, school and 'PDF, n KB'", async () => {
    const cookie = await signIn("documents-admin");
    const data = await loaderData(documentsRoute, get("/admin/documents", { cookie }));
    expect(data.rows).toHaveLength(shippedDocuments.length);
    expect(data.rows.find((row) => row.path === FEES)).toMatchObject({
      url: `http://localhost:3000${FEES}`,
      audience: "vidhyashram",
      category: "disclosure",
      validity: "open",
    });
  });

  it("flag a document whose 'valid until' has passed or is within 60 days", async () => {
    const cookie = await signIn("documents-admin");
    const safety = "/documents/vidhyashram/fire-safety-certificate.pdf";
    await db()
      .updateTable("documents")
      .set({ valid_until: "2020-01-31" })
      .where("path", "=", safety)
      .execute();
    try {
      const data = await loaderData(documentsRoute, get("/admin/documents", { cookie }));
      expect(data.rows.find((row) => row.path === safety)?.validity).toBe("expired");
      expect(data.attention).toBe(1);
    } finally {
      await db().updateTable("documents").set({ valid_until: null }).where("path", "=", safety).execute();
    }
  });

  it("refuse a new document with messages beside its fields, keeping what was typed", async () => {
    const cookie = await signIn("documents-admin");
    const refused = await callAction(
      documentsRoute,
      post(
        "/admin/documents",
        form(
          {
            intent: "create",
            title: "",
            category: "fees",
            audience: "group",
            valid_from: "2026-05-01",
            valid_until: "2026-04-01",
            name: "Bad Name!",
          },
          { bytes: PNG, name: "photo.pdf" },
        ),
        { cookie },
      ),
    );
    expect(statusOf(refused)).toBe(400);
    const body = dataOf<DocumentRefusal>(refused);
    expect(body.form).toBe("new");
    expect(body.errors).toMatchObject({
      title: "Enter a title.",
      valid_until: "“Valid until” cannot be before “valid from”.",
      name: expect.stringMatching(/lower-case letters/),
      file: expect.stringMatching(/“photo\.pdf” is not a PDF document/),
    });
    expect(body.values).toMatchObject({ category: "fees", valid_from: "2026-05-01", name: "Bad Name!" });
  });

  it("add a document: its screen opens, and its address serves the file", async () => {
    const cookie = await signIn("documents-admin");
    const created = await callAction(
      documentsRoute,
      post(
        "/admin/documents",
        form(
          {
            intent: "create",
            title: "Transport rules 2026",
            category: "other",
            audience: "vidhyapeeth",
            valid_from: "",
            valid_until: "2027-03-31",
            name: "",
          },
          { bytes: PDF("transport"), name: "rules.pdf" },
        ),
        { cookie },
      ),
    );
    expect(statusOf(created)).toBe(302);
    expect(locationOf(created)).toMatch(/^\/admin\/documents\/\d+\?done=created$/);
    const row = await getDocumentByPath("/documents/vidhyapeeth/transport-rules-2026.pdf");
    expect(row).toMatchObject({
      title: "Transport rules 2026",
      valid_until: "2027-03-31",
      file_name: "rules.pdf",
    });
    const served = responseOf(
      await callLoader(siteDocumentRoute, get("/documents/vidhyapeeth/transport-rules-2026.pdf")),
    );
    expect(await served.text()).toBe("%PDF-1.4\ntransport\n%%EOF\n");
  });

  it("replace a disclosure PDF: same URL, new file and size, the shipped one kept in the history", async () => {
    const cookie = await signIn("documents-admin");
    const before = await loaderData(documentRoute, get(`/admin/documents/${feesId}`, { cookie }));
    expect(before.history).toEqual([]);
    const wrong = await callAction(
      documentRoute,
      post(`/admin/documents/${feesId}`, form({ intent: "replace" }, { bytes: PNG, name: "scan.png" }), {
        cookie,
      }),
    );
    expect(statusOf(wrong)).toBe(415);
    expect(dataOf<DocumentRefusal>(wrong)).toMatchObject({
      form: "replace",
      errors: { file: expect.stringMatching(/not a PDF/) },
    });

    const bytes = PDF("fees 2026-27");
    const replaced = await callAction(
      documentRoute,
      post(`/admin/documents/${feesId}`, form({ intent: "replace" }, { bytes, name: "fees-2026.pdf" }), {
        cookie,
      }),
    );
    expect(locationOf(replaced)).toBe(`/admin/documents/${feesId}?done=replaced`);
    const after = await loaderData(
      documentRoute,
      get(`/admin/documents/${feesId}?done=replaced`, { cookie }),
    );
    expect(after.document).toMatchObject({ path: FEES, size: bytes.length, fileName: "fees-2026.pdf" });
    expect(after.document.uploaded).toMatch(/^Uploaded by documents-admin on /);
    expect(after.done).toBe("replaced");
    expect(after.history).toEqual([
      expect.objectContaining({ fileName: "fee-structure.pdf", uploaded: "Shipped with the website" }),
    ]);
    expect(after.history[0]?.replaced).toMatch(/ by documents-admin$/);

    const served = responseOf(await callLoader(siteDocumentRoute, get(FEES)));
    expect(await served.text()).toBe(new TextDecoder().decode(bytes));

    const old = responseOf(
      await callLoader(
        fileRoute,
        get(`/admin/documents/${feesId}/files/${after.history[0]?.id}`, { cookie }),
      ),
    );
    expect(old.status).toBe(200);
    expect(old.headers.get("content-type")).toBe("application/pdf");
    expect(old.headers.get("cache-control")).toBe("private, no-store");
    expect(old.headers.get("content-disposition")).toMatch(/^attachment; filename="fee-structure\.pdf"/);
    expect((await old.text()).startsWith("%PDF-")).toBe(true);

    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "username"])
      .where("entity", "=", "documents")
      .where("entity_id", "=", feesId)
      .execute();
    expect(audit).toContainEqual({ action: "replace", username: "documents-admin" });
  });

  it("save details with messages, and refuse to delete a document a page links to, naming the page", async () => {
    const cookie = await signIn("documents-admin");
    const bad = await callAction(
      documentRoute,
      post(
        `/admin/documents/${feesId}`,
        {
          intent: "details",
          title: "Fee structure",
          category: "nope",
          audience: "vidhyashram",
          valid_from: "",
          valid_until: "31/03/2027",
        },
        { cookie },
      ),
    );
    expect(statusOf(bad)).toBe(400);
    expect(dataOf<DocumentRefusal>(bad).errors).toMatchObject({
      category: "Choose a category.",
      valid_until: "Enter a real date, for example 2027-03-31.",
    });
    const good = await callAction(
      documentRoute,
      post(
        `/admin/documents/${feesId}`,
        {
          intent: "details",
          title: "Fee structure 2026-27",
          category: "fees",
          audience: "vidhyashram",
          valid_from: "",
          valid_until: "2026-12-01",
        },
        { cookie },
      ),
    );
    expect(locationOf(good)).toBe(`/admin/documents/${feesId}?done=details`);
    expect((await getDocumentByPath(FEES))?.title).toBe("Fee structure 2026-27");

    const guidelines = "/documents/scholarship-test-guidelines.pdf";
    const linkedId = (await getDocumentByPath(guidelines))?.id;
    const refused = await callAction(
      documentRoute,
      post(`/admin/documents/${linkedId}`, { intent: "delete" }, { cookie }),
    );
    expect(statusOf(refused)).toBe(409);
    expect(dataOf<DocumentRefusal>(refused).formError).toMatch(
      /a page links to it: “Admissions” \(\/admissions\)/,
    );
    expect(await getDocumentByPath(guidelines)).toBeDefined();
  });

  it("tell the clerk which documents no page links to, in the list and on the document's screen", async () => {
    const cookie = await signIn("documents-orphans");
    const list = await loaderData(documentsRoute, get("/admin/documents", { cookie }));
    const byPath = new Map(list.rows.map((row) => [row.path, row]));
    // The new rules PDF above is linked from nothing; the scholarship guidelines from /admissions.
    const guidelines = "/documents/scholarship-test-guidelines.pdf";
    expect(byPath.get("/documents/vidhyapeeth/transport-rules-2026.pdf")?.linked).toBe(false);
    expect(byPath.get(guidelines)?.linked).toBe(true);
    const orphan = byPath.get("/documents/vidhyapeeth/transport-rules-2026.pdf");
    const screen = await loaderData(documentRoute, get(`/admin/documents/${orphan?.id}`, { cookie }));
    expect(screen.linkedFrom).toEqual([]);
    const linked = await loaderData(
      documentRoute,
      get(`/admin/documents/${byPath.get(guidelines)?.id}`, { cookie }),
    );
    expect(linked.linkedFrom).toContainEqual({ path: "/admissions", title: "Admissions" });
  });

  it("let an editor of one school see and change only that school's documents", async () => {
    const cookie = await signIn("documents-vidhyapeeth", { role: "editor", scope: "vidhyapeeth" });
    const list = await loaderData(documentsRoute, get("/admin/documents", { cookie }));
    expect(list.rows.map((row) => row.audience)).toEqual(list.rows.map(() => "vidhyapeeth"));
    expect(list.scopeNote).toMatch(/Vidhyapeeth only/);

    const screen = await callLoader(documentRoute, get(`/admin/documents/${feesId}`, { cookie }));
    expect(statusOf(screen)).toBe(403);
    const replace = await callAction(
      documentRoute,
      post(
        `/admin/documents/${feesId}`,
        form({ intent: "replace" }, { bytes: PDF("hacked"), name: "x.pdf" }),
        { cookie },
      ),
    );
    expect(statusOf(replace)).toBe(403);
    expect(dataOf<DocumentRefusal>(replace).formError).toMatch(/another school/);
    const created = await callAction(
      documentsRoute,
      post(
        "/admin/documents",
        form(
          {
            intent: "create",
            title: "Not mine",
            category: "other",
            audience: "vidhyashram",
            name: "not-mine",
          },
          { bytes: PDF("x"), name: "x.pdf" },
        ),
        { cookie },
      ),
    );
    expect(statusOf(created)).toBe(403);
    expect(dataOf<DocumentRefusal>(created).errors.audience).toMatch(/Vidhyapeeth only/);
    const history = await callLoader(fileRoute, get(`/admin/documents/${feesId}/files/1`, { cookie }));
    expect(statusOf(history)).toBe(403);
    expect(await getDocumentByPath("/documents/vidhyashram/not-mine.pdf")).toBeUndefined();
    const served = responseOf(await callLoader(siteDocumentRoute, get(FEES)));
    expect(await served.text()).not.toMatch(/hacked/);
  });

  it("send a signed-out visitor's history download to the sign-in page", async () => {
    const result = await callLoader(fileRoute, get(`/admin/documents/${feesId}/files/1`));
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toMatch(/^\/login\?redirectTo=/);
  });

  it("save the details form exactly as drawn without a change, and refuse a long title beside its field", async () => {
    const cookie = await signIn("documents-admin");
    const path = "/documents/vidhyashram/fire-safety-certificate.pdf";
    const doc = await getDocumentByPath(path);
    const url = `/admin/documents/${doc?.id}`;
    await db().updateTable("documents").set({ valid_until: "2027-03-31" }).where("path", "=", path).execute();
    const loaded = await loaderData(documentRoute, get(url, { cookie }));
    const render = (refused?: unknown) => {
      const Stub = createRoutesStub([
        { id: "document", path: "/admin/documents/:id", Component: documentRoute.default },
      ]);
      return renderToString(
        createElement(Stub, {
          initialEntries: [url],
          hydrationData: {
            loaderData: { document: loaded },
            ...(refused === undefined ? {} : { actionData: { document: refused } }),
          },
        }),
      );
    };
    const drawn = postedControls(render(), "title");
    expect(Object.fromEntries(drawn)).toMatchObject({ intent: "details", valid_until: "2027-03-31" });
    const before = await getDocumentByPath(path);
    const saved = await callAction(documentRoute, post(url, Object.fromEntries(drawn), { cookie }));
    expect(locationOf(saved)).toBe(`${url}?done=details`);
    expect(await getDocumentByPath(path)).toEqual(before);

    const long = "T".repeat(201);
    const refused = await callAction(
      documentRoute,
      post(url, { ...Object.fromEntries(drawn), title: long }, { cookie }),
    );
    expect(statusOf(refused)).toBe(400);
    const answer = dataOf<DocumentRefusal>(refused);
    expect(answer.errors.title).toBe("Keep the title to 200 characters or fewer.");
    const html = render(answer);
    const input = attributes(html.match(/<input[^>]*name="title"[^>]*>/)?.[0] ?? "");
    expect(input.value).toBe(long);
    expect(input["aria-describedby"]).toContain(`${input.id}-error`);
    expect(html).toMatch(
      new RegExp(`id="${input.id}-error"[^>]*>Keep the title to 200 characters or fewer\\.<`),
    );
    expect(await getDocumentByPath(path)).toEqual(before);
  });

  it("warn the clerk who uploads a scanned PDF, and tag it “Scanned” in the list; a text PDF is not", async () => {
    const cookie = await signIn("documents-admin");
    const upload = (title: string, bytes: Buffer) =>
      callAction(
        documentsRoute,
        post(
          "/admin/documents",
          form(
            { intent: "create", title, category: "disclosure", audience: "vidhyashram", name: "" },
            { bytes: new Uint8Array(bytes), name: `${title}.pdf` },
          ),
          { cookie },
        ),
      );
    const scanned = await upload("Affidavit scan", scannedPdf());
    expect(locationOf(scanned)).toMatch(/^\/admin\/documents\/\d+\?done=created-scanned$/);
    expect((await getDocumentByPath("/documents/vidhyashram/affidavit-scan.pdf"))?.text_layer).toBe("no");
    const screen = await loaderData(documentRoute, get(locationOf(scanned) as string, { cookie }));
    expect(DOCUMENT_DONE[screen.done as keyof typeof DOCUMENT_DONE]).toContain(
      "This PDF is a scanned picture: screen readers cannot read it. Upload a PDF saved from the original document, or use “Add a text layer”.",
    );
    expect(screen.document.textLayer).toBe("no");

    const text = await upload("Affidavit typed", textPdf(["Affidavit of the school's society", "Signed"]));
    expect(locationOf(text)).toMatch(/^\/admin\/documents\/\d+\?done=created$/);
    expect((await getDocumentByPath("/documents/vidhyashram/affidavit-typed.pdf"))?.text_layer).toBe("yes");

    const list = await loaderData(documentsRoute, get("/admin/documents", { cookie }));
    const html = renderToString(
      createElement(
        createRoutesStub([{ id: "documents", path: "/admin/documents", Component: documentsRoute.default }]),
        { initialEntries: ["/admin/documents"], hydrationData: { loaderData: { documents: list } } },
      ),
    );
    const rowOf = (title: string) => {
      const at = html.indexOf(`>${title}<`);
      return html.slice(at, html.indexOf("</li>", at));
    };
    expect(rowOf("Affidavit scan")).toContain(">Scanned<");
    expect(rowOf("Affidavit typed")).not.toContain(">Scanned<");

    // Replacing the scan with a text PDF clears the flag; the message says nothing of scans.
    const id = (await getDocumentByPath("/documents/vidhyashram/affidavit-scan.pdf"))?.id;
    const replaced = await callAction(
      documentRoute,
      post(
        `/admin/documents/${id}`,
        form(
          { intent: "replace" },
          { bytes: new Uint8Array(textPdf(["The affidavit, typed", "Signed"])), name: "a.pdf" },
        ),
        { cookie },
      ),
    );
    expect(locationOf(replaced)).toBe(`/admin/documents/${id}?done=replaced`);
    expect((await getDocumentByPath("/documents/vidhyashram/affidavit-scan.pdf"))?.text_layer).toBe("yes");
    const again = await callAction(
      documentRoute,
      post(
        `/admin/documents/${id}`,
        form({ intent: "replace" }, { bytes: new Uint8Array(scannedPdf()), name: "b.pdf" }),
        {
          cookie,
        },
      ),
    );
    expect(locationOf(again)).toBe(`/admin/documents/${id}?done=replaced-scanned`);
  });

  it("save the issue date and both attestations, and draw them ticked", async () => {
    const cookie = await signIn("documents-admin");
    const path = "/documents/vidhyapeeth/recognition-order.pdf";
    const doc = await getDocumentByPath(path);
    const url = `/admin/documents/${doc?.id}`;
    const saved = await callAction(
      documentRoute,
      post(
        url,
        {
          intent: "details",
          title: doc?.title as string,
          category: doc?.category as string,
          audience: "vidhyapeeth",
          issued_on: "2019-06-12",
          attested_by_manager: "true",
          attested_by_principal: "true",
        },
        { cookie },
      ),
    );
    expect(locationOf(saved)).toBe(`${url}?done=details`);
    expect(await getDocumentByPath(path)).toMatchObject({
      issued_on: "2019-06-12",
      attested_by_manager: 1,
      attested_by_principal: 1,
    });
    const loaded = await loaderData(documentRoute, get(url, { cookie }));
    const html = renderToString(
      createElement(
        createRoutesStub([
          { id: "document", path: "/admin/documents/:id", Component: documentRoute.default },
        ]),
        { initialEntries: [url], hydrationData: { loaderData: { document: loaded } } },
      ),
    );
    const drawn = Object.fromEntries(postedControls(html, "title"));
    expect(drawn).toMatchObject({
      issued_on: "2019-06-12",
      attested_by_manager: "true",
      attested_by_principal: "true",
    });
    expect(html).toContain("Self-attested by the manager");
    expect(html).toContain("CBSE asks that disclosure documents be self-attested");

    const bad = await callAction(documentRoute, post(url, { ...drawn, issued_on: "12/06/2019" }, { cookie }));
    expect(statusOf(bad)).toBe(400);
    expect(dataOf<DocumentRefusal>(bad).errors.issued_on).toBe("Enter a real date, for example 2027-03-31.");

    const { attested_by_principal: _ticked, ...rest } = drawn;
    const unticked = await callAction(documentRoute, post(url, rest, { cookie }));
    expect(locationOf(unticked)).toBe(`${url}?done=details`);
    expect((await getDocumentByPath(path))?.attested_by_principal).toBe(0);
  });

  it("say a PDF the server could not read is “too large or too complex”, in the list and on its screen", async () => {
    const cookie = await signIn("documents-admin");
    const safety = "/documents/vidhyashram/fire-safety-certificate.pdf";
    const row = await db()
      .selectFrom("documents")
      .select(["id", "path", "file_key", "size", "text_layer"])
      .where("path", "=", safety)
      .executeTakeFirstOrThrow();
    await db().updateTable("documents").set({ text_layer: null }).where("id", "=", row.id).execute();
    try {
      await markUnreadable(row);
      const list = await loaderData(documentsRoute, get("/admin/documents", { cookie }));
      expect(list.rows.filter((entry) => entry.unreadable).map((entry) => entry.path)).toEqual([safety]);
      const html = renderToString(
        createElement(
          createRoutesStub([
            { id: "documents", path: "/admin/documents", Component: documentsRoute.default },
          ]),
          { initialEntries: ["/admin/documents"], hydrationData: { loaderData: { documents: list } } },
        ),
      );
      expect(html.match(/Could not be read \(too large or too complex\)/g)).toHaveLength(1);

      const url = `/admin/documents/${row.id}`;
      const loaded = await loaderData(documentRoute, get(url, { cookie }));
      expect(loaded.unreadable).toBe(true);
      const screen = renderToString(
        createElement(
          createRoutesStub([
            { id: "document", path: "/admin/documents/:id", Component: documentRoute.default },
          ]),
          { initialEntries: [url], hydrationData: { loaderData: { document: loaded } } },
        ),
      );
      expect(screen).toContain(UNREADABLE_WARNING);
      expect(screen).not.toContain("Not checked yet");
    } finally {
      await db().deleteFrom("search_document_texts").where("document_id", "=", row.id).execute();
      await db()
        .updateTable("documents")
        .set({ text_layer: row.text_layer })
        .where("id", "=", row.id)
        .execute();
    }
  });

  it("offer “Add a text layer” on a scanned document only where ocrmypdf is installed, and show how it goes", async () => {
    const cookie = await signIn("documents-admin");
    const created = await callAction(
      documentsRoute,
      post(
        "/admin/documents",
        form(
          {
            intent: "create",
            title: "Land certificate scan",
            category: "disclosure",
            audience: "group",
            name: "",
          },
          { bytes: new Uint8Array(scannedPdf()), name: "land.pdf" },
        ),
        { cookie },
      ),
    );
    const url = (locationOf(created) as string).replace(/\?.*$/, "");
    const render = async () => {
      const loaded = await loaderData(documentRoute, get(url, { cookie }));
      const Stub = createRoutesStub([
        { id: "document", path: "/admin/documents/:id", Component: documentRoute.default },
      ]);
      return renderToString(
        createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: { document: loaded } } }),
      );
    };
    // Without ocrmypdf on the PATH (an empty folder): no button, and the screen says how to install it.
    const savedPath = process.env.PATH;
    process.env.PATH = mkdtempSync(join(tmpdir(), "no-ocrmypdf-"));
    try {
      const without = await render();
      expect(without).not.toMatch(/<button[^>]*>Add a text layer<\/button>/);
      expect(without).toContain("sudo apt-get install ocrmypdf tesseract-ocr-tam");
      const refused = await callAction(documentRoute, post(url, { intent: "text-layer" }, { cookie }));
      expect(statusOf(refused)).toBe(409);
      expect(dataOf<DocumentRefusal>(refused).formError).toMatch(/ocrmypdf is not installed/);

      // A stand-in ocrmypdf on the PATH writes a text PDF where the real one writes its result.
      const bin = mkdtempSync(join(tmpdir(), "fake-ocrmypdf-"));
      const result = join(bin, "result.pdf");
      writeFileSync(result, textPdf(["Land certificate", "Survey number 112/4, Coimbatore"]));
      writeFileSync(join(bin, "ocrmypdf"), `#!/bin/sh\n/bin/cp "${result}" "$5"\n`);
      chmodSync(join(bin, "ocrmypdf"), 0o755);
      process.env.PATH = bin;
      const offered = await render();
      expect(offered).toMatch(/<button[^>]*>Add a text layer<\/button>/);
      const queued = await callAction(documentRoute, post(url, { intent: "text-layer" }, { cookie }));
      expect(locationOf(queued)).toBe(`${url}?done=ocr`);
      await textLayersIdle();
      const done = await render();
      expect(done).toContain("Add a text layer: done.");
      expect(done).toContain("Screen readers can read this PDF");
      expect(done).not.toMatch(/<button[^>]*>Add a text layer<\/button>/);
      // The PDF has text now: asked again (a second tab, a forged post), nothing is queued, and why is said.
      const again = await callAction(documentRoute, post(url, { intent: "text-layer" }, { cookie }));
      expect(statusOf(again)).toBe(409);
      expect(dataOf<DocumentRefusal>(again).formError).toBe(TEXT_LAYER_REFUSED["has-text"]);
      const served = responseOf(
        await callLoader(siteDocumentRoute, get("/documents/land-certificate-scan.pdf")),
      );
      expect(Buffer.from(await served.arrayBuffer()).toString("latin1")).toContain("Survey number 112/4");
    } finally {
      process.env.PATH = savedPath;
    }
  });
});
