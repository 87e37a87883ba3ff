import { describe, expect, it } from "vitest";
import { editables } from "~/lib/content-store/editables.server";
import { describeValue } from "~/lib/forms/schema-form.server";
import { looksLikeLegacyTamilFont, scriptLanguage } from "../bilingual";
import { shippedTamil, withTamilTexts } from ".";

/** The names of the text fields the editor draws with a Tamil value beside them, in `node` (a form tree). */
function translatableFields(node: unknown, into = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(node)) {
    for (const item of node) translatableFields(item, into);
  } else if (typeof node === "object" && node !== null) {
    const field = node as Record<string, unknown>;
    if (field.kind === "text" && field.tamil && typeof field.name === "string") {
      into.set(field.name, String(field.value));
    }
    for (const [key, value] of Object.entries(field)) if (key !== "tamil") translatableFields(value, into);
  }
  return into;
}

/** A `{{token}}` reference, which the page replaces with a fact. */
const TOKEN = /\{\{[^}]*\}\}/g;

/** The `{{token}}`s of `text`, sorted. */
const tokens = (text: string) => (text.match(TOKEN) ?? []).sort();

describe("the shipped Tamil", () => {
  const entries = Object.entries(shippedTamil);

  it("names only things the office edits", () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [path] of entries) expect(editables.has(path), path).toBe(true);
  });

  it("is shipped beside the English of each field it names, written for that English", () => {
    for (const [path, texts] of entries) {
      const entry = editables.get(path);
      const fields = translatableFields(describeValue(entry?.schema as never, entry?.shipped, "", {}));
      for (const [field, tamil] of Object.entries(texts)) {
        // A field the editor draws without a Tamil box (a name, an address, an image) takes none.
        expect(fields.has(field), `${path} ${field}`).toBe(true);
        const owner = field
          .split(".")
          .slice(0, -1)
          .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], entry?.shipped) as Record<
          string,
          unknown
        >;
        const key = field.split(".").at(-1) ?? "";
        if (Array.isArray(owner)) {
          // An item of a list of texts: its Tamil is in the list's Tamil beside the list, at its place.
          const keys = field.split(".");
          const parent = keys
            .slice(0, -2)
            .reduce<unknown>((value, k) => (value as Record<string, unknown>)[k], entry?.shipped) as Record<
            string,
            unknown[]
          >;
          const list = keys.at(-2) ?? "";
          expect(parent[`${list}@ta`]?.[Number(key)], `${path} ${field}`).toEqual({
            text: tamil,
            for: owner[Number(key)],
          });
          continue;
        }
        expect(owner[`${key}@ta`], `${path} ${field}`).toEqual({ text: tamil, for: owner[key] });
      }
    }
  });

  it("is Unicode Tamil, not an old font's letters, and keeps every {{token}} of its English", () => {
    for (const [path, texts] of entries) {
      const entry = editables.get(path);
      const fields = translatableFields(describeValue(entry?.schema as never, entry?.shipped, "", {}));
      for (const [field, tamil] of Object.entries(texts)) {
        expect(looksLikeLegacyTamilFont(tamil), `${path} ${field}`).toBe(false);
        expect(tamil, `${path} ${field}`).not.toMatch(/[\u00A1-\u00FF]/);
        // Marked Tamil by its letters (names may stay English); a token is a fact, of neither language.
        expect(scriptLanguage(tamil.replace(TOKEN, "")), `${path} ${field}: ${tamil}`).toBe("ta");
        expect(tokens(tamil), `${path} ${field}`).toEqual(tokens(fields.get(field) ?? ""));
      }
    }
  });
});

describe("withTamilTexts", () => {
  const page = { title: "Fees", blocks: [{ heading: "Pay online", paragraphs: ["Any time."] }] };

  it("puts each Tamil beside its field, written for its English, and leaves the value as it was", () => {
    const shown = withTamilTexts(page, { title: "கட்டணம்", "blocks.0.heading": "இணையத்தில் செலுத்துங்கள்" });
    expect(shown).toEqual({
      title: "Fees",
      "title@ta": { text: "கட்டணம்", for: "Fees" },
      blocks: [
        {
          heading: "Pay online",
          "heading@ta": { text: "இணையத்தில் செலுத்துங்கள்", for: "Pay online" },
          paragraphs: ["Any time."],
        },
      ],
    });
    expect(page).toEqual({ title: "Fees", blocks: [{ heading: "Pay online", paragraphs: ["Any time."] }] });
  });

  it("puts an item's Tamil of a list of texts beside the list, at the item's place", () => {
    expect(withTamilTexts(page, { "blocks.0.paragraphs.0": "எப்போதும்." }).blocks[0]).toEqual({
      heading: "Pay online",
      paragraphs: ["Any time."],
      "paragraphs@ta": [{ text: "எப்போதும்.", for: "Any time." }],
    });
    expect(() => withTamilTexts(page, { "blocks.0.paragraphs.3": "எப்போதும்." })).toThrow(/paragraphs/);
  });

  it("refuses a path that names no text field, or a blank Tamil", () => {
    expect(() => withTamilTexts(page, { heading: "தலைப்பு" })).toThrow(/"heading"/);
    expect(() => withTamilTexts(page, { "blocks.1.heading": "தலைப்பு" })).toThrow(/blocks\.1\.heading/);
    expect(() => withTamilTexts(page, { blocks: "தலைப்பு" })).toThrow(/no text field/);
    expect(() => withTamilTexts(page, { title: " " })).toThrow(/blank/);
  });
});
