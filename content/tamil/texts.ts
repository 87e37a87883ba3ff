import { asTamilList, type TamilValue, tamilKey } from "../bilingual";

/**
 * The Tamil of one shipped value: dotted path of a text field (as the editor names it, `blocks.2.heading`,
 * `whyChoose.items.0.title`) → its Tamil. A `{{token}}` of the English stays as it is in the Tamil: the
 * page puts the fact in its place in either language.
 */
export type TamilTexts = Readonly<Record<string, string>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` with `tamil` set at the dotted `path`, copying only the objects and lists on the way. */
function setAt(value: unknown, keys: readonly string[], tamil: string, path: string): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) throw new Error(`Tamil text for "${path}": the path is empty.`);
  if (rest.length === 0) {
    // A Tamil value lives beside its field in the same object: an item of a list of texts has no
    // such place, and a missing, blank or non-text field has no English for the Tamil to stand for.
    if (!isRecord(value) || typeof value[key] !== "string" || value[key].trim() === "") {
      throw new Error(`Tamil text for "${path}": no text field there.`);
    }
    return { ...value, [tamilKey(key)]: { text: tamil, for: value[key] } };
  }
  if (Array.isArray(value)) {
    const index = Number(key);
    if (!Number.isInteger(index) || index < 0 || index >= value.length) {
      throw new Error(`Tamil text for "${path}": no item ${key} there.`);
    }
    const items = [...value];
    items[index] = setAt(value[index], rest, tamil, path);
    return items;
  }
  if (!isRecord(value) || !(key in value)) throw new Error(`Tamil text for "${path}": no "${key}" there.`);
  // An item of a list of texts (a page's paragraphs): its Tamil goes in the list's Tamil beside the
  // list, at the same place (content/bilingual.ts).
  const list = value[key];
  const index = Number(rest[0]);
  if (rest.length === 1 && Array.isArray(list) && typeof list[index] === "string") {
    const english = list[index] as string;
    if (english.trim() === "") throw new Error(`Tamil text for "${path}": no text there.`);
    const tamilList: (TamilValue | null)[] = asTamilList(value[tamilKey(key)]) ?? list.map(() => null);
    const items = list.map((_, i) => tamilList[i] ?? null);
    items[index] = { text: tamil, for: english };
    return { ...value, [tamilKey(key)]: items };
  }
  return { ...value, [key]: setAt(value[key], rest, tamil, path) };
}

/**
 * `value` with the Tamil of `texts` beside its text fields (`title@ta`: the Tamil, written for the
 * English the field holds now; content/bilingual.ts). Never changes `value`; returns `value` itself when
 * `texts` is empty. Throws when a path names no text field of `value` (the English moved or was
 * removed: the Tamil must move with it) or a Tamil text is blank.
 */
export function withTamilTexts<T>(value: T, texts: TamilTexts): T {
  let out: unknown = value;
  for (const [path, tamil] of Object.entries(texts)) {
    if (tamil.trim() === "") throw new Error(`Tamil text for "${path}" is blank.`);
    out = setAt(out, path.split("."), tamil, path);
  }
  return out as T;
}
