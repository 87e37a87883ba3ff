import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { settingsSchemas } from "~content/schemas/settings";
import { settingsDefaults } from "~content/settings";
import { editables } from "../content-store/editables.server";
import { type FieldNode, postedFields } from "./schema-form";
import { applyOperation, describeValue, readValue } from "./schema-form.server";

/**
 * Every field the office can reach in the schema editor has words from its schema's `.meta()` (one field
 * language: the label, help and widget live on the zod schema, not in a table beside it). The walk starts
 * from each editable page's shipped value and each settings group's default and, as a clerk would, adds
 * an item of every kind to every list and switches every choice to each of its other shapes, so fields
 * that no shipped value fills are checked too.
 */

/** Every node of `node`'s tree, `node` first. */
function* nodesOf(node: FieldNode): Generator<FieldNode> {
  yield node;
  if (node.kind === "group") for (const child of node.children) yield* nodesOf(child);
  else if (node.kind === "list") for (const item of node.items) yield* nodesOf(item);
  else if (node.kind === "variant") yield* nodesOf(node.child);
}

/** What lacks words in `node`'s tree, as "<path>: <what>" (the root is "(whole value)"). */
function unlabelled(node: FieldNode): string[] {
  const out: string[] = [];
  for (const n of nodesOf(node)) {
    if (n.kind === "hidden") continue;
    const at = n.name || "(whole value)";
    if (!n.label.trim()) out.push(`${at}: ${n.kind} without a label`);
    if (n.kind === "list" && !n.itemLabel.trim()) out.push(`${at}: list without an item label`);
    if (n.kind === "list") {
      for (const c of n.addChoices ?? []) if (!c.label.trim()) out.push(`${at}: kind "${c.value}" unnamed`);
    }
    if (n.kind === "variant") {
      for (const c of n.choices) if (!c.label.trim()) out.push(`${at}: choice ${c.value} unnamed`);
    }
    if (n.kind === "select") {
      for (const o of n.options) if (!o.label.trim()) out.push(`${at}: option "${o.value}" unnamed`);
    }
  }
  return out;
}

/** A path with its list indexes as `*`, so one kind of field is visited once whatever its place. */
const shapeOf = (path: string) => path.replace(/(^|\.)\d+(?=\.|$)/g, "$1*");

/**
 * What lacks words anywhere a clerk can reach from `start` under `schema`: the value as shipped, then
 * each list with one more item (of each kind, for the page's sections), then each choice switched to
 * each other shape ("Change kind" posts the form and the editor reads it back, as here).
 */
function walk(schema: z.ZodType, start: unknown, seen: Set<string>): string[] {
  const problems = new Set<string>();
  const queue: unknown[] = [start];
  while (queue.length > 0) {
    const value = queue.shift();
    const root = describeValue(schema, value, "", {});
    for (const problem of unlabelled(root)) problems.add(problem);
    for (const node of nodesOf(root)) {
      if (node.kind === "list") {
        for (const tag of node.addChoices?.map((c) => c.value) ?? [undefined]) {
          const key = `add ${shapeOf(node.name)} ${tag ?? ""}`;
          if (seen.has(key) || !node.canAdd) continue;
          seen.add(key);
          queue.push(applyOperation(schema, value, `add:${node.name}`, tag));
        }
      }
      if (node.kind === "variant") {
        for (const choice of node.choices) {
          const key = `choose ${shapeOf(node.name)} ${choice.value}`;
          if (choice.value === node.choice || seen.has(key)) continue;
          seen.add(key);
          const form = new FormData();
          for (const [name, text] of postedFields(root)) {
            form.append(name, name === node.choiceName ? choice.value : text);
          }
          // An optional choice (a card's link) is ticked present, so the new shape is drawn.
          form.append(`${node.name}.$present`, "true");
          queue.push(readValue(schema, form, ""));
        }
      }
    }
  }
  return [...problems];
}

describe("every field of the schema editor is labelled on its schema", () => {
  it("the pages: every field, list, item and choice has words from .meta()", () => {
    const seen = new Map<z.ZodType, Set<string>>();
    const problems: string[] = [];
    for (const entry of editables.values()) {
      const visited = seen.get(entry.schema) ?? new Set<string>();
      seen.set(entry.schema, visited);
      problems.push(...walk(entry.schema, entry.shipped, visited).map((p) => `${entry.path} ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it("the site settings: every group's fields, lists, items and choices have words from .meta()", () => {
    const problems: string[] = [];
    for (const [group, schema] of Object.entries(settingsSchemas)) {
      const value = settingsDefaults[group as keyof typeof settingsDefaults];
      problems.push(...walk(schema, value, new Set()).map((p) => `${group} ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it("a field's help is drawn from .meta({ help }), apart from its label", () => {
    const node = describeValue(settingsSchemas.site, settingsDefaults.site, "", {});
    const year = [...nodesOf(node)].find((n) => n.name === "admissionsYear");
    expect(year).toMatchObject({ label: "Admissions year", help: expect.stringMatching(/2025-2026/) });
  });

  it("the hints the old labels carried in brackets are help under a short label", () => {
    const nodes = [...editables.values()]
      .filter((entry) => entry.kind === "page")
      .flatMap((entry) => [...nodesOf(describeValue(entry.schema, entry.shipped, "", {}))]);
    const first = (path: RegExp) => nodes.find((n) => path.test(n.name));
    const expected: [RegExp, string, RegExp][] = [
      [/^description$/, "Summary for search engines", /^One or two sentences/],
      [
        /^blocks\.\d+\.rows\.\d+\.\w+\.href$/,
        "Address",
        /^A web address, \/documents\/…pdf, mailto: or tel:$/,
      ],
      [/^blocks\.\d+\.links\.\d+\.href$/, "Address", /https:\/\/.*\/documents\//],
      [/^blocks\.\d+\.links\.\d+\.to$/, "Page of this site", /for example \/fees/],
      [/^blocks\.\d+\.ordered$/, "Numbered list", /^Untick for bullet points/],
      [/^blocks\.\d+\.caption$/, "Caption", /screen readers/],
      [/^blocks\.\d+\.columns\.\d+\.key$/, "Column key", /^Letters, used in the rows/],
    ];
    for (const [path, label, help] of expected) {
      expect(first(path), String(path)).toMatchObject({ label, help: expect.stringMatching(help) });
    }
  });
});
