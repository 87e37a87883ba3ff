import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editables } from "~/lib/content-store/editables.server";
import { sectionedPages } from "~content/sectioned-pages";
import { routeTable } from "../../../tests/support/routes";
import { SECTIONED_PATHS, sectionLoads } from "./sectioned-pages.server";

/**
 * The pages built of fixed sections are declared once (content/sectioned-pages.ts) and the route table
 * names them (ids `sections:<address>`): the two must agree, so that a page the office edits in the
 * Pages tab is a page a visitor can open at that address, and a route drawn from stored sections has
 * its schema, shipped value and load.
 */
describe("the sectioned pages and the route table", () => {
  const routes = routeTable().filter((route) => route.id.startsWith("sections:"));

  it("has a route of its own at each declared page's address, and no sectioned route undeclared", () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...SECTIONED_PATHS].sort());
    for (const route of routes) expect(route.id).toBe(`sections:${route.path}`);
  });

  it("edits exactly the declared pages as sectioned pages in the Pages tab, each with its load", () => {
    const edited = [...editables.values()].filter((entry) => entry.kind === "sections");
    expect(edited.map((entry) => entry.path)).toEqual(SECTIONED_PATHS);
    for (const entry of edited) {
      const declared = sectionedPages[entry.path as keyof typeof sectionedPages];
      expect(entry.schema).toBe(declared.schema);
      expect(entry.schema.safeParse(entry.shipped).success).toBe(true);
      expect(typeof sectionLoads[entry.path as keyof typeof sectionLoads]).toBe("function");
    }
  });

  it("draws each sectioned route through its page's one load, as the staff preview does", () => {
    // A route that read its sections another way would draw something the preview does not show.
    const files = new Set(routes.map((route) => route.file));
    for (const file of files) {
      const source = readFileSync(join(import.meta.dirname, "../..", file), "utf8");
      const server = file.replace(/\.tsx?$/, ".server.ts");
      const both = source + (safeRead(join(import.meta.dirname, "../..", server)) ?? "");
      expect(both, file).toMatch(/loadSectioned\(|sectionLoads\[/);
      expect(both, file).not.toMatch(/readSection[<(]/);
    }
  });
});

/** The text of `file`, or undefined when there is none. */
function safeRead(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
