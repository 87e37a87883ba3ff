import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { image, images, posterImage, videoPoster, videos, widths } from "./media";

/**
 * Every file that `content/media.ts` promises is in `public/media/`, at the size its name and the list
 * say, whether it is a generated placeholder or the school's own (docs/media.md). Sizes are read from
 * the files' headers here (WebP, AVIF and MP4), so the test needs no image library.
 */

const MEDIA = path.resolve(import.meta.dirname, "../public/media");

type Size = { width: number; height: number };

/** Width and height of a WebP (lossy `VP8 `, lossless `VP8L` or extended `VP8X`). */
function webpSize(buf: Buffer): Size {
  if (buf.toString("latin1", 0, 4) !== "RIFF" || buf.toString("latin1", 8, 12) !== "WEBP") {
    throw new Error("not a WebP file");
  }
  const chunk = buf.toString("latin1", 12, 16);
  if (chunk === "VP8X") return { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
  if (chunk === "VP8 ")
    return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}

type Box = { type: string; start: number; end: number };

/** The ISO-BMFF boxes (MP4, AVIF) between `start` and `end`; `start`/`end` of each box are its content. */
function boxes(buf: Buffer, start = 0, end = buf.length): Box[] {
  const list: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString("latin1", at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) break;
    list.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return list;
}

function child(buf: Buffer, parent: Box | undefined, type: string, skip = 0): Box | undefined {
  if (!parent) return undefined;
  return boxes(buf, parent.start + skip, parent.end).find((b) => b.type === type);
}

/** Width and height of an AVIF's image: its `meta/iprp/ipco/ispe` property (the largest, if several). */
function avifSize(buf: Buffer): Size {
  const top = boxes(buf);
  const ftyp = top.find((b) => b.type === "ftyp");
  if (!ftyp || !["avif", "avis"].includes(buf.toString("latin1", ftyp.start, ftyp.start + 4))) {
    throw new Error("not an AVIF file");
  }
  const meta = top.find((b) => b.type === "meta");
  const ipco = child(buf, child(buf, meta, "iprp", 4), "ipco");
  const sizes = ipco
    ? boxes(buf, ipco.start, ipco.end)
        .filter((b) => b.type === "ispe")
        .map((b) => ({ width: buf.readUInt32BE(b.start + 4), height: buf.readUInt32BE(b.start + 8) }))
    : [];
  const largest = sizes.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!largest) throw new Error("AVIF without an image size (ispe)");
  return largest;
}

/** An MP4's top-level box order and the size of its video track (from `tkhd`, 16.16 fixed point). */
function mp4Info(buf: Buffer): { order: string[]; video: Size | undefined } {
  const top = boxes(buf);
  const moov = top.find((b) => b.type === "moov");
  let video: Size | undefined;
  for (const trak of moov ? boxes(buf, moov.start, moov.end).filter((b) => b.type === "trak") : []) {
    const tkhd = child(buf, trak, "tkhd");
    if (!tkhd) continue;
    const width = buf.readUInt32BE(tkhd.end - 8) / 65536;
    const height = buf.readUInt32BE(tkhd.end - 4) / 65536;
    if (width > 0 && height > 0) video = { width, height };
  }
  return { order: top.map((b) => b.type), video };
}

function read(file: string): Buffer {
  const full = path.join(MEDIA, file);
  expect(
    existsSync(full),
    `public/media/${file} is missing (run: npx tsx scripts/media-placeholders.ts)`,
  ).toBe(true);
  return readFileSync(full);
}

describe("media list", () => {
  it("has unique names and file names", () => {
    const names = [...images, ...videos].map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    const files = [
      ...images.flatMap((i) => widths(i).flatMap((w) => [`${i.name}-${w}.avif`, `${i.name}-${w}.webp`])),
      ...videos.flatMap((v) => {
        const poster = posterImage(v.name);
        return [
          `${v.name}.mp4`,
          ...widths(poster).flatMap((w) => [`${poster.name}-${w}.avif`, `${poster.name}-${w}.webp`]),
        ];
      }),
    ];
    expect(new Set(files).size).toBe(files.length);
  });

  it("gives every image widths that are ascending and end at its own width", () => {
    for (const image of images) {
      const list = widths(image);
      expect(list.at(-1)).toBe(image.width);
      expect([...list].sort((a, b) => a - b)).toEqual(list);
    }
  });
});

describe("image files", () => {
  for (const image of images) {
    it(`${image.name}: AVIF and WebP at ${widths(image).join(", ")} px, ${image.width}:${image.height}`, () => {
      for (const width of widths(image)) {
        const height = Math.round((width * image.height) / image.width);
        for (const [format, sizeOf] of [
          ["avif", avifSize],
          ["webp", webpSize],
        ] as const) {
          const file = `${image.name}-${width}.${format}`;
          expect(sizeOf(read(file)), file).toEqual({ width, height });
        }
      }
    });
  }
});

describe("video files", () => {
  for (const video of videos) {
    it(`${video.name}: MP4 (faststart) at ${video.width}×${video.height} and its poster at every width`, () => {
      const { order, video: size } = mp4Info(read(`${video.name}.mp4`));
      expect(order[0], `${video.name}.mp4 starts with ftyp`).toBe("ftyp");
      expect(order.indexOf("moov"), `${video.name}.mp4 has moov before mdat (faststart)`).toBeLessThan(
        order.indexOf("mdat"),
      );
      expect(size).toEqual({ width: video.width, height: video.height });
      // The poster is an image of the responsive pipeline (AVIF and WebP at each width), at the video's
      // shape; its largest WebP is the `<video poster>`.
      const poster = posterImage(video.name);
      expect(widths(poster).at(-1)).toBe(video.width);
      for (const width of widths(poster)) {
        const height = Math.round((width * video.height) / video.width);
        expect(avifSize(read(`${poster.name}-${width}.avif`))).toEqual({ width, height });
        expect(webpSize(read(`${poster.name}-${width}.webp`))).toEqual({ width, height });
      }
      expect(existsSync(path.join(MEDIA, videoPoster(video.name).replace("/media/", "")))).toBe(true);
      expect(image(poster.name)).toEqual(poster);
    });
  }
});
