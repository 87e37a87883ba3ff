import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipJoin, gzipTemplate } from "./gzip-template";

const WORDS =
  "admissions open school bus route notice parents class fees term exam holiday sports day annual".split(" ");

/** Page-like pieces: markup around text drawn from a small vocabulary (a fixed pseudo-random sequence). */
function page(parts: number): string[] {
  let seed = 7;
  const word = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return WORDS[seed % WORDS.length];
  };
  return Array.from({ length: parts }, (_, i) => {
    const sentences = Array.from(
      { length: 60 },
      () => `<p>${Array.from({ length: 9 }, word).join(" ")}.</p>`,
    );
    return `<section class="card"><h2>Part ${i}</h2>${sentences.join("")}<script nonce="`;
  });
}

const nonce = () => Buffer.from(randomBytes(16).toString("base64"));

describe("gzip template", () => {
  it("gives a gzip body that any decoder reads back as the pieces joined by that body's glue", () => {
    const pieces = page(6).map((p) => Buffer.from(p));
    const template = gzipTemplate(pieces, 24);
    for (let i = 0; i < 3; i++) {
      const glue = nonce();
      const body = Buffer.concat(gzipJoin(template, glue));
      expect(gunzipSync(body).toString()).toBe(pieces.map(String).join(glue.toString()));
    }
  });

  it("compresses about as well as gzip of the whole page", () => {
    const pieces = page(8).map((p) => Buffer.from(p));
    const glue = nonce();
    const joined = Buffer.concat(gzipJoin(gzipTemplate(pieces, 24), glue)).length;
    const whole = gzipSync(pieces.map(String).join(glue.toString()), { level: 9 }).length;
    // Each glue costs its stored block (5 bytes) and a flush marker (4): within 3% plus that.
    expect(joined).toBeLessThan(whole * 1.03 + 8 * 12);
  });

  it("stays correct for text with NUL bytes, and for a body of one piece", () => {
    const withNul = [Buffer.from("a\u0000b".repeat(100)), Buffer.from("tail\u0000")];
    const glue = Buffer.from("XYZ");
    expect(gunzipSync(Buffer.concat(gzipJoin(gzipTemplate(withNul, 3), glue))).toString()).toBe(
      `${"a\u0000b".repeat(100)}XYZtail\u0000`,
    );
    const single = [Buffer.from('{"data":1}')];
    expect(gunzipSync(Buffer.concat(gzipJoin(gzipTemplate(single, 0), Buffer.alloc(0)))).toString()).toBe(
      '{"data":1}',
    );
  });

  it("refuses a glue of another length", () => {
    const template = gzipTemplate([Buffer.from("a"), Buffer.from("b")], 24);
    expect(() => gzipJoin(template, Buffer.from("short"))).toThrow(/24 bytes/);
  });
});
