import { describe, expect, it } from "vitest";
import { home } from "~content/home";
import { drawIn, hrefsOf } from "../../../tests/support/in-language";
import { HomeView, type HomeViewData } from "./HomeView";

/**
 * The home page's own fixed words in each language (decision 0030): on `/ta` the buttons, headings,
 * empty texts and the carousels' names are Tamil and its links lead to Tamil pages; the English page
 * keeps its words. The office's sections (item 3 of the work) stay as they are.
 */

const data: HomeViewData = {
  home: { ...home, carousel: { heading: home.carousel.heading } },
  slides: home.carousel.slides,
  notices: [],
  news: [],
  events: [],
};

/** The home page's own English words, which its Tamil page replaces. */
const ENGLISH_WORDS = [
  "Notice board",
  "Pay fees online",
  "Our schools",
  "Latest notices",
  "Apply Now",
  "Play video",
];

describe("the home page in Tamil and English", () => {
  it("in Tamil: its buttons, headings and empty texts are Tamil, with no school board in capitals", () => {
    const html = drawIn("ta", <HomeView data={data} />);
    for (const word of [
      "அறிவிப்புப் பலகை",
      "இணையவழியில் கட்டணம் செலுத்த",
      "எங்கள் பள்ளிகள்",
      "சமீபத்திய அறிவிப்புகள்",
      "அறிவிப்புகள் எதுவும் இல்லை.",
      "இப்போதே விண்ணப்பிக்கவும்",
      "வரவிருக்கும் நிகழ்வுகள்",
      "காணொளியை இயக்கு",
    ]) {
      expect(html, word).toContain(word);
    }
    for (const word of ENGLISH_WORDS) {
      expect(html, word).not.toContain(word);
    }
    expect(html).not.toContain("text-gold-700 uppercase");
    const links = hrefsOf(html);
    for (const path of ["/ta/notifications", "/ta/gallery", "/ta/fees", "/ta/enquiry", "/ta/vidhyapeeth"]) {
      expect(links, path).toContain(path);
    }
  });

  it("in English: keeps its words, addresses and capitals", () => {
    const html = drawIn("en", <HomeView data={data} />);
    for (const word of ENGLISH_WORDS) {
      expect(html, word).toContain(word);
    }
    expect(html).toContain("text-gold-700 uppercase tracking-wide");
    expect(hrefsOf(html)).toContain("/notifications");
    expect(hrefsOf(html)).not.toContain("/ta/notifications");
  });
});
