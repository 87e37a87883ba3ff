import { createRequestHandler } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { blockWords } from "~content/words/blocks";
import { pageWords } from "~content/words/pages";
import { loadContext, SITE, siteServerBuild } from "../../../tests/support/routes";

/**
 * A school's landing page in each language (decision 0030): `/ta/vidhyapeeth` says its own words in
 * Tamil (the buttons to the gallery and the notice board, the lists' headings, the admissions note,
 * the carousels' names, buttons and slides for screen readers) and its links stay on the Tamil pages;
 * `/vidhyapeeth` keeps its English words. What the office wrote (the school's story, the FAQ) is
 * content, not checked here.
 */

let main: (path: string) => Promise<string>;

beforeAll(async () => {
  await migrateToLatest(db());
  await prepareDatabase(db(), () => undefined);
  const request = createRequestHandler(await siteServerBuild(), "production");
  main = async (path) => {
    const response = await request(new Request(new URL(path, SITE)), await loadContext());
    expect(response.status, path).toBe(200);
    const html = await response.text();
    // The page's own part: the header, footer and menus are the chrome's (tested with it).
    return html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
  };
});

/** English fixed words of the landing page, each of which the Tamil page must say in Tamil. */
const ENGLISH = [
  ">Photo gallery",
  ">Notice board<",
  ">Latest notices<",
  ">Announcements<",
  "Send us an enquiry",
  "admission enquiry page",
  'aria-label="Classroom photos"',
  'aria-label="Previous slide"',
  'aria-label="Next slide"',
  'aria-label="Go to slide 1"',
  'aria-label="Slide 1 of ',
  'aria-label="Pause slide show"',
  ">Pause<",
];

describe("the school landing page in Tamil and English", () => {
  it("/ta/vidhyapeeth says its fixed words in Tamil, and its links stay in Tamil", async () => {
    const html = await main("/ta/vidhyapeeth");
    const ta = { ...pageWords.ta, ...blockWords.ta };
    for (const word of [
      ta.photoGallery,
      ta.noticeBoard,
      ta.latestNotices,
      ta.announcements,
      ta.enquiryNoteBefore,
      ta.enquiryNoteLink,
      `aria-label="${ta.classroomPhotos}"`,
      `aria-label="${ta.previousSlide}"`,
      `aria-label="${ta.nextSlide}"`,
      `aria-label="${ta.goToSlide(1)}"`,
      `aria-label="${ta.slideTitled(1, 9, "")}`,
      `aria-label="${ta.pauseShow}"`,
      `data-play-label="${ta.playShow}"`,
    ]) {
      expect(html, word).toContain(word);
    }
    for (const word of ENGLISH) expect(html, word).not.toContain(word);
    const links = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1] ?? "");
    expect(links).toContain("/ta/vidhyapeeth/gallery");
    expect(links).toContain("/ta/enquiry?school=vidhyapeeth");
    expect(links.filter((href) => !/^\/(ta(\/|$|\?)|documents|media|upload|images)/.test(href))).toEqual([]);
  });

  it("/vidhyapeeth keeps its English words", async () => {
    const html = await main("/vidhyapeeth");
    for (const word of ENGLISH) expect(html, word).toContain(word);
    expect(html).not.toContain(pageWords.ta.photoGallery);
  });
});
