import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import express from "express";
import { describe, expect, it } from "vitest";
import { serveForTests } from "../../tests/support/serve";
import { hashedAssets, publicFiles, uploadedPhotos } from "./static-files";

const root = mkdtempSync(join(tmpdir(), "static-files-"));
mkdirSync(join(root, "client", "assets"), { recursive: true });
mkdirSync(join(root, "uploads"));
writeFileSync(join(root, "client", "assets", "app-abc.js"), "console.log(1);");
writeFileSync(join(root, "client", "assets", "app-abc.js.br"), brotliCompressSync("console.log(1);"));
writeFileSync(join(root, "client", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
writeFileSync(join(root, "client", "notice.pdf"), "%PDF-1.4");
mkdirSync(join(root, "uploads", "photos"));
mkdirSync(join(root, "uploads", "pictures"));
writeFileSync(join(root, "uploads", "photos", "photo-1.webp"), "RIFF");
writeFileSync(join(root, "uploads", "pictures", "banner-1.avif"), "AVIF");
writeFileSync(join(root, "uploads", "top-level.webp"), "RIFF");
writeFileSync(join(root, "uploads", ".hidden"), "secret");
mkdirSync(join(root, "client", "documents"));
writeFileSync(join(root, "client", "documents", "fees.pdf"), "%PDF-1.4 stale copy");
mkdirSync(join(root, "uploads", "documents"));
writeFileSync(join(root, "uploads", "documents", "abc.pdf"), "%PDF-1.4 stored");

const app = express();
app.use("/assets", hashedAssets(join(root, "client", "assets")));
app.use(publicFiles(join(root, "client")));
app.use("/uploads", ...uploadedPhotos(join(root, "uploads")));
app.use((req, res) => {
  res.type("text/plain").send(`page ${req.path}`);
});
const served = serveForTests(app);

/**
 * GET `path` exactly as written (fetch would resolve `..`, `%2e` and backslashes first, as a browser
 * does; a script sends what it likes). Resolves the status and body.
 */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(served.url("/"));
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("static files", () => {
  it("serve a hashed asset's Brotli copy, cached for a year, immutable, without validators", async () => {
    const res = await fetch(served.url("/assets/app-abc.js"), { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toBe("console.log(1);");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("last-modified")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("content-security-policy")).toBeNull();
  });

  it("serve the public folder's files for an hour; an SVG gets a CSP that runs no script", async () => {
    const svg = await fetch(served.url("/logo.svg"));
    expect(svg.status).toBe(200);
    expect(svg.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(svg.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const pdf = await fetch(served.url("/notice.pdf"));
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    expect(pdf.headers.get("content-security-policy")).toBeNull();
  });

  it("leave pages, React Router's .data and missing files to what comes next", async () => {
    expect(await (await fetch(served.url("/aims"))).text()).toBe("page /aims");
    expect(await (await fetch(served.url("/aims.data"))).text()).toBe("page /aims.data");
    expect(await (await fetch(served.url("/missing.png"))).text()).toBe("page /missing.png");
  });

  it("serve uploaded photos for a year; a missing one, a dot file or the folder is a plain 404", async () => {
    const photo = await fetch(served.url("/uploads/photos/photo-1.webp"));
    expect(photo.status).toBe(200);
    expect(photo.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await photo.text()).toBe("RIFF");
    const picture = await fetch(served.url("/uploads/pictures/banner-1.avif"));
    expect(picture.status).toBe(200);
    expect(await picture.text()).toBe("AVIF");
    for (const path of [
      "/uploads/photos/photo-2.webp",
      "/uploads/photos/",
      "/uploads/.hidden",
      "/uploads/",
      "/uploads",
    ]) {
      const missing = await fetch(served.url(path), { redirect: "manual" });
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get("content-type"), path).toBe("text/plain; charset=utf-8");
      expect(missing.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(await missing.text(), path).toBe("Not found");
    }
  });

  it("leave documents' permanent URLs to the app and never serve a document's stored file", async () => {
    const document = await fetch(served.url("/documents/fees.pdf"));
    expect(await document.text()).toBe("page /documents/fees.pdf");
    const stored = await fetch(served.url("/uploads/documents/abc.pdf"));
    expect(stored.status).toBe(404);
    expect(await stored.text()).toBe("Not found");
  });

  it("serve only the photo folders: a document's stored file is a 404 however its URL is spelt (architecture ruling 14)", async () => {
    const spellings = [
      "/uploads/documents/abc.pdf",
      "/uploads/%64ocuments/abc.pdf",
      "/uploads/%64%6f%63%75%6d%65%6e%74%73/abc.pdf",
      "/uploads/Documents/abc.pdf",
      "/UPLOADS/DOCUMENTS/abc.pdf",
      "/uploads/./documents/abc.pdf",
      "/uploads/%2e/documents/abc.pdf",
      "/uploads//documents/abc.pdf",
      "/uploads/photos/../documents/abc.pdf",
      "/uploads/photos/%2e%2e/documents/abc.pdf",
      "/uploads/photos%2f..%2fdocuments/abc.pdf",
      "/uploads/documents%2fabc.pdf",
      "/uploads/\\documents/abc.pdf",
      "/uploads/photos\\..\\documents\\abc.pdf",
      "/uploads/documents/abc.pdf/",
      "/uploads/top-level.webp",
    ];
    for (const path of spellings) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain("stored");
    }
    // A photo's URL in another spelling is refused too: keys are written one way only.
    expect((await rawGet("/uploads/%70hotos/photo-1.webp")).status).toBe(404);
    expect((await rawGet("/uploads/photos/photo-1.webp")).status).toBe(200);
  });
});
