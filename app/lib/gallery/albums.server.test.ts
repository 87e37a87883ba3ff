import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearTables, testDatabases } from "../../../tests/support/databases";
import type { DB } from "../platform/db.server";
import { LocalDiskStorage } from "../platform/storage.server";
import {
  albumIdFromParam,
  albumPath,
  albums,
  createPhotoAlbum,
  deleteAlbum,
  getPublishedPhotoAlbum,
  listAdminAlbums,
  listGalleryAlbums,
  setAlbumStatus,
  slugify,
  updatePhotoAlbum,
} from "./albums.server";
import type { UploadLimits } from "./image-upload.server";
import { deletePhoto, listPhotos, movePhoto, saveAltTexts, setCover, uploadPhoto } from "./photos.server";

const LIMITS: UploadLimits = { maxBytes: 5 * 1024 * 1024, maxPixels: 20_000_000 };

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe("album paths", () => {
  it("puts the id first, then the title as words, under the audience's gallery", () => {
    expect(slugify("Annual Day 2025: Prize-giving!")).toBe("annual-day-2025-prize-giving");
    expect(slugify("விளையாட்டு விழா")).toBe("");
    expect(albumPath({ id: 12, title: "Annual Day", audience: "group" })).toBe("/gallery/12-annual-day");
    expect(albumPath({ id: 3, title: "Sports", audience: "vidhyapeeth" })).toBe(
      "/vidhyapeeth/gallery/3-sports",
    );
    expect(albumPath({ id: 4, title: "விழா", audience: "group" })).toBe("/gallery/4");
    expect(albumIdFromParam("12-annual-day")).toBe(12);
    expect(albumIdFromParam("4")).toBe(4);
    expect(albumIdFromParam("annual-day")).toBeNull();
    expect(albumIdFromParam("12abc")).toBeNull();
  });
});

describe.each(testDatabases())("photo albums on $name", (target) => {
  let database: DB;
  let dir: string;
  let store: LocalDiskStorage;
  let jpeg: Buffer;
  const upload = (albumId: number, name = "photo.jpg", bytes: Uint8Array = jpeg) =>
    uploadPhoto(albumId, bytes, name, { store, limits: LIMITS, database });

  beforeAll(async () => {
    database = await target.open();
    jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2a5" } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => target.close());
  beforeEach(async () => {
    await clearTables(database);
    dir = mkdtempSync(join(tmpdir(), "album-uploads-"));
    store = new LocalDiskStorage(dir);
    return () => rmSync(dir, { recursive: true, force: true });
  });

  const input = {
    title: "Annual Day",
    audience: "group",
    date: "2026-02-14",
    description: "Prizes.",
  } as const;

  it("keeps link albums as they were: published, in the gallery with their link", async () => {
    const link = await albums.create(
      { title: "Sports Day", link: "https://photos.example.com/a", thumbnail: null, audience: "vidhyashram" },
      database,
    );
    expect(link).toMatchObject({ kind: "link", status: "published", description: "", date: null });
    const gallery = await listGalleryAlbums({ school: "vidhyashram" }, database, store);
    expect(gallery).toEqual([
      {
        kind: "link",
        id: link.id,
        title: "Sports Day",
        link: "https://photos.example.com/a",
        thumbnail: "/images/album-placeholder.svg",
      },
    ]);
    expect(await listGalleryAlbums({ school: "vidhyapeeth" }, database, store)).toEqual([]);
  });

  it("creates a draft photo album that the gallery shows only once published", async () => {
    const album = await createPhotoAlbum(input, database);
    expect(album).toMatchObject({ kind: "photo", status: "draft", link: "", ...input });
    expect(await listGalleryAlbums({}, database, store)).toEqual([]);
    expect(await getPublishedPhotoAlbum(album.id, database, store)).toBeUndefined();

    expect(await setAlbumStatus(album.id, "published", database)).toEqual({ ok: false, reason: "empty" });
    const first = await upload(album.id, "first.jpg");
    const second = await upload(album.id, "second.jpg");
    expect(await setAlbumStatus(album.id, "published", database)).toEqual({
      ok: false,
      reason: "alt",
      photoIds: [first.id, second.id],
    });
    await saveAltTexts(
      album.id,
      new Map([
        [first.id, "  Children on the stage  "],
        [second.id, "Prize-giving"],
      ]),
      database,
    );
    expect(await setAlbumStatus(album.id, "published", database)).toEqual({ ok: true });

    const gallery = await listGalleryAlbums({ school: "vidhyapeeth" }, database, store);
    expect(gallery).toHaveLength(1);
    expect(gallery[0]).toMatchObject({
      kind: "photo",
      title: "Annual Day",
      date: "2026-02-14",
      path: `/gallery/${album.id}-annual-day`,
      photoCount: 2,
      cover: { id: first.id, alt: "Children on the stage", width: 900, height: 600 },
    });
    const page = await getPublishedPhotoAlbum(album.id, database, store);
    expect(page?.photos.map((p) => p.alt)).toEqual(["Children on the stage", "Prize-giving"]);
    expect(page?.photos[0]?.srcSet.webp).toMatch(
      /^\/uploads\/photos\/[0-9a-f]{24}-320\.webp 320w, \S+-640\.webp 640w, \S+-900\.webp 900w$/,
    );

    await setAlbumStatus(album.id, "draft", database);
    expect(await listGalleryAlbums({}, database, store)).toEqual([]);
  });

  it("edits details, reorders photos and chooses the cover", async () => {
    const album = await createPhotoAlbum(input, database);
    expect(
      await updatePhotoAlbum(
        album.id,
        { ...input, title: "Annual Day 2026", audience: "vidhyashram" },
        database,
      ),
    ).toBe(true);
    const [a, b, c] = [await upload(album.id), await upload(album.id), await upload(album.id)];
    if (!a || !b || !c) throw new Error("uploads failed");
    const order = async () => (await listPhotos(album.id, database)).map((p) => p.id);
    expect(await order()).toEqual([a.id, b.id, c.id]);
    expect(await movePhoto(album.id, c.id, -1, database)).toBe(true);
    expect(await order()).toEqual([a.id, c.id, b.id]);
    expect(await movePhoto(album.id, a.id, -1, database)).toBe(false);
    expect(await movePhoto(album.id, b.id, 1, database)).toBe(false);

    expect(await setCover(album.id, b.id, database)).toBe(true);
    expect(await setCover(album.id, 999_999, database)).toBe(false);
    await saveAltTexts(album.id, new Map([a, b, c].map((p) => [p.id, "A photo"])), database);
    await setAlbumStatus(album.id, "published", database);
    const [listed] = await listAdminAlbums(database, store);
    expect(listed).toMatchObject({ title: "Annual Day 2026", audience: "vidhyashram", photoCount: 3 });
    expect(listed?.preview).toMatch(/-thumb\.webp$/);
    const [shown] = await listGalleryAlbums({ school: "vidhyashram" }, database, store);
    expect(shown?.kind === "photo" && shown.cover?.id).toBe(b.id);

    // Deleting the cover photo falls back to the first photo.
    expect(await deletePhoto(album.id, b.id, store, database)).toBe(true);
    const [after] = await listGalleryAlbums({ school: "vidhyashram" }, database, store);
    expect(after?.kind === "photo" && after.cover?.id).toBe(a.id);
  });

  it("refuses a bad file with a message, storing nothing", async () => {
    const album = await createPhotoAlbum(input, database);
    await expect(upload(album.id, "notes.png", Buffer.from("just some text"))).rejects.toThrow(
      "“notes.png” is not a photo",
    );
    await expect(upload(999_999)).rejects.toThrow("This album no longer exists.");
    expect(await listPhotos(album.id, database)).toEqual([]);
    expect(filesIn(dir)).toEqual([]);
  });

  it("deleting a photo or an album removes their files", async () => {
    const album = await createPhotoAlbum(input, database);
    const kept = await createPhotoAlbum({ ...input, title: "Other" }, database);
    const one = await upload(album.id);
    await upload(album.id);
    await upload(kept.id);
    expect(filesIn(dir)).toHaveLength(3 * 7);

    await deletePhoto(album.id, one.id, store, database);
    expect(filesIn(dir)).toHaveLength(2 * 7);
    expect(filesIn(dir).some((name) => name.startsWith(one.file_key.slice("photos/".length)))).toBe(false);
    expect(await deletePhoto(kept.id, one.id, store, database)).toBe(false);

    await setCover(album.id, (await listPhotos(album.id, database))[0]?.id ?? 0, database);
    expect(await deleteAlbum(album.id, store, database)).toBe(true);
    expect(filesIn(dir)).toHaveLength(7);
    expect(await listPhotos(album.id, database)).toEqual([]);
    expect(await deleteAlbum(album.id, store, database)).toBe(false);
  });

  it("lists only the albums of the given audiences", async () => {
    const school = await createPhotoAlbum({ ...input, audience: "vidhyapeeth" }, database);
    const other = await createPhotoAlbum({ ...input, audience: "vidhyashram" }, database);
    const ids = async (audiences?: ("group" | "vidhyapeeth" | "vidhyashram")[]) =>
      (await listAdminAlbums(database, store, { audiences })).map((r) => r.id);
    expect(await ids(["vidhyapeeth"])).toEqual([school.id]);
    expect(await ids()).toEqual([other.id, school.id]);
    expect(await ids([])).toEqual([]);
  });

  it("runs the audit hooks in the transaction of each change, only when something changed", async () => {
    const album = await createPhotoAlbum(input, database);
    const seen: string[] = [];
    const photo = await uploadPhoto(album.id, jpeg, "a.jpg", {
      store,
      limits: LIMITS,
      database,
      audit: async (trx, added) => {
        expect(trx.isTransaction).toBe(true);
        seen.push(`upload ${added.id}`);
      },
    });
    const hook = async (trx: DB, ids: number[]) => {
      expect(trx.isTransaction).toBe(true);
      seen.push(`alt ${ids.join(",")}`);
    };
    expect(await saveAltTexts(album.id, new Map([[photo.id, " Stage "]]), database, hook)).toEqual([
      photo.id,
    ]);
    expect(await saveAltTexts(album.id, new Map([[photo.id, "Stage"]]), database, hook)).toEqual([]);
    expect(await deletePhoto(album.id, 999_999, store, database, async () => void seen.push("never"))).toBe(
      false,
    );
    expect(
      await deletePhoto(
        album.id,
        photo.id,
        store,
        database,
        async (_trx, gone) => void seen.push(`photo ${gone.alt}`),
      ),
    ).toBe(true);
    expect(
      await deleteAlbum(album.id, store, database, async (_trx, n) => void seen.push(`album ${n}`)),
    ).toBe(true);
    expect(seen).toEqual([`upload ${photo.id}`, `alt ${photo.id}`, "photo Stage", "album 0"]);
  });

  it("a failed audit row undoes its change, and a stored photo's files are removed", async () => {
    const album = await createPhotoAlbum(input, database);
    const failing = async () => {
      throw new Error("audit failed");
    };
    await expect(
      uploadPhoto(album.id, jpeg, "a.jpg", { store, limits: LIMITS, database, audit: failing }),
    ).rejects.toThrow("audit failed");
    expect(await listPhotos(album.id, database)).toEqual([]);
    expect(filesIn(dir)).toEqual([]);
    await expect(deleteAlbum(album.id, store, database, failing)).rejects.toThrow("audit failed");
    expect(await listAdminAlbums(database, store)).toHaveLength(1);
  });
});
