import { inflateSync } from "node:zlib";

/**
 * The text of a PDF as a reader sees it, for tests that check what a shipped document says (the
 * generated disclosure PDFs of `scripts/sample-documents.ts`). Written for the PDFs Chromium prints
 * (Skia: PDF 1.4, objects not compressed into object streams, Type0 fonts with a ToUnicode map, text
 * shown with `Tj` and `TJ`), so no PDF library is needed; it is not a general PDF reader. Each text
 * object (`BT` … `ET`, a line or a table cell) becomes one line of the result, ligatures spelt out.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const objects = new Map<string, { dictionary: string; stream?: Buffer }>();
  const objectPattern = /(\d+) 0 obj\s*/g;
  for (let match = objectPattern.exec(source); match; match = objectPattern.exec(source)) {
    const start = objectPattern.lastIndex;
    const end = source.indexOf("endobj", start);
    if (end < 0) break;
    const body = source.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(match[1] as string, { dictionary: body });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const dataStart = start + streamAt + (body[streamAt + 6] === "\r" ? 8 : 7);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
    const raw = pdf.subarray(dataStart, dataStart + length);
    objects.set(match[1] as string, {
      dictionary,
      stream: dictionary.includes("/FlateDecode") ? inflateSync(raw) : raw,
    });
  }

  const ref = (text: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(text)?.[1];
  const fonts = new Map<string, Map<number, string>>();
  const lines: string[] = [];
  for (const { dictionary } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dictionary)) continue;
    const fontDictionary = /\/Font <<([^>]*)>>/.exec(dictionary)?.[1] ?? "";
    for (const [, name, id] of fontDictionary.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const unicode = ref(objects.get(id as string)?.dictionary ?? "", "ToUnicode");
      const cmap = unicode && objects.get(unicode)?.stream;
      if (cmap) fonts.set(name as string, toUnicodeMap(cmap.toString("latin1")));
    }
    const contents = ref(dictionary, "Contents");
    const stream = contents && objects.get(contents)?.stream;
    if (stream) lines.push(...showText(stream.toString("latin1"), fonts));
  }
  return lines.join("\n");
}

/** A ToUnicode CMap's glyph codes (two bytes, Identity-H) to their text. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, target] of (block as string).matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(Number.parseInt(code as string, 16), text(target as string));
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of (block as string).matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const first = Number.parseInt(from as string, 16);
      const last = Number.parseInt(to as string, 16);
      const targets = (target as string).startsWith("[")
        ? [...(target as string).matchAll(/<([0-9A-Fa-f]+)>/g)].map((m) => text(m[1] as string))
        : undefined;
      const base = targets ? 0 : Number.parseInt((target as string).slice(1, -1), 16);
      for (let code = first; code <= last; code++) {
        map.set(code, targets ? (targets[code - first] ?? "") : String.fromCharCode(base + code - first));
      }
    }
  }
  return map;
}

/** The text of each `BT` … `ET` of a content stream, decoded with the font chosen by `Tf`. */
function showText(content: string, fonts: Map<string, Map<number, string>>): string[] {
  const lines: string[] = [];
  for (const [, block] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
    let font: Map<number, string> | undefined;
    let line = "";
    for (const [, name, hex] of (block as string).matchAll(/\/(\w+) [\d.]+ Tf|<([0-9A-Fa-f]+)>/g)) {
      if (name) font = fonts.get(name);
      else if (hex && font) {
        for (const code of hex.match(/.{4}/g) ?? []) line += font.get(Number.parseInt(code, 16)) ?? "";
      }
    }
    // NFKC spells out ligatures ("ﬃ" as "ffi"), as a reader's copy and paste does.
    if (line.trim()) lines.push(line.normalize("NFKC"));
  }
  return lines;
}
