import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DataTable } from "./DataTable";
import { SiteLink } from "./SiteLink";

/**
 * Links of page content as drawn: an outside address opens in a new tab without handing over the
 * page (`target="_blank" rel="noopener noreferrer"`, architecture ruling 10); a page of this site, an
 * e-mail address or a phone number opens where it is.
 */

/** The `<a …>` start tags of `html`, by their `href`. */
function anchors(html: string): Map<string, string> {
  return new Map(
    [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => [/href="([^"]*)"/.exec(tag)?.[1] ?? "", tag]),
  );
}

describe("links in page content", () => {
  it("a table cell's outside address opens in a new tab; its own pages, mail and phone do not", () => {
    const html = renderToStaticMarkup(
      <DataTable
        caption="Links"
        columns={[{ key: "a", label: "A" }]}
        rows={[
          { a: { text: "Apply", href: "https://forms.example.org/apply" } },
          { a: { text: "Admissions", href: "/admissions" } },
          { a: { text: "Write", href: "mailto:office@example.org" } },
          { a: { text: "Call", href: "tel:+914422334455" } },
        ]}
      />,
    );
    const tags = anchors(html);
    expect(tags.get("https://forms.example.org/apply")).toMatch(/target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain("(opens in a new tab)");
    for (const href of ["/admissions", "mailto:office@example.org", "tel:+914422334455"]) {
      expect(tags.get(href), href).toBeDefined();
      expect(tags.get(href), href).not.toContain("target=");
    }
  });

  it("a link block's outside address opens in a new tab; a page of this site does not", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SiteLink link={{ label: "Apply", href: "https://forms.example.org/apply" }} />
        <SiteLink link={{ label: "Fees", to: "/fees" }} />
      </MemoryRouter>,
    );
    const tags = anchors(html);
    expect(tags.get("https://forms.example.org/apply")).toMatch(/target="_blank" rel="noopener noreferrer"/);
    expect(tags.get("/fees")).not.toContain("target=");
  });
});
