import type { ContentMigration } from "./migration";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The office hours were one setting for both schools (`contacts.officeHours`); each school now has its
 * own (`contacts.schools.<school>.officeHours`), since the two offices need not keep the same hours.
 * Each school is given the hours the office had saved for both.
 */
export const officeHoursPerSchool: ContentMigration = {
  id: "2026-11-office-hours-per-school",
  appliesTo: (path) => path === "settings:contacts",
  up(value) {
    if (!isRecord(value) || typeof value.officeHours !== "string" || !isRecord(value.schools)) return value;
    const { officeHours, ...rest } = value;
    const schools = Object.fromEntries(
      Object.entries(value.schools).map(([slug, school]) => [
        slug,
        isRecord(school) && school.officeHours === undefined ? { ...school, officeHours } : school,
      ]),
    );
    return { ...rest, schools };
  },
};
