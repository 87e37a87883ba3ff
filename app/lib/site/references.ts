import { REFERENCE_TOKEN, type Reference, referenceKey } from "~content/references";

/**
 * Replacing the reference tokens of `content/references.ts` (`{{Vidhyapeeth office phone}}`) with the
 * facts they name, in any value a page draws.
 */

/** The facts by key (`referenceKey` of the label), as `resolveReferences` takes them. */
export type ReferenceTable = ReadonlyMap<string, Reference>;

/** The table of `references`. */
export function referenceTable(references: Iterable<Reference>): ReferenceTable {
  return new Map([...references].map((r) => [referenceKey(r.label), r]));
}

/**
 * `text` with each token replaced by its fact; after `tel:` or `mailto:` by the fact's raw form (the
 * number without spaces). A token naming no fact is drawn as its words without the braces, so a visitor
 * never sees the braces (the editor refuses such a token, `unknownReferences`).
 */
export function resolveText(text: string, table: ReferenceTable): string {
  if (!text.includes("{{")) return text;
  const address = /^(tel|mailto):/i.test(text);
  return text.replace(REFERENCE_TOKEN, (_token, label: string) => {
    const found = table.get(referenceKey(label));
    if (!found) return label;
    return address ? (found.raw ?? found.value) : found.value;
  });
}

/**
 * `value` with every string at every depth passed through `resolveText`. Returns `value` itself when
 * nothing changed (no token anywhere), else a copy; `value` is never changed.
 */
export function resolveReferences<T>(value: T, table: ReferenceTable): T {
  const walk = (member: unknown): unknown => {
    if (typeof member === "string") return resolveText(member, table);
    if (Array.isArray(member)) {
      const items = member.map(walk);
      return items.some((item, i) => item !== member[i]) ? items : member;
    }
    if (member && typeof member === "object") {
      let changed = false;
      const entries = Object.entries(member).map(([key, inner]) => {
        const next = walk(inner);
        if (next !== inner) changed = true;
        return [key, next] as const;
      });
      return changed ? Object.fromEntries(entries) : member;
    }
    return member;
  };
  return walk(value) as T;
}

/**
 * The tokens of `value` that name no fact of `table`, by the dotted path of the string holding them
 * (the editor's field names), as a message for the field. Empty when every token is known.
 */
export function unknownReferences(value: unknown, table: ReferenceTable, path = ""): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (member: unknown, at: string) => {
    if (typeof member === "string") {
      const unknown = [...member.matchAll(REFERENCE_TOKEN)]
        .map((m) => m[1] ?? "")
        .filter((label) => !table.has(referenceKey(label)));
      if (unknown.length) {
        out[at] =
          `“{{${unknown[0]}}}” names no fact of the site. Choose one from “Facts you can insert”, or remove the braces.`;
      }
    } else if (Array.isArray(member)) {
      member.forEach((item, i) => {
        walk(item, at ? `${at}.${i}` : String(i));
      });
    } else if (member && typeof member === "object") {
      for (const [key, inner] of Object.entries(member)) walk(inner, at ? `${at}.${key}` : key);
    }
  };
  walk(value, path);
  return out;
}
