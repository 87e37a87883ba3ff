import { describe, expect, it } from "vitest";
import { z } from "zod";
import { busRoutes } from "~content/bus-routes";
import { people } from "~content/people";
import { busRoutesSchema } from "~content/schemas/bus-routes";
import { pageSchema } from "~content/schemas/page";
import { contentPages } from "../content-store/pages.server";
import { cut, ITEM_NAME_MAX, itemName, itemSummary, summarised } from "./item-summary";
import type { FieldNode } from "./schema-form";
import { describeValue } from "./schema-form.server";

const text = (name: string, value: string): FieldNode => ({
  kind: "text",
  name,
  label: "",
  value,
  multiline: false,
  required: true,
});
const group = (name: string, children: FieldNode[]): FieldNode => ({
  kind: "group",
  name,
  label: "Item 1",
  children,
});

/** Every list of `node`'s tree. */
function lists(node: FieldNode): Extract<FieldNode, { kind: "list" }>[] {
  const children =
    node.kind === "group"
      ? node.children
      : node.kind === "list"
        ? node.items
        : node.kind === "variant"
          ? [node.child]
          : [];
  return [...(node.kind === "list" ? [node] : []), ...children.flatMap(lists)];
}

/** The names of the items of the list at `path` of `node`'s tree, as the editor shows them. */
function names(node: FieldNode, path: string): string[] {
  const list = lists(node).find((l) => l.name === path);
  if (!list) throw new Error(`no list ${path}`);
  return list.items.map(itemName);
}

describe("itemSummary: what names a list item", () => {
  it("is the first two short texts of the item, joined", () => {
    const item = group("routes.2", [
      text("routes.2.code", "R3"),
      text("routes.2.name", "Anna Nagar – School"),
    ]);
    expect(itemSummary(item)).toBe("R3 · Anna Nagar – School");
  });

  it("passes over empty members and paragraphs, which are no name", () => {
    const item = group("blocks.3", [
      { kind: "hidden", name: "blocks.3.type", value: "table" },
      text("blocks.3.heading", ""),
      text("blocks.3.intro", "A long introduction ".repeat(10)),
      text("blocks.3.caption", "Fee payment"),
    ]);
    expect(itemSummary(item)).toBe("Fee payment");
  });

  it("takes the members a schema names, in its order, long or not", () => {
    const item = group("x.0", [text("x.0.a", "First"), text("x.0.b", "Second"), text("x.0.c", "Third")]);
    expect(itemSummary(item, ["c", "a"])).toBe("Third · First");
  });

  it("says a chosen person's name, not their id nor the rest of the choice's words", () => {
    const item = group("people.0", [
      {
        kind: "select",
        name: "people.0.person",
        label: "Person",
        value: "r-suresh",
        required: true,
        options: [
          { value: "", label: "Choose a person" },
          { value: "r-suresh", label: "Mr. R. Suresh — Parent, Class VII (Both schools)" },
        ],
      },
      text("people.0.role", "President"),
    ]);
    expect(itemSummary(item)).toBe("Mr. R. Suresh · President");
  });

  it("keeps within the length given, cut at a word with an ellipsis", () => {
    const item = text(
      "paragraphs.1",
      "Our teachers know their students by name and we aim for sound learning.",
    );
    const summary = itemSummary(item, undefined, 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary).toBe("Our teachers know their students by…");
    // A second member that does not fit whole is left out rather than cut.
    const two = group("x.0", [text("x.0.a", "Kottaimedu"), text("x.0.b", "a second member that is long")]);
    expect(itemSummary(two, undefined, 20)).toBe("Kottaimedu");
  });

  it("is empty for a new item, which nothing names yet", () => {
    expect(itemSummary(group("x.0", [text("x.0.a", ""), text("x.0.b", "  ")]))).toBe("");
  });

  it("cuts without leaving a dangling comma or dash", () => {
    expect(cut("Fee payment, receipts and concessions", 14)).toBe("Fee payment…");
  });
});

describe("the editor names list items by their content", () => {
  it("names bus routes by code and name, and stops by name and pick-up time", () => {
    const form = describeValue(busRoutesSchema, busRoutes, "", {});
    const routes = names(form, "routes");
    expect(routes[2]).toMatch(/ 3 · R3 · Anna Nagar – Collector Office – School$/);
    expect(names(form, "routes.0.stages")[2]).toMatch(/ 3 · Kottaimedu · 7:29 AM$/);
  });

  it("names the members of a committee by the person and their role", () => {
    const page = {
      path: "/pta",
      title: "Parent Teacher Association",
      description: "The office bearers.",
      blocks: [{ type: "people", people: [{ person: "r-suresh", role: "President" }] }],
    };
    const choices = people.map((p) => ({ value: p.id, label: `${p.name} — ${p.post} (school)` }));
    const form = describeValue(pageSchema, page, "", {}, { people: choices });
    expect(names(form, "blocks.0.people")).toEqual([
      expect.stringMatching(/ 1 · Mr\. R\. Suresh · President$/),
    ]);
  });

  it("names a page's sections by their kind and heading", () => {
    const page = contentPages.get("/vidhyapeeth/facilities/library");
    if (!page) throw new Error("no library page");
    const form = describeValue(pageSchema, page, "", {});
    for (const [index, name] of names(form, "blocks").entries()) {
      expect(name).toMatch(new RegExp(`^Section ${index + 1} · [^·]+( · .+)?$`));
    }
    const headed = page.blocks.findIndex((b) => "heading" in b && b.heading);
    const { heading } = page.blocks[headed] as { heading: string };
    expect(names(form, "blocks")[headed]).toContain(` · ${heading.slice(0, 12)}`);
  });

  it("keeps every item's name of every shipped page near 60 characters", () => {
    for (const page of contentPages.values()) {
      for (const list of lists(describeValue(pageSchema, page, "", {}))) {
        for (const item of list.items) {
          const name = itemName(item);
          if (item.kind === "hidden" || !item.summary) continue;
          // A long label ("Section 12 · Pictures with text") still leaves a summary a few words.
          expect(name.length, name).toBeLessThanOrEqual(Math.max(ITEM_NAME_MAX, item.label.length + 27));
        }
      }
    }
  });

  it("follows a schema's summary meta", () => {
    const schema = z.array(z.object({ a: z.string(), b: z.string() }).meta({ summary: ["b"] }));
    const item = describeValue(schema.element, { a: "first", b: "second" }, "0", {});
    expect(summarised(item, schema.element)).toMatchObject({ summary: "second" });
  });
});
