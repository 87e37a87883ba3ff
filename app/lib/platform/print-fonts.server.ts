import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The fonts of a page the server prints to PDF (the fee PDF): Noto Sans for Latin and Noto Sans Tamil
 * for Tamil, from the `@fontsource` npm packages rather than the server's system fonts, so a PDF prints
 * the same on any server and Tamil prints where no Tamil font is installed. Chromium embeds the subset
 * of each font it uses, so a reader needs no font either.
 *
 * The woff2 files are resolved as modules (`createRequire(import.meta.url).resolve`): from the source
 * in Vitest and `npm run dev`, and from the server bundle in `build/server/`, which keeps npm packages
 * external, so both find them in the project's `node_modules`. They go into the printed HTML as `data:` URLs: the
 * printing page has no network (every request is aborted) and needs nothing served for it.
 */

/** The `font-family` of a printed page: the packaged fonts first, so no system font draws its text. */
export const PRINT_FONT_FAMILY = `"Noto Sans", "Noto Sans Tamil", sans-serif`;

/** Regular and bold, the only weights a printed page uses (`th`, `dt`, `.font-semibold` print bold). */
const WEIGHTS = [400, 700] as const;

/**
 * Each family, its package and the subsets taken from it, in fontsource's order (latin last: where two
 * subsets' ranges overlap, the later `@font-face` is tried first). Noto Sans's latin-ext holds ₹;
 * Noto Sans Tamil's own Latin subsets are not needed, Noto Sans comes before it for Latin letters.
 */
const FAMILIES = [
  { family: "Noto Sans", pkg: "@fontsource/noto-sans", id: "noto-sans", subsets: ["latin-ext", "latin"] },
  {
    family: "Noto Sans Tamil",
    pkg: "@fontsource/noto-sans-tamil",
    id: "noto-sans-tamil",
    subsets: ["tamil"],
  },
] as const;

/** The `@font-face` rules, made on first use and kept for the life of the process. */
let fontFaces: string | undefined;

/**
 * The `@font-face` rules of `PRINT_FONT_FAMILY`'s packaged fonts (about 230 KB of CSS: the woff2
 * files as base64 `data:` URLs, each with its subset's `unicode-range` from the package's
 * `unicode.json`, so Chromium takes the Tamil face for Tamil letters only). Read from disk once per
 * process. Throws when a package or file is missing (an incomplete `npm ci`): printing with system
 * fonts instead would silently change the PDF.
 */
export function printFontFaces(): string {
  fontFaces ??= readFontFaces();
  return fontFaces;
}

function readFontFaces(): string {
  const require = createRequire(import.meta.url);
  const read = (pkg: string, file: string) => {
    try {
      return readFileSync(require.resolve(`${pkg}/${file}`));
    } catch (error) {
      throw new Error(
        `The print font file ${pkg}/${file} is missing (run npm ci): ${(error as Error).message}`,
      );
    }
  };
  const rules: string[] = [];
  for (const { family, pkg, id, subsets } of FAMILIES) {
    const ranges = JSON.parse(read(pkg, "unicode.json").toString("utf8")) as Record<string, string>;
    for (const subset of subsets) {
      const range = ranges[subset];
      if (!range) throw new Error(`The print font ${pkg} has no "${subset}" subset`);
      for (const weight of WEIGHTS) {
        const data = read(pkg, `files/${id}-${subset}-${weight}-normal.woff2`).toString("base64");
        // `block`: a print waits for its font rather than drawing a fallback first.
        rules.push(
          `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:block;` +
            `src:url(data:font/woff2;base64,${data}) format("woff2");unicode-range:${range};}`,
        );
      }
    }
  }
  return rules.join("\n");
}
