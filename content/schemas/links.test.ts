import { describe, expect, it } from "vitest";
import { schemaErrors } from "~/lib/forms/schema-form.server";
import { faqItemSchema } from "./landing";
import { cellSchema, linkSchema, pageSchema } from "./page";

/**
 * Links in page content go to a page of this site or to an http(s) address, nowhere else: a browser
 * reads `//evil.example` and `/\evil.example` (and the same with a tab or a newline inside, which it
 * drops) as another site, so these are refused with a message next to the field.
 */

const HOSTILE = [
  "//evil.example",
  "//evil",
  "/\\evil.example",
  "/\\\\evil",
  "\\\\evil",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\\evil.example",
  "\t//evil.example",
  " //evil.example",
  "/admissions\u0000",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/admissions%0A",
  "javascript:alert(1)",
  "data:text/html,hi",
  "ftp://evil.example",
  "https:\\\\evil.example",
  "https:/\\evil.example",
  "https:evil.example",
  "https:///evil.example",
  "https://evil.example/a\tb",
  "http://",
  "evil.example",
];

const SAME_SITE = [
  "/admissions",
  "/vidhyapeeth/facilities/library",
  "/documents/guidelines.pdf",
  "/enquiry?school=x",
];
const WEB = ["https://example.org", "https://forms.example.org/apply?id=3#top", "http://example.org/a.pdf"];

const card = (link: unknown) => ({
  path: "/x",
  title: "A page",
  description: "A page.",
  blocks: [{ type: "cards", cards: [{ title: "A card", link }] }],
});

describe("a page link", () => {
  it.each(HOSTILE)("refuses %j as a page of this site or as an address", (address) => {
    expect(linkSchema.safeParse({ label: "Go", to: address }).success).toBe(false);
    expect(linkSchema.safeParse({ label: "Go", href: address }).success).toBe(false);
    expect(cellSchema.safeParse({ text: "Go", href: address }).success).toBe(false);
    expect(faqItemSchema.shape.link.safeParse({ to: address, label: "Go" }).success).toBe(false);
  });

  it("accepts a path of this site and an http(s) address", () => {
    for (const address of SAME_SITE) {
      expect(linkSchema.safeParse({ label: "Go", href: address }).success, address).toBe(true);
      expect(cellSchema.safeParse({ text: "Go", href: address }).success, address).toBe(true);
      expect(faqItemSchema.shape.link.safeParse({ to: address, label: "Go" }).success, address).toBe(true);
    }
    expect(linkSchema.safeParse({ label: "Go", to: "/admissions" }).success).toBe(true);
    for (const address of WEB) {
      expect(linkSchema.safeParse({ label: "Go", href: address }).success, address).toBe(true);
      expect(cellSchema.safeParse({ text: "Go", href: address }).success, address).toBe(true);
    }
    for (const address of ["mailto:office@example.org", "tel:+914422334455"]) {
      expect(cellSchema.safeParse({ text: "Write", href: address }).success, address).toBe(true);
    }
  });

  it("says what to write, next to the field", () => {
    const refused = pageSchema.safeParse(card({ label: "Go", href: "//evil.example" }));
    expect(refused.success).toBe(false);
    const errors = refused.success ? {} : schemaErrors(refused.error);
    expect(errors["blocks.0.cards.0.link.href"]).toBe(
      "A page of this site starting with one /, such as /admissions, or a full web address starting with https://",
    );
    const page = pageSchema.safeParse(card({ label: "Go", to: "/\\evil.example" }));
    const pageErrors = page.success ? {} : schemaErrors(page.error);
    expect(pageErrors["blocks.0.cards.0.link.to"]).toBe(
      "A page of this site: a lower-case path starting with one /, such as /admissions",
    );
  });
});
