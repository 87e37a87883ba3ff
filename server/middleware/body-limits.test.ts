import express from "express";
import { describe, expect, it } from "vitest";
import { serveForTests } from "../../tests/support/serve";
import { FORM_MAX_BYTES, writeBodyLimits } from "./body-limits";

const app = express();
app.use(writeBodyLimits({ UPLOAD_MAX_MB: 1, UPLOAD_MAX_FILES: 3 }));
app.all("/{*splat}", (req, res) => {
  let size = 0;
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
  });
  req.on("end", () => {
    res.send(String(size));
  });
});
const served = serveForTests(app);
const KB = 1024;
const MB = 1024 * KB;

/** How a body is encoded. */
const MULTIPART = "multipart/form-data; boundary=----form";
const URLENCODED = "application/x-www-form-urlencoded";

/** Status of a POST of `bytes` bytes (declared in Content-Length) to `path`, multipart unless `type` says. */
async function post(path: string, bytes: number, type = MULTIPART): Promise<number> {
  const res = await fetch(served.url(path), {
    method: "POST",
    body: "x".repeat(bytes),
    headers: { "Content-Type": type },
  });
  await res.text();
  return res.status;
}

describe("write body limits", () => {
  it("take a form up to 256 KB and refuse a larger one with 413", async () => {
    expect(FORM_MAX_BYTES).toBe(256 * KB);
    expect(await post("/enquiry", 200 * KB, URLENCODED)).toBe(200);
    const refused = await fetch(served.url("/enquiry"), {
      method: "POST",
      body: "x".repeat(300 * KB),
      headers: { "Content-Type": URLENCODED },
    });
    expect(refused.status).toBe(413);
    expect(await refused.text()).toBe("The form sent is too large (over 256 KB).");
  });

  it("take a photo upload up to UPLOAD_MAX_MB (plus room for the form) on the photo endpoint", async () => {
    expect(await post("/admin/albums/7/photos", 1.5 * MB)).toBe(200);
    expect(await post("/admin/albums/7/photos", 2.5 * MB)).toBe(413);
  });

  it("take several photos in the album page's plain form, up to UPLOAD_MAX_FILES of them", async () => {
    expect(await post("/admin/albums/7", 3.5 * MB)).toBe(200);
    expect(await post("/admin/albums/7", 4.5 * MB)).toBe(413);
    expect(await post("/admin/albums/new", 300 * KB)).toBe(413);
  });
});

describe("document uploads", () => {
  it("take a PDF form up to twice the 20 MB document limit on the Documents screens only", async () => {
    expect(await post("/admin/documents", 30 * MB)).toBe(200);
    expect(await post("/admin/documents/3", 30 * MB)).toBe(200);
    expect(await post("/admin/documents/3.data", 30 * MB)).toBe(200);
    expect(await post("/admin/documents", 41 * MB)).toBe(413);
    expect(await post("/admin/documents/3/files/1", 300 * KB)).toBe(413);
  });
});

describe("picture uploads", () => {
  it("take one picture on the picker's endpoint and the Pictures screen, its form's .data post included", async () => {
    expect(await post("/admin/pictures/library", 1.5 * MB)).toBe(200);
    expect(await post("/admin/pictures", 1.5 * MB)).toBe(200);
    expect(await post("/admin/pictures.data", 1.5 * MB)).toBe(200);
    expect(await post("/admin/pictures.data", 2.5 * MB)).toBe(413);
    expect(await post("/admin/pictures/7", 300 * KB)).toBe(413);
  });
});

describe("urlencoded forms", () => {
  it("are 256 KB on every screen, upload screens included: only a multipart upload is streamed, so only it may be larger", async () => {
    for (const path of [
      "/admin",
      "/admin.data",
      "/admin/announcements",
      "/admin/documents",
      "/admin/documents/3",
    ]) {
      expect(await post(path, 300 * KB, URLENCODED)).toBe(413);
      expect(await post(path, 300 * KB, "text/plain")).toBe(413);
      expect(await post(path, 300 * KB, MULTIPART)).toBe(200);
    }
    for (const path of [
      "/admin/albums/7/photos",
      "/admin/albums/7",
      "/admin/pictures",
      "/admin/pictures/library",
    ]) {
      expect(await post(path, 300 * KB, URLENCODED)).toBe(413);
    }
    expect(await post("/admin/settings/fees", 200 * KB, URLENCODED)).toBe(200);
  });
});
