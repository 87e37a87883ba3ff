import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  BOUNDARY,
  CHUNK,
  filesUnder,
  MB,
  type Part,
  streamedPost,
  utf8,
} from "../../../tests/support/multipart";
import { UNREADABLE_FORM } from "../forms/form-data.server";
import { db, migrateToLatest } from "../platform/db.server";
import { DISK_FULL_MESSAGE, DiskFull } from "../platform/disk-full.server";
import { LocalDiskStorage } from "../platform/storage.server";
import { createPhotoAlbum } from "./albums.server";
import { UploadError, type UploadLimits } from "./image-upload.server";
import {
  INCOMPLETE_UPLOAD,
  listPhotos,
  type MultipartLimits,
  RequestTooLarge,
  readMultipart,
  receivePhotoUploads,
  removeLeftoverUploads,
} from "./photos.server";

/**
 * The upload form's multipart body is parsed as it arrives (busboy), each photo
 * streamed to a temporary file that is gone afterwards whatever happens, with the limits of before.
 * Before, the whole body (up to ~100 MB) was held in memory and parsed a second time. That the parser
 * holds little of a large body is measured in a process of its own (photo-uploads.integration.test.ts).
 */

const LIMITS: UploadLimits = { maxBytes: 1 * MB, maxPixels: 20_000_000 };

let temp: string;
let uploads: string;
let store: LocalDiskStorage;
let png: Buffer;
const limitsFor = (overrides: Partial<MultipartLimits> = {}): MultipartLimits => ({
  maxBytes: 64 * MB,
  maxFiles: 5,
  maxFileBytes: 20 * MB,
  tempDir: temp,
  ...overrides,
});

beforeAll(async () => {
  await migrateToLatest(db());
  png = await sharp({ create: { width: 500, height: 400, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();
});
beforeEach(() => {
  temp = mkdtempSync(join(tmpdir(), "multipart-temp-"));
  uploads = mkdtempSync(join(tmpdir(), "multipart-store-"));
  store = new LocalDiskStorage(uploads);
  return () => {
    rmSync(temp, { recursive: true, force: true });
    rmSync(uploads, { recursive: true, force: true });
  };
});

describe("reading a multipart upload", () => {
  it("refuses a body over the limit with RequestTooLarge: by its declared length unread, else as it arrives", async () => {
    const parts: Part[] = [{ name: "photos", filename: "a.jpg", size: 3 * MB }];
    const declared = streamedPost(parts, { headers: { "Content-Length": String(3 * MB + 500) } });
    const unread = readMultipart(declared.request, limitsFor({ maxBytes: 2 * MB }));
    await expect(unread).rejects.toBeInstanceOf(RequestTooLarge);
    await expect(unread).rejects.toThrow(
      "This upload is larger than 2 MB in all. Send fewer photos at a time.",
    );
    expect(declared.pulled()).toBe(0);

    const undeclared = streamedPost(parts);
    await expect(readMultipart(undeclared.request, limitsFor({ maxBytes: 2 * MB }))).rejects.toBeInstanceOf(
      RequestTooLarge,
    );
    // It stopped reading at the limit (the rest of the upload is not taken) and left nothing behind.
    expect(undeclared.pulled()).toBeLessThan(2 * MB + 2 * CHUNK);
    expect(readdirSync(temp)).toEqual([]);
  });

  it.each([
    ["cut off before its end", { close: false }, `multipart/form-data; boundary=${BOUNDARY}`],
    ["with another boundary than the one declared", {}, "multipart/form-data; boundary=not-the-one"],
    ["without a boundary", {}, "multipart/form-data"],
  ])(
    "answers a body %s with a plain UploadError (400), not a crash, and removes what it wrote",
    async (_label, options, type) => {
      const post = streamedPost(
        [
          { name: "intent", value: "upload" },
          { name: "photos", filename: "a.png", bytes: png },
        ],
        { ...options, headers: { "Content-Type": type } },
      );
      const reading = readMultipart(post.request, limitsFor());
      await expect(reading).rejects.toThrow(INCOMPLETE_UPLOAD);
      await expect(reading).rejects.toBeInstanceOf(UploadError);
      await expect(reading).rejects.not.toBeInstanceOf(RequestTooLarge);
      expect(readdirSync(temp)).toEqual([]);
    },
  );

  it.each([
    ["a file in a field the form does not read", [{ name: "other", filename: "stray.pdf", size: 100_000 }]],
    [
      "a file beyond the most files taken",
      [
        { name: "photos", filename: "1.png", bytes: png },
        { name: "photos", filename: "2.png", size: 100_000 },
      ],
    ],
  ] as [string, Part[]][])(
    "answers a body cut off inside %s with INCOMPLETE_UPLOAD, and the stream's error reaches no one else",
    async (_label, files) => {
      // A dropped connection (busboy emits "error" on the open file stream): before, that stream had no
      // listener and the error took the whole process down.
      const escaped: unknown[] = [];
      const listener = (error: unknown) => escaped.push(error);
      process.on("uncaughtException", listener);
      try {
        const post = streamedPost([{ name: "intent", value: "upload" }, ...files], { close: false });
        await expect(readMultipart(post.request, limitsFor({ maxFiles: 1 }))).rejects.toThrow(
          INCOMPLETE_UPLOAD,
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(escaped).toEqual([]);
        expect(readdirSync(temp)).toEqual([]);
      } finally {
        process.off("uncaughtException", listener);
      }
    },
  );

  it.each(["ENOSPC", "EDQUOT"])(
    "answers a write refused with %s as DiskFull after reading the rest of the body, and removes the temporary files",
    async (code) => {
      const SIZE = 3 * MB;
      const post = streamedPost([
        { name: "intent", value: "upload" },
        { name: "photos", filename: "a.jpg", size: SIZE },
        { name: "photos", filename: "b.jpg", size: SIZE },
      ]);
      let written = 0;
      /** A temporary file on a disk that fills up after its first 256 KB. */
      const fullDisk = () =>
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            written += chunk.length;
            if (written <= 256 * 1024) return done();
            done(
              Object.assign(new Error(`${code}: no space left on device, write`), { code, syscall: "write" }),
            );
          },
        });
      const reading = readMultipart(post.request, limitsFor({ openFile: fullDisk }));
      await expect(reading).rejects.toBeInstanceOf(DiskFull);
      await expect(reading).rejects.toThrow(DISK_FULL_MESSAGE);
      // The whole upload was taken (so the browser reads the answer instead of a cut connection)...
      expect(post.pulled()).toBeGreaterThan(2 * SIZE);
      // ...and nothing of it is left on the disk.
      expect(readdirSync(temp)).toEqual([]);
    },
  );

  it("still stops reading a body over the limit when the disk is full", async () => {
    const post = streamedPost([{ name: "photos", filename: "a.jpg", size: 8 * MB }]);
    const fullDisk = () =>
      new Writable({
        write(_chunk, _encoding, done) {
          done(Object.assign(new Error("ENOSPC"), { code: "ENOSPC", syscall: "write" }));
        },
      });
    await expect(
      readMultipart(post.request, limitsFor({ maxBytes: 2 * MB, openFile: fullDisk })),
    ).rejects.toBeInstanceOf(DiskFull);
    expect(post.pulled()).toBeLessThan(2 * MB + 2 * CHUNK);
    expect(readdirSync(temp)).toEqual([]);
  });

  it("refuses text longer than the album page ever sends, rather than cutting it", async () => {
    const post = streamedPost([{ name: "alt-1", value: "x".repeat(40_000) }]);
    await expect(readMultipart(post.request, limitsFor())).rejects.toThrow(UNREADABLE_FORM);
    expect(readdirSync(temp)).toEqual([]);
  });

  it("writes no more of a file than the photo limit, but knows its size for the message", async () => {
    const post = streamedPost([
      { name: "photos", filename: "", size: 0 },
      { name: "photos", filename: "huge.jpg", size: 3 * MB },
      { name: "other", filename: "ignored.bin", size: 2 * MB },
    ]);
    const body = await readMultipart(post.request, limitsFor({ maxFileBytes: 1 * MB }));
    try {
      // The empty part (a file input left empty) is not a file; a file of another field is dropped.
      expect(body.files.map((f) => [f.name, f.size])).toEqual([["huge.jpg", 3 * MB]]);
      // On disk: the empty part, and the first MB of the large file (the rest was counted, not kept).
      expect(
        filesUnder(temp)
          .map((f) => f.size)
          .sort((a, b) => a - b),
      ).toEqual([0, 1 * MB]);
    } finally {
      await body.dispose();
    }
  });
});

describe("receiving photo uploads", () => {
  const newAlbum = () =>
    createPhotoAlbum({ title: "Sports Day", audience: "group", date: "2026-02-01", description: "" });
  const photo = (filename: string): Part => ({ name: "photos", filename, type: "image/png", bytes: png });

  it("stores each photo from its temporary file, which exists while it is processed and is gone after", async () => {
    const album = await newAlbum();
    const seen: string[][] = [];
    const watched = new LocalDiskStorage(uploads);
    const put = watched.put.bind(watched);
    watched.put = async (key, data, type) => {
      seen.push(filesUnder(temp).map((f) => f.path.slice(temp.length)));
      return put(key, data, type);
    };
    const post = streamedPost([{ name: "intent", value: "upload" }, photo("விழா 1.png"), photo("b.png")]);
    const results = await receivePhotoUploads(post.request, album.id, {
      maxFiles: 5,
      limits: LIMITS,
      store: watched,
      tempDir: temp,
    });
    expect(results).toEqual([
      { name: "விழா 1.png", ok: true, id: expect.any(Number) },
      { name: "b.png", ok: true, id: expect.any(Number) },
    ]);
    expect(await listPhotos(album.id)).toHaveLength(2);
    expect(seen[0]).toEqual([
      expect.stringMatching(/^\/photo-upload-\d+-\w+\/1$/),
      expect.stringMatching(/\/2$/),
    ]);
    expect(readdirSync(temp)).toEqual([]);
  });

  it("removes the temporary files after a failure: a refused photo, a storage error, too many photos", async () => {
    const album = await newAlbum();
    const broken = new LocalDiskStorage(uploads);
    broken.put = async () => {
      throw new Error("disk full");
    };
    const mixed = streamedPost([
      photo("good.png"),
      { name: "photos", filename: "notes.png", bytes: utf8("hello") },
      { name: "photos", filename: "big.jpg", size: 1.5 * MB },
    ]);
    const results = await receivePhotoUploads(mixed.request, album.id, {
      maxFiles: 5,
      limits: LIMITS,
      store: broken,
      tempDir: temp,
    });
    expect(results).toEqual([
      {
        name: "good.png",
        ok: false,
        error: "“good.png” could not be saved because of a problem on the server. Please try again.",
      },
      { name: "notes.png", ok: false, error: expect.stringContaining("is not a photo") },
      { name: "big.jpg", ok: false, error: "“big.jpg” is 1.5 MB; photos can be at most 1 MB." },
    ]);
    expect(readdirSync(temp)).toEqual([]);
    expect(filesUnder(uploads)).toEqual([]);

    const many = streamedPost([photo("1.png"), photo("2.png"), photo("3.png")]);
    await expect(
      receivePhotoUploads(many.request, album.id, { maxFiles: 2, limits: LIMITS, store, tempDir: temp }),
    ).rejects.toThrow("Upload at most 2 photos at a time; you chose 3.");
    const none = streamedPost([{ name: "intent", value: "upload" }]);
    await expect(
      receivePhotoUploads(none.request, album.id, { maxFiles: 2, limits: LIMITS, store, tempDir: temp }),
    ).rejects.toThrow("Choose the photos to upload.");
    const cut = streamedPost([photo("1.png")], { close: false });
    await expect(
      receivePhotoUploads(cut.request, album.id, { maxFiles: 2, limits: LIMITS, store, tempDir: temp }),
    ).rejects.toThrow(INCOMPLETE_UPLOAD);
    const large = streamedPost([{ name: "photos", filename: "a.jpg", size: 3 * MB }]);
    // One photo of at most 1 MB: the request may be 2 MB (the photo plus 1 MB for the form).
    await expect(
      receivePhotoUploads(large.request, album.id, { maxFiles: 1, limits: LIMITS, store, tempDir: temp }),
    ).rejects.toBeInstanceOf(RequestTooLarge);
    expect(readdirSync(temp)).toEqual([]);
    expect(await listPhotos(album.id)).toEqual([]);
  });
});

describe("temporary folders left by a stopped process", () => {
  it("are removed at start-up: a dead process's and this process's own, never a live process's", async () => {
    const dir = mkdtempSync(join(tmpdir(), "multipart-leftovers-"));
    try {
      // A process id no process has (beyond the kernel's largest), this process's own, and a live one.
      const dead = join(dir, "photo-upload-4194305-abc");
      const own = join(dir, `photo-upload-${process.pid}-def`);
      const live = join(dir, `photo-upload-${process.ppid}-ghi`);
      const unrelated = join(dir, "something-else");
      for (const folder of [dead, own, live, unrelated]) mkdirSync(folder);
      writeFileSync(join(dead, "1"), "half a photo");
      expect(await removeLeftoverUploads(dir)).toBe(2);
      expect(readdirSync(dir).sort()).toEqual([`photo-upload-${process.ppid}-ghi`, "something-else"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("made by a post carry this process's id, so the next start can tell", async () => {
    const post = streamedPost([{ name: "photos", filename: "a.png", bytes: png }]);
    const body = await readMultipart(post.request, limitsFor());
    try {
      expect(readdirSync(temp)).toEqual([expect.stringMatching(new RegExp(`^photo-upload-${process.pid}-`))]);
    } finally {
      await body.dispose();
    }
  });
});
