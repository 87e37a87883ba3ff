import { createRequestHandler } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { aadhaarOptional } from "~content/migrations/2026-11-aadhaar-optional";
import { loadContext, SITE, siteServerBuild } from "../../../../tests/support/routes";

/**
 * Aadhaar is optional wherever the documents to bring are listed (the Supreme Court, K.S. Puttaswamy
 * v. Union of India, 2018: school admission cannot require it): beside the enquiry form, on the
 * acknowledgment and on the Admissions page, in English and Tamil; other documents are not marked.
 * An office's stored list gains the mark through the content migration.
 */

let handle: (request: Request) => Promise<Response>;

/** The HTML of the page at `path`, as the server sends it. */
const render = async (path: string) => (await handle(new Request(new URL(path, SITE)))).text();

/** The list items of the documents list in `html`, as text. */
function documentItems(html: string): string[] {
  const list = html.slice(html.indexOf('data-testid="documents"'));
  const end = list.search(/<\/(ul|ol)>/);
  return list
    .slice(0, end)
    .split("<li")
    .slice(1)
    .map((item) =>
      item
        .replace(/<!-- -->/g, "")
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x27;/g, "'")
        .replace(/\s+/g, " ")
        .trim(),
    );
}

beforeAll(async () => {
  await migrateToLatest(db());
  const request = createRequestHandler(await siteServerBuild(), "production");
  handle = async (req) => request(req, await loadContext({}));
});

describe("the documents to bring", () => {
  it.each([
    ["/enquiry", "Aadhaar", "(optional)", "Birth Certificate"],
    ["/enquiry/sent?ref=ENQ-7KQ3XD", "Aadhaar", "(optional)", "Birth Certificate"],
    ["/admissions", "Aadhaar", "(optional)", "Birth Certificate"],
    ["/ta/enquiry/sent?ref=ENQ-7KQ3XD", "ஆதார்", "(கட்டாயமில்லை)", "பிறப்புச் சான்றிதழ்"],
    ["/ta/enquiry", "ஆதார்", "(கட்டாயமில்லை)", "பிறப்புச் சான்றிதழ்"],
  ] as const)("on %s mark Aadhaar optional and nothing else", async (url, aadhaar, optional, other) => {
    const items = documentItems(await render(url));
    const cards = items.filter((item) => item.includes(aadhaar));
    expect(cards, url).toHaveLength(2);
    for (const card of cards) expect(card).toContain(optional);
    const others = items.filter((item) => !item.includes(aadhaar));
    expect(others.some((item) => item.includes(other))).toBe(true);
    for (const item of others) expect(item).not.toContain(optional);
  });
});

describe("the content migration", () => {
  it("marks a stored Aadhaar card optional and leaves the rest, and the office's own mark, as they are", () => {
    const stored = {
      steps: ["Collect the form."],
      otherDocuments: [
        { document: "Transfer Certificate (TC) from the previous school", when: "Grade 2 and above" },
        { document: "The student's Aadhaar card" },
        { document: "Mother's AADHAR card" },
        { document: "A parent's Aadhaar card", optional: false },
      ],
    };
    const migrated = aadhaarOptional.up(stored) as typeof stored;
    expect(migrated.otherDocuments).toEqual([
      { document: "Transfer Certificate (TC) from the previous school", when: "Grade 2 and above" },
      { document: "The student's Aadhaar card", optional: true },
      { document: "Mother's AADHAR card", optional: true },
      { document: "A parent's Aadhaar card", optional: false },
    ]);
    expect(migrated.steps).toBe(stored.steps);
    // Already migrated: unchanged; not the admissions group's shape: untouched.
    expect(aadhaarOptional.up(migrated)).toEqual(migrated);
    expect(aadhaarOptional.up("text")).toBe("text");
    expect(aadhaarOptional.appliesTo("settings:admissions")).toBe(true);
    expect(aadhaarOptional.appliesTo("settings:privacy")).toBe(false);
  });
});
