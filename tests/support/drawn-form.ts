import { type FieldNode, postedFields, someNode } from "~/lib/forms/schema-form";

/**
 * A staff form as the browser has it, for tests that post a form exactly as drawn (`describeValue`'s
 * tree): find a drawn text field, and type over the drawn fields.
 */

/** The text field named `name` in the drawn form; throws when the form has none. */
export function drawnText(node: FieldNode, name: string): Extract<FieldNode, { kind: "text" }> {
  let found: Extract<FieldNode, { kind: "text" }> | undefined;
  someNode(node, (field) => {
    if (field.kind === "text" && field.name === name) found = field;
    return found !== undefined;
  });
  if (!found) throw new Error(`the form has no field ${name}`);
  return found;
}

/** The drawn form's fields with `intent` and `changes` typed over them, as the browser posts them (multipart). */
export function typedInto(node: FieldNode, intent: string, changes: Record<string, string>): FormData {
  const form = new FormData();
  form.set("intent", intent);
  for (const [name, value] of postedFields(node)) form.set(name, value);
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  if (someNode(node, (field) => field.kind === "file")) form.set("file", new File([], ""));
  return form;
}

/** The checkbox `name` of a drawn form; throws when it has none. */
export function drawnCheckbox(node: FieldNode, name: string): Extract<FieldNode, { kind: "checkbox" }> {
  let found: Extract<FieldNode, { kind: "checkbox" }> | undefined;
  someNode(node, (field) => {
    if (field.kind === "checkbox" && field.name === name) found = field;
    return found !== undefined;
  });
  if (!found) throw new Error(`the form has no checkbox ${name}`);
  return found;
}

/** What the drawn form's checkbox `name` posts once ticked (the browser posts an unticked box not at all). */
export const ticked = (node: FieldNode, name: string) =>
  postedFields({ ...drawnCheckbox(node, name), checked: true });
