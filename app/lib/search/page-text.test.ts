import { describe, expect, it } from "vitest";
import { contentPages } from "~/lib/content-store/pages.server";
import { pageText, pageTitle } from "./page-text";

describe("the words of a page", () => {
  const page = {
    path: "/facilities",
    title: "Facilities",
    description: "Labs and a library.",
    blocks: [
      { type: "text", id: "intro", paragraphs: ["Our library holds {{Books count}} 17,000 books."] },
      { type: "cards", items: [{ title: "Library", image: "why-academics", to: "/vidhyashram/facilities" }] },
      { type: "links", links: [{ label: "Guidelines", href: "/documents/guidelines.pdf", kind: "pdf" }] },
      { type: "people", people: [{ person: "v-krishnan", role: "Correspondent" }] },
      { type: "table", rows: [{ date: "2027-05-20", phone: "tel:+910000000000" }] },
    ],
  };

  it("are the strings visitors read, in order", () => {
    const text = pageText(page);
    expect(text.split("\n")).toEqual([
      "Facilities",
      "Labs and a library.",
      "Our library holds 17,000 books.",
      "Library",
      "Guidelines",
      "Correspondent",
    ]);
  });

  it("name a person by their name where the page refers to them by id", () => {
    const text = pageText(page, new Map([["v-krishnan", "V. Krishnan, Correspondent"]]));
    expect(text).toContain("V. Krishnan, Correspondent");
    expect(text).not.toContain("v-krishnan");
  });

  it("leave out addresses, picture names, block types and ids", () => {
    const text = pageText(page);
    for (const word of ["why-academics", "/documents", "tel:", "text", "intro", "2027-05-20", "{{"]) {
      expect(text).not.toContain(word);
    }
  });

  it("of every shipped page include its title and some words", () => {
    for (const shipped of contentPages.values()) {
      const text = pageText(shipped);
      expect(pageTitle(shipped)).toBe(shipped.title);
      expect(text.length, shipped.path).toBeGreaterThan(shipped.title.length);
    }
  });
});
