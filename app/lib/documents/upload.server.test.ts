import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DocumentError } from "./documents.server";
import { fileSize, formatInstant, pdfLabel, validity } from "./format";
import { checkPdf, DOCUMENT_MAX_BYTES, readDocumentPost } from "./upload.server";

/** A multipart post of the Documents screen with `file` in its file field. */
function upload(bytes: Uint8Array<ArrayBuffer>, name: string, type = "application/pdf"): Request {
  const form = new FormData();
  form.append("intent", "replace");
  form.append("file", new File([bytes], name, { type }));
  return new Request("http://localhost/admin/documents/1", { method: "POST", body: form });
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const GOOD = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");

describe("a PDF uploaded on the Documents screen", () => {
  it("is streamed to a temporary file, checked by its content, and the file goes with dispose()", async () => {
    const tempDir = mkdtempSync(join(tmpdir(), "document-post-"));
    const post = await readDocumentPost(upload(GOOD, "fees.pdf"), { tempDir });
    expect(post.fields.get("intent")).toBe("replace");
    const checked = await checkPdf(post.file);
    expect(checked).toMatchObject({ name: "fees.pdf", size: GOOD.length });
    expect(existsSync(checked.path)).toBe(true);
    await post.dispose();
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it("refuses a PNG renamed .pdf and sent as application/pdf: the content decides", async () => {
    const post = await readDocumentPost(upload(PNG, "certificate.pdf"));
    try {
      const refusal = await checkPdf(post.file).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DocumentError);
      expect(refusal).toMatchObject({ field: "file" });
      expect((refusal as Error).message).toMatch(/“certificate\.pdf” is not a PDF document/);
    } finally {
      await post.dispose();
    }
  });

  it("refuses a file over the limit by its size, without writing the bytes past the limit", async () => {
    const big = new Uint8Array(3000).fill(0x41);
    big.set(GOOD);
    const post = await readDocumentPost(upload(big, "scan.pdf"), { maxFileBytes: 1024 });
    try {
      expect(post.file?.size).toBe(3000);
      await expect(checkPdf(post.file, 1024)).rejects.toThrow(
        "This file is 3 KB: larger than 1 KB, the largest document the site takes.",
      );
    } finally {
      await post.dispose();
    }
    expect(DOCUMENT_MAX_BYTES).toBe(20 * 1024 * 1024);
  });

  it("asks for a file when none was chosen, and refuses a body that is not a form of files", async () => {
    const form = new FormData();
    form.append("intent", "replace");
    form.append("file", new File([], "", { type: "application/octet-stream" }));
    const post = await readDocumentPost(
      new Request("http://localhost/admin/documents/1", { method: "POST", body: form }),
    );
    await expect(checkPdf(post.file)).rejects.toThrow("Choose the PDF file to upload.");
    await post.dispose();
    const broken = new Request("http://localhost/admin/documents/1", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
    });
    await expect(readDocumentPost(broken)).rejects.toThrow(DocumentError);
  });
});

describe("how a document is described", () => {
  it("says type and size as people read them", () => {
    expect(pdfLabel(240 * 1024)).toBe("PDF, 240 KB");
    expect(fileSize(100)).toBe("1 KB");
    expect(fileSize(1.44 * 1024 * 1024)).toBe("1.4 MB");
    expect(fileSize(20 * 1024 * 1024)).toBe("20 MB");
  });

  it("flags a passed date, and one within 60 days (CBSE's dashboards look 60 days ahead)", () => {
    expect(validity(null, "2026-11-24")).toBe("open");
    expect(validity("2026-11-23", "2026-11-24")).toBe("expired");
    expect(validity("2026-11-24", "2026-11-24")).toBe("expiring");
    expect(validity("2026-12-24", "2026-11-24")).toBe("expiring");
    expect(validity("2027-01-23", "2026-11-24")).toBe("expiring");
    expect(validity("2027-01-24", "2026-11-24")).toBe("valid");
  });

  it("shows an instant in India's time", () => {
    expect(formatInstant("2026-11-24T04:30:00.000Z")).toBe("24 Nov 2026, 10:00");
  });
});
