import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./Field";

/** A required choice from a list: valid HTML (the Nu HTML Checker's rule on a required select) and still announced as required. */
describe("a required list of choices", () => {
  const draw = (options: { value: string; label: string }[]) =>
    renderToStaticMarkup(<Field as="select" label="Role" name="role" required options={options} />);

  it("with a value always chosen: no `required` (it could never refuse), aria-required and the * instead", () => {
    const html = draw([
      { value: "admin", label: "Administrator" },
      { value: "editor", label: "Editor" },
    ]);
    expect(html).not.toMatch(/<select[^>]*\srequired=""/);
    expect(html).toMatch(/<select[^>]*aria-required="true"/);
    expect(html).toContain('<span class="text-red-700"> *</span>');
  });

  it("with an empty first choice: `required`, which refuses that choice in the browser", () => {
    const html = draw([
      { value: "", label: "Choose a role" },
      { value: "admin", label: "Administrator" },
    ]);
    expect(html).toMatch(/<select[^>]*\srequired=""/);
    expect(html).not.toContain("aria-required");
  });
});
