import type { ContentMigration } from "./migration";

/**
 * The site settings gained the current academic year (`site.academicYear`), which the PTA and committee
 * pages name. Saved settings get the admissions year the office had set, the year both meant until now.
 */
export const currentAcademicYear: ContentMigration = {
  id: "2026-11-current-academic-year",
  appliesTo: (path) => path === "settings:site",
  up(value) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
    const site = value as Record<string, unknown>;
    if (site.academicYear !== undefined || typeof site.admissionsYear !== "string") return value;
    return { ...site, academicYear: site.admissionsYear };
  },
};
