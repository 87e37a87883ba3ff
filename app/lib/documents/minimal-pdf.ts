import { deflateSync } from "node:zlib";

/**
 * Two kinds of one-page PDF, written by hand for the tests of the text layer check (no PDF library is
 * a dependency): a PDF saved from a document (its words as text, Helvetica) and a scanned page (one
 * grey picture, an image XObject, and no text at all). Both are well formed: objects, a cross-reference
 * table with exact offsets, a trailer.
 */

/** A PDF of `objects` (object 1 is the catalogue), with its cross-reference table. */
function pdfOf(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, "latin1"),
      body,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(object);
    offset += object.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    "startxref",
    String(offset),
    "%%EOF",
    "",
  ].join("\n");
  parts.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(parts);
}

/** A stream object: its dictionary entries and its bytes. */
function stream(dictionary: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`, "latin1"),
    bytes,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

/** An A4 page (595 × 842 pt) whose text is `lines`, one under the other, as a word processor saves it. */
export function textPdf(lines: readonly string[]): Buffer {
  const escaped = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    "BT /F1 12 Tf 72 770 Td 16 TL",
    ...lines.map((line) => `(${escaped(line)}) Tj T*`),
    "ET",
  ].join("\n");
  return pdfOf([
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    ),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"),
    stream("", Buffer.from(content, "latin1")),
  ]);
}

/**
 * An A4 page that is only a picture, as a scanner makes it: a `width` × `height` grey image drawn over
 * the page, and no text. The picture is `pixels` (one byte a pixel, row by row, as sharp's raw grey
 * output), or else stripes standing for lines of print.
 */
export function scannedPdf(width = 200, height = 280, pixels?: Buffer): Buffer {
  const image = stream(
    `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
    deflateSync(pixels ?? stripes(width, height)),
  );
  return pdfOf([
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>",
    ),
    image,
    stream("", Buffer.from("q 595 0 0 842 0 0 cm /Im1 Do Q", "latin1")),
  ]);
}

/** A white page with grey stripes where lines of print would be, one byte a pixel. */
function stripes(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height, 0xff);
  for (let y = 20; y < height - 20; y += 12) pixels.fill(0x30, y * width + 20, y * width + width - 20);
  return pixels;
}
