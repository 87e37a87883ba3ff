import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { referenceTable, resolveReferences } from "~/lib/site/references";
import { disclosures } from "../disclosure";
import { documents } from "../documents";
import { shippedPeople } from "../people";
import { referencesOf } from "../references";
import { disclosureSchema, mandatoryDocuments } from "../schemas/disclosure";
import { type Block, type ContentPage, pagesSchema } from "../schemas/page";
import { settingsDefaults } from "../settings";
import { vidhyashramPages } from "./pages";

/** The text a page shows in its body (title, intro and blocks; not the meta description), joined with spaces. */
function text(page: ContentPage): string {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk([page.title, page.intro, page.blocks]);
  return strings.join(" ");
}

/** The facts the shipped pages name (`{{Academic year}}`), as the shipped settings and people give them. */
const shippedReferences = referenceTable(
  referencesOf({ settings: settingsDefaults, people: shippedPeople.values() }),
);

/** `value` as a visitor reads it with the shipped settings: every reference token replaced by its fact. */
function shown<T>(value: T): T {
  return resolveReferences(value, shippedReferences);
}

function page(path: string): ContentPage {
  const found = vidhyashramPages.find((p) => p.path === path);
  if (!found) throw new Error(`No page ${path}`);
  return found;
}

function blocksOf<T extends Block["type"]>(p: ContentPage, type: T): Extract<Block, { type: T }>[] {
  return p.blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type);
}

const about = (slug: string) => `/vidhyashram/about-us/${slug}`;
const facility = (slug: string) => `/vidhyashram/facilities/${slug}`;
const committees = [
  "sexual-harassment-committee",
  "student-care-cell",
  "grievance-redressal-committee",
  "school-safety-committee",
  "pta",
  "internal-complaints-committee",
  "anti-drug-committee",
].map(about);

describe("Vidhyashram pages (spec 2.3)", () => {
  it("match the page schema", () => {
    const result = pagesSchema.safeParse(vidhyashramPages);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("are all in the section's menu, under the groups the breadcrumbs name", () => {
    // The menus as shipped: the default of the `navigation` settings group.
    const menu = settingsDefaults.navigation.vidhyashram.menu;
    expect(menu.map((g) => g.heading)).toEqual([
      "Vidhyashram (CBSE)",
      "About us",
      "Facilities",
      "Community services",
    ]);
    const listed = menu.flatMap((g) => g.links.flatMap((l) => ("page" in l ? [l.page] : [])));
    for (const p of vidhyashramPages) expect(listed, p.path).toContain(p.path);
    expect(listed).toContain("/vidhyashram");
    expect(listed).toContain("/vidhyashram/gallery");
    const group = (heading: string) => menu.find((g) => g.heading === heading)?.links;
    expect(group("About us")).toHaveLength(9);
    expect(group("Facilities")).toHaveLength(7);
    expect(group("Community services")).toHaveLength(3);
  });

  it("show the campus figures of spec 9 on the right pages", () => {
    expect(text(page(facility("infrastructure")))).toContain("10,730 sq m");
    expect(text(page(facility("infrastructure")))).toContain("3100");
    expect(text(page(facility("library")))).toContain("17,000");
    expect(text(page(facility("badminton")))).toContain("7921 sq ft");
    expect(text(page(facility("schoolground")))).toContain("3565 sq m");
    expect(text(page(facility("transport")))).toContain("Grades I-VIII");
  });

  it("the transport page leads to the bus routes and the transport rules", () => {
    const links = blocksOf(page(facility("transport")), "links").flatMap((b) => b.links);
    const targets = links.flatMap((l) => ("to" in l ? [l.to] : []));
    expect(targets).toEqual(expect.arrayContaining(["/bus-routes", "/transportrules"]));
  });

  it("the rules state the times, the medical certificate and the fine exactly", () => {
    const rules = text(page("/vidhyashram/rules-regulations"));
    expect(rules).toContain("before 8:30 AM");
    expect(rules).toContain("Sick leave over 3 days needs a medical certificate");
    expect(rules).toMatch(/after three warnings, a fine of Rs\.50/);
    const p = page("/vidhyashram/rules-regulations");
    expect(blocksOf(p, "list")).toHaveLength(6);
    expect(blocksOf(p, "note")[0]?.heading).toBe("Suggestion box");
  });

  it("the curriculum lists the assessments of Classes I-VIII, each with a month, and the other schedules", () => {
    const p = page("/vidhyashram/curriculum");
    const tables = blocksOf(p, "table");
    const grades = tables.find((t) => t.heading?.includes("Classes I to VIII"));
    expect(grades?.rows.map((r) => r.exam)).toEqual(["PA-I", "TA-I", "PA-II", "TA-II", "PA-III", "TA-III"]);
    for (const row of grades?.rows ?? []) expect(row.month).toMatch(/^[A-Z][a-z]+/);
    expect(tables.some((t) => t.heading?.includes("IX and XI"))).toBe(true);
    expect(tables.some((t) => t.heading?.includes("X and XII"))).toBe(true);
    const groups = tables.find((t) => t.heading?.startsWith("Senior-secondary groups"));
    expect(groups?.rows.length).toBeGreaterThanOrEqual(3);
    expect(text(p)).toContain("Pre KG");
  });

  it("the scouts page names the sections by class and the four training levels", () => {
    const scouts = text(page("/vidhyashram/community-services/scouts"));
    expect(scouts).toMatch(/Cubs and Bulbuls III-V/);
    expect(scouts).toMatch(/Scouts and Guides VI-VIII/);
    for (const level of ["Pravesh", "Pratham Sopan", "Dwithya Sopan", "Tritiya Sopan"]) {
      expect(scouts).toContain(level);
    }
  });

  it("each committee lists its members as people, says they are samples, and is reached by placeholder contacts", () => {
    for (const path of committees) {
      const members = blocksOf(page(path), "people");
      expect(members, path).toHaveLength(1);
      expect(members[0]?.people.length, path).toBeGreaterThanOrEqual(5);
      for (const entry of members[0]?.people ?? [])
        expect(entry.role, `${path}: ${entry.person}`).toBeTruthy();
      expect(members[0]?.intro, path).toContain("Sample list");
      // As a visitor reads them: the phones and e-mails the tables name, resolved from the shipped settings.
      const contacts = JSON.stringify(shown(blocksOf(page(path), "table")));
      expect(contacts, path).toMatch(/mailto:/);
      for (const phone of contacts.match(/tel:\+91\d+/g) ?? []) expect(phone).toMatch(/^tel:\+91[01]{10}$/);
      for (const mail of contacts.match(/mailto:[^"]+/g) ?? [])
        expect(mail).toMatch(/@[a-z.]+\.example\.org$/);
    }
    // The PTA's year is the current academic year of the Site settings, named, never copied.
    expect(text(page(about("pta")))).toContain("{{Academic year}}");
    expect(text(shown(page(about("pta"))))).toContain("2025-2026");
  });

  it("the public disclosures fit their schema, and every document they name ships with its PDF", () => {
    for (const [school, board] of [
      ["vidhyashram", "cbse"],
      ["vidhyapeeth", "state"],
    ] as const) {
      const disclosure = disclosureSchema(board).parse(disclosures[school]);
      const urls = [
        ...Object.values(disclosure.documents),
        disclosure.academics.academicCalendar,
        disclosure.academics.annualReport,
      ].filter((url): url is string => typeof url === "string");
      // Section B is complete in the sample: every mandatory document of the board.
      expect(Object.keys(disclosure.documents).sort(), school).toEqual(mandatoryDocuments(board).sort());
      for (const url of urls) {
        expect(
          documents.some((d) => d.file === url),
          url,
        ).toBe(true);
        expect(existsSync(path.resolve(import.meta.dirname, "../files", `.${url}`)), url).toBe(true);
      }
    }
  });
});
