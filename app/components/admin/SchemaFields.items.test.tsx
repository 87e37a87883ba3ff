import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contentPages } from "~/lib/content-store/pages.server";
import { describeValue } from "~/lib/forms/schema-form.server";
import { busRoutes } from "~content/bus-routes";
import { busRoutesSchema } from "~content/schemas/bus-routes";
import { type ContentPage, pageSchema } from "~content/schemas/page";
import { LONG_LIST, SchemaFields } from "./SchemaFields";

/** The editor's HTML for `value` of `schema`, with `errors` by path. */
function drawn(
  schema: Parameters<typeof describeValue>[0],
  value: unknown,
  errors: Record<string, string> = {},
) {
  return renderToStaticMarkup(<SchemaFields node={describeValue(schema, value, "", errors)} />);
}

/** Each `<details …><summary>…</summary>` of `html`: whether it is open, and its summary's text. */
function items(html: string): { open: boolean; name: string }[] {
  return [...html.matchAll(/<details([^>]*)><summary[^>]*>(.*?)<\/summary>/g)].map((m) => ({
    open: /\bopen=""/.test(m[1] ?? ""),
    name: (m[2] ?? "").replace(/<[^>]+>/g, "").trim(),
  }));
}

/** A page with `count` text sections, each headed "Heading N". */
function pageWith(count: number): ContentPage {
  const page = contentPages.get("/aims");
  if (!page) throw new Error("no /aims page");
  return {
    ...page,
    blocks: Array.from({ length: count }, (_, i) => ({
      type: "text" as const,
      heading: `Heading ${i + 1}`,
      paragraphs: [`Paragraph of section ${i + 1}.`],
    })),
  };
}

describe("list items in the schema editor", () => {
  it("are named by their content and open on a short page", () => {
    const sections = items(drawn(pageSchema, pageWith(3))).filter((i) => /^Section/.test(i.name));
    expect(sections.map((s) => s.name)).toEqual([
      "Section 1 · Text · Heading 1",
      "Section 2 · Text · Heading 2",
      "Section 3 · Text · Heading 3",
    ]);
    expect(sections.every((s) => s.open)).toBe(true);
  });

  it("start collapsed on a long page, but for a section with a refused field and a new one", () => {
    const page = pageWith(LONG_LIST + 2);
    page.blocks.push({ type: "text", paragraphs: [""] });
    const html = drawn(pageSchema, page, { "blocks.4.heading": "Write something here." });
    const sections = items(html).filter((i) => /^Section/.test(i.name));
    expect(sections).toHaveLength(LONG_LIST + 3);
    expect(sections.filter((s) => s.open).map((s) => s.name)).toEqual([
      "Section 5 · Text · Heading 5 · needs attention",
      "Section 11 · Text",
    ]);
    // Closed or not, every field is in the form and posted.
    expect(html).toContain('name="blocks.0.paragraphs.0"');
    // Items inside a section stay open: only the long list itself collapses.
    expect(
      items(html)
        .filter((i) => /^Paragraph/.test(i.name))
        .every((i) => i.open),
    ).toBe(true);
  });

  it("name the item in each of its buttons for screen readers", () => {
    const html = drawn(pageSchema, pageWith(2));
    expect(html).toMatch(/Move down<span class="sr-only"> Section 1 · Text · Heading 1<\/span>/);
  });

  it("show a bus stop's warning next to the stop, and open it", () => {
    const edited = structuredClone(busRoutes);
    const stages = edited.routes[1]?.stages;
    if (!stages?.[3]) throw new Error("no fourth stop on R2");
    stages[3].dropOff = "4:55 PM";
    const html = drawn(busRoutesSchema, edited);
    const stop = items(html).find((i) => i.name.includes("Railway Station · 7:38 AM"));
    expect(stop).toMatchObject({ open: true });
    expect(stop?.name).toMatch(/please check$/);
    expect(html).toContain("Drop-off 4:55 PM is later than at Indira Nagar above (4:28 PM).");
  });
});
