import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningS3rver, S3RVER_CREDENTIALS, startS3rver } from "../../../tests/support/s3rver";
import { LocalDiskStorage, S3Storage, type Storage, StorageError } from "./storage.server";
import { parseStorageUrl } from "./storage-url.server";

/**
 * The storage contract (decision 0024), the same for both drivers: the local folder and a bucket of a
 * real S3 API (s3rver, in this process; no network).
 */

let s3: RunningS3rver;
const work = mkdtempSync(join(tmpdir(), "storage-contract-"));
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** All of `stream` as text. */
async function text(stream: ReadableStream<Uint8Array> | null): Promise<string> {
  return stream ? new Response(stream).text() : "";
}

/** Every key and size under `prefix`, sorted. */
async function listed(store: Storage, prefix = ""): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of store.list(prefix)) found.push(`${entry.key} ${entry.size}`);
  return found.sort();
}

let count = 0;
const drivers: [string, () => Storage][] = [
  ["the local folder", () => new LocalDiskStorage(join(work, `folder-${++count}`))],
  [
    "a bucket (s3rver)",
    () => new S3Storage({ ...parseStorageUrl(s3.storageUrl), prefix: `run-${++count}/` }, S3RVER_CREDENTIALS),
  ],
];

describe.each(drivers)("storage in %s", (_name, make) => {
  it("stores bytes and gives them back; a missing key is null; delete is quiet about a missing key", async () => {
    const store = make();
    await store.put("photos/abc-320.webp", new TextEncoder().encode("RIFF small"), "image/webp");
    expect((await store.get("photos/abc-320.webp"))?.toString()).toBe("RIFF small");
    expect(await store.get("photos/none.webp")).toBeNull();
    await store.delete("photos/abc-320.webp");
    await store.delete("photos/abc-320.webp");
    expect(await store.get("photos/abc-320.webp")).toBeNull();
    expect(store.url("photos/abc-320.webp")).toBe("/uploads/photos/abc-320.webp");
  });

  it("stores a file from disk, streamed, and writes one back to a path", async () => {
    const store = make();
    const source = join(work, `upload-${count}.pdf`);
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17, 0x25);
    writeFileSync(source, bytes);
    await store.putFile("documents/0123abcd.pdf", source, "application/pdf");
    const copy = join(work, `download-${count}.pdf`);
    expect(await store.download("documents/0123abcd.pdf", copy)).toBe(true);
    expect(readFileSync(copy).equals(bytes)).toBe(true);
    expect(await store.download("documents/none.pdf", join(work, "never.pdf"))).toBe(false);
    expect(() => readFileSync(join(work, "never.pdf"))).toThrow();
  });

  it("stores from a stream of a given length", async () => {
    const store = make();
    await store.putStream(
      "pictures/s-640.avif",
      Readable.from([Buffer.from("AV"), Buffer.from("IF")]),
      4,
      "image/avif",
    );
    expect((await store.get("pictures/s-640.avif"))?.toString()).toBe("AVIF");
  });

  it("reads whole, by range, as HEAD, and answers 304 for the ETag the browser holds", async () => {
    const store = make();
    await store.put("photos/range-1280.webp", new TextEncoder().encode("0123456789"), "image/webp");
    const whole = await store.read("photos/range-1280.webp");
    expect(whole).toMatchObject({ status: 200, contentLength: 10, contentType: "image/webp" });
    expect(whole?.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(whole?.lastModified).toMatch(/GMT$/);
    expect(await text(whole?.body ?? null)).toBe("0123456789");

    const part = await store.read("photos/range-1280.webp", { range: "bytes=2-5" });
    expect(part).toMatchObject({ status: 206, contentLength: 4, contentRange: "bytes 2-5/10" });
    expect(await text(part?.body ?? null)).toBe("2345");

    const head = await store.read("photos/range-1280.webp", { headOnly: true });
    expect(head).toMatchObject({ status: 200, contentLength: 10, body: null });

    const cached = await store.read("photos/range-1280.webp", { ifNoneMatch: whole?.etag ?? "" });
    expect(cached).toMatchObject({ status: 304, body: null, etag: whole?.etag });

    const outside = await store.read("photos/range-1280.webp", { range: "bytes=50-60" });
    expect(outside).toMatchObject({ status: 416, body: null, contentRange: "bytes */10" });

    expect(await store.read("photos/none.webp")).toBeNull();
    expect(await store.read("photos/none.webp", { headOnly: true })).toBeNull();
  });

  it("lists every object under a prefix with its size", async () => {
    const store = make();
    await store.put("photos/a-320.webp", new Uint8Array(3), "image/webp");
    await store.put("photos/b-thumb.webp", new Uint8Array(5), "image/webp");
    await store.put("documents/c.pdf", new Uint8Array(7), "application/pdf");
    expect(await listed(store)).toEqual([
      "documents/c.pdf 7",
      "photos/a-320.webp 3",
      "photos/b-thumb.webp 5",
    ]);
    expect(await listed(store, "photos/")).toEqual(["photos/a-320.webp 3", "photos/b-thumb.webp 5"]);
  });

  it("refuses a key that is not one of ours", async () => {
    const store = make();
    await expect(store.put("../escape.webp", new Uint8Array(1), "image/webp")).rejects.toThrow(
      /Not a storage key/,
    );
    await expect(store.read("photos/UPPER.webp")).rejects.toThrow(/Not a storage key/);
  });
});

describe("the bucket driver", () => {
  it("keeps its objects under its prefix, so one bucket can hold several sites", async () => {
    const location = parseStorageUrl(`s3://${s3.bucket}/sites/one?endpoint=${s3.url}`);
    const one = new S3Storage(location, S3RVER_CREDENTIALS);
    const whole = new S3Storage(parseStorageUrl(s3.storageUrl), S3RVER_CREDENTIALS);
    await one.put("photos/p-320.webp", new TextEncoder().encode("x"), "image/webp");
    expect((await whole.get("sites/one/photos/p-320.webp"))?.toString()).toBe("x");
    expect(await listed(one)).toEqual(["photos/p-320.webp 1"]);
  });

  it("says plainly when the store refuses the credentials", async () => {
    const store = new S3Storage(parseStorageUrl(s3.storageUrl), {
      ...S3RVER_CREDENTIALS,
      accessKeyId: "SOMEONE-ELSE",
    });
    const refused = store.put("photos/x-320.webp", new Uint8Array(1), "image/webp");
    await expect(refused).rejects.toBeInstanceOf(StorageError);
    await expect(refused).rejects.toThrow(/refused to store photos\/x-320\.webp \(403 InvalidAccessKeyId/);
  });

  it("follows no redirect (fetch would keep a whole upload in memory to send it again)", async () => {
    const redirecting = createServer((req, res) => {
      req.resume();
      res.writeHead(307, { Location: `${s3.url}${req.url}` }).end();
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => redirecting.once("listening", resolve));
    try {
      const endpoint = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
      const store = new S3Storage({ bucket: s3.bucket, prefix: "", endpoint }, S3RVER_CREDENTIALS);
      const file = join(work, "redirected.pdf");
      writeFileSync(file, "%PDF-1.4");
      await expect(store.putFile("documents/r.pdf", file, "application/pdf")).rejects.toBeInstanceOf(
        StorageError,
      );
      await expect(store.get("documents/r.pdf")).rejects.toBeInstanceOf(StorageError);
    } finally {
      redirecting.close();
    }
  });

  it("says plainly when the store cannot be reached", async () => {
    const closed = await startS3rver();
    await closed.stop();
    const store = new S3Storage(parseStorageUrl(closed.storageUrl), S3RVER_CREDENTIALS);
    const file = join(work, "unreachable.pdf");
    writeFileSync(file, "%PDF-1.4");
    await expect(store.putFile("documents/u.pdf", file, "application/pdf")).rejects.toThrow(
      /could not be reached to store documents\/u\.pdf/,
    );
    await expect(store.read("documents/u.pdf")).rejects.toBeInstanceOf(StorageError);
  });
});
