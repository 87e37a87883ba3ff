import { describe, expect, it } from "vitest";
import type { Announcement } from "~/lib/published/announcements.server";
import type { Notification } from "~/lib/published/notifications.server";
import type { Language } from "~content/languages";
import { galleries, noticeBoard, videosPage } from "~content/listing-pages";
import { drawIn, hrefsOf } from "../../tests/support/in-language";
import { GalleryView } from "./GalleryView";
import { NoticeBoardView } from "./NoticeBoardView";
import { VideosView } from "./VideosView";

/**
 * The notice board, the media library and a gallery in each language (decision 0030): on a Tamil page
 * (`/ta/…`) their fixed words, dates and links are Tamil and none of the English words is left; the
 * English page keeps its words.
 */

/** `element` drawn as the server draws it on a page in `language`. */
const draw = (element: React.ReactElement, language: Language) => drawIn(language, element);
const hrefs = hrefsOf;

const notice = {
  id: 7,
  title: "Sports day",
  description: "",
  date: "2026-11-22",
  audience: "group",
  pinned: 1,
} as unknown as Notification;
const news = {
  id: 9,
  title: "Results",
  description: "",
  date: "2026-11-20",
  audience: "group",
  pinned: 0,
  link: "https://example.org/results",
} as unknown as Announcement;

const board = (lists: "full" | "empty") => (
  <NoticeBoardView
    data={{
      // The office's own words for the page (item 3 of the work) are not this test's: Tamil stand-ins.
      page: { ...noticeBoard, title: "பலகை", intro: "அறிமுகம்" },
      school: undefined,
      notices: lists === "full" ? [notice] : [],
      news: lists === "full" ? [news] : [],
      media: [],
      rte: [],
    }}
  />
);

describe("the notice board in Tamil and English", () => {
  it("in Tamil: its headings, filter, tags, dates and links are Tamil, and lead to Tamil pages", () => {
    const html = draw(board("full"), "ta");
    for (const word of ["அறிவிப்புகள்", "செய்திகள்", "அனைத்தும்", "முக்கியம்", "மேலும் காண்க", "22 நவம்பர், 2026"]) {
      expect(html, word).toContain(word);
    }
    for (const word of [
      "Notifications",
      "Announcements",
      "Show notices for",
      "Pinned",
      "View More",
      "Nov 2026",
    ]) {
      expect(html, word).not.toContain(word);
    }
    const links = hrefs(html);
    expect(links).toContain("/ta/notifications/archive");
    expect(links).toContain("/ta/notifications?school=vidhyashram");
    expect(links.some((href) => href.startsWith("/ta/notices/7"))).toBe(true);
    expect(links.filter((href) => href.startsWith("/notifications") || href.startsWith("/notices"))).toEqual(
      [],
    );
  });

  it("in Tamil: says in Tamil that a list is empty", () => {
    const html = draw(board("empty"), "ta");
    expect(html).toContain("அறிவிப்புகள் எதுவும் இல்லை.");
    expect(html).toContain("காணொளிகள் எதுவும் இல்லை.");
    expect(html).not.toContain("No notifications available.");
  });

  it("in English: keeps its words, dates and addresses", () => {
    const html = draw(board("full"), "en").replace(/பலகை|அறிமுகம்/g, "");
    for (const word of [
      "Notifications",
      "Announcements",
      "Show notices for",
      "Pinned",
      "View More",
      "22 Nov 2026",
    ]) {
      expect(html, word).toContain(word);
    }
    expect(hrefs(html)).toContain("/notifications/archive");
    expect(html).not.toMatch(/[\u0B80-\u0BFF]/);
  });
});

describe("the media library and a gallery in Tamil and English", () => {
  it("say that they are empty in the page's language, with the breadcrumb's words and links", () => {
    const videos = (language: Language) =>
      draw(<VideosView data={{ page: videosPage, videos: [] }} />, language);
    expect(videos("ta")).toContain("காணொளிகள் எதுவும் இல்லை.");
    expect(videos("ta")).toContain('href="/ta/notifications"');
    expect(videos("ta")).toContain("முகப்பு");
    expect(videos("ta")).not.toContain("No media items available.");
    expect(videos("en")).toContain("No media items available.");
    expect(videos("en")).toContain('href="/notifications"');

    const gallery = (language: Language) =>
      draw(<GalleryView data={{ page: galleries["/gallery"], albums: [] }} />, language);
    expect(gallery("ta")).toContain("இதுவரை புகைப்படத் தொகுப்புகள் இல்லை.");
    expect(gallery("ta")).not.toContain("No albums available yet.");
    expect(gallery("en")).toContain("No albums available yet.");
  });
});
