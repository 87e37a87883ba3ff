import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalDiskStorage, S3Storage, type Storage } from "../../app/lib/platform/storage.server";
import { parseStorageUrl } from "../../app/lib/platform/storage-url.server";
import { type RunningS3rver, S3RVER_CREDENTIALS, startS3rver } from "../../tests/support/s3rver";
import { UPLOAD_CACHE_CONTROL, uploadedFiles } from "./uploads";

/**
 * `/uploads/<key>` answered the same from either driver (decision 0024): the folder through
 * express.static as before, a bucket streamed through by the site.
 */

const PHOTO = "photos/0123456789abcdef01234567-320.webp";
const BYTES = Buffer.from("RIFF\0\0\0\0WEBPVP8 0123456789");

let s3: RunningS3rver;
const folder = mkdtempSync(join(tmpdir(), "uploads-middleware-"));
const servers: Server[] = [];
const bases = new Map<string, string>();

/** Serves `store` at `/uploads` behind the rest of a site (a page answer for anything else). */
async function serve(name: string, store: Storage): Promise<void> {
  await store.put(PHOTO, BYTES, "image/webp");
  await store.put("pictures/abcdef0123456789abcdef01-640.avif", Buffer.from("AVIF"), "image/avif");
  await store.put("documents/abc.pdf", Buffer.from("%PDF-1.4 stored"), "application/pdf");
  const app = express();
  app.use("/uploads", ...uploadedFiles(store));
  app.use((req, res) => {
    res.type("text/plain").send(`page ${req.path}`);
  });
  const server = createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  bases.set(name, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

beforeAll(async () => {
  s3 = await startS3rver();
  await serve("the local folder", new LocalDiskStorage(folder));
  await serve("a bucket", new S3Storage(parseStorageUrl(s3.storageUrl), S3RVER_CREDENTIALS));
});
afterAll(async () => {
  for (const server of servers) server.close();
  await s3?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** GET `path` exactly as written (fetch would normalise it). */
function rawGet(base: string, path: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, method: "GET" }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    })
      .on("error", reject)
      .end();
  });
}

describe.each(["the local folder", "a bucket"])("uploaded files from %s", (name) => {
  const url = (path: string) => `${bases.get(name)}/uploads/${path}`;

  it("are served whole with their type, length, validators and a year's immutable caching", async () => {
    const res = await fetch(url(PHOTO));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(UPLOAD_CACHE_CONTROL);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("content-length")).toBe(String(BYTES.length));
    expect(res.headers.get("etag")).toMatch(/^(W\/)?"[^"]+"$/);
    expect(res.headers.get("last-modified")).toMatch(/GMT$/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(Buffer.from(await res.arrayBuffer()).equals(BYTES)).toBe(true);
  });

  it("answer 304 to the ETag the browser holds, and the file to a request that says no-cache", async () => {
    const etag = (await fetch(url(PHOTO))).headers.get("etag") ?? "";
    // fetch adds `Cache-Control: no-cache` to a conditional request unless it has one; a browser's
    // revalidation sends `max-age=0`.
    const res = await fetch(url(PHOTO), { headers: { "If-None-Match": etag, "Cache-Control": "max-age=0" } });
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe(etag);
    expect(res.headers.get("cache-control")).toBe(UPLOAD_CACHE_CONTROL);
    expect(await res.text()).toBe("");
    const reload = await fetch(url(PHOTO), {
      headers: { "If-None-Match": etag, "Cache-Control": "no-cache" },
    });
    expect(reload.status).toBe(200);
    expect(Buffer.from(await reload.arrayBuffer()).equals(BYTES)).toBe(true);
  });

  it("answer a range with 206 and Content-Range, and one outside the file with 416", async () => {
    const res = await fetch(url(PHOTO), { headers: { Range: "bytes=0-3" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 0-3/${BYTES.length}`);
    expect(res.headers.get("content-length")).toBe("4");
    expect(await res.text()).toBe("RIFF");
    const outside = await fetch(url(PHOTO), { headers: { Range: "bytes=999-" } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe(`bytes */${BYTES.length}`);
  });

  it("answer HEAD with the headers alone", async () => {
    const res = await fetch(url(PHOTO), { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(BYTES.length));
    expect(res.headers.get("etag")).toBeTruthy();
    expect(await res.text()).toBe("");
  });

  it("serve pictures too, and answer a missing file with the plain 404", async () => {
    expect((await fetch(url("pictures/abcdef0123456789abcdef01-640.avif"))).headers.get("content-type")).toBe(
      "image/avif",
    );
    const missing = await fetch(url("photos/ffffffffffffffffffffffff-320.webp"));
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await missing.text()).toBe("Not found");
    expect((await fetch(url("photos/ffffffffffffffffffffffff-320.webp"), { method: "HEAD" })).status).toBe(
      404,
    );
  });

  it("never serve a document's stored file or anything outside the public folders, however spelt", async () => {
    const base = bases.get(name) ?? "";
    for (const path of [
      "/uploads/documents/abc.pdf",
      "/uploads/%64ocuments/abc.pdf",
      "/uploads/photos/../documents/abc.pdf",
      "/uploads/photos/%2e%2e/documents/abc.pdf",
      "/uploads/Photos/0123456789abcdef01234567-320.webp",
      "/uploads/",
    ]) {
      expect(await rawGet(base, path), path).toBe(404);
    }
  });
});
