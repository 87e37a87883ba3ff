import { describe, expect, it } from "vitest";
import { admissions } from "./admissions";
import { busRoutes } from "./bus-routes";
import { contacts } from "./contacts";
import { externalLinks } from "./external-links";
import { images, videos } from "./media";
import { sectionNavigation } from "./navigation";
import { admissionsSchema } from "./schemas/admissions";
import { busRoutesSchema } from "./schemas/bus-routes";
import { contactsSchema } from "./schemas/contacts";
import { externalLinksSchema } from "./schemas/external-links";
import { imageSchema, videoSchema } from "./schemas/media";
import { sectionNavigationSchema } from "./schemas/navigation";
import { siteSchema } from "./schemas/site";
import { trainingSchema } from "./schemas/training";
import { site } from "./site";
import { training } from "./training";

/**
 * Content is plain typed data at run time (no validation library in the browser bundle); these tests
 * hold every module to its schema (DESIGN 2: "validated at build/test time").
 */
describe("content modules match their schemas", () => {
  it.each([
    ["site", siteSchema, site],
    ["external links", externalLinksSchema, externalLinks],
    ["group menus", sectionNavigationSchema, sectionNavigation.group],
    ["Vidhyashram menus", sectionNavigationSchema, sectionNavigation.vidhyashram],
    ["Vidhyapeeth menus", sectionNavigationSchema, sectionNavigation.vidhyapeeth],
    ["admissions", admissionsSchema, admissions],
    ["contacts", contactsSchema, contacts],
    ["bus routes", busRoutesSchema, busRoutes],
    ["teacher training", trainingSchema, training],
  ] as const)("%s", (_name, schema, data) => {
    const result = schema.safeParse(data);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("every image and video of the media list", () => {
    for (const entry of images) expect(imageSchema.safeParse(entry).success, entry.name).toBe(true);
    for (const entry of videos) expect(videoSchema.safeParse(entry).success, entry.name).toBe(true);
  });

  it("a broken entry is caught", () => {
    expect(externalLinksSchema.safeParse({ ...externalLinks, vidhyashramFees: "not a url" }).success).toBe(
      false,
    );
    expect(admissionsSchema.safeParse({ ...admissions, classes: [] }).success).toBe(false);
  });

  it("admission facts are the specification's", () => {
    expect(admissions.academicYear).toBe("2025-2026");
    expect(admissions.birthYearCutoffs.map((r) => r.bornOnOrBefore)).toEqual([
      "31 December 2022",
      "31 December 2021",
      "31 December 2020",
      "31 December 2019",
    ]);
    expect(admissions.minimumAges.map((r) => r.age)).toEqual([
      "2 years 6 months",
      "3 years 6 months",
      "4 years 6 months",
      "5 years 6 months",
    ]);
    expect(admissions.officeHours).toBe("8:30 AM to 4:30 PM, Monday to Saturday");
  });

  it("no page text is a placeholder", () => {
    const text = JSON.stringify([site, sectionNavigation, admissions, contacts, busRoutes, training]);
    expect(text).not.toMatch(/lorem|TODO|undefined/i);
  });
});
