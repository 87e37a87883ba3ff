import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseUploadRef, uploadedWidths } from "~content/uploaded-images";
import { testDatabases } from "../../../tests/support/databases";
import { UploadError, VARIANT_WIDTHS, variantWidths } from "../gallery/image-upload.server";
import type { DB } from "../platform/db.server";
import { LocalDiskStorage } from "../platform/storage.server";
import {
  listPictures,
  pictureChoices,
  pictureRef,
  pictureUses,
  receivePictureUpload,
  savePictureAlt,
  uploadPicture,
} from "./pictures.server";

const LIMITS = { maxBytes: 2 * 1024 * 1024, maxPixels: 20_000_000 };
const actor = { id: 7, username: "office" };

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();
});

describe("the references' widths", () => {
  it("are the widths the upload pipeline stores", () => {
    expect(VARIANT_WIDTHS).toEqual([320, 640, 1280]);
    for (const width of [100, 320, 500, 640, 1000, 1280]) {
      expect(uploadedWidths(width), String(width)).toEqual(variantWidths(width));
    }
  });
});

describe.each(testDatabases())("site pictures ($name)", (testDb) => {
  let database: DB;
  const folder = mkdtempSync(join(tmpdir(), "site-pictures-"));
  const store = new LocalDiskStorage(folder);
  const files = () =>
    (existsSync(folder) ? readdirSync(folder, { recursive: true, withFileTypes: true }) : [])
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();

  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    await testDb.close();
    rmSync(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.deleteFrom("site_images").execute();
    await database.deleteFrom("pages").execute();
    rmSync(folder, { recursive: true, force: true });
  });

  it("stores an upload with its variants under pictures/ and a reference that draws it", async () => {
    const audited: number[] = [];
    const picture = await uploadPicture(
      png,
      { alt: "The new library", originalName: "library.png", actor },
      { store, limits: LIMITS, database, audit: async (_trx, p) => void audited.push(p.id) },
    );
    expect(picture).toMatchObject({ width: 1280, height: 853, alt: "The new library", uploaded_by: 7 });
    expect(picture.file_key).toMatch(/^pictures\/[0-9a-f]{24}$/);
    expect(audited).toEqual([picture.id]);
    const ref = pictureRef(picture);
    expect(parseUploadRef(ref)).toEqual({ fileKey: picture.file_key, width: 1280, height: 853 });
    const stem = picture.file_key.slice("pictures/".length);
    expect(files()).toEqual(
      [
        ...[320, 640, 1280].flatMap((w) => [`${stem}-${w}.avif`, `${stem}-${w}.webp`]),
        `${stem}-thumb.webp`,
      ].sort(),
    );
    expect((await listPictures(database)).map((p) => p.id)).toEqual([picture.id]);
    const choices = await pictureChoices(database);
    expect(choices[0]).toMatchObject({ value: ref, caption: "The new library", uploaded: true });
    // Its size in pixels, as the picker shows it beside the caption.
    expect(choices[0]?.size).toMatch(/^\d+ × \d+ px$/);
    expect(choices.some((c) => c.value === "home-banner-1" && !c.uploaded)).toBe(true);
  });

  it("refuses a file that is no picture, leaving no row and no file", async () => {
    await expect(
      uploadPicture(
        Buffer.from("not a picture"),
        { alt: "x", originalName: "a.png", actor },
        {
          store,
          limits: LIMITS,
          database,
        },
      ),
    ).rejects.toBeInstanceOf(UploadError);
    expect(await listPictures(database)).toEqual([]);
    expect(files()).toEqual([]);
  });

  it("a post whose storing fails on the server keeps what was typed and leaves no row", async () => {
    const body = new FormData();
    body.append("alt", "The science block");
    body.append("file", new File([new Uint8Array(png)], "block.png", { type: "image/png" }));
    const request = new Request("http://localhost/admin/pictures/library", { method: "POST", body });
    const broken = new LocalDiskStorage(folder);
    broken.put = async () => {
      throw new Error("disk full");
    };
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      expect(await receivePictureUpload(request, actor, { store: broken, limits: LIMITS, database })).toEqual(
        {
          ok: false,
          errors: {},
          values: { alt: "The science block" },
          fault: true,
        },
      );
    } finally {
      console.error = log;
    }
    expect(errors).toHaveLength(1);
    expect(await listPictures(database)).toEqual([]);
    expect(files()).toEqual([]);
  });

  it("changes the default description with its audit, and finds the pages that show a picture", async () => {
    const picture = await uploadPicture(
      png,
      { alt: "Old", originalName: "", actor },
      { store, limits: LIMITS, database },
    );
    let audits = 0;
    const audit = async () => void audits++;
    expect(await savePictureAlt(picture.id, "Old", database, audit)).toEqual({ found: true, changed: false });
    expect(await savePictureAlt(picture.id, "New", database, audit)).toEqual({ found: true, changed: true });
    expect(await savePictureAlt(picture.id + 1000, "New", database, audit)).toEqual({
      found: false,
      changed: false,
    });
    expect(audits).toBe(1);
    expect((await listPictures(database))[0]?.alt).toBe("New");

    const page = (image: string) =>
      JSON.stringify({ title: "T", blocks: [{ type: "photos", photos: [{ image, alt: "A" }] }] });
    const row = { section: "group" as const, default_hash: "x", updated_at: "2026-01-01T00:00:00.000Z" };
    await database
      .insertInto("pages")
      .values([
        { ...row, path: "/aims", published: page(pictureRef(picture)) },
        { ...row, path: "/pta", published: page("home-banner-1"), draft: page(pictureRef(picture)) },
        { ...row, path: "/fees", published: page("home-banner-1") },
      ])
      .execute();
    const uses = await pictureUses(database);
    expect(uses.get(picture.file_key)?.sort()).toEqual(["/aims", "/pta"]);
  });
});
