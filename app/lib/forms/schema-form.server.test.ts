import { describe, expect, it } from "vitest";
import { z } from "zod";
import { carryTamil } from "~content/bilingual";
import { busRoutes } from "~content/bus-routes";
import { busRoutesSchema } from "~content/schemas/bus-routes";
import { ALT_REQUIRED, TEXT_MAX } from "~content/schemas/common";
import { eventSchema } from "~content/schemas/events";
import { feeOrderSchema } from "~content/schemas/fees";
import { noticeSchema } from "~content/schemas/notices";
import { type ContentPage, pageSchema } from "~content/schemas/page";
import { ACCEPTED_IMAGE_TYPES } from "~content/uploaded-images";
import { cpuTimeOf } from "../../../tests/support/cpu-time";
import { editables } from "../content-store/editables.server";
import { contentPages } from "../content-store/pages.server";
import { type FieldNode, postedFields } from "./schema-form";
import {
  applyOperation,
  describeValue,
  FORM_VALUE_LIMIT,
  FormTooLargeError,
  readValue,
  schemaErrors,
} from "./schema-form.server";

/** The form the editor draws for `value`, posted unchanged, with `changes` applied. */
function posted(value: unknown, changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, text] of postedFields(describeValue(pageSchema, value, "", {}))) {
    form.append(name, name in changes ? (changes[name] as string) : text);
  }
  return form;
}

/** What the Tamil boxes of the form drawn as `node` post unchanged (app/components/admin/TamilField.tsx). */
function postedTamil(node: unknown): [string, string][] {
  if (Array.isArray(node)) return node.flatMap(postedTamil);
  if (typeof node !== "object" || node === null) return [];
  const { tamil, ...rest } = node as { tamil?: { name: string; value: string; for: string; was: string } };
  const own: [string, string][] = tamil
    ? [
        [tamil.name, tamil.value],
        [`${tamil.name}.for`, tamil.for],
        [`${tamil.name}.was`, tamil.was],
      ]
    : [];
  return [...own, ...Object.values(rest).flatMap(postedTamil)];
}

describe("the page editor's form", () => {
  it("gives back every shipped page exactly when posted unchanged", () => {
    for (const page of contentPages.values()) {
      const result = pageSchema.safeParse(readValue(pageSchema, posted(page), ""));
      expect(result.success ? result.data : result.error.issues, page.path).toEqual(page);
    }
  });

  it("gives back the home page, the school home pages, bus routes and training exactly, their Tamil too", () => {
    for (const entry of editables.values()) {
      if (entry.kind !== "sections") continue;
      const form = new FormData();
      const node = describeValue(entry.schema, entry.shipped, "", {});
      for (const [name, text] of [...postedFields(node), ...postedTamil(node)]) form.append(name, text);
      const value = readValue(entry.schema, form, "");
      const result = entry.schema.safeParse(value);
      // As the editor keeps it: the schema's read, with the Tamil beside its fields carried over.
      expect(result.success ? carryTamil(value, result.data) : result.error.issues, entry.path).toEqual(
        entry.shipped,
      );
    }
  });

  it("puts a refusal next to the field that caused it, in a clerk's words", () => {
    const page = contentPages.get("/vidhyapeeth/facilities/library");
    if (!page) throw new Error("no library page");
    const result = pageSchema.safeParse(readValue(pageSchema, posted(page, { title: "  " }), ""));
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(schemaErrors(result.error)).toMatchObject({ title: "Fill this in." });
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

/** The first node of `node`'s tree that `match` accepts. */
function find(node: FieldNode, match: (n: FieldNode) => boolean): FieldNode | undefined {
  if (match(node)) return node;
  const children =
    node.kind === "group"
      ? node.children
      : node.kind === "list"
        ? node.items
        : node.kind === "variant"
          ? [node.child]
          : [];
  for (const child of children) {
    const found = find(child, match);
    if (found) return found;
  }
  return undefined;
}

/** The messages the editor shows after posting `page` with `changes`. */
function refusals(page: unknown, changes: Record<string, string>): Record<string, string> {
  const result = pageSchema.safeParse(readValue(pageSchema, posted(page, changes), ""));
  return result.success ? {} : schemaErrors(result.error);
}

describe("refusals per kind of page section", () => {
  const examples = new Map<string, ContentPage>();
  for (const page of contentPages.values()) {
    for (const block of page.blocks) {
      if (!examples.has(block.type)) examples.set(block.type, { ...page, blocks: [block] });
    }
  }
  const kinds = [
    "text",
    "list",
    "cards",
    "people",
    "table",
    "imageText",
    "facts",
    "photos",
    "links",
    "contact",
    "note",
    "fees",
    "admissionRules",
    "peopleOf",
  ];

  it("has a shipped example of every kind", () => {
    expect([...examples.keys()].sort()).toEqual([...kinds].sort());
  });

  it("people: no person chosen", () => {
    const page = examples.get("people") as ContentPage;
    expect(refusals(page, { "blocks.0.people.0.person": "" })["blocks.0.people.0.person"]).toBeTruthy();
    expect(refusals(page, { "blocks.0.heading": "x".repeat(TEXT_MAX + 1) })).toMatchObject({
      "blocks.0.heading": `At most ${TEXT_MAX} characters. Please shorten it.`,
    });
  });

  it("photos: a picture without its description", () => {
    const page = examples.get("photos") as ContentPage;
    expect(refusals(page, { "blocks.0.photos.0.alt": " " })).toMatchObject({
      "blocks.0.photos.0.alt": ALT_REQUIRED,
    });
    expect(
      refusals(page, { "blocks.0.photos.0.image": "no-such-picture" })["blocks.0.photos.0.image"],
    ).toBeTruthy();
  });

  it("people of another page: an address that is not one", () => {
    const page = examples.get("peopleOf") as ContentPage;
    expect(refusals(page, { "blocks.0.page": "the PTA page" })["blocks.0.page"]).toBeTruthy();
    expect(refusals(page, {})).toEqual({});
  });

  // A fees or admission-rules section holds no text of its own to refuse: it draws Site settings.
  it.each(
    kinds.filter((k) => !["contact", "people", "photos", "fees", "admissionRules", "peopleOf"].includes(k)),
  )("%s: empty required text, then over-long text", (kind) => {
    // The first shipped section of this kind with required text (a link to a page may leave out its
    // words; an address, a column key or a link's page, has its own message, tested below).
    const found = [...contentPages.values()]
      .flatMap((p) => p.blocks.filter((b) => b.type === kind).map((b) => ({ ...p, blocks: [b] })))
      .map((page) => ({
        page,
        field: find(
          describeValue(pageSchema, page, "", {}),
          (n) =>
            n.kind === "text" && n.required && n.name.startsWith("blocks.0.") && !/\.(key|to)$/.test(n.name),
        ) as Extract<FieldNode, { kind: "text" }> | undefined,
      }))
      .find((candidate) => candidate.field);
    if (!found?.field) throw new Error(`no required text in a ${kind} section`);
    const { page, field } = found;
    expect(refusals(page, { [field.name]: "  " })).toMatchObject({ [field.name]: "Fill this in." });
    expect(refusals(page, { [field.name]: "x".repeat(TEXT_MAX + 1) })).toMatchObject({
      [field.name]: `At most ${TEXT_MAX} characters. Please shorten it.`,
    });
    expect(refusals(page, {})).toEqual({});
  });

  it("contact: only a school of the group", () => {
    const page = examples.get("contact") as ContentPage;
    expect(refusals(page, { "blocks.0.school": "elsewhere" })).toMatchObject({
      "blocks.0.school": "Choose one of the options.",
    });
  });

  it("links: a bad address", () => {
    const page = examples.get("links") as ContentPage;
    const node = describeValue(pageSchema, page, "", {});
    const to = find(node, (n) => n.kind === "text" && /\.(to|href)$/.test(n.name)) as { name: string };
    expect(refusals(page, { [to.name]: "javascript:alert(1)" })[to.name]).toBeTruthy();
  });

  it("table: a row with a missing cell", () => {
    const page = examples.get("table") as ContentPage;
    const block = page.blocks[0] as Extract<ContentPage["blocks"][number], { type: "table" }>;
    const key = block.columns[0]?.key as string;
    const broken = { ...page, blocks: [{ ...block, rows: [{}, ...block.rows.slice(1)] }] };
    expect(pageSchema.safeParse(broken).success).toBe(false);
    const result = pageSchema.safeParse(broken);
    if (!result.success)
      expect(schemaErrors(result.error)).toMatchObject({ [`blocks.0.rows.0.${key}`]: "Fill in this cell." });
  });
});

describe("refusals in the bus routes", () => {
  it("a time that is not a clock time", () => {
    const result = busRoutesSchema.safeParse({
      ...busRoutes,
      routes: [
        {
          ...busRoutes.routes[0],
          stages: [{ stop: "Gate", pickUp: "25:99", dropOff: "4:05 PM" }, busRoutes.routes[0]?.stages[1]],
        },
      ],
    });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(schemaErrors(result.error)).toMatchObject({
        "routes.0.stages.0.pickUp": 'A time like "7:15 AM"',
      });
  });
});

describe("how much one posted form may make", () => {
  it("reads a list no longer than its schema allows", () => {
    const schema = z.object({
      few: z.array(z.string()).max(3),
      five: z.array(z.string()).length(5),
      open: z.array(z.string()),
    });
    const form = new FormData();
    form.append("few.$n", "1000");
    form.append("five.$n", "1000");
    form.append("open.$n", "20");
    expect(readValue(schema, form, "")).toEqual({
      few: ["", "", ""],
      five: ["", "", "", "", ""],
      open: Array.from({ length: 20 }, () => ""),
    });
  });

  it("refuses at once lists inside lists that would make more values than a page holds", async () => {
    // 100 sections of 500 cards each: 50,000 cards from a post of under 5 KB.
    const form = new FormData();
    form.append("blocks.$n", "100");
    for (let i = 0; i < 100; i++) {
      form.append(`blocks.${i}.type`, "cards");
      form.append(`blocks.${i}.cards.$n`, "500");
    }
    const { ms } = await cpuTimeOf(() =>
      expect(() => readValue(pageSchema, form, "")).toThrow(FormTooLargeError),
    );
    expect(ms).toBeLessThan(500);
  });

  it("reads every shipped page, the largest included, within a third of the limit", () => {
    for (const entry of editables.values()) {
      const form = new FormData();
      for (const [name, text] of postedFields(describeValue(entry.schema, entry.shipped, "", {}))) {
        form.append(name, text);
      }
      const value = readValue(entry.schema, form, "", Math.floor(FORM_VALUE_LIMIT / 3));
      expect(entry.schema.safeParse(value).success, entry.path).toBe(true);
    }
  });
});

describe("controls asked for by the schema's meta, never guessed from a field's name", () => {
  /** The text field named `name` in the tree of `node`. */
  const textField = (node: FieldNode, name: string): Extract<FieldNode, { kind: "text" }> | undefined => {
    if (node.kind === "text" && node.name === name) return node;
    const children = [
      ...("children" in node ? node.children : []),
      ...("items" in node ? node.items : []),
      ...(node.kind === "variant" && node.child ? [node.child] : []),
    ];
    for (const child of children) {
      const found = textField(child, name);
      if (found) return found;
    }
    return undefined;
  };

  it("running text is a box of several lines; a title is one line", () => {
    const page = contentPages.get("/vidhyapeeth/facilities/library") as ContentPage;
    const node = describeValue(pageSchema, { ...page, intro: "An introduction." }, "", {});
    expect(textField(node, "intro")?.multiline).toBe(true);
    expect(textField(node, "title")?.multiline).toBe(false);
  });

  it("a date is a date picker (year-month-day, as the value is stored)", () => {
    const order = { number: "FDC/2026/0412", date: "2026-06-03", firstYear: "2026-2027" };
    const node = describeValue(feeOrderSchema, order, "", {});
    expect(textField(node, "date")?.inputType).toBe("date");
    expect(textField(node, "number")?.inputType).not.toBe("date");
  });
});

describe("the controls of the office's dated records", () => {
  const at = (node: FieldNode, name: string) =>
    node.kind === "group" ? node.children.find((child) => "name" in child && child.name === name) : undefined;

  it("draws a stored instant on India's clock in a datetime-local control, and reads it back as the instant", () => {
    const node = describeValue(noticeSchema, { publish_at: "2099-12-01T04:30:00.000Z" }, "", {});
    expect(at(node, "publish_at")).toMatchObject({
      kind: "text",
      inputType: "datetime-local",
      value: "2099-12-01T10:00",
    });
    const form = new FormData();
    for (const [name, value] of postedFields(node)) form.set(name, value);
    const typed = (readValue(noticeSchema, form, "") as { publish_at?: string }).publish_at;
    expect(typed).toBe("2099-12-01T10:00");
    expect(noticeSchema.shape.publish_at.parse(typed)).toBe("2099-12-01T04:30:00.000Z");
  });

  it("draws the circular's PDF as a file control the value never holds, and the title with its limit", () => {
    const node = describeValue(noticeSchema, {}, "", {});
    expect(at(node, "file")).toMatchObject({ kind: "file", accept: "application/pdf,.pdf" });
    expect(postedFields(at(node, "file") as FieldNode)).toEqual([]);
    expect(at(node, "title")).toMatchObject({ kind: "text", label: "Title", maxLength: 200, required: true });
    const form = new FormData();
    form.set("file", new File(["%PDF"], "c.pdf"));
    expect(readValue(noticeSchema, form, "")).not.toHaveProperty("file");
  });

  it('draws a picture file ("imageFile") as a file control offering the upload\'s image types, required unless optional', () => {
    const schema = z.object({
      photo: z.unknown().meta({ label: "Photo", widget: "imageFile" }),
      extra: z.unknown().optional().meta({ label: "Another photo", widget: "imageFile" }),
    });
    const node = describeValue(schema, {}, "", {});
    expect(at(node, "photo")).toMatchObject({
      kind: "file",
      label: "Photo",
      accept: ACCEPTED_IMAGE_TYPES,
      required: true,
    });
    expect(at(node, "extra")).toMatchObject({ kind: "file", required: false });
    // A notice's circular may be left out: its PDF control is not marked required.
    expect(at(describeValue(noticeSchema, {}, "", {}), "file")).toMatchObject({ required: false });
    const form = new FormData();
    form.set("photo", new File(["GIF89a"], "p.gif"));
    expect(readValue(schema, form, "")).toEqual({});
  });

  it("draws a field read through z.preprocess as the text it feeds, and a box that turns its siblings off", () => {
    const node = describeValue(eventSchema, { all_day: true, place: "Hall" }, "", {});
    expect(at(node, "place")).toMatchObject({ kind: "text", label: "Place", value: "Hall", maxLength: 200 });
    expect(at(node, "start_time")).toMatchObject({ kind: "text", inputType: "time" });
    expect(at(node, "all_day")).toMatchObject({
      kind: "checkbox",
      checked: true,
      disables: ["start_time", "end_time"],
    });
  });
});
