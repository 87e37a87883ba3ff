import { describe, expect, it } from "vitest";
import { editables } from "~/lib/content-store/editables.server";
import { CONTROL_CHARACTER_MESSAGE } from "~content/schemas/common";
import { type FieldNode, postedFields } from "./schema-form";
import { controlCharacterErrors, describeValue, readValue } from "./schema-form.server";

/**
 * An invisible control character pasted into any text of any page or setting the office edits is refused
 * beside its field with one message, whatever the field's schema says of text (a table's plain cell, a
 * school's name, a fee): before anything reaches a database, so SQLite and PostgreSQL (which cannot
 * store a NUL) answer the same.
 */

/** The names of the text fields of `node`. */
function textFields(node: FieldNode, into: string[] = []): string[] {
  switch (node.kind) {
    case "text":
      into.push(node.name);
      break;
    case "group":
      for (const child of node.children) textFields(child, into);
      break;
    case "list":
      for (const item of node.items) textFields(item, into);
      break;
    case "variant":
      textFields(node.child, into);
      break;
    case "link":
      into.push(node.words.name);
      break;
    case "feeTable":
      for (const column of node.columns) if (column.fee.value) into.push(column.fee.name);
      break;
  }
  return into;
}

describe("a control character in any text field", () => {
  it.each([...editables.values()].map((e) => [e.path, e] as const))(
    "%s: is refused beside the field, for NUL and for the other controls",
    (_path, editable) => {
      const node = describeValue(editable.schema, editable.shipped, "", {});
      const fields = new Map(postedFields(node));
      // A field with nothing in it may belong to a part left out (a card without its link): not read.
      const names = textFields(node).filter((name) => (fields.get(name) ?? "") !== "");
      expect(names.length).toBeGreaterThan(0);
      names.forEach((name, i) => {
        const form = new FormData();
        const pasted = i % 2 === 0 ? "\u0000" : "\u001b";
        for (const [field, value] of fields)
          form.append(field, field === name ? `${value}${pasted}x` : value);
        const errors = controlCharacterErrors(readValue(editable.schema, form, ""));
        // One message (a fee's name is in each of its column's rows: the message is on each).
        expect([...new Set(Object.values(errors))], name).toEqual([CONTROL_CHARACTER_MESSAGE]);
        // Drawn again with the errors, the message is beside the field that holds it (drawn for the
        // page's first and last fields: drawing is what costs, and every field is drawn alike).
        if (i !== 0 && i !== names.length - 1) return;
        const again = describeValue(editable.schema, readValue(editable.schema, form, ""), "", errors);
        expect(JSON.stringify(again), name).toContain(CONTROL_CHARACTER_MESSAGE);
      });
    },
  );

  it("lets tabs and line breaks through: they are text", () => {
    expect(controlCharacterErrors({ a: "one\ttwo\r\nthree", b: ["x\ny"] })).toEqual({});
    expect(controlCharacterErrors({ a: ["ok", "no\u0000"] })).toEqual({ "a.1": CONTROL_CHARACTER_MESSAGE });
  });
});
