import { describe, expect, it } from "vitest";
import { externalLinks } from "./external-links";
import { landing } from "./landing";
import { image } from "./media";
import { schoolLandingSchema } from "./schemas/landing";
import { site } from "./site";

/** Every string in a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const schools = ["vidhyashram", "vidhyapeeth"] as const;

describe.each(schools)("%s landing page content", (school) => {
  const content = landing[school];

  it("parses with its schema", () => {
    expect(schoolLandingSchema.safeParse(content).success).toBe(true);
  });

  it("has the sections' counts of the specification", () => {
    expect(content.topCarousel.slides).toHaveLength(5);
    expect(content.classrooms.slides).toHaveLength(9);
    expect(content.reasons.items).toHaveLength(9);
    expect(content.tinyTots.images).toHaveLength(2);
    expect(content.alumni.people).toHaveLength(6);
    expect(content.faq.items).toHaveLength(5);
  });

  it("names only images that exist in content/media.ts, each of its own school", () => {
    const names = [
      ...content.topCarousel.slides,
      ...content.classrooms.slides,
      ...content.tinyTots.images,
      ...content.alumni.people,
    ].map((p) => p.image);
    for (const name of names) {
      expect(() => image(name), name).not.toThrow();
      expect(name.startsWith(`${school}-`), name).toBe(true);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it("refuses a picture that is not in content/media.ts", () => {
    const broken = structuredClone(content);
    const first = broken.classrooms.slides[0];
    if (first) first.image = `${school}-classroom-99`;
    expect(schoolLandingSchema.safeParse(broken).success).toBe(false);
  });

  it("has no placeholder words", () => {
    for (const text of strings(content)) {
      expect(text, text).not.toMatch(/lorem|undefined|\bnull\b/i);
      expect(text, text).not.toMatch(/TODO|\bNaN\b/);
    }
  });

  it("gives the FAQ topics of the specification, the admission rules drawn from the settings", () => {
    const ids = content.faq.items.map((i) => i.id);
    expect(ids).toEqual(["how-to-apply", "documents", "age-eligibility", "admission-procedure", "location"]);
    // The answers name parts of the rules; the page draws them from the settings (no typed copy here:
    // app/routes/site/admission-rules.test.tsx renders them).
    expect(content.faq.items.map((i) => i.admissionRules)).toEqual([
      undefined,
      ["documents"],
      ["ages"],
      ["steps"],
      undefined,
    ]);
    const all = strings(content.faq).join("\n");
    expect(all).not.toMatch(/\d+ (May|December) 20\d\d|20\d\d-\d\d-\d\d|\d+ years \d+ months/);
    expect(all).toMatch(/\{\{(Vidhyashram|Vidhyapeeth) office hours\}\}/);
    expect(content.faq.items.find((i) => i.id === "location")?.link?.to).toBe("/contactus");
  });

  it("keeps the alumni records free of contact details", () => {
    const all = strings(content.alumni).join("\n");
    expect(all).not.toMatch(/@|\+91|\d{10}/);
  });
});

describe("campus facts", () => {
  const text = (school: (typeof schools)[number]) => strings(landing[school].reasons).join("\n");

  it("shows Vidhyashram's facts exactly as given", () => {
    for (const fact of ["10,730 sq m", "17,000 books", "7921 sq ft", "3565 sq m", "3100"]) {
      expect(text("vidhyashram")).toContain(fact);
    }
  });

  it("shows Vidhyapeeth's facts exactly as given", () => {
    for (const fact of ["about 30", "15,000 books", "3585.99 sq m"]) {
      expect(text("vidhyapeeth")).toContain(fact);
    }
  });

  it("names the school in its own page only", () => {
    expect(strings(landing.vidhyashram).join("\n")).not.toContain(site.schools.vidhyapeeth.name);
    expect(strings(landing.vidhyapeeth).join("\n")).not.toContain(site.schools.vidhyashram.name);
  });
});

describe("alumni form link", () => {
  it("is an https URL in content/external-links.ts", () => {
    expect(externalLinks.alumniForm).toMatch(/^https:\/\//);
  });
});
