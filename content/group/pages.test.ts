import { describe, expect, it } from "vitest";
import { withPeopleOf } from "~/lib/site/people-of";
import { referenceTable, resolveReferences } from "~/lib/site/references";
import { contacts } from "../contacts";
import { externalLinks } from "../external-links";
import { person, shippedPeople } from "../people";
import { referencesOf } from "../references";
import { type Block, type ContentPage, pagesSchema } from "../schemas/page";
import { settingsDefaults } from "../settings";
import { vidhyapeethPages } from "../vidhyapeeth/pages";
import { vidhyashramPages } from "../vidhyashram/pages";
import { groupPages } from "./pages";

/** The group's page at `path`; fails the test when there is none. */
/** Any shipped content page by address (the group's and both schools'). */
function anyPage(path: string): ContentPage | undefined {
  return [...groupPages, ...vidhyashramPages, ...vidhyapeethPages].find((p) => p.path === path);
}

function page(path: string): ContentPage {
  const found = groupPages.find((p) => p.path === path);
  if (!found) throw new Error(`No group page at ${path}`);
  return found;
}

/** All the text a page shows (and its links), as one string. */
function text(p: ContentPage): string {
  return JSON.stringify(p);
}

/** The facts the shipped pages name (`{{Academic year}}`), as the shipped settings and people give them. */
const shippedReferences = referenceTable(
  referencesOf({ settings: settingsDefaults, people: shippedPeople.values() }),
);

/** `value` as a visitor reads it with the shipped settings: every reference token replaced by its fact. */
function shown<T>(value: T): T {
  return resolveReferences(value, shippedReferences);
}

function blocksOf<T extends Block["type"]>(p: ContentPage, type: T): Extract<Block, { type: T }>[] {
  return p.blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type);
}

const OWN = [
  "/aboutus",
  "/ourpurpose",
  "/aims",
  "/why-choose",
  "/administration",
  "/srmjvteam",
  "/wearethankful",
  "/careers",
  "/facilities",
  "/admissions",
  "/pta",
  "/transportrules",
  "/fees",
  "/contactus",
];

describe("group pages", () => {
  it("match the page schema, and every owned page is registered", () => {
    const result = pagesSchema.safeParse(groupPages);
    expect(result.success ? [] : result.error.issues).toEqual([]);
    expect(groupPages.map((p) => p.path).sort()).toEqual([...OWN].sort());
  });

  it("the schema refuses a people block that names people instead of referring to them", () => {
    const bad = {
      ...page("/srmjvteam"),
      blocks: [{ type: "people", people: [{ name: "A", role: "B" }] }],
    };
    expect(pagesSchema.safeParse([bad]).success).toBe(false);
  });

  it("/aims has exactly thirteen aim cards, Aim 1 to Aim 13, 1/2/3 columns", () => {
    const cards = blocksOf(page("/aims"), "cards");
    expect(cards).toHaveLength(1);
    const [block] = cards;
    expect(block?.columns).toEqual({ base: 1, md: 2, lg: 3 });
    expect(block?.cards.map((c) => c.eyebrow)).toEqual(Array.from({ length: 13 }, (_, i) => `Aim ${i + 1}`));
  });

  it("/why-choose has six image-and-text blocks in the specification's order", () => {
    const items = blocksOf(page("/why-choose"), "imageText").flatMap((b) => b.items);
    expect(items.map((i) => i.title)).toEqual([
      "Academics",
      "Curriculum",
      "IIT Exposure Program",
      "Annual Day",
      "Student's Life",
      "Election Commission",
    ]);
    const said = (title: string) => items.find((i) => i.title === title)?.paragraphs.join(" ") ?? "";
    expect(said("Curriculum")).toContain("Matriculation");
    expect(said("Curriculum")).toContain("CBSE");
    for (const exam of ["IIT", "NEET", "NTSE", "Olympiad", "classes 9 to 12"]) {
      expect(said("IIT Exposure Program")).toContain(exam);
    }
    expect(said("Election Commission")).toMatch(/every year students elect/i);
  });

  it("/fees links each school's payment portal and says when the office counter takes fees", () => {
    const fees = text(page("/fees"));
    expect(fees).toContain(externalLinks.vidhyashramFees);
    expect(fees).toContain(externalLinks.vidhyapeethFees);
    // Each school's hours are a reference to its contact settings, never a copy.
    expect(fees).toContain("{{Vidhyashram office hours}}");
    expect(fees).toContain("{{Vidhyapeeth office hours}}");
    expect(text(shown(page("/fees")))).toContain("8:30 AM to 4:30 PM");
    expect(fees).toContain("Fee structure");
  });

  it("/transportrules states the bus rules exactly and links to the routes", () => {
    const rules = text(page("/transportrules"));
    for (const fact of [
      "Term I must be paid before 10 April",
      "Term II must be paid before 10 October",
      "not refunded",
      "full term fee",
      "one week's notice",
      "Bus stops are fixed",
      "Grades I-VIII",
      '"to":"/bus-routes"',
    ]) {
      expect(rules).toContain(fact);
    }
  });

  it("/admissions shows the age cut-offs, documents and steps of the settings, with no typed copy of them", () => {
    const p = page("/admissions");
    const all = text(p);
    // Drawn from the admission rules of the settings when the page is drawn (app/routes/site/admission-rules.test.tsx).
    const rules = blocksOf(p, "admissionRules");
    expect(rules.map((b) => [b.heading, b.show])).toEqual([
      ["Age cut-offs", ["ages"]],
      ["Documents to bring", ["documents"]],
      ["How to apply", ["steps"]],
    ]);
    expect(all).not.toMatch(/\d+ (May|December) 20\d\d|20\d\d-\d\d-\d\d|\d+ years \d+ months/);
    // The year and the office hours are references to the Site settings, never copies.
    expect(all).toContain("{{Admissions year}}");
    expect(all).toContain("{{Vidhyapeeth office hours}}");
    expect(all).not.toContain("2025-2026");
    expect(all).toContain('"to":"/enquiry"');
  });

  it("/admissions links the scholarship form and both PDFs, with their kinds", () => {
    const links = blocksOf(page("/admissions"), "links").flatMap((b) => b.links);
    const kindOf = (href: string) => links.find((l) => "href" in l && l.href === href);
    expect(kindOf(externalLinks.scholarshipApply)).toMatchObject({ kind: "form" });
    expect(kindOf(externalLinks.scholarshipGuidelines)).toMatchObject({ kind: "pdf" });
    expect(kindOf(externalLinks.scholarshipSamplePaper)).toMatchObject({ kind: "pdf" });
  });

  it("/careers links the external application form", () => {
    const links = blocksOf(page("/careers"), "links").flatMap((b) => b.links);
    expect(links).toContainEqual(expect.objectContaining({ href: externalLinks.careersForm, kind: "form" }));
    expect(blocksOf(page("/careers"), "people").length).toBeGreaterThan(0);
  });

  it("/pta is for 2025-2026 and lists each school's PTA, with a President and a Secretary", async () => {
    // Each school's list is its PTA page's (a "People of another page" block), drawn as visitors read it.
    const stored = page("/pta");
    expect(stored.blocks.filter((b) => b.type === "peopleOf").map((b) => "page" in b && b.page)).toEqual([
      "/vidhyashram/about-us/pta",
      "/vidhyapeeth/aboutus/pta",
    ]);
    expect(blocksOf(stored, "people")).toEqual([]);
    const p = await withPeopleOf(stored, anyPage);
    // The year is the current academic year of the Site settings, named, never copied.
    expect(p.title + p.intro).toContain("{{Academic year}}");
    expect(shown(p.title + p.intro)).toContain("2025-2026");
    const lists = blocksOf(p, "people");
    expect(lists.map((b) => b.heading)).toEqual([
      "Vidhyashram PTA {{Academic year}}",
      "Vidhyapeeth PTA {{Academic year}}",
    ]);
    expect(lists.map((b) => shown(b.heading))).toEqual([
      "Vidhyashram PTA 2025-2026",
      "Vidhyapeeth PTA 2025-2026",
    ]);
    for (const list of lists) {
      const roles = list.people.map((entry) => entry.role);
      for (const role of ["President", "Secretary", "Parent Representative", "Teacher Representative"]) {
        expect(roles, `${list.heading}: ${role}`).toContain(role);
      }
    }
    expect(text(p)).toContain('"to":"/vidhyashram/about-us/pta"');
    expect(text(p)).toContain('"to":"/vidhyapeeth/aboutus/pta"');
  });

  it("/pta and each school's PTA page show the same office bearers, as a visitor reads them", async () => {
    const pta = await withPeopleOf(page("/pta"), anyPage);
    /** Name, role and the line below it, as the people block draws each office bearer. */
    const bearers = (p: ContentPage, school: string) => {
      const lists = p.blocks.filter(
        (b): b is Extract<Block, { type: "people" }> =>
          b.type === "people" && (p.path === "/pta" ? Boolean(b.heading?.startsWith(school)) : true),
      );
      expect(lists, `${p.path}: one ${school} PTA list`).toHaveLength(1);
      return (lists[0]?.people ?? []).map((entry) => [
        person(entry.person).name,
        entry.role ?? person(entry.person).post,
        entry.detail ?? person(entry.person).post,
      ]);
    };
    const schools = [
      ["Vidhyashram", vidhyashramPages, "/vidhyashram/about-us/pta"],
      ["Vidhyapeeth", vidhyapeethPages, "/vidhyapeeth/aboutus/pta"],
    ] as const;
    for (const [school, pages, path] of schools) {
      const own = pages.find((p) => p.path === path);
      if (!own) throw new Error(`No page ${path}`);
      expect(bearers(own, school).length, school).toBeGreaterThanOrEqual(5);
      expect(bearers(pta, school), school).toEqual(bearers(own, school));
      const said = own.intro + JSON.stringify(own.blocks);
      expect(said, school).toContain("{{Academic year}}");
      expect(shown(said), school).toContain("2025-2026");
    }
  });

  it("/contactus has both schools' contact blocks, office hours and links", () => {
    const p = page("/contactus");
    expect(blocksOf(p, "contact").map((b) => b.school)).toEqual(["vidhyashram", "vidhyapeeth"]);
    // Each school's hours are a reference to its contact settings, never a copy.
    expect(text(p)).toContain("{{Vidhyashram office hours}}");
    expect(text(p)).toContain("{{Vidhyapeeth office hours}}");
    expect(text(shown(p))).toContain("8:30 AM to 4:30 PM, Monday to Saturday");
    expect(text(shown(p))).not.toContain("{{");
    expect(text(p)).toContain('"to":"/enquiry"');
    expect(text(p)).toContain('"to":"/bus-routes"');
  });

  it("/facilities shows each school's key figures and links to every facility page", () => {
    const p = page("/facilities");
    const facts = blocksOf(p, "facts")
      .flatMap((b) => b.facts)
      .map((f) => f.value)
      .join(" | ");
    for (const figure of ["10,730 sq m", "17,000", "7921 sq ft", "3565 sq m", "3100"]) {
      expect(facts).toContain(figure);
    }
    for (const figure of ["26,932 sq ft", "15,000", "3585.99 sq m", "About 30"])
      expect(facts).toContain(figure);
    const all = text(p);
    for (const slug of [
      "infrastructure",
      "library",
      "lab",
      "badminton",
      "smartboard",
      "schoolground",
      "transport",
    ]) {
      expect(all).toContain(`"to":"/vidhyashram/facilities/${slug}"`);
    }
    for (const slug of [
      "infrastructure",
      "lab",
      "library",
      "playground",
      "smartboard",
      "transport",
      "badmintoncourt",
    ]) {
      expect(all).toContain(`"to":"/vidhyapeeth/facilities/${slug}"`);
    }
  });

  it("/aboutus links both schools and the group's pages, and tells of TQM and 5S", () => {
    const all = text(page("/aboutus"));
    for (const to of [
      "/vidhyashram",
      "/vidhyapeeth",
      "/ourpurpose",
      "/aims",
      "/why-choose",
      "/administration",
      "/srmjvteam",
    ]) {
      expect(all).toContain(`"to":"${to}"`);
    }
    expect(all).toContain("Total Quality Management");
    expect(all).toContain("5S");
  });

  it("/administration and /srmjvteam show people with photos, marked as samples", () => {
    for (const path of ["/administration", "/srmjvteam"]) {
      const people = blocksOf(page(path), "people").flatMap((b) => b.people);
      expect(people.length, path).toBeGreaterThanOrEqual(5);
      for (const entry of people) expect(person(entry.person).photo, entry.person).toBeTruthy();
    }
    const roles = blocksOf(page("/administration"), "people")
      .flatMap((b) => b.people)
      .map((p) => p.role ?? person(p.person).post)
      .join(" | ");
    for (const role of [
      "Correspondent",
      "Principal",
      "Vice Principal",
      "Administrative Officer",
      "Accounts",
      "Transport",
    ]) {
      expect(roles).toContain(role);
    }
    expect(blocksOf(page("/administration"), "table")[0]?.sample).toBe(true);
  });

  it("contacts are placeholders only: example.org e-mails, the numbers of content/contacts.ts", () => {
    // As a visitor reads them: the phones and e-mails the pages name, resolved from the shipped settings.
    const all = JSON.stringify(shown(groupPages));
    const known = Object.values(contacts.schools).flatMap((s) => s.phones.map((p) => p.number));
    for (const m of all.matchAll(/mailto:([^"]+)/g)) expect(m[1]).toMatch(/\.example\.org$/);
    for (const m of all.matchAll(/tel:\+91(\d+)/g)) expect(known).toContain(`+91${m[1]}`);
    expect(all).toMatch(/tel:\+91/);
  });
});
