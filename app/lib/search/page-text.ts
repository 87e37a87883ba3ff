/**
 * The words a visitor reads on a page, from its published value (the JSON of a `pages` row): every
 * string of the value, less what is no text to read — addresses, picture and video names, icon names,
 * block types, ids, dates — with people named by id replaced by their names. Reference tokens
 * (`{{Vidhyashram office phone}}`) are expected resolved already; any left are removed.
 */

/** Keys whose strings are never words on the page: addresses, names of files and things, settings. */
const SKIPPED_KEYS = new Set([
  "to",
  "href",
  "path",
  "image",
  "images",
  "photo",
  "video",
  "icon",
  "id",
  "key",
  "kind",
  "type",
  "show",
  "alt",
  "school",
  "widget",
  "variant",
  "applyLink",
]);

/** A value that is an address: a path of this site, a URL, a phone or mail link. */
const ADDRESS = /^(\/|[a-z][a-z0-9+.-]*:)/i;
/** A lower-case slug (`why-academics`, `v-krishnan`, `cards`): an id or a name of a thing, not words. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A date or time in data form (`2027-05-20`, `2027-05-20T10:00`). */
const DATA_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;
/** A reference token left unresolved. */
const TOKEN = /\{\{[^{}]*\}\}/g;

/**
 * The text of `value` as one string, pieces separated by new lines, in the order of the value.
 * `people` maps a person's id to the words to index for them (name and post): a slug that is a
 * person's id (a people block's `person`, a committee's `people`) stands for them.
 */
export function pageText(value: unknown, people: ReadonlyMap<string, string> = new Map()): string {
  const pieces: string[] = [];
  const walk = (node: unknown, key: string | undefined) => {
    if (typeof node === "string") {
      const person = people.get(node);
      if (person) {
        pieces.push(person);
        return;
      }
      if (key !== undefined && SKIPPED_KEYS.has(key)) return;
      const text = node.replace(TOKEN, " ").replace(/\s+/g, " ").trim();
      if (!text || ADDRESS.test(text) || SLUG.test(text) || DATA_DATE.test(text)) return;
      pieces.push(text);
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) walk(item, key);
      return;
    }
    if (node && typeof node === "object") {
      for (const [name, child] of Object.entries(node)) walk(child, name);
    }
  };
  walk(value, undefined);
  return pieces.join("\n");
}

/** The page's own title (`title` of its value), or undefined when it has none. */
export function pageTitle(value: unknown): string | undefined {
  if (value && typeof value === "object" && "title" in value && typeof value.title === "string") {
    return value.title.replace(TOKEN, " ").trim() || undefined;
  }
  return undefined;
}
