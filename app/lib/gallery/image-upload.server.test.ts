import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "../platform/storage.server";
import {
  detectImageType,
  processImage,
  removeImage,
  storeImage,
  type UploadLimits,
  variantKeys,
  variantWidths,
} from "./image-upload.server";

const LIMITS: UploadLimits = { maxBytes: 2 * 1024 * 1024, maxPixels: 8_000_000 };

/**
 * A camera-like JPEG: EXIF (maker, model, copyright) and, when given, an orientation. Its pixels are one
 * plain colour: the pipeline takes the same path whatever the picture shows, and making and encoding
 * noisy pictures (as real photos are) took most of this file's time, about 6 of 8.5 s. Where
 * only the file's size matters, `oversizedPhoto` is noisy.
 */
async function photo(width: number, height: number, options: { orientation?: number } = {}) {
  const plain = await sharp({ create: { width, height, channels: 3, background: "#4a7" } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return sharp(plain)
    .withMetadata({ orientation: options.orientation })
    .withExifMerge({ IFD0: { Make: "PhoneMaker", Model: "Phone 12", Copyright: "Someone" } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A JPEG over the 2 MB limit from the fewest pixels: random pixels at quality 100 without chroma
 * subsampling do not compress (about 2.3 MB from 1000 × 800; noise at quality 85 needed 3000 × 2500).
 */
async function oversizedPhoto() {
  const [width, height] = [1000, 800];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();
}

/** Every file under the storage folder. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("the photo upload pipeline", () => {
  let dir: string;
  let store: LocalDiskStorage;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "uploads-"));
    store = new LocalDiskStorage(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("tells image types by their content", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(detectImageType(png)).toBe("png");
    expect(detectImageType(await photo(8, 8))).toBe("jpeg");
    expect(detectImageType(await sharp(png).webp().toBuffer())).toBe("webp");
    expect(detectImageType(await sharp(png).avif().toBuffer())).toBe("avif");
    expect(detectImageType(Buffer.from("hello, this is text"))).toBeNull();
  });

  it("stores every variant at the right width, as WebP and AVIF, without EXIF, orientation applied", async () => {
    // 2000×1500 stored sideways (EXIF orientation 6): the upright picture is 1500 wide, 2000 high.
    const input = await photo(2000, 1500, { orientation: 6 });
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const stored = await storeImage(input, store, LIMITS, "IMG_2041.jpg");
    expect(stored.fileKey).toMatch(/^photos\/[0-9a-f]{24}$/);
    expect([stored.width, stored.height]).toEqual([1280, 1707]);

    const keys = variantKeys(stored.fileKey, stored.width);
    expect(keys).toHaveLength(7);
    expect(filesIn(dir)).toHaveLength(7);
    for (const width of [320, 640, 1280]) {
      for (const format of ["webp", "avif"] as const) {
        const file = await store.get(`${stored.fileKey}-${width}.${format}`);
        expect(file, `${width}.${format}`).not.toBeNull();
        const meta = await sharp(file as Buffer).metadata();
        expect(meta.format).toBe(format === "webp" ? "webp" : "heif");
        expect(meta.width).toBe(width);
        expect(meta.height).toBeGreaterThan(width); // portrait: the orientation was applied
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
      }
    }
    const thumb = await sharp((await store.get(`${stored.fileKey}-thumb.webp`)) as Buffer).metadata();
    expect([thumb.width, thumb.height, thumb.exif]).toEqual([240, 240, undefined]);
  });

  it("never enlarges a small photo: its own width is the largest variant", async () => {
    const stored = await storeImage(await photo(500, 400), store, LIMITS);
    expect(variantWidths(stored.width)).toEqual([320, 500]);
    const widths = [];
    for (const key of variantKeys(stored.fileKey, stored.width).filter((k) => !k.endsWith("thumb.webp"))) {
      widths.push((await sharp((await store.get(key)) as Buffer).metadata()).width);
    }
    expect(widths.sort()).toEqual([320, 320, 500, 500]);
    expect(filesIn(dir)).toHaveLength(5);
  });

  it("takes a PNG named .jpg by its content", async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: "#c33a" } })
      .png()
      .toBuffer();
    const stored = await storeImage(png, store, LIMITS, "holiday.jpg");
    expect(stored.width).toBe(800);
    expect(filesIn(dir)).toHaveLength(7);
  });

  it.each([
    [
      "a text file named .png",
      () => Buffer.from("Dear parents, the school reopens on Monday.\n".repeat(20)),
      /is not a photo/,
    ],
    [
      "a truncated JPEG",
      async () => {
        const jpeg = await photo(1200, 900);
        return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
      },
      /damaged or incomplete/,
    ],
    [
      "a truncated PNG",
      async () => {
        const png = await sharp(await photo(600, 400))
          .png()
          .toBuffer();
        return png.subarray(0, Math.floor(png.length / 2));
      },
      /damaged or incomplete/,
    ],
    ["an oversized file", oversizedPhoto, /at most 2 MB/],
    [
      "a huge-dimension image (a small file of 4 000 × 3 000 pixels, over the 8-megapixel limit)",
      () =>
        sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#fff" } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      /too large a picture \(more than 8 megapixels\)/,
    ],
    ["an empty file", () => Buffer.alloc(0), /is empty/],
    ["a HEIC photo", () => Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1"), /HEIC/],
  ])("refuses %s with a clear message and leaves no file behind", async (_label, make, message) => {
    const input = await make();
    await expect(storeImage(input, store, LIMITS, "upload.png")).rejects.toThrow(message);
    await expect(storeImage(input, store, LIMITS, "upload.png")).rejects.toMatchObject({
      name: "UploadError",
    });
    expect(filesIn(dir)).toEqual([]);
  });

  it("names the file in its messages", async () => {
    await expect(processImage(Buffer.from("not an image"), LIMITS, "notes.png")).rejects.toThrow(
      "“notes.png” is not a photo. Upload JPEG, PNG, WebP, AVIF or GIF images.",
    );
  });

  it("reads a photo from a file on disk, the upload's temporary file", async () => {
    const input = await photo(900, 600);
    const path = join(dir, "incoming");
    writeFileSync(path, input);
    const stored = await storeImage({ path, size: input.length }, store, LIMITS, "IMG_7.jpg");
    expect([stored.width, stored.height]).toEqual([900, 600]);
    expect(filesIn(dir)).toHaveLength(8);

    writeFileSync(path, "not an image at all");
    await expect(processImage({ path, size: 19 }, LIMITS, "notes.jpg")).rejects.toThrow(
      "“notes.jpg” is not a photo. Upload JPEG, PNG, WebP, AVIF or GIF images.",
    );
    writeFileSync(path, input.subarray(0, input.length / 2));
    await expect(processImage({ path, size: input.length / 2 }, LIMITS, "cut.jpg")).rejects.toThrow(
      /“cut\.jpg” could not be read: it seems damaged or incomplete/,
    );
    // Over the limit, by the size the uploader sent: refused without reading the file (none here).
    await expect(
      processImage({ path: join(dir, "never-written"), size: 3 * 1024 * 1024 }, LIMITS, "big.jpg"),
    ).rejects.toThrow("“big.jpg” is 3 MB; photos can be at most 2 MB.");
  });

  it("removes what it wrote when the storage fails half-way", async () => {
    let calls = 0;
    const failing = new LocalDiskStorage(dir);
    const put = failing.put.bind(failing);
    failing.put = async (key, data, type) => {
      if (++calls === 4) throw new Error("disk full");
      return put(key, data, type);
    };
    await expect(storeImage(await photo(900, 600), failing, LIMITS)).rejects.toThrow("disk full");
    expect(filesIn(dir)).toEqual([]);
  });

  it("deleting a stored image removes all its files", async () => {
    const stored = await storeImage(await photo(1400, 1000), store, LIMITS);
    expect(filesIn(dir)).toHaveLength(7);
    await removeImage(store, stored.fileKey, stored.width);
    expect(filesIn(dir)).toEqual([]);
  });

  it("refuses storage keys that could leave its folder", async () => {
    await expect(store.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/storage key/);
    await expect(store.get("photos/../../etc/passwd")).rejects.toThrow(/storage key/);
    expect(() => store.url("/abs")).toThrow(/storage key/);
    expect(store.url("photos/abc-320.webp")).toBe("/uploads/photos/abc-320.webp");
  });
});
