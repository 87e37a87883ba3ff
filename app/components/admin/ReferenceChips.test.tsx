import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReferencesContext } from "./ReferenceChips";
import { SchemaFields } from "./SchemaFields";

/** A text field naming facts shows each as a labelled chip with what visitors read in its place. */
describe("facts named in a text field", () => {
  const draw = (value: string) =>
    renderToStaticMarkup(
      <ReferencesContext.Provider value={[{ label: "Vidhyapeeth office phone", value: "+91 00000 00100" }]}>
        <SchemaFields
          node={{
            kind: "text",
            name: "intro",
            label: "Introduction",
            value,
            multiline: true,
            required: true,
          }}
        />
      </ReferencesContext.Provider>,
    );

  it("names each fact and what it shows now", () => {
    const html = draw("Call {{ vidhyapeeth office phone }} today.");
    expect(html).toContain('aria-label="Facts this text names"');
    expect(html).toContain("Vidhyapeeth office phone</span> shows “+91 00000 00100”");
  });

  it("says when a name is no fact of the site, and draws nothing for plain text", () => {
    expect(draw("Call {{Office fax}}.")).toContain("Office fax</span> is no fact of the site");
    expect(draw("Plain words.")).not.toContain("Facts this text names");
  });
});
