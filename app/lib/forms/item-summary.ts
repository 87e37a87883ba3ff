import { z } from "zod";
import type { FieldNode } from "./schema-form";

/**
 * What names an item of a list in the schema editor besides its number: a few words of its own content
 * ("R3 · Anna Nagar – Collector Office – School", "Mr. R. Suresh · President", "Fee payment"), so a clerk
 * finds a route, a member or a section on a long page, collapsed or not, and a screen reader says which
 * item "Move up" moves. `describeValue`'s list branch (schema-form.server.ts) puts it on each item as
 * `summary`; `SchemaFields` draws it after the item's label.
 */

declare module "zod" {
  interface GlobalMeta {
    /**
     * On the schema of a list's items: the members that name an item, in order ("code", "name"). Without
     * it, the first short texts of the item name it.
     */
    summary?: readonly string[];
  }
}

/** The most characters of an item's name, its label ("Section 4 · Table") and summary together. */
export const ITEM_NAME_MAX = 60;

/** A summary is never cut shorter than this, however long the label before it. */
const SUMMARY_MIN = 24;

/** Between the parts of an item's name. */
export const NAME_JOIN = " · ";

/** `text` on one line, runs of white space as one space. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** `text` cut to at most `max` characters at a word where it can be, with "…". */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, Math.max(1, max - 1));
  const space = room.lastIndexOf(" ");
  return `${(space >= max / 2 ? room.slice(0, space) : room).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** The last segment of a node's dotted name: the member's key in its item (`stop` of `…stages.2.stop`). */
const keyOf = (node: FieldNode) => node.name.slice(node.name.lastIndexOf(".") + 1);

/**
 * The text a member shows a clerk: typed text, a number, the chosen option's words up to a " — " (a
 * person's name, not their id nor their post), the chosen shape's text; "" for anything else (pictures, ticks, lists, nested groups,
 * hidden kinds) and for a choice left empty.
 */
function memberText(node: FieldNode): string {
  switch (node.kind) {
    case "text":
    case "number":
      return oneLine(node.value);
    case "select": {
      if (node.value === "") return "";
      // A person's choice reads "Mr. R. Suresh — Parent, Class VII (…)": the name is before the dash.
      const words = node.options.find((o) => o.value === node.value)?.label ?? "";
      return oneLine(words.split(" — ")[0] ?? "");
    }
    case "variant":
      return node.child.kind === "group"
        ? (node.child.children.map(memberText).find(Boolean) ?? "")
        : memberText(node.child);
    default:
      return "";
  }
}

/**
 * The words that name list item `item` (a node as `describeValue` draws it), at most `max` characters.
 * With `keys` (the item schema's `.meta({ summary })`), the named members that hold text, in that
 * order; without, the first short texts of the item (a member longer than `max` is a paragraph, not a
 * name). At most two members, joined by " · "; the second only when it fits whole. An item that is
 * itself one text (a paragraph) is named by its beginning. "" when nothing names it (a new, empty item).
 */
export function itemSummary(item: FieldNode, keys?: readonly string[], max = ITEM_NAME_MAX): string {
  if (item.kind !== "group") return cut(memberText(item), max);
  const members = keys
    ? keys.flatMap((key) => item.children.filter((child) => keyOf(child) === key))
    : item.children;
  const texts = members.map(memberText).filter((text) => text !== "" && (keys || text.length <= max));
  const [first, second] = texts;
  if (first === undefined) return "";
  const both = second === undefined ? first : `${first}${NAME_JOIN}${second}`;
  return texts.length > 1 && both.length <= max ? both : cut(first, max);
}

/** The `summary` meta of `schema` or of a schema it wraps (`.optional()` keeps none of its own). */
export function summaryKeysOf(schema: z.ZodType): readonly string[] | undefined {
  let current: z.ZodType | undefined = schema;
  while (current) {
    const keys = z.globalRegistry.get(current)?.summary;
    if (keys) return keys;
    const def: { type: string; innerType?: z.ZodType; in?: z.ZodType } = (
      current as unknown as { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } }
    ).def;
    current =
      def.type === "optional" || def.type === "nullable" || def.type === "default"
        ? def.innerType
        : def.type === "pipe"
          ? def.in
          : undefined;
  }
  return undefined;
}

/**
 * `item` (a list's item, already labelled "Route 3") with the `summary` its content gives under the item
 * schema `schema`, cut so label and summary together stay near `ITEM_NAME_MAX`. A hidden item and one
 * that nothing names are returned as they are.
 */
export function summarised(item: FieldNode, schema: z.ZodType): FieldNode {
  if (item.kind === "hidden") return item;
  const room = Math.max(SUMMARY_MIN, ITEM_NAME_MAX - item.label.length - NAME_JOIN.length);
  const summary = itemSummary(item, summaryKeysOf(schema), room);
  return summary ? { ...item, summary } : item;
}

/** The name of list item `item` as a clerk reads it: its label and, when it has one, its summary. */
export function itemName(item: FieldNode): string {
  if (item.kind === "hidden") return "";
  return item.summary ? `${item.label}${NAME_JOIN}${item.summary}` : item.label;
}
