import type { z } from "zod";
import { busRoutesSchema } from "~content/schemas/bus-routes";
import { stopTimeWarnings } from "~content/schemas/bus-times";
import type { FieldNode } from "./schema-form";

/** A check of a list's items: one warning or undefined per item, in the list's order. */
type ItemsCheck = (items: readonly unknown[]) => readonly (string | undefined)[];

/** Is `value` an object whose members can be read? */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The checks that warn about a list's items without refusing them (something that looks wrong but may
 * be right), by the list's schema as the content schemas define it. A refusal is the schema's; a
 * warning is only said next to the item, and the editor saves all the same.
 */
const CHECKS = new Map<z.ZodType, ItemsCheck>([
  // The stops of a bus route, with their pick-up and drop-off times (content/schemas/bus-times.ts).
  [
    busRoutesSchema.shape.routes.element.shape.stages,
    (items) => stopTimeWarnings(items as Record<string, unknown>[]),
  ],
]);

/** Each list value's warnings, worked out once for all its items. */
const done = new WeakMap<readonly unknown[], readonly (string | undefined)[]>();

/**
 * `item` (item `index` of the list `items` whose schema is `list`) with the `warning` a check of that
 * list gives it; as it is when the list has no check or the item nothing to warn about. An item that is
 * not an object is never passed to a check as one (the bus stops' check reads objects only).
 */
export function warned(
  item: FieldNode,
  list: z.ZodType,
  items: readonly unknown[],
  index: number,
): FieldNode {
  const check = CHECKS.get(list);
  if (!check || item.kind === "hidden") return item;
  let warnings = done.get(items);
  if (!warnings) {
    warnings = items.every(isRecord) ? check(items) : [];
    done.set(items, warnings);
  }
  const warning = warnings[index];
  return warning ? { ...item, warning } : item;
}
