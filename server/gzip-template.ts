import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * Gzip for a body that changes in one small place per response: a cached page is the same bytes for
 * everyone except its CSP nonce. Compressing 60 KB of HTML per request costs a millisecond or
 * more; this compresses the fixed parts once and joins them per response with the variable part (the
 * "glue", the same length each time) as uncompressed bytes, so a response costs a checksum and a few
 * buffer writes. Decompresses with any gzip decoder: the result is an ordinary gzip member (RFC 1952)
 * whose DEFLATE stream (RFC 1951) is the pieces' compressed blocks with a stored block between them.
 *
 * Each piece is compressed with the text before it as its dictionary, so it may refer back to it
 * (within DEFLATE's 32 KB window) as a compressor of the whole would. In that dictionary each glue is
 * written as NUL bytes: HTML never contains NUL, so no back-reference can copy glue bytes, and every
 * reference stays right whatever the glue holds. A body that contains NUL is compressed piece by piece
 * with no dictionary (larger, as correct).
 */
export interface GzipTemplate {
  /** Each piece as raw DEFLATE blocks, not final, ending on a byte boundary. */
  segments: Buffer[];
  /** The uncompressed pieces: the gzip trailer's CRC-32 is taken over them and the glue per body. */
  pieces: Buffer[];
  /** Length in bytes every glue must have. */
  glueLength: number;
}

/** The 32 KB DEFLATE window: a dictionary longer than this could not be referred to. */
const WINDOW = 32 * 1024;
/** Gzip header: magic, DEFLATE, no flags, no time, no extra flags, OS unknown. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final DEFLATE block (fixed Huffman, end-of-block only). */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * Compresses `pieces` (level 9) for bodies made of them joined by a glue of `glueLength` bytes.
 * Takes some milliseconds for a 60 KB page: done once per cached page.
 */
export function gzipTemplate(pieces: Buffer[], glueLength: number): GzipTemplate {
  const useDictionary = !pieces.some((piece) => piece.includes(0));
  const placeholder = Buffer.alloc(glueLength, 0);
  let before = Buffer.alloc(0);
  const segments = pieces.map((piece, index) => {
    const options: import("node:zlib").ZlibOptions = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
    if (index > 0 && useDictionary) {
      before = Buffer.concat([before, placeholder]).subarray(-WINDOW);
      options.dictionary = before;
    }
    const segment = deflateRawSync(piece, options);
    if (useDictionary) before = Buffer.concat([before, piece]).subarray(-WINDOW);
    return segment;
  });
  return { segments, pieces, glueLength };
}

/**
 * The gzip body for `pieces` joined by `glue`, as buffers to write in order (nothing is copied).
 * Throws when `glue` is not `glueLength` bytes (the references after it would be off) or over 64 KB.
 */
export function gzipJoin(template: GzipTemplate, glue: Buffer): Buffer[] {
  if (glue.length !== template.glueLength || glue.length > 0xffff) {
    throw new Error(`The glue must be ${template.glueLength} bytes (got ${glue.length}).`);
  }
  // A stored block: BFINAL 0, BTYPE 00 (the segment before ends byte-aligned), LEN, one's complement.
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(glue.length, 1);
  stored.writeUInt16LE(glue.length ^ 0xffff, 3);
  const out: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  template.segments.forEach((segment, index) => {
    if (index > 0) {
      out.push(stored, glue);
      crc = crc32(glue, crc);
      length += glue.length;
    }
    out.push(segment);
    const piece = template.pieces[index] as Buffer;
    crc = crc32(piece, crc);
    length += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  out.push(LAST_BLOCK, trailer);
  return out;
}
