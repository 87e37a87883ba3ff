import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { compile } from "tailwindcss";
import { describe, expect, it } from "vitest";

/**
 * No capitals and no letter-spacing on Tamil text (the script has neither, and spacing splits a
 * letter's vowel sign from its consonant): the site's stylesheet, built by Tailwind as the app builds
 * it, undoes `uppercase` and every `tracking-*` utility on Tamil text, in a rule outside every cascade
 * layer so it wins over the utilities layer.
 */

const APP = import.meta.dirname;
const TAILWIND = path.dirname(createRequire(import.meta.url).resolve("tailwindcss/package.json"));

/** The stylesheet as Tailwind builds it from app/app.css with `candidates` in use. */
async function built(candidates: string[]): Promise<string> {
  const compiler = await compile(readFileSync(path.join(APP, "app.css"), "utf8"), {
    base: APP,
    // `@import "tailwindcss"` and the files it imports, from the installed package.
    loadStylesheet: async (id, base) => {
      const file = id === "tailwindcss" ? path.join(TAILWIND, "index.css") : path.resolve(base, id);
      return { path: file, base: path.dirname(file), content: readFileSync(file, "utf8") };
    },
  });
  return compiler.build(candidates);
}

/** A style rule of the built sheet: its selector, declarations, and the layers it sits in. */
interface StyleRule {
  selector: string;
  declarations: Record<string, string>;
  layers: string[];
}

/** The style rules of `css` (the compiler's plain output: no braces inside strings or comments). */
function rulesOf(css: string): StyleRule[] {
  const rules: StyleRule[] = [];
  const open: string[] = [];
  let text = "";
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, "")) {
    if (char === "{") {
      open.push(text.trim());
      text = "";
    } else if (char === "}") {
      const prelude = open.pop() ?? "";
      if (!prelude.startsWith("@")) {
        const declarations = Object.fromEntries(
          text
            .split(";")
            .map((part) => part.split(":").map((half) => half.trim()))
            .filter((pair) => pair.length >= 2 && pair[0])
            .map(([property, ...value]) => [property, value.join(":")]),
        );
        const layers = open.filter((p) => p.startsWith("@layer")).map((p) => p.slice(7).trim());
        rules.push({ selector: prelude, declarations, layers });
      }
      text = "";
    } else if (char === ";" && open.length === 0) {
      text = "";
    } else {
      text += char;
    }
  }
  return rules;
}

/** An element whose class attribute is `className` matches `selector`'s `[class*=…]` parts. */
function matches(selector: string, className: string): boolean {
  return [...selector.matchAll(/\[class\*="([^"]+)"\]/g)].some((m) => className.includes(m[1] ?? "\u0000"));
}

describe("Tamil text in the stylesheet", () => {
  const utilities = ["uppercase", "sm:uppercase", "tracking-wide", "tracking-wider", "tracking-widest"];

  it("Tailwind puts the capitals and letter-spacing utilities in its utilities layer", async () => {
    const rules = rulesOf(await built(utilities));
    const utility = (selector: string) => rules.find((rule) => rule.selector === selector);
    expect(utility(".uppercase")).toMatchObject({ layers: ["utilities"] });
    expect(utility(".tracking-wide")?.layers).toEqual(["utilities"]);
    expect(utility(".tracking-wide")?.declarations["letter-spacing"]).toBeDefined();
  });

  it("a rule outside every layer sets no capitals and no letter-spacing on Tamil text with any of them", async () => {
    const tamil = rulesOf(await built(utilities)).filter(
      (rule) => rule.selector.includes(":lang(ta)") && rule.layers.length === 0,
    );
    const noCapitals = tamil.filter((rule) => rule.declarations["text-transform"] === "none");
    const noSpacing = tamil.filter((rule) => rule.declarations["letter-spacing"] === "normal");
    for (const className of [...utilities, "text-xs font-semibold uppercase tracking-wide text-gold-700"]) {
      expect(
        noCapitals.some((rule) => matches(rule.selector, className)),
        className,
      ).toBe(true);
      expect(
        noSpacing.some((rule) => matches(rule.selector, className)),
        className,
      ).toBe(true);
    }
    // Tamil text without those utilities is left as it is.
    expect(tamil.some((rule) => matches(rule.selector, "text-sm font-semibold normal-case"))).toBe(false);
  });
});
