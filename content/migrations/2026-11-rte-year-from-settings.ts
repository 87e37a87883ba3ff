import type { ContentMigration } from "./migration";

/** The two schools' RTE pages (content/rte.ts). */
const RTE_PAGES = new Set(["/vidhyashram/rte", "/vidhyapeeth/rte"]);

/**
 * Each RTE page had its own "Academic year of these admissions", which did not follow the admissions
 * year of the site settings (the shipped pages said 2027-2028 under admissions for 2025-2026). The page
 * now shows the settings' year; the office's own copy of the year is dropped, everything else kept.
 */
export const rteYearFromSettings: ContentMigration = {
  id: "2026-11-rte-year-from-settings",
  appliesTo: (path) => RTE_PAGES.has(path),
  up(value) {
    if (typeof value !== "object" || value === null || Array.isArray(value) || !("academicYear" in value))
      return value;
    const { academicYear: _year, ...rest } = value as Record<string, unknown>;
    return rest;
  },
};
