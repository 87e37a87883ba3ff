import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FieldNode } from "~/lib/forms/schema-form";
import { SchemaFields } from "./SchemaFields";

/** The id of the paragraph of `html` that says exactly `text`, or "" when there is none. */
function idOf(html: string, text: string): string {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<p id="([^"]+)"[^>]*>${escaped}</p>`).exec(html)?.[1] ?? "";
}

describe("a field's help (its schema's .meta({ help }))", () => {
  it("is drawn under a text field's label and describes the control, with the message after it", () => {
    const node: FieldNode = {
      kind: "text",
      name: "blocks.0.links.0.href",
      label: "Address",
      help: "A web address, /documents/…pdf, mailto: or tel:",
      error: "This is not in the expected form.",
      value: "x",
      multiline: false,
      required: true,
    };
    const html = renderToStaticMarkup(<SchemaFields node={node} depth={1} />);
    const help = idOf(html, "A web address, /documents/…pdf, mailto: or tel:");
    expect(help).not.toBe("");
    const describedBy = /<input[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1]?.split(" ") ?? [];
    expect(describedBy).toContain(help);
    expect(describedBy).toHaveLength(2);
    expect(html.indexOf(">Address<")).toBeLessThan(html.indexOf("A web address"));
  });

  it("describes a checkbox and a list the same way", () => {
    const tick: FieldNode = {
      kind: "checkbox",
      name: "blocks.0.ordered",
      label: "Numbered list",
      help: "Untick for bullet points.",
      checked: true,
    };
    const checkbox = renderToStaticMarkup(<SchemaFields node={tick} depth={1} />);
    expect(/<input[^>]*aria-describedby="([^"]+)"/.exec(checkbox)?.[1]).toBe(
      idOf(checkbox, "Untick for bullet points."),
    );

    const list: FieldNode = {
      kind: "list",
      name: "notes",
      label: "Notes under the routes",
      help: "One short line each.",
      itemLabel: "Note",
      items: [],
      countName: "notes.$n",
      canAdd: true,
      canRemove: true,
    };
    const drawn = renderToStaticMarkup(<SchemaFields node={list} depth={1} />);
    expect(/<fieldset[^>]*aria-describedby="([^"]+)"/.exec(drawn)?.[1]).toBe(
      idOf(drawn, "One short line each."),
    );
  });

  it("leaves a field without help undescribed", () => {
    const node: FieldNode = {
      kind: "text",
      name: "title",
      label: "Title",
      value: "Aims",
      multiline: false,
      required: true,
    };
    expect(renderToStaticMarkup(<SchemaFields node={node} depth={1} />)).not.toContain("aria-describedby");
  });
});
