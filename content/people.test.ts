import { describe, expect, it } from "vitest";
import { groupPages } from "./group/pages";
import { people, person } from "./people";
import type { Block, ContentPage } from "./schemas/page";
import { peopleSchema, personRef } from "./schemas/people";
import { training } from "./training";
import { vidhyapeethPages } from "./vidhyapeeth/pages";
import { vidhyashramPages } from "./vidhyashram/pages";

/** People, once (issue 23 item 4): the shipped people, and the pages' references to them. */

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

  it("every shipped person is named by some page (no stray entries)", () => {
    const named = new Set(pages.flatMap((page) => references(page.blocks)));
    expect(people.filter((p) => !named.has(p.id)).map((p) => p.id)).toEqual([]);
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
    for (const path of [
      "/administration",
      "/vidhyashram/about-us/grievance-redressal-committee",
      "/vidhyashram/publicdisclosure",
    ]) {
      expect(new Set(principalRefs(path)), path).toContain("l-shanthi");
    }
  });

  it("a reference must be a lower-case slug", () => {
    expect(personRef.safeParse("l-shanthi").success).toBe(true);
    for (const bad of ["L-Shanthi", "l shanthi", "-l", "l--shanthi", ""]) {
      expect(personRef.safeParse(bad).success, bad).toBe(false);
    }
  });
});
