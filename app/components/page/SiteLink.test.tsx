import { describe, expect, it } from "vitest";
import { drawIn, hrefsOf } from "../../../tests/support/in-language";
import { SiteLink } from "./SiteLink";

/**
 * A link of page content in each language (decision 0030): a page of this site opens in the page's
 * language, a document keeps its one address and says "PDF" in the page's language.
 */
describe("a page's links in Tamil and English", () => {
  it("in Tamil: a page of the site leads to its Tamil twin; a PDF's address stays, its size is Tamil", () => {
    const page = drawIn("ta", <SiteLink link={{ to: "/bus-routes", label: "Bus" }} />);
    expect(hrefsOf(page)).toEqual(["/ta/bus-routes"]);
    const pdf = drawIn(
      "ta",
      <SiteLink link={{ kind: "pdf", href: "/documents/x.pdf", label: "X", size: 240 * 1024 }} />,
    );
    expect(hrefsOf(pdf)).toEqual(["/documents/x.pdf"]);
    expect(pdf).toContain("(PDF கோப்பு, 240 KB)");
  });

  it("in English: as before", () => {
    expect(hrefsOf(drawIn("en", <SiteLink link={{ to: "/bus-routes", label: "Bus" }} />))).toEqual([
      "/bus-routes",
    ]);
    const pdf = drawIn(
      "en",
      <SiteLink link={{ kind: "pdf", href: "/documents/x.pdf", label: "X", size: 240 * 1024 }} />,
    );
    expect(pdf).toContain("(PDF, 240 KB)");
  });
});
