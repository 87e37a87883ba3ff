import { describe, expect, it } from "vitest";
import { admissionRulesDefaults, admissions } from "./admissions";
import { busRoutes } from "./bus-routes";
import { contacts, transportDesk } from "./contacts";
import { externalLinks } from "./external-links";
import { aimsPage } from "./group/aims";
import { images, videos } from "./media";
import { shippedNavigation } from "./navigation";
import { admissionRulesSchema, admissionsSchema } from "./schemas/admissions";
import { busRoutesSchema } from "./schemas/bus-routes";
import { contactsSchema } from "./schemas/contacts";
import { externalLinksSchema } from "./schemas/external-links";
import { imageSchema, videoSchema } from "./schemas/media";
import { navigationSettingsSchema } from "./schemas/navigation";
import { siteSchema } from "./schemas/site";
import { trainingSchema } from "./schemas/training";
import { site } from "./site";
import { training } from "./training";
import { curriculumPage } from "./vidhyashram/curriculum";

/**
 * Content is plain typed data at run time (no validation library in the browser bundle); these tests
 * hold every module to its schema (architecture 2: "validated at build/test time").
 */
describe("content modules match their schemas", () => {
  it.each([
    ["site", siteSchema, site],
    ["external links", externalLinksSchema, externalLinks],
    ["menus and footer", navigationSettingsSchema, shippedNavigation],
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

  it("admission facts are the specification's (the shipped admission rules of the settings)", () => {
    expect(site.admissionsYear).toBe("2025-2026");
    const rules = admissionRulesSchema.parse(admissionRulesDefaults);
    // "As on 31 May 2025" (spec 9), the counting day of the admissions year 2025-2026.
    expect(rules.countedOn).toEqual({ day: 31, month: "05" });
    const { PreKG, LKG, UKG, I } = rules.byClass;
    expect([PreKG, LKG, UKG, I]).toEqual([
      { years: 2, months: 6 },
      { years: 3, months: 6 },
      { years: 4, months: 6 },
      { years: 5, months: 6 },
    ]);
  });

  it("no page text is a placeholder", () => {
    const text = JSON.stringify([
      site,
      shippedNavigation,
      admissions,
      admissionRulesDefaults,
      contacts,
      busRoutes,
      training,
    ]);
    expect(text).not.toMatch(/lorem|TODO|undefined/i);
  });

  it("each campus has a point on the map in Tamil Nadu, the two a short drive apart", () => {
    const { vidhyashram, vidhyapeeth } = contacts.schools;
    expect(
      contactsSchema.safeParse({
        ...contacts,
        schools: {
          ...contacts.schools,
          vidhyapeeth: { ...vidhyapeeth, location: { latitude: 79.08, longitude: 12.2 } },
        },
      }).success,
    ).toBe(false);
    const km =
      Math.hypot(
        vidhyashram.location.latitude - vidhyapeeth.location.latitude,
        (vidhyashram.location.longitude - vidhyapeeth.location.longitude) * Math.cos((12 * Math.PI) / 180),
      ) * 111;
    expect(km).toBeGreaterThan(0.2);
    expect(km).toBeLessThan(10);
  });

  it("each school gives a transport desk number for the bus-stop finder", () => {
    expect(transportDesk("vidhyashram")).toMatch(/^\+91\d{10}$/);
    expect(transportDesk("vidhyapeeth")).toMatch(/^\+91\d{10}$/);
  });

  it("the documents to bring: the spec's originals by class, the TC, Aadhaar, photographs and community certificate", () => {
    expect(admissionRulesDefaults.documents.map((d) => d.document)).toEqual([
      "Original Birth Certificate",
      "Original Report Card or signed Mark Sheet",
    ]);
    const others = admissionRulesDefaults.otherDocuments.map((d) => d.document).join(" | ");
    for (const name of ["Transfer Certificate", "Aadhaar", "photographs", "Community certificate"]) {
      expect(others).toContain(name);
    }
    expect(admissionRulesDefaults.afterEnquiry.join(" ")).toContain("documents listed below");
  });

  it("every aim card has an icon of its own (spec 3: aim (text, icon))", () => {
    const cards = aimsPage.blocks.flatMap((b) => (b.type === "cards" ? b.cards : []));
    expect(cards).toHaveLength(13);
    const icons = cards.map((c) => c.icon);
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(13);
  });

  it("the Vidhyashram curriculum names its streams the spec's way, matriculation groups", () => {
    const headings = curriculumPage.blocks.map((b) => b.heading ?? "");
    expect(headings.some((h) => h.includes("matriculation groups") && h.includes("XI and XII"))).toBe(true);
  });
});
