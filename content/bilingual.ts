import type { Language } from "./languages";

/**
 * The office's text in two languages (decision 0032). A text field whose schema is translatable (every
 * `textField`, content/schemas/common.ts, unless it says `translate: false`) may hold a Tamil value
 * beside its English one. The Tamil lives in the same stored value, beside the field, under the field's
 * key with `@ta` after it:
 *
 *     { "title": "Annual Day", "title@ta": { "text": "ஆண்டு விழா", "for": "Annual Day" } }
 *
 * A list of texts (a page's paragraphs) has its Tamil beside the list, item by item:
 * `{ "paragraphs": ["…", "…"], "paragraphs@ta": [{ "text": "…", "for": "…" }, null] }`.
 *
 * `for` is the English the Tamil was written for: when the English changes and the Tamil does not, the
 * two differ and the Tamil "needs updating". Kept beside its field, a Tamil value moves with its item
 * when a list is reordered, is copied with a draft and published with it, and is kept by every store
 * that keeps the value (the stores' schema read carries it over, `carryTamil`). This module is pure:
 * the stores, the editor and the pages use it.
 */

/** What follows a field's key to name its Tamil value. */
export const TAMIL_SUFFIX = "@ta";

/** A field's Tamil value: the text, and the English it was written for. */
export interface TamilValue {
  text: string;
  for: string;
}

/** The key of the Tamil value of the field `key`. */
export function tamilKey(key: string): string {
  return `${key}${TAMIL_SUFFIX}`;
}

/** True for a key that names a Tamil value (`title@ta`). */
export function isTamilKey(key: string): boolean {
  return key.endsWith(TAMIL_SUFFIX);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` as a Tamil value, or undefined when it is not one (blank text, a wrong shape). */
export function asTamil(value: unknown): TamilValue | undefined {
  if (!isRecord(value) || typeof value.text !== "string" || value.text.trim() === "") return undefined;
  return { text: value.text, for: typeof value.for === "string" ? value.for : "" };
}

/** `value` as the Tamil of a list of texts, item by item (null where an item has none), or undefined. */
export function asTamilList(value: unknown): (TamilValue | null)[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items = value.map((item) => asTamil(item) ?? null);
  return items.some((item) => item !== null) ? items : undefined;
}

/** The Tamil value of `object`'s field `key`, if it has one. */
export function tamilOf(object: unknown, key: string): TamilValue | undefined {
  return isRecord(object) ? asTamil(object[tamilKey(key)]) : undefined;
}

/**
 * Only the Tamil values of `object` (its `…@ta` keys), to spread into a view made of some of its fields:
 * the view keeps the Tamil of the texts it copies.
 */
export function tamilValuesOf(object: Record<string, unknown>): Record<string, TamilValue> {
  const values: Record<string, TamilValue> = {};
  for (const [key, value] of Object.entries(object)) {
    const tamil = isTamilKey(key) ? asTamil(value) : undefined;
    if (tamil) values[key] = tamil;
  }
  return values;
}

/**
 * `parsed` (a value read through its schema, which drops keys the schema does not name) with the Tamil
 * values of `raw` (the same value before the read) put back beside their fields: objects are matched key
 * by key and lists item by item, as a schema read keeps their shape. Only a Tamil value whose English
 * field is still text is carried. Returns `parsed` itself when `raw` has no Tamil.
 */
export function carryTamil<T>(raw: unknown, parsed: T): T {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    let changed = false;
    const items = parsed.map((item, index) => {
      const carried = carryTamil(raw[index], item);
      changed ||= carried !== item;
      return carried;
    });
    return (changed ? items : parsed) as T;
  }
  if (!isRecord(raw) || !isRecord(parsed)) return parsed;
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(raw)) {
    if (isTamilKey(key)) {
      const field = key.slice(0, -TAMIL_SUFFIX.length);
      const tamil = asTamil(value);
      const list = Array.isArray(parsed[field]) ? asTamilList(value) : undefined;
      if ((tamil && typeof parsed[field] === "string") || list) {
        out ??= { ...parsed };
        out[key] = tamil ?? list;
      }
    } else if (typeof value === "object" && value !== null && key in parsed) {
      const carried = carryTamil(value, parsed[key]);
      if (carried !== parsed[key]) {
        out ??= { ...parsed };
        out[key] = carried;
      }
    }
  }
  return (out ?? parsed) as T;
}

/**
 * True when a Tamil value written for `written` may not be shown once the English says `now` instead: a
 * text with a number in it (a date, a time, a fee, a phone, a class) is a fact a parent acts on, and
 * an old translation of it would say a wrong one (GIGW 3.0 §5.7). Other texts keep their older Tamil,
 * flagged "needs updating" for the office, until it is updated.
 */
export function staleTamilHidden(written: string, now: string): boolean {
  return /\p{Nd}/u.test(written) || /\p{Nd}/u.test(now);
}

/**
 * `value` as a page of `language` shows it. In Tamil, every text field with a Tamil value shows it in
 * place of the English: when it was written for today's English, or when it is older and holds no
 * number (`staleTamilHidden`); a field without one keeps its English (the page marks it as English,
 * `OfficeText`). In English, the Tamil values are left out. Never changes `value`; returns a copy only
 * of what it changes.
 */
export function inLanguage<T>(value: T, language: Language): T {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const shown = inLanguage(item, language);
      changed ||= shown !== item;
      return shown;
    });
    return (changed ? items : value) as T;
  }
  if (!isRecord(value)) return value;
  let out: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    if (isTamilKey(key)) {
      out ??= { ...value };
      delete out[key];
      const field = key.slice(0, -TAMIL_SUFFIX.length);
      const tamil = asTamil(item);
      const english = value[field];
      if (language === "ta" && tamil && typeof english === "string") {
        const current = tamil.for === english;
        if (current || !staleTamilHidden(tamil.for, english)) out[field] = tamil.text;
      }
      // A list's items: only a Tamil text written for the item's English now is shown, since an item
      // moved in the list no longer stands beside the Tamil written for it.
      const list = asTamilList(item);
      if (language === "ta" && list && Array.isArray(english)) {
        const shown = (out[field] ?? english) as unknown[];
        out[field] = shown.map((entry, index) => {
          const itemTamil = list[index];
          return typeof english[index] === "string" && itemTamil && itemTamil.for === english[index]
            ? itemTamil.text
            : entry;
        });
      }
    } else if (typeof item === "object" && item !== null) {
      const shown = inLanguage(item, language);
      if (shown !== item) {
        out ??= { ...value };
        // A field translated above keeps its Tamil: only an object or a list is replaced here.
        out[key] = shown;
      }
    }
  }
  return (out ?? value) as T;
}

/** How one text field stands in Tamil: none written, written for today's English, or for older English. */
export type TamilState = "missing" | "current" | "needs updating";

/** The state of the Tamil of a field whose English is `english` and whose Tamil is `tamil`. */
export function tamilState(english: string, tamil: TamilValue | undefined): TamilState {
  if (!tamil) return "missing";
  return tamil.for === english ? "current" : "needs updating";
}

/** The letters of the Tamil script (U+0B80–U+0BFF). */
const TAMIL_LETTER = /[\u0B80-\u0BFF]/g;
/** The letters of the Latin script. */
const LATIN_LETTER = /\p{Script=Latin}/gu;

/**
 * The language a text the office typed is written in, from its letters: "ta" when at least a third of
 * its letters are Tamil, "en" when it has Latin letters, undefined when it has neither (numbers, a
 * date). A page marks text of the other language with `lang`, so a screen reader reads it in its voice.
 */
export function scriptLanguage(text: string): Language | undefined {
  const tamil = text.match(TAMIL_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (tamil === 0 && latin === 0) return undefined;
  // A Tamil sentence names schools and classes in Latin letters ("Vidhyapeeth முகப்பு"): it is Tamil
  // when a third of its letters are.
  return tamil * 2 >= latin ? "ta" : "en";
}

/**
 * The letters an old 8-bit Tamil font (Bamini, TSCII, Vanavil) types where Unicode Tamil has its own: a
 * text typed in such a font and pasted arrives as Latin-1 letters and signs (`Ü Ý Þ ñ£`), which phones
 * show as exactly that. The signs a text of ours may hold (© ® ° ± · × ÷) are not among them.
 */
const LEGACY_FONT_LETTER =
  /[\u00A1-\u00A8\u00AA-\u00AD\u00AF\u00B2-\u00B6\u00B8-\u00D6\u00D8-\u00F6\u00F8-\u00FF]/g;

/**
 * True when `text` looks typed in an old 8-bit Tamil font: at least three Latin-1 letters or signs
 * (`LEGACY_FONT_LETTER`), making at least a fifth of its letters. A name with an accent ("José", "Café")
 * or a sign such as "©" or "°" is far below that.
 */
export function looksLikeLegacyTamilFont(text: string): boolean {
  const legacy = text.match(LEGACY_FONT_LETTER)?.length ?? 0;
  if (legacy < 3) return false;
  const letters = text.replace(/[\s\p{P}\p{Nd}]/gu, "").length;
  return legacy * 5 >= letters;
}

/** What a clerk is told of a text typed in an old 8-bit Tamil font, beside the field. */
export const LEGACY_FONT_MESSAGE =
  "This text looks typed with an old Tamil font (such as Bamini or TSCII), which phones show as other letters. Type it again with a Unicode Tamil keyboard (for example Google Indic Keyboard on a phone, or the Tamil keyboard of Windows).";
