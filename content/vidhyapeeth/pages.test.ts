import { describe, expect, it } from "vitest";
import { referenceTable, resolveReferences } from "~/lib/site/references";
import { person, shippedPeople } from "../people";
import { referencesOf } from "../references";
import { type Block, type ContentPage, pagesSchema } from "../schemas/page";
import { settingsDefaults } from "../settings";
import { vidhyapeethPages } from "./pages";

/**
 * Vidhyapeeth's pages (spec 2.4) carry the facts of the specification (spec 9) on the right page, and
 * the counts the specification gives (members, instructions, labs, sports, images).
 */

/** The facts the shipped pages name (`{{Academic year}}`), as the shipped settings and people give them. */
const shippedReferences = referenceTable(
  referencesOf({ settings: settingsDefaults, people: shippedPeople.values() }),
);

/** `value` as a visitor reads it with the shipped settings: every reference token replaced by its fact. */
function shown<T>(value: T): T {
  return resolveReferences(value, shippedReferences);
}

/** The menus of the section as shipped: the default of the `navigation` settings group. */
const vidhyapeethNavigation = settingsDefaults.navigation.vidhyapeeth;

/** The page at `path`; fails the test when it is missing. */
function page(path: string): ContentPage {
  const found = vidhyapeethPages.find((p) => p.path === path);
  if (!found) throw new Error(`No Vidhyapeeth page at ${path}`);
  return found;
}

/** Every string in a value, however deeply nested, joined: what the page says. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}
const text = (p: ContentPage) => strings(p).join("\n");

/** The blocks of one type on a page. */
function blocks<T extends Block["type"]>(p: ContentPage, type: T): Extract<Block, { type: T }>[] {
  return p.blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type);
}

/** The one block of `type` on a page. */
function only<T extends Block["type"]>(p: ContentPage, type: T): Extract<Block, { type: T }> {
  const found = blocks(p, type);
  expect(found, `${p.path}: one ${type} block`).toHaveLength(1);
  return found[0] as Extract<Block, { type: T }>;
}

/** The names of every image a page shows. */
function imagesOf(p: ContentPage): string[] {
  return p.blocks.flatMap((b) => {
    switch (b.type) {
      case "cards":
        return b.cards.flatMap((c) => (c.picture ? [c.picture.image] : []));
      case "imageText":
        return b.items.map((i) => i.picture.image);
      case "photos":
        return b.photos.map((ph) => ph.image);
      case "people":
        return b.people.flatMap((entry) => person(entry.person).photo ?? []);
      default:
        return [];
    }
  });
}

const base = "/vidhyapeeth";

describe("Vidhyapeeth content pages", () => {
  it("match the page schema", () => {
    const result = pagesSchema.safeParse(vidhyapeethPages);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("are every page of the section's menu, and the menu lists each of them", () => {
    const menu = vidhyapeethNavigation.menu.flatMap((g) =>
      g.links.flatMap((l) => ("page" in l ? [l.page] : [])),
    );
    for (const p of vidhyapeethPages) expect(menu, p.path).toContain(p.path);
    expect(vidhyapeethNavigation.menu[0]?.heading).toBe("Vidhyapeeth (Matriculation)");
    expect(vidhyapeethNavigation.menu.map((g) => g.heading)).toEqual([
      "Vidhyapeeth (Matriculation)",
      "About us",
      "Facilities",
      "Community services",
    ]);
    expect(vidhyapeethNavigation.header.length).toBeGreaterThanOrEqual(3);
    expect(vidhyapeethNavigation.header.length).toBeLessThanOrEqual(5);
  });

  it("say nothing about Vidhyashram's figures", () => {
    const all = vidhyapeethPages.map(text).join("\n");
    for (const other of ["17,000", "10,730", "3565 sq m", "7921"]) expect(all).not.toContain(other);
  });
});

describe("Vidhyapeeth facilities (spec 2.4, 9)", () => {
  it("infrastructure: 26,932 sq ft of land, classrooms of about 500 sq ft for about 30 children, three images", () => {
    const p = page(`${base}/facilities/infrastructure`);
    expect(text(p)).toContain("26,932 sq ft");
    expect(text(p)).toMatch(/about 500 sq ft/i);
    expect(text(p)).toMatch(/about 30 children/i);
    expect(imagesOf(p)).toHaveLength(3);
  });

  it("lab: six cards, Physics to English Linguistic, each with a description and an image", () => {
    const cards = only(page(`${base}/facilities/lab`), "cards").cards;
    expect(cards.map((c) => c.title.replace(/ Lab$/, ""))).toEqual([
      "Physics",
      "Chemistry",
      "Computer",
      "Biology",
      "Math",
      "English Linguistic",
    ]);
    for (const card of cards) {
      expect(card.paragraphs?.join("").length, card.title).toBeGreaterThan(40);
      expect(card.picture, card.title).toBeDefined();
    }
    expect(new Set(cards.map((c) => c.picture?.image)).size).toBe(6);
  });

  it("library: over 15,000 books", () => {
    expect(text(page(`${base}/facilities/library`))).toMatch(/over 15,000 books/i);
  });

  it("playground: over 3585.99 sq m and seven sports, each with a picture", () => {
    const p = page(`${base}/facilities/playground`);
    expect(text(p)).toMatch(/over 3585\.99 sq m/i);
    const cards = only(p, "cards").cards;
    expect(cards.map((c) => c.title)).toEqual([
      "Table Tennis",
      "Basketball",
      "Volleyball",
      "Football",
      "Throwball",
      "Roller Skating",
      "Cricket",
    ]);
    expect(imagesOf(p)).toHaveLength(7);
  });

  it("smart boards: a description and four images", () => {
    const p = page(`${base}/facilities/smartboard`);
    expect(blocks(p, "text").length).toBeGreaterThan(0);
    expect(imagesOf(p)).toHaveLength(4);
  });

  it("transport: buses and vans for Grades I-VIII, first come first served, linking routes and rules", () => {
    const p = page(`${base}/facilities/transport`);
    expect(text(p)).toContain("Grades I-VIII");
    expect(text(p)).toMatch(/buses and vans/i);
    expect(text(p)).toMatch(/first come, first served/i);
    const links = blocks(p, "links").flatMap((b) => b.links.map((l) => ("to" in l ? l.to : l.href)));
    expect(links).toEqual(expect.arrayContaining(["/bus-routes", "/transportrules"]));
  });

  it("badminton court: a page of its own", () => {
    expect(text(page(`${base}/facilities/badmintoncourt`))).toMatch(/badminton/i);
  });
});

describe("Vidhyapeeth about us (spec 2.4)", () => {
  it("school management committee: its sample members, each with their seat on the committee", () => {
    const members = only(page(`${base}/aboutus/smdc`), "people");
    expect(members.people.length).toBeGreaterThanOrEqual(5);
    expect(members.intro).toMatch(/sample|placeholder/i);
    expect(members.people.map((entry) => entry.role)).toEqual(
      expect.arrayContaining(["Member Secretary", "Member, for the teachers", "Member, for the parents"]),
    );
  });

  it("student care cell: six grade bands, originated by and approved by", () => {
    const p = page(`${base}/aboutus/student-care-cell`);
    const [bands, signed] = blocks(p, "people");
    expect(bands?.people.map((entry) => entry.role)).toEqual([
      "In-charge, Pre KG - UKG",
      "In-charge, I - II",
      "In-charge, III - V",
      "In-charge, VI - VIII",
      "In-charge, IX - X",
      "In-charge, XI - XII",
    ]);
    const people = signed?.people ?? [];
    expect(people.map((person) => person.detail)).toEqual(["Originated by", "Approved by"]);
    expect(people.map((entry) => entry.role ?? person(entry.person).post)).toEqual([
      "Vice Principal",
      "Correspondent",
    ]);
  });

  it("grievance redressal committee: exactly 7 members and the office note of 22 July 2022", () => {
    const p = page(`${base}/aboutus/grievanceredressalcommittee`);
    expect(only(p, "people").people).toHaveLength(7);
    expect(strings(only(p, "note")).join(" ")).toMatch(/Office note Ref\. No\. .+ dated 22 July 2022/);
  });

  it("PTA: academic year 2025-2026 with President, Secretary, Parent and Teacher Representatives", () => {
    const p = page(`${base}/aboutus/pta`);
    // The year is the current academic year of the Site settings, named, never copied.
    expect(text(p)).toContain("{{Academic year}}");
    expect(text(shown(p))).toContain("2025-2026");
    const roles = new Set(only(p, "people").people.map((entry) => entry.role));
    expect([...roles]).toEqual(["President", "Secretary", "Parent Representative", "Teacher Representative"]);
  });

  it("sexual harassment committee: exactly 8 members with designation, department, e-mail and phone", () => {
    const members = only(page(`${base}/aboutus/sexual-harassment-committee`), "people").people;
    expect(members).toHaveLength(8);
    for (const entry of members) {
      const member = person(entry.person);
      expect(entry.role, member.name).toBeTruthy();
      // The post at school names the department ("Graduate Teacher (English)", "Office Superintendent").
      expect(member.post, member.name).toBeTruthy();
      expect(member.email, member.name).toMatch(/^[\w.]+@vidhyapeeth\.example\.org$/);
      // Placeholder phones only: zeros and ones (common brief, architecture ruling 11).
      expect(member.phone?.replace(/\s/g, ""), member.name).toMatch(/^\+91[01]{10}$/);
    }
    expect(new Set(members.map((entry) => person(entry.person).phone)).size).toBe(8);
  });

  it("history: a page with its own story", () => {
    expect(page(`${base}/aboutus/history`).blocks.length).toBeGreaterThan(2);
  });
});

describe("Vidhyapeeth rules, community services, contact and achievements (spec 2.4)", () => {
  it("rules: the academic year of the settings, exactly 17 instructions to parents in an ordered list", () => {
    const p = page(`${base}/rules-regulations`);
    const list = only(p, "list");
    // Spec 2.4 printed "2024-2025"; the year is the settings' (`{{Academic year}}`), changed in one place.
    expect(list.heading).toContain("{{Academic year}}");
    expect(list.ordered).toBe(true);
    expect(list.items).toHaveLength(17);
    const rules = list.items.join("\n");
    expect(rules).toContain("before 8:30 AM");
    expect(rules).toMatch(/more than 3 days .*medical certificate/);
    expect(rules).toMatch(/Mobile phones/);
    expect(rules).toContain("Rs.50");
  });

  it("eco club: five images", () => {
    expect(imagesOf(page(`${base}/community-services/eco`))).toHaveLength(5);
  });

  it("Karuna club: six images and text about the awareness march and competitions", () => {
    const p = page(`${base}/community-services/karuna`);
    expect(imagesOf(p)).toHaveLength(6);
    expect(text(p)).toMatch(/awareness march/i);
    expect(text(p)).toMatch(/competitions/i);
  });

  it("scouts: Cubs and Bulbuls III-V, Scouts and Guides VI-VIII, four training levels in order", () => {
    const p = page(`${base}/community-services/scouts`);
    const cards = only(p, "cards").cards;
    expect(cards.map((c) => [c.title, c.eyebrow])).toEqual([
      ["Cubs and Bulbuls", "Classes III-V"],
      ["Scouts and Guides", "Classes VI-VIII"],
    ]);
    expect(only(p, "list").items.map((i) => i.split(":")[0])).toEqual([
      "Pravesh",
      "Pratham Sopan",
      "Dwithya Sopan",
      "Tritiya Sopan",
    ]);
  });

  it("contact: the school's contact block and links to enquiry, bus routes and the group's contacts", () => {
    const p = page(`${base}/contactus`);
    expect(only(p, "contact").school).toBe("vidhyapeeth");
    const links = blocks(p, "links").flatMap((b) => b.links.map((l) => ("to" in l ? l.to : l.href)));
    expect(links).toEqual(expect.arrayContaining(["/enquiry", "/bus-routes", "/contactus"]));
  });

  it("achievements: cards with pictures, claiming no ranks", () => {
    const p = page(`${base}/achievements`);
    const cards = blocks(p, "cards").flatMap((b) => b.cards);
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const card of cards) expect(card.picture, card.title).toBeDefined();
    expect(text(p)).not.toMatch(/\b(rank|first place|state first|centum|100%)\b/i);
  });
});
