import { describe, expect, it } from "vitest";
import { home } from "../content/home";
import { images, posterImage, videos } from "../content/media";
import {
  captionSubject,
  imageSvg,
  SUBJECTS,
  type Subject,
  subjectOf,
  videoPosterSvg,
} from "./media-placeholders";

/**
 * The generated stand-in pictures: no "placeholder" wording or aspect ratio drawn on them, and
 * a drawing that matches what each caption names. Checked on the SVG the script rasterises, so no image
 * tools are needed.
 */

/** The words drawn on a picture: the content of its `<text>` elements. */
function drawnText(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? "");
}

const RATIO = /\b\d{1,2}\s*:\s*\d{1,2}\b/;

function expectClean(svg: string, what: string): void {
  expect(svg, what).not.toMatch(/placeholder/i);
  for (const text of drawnText(svg)) expect(text, `${what} draws "${text}"`).not.toMatch(RATIO);
  // Outside the namespace URL, no "W:H" anywhere in the markup either.
  expect(svg.replace("http://www.w3.org/2000/svg", ""), what).not.toMatch(RATIO);
}

describe("generated pictures", () => {
  for (const image of images) {
    it(`${image.name} has no placeholder wording or aspect ratio on it`, () => {
      expectClean(imageSvg(image, image.width), image.name);
    });
  }

  for (const video of videos) {
    it(`${video.name}'s poster has no words but its drawing`, () => {
      const svg = videoPosterSvg(video);
      expectClean(svg, `${video.name} poster`);
      // The caption is not drawn on videos or their posters.
      expect(drawnText(svg).join(" ")).not.toContain(video.caption);
      expect(posterImage(video.name).width).toBe(video.width);
    });
  }

  it("puts no caption on pictures, and no words at all on the announcement banners", () => {
    for (const image of images) {
      const text = drawnText(imageSvg(image, image.width));
      if (image.kind === "banner") expect(text, image.name).toEqual([]);
      else expect(text.join(" "), image.name).not.toContain(image.caption);
    }
  });

  it("leaves each announcement banner's words to the home page, which draws them over the picture", () => {
    const banners = images.filter((image) => image.kind === "banner");
    expect(banners.length).toBeGreaterThan(0);
    for (const image of banners) {
      const shown = home.banner.images.find((entry) => entry.image === image.name);
      // "Admissions: a graduation cap on an open book" is announced as "Admissions open {{Admissions year}}".
      expect(shown?.eyebrow, image.name).toBeTruthy();
      expect(shown?.headline, image.name).toContain(image.caption.split(":")[0]);
    }
  });
});

describe("what each picture shows", () => {
  // Caption keywords → the drawing they must get.
  const table: [string, Subject][] = [
    ["Badminton court", "badminton"],
    ["Roller Skating", "skate"],
    ["Cricket", "cricket"],
    ["Football", "football"],
    ["Basketball", "basketball"],
    ["Volleyball", "netball"],
    ["Throwball", "netball"],
    ["Table Tennis", "tabletennis"],
    ["School ground", "ground"],
    ["Sports Day on the ground", "sportsday"],
    ["School buses", "bus"],
    ["Transport", "bus"],
    ["Library reading hall", "library"],
    ["Library book stacks", "library"],
    ["Smart board quiz", "smartboard"],
    ["Smart board training", "smartboard"],
    ["Chemistry lab", "science"],
    ["Science lab safety", "science"],
    ["Physics lab", "physics"],
    ["Biology lab", "biology"],
    ["Computer lab", "computer"],
    ["Math lab", "maths"],
    ["English language lab", "language"],
    ["Classroom 3", "classroom"],
    ["Classroom block", "campus"],
    ["Vidhyapeeth campus", "campus"],
    ["Tiny Tots Block 1", "tinytots"],
    ["Award 2", "award"],
    ["Achievement 1", "award"],
    ["Board results", "certificate"],
    ["Alumni", "alumni"],
    ["Cubs and Bulbuls", "scouts"],
    ["Scouts and Guides camp", "scouts"],
    ["Eco Club planting", "eco"],
    ["Eco club 4", "eco"],
    ["Karuna Club drive", "karuna"],
    ["Election Commission", "election"],
    ["Arts and culture", "arts"],
    ["First aid and child safety", "firstaid"],
    ["Counselling and well-being", "talk"],
    ["Assessment and feedback", "assessment"],
    ["CBSE capacity-building programme", "training"],
    ["Annual Day", "stage"],
    ["Assembly", "assembly"],
    ["Student's Life", "backpack"],
  ];
  for (const [caption, subject] of table) {
    it(`"${caption}" → ${subject}`, () => {
      expect(captionSubject(caption)).toBe(subject);
    });
  }

  it("draws people as people, alumni in a graduation cap, whatever their title says", () => {
    const transport = images.find((i) => i.name === "group-admin-transport");
    expect(transport && subjectOf(transport)).toBe("person");
    for (const alumni of images.filter((i) => i.name.includes("-alumni-")))
      expect(subjectOf(alumni)).toBe("alumni");
  });

  it("gives every picture a subject with a drawing, named by its caption (except the numbered title pictures)", () => {
    const unnamed: string[] = [];
    for (const image of images) {
      const subject = subjectOf(image);
      if (subject !== "banner") expect(SUBJECTS[subject], image.name).toBeTypeOf("function");
      if (image.kind === "portrait" || image.kind === "banner") continue;
      if (!captionSubject(image.caption)) unnamed.push(`${image.name} (${image.caption})`);
    }
    // Only the landing pages' top pictures ("Vidhyashram 1"…) say nothing about their subject; they fall
    // back to their kind (a campus or a stage).
    expect(
      unnamed.every((u) => /-top-\d/.test(u)),
      unnamed.join(", "),
    ).toBe(true);
  });

  it("never draws a sport other than the one named", () => {
    for (const image of images.filter((i) => i.name.includes("-sport-") || i.name.includes("badminton"))) {
      expect(["ground", "sportsday"], image.name).not.toContain(subjectOf(image));
    }
  });
});
