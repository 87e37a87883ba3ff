import { describe, expect, it } from "vitest";
import { home } from "./home";
import { image, video } from "./media";
import { homeSchema } from "./schemas/home";

/** Every string in a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("home page content", () => {
  it("parses with its schema", () => {
    expect(homeSchema.safeParse(home).success).toBe(true);
  });

  it("refuses a picture that is not in content/media.ts", () => {
    const broken = structuredClone(home);
    broken.banner.images[0] = { image: "home-banner-9", alt: "Missing" };
    expect(homeSchema.safeParse(broken).success).toBe(false);
  });

  it("names only images and videos that exist", () => {
    const images = [
      ...home.carousel.slides,
      ...home.whyChoose.items,
      ...home.achievements.awards,
      ...home.highlight.photos,
      ...home.banner.images,
    ].map((p) => p.image);
    for (const name of images) expect(() => image(name), name).not.toThrow();
    const videos = [home.about.video.name, ...home.highlight.testimonials.map((t) => t.video)];
    for (const name of videos) expect(() => video(name), name).not.toThrow();
  });

  it("uses every home picture of the media list, each once", () => {
    const used = [
      ...home.carousel.slides,
      ...home.whyChoose.items,
      ...home.achievements.awards,
      ...home.highlight.photos,
      ...home.banner.images,
    ].map((p) => p.image);
    expect(new Set(used).size).toBe(used.length);
    expect(used).toEqual(
      expect.arrayContaining([
        ...[1, 2, 3, 4, 5].map((n) => `home-carousel-${n}`),
        ...["academics", "sports", "multifaceted", "beyond-schooling", "vision", "mission"].map(
          (t) => `why-${t}`,
        ),
        ...[1, 2, 3, 4].map((n) => `award-${n}`),
        ...[1, 2, 3, 4].map((n) => `highlight-${n}`),
        "home-banner-1",
        "home-banner-2",
      ]),
    );
    expect(home.highlight.testimonials.map((t) => t.video)).toEqual([
      "testimonial-1",
      "testimonial-2",
      "testimonial-3",
      "testimonial-4",
    ]);
  });

  it("has the sections and claims the specification asks for", () => {
    expect(home.whyChoose.items.map((i) => i.title)).toEqual([
      "Academics",
      "Sports",
      "Multifaceted Development",
      "Beyond Schooling",
      "Vision",
      "Mission",
    ]);
    expect(home.about.tqm).toContain("first school in our town to adopt Total Quality Management");
    expect(home.about.fiveS.steps.map((s) => s.name)).toEqual([
      "Sort",
      "Set in order",
      "Shine",
      "Standardise",
      "Sustain",
    ]);
  });

  it("has no placeholder words", () => {
    for (const value of strings(home)) {
      expect(value, value).not.toMatch(/lorem|ipsum|\bTODO\b|undefined|\bnull\b|NaN/i);
      expect(value.trim(), "blank text").not.toBe("");
    }
  });
});
