import { describe, expect, it } from "vitest";
import { pageSchema } from "~content/schemas/page";
import { contentPages } from "../site/pages.server";
import { postedFields } from "./schema-form";
import { applyOperation, describeValue, readValue, schemaErrors } from "./schema-form.server";

/** The form the editor draws for `value`, posted unchanged, with `changes` applied. */
function posted(value: unknown, changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, text] of postedFields(describeValue(pageSchema, value, "", {}))) {
    form.append(name, name in changes ? (changes[name] as string) : text);
  }
  return form;
}

describe("the page editor's form", () => {
  it("gives back every shipped page exactly when posted unchanged", () => {
    for (const page of contentPages.values()) {
      const result = pageSchema.safeParse(readValue(pageSchema, posted(page), ""));
      expect(result.success ? result.data : result.error.issues, page.path).toEqual(page);
    }
  });

  it("puts a refusal next to the field that caused it, in a clerk's words", () => {
    const page = contentPages.get("/vidhyapeeth/facilities/library");
    if (!page) throw new Error("no library page");
    const result = pageSchema.safeParse(readValue(pageSchema, posted(page, { title: "  " }), ""));
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(schemaErrors(result.error)).toMatchObject({ title: "Write something here." });
  });

  it("adds, moves and removes list items", () => {
    const page = {
      path: "/aims",
      title: "Aims",
      description: "d",
      blocks: [{ type: "text", paragraphs: ["a", "b"] }],
    };
    const added = applyOperation(pageSchema, page, "add:blocks.0.paragraphs") as typeof page;
    expect(added.blocks[0]?.paragraphs).toEqual(["a", "b", ""]);
    const moved = applyOperation(pageSchema, page, "up:blocks.0.paragraphs.1") as typeof page;
    expect(moved.blocks[0]?.paragraphs).toEqual(["b", "a"]);
    const removed = applyOperation(pageSchema, page, "remove:blocks.0.paragraphs.0") as typeof page;
    expect(removed.blocks[0]?.paragraphs).toEqual(["b"]);
    const table = applyOperation(pageSchema, page, "add:blocks", "table") as { blocks: { type: string }[] };
    expect(table.blocks[1]?.type).toBe("table");
    expect(page.blocks[0]?.paragraphs).toEqual(["a", "b"]);
  });
});
