/**
 * After `react-router build`: writes a Brotli (quality 11) and a gzip (level 9) copy beside every
 * JavaScript, CSS, SVG and JSON file of `build/client/assets`, once, so the server sends the smallest
 * encoding a browser accepts without compressing on every request (the JavaScript a page needs
 * stays within its budget). Files that would not shrink by 5% are left alone.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = "build/client/assets";
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = join(dir, name);
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: name.endsWith(".js")
        ? constants.BROTLI_MODE_TEXT
        : constants.BROTLI_MODE_GENERIC,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length * 0.95) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length * 0.95) writeFileSync(`${file}.gz`, gz);
  before += body.length;
  after += Math.min(br.length, body.length);
}
console.log(
  `Compressed assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli.`,
);
