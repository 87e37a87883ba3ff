import type { ContentMigration } from "./migration";

/** The admissions year the pages shipped with, written out, before it became a reference. */
const SHIPPED_YEAR = "2025-2026";

/**
 * The home page and the two school home pages wrote the admissions year out ("Admissions open for
 * 2025-2026"), and the page swapped in the year of the settings as it was drawn. They now name it
 * (`{{Admissions year}}`, content/references.ts); a copy the office saved gets the reference too, so it
 * follows the Site settings like the shipped text.
 */
export const admissionsYearReference: ContentMigration = {
  id: "2026-11-admissions-year-reference",
  appliesTo: (path) => path === "/" || path === "/vidhyashram" || path === "/vidhyapeeth",
  up(value) {
    const walk = (member: unknown): unknown => {
      if (typeof member === "string") return member.split(SHIPPED_YEAR).join("{{Admissions year}}");
      if (Array.isArray(member)) return member.map(walk);
      if (member && typeof member === "object") {
        return Object.fromEntries(Object.entries(member).map(([key, inner]) => [key, walk(inner)]));
      }
      return member;
    };
    return walk(value);
  },
};
