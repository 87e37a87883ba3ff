import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningS3rver, S3RVER_CREDENTIALS, startS3rver } from "../../tests/support/s3rver";
import { uploadPicture } from "./content-store/pictures.server";
import {
  type CheckedPdf,
  createDocument,
  getDocument,
  getDocumentByPath,
  replaceDocumentFile,
} from "./documents/documents.server";
import { createPhotoAlbum } from "./gallery/albums.server";
import { variantKeys } from "./gallery/image-upload.server";
import { listPhotos, receivePhotoUploads } from "./gallery/photos.server";
import { type DB, db, migrateToLatest } from "./platform/db.server";
import { LocalDiskStorage, S3Storage, type Storage, StorageError } from "./platform/storage.server";
import { parseStorageUrl } from "./platform/storage-url.server";

/**
 * No record points at a missing file (decision 0024): every upload (album photos, site pictures,
 * documents and so circulars) stores its objects first and writes its row after. A store that
 * refuses leaves no row and no object, and the uploader gets the form's own message; a database write
 * that fails removes the objects already stored. Run on both drivers: the local folder and a bucket of
 * s3rver (in this process).
 */

let s3: RunningS3rver;
let png: Buffer;
let actor: { id: number; username: string; address: string };
const work = mkdtempSync(join(tmpdir(), "stored-first-"));

beforeAll(async () => {
  s3 = await startS3rver();
  await migrateToLatest(db());
  const user = await db()
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
  actor = { id: user.id, username: "office", address: "127.0.0.1" };
  png = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#369" } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});

let made = 0;
const drivers: [string, () => Storage][] = [
  ["the local folder", () => new LocalDiskStorage(join(work, `folder-${++made}`))],
  [
    "a bucket",
    () => new S3Storage({ ...parseStorageUrl(s3.storageUrl), prefix: `case-${++made}/` }, S3RVER_CREDENTIALS),
  ],
];

/**
 * `store`, except that writes after the first `okWrites` fail as a full or unreachable store does:
 * so a photo's first variants are stored and a later one is refused.
 */
function failingWrites(store: Storage, okWrites: number): Storage {
  let writes = 0;
  const guard = () => {
    if (writes++ >= okWrites) throw new StorageError("the bucket refused to store it (503 SlowDown)");
  };
  return {
    folder: store.folder,
    description: store.description,
    put: async (key, data, type) => {
      guard();
      await store.put(key, data, type);
    },
    putFile: async (key, path, type) => {
      guard();
      await store.putFile(key, path, type);
    },
    putStream: async (key, body, size, type) => {
      guard();
      await store.putStream(key, body, size, type);
    },
    get: (key) => store.get(key),
    read: (key, options) => store.read(key, options),
    download: (key, path) => store.download(key, path),
    list: (prefix) => store.list(prefix),
    delete: (key) => store.delete(key),
    url: (key) => store.url(key),
  };
}

/** `database`, except that every transaction fails (the database went away after the first reads). */
function failingTransactions(database: DB): DB {
  return new Proxy(database, {
    get(target, property, receiver) {
      if (property === "transaction") {
        return () => ({
          execute: async () => {
            throw new Error("the database went away");
          },
        });
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Every key in `store`. */
async function keys(store: Storage): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of store.list()) found.push(entry.key);
  return found.sort();
}

/** A multipart post of `files` (name → bytes) in the field `photos`, as the album screen sends it. */
function photoPost(files: Record<string, Uint8Array>): Request {
  const body = new FormData();
  for (const [name, bytes] of Object.entries(files)) {
    body.append("photos", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
  }
  return new Request("http://localhost/admin/albums/1/photos", { method: "POST", body });
}

/** A checked PDF on disk, as an upload leaves it. */
function pdf(content: string): CheckedPdf {
  const path = join(work, `upload-${++made}.pdf`);
  writeFileSync(path, `%PDF-1.4 ${content}`);
  return { path, name: "circular.pdf", size: Buffer.byteLength(`%PDF-1.4 ${content}`) };
}

const details = (name: string) => ({
  title: "Circular",
  category: "circulars" as const,
  audience: "group" as const,
  valid_from: null,
  valid_until: null,
  name,
});
const textLayer = async () => "yes" as const;
const album = () =>
  createPhotoAlbum({ title: "Fair", audience: "group", date: "2026-01-02", description: "" });

describe.each(drivers)("uploads into %s", (_name, make) => {
  it("an album photo goes through the real upload code into the store, every variant an object", async () => {
    const store = make();
    const { id } = await album();
    const results = await receivePhotoUploads(photoPost({ "fair.png": png }), id, { maxFiles: 5, store });
    expect(results).toEqual([{ name: "fair.png", ok: true, id: expect.any(Number) }]);
    const [photo] = await listPhotos(id);
    expect(await keys(store)).toEqual(variantKeys(photo?.file_key ?? "", photo?.width ?? 0).sort());
    const served = await store.read(`${photo?.file_key}-thumb.webp`);
    expect(served).toMatchObject({ status: 200, contentType: "image/webp" });
    await served?.body?.cancel();
  });

  it("an album photo whose store write fails: the uploader's message, no row, no object left", async () => {
    const store = make();
    const { id } = await album();
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const results = await receivePhotoUploads(photoPost({ "fair.png": png }), id, {
        maxFiles: 5,
        store: failingWrites(store, 3),
      });
      expect(results).toEqual([
        {
          name: "fair.png",
          ok: false,
          error: "“fair.png” could not be saved because of a problem on the server. Please try again.",
        },
      ]);
    } finally {
      console.error = log;
    }
    expect(errors).toHaveLength(1);
    expect(await listPhotos(id)).toEqual([]);
    expect(await keys(store)).toEqual([]);
  });

  it("an album photo whose database write fails: its stored objects are removed", async () => {
    const store = make();
    const { id } = await album();
    const log = console.error;
    console.error = () => undefined;
    try {
      const results = await receivePhotoUploads(photoPost({ "fair.png": png }), id, {
        maxFiles: 5,
        store,
        audit: async () => {
          throw new Error("the database went away");
        },
      });
      expect(results).toEqual([expect.objectContaining({ ok: false })]);
    } finally {
      console.error = log;
    }
    expect(await listPhotos(id)).toEqual([]);
    expect(await keys(store)).toEqual([]);
  });

  it("a site picture: a failed store write leaves no row and no object; a failed database write removes its objects", async () => {
    const store = make();
    const count = async () =>
      Number((await db().selectFrom("site_images").select(db().fn.countAll().as("n")).executeTakeFirst())?.n);
    const before = await count();
    const upload = (into: Storage, audit?: () => Promise<void>) =>
      uploadPicture(png, { alt: "The hall", originalName: "hall.png", actor }, { store: into, audit });
    await expect(upload(failingWrites(store, 2))).rejects.toBeInstanceOf(StorageError);
    await expect(
      upload(store, async () => {
        throw new Error("the database went away");
      }),
    ).rejects.toThrow("the database went away");
    expect(await count()).toBe(before);
    expect(await keys(store)).toEqual([]);
    const stored = await upload(store);
    expect((await keys(store)).every((key) => key.startsWith(`${stored.file_key}-`))).toBe(true);
  });

  it("a document (a circular is one): a failed store write leaves no row; a failed database write removes the file", async () => {
    const store = make();
    const name = `circular-${made}`;
    await expect(
      createDocument(details(name), pdf("a"), actor, { store: failingWrites(store, 0), textLayer }),
    ).rejects.toBeInstanceOf(StorageError);
    await expect(
      createDocument(details(name), pdf("a"), actor, {
        store,
        textLayer,
        database: failingTransactions(db()),
      }),
    ).rejects.toThrow("the database went away");
    expect(await getDocumentByPath(`/documents/${name}.pdf`)).toBeUndefined();
    expect(await keys(store)).toEqual([]);

    const created = await createDocument(details(name), pdf("first"), actor, { store, textLayer });
    const first = await keys(store);
    expect(first).toHaveLength(1);
    expect((await store.get(first[0] ?? ""))?.toString()).toBe("%PDF-1.4 first");
    // Replacing: a refused store keeps the current file; a failed database write removes the new one.
    await expect(
      replaceDocumentFile(created.id, pdf("second"), actor, { store: failingWrites(store, 0), textLayer }),
    ).rejects.toBeInstanceOf(StorageError);
    await expect(
      replaceDocumentFile(created.id, pdf("second"), actor, {
        store,
        textLayer,
        database: failingTransactions(db()),
      }),
    ).rejects.toThrow("the database went away");
    expect(await keys(store)).toEqual(first);
    expect((await getDocument(created.id))?.size).toBe(created.size);
  });
});
