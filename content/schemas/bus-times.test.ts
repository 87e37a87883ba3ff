import { describe, expect, it } from "vitest";
import type { FieldNode } from "~/lib/forms/schema-form";
import { describeValue } from "~/lib/forms/schema-form.server";
import { busRoutes } from "~content/bus-routes";
import { busRoutesSchema } from "~content/schemas/bus-routes";
import { clockMinutes, stopTimeWarnings } from "./bus-times";

const stop = (name: string, pickUp: string, dropOff: string) => ({ stop: name, pickUp, dropOff });

describe("clockMinutes", () => {
  it("reads the school's clock times", () => {
    expect(clockMinutes("7:15 AM")).toBe(7 * 60 + 15);
    expect(clockMinutes("12:05 PM")).toBe(12 * 60 + 5);
    expect(clockMinutes("12:30 AM")).toBe(30);
    expect(clockMinutes("4:05 PM")).toBe(16 * 60 + 5);
    expect(clockMinutes(" 4:05 pm ")).toBe(16 * 60 + 5);
  });

  it("gives nothing for what is not a time", () => {
    for (const text of ["", "7.15", "13:00 PM", "7:75 AM", "soon", undefined, 715]) {
      expect(clockMinutes(text)).toBeUndefined();
    }
  });
});

describe("stopTimeWarnings: a route's times in order", () => {
  it("says nothing about a route whose times are in order, nor about any shipped route", () => {
    expect(
      stopTimeWarnings([stop("Puthur", "7:15 AM", "4:44 PM"), stop("Melpatti", "7:22 AM", "4:35 PM")]),
    ).toEqual([undefined, undefined]);
    for (const route of busRoutes.routes) {
      expect(stopTimeWarnings(route.stages).filter(Boolean), route.code).toEqual([]);
    }
  });

  it("warns at both stops when a pick-up time is earlier than the stop's above", () => {
    const warnings = stopTimeWarnings([
      stop("Puthur", "7:15 AM", "4:44 PM"),
      stop("Melpatti", "7:42 AM", "4:35 PM"),
      stop("Kottaimedu", "7:29 AM", "4:26 PM"),
    ]);
    expect(warnings[0]).toBeUndefined();
    expect(warnings[1]).toContain("Pick-up 7:42 AM is later than at Kottaimedu below (7:29 AM)");
    expect(warnings[2]).toContain("Pick-up 7:29 AM is earlier than at Melpatti above (7:42 AM)");
    expect(warnings[2]).toMatch(/farthest stop first/);
  });

  it("warns when a drop-off time is later than the stop's above", () => {
    const warnings = stopTimeWarnings([
      stop("Puthur", "7:15 AM", "4:20 PM"),
      stop("Melpatti", "7:22 AM", "4:35 PM"),
    ]);
    expect(warnings[0]).toContain("Drop-off 4:20 PM is earlier than at Melpatti below (4:35 PM)");
    expect(warnings[1]).toContain("Drop-off 4:35 PM is later than at Puthur above (4:20 PM)");
  });

  it("names both times when both are out of order, and passes over a time not yet written", () => {
    const warnings = stopTimeWarnings([
      stop("Puthur", "7:30 AM", "3:50 PM"),
      stop("Melpatti", "7:22 AM", "4:35 PM"),
      stop("Kottaimedu", "", "half past four"),
    ]);
    expect(warnings[1]).toMatch(/Pick-up 7:22 AM .*Drop-off 4:35 PM/);
    expect(warnings[2]).toBeUndefined();
  });

  it("lets the same time at two stops pass (two stops a minute apart)", () => {
    expect(
      stopTimeWarnings([stop("A", "7:15 AM", "4:00 PM"), stop("B", "7:15 AM", "4:00 PM")]).filter(Boolean),
    ).toEqual([]);
  });
});

/** The node at dotted `name` in `node`'s tree. */
function at(node: FieldNode, name: string): FieldNode | undefined {
  if (node.name === name) return node;
  const children =
    node.kind === "group"
      ? node.children
      : node.kind === "list"
        ? node.items
        : node.kind === "variant"
          ? [node.child]
          : [];
  for (const child of children) {
    const found = at(child, name);
    if (found) return found;
  }
  return undefined;
}

describe("the bus routes editor", () => {
  it("shows the warning on the stop, and still takes the times (a warning, not a refusal)", () => {
    const edited = structuredClone(busRoutes);
    const stages = edited.routes[0]?.stages;
    if (!stages?.[2]) throw new Error("no third stop on R1");
    stages[2].pickUp = "7:10 AM";
    expect(busRoutesSchema.safeParse(edited).success).toBe(true);
    const form = describeValue(busRoutesSchema, edited, "", {});
    const warningAt = (node: FieldNode, name: string) => (at(node, name) as { warning?: string }).warning;
    expect(warningAt(form, "routes.0.stages.2")).toContain(
      "Pick-up 7:10 AM is earlier than at Melpatti above (7:22 AM)",
    );
    expect(warningAt(form, "routes.0.stages.4")).toBeUndefined();
    expect(warningAt(describeValue(busRoutesSchema, busRoutes, "", {}), "routes.0.stages.2")).toBeUndefined();
  });
});
