import { describe, expect, it } from "vitest";
import {
  albumSchema,
  announcementSchema,
  completeWebScheme,
  LIMITS,
  mediaItemSchema,
  notificationSchema,
  validate,
} from "./schemas";

/** The message `validate` reports for `field`, failing the test when the values were accepted. */
function errorOf(result: ReturnType<typeof validate>, field: string): string | undefined {
  if (result.ok) throw new Error(`expected the values to be refused (field ${field})`);
  return result.errors[field];
}

/** Expects exactly `field` to be refused, with a message to show next to it. */
function expectFieldError(result: ReturnType<typeof validate>, field: string) {
  const message = errorOf(result, field);
  expect(message, `message for ${field}`).toEqual(expect.any(String));
  expect(message?.trim().length).toBeGreaterThan(0);
  if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
}

const goodNotification = {
  title: "Parent-Teacher Meeting",
  description: "Report cards on Saturday.",
  date: "2026-06-15",
  audience: "vidhyashram",
};

/** What a form without a schedule stores: published at once, never expiring, not pinned. */
const UNSCHEDULED = { publish_at: null, expire_at: null, pinned: 0 };

describe("notificationSchema", () => {
  it("accepts a complete notice and trims its text", () => {
    const result = validate(notificationSchema, {
      ...goodNotification,
      title: "  Parent-Teacher Meeting  ",
      description: "  Report cards on Saturday.\n",
      date: " 2026-06-15 ",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        title: "Parent-Teacher Meeting",
        description: "Report cards on Saturday.",
        date: "2026-06-15",
        audience: "vidhyashram",
        ...UNSCHEDULED,
        document_id: null,
      },
    });
  });

  it("makes a blank or missing audience the whole group", () => {
    const blank = validate(notificationSchema, { ...goodNotification, audience: "" });
    expect(blank.ok && blank.data.audience).toBe("group");
    const { audience: _omitted, ...withoutAudience } = goodNotification;
    const missing = validate(notificationSchema, withoutAudience);
    expect(missing.ok && missing.data.audience).toBe("group");
  });

  it("accepts a blank description and a 29 February of a leap year", () => {
    const result = validate(notificationSchema, { ...goodNotification, description: "", date: "2028-02-29" });
    expect(result.ok && result.data).toMatchObject({ description: "", date: "2028-02-29" });
  });

  it("accepts a title of exactly LIMITS.title characters", () => {
    const title = "a".repeat(LIMITS.title);
    const result = validate(notificationSchema, { ...goodNotification, title });
    expect(result.ok && result.data.title).toBe(title);
  });

  it.each([
    ["missing title", { title: undefined }, "title"],
    ["empty title", { title: "" }, "title"],
    ["whitespace-only title", { title: "   \t " }, "title"],
    ["title over the limit", { title: "a".repeat(LIMITS.title + 1) }, "title"],
    ["description over the limit", { description: "d".repeat(LIMITS.description + 1) }, "description"],
    ["missing date", { date: undefined }, "date"],
    ["blank date", { date: "  " }, "date"],
    ["date written the Indian way", { date: "15/06/2026" }, "date"],
    ["impossible date", { date: "2026-02-30" }, "date"],
    ["29 February of a common year", { date: "2027-02-29" }, "date"],
    ["month 13", { date: "2026-13-01" }, "date"],
    ["unknown audience", { audience: "everyone" }, "audience"],
  ])("refuses a %s on the right field", (_label, change, field) => {
    expectFieldError(validate(notificationSchema, { ...goodNotification, ...change }), field);
  });

  it("reports every bad field at once", () => {
    const result = validate(notificationSchema, { title: "", date: "tomorrow", audience: "nobody" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["audience", "date", "title"]);
  });
});

const goodAnnouncement = {
  title: "Admissions open",
  description: "Forms at the office.",
  link: "https://www.cbse.gov.in/",
  date: "2026-01-10",
  audience: "group",
};

describe("announcementSchema", () => {
  it("keeps a web link", () => {
    const result = validate(announcementSchema, {
      ...goodAnnouncement,
      link: "  https://www.cbse.gov.in/  ",
    });
    expect(result).toEqual({
      ok: true,
      data: { ...goodAnnouncement, ...UNSCHEDULED, document_id: null, link: "https://www.cbse.gov.in/" },
    });
  });

  it.each([
    ["www.cbse.gov.in/circulars/2026.pdf", "https://www.cbse.gov.in/circulars/2026.pdf"],
    ["  www.cbse.gov.in  ", "https://www.cbse.gov.in"],
    ["cbse.gov.in", "https://cbse.gov.in"],
    ["//example.org/a?b=c", "https://example.org/a?b=c"],
    ["example.org:8080/x", "https://example.org:8080/x"],
  ])("completes the scheme-less link %j to https://", (link, stored) => {
    const result = validate(announcementSchema, { ...goodAnnouncement, link });
    expect(result).toEqual({
      ok: true,
      data: { ...goodAnnouncement, ...UNSCHEDULED, document_id: null, link: stored },
    });
  });

  it("accepts an http link too", () => {
    const result = validate(announcementSchema, { ...goodAnnouncement, link: "http://example.org/page" });
    expect(result.ok && result.data.link).toBe("http://example.org/page");
  });

  it.each([
    ["blank", ""],
    ["whitespace", "   "],
    ["missing", undefined],
  ])("stores a %s link as null", (_label, link) => {
    const result = validate(announcementSchema, { ...goodAnnouncement, link });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.link).toBeNull();
  });

  it.each([
    ["plain text", "www"],
    ["javascript: URL", "javascript:alert(1)"],
    ["ftp URL", "ftp://x.org"],
    ["host without a dot", "https://localhost/"],
    ["over-long URL", `https://example.org/${"a".repeat(LIMITS.url)}`],
  ])("refuses a link that is %s", (_label, link) => {
    expectFieldError(validate(announcementSchema, { ...goodAnnouncement, link }), "link");
  });

  it.each([
    ["missing title", { title: undefined }, "title"],
    ["whitespace-only title", { title: "  " }, "title"],
    ["title over the limit", { title: "t".repeat(LIMITS.title + 1) }, "title"],
    ["description over the limit", { description: "d".repeat(LIMITS.description + 1) }, "description"],
    ["missing date", { date: "" }, "date"],
    ["malformed date", { date: "15/06/2026" }, "date"],
    ["impossible date", { date: "2026-02-30" }, "date"],
    ["unknown audience", { audience: "staff" }, "audience"],
  ])("refuses a %s on the right field", (_label, change, field) => {
    expectFieldError(validate(announcementSchema, { ...goodAnnouncement, ...change }), field);
  });
});

describe("mediaItemSchema", () => {
  it.each([
    "https://www.youtube.com/watch?v=aBcDeFgHiJ0",
    "https://youtube.com/watch?feature=share&v=aBcDeFgHiJ0",
    "https://m.youtube.com/watch?v=aBcDeFgHiJ0",
    "https://youtu.be/aBcDeFgHiJ0?si=xyz",
    "youtu.be/aBcDeFgHiJ0",
    "https://www.youtube.com/shorts/aBcDeFgHiJ0",
    "https://www.youtube.com/embed/aBcDeFgHiJ0",
    "https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0",
    "https://www.youtube.com/live/aBcDeFgHiJ0",
    "  https://youtu.be/aBcDeFgHiJ0  ",
  ])("stores %s as the video id", (link) => {
    const result = validate(mediaItemSchema, { title: " Annual Day ", youtube_id: link, audience: "" });
    expect(result).toEqual({
      ok: true,
      data: { title: "Annual Day", youtube_id: "aBcDeFgHiJ0", audience: "group", ...UNSCHEDULED },
    });
  });

  it.each([
    ["missing", undefined],
    ["blank", "  "],
    ["a Vimeo link", "https://vimeo.com/123456"],
    ["not a link", "my video"],
    ["a YouTube channel", "https://www.youtube.com/channel/UCabcdefghijk"],
    ["over-long", `https://www.youtube.com/watch?v=aBcDeFgHiJ0&x=${"a".repeat(LIMITS.url)}`],
  ])("refuses a link that is %s", (_label, youtube_id) => {
    expectFieldError(validate(mediaItemSchema, { title: "Annual Day", youtube_id }), "youtube_id");
  });

  it("refuses a missing title and an unknown audience", () => {
    const link = "https://youtu.be/aBcDeFgHiJ0";
    expectFieldError(validate(mediaItemSchema, { youtube_id: link }), "title");
    expectFieldError(
      validate(mediaItemSchema, { title: "x", youtube_id: link, audience: "all" }),
      "audience",
    );
  });
});

const goodAlbum = {
  title: "Sports Day",
  link: "https://photos.example.com/albums/sports-day",
  thumbnail: "https://photos.example.com/thumbs/sports-day.jpg",
  audience: "vidhyapeeth",
};

describe("albumSchema", () => {
  it("accepts a complete album", () => {
    expect(validate(albumSchema, { ...goodAlbum, title: " Sports Day " })).toEqual({
      ok: true,
      data: goodAlbum,
    });
  });

  it.each([
    ["blank", ""],
    ["whitespace", " "],
    ["missing", undefined],
  ])("stores a %s thumbnail as null", (_label, thumbnail) => {
    const result = validate(albumSchema, { ...goodAlbum, thumbnail });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.thumbnail).toBeNull();
  });

  it.each([
    ["missing title", { title: undefined }, "title"],
    ["whitespace-only title", { title: "   " }, "title"],
    ["title over the limit", { title: "t".repeat(LIMITS.title + 1) }, "title"],
    ["missing link", { link: undefined }, "link"],
    ["blank link", { link: "  " }, "link"],
    ["link that is not a URL", { link: "not a url" }, "link"],
    ["javascript: link", { link: "javascript:alert(1)" }, "link"],
    ["ftp link", { link: "ftp://x.org" }, "link"],
    ["over-long link", { link: `https://photos.example.com/${"a".repeat(LIMITS.url)}` }, "link"],
    ["thumbnail that is not a URL", { thumbnail: "picture.jpg" }, "thumbnail"],
    ["link that is a file name", { link: "album.html" }, "link"],
    ["link without a dot in its host", { link: "localhost:3000/x" }, "link"],
    ["javascript: thumbnail", { thumbnail: "javascript:alert(1)" }, "thumbnail"],
    ["unknown audience", { audience: "parents" }, "audience"],
  ])("refuses a %s on the right field", (_label, change, field) => {
    expectFieldError(validate(albumSchema, { ...goodAlbum, ...change }), field);
  });
});

describe("scheme-less links in every link field", () => {
  it("completes the album link and thumbnail", () => {
    const result = validate(albumSchema, {
      ...goodAlbum,
      link: "photos.example.com/albums/sports-day",
      thumbnail: "www.example.com/t.jpg",
    });
    expect(result).toEqual({
      ok: true,
      data: { ...goodAlbum, thumbnail: "https://www.example.com/t.jpg" },
    });
  });

  it("accepts a scheme-less YouTube link", () => {
    const result = validate(mediaItemSchema, {
      title: "Day",
      audience: "group",
      youtube_id: "youtu.be/aBcDeFgHiJ0",
    });
    expect(result.ok && result.data.youtube_id).toBe("aBcDeFgHiJ0");
  });

  it.each([
    ["", ""],
    ["  https://a.example/x ", "https://a.example/x"],
    ["http://a.example", "http://a.example"],
    ["javascript:alert(1)", "javascript:alert(1)"],
    ["mailto:office@example.org", "mailto:office@example.org"],
    ["see the office", "see the office"],
    ["picture.jpg", "picture.jpg"],
    ["localhost", "localhost"],
    ["www.example.org/a b", "www.example.org/a b"],
    ["WWW.Example.ORG", "https://WWW.Example.ORG"],
  ])("completeWebScheme(%j) is %j", (input, output) => {
    expect(completeWebScheme(input)).toBe(output);
  });
});

describe("the schedule of a notice", () => {
  it("reads Publish at and Expire at as India's time and stores the UTC instant; a ticked Pinned is 1", () => {
    const result = validate(notificationSchema, {
      ...goodNotification,
      publish_at: "2026-12-01T10:00",
      expire_at: "2026-12-02T18:30",
      pinned: "on",
    });
    expect(result.ok && result.data).toMatchObject({
      publish_at: "2026-12-01T04:30:00.000Z",
      expire_at: "2026-12-02T13:00:00.000Z",
      pinned: 1,
    });
  });

  it("refuses an expiry at or before the publishing time, and a time that is not one, beside the field", () => {
    const early = validate(notificationSchema, {
      ...goodNotification,
      publish_at: "2026-12-01T10:00",
      expire_at: "2026-12-01T09:00",
    });
    expect(early.ok).toBe(false);
    expect(!early.ok && early.errors.expire_at).toMatch(/after the publishing time/);
    const bad = validate(announcementSchema, { ...goodAnnouncement, publish_at: "2026-02-30T10:00" });
    expect(!bad.ok && bad.errors.publish_at).toMatch(/real date and time/);
  });
});
