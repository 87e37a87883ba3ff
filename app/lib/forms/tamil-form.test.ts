import { describe, expect, it } from "vitest";
import { z } from "zod";
import { carryTamil } from "~content/bilingual";
import { textField } from "~content/schemas/common";
import { type FieldNode, postedFields, someNode } from "./schema-form";
import { describeValue, readValue, tamilErrors } from "./schema-form.server";

/**
 * The schema editor's Tamil boxes (decision 0032): drawn beside each translatable text and each item of
 * a list of texts, posted as drawn, read back beside their fields, refused beside themselves.
 */

const section = z.object({
  heading: textField({ max: 40 }).meta({ label: "Heading" }),
  code: textField({ translate: false }).meta({ label: "Code" }),
  paragraphs: z
    .array(textField().meta({ label: "Paragraph" }))
    .meta({ label: "Paragraphs", itemLabel: "Paragraph" }),
});

const value = {
  heading: "Admissions",
  "heading@ta": { text: "சேர்க்கை", for: "Admissions" },
  code: "A1",
  paragraphs: ["Forms from June.", "Ask the office."],
  "paragraphs@ta": [null, { text: "அலுவலகத்தில் கேளுங்கள்.", for: "Ask the office" }],
};

/** The drawn text fields with their Tamil, by name. */
function tamilOf(node: FieldNode) {
  const found = new Map<string, Extract<FieldNode, { kind: "text" }>["tamil"]>();
  someNode(node, (field) => {
    if (field.kind === "text") found.set(field.name, field.tamil);
    return false;
  });
  return found;
}

describe("the Tamil boxes of a form", () => {
  const node = describeValue(section, value, "", {});

  it("are drawn beside each translatable text and list item, with their state", () => {
    const drawn = tamilOf(node);
    expect(drawn.get("heading")).toMatchObject({ name: "heading@ta", value: "சேர்க்கை", state: "current" });
    expect(drawn.get("code")).toBeUndefined();
    expect(drawn.get("paragraphs.0")).toMatchObject({ name: "paragraphs.0@ta", value: "", state: "missing" });
    expect(drawn.get("paragraphs.1")).toMatchObject({
      value: "அலுவலகத்தில் கேளுங்கள்.",
      state: "needs updating",
    });
  });

  it("are read back beside their fields: one typed anew is written for its English, one left as it was keeps its own", () => {
    const form = new FormData();
    for (const [name, text] of postedFields(node)) form.set(name, text);
    form.set("paragraphs.0@ta", "ஜூன் முதல் படிவங்கள்.");
    const read = readValue(section, form, "") as Record<string, unknown>;
    expect(read["heading@ta"]).toEqual({ text: "சேர்க்கை", for: "Admissions" });
    expect(read["paragraphs@ta"]).toEqual([
      { text: "ஜூன் முதல் படிவங்கள்.", for: "Forms from June." },
      { text: "அலுவலகத்தில் கேளுங்கள்.", for: "Ask the office" },
    ]);
    expect(read).not.toHaveProperty("code@ta");
    // The schema's read drops them; the editor puts them back.
    const parsed = section.parse(read);
    expect(carryTamil(read, parsed)).toMatchObject({
      "heading@ta": read["heading@ta"],
      "paragraphs@ta": read["paragraphs@ta"],
    });
  });

  it("tick “still says the same” to write a Tamil text for today's English", () => {
    const form = new FormData();
    for (const [name, text] of postedFields(node)) form.set(name, text);
    form.set("paragraphs.1@ta.ok", "true");
    const read = readValue(section, form, "") as Record<string, unknown>;
    expect((read["paragraphs@ta"] as unknown[])[1]).toEqual({
      text: "அலுவலகத்தில் கேளுங்கள்.",
      for: "Ask the office.",
    });
  });

  it("refuse a Tamil text by its field's own rules, beside the Tamil box", () => {
    const form = new FormData();
    for (const [name, text] of postedFields(node)) form.set(name, text);
    form.set("heading@ta", "ச".repeat(41));
    form.set("paragraphs.0@ta", "ÜÁ¾ ÅÂ¡ Å¢Æ¡");
    const errors = tamilErrors(readValue(section, form, ""));
    expect(Object.keys(errors).sort()).toEqual(["heading@ta", "paragraphs.0@ta"]);
    expect(errors["paragraphs.0@ta"]).toMatch(/old Tamil font/);
  });
});
