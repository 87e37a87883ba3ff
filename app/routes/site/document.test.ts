import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "~/lib/auth/users.server";
import {
  getDocumentByPath,
  replaceDocumentFile,
  syncDocumentDefaults,
} from "~/lib/documents/documents.server";
import { documentResponse } from "~/lib/documents/files.server";
import { attachDocumentSizes } from "~/lib/documents/links.server";
import { createDatabase, db, migrateToLatest } from "~/lib/platform/db.server";
import { callAction, callLoader, get, post, requestHandler, responseOf } from "../../../tests/support/routes";
import * as route from "./document";

/** The permanent URL of a disclosure document, and its shipped file. */
const FEES = "/documents/vidhyashram/fee-structure.pdf";
const shippedBytes = readFileSync(join("content/files", FEES));

async function fetchDocument(path: string, headers: Record<string, string> = {}, method = "GET") {
  const request = new Request(`http://localhost:3000${path}`, { method, headers });
  return responseOf(await callLoader(route, request));
}

let office: { id: number; username: string };
beforeAll(async () => {
  await migrateToLatest(db());
  await syncDocumentDefaults();
  const user = await createUser({ username: "document-office", password: "a-long-staff-password" });
  office = { id: user.id, username: user.username };
});

describe("a document at its permanent URL", () => {
  it("serves the shipped file while it was never replaced, as an inline PDF that caches revalidate", async () => {
    const res = await fetchDocument(FEES);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-length")).toBe(String(statSync(join("content/files", FEES)).size));
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    expect(res.headers.get("cache-control")).not.toMatch(/immutable/);
    expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="fee-structure.pdf"; filename*=UTF-8''fee-structure.pdf`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(shippedBytes)).toBe(true);
  });

  it("answers 304 to a browser that holds the same file, and HEAD without a body", async () => {
    const etag = (await fetchDocument(FEES)).headers.get("etag") as string;
    const again = await fetchDocument(FEES, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const head = await fetchDocument(FEES, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(shippedBytes.length));
    expect(await head.text()).toBe("");
  });

  it("serves a replaced file at the same URL at once, with a new ETag", async () => {
    const before = (await fetchDocument(FEES)).headers.get("etag") as string;
    const dir = mkdtempSync(join(tmpdir(), "replacement-"));
    const bytes = "%PDF-1.4\nthe new fee structure\n%%EOF\n";
    writeFileSync(join(dir, "new.pdf"), bytes);
    const doc = await getDocumentByPath(FEES);
    await replaceDocumentFile(
      doc?.id as number,
      { path: join(dir, "new.pdf"), name: "Fees 2026.pdf", size: bytes.length },
      office,
    );
    const stale = await fetchDocument(FEES, { "If-None-Match": before });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("content-length")).toBe(String(bytes.length));
    expect(stale.headers.get("etag")).not.toBe(before);
    expect(stale.headers.get("content-disposition")).toMatch(/^inline; filename="fee-structure\.pdf"/);
    expect(await stale.text()).toBe(bytes);
  });

  it("answers a plain 404 to a path that is no document, and to writes", async () => {
    for (const path of [
      "/documents/no-such.pdf",
      "/documents/vidhyashram/../secret.pdf",
      "/documents/x.txt",
    ]) {
      const res = await fetchDocument(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toBe("text/plain; charset=utf-8");
    }
    const write = responseOf(await callAction(route, post(FEES, { a: "b" })));
    expect(write.status).toBe(404);
  });

  it("reaches the browser as it is through React Router's request handler", async () => {
    const handle = await requestHandler(FEES);
    const res = await handle(get(FEES));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    expect((await res.arrayBuffer()).byteLength).toBe(Number(res.headers.get("content-length")));
  });

  it("still serves the shipped file when the database cannot be read, not kept by caches", async () => {
    const down = createDatabase(join(mkdtempSync(join(tmpdir(), "down-")), "down.db"));
    await down.destroy();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await documentResponse(get(FEES), FEES, { database: down });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(Buffer.from(await res.arrayBuffer()).equals(shippedBytes)).toBe(true);
      expect(errors).toHaveBeenCalledWith(`Error fetching document ${FEES}:`, expect.anything());
      const page = await attachDocumentSizes(
        { blocks: [{ type: "links", links: [{ label: "Fees", href: FEES, kind: "pdf" as const }] }] },
        down,
      );
      expect(page.blocks[0]).toMatchObject({ links: [{ size: shippedBytes.length }] });
    } finally {
      errors.mockRestore();
    }
  });
});
