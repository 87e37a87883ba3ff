import { describe, expect, it } from "vitest";
import { disclosures } from "./disclosure";
import { documents } from "./documents";
import { groupPages } from "./group/pages";
import { people, person, shippedPeople } from "./people";
import { peopleOfDisclosure } from "./schemas/disclosure";
import type { Block, ContentPage } from "./schemas/page";
import { peopleSchema, personRef } from "./schemas/people";
import { training } from "./training";
import { vidhyapeethPages } from "./vidhyapeeth/pages";
import { vidhyashramPages } from "./vidhyashram/pages";

/** People, once: the shipped people, and the pages' references to them. */

const pages: ContentPage[] = [...groupPages, ...vidhyashramPages, ...vidhyapeethPages];

/** Every person id `blocks` refer to: people blocks' entries and person cells of tables. */
function references(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => {
    if (block.type === "people") return block.people.map((entry) => entry.person);
    if (block.type === "table") {
      return block.rows.flatMap((row) =>
        Object.values(row).flatMap((cell) =>
          typeof cell === "object" && "person" in cell ? [cell.person] : [],
        ),
      );
    }
    return [];
  });
}

/** The person a page's people block or table names for `post` (by the person's post). */
function holdersOf(post: string, audience: string): string[] {
  return people.filter((p) => p.post === post && p.audience === audience).map((p) => p.name);
}

describe("shipped people (content/people.ts)", () => {
  it("match the person schema, with unique ids, all marked as samples", () => {
    const result = peopleSchema.safeParse(people);
    expect(result.success ? [] : result.error.issues).toEqual([]);
    expect(people.length).toBeGreaterThan(60);
    for (const p of people) expect(p.sample, p.id).toBe(true);
  });

  it("every reference of every content page names a shipped person", () => {
    const missing: string[] = [];
    for (const page of pages) {
      for (const id of references(page.blocks)) {
        if (!people.some((p) => p.id === id)) missing.push(`${page.path}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every shipped person is named by some page or shipped document (no stray entries)", () => {
    const named = new Set([
      ...pages.flatMap((page) => references(page.blocks)),
      ...Object.values(disclosures).flatMap((d) => [...peopleOfDisclosure(d)]),
    ]);
    const inDocuments = JSON.stringify(documents);
    expect(
      people.filter((p) => !named.has(p.id) && !inDocuments.includes(`"${p.name}"`)).map((p) => p.id),
    ).toEqual([]);
  });

  it("the training page, drawn without the resolve step, names no one", () => {
    expect(references(training.blocks)).toEqual([]);
  });

  it("one person per post: each school has one principal and one vice principal, as /administration says", () => {
    expect(holdersOf("Principal", "vidhyashram")).toEqual(["Mrs. L. Shanthi"]);
    expect(holdersOf("Vice Principal", "vidhyashram")).toEqual(["Mrs. S. Lakshmi"]);
    expect(holdersOf("Principal", "vidhyapeeth")).toEqual(["Mr. R. Karthik"]);
    expect(holdersOf("Vice Principal", "vidhyapeeth")).toEqual(["Mrs. J. Revathi"]);
    for (const post of [
      "Correspondent",
      "Administrative Officer",
      "Accounts Officer",
      "Transport In-charge",
    ]) {
      expect(
        people.filter((p) => p.post === post),
        post,
      ).toHaveLength(1);
    }
    // The names the merges replaced appear nowhere in a page any more.
    const text = JSON.stringify(pages);
    for (const gone of [
      "Mrs. R. Vasanthi",
      "Mrs. K. Meenakshi",
      "Mr. S. Ramanathan",
      "Mr. K. Venkatesan",
      "Mr. M. Rajesh",
    ]) {
      expect(text).not.toContain(gone);
    }
  });

  it("the Vidhyashram principal of the committees and the disclosure is the one of /administration", () => {
    const principalRefs = (path: string) =>
      references(pages.find((p) => p.path === path)?.blocks ?? []).filter(
        (id) => person(id).post === "Principal",
      );
    for (const path of ["/administration", "/vidhyashram/about-us/grievance-redressal-committee"]) {
      expect(new Set(principalRefs(path)), path).toContain("l-shanthi");
    }
    expect(disclosures.vidhyashram.general.principal).toBe("l-shanthi");
    expect(disclosures.vidhyapeeth.general.principal).toBe("r-karthik");
  });

  it("a reference must be a lower-case slug", () => {
    expect(personRef.safeParse("l-shanthi").success).toBe(true);
    for (const bad of ["L-Shanthi", "l shanthi", "-l", "l--shanthi", ""]) {
      expect(personRef.safeParse(bad).success, bad).toBe(false);
    }
  });
});

type PeopleBlock = Extract<Block, { type: "people" }>;

/** Every people block of every shipped content page, with its page. */
const peopleBlocks: { page: ContentPage; block: PeopleBlock }[] = pages.flatMap((page) =>
  page.blocks.flatMap((block) => (block.type === "people" ? [{ page, block }] : [])),
);

/** Titles as the pages print them before a name: "Mrs. L. Shanthi". */
const PRINTED_NAME = /\b(?:Mr|Mrs|Ms|Miss|Dr|Adv|Prof|Sri|Smt|Thiru|Tmt)\. [A-Z]/;

describe("every list of people comes from People", () => {
  it("each person of each people block exists, and a block (one committee) lists a person once with one post", () => {
    expect(peopleBlocks.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const { page, block } of peopleBlocks) {
      const where = `${page.path} "${block.heading ?? "(no heading)"}"`;
      const ids = new Set<string>();
      const names = new Set<string>();
      for (const entry of block.people) {
        const found = shippedPeople.get(entry.person);
        if (!found) {
          problems.push(`${where}: no person "${entry.person}"`);
          continue;
        }
        if (ids.has(entry.person)) problems.push(`${where}: ${entry.person} twice`);
        // Two people of one name in one list read as one person holding two posts.
        if (names.has(found.name)) problems.push(`${where}: two entries named ${found.name}`);
        ids.add(entry.person);
        names.add(found.name);
      }
    }
    expect(problems).toEqual([]);
  });

  it("no table lists people (each row naming a person): committees and PTAs are people blocks", () => {
    const lists = pages.flatMap((page) =>
      page.blocks.flatMap((block) =>
        block.type === "table" &&
        block.rows.every((row) =>
          Object.values(row).some((cell) => typeof cell === "object" && "person" in cell),
        )
          ? [`${page.path} "${block.heading}"`]
          : [],
      ),
    );
    expect(lists).toEqual([]);
  });

  it("no page prints a person's name as text: every name a page shows comes from People", () => {
    const printed = pages.flatMap((page) => {
      const found = JSON.stringify(page.blocks).match(new RegExp(`${PRINTED_NAME.source}[\\w. ]*`, "g"));
      return (found ?? []).map((name) => `${page.path}: ${name}`);
    });
    expect(printed).toEqual([]);
  });

  it("every name in a shipped document's table is a person of People", () => {
    const strangers = documents.flatMap((doc) =>
      (doc.table?.rows ?? []).flatMap((row) =>
        row
          .filter((cell) => PRINTED_NAME.test(cell) && !people.some((p) => p.name === cell))
          .map((cell) => `${doc.file}: ${cell}`),
      ),
    );
    expect(strangers).toEqual([]);
  });

  it("one principal per school, and every list that calls someone a principal names that one", () => {
    for (const school of ["vidhyashram", "vidhyapeeth"] as const) {
      expect(holdersOf("Principal", school), school).toHaveLength(1);
    }
    const principals = new Map(
      people.filter((p) => p.post === "Principal").map((p) => [p.audience as string, p.id]),
    );
    const wrong = peopleBlocks.flatMap(({ page, block }) =>
      block.people.flatMap((entry) => {
        const said = `${entry.role ?? ""} ${entry.detail ?? ""}`;
        const school = /Vidhyashram/.test(said)
          ? "vidhyashram"
          : /Vidhyapeeth/.test(said)
            ? "vidhyapeeth"
            : undefined;
        const callsPrincipal = /(?<!Vice )\bPrincipal\b/.test(said);
        if (!callsPrincipal) return [];
        const expected = school ? principals.get(school) : [...principals.values()];
        return (Array.isArray(expected) ? expected.includes(entry.person) : expected === entry.person)
          ? []
          : [`${page.path}: ${entry.person} as "${said.trim()}"`];
      }),
    );
    expect(wrong).toEqual([]);
  });
});
