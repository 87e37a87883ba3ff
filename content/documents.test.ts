import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { disclosureDocuments, documents, scholarshipDocuments } from "./documents";
import { externalLinks } from "./external-links";
import { documentsSchema } from "./schemas/documents";

const filesDir = path.resolve(import.meta.dirname, "files");

describe("documents (content/documents.ts)", () => {
  it("match their schema, each file once", () => {
    const result = documentsSchema.safeParse(documents);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("each exists under content/files/ as a small PDF", () => {
    for (const doc of documents) {
      const file = path.join(filesDir, doc.file);
      expect(existsSync(file), `${doc.file} (run npx tsx scripts/sample-documents.ts)`).toBe(true);
      expect(readFileSync(file).subarray(0, 5).toString("latin1"), doc.file).toBe("%PDF-");
      expect(statSync(file).size, doc.file).toBeLessThan(2_000_000);
    }
  });

  it("include the 13 disclosure documents (the lists of people live on their pages) and the scholarship papers the external links point to", () => {
    expect(disclosureDocuments).toHaveLength(13);
    const files = scholarshipDocuments.map((d) => d.file);
    expect(files).toContain(externalLinks.scholarshipGuidelines);
    expect(files).toContain(externalLinks.scholarshipSamplePaper);
  });

  it("hold no placeholder text", () => {
    expect(JSON.stringify(documents)).not.toMatch(/lorem|\bTODO\b|undefined|\bnull\b/i);
  });

  it("a document with a bad path, no text or a ragged table is caught", () => {
    const good = documents[0];
    expect(documentsSchema.safeParse([{ ...good, file: "/docs/A.pdf" }]).success).toBe(false);
    expect(documentsSchema.safeParse([{ ...good, paragraphs: [] }]).success).toBe(false);
    expect(
      documentsSchema.safeParse([{ ...good, table: { columns: ["a", "b"], rows: [["only one"]] } }]).success,
    ).toBe(false);
    expect(documentsSchema.safeParse([good, good]).success).toBe(false);
  });
});
