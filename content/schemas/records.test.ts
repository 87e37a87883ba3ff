import { describe, expect, it } from "vitest";
import { type RecordRead, readRecord } from "~/lib/forms/record-form.server";
import { announcementSchema } from "./announcements";
import { CONTROL_CHARACTER_MESSAGE } from "./common";
import { noticeSchema } from "./notices";
import { RECORD_MAX } from "./schedule";
import { videoSchema } from "./videos";

/**
 * The schemas of the office's notices, announcements and videos, read as their forms post them
 * (`readRecord`: text fields by name, a ticked box "true", blank optional text left out): what is
 * stored, and each refusal beside its field.
 */

/** Reads `fields` (left out when undefined) as the form posting them, through `schema`. */
function read<S extends Parameters<typeof readRecord>[0]>(
  schema: S,
  fields: Record<string, string | undefined>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  return readRecord(schema, form);
}

/** Expects exactly `field` to be refused, with a message to show next to it. */
function expectFieldError(result: RecordRead<unknown>, field: string) {
  expect(result.ok, `expected ${field} to be refused`).toBe(false);
  if (result.ok) return;
  expect(result.errors[field]?.trim()).toBeTruthy();
  expect(Object.keys(result.errors)).toEqual([field]);
}

const goodNotice = {
  title: "Parent-Teacher Meeting",
  description: "Report cards on Saturday.",
  date: "2026-06-15",
  audience: "vidhyashram",
};

describe("a notice", () => {
  it("is trimmed, and without a schedule is published at once, never expires and is not pinned", () => {
    const result = read(noticeSchema, {
      ...goodNotice,
      title: "  Parent-Teacher Meeting  ",
      description: "  Report cards on Saturday.\n",
      date: " 2026-06-15 ",
      publish_at: "",
      expire_at: "",
      document_id: "",
    });
    expect(result.ok && result.data).toEqual({
      title: "Parent-Teacher Meeting",
      description: "Report cards on Saturday.",
      date: "2026-06-15",
      audience: "vidhyashram",
      pinned: false,
    });
  });

  it("accepts a blank description, a 29 February of a leap year and a title of the longest length", () => {
    const title = "a".repeat(RECORD_MAX.title);
    const result = read(noticeSchema, { ...goodNotice, title, description: "", date: "2028-02-29" });
    expect(result.ok && result.data).toMatchObject({ title, date: "2028-02-29" });
    expect(result.ok && result.data.description).toBeUndefined();
  });

  it.each([
    ["missing title", { title: undefined }, "title"],
    ["whitespace-only title", { title: "   \t " }, "title"],
    ["title over the limit", { title: "a".repeat(RECORD_MAX.title + 1) }, "title"],
    ["description over the limit", { description: "d".repeat(RECORD_MAX.description + 1) }, "description"],
    ["blank date", { date: "  " }, "date"],
    ["date written the Indian way", { date: "15/06/2026" }, "date"],
    ["impossible date", { date: "2026-02-30" }, "date"],
    ["29 February of a common year", { date: "2027-02-29" }, "date"],
    ["missing audience", { audience: "" }, "audience"],
    ["unknown audience", { audience: "everyone" }, "audience"],
    ["document that is not an id", { document_id: "../x" }, "document_id"],
  ])("refuses a %s on the right field", (_label, change, field) => {
    expectFieldError(read(noticeSchema, { ...goodNotice, ...change }), field);
  });

  it("reports every bad field at once", () => {
    const result = read(noticeSchema, { title: "", date: "tomorrow", audience: "nobody" });
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(["audience", "date", "title"]);
  });

  it("reads Publish at and Expire at as India's time and keeps the UTC instant; a ticked Pinned is true", () => {
    const result = read(noticeSchema, {
      ...goodNotice,
      publish_at: "2026-12-01T10:00",
      expire_at: "2026-12-02T18:30",
      pinned: "true",
    });
    expect(result.ok && result.data).toMatchObject({
      publish_at: "2026-12-01T04:30:00.000Z",
      expire_at: "2026-12-02T13:00:00.000Z",
      pinned: true,
    });
  });

  it("refuses an expiry at or before the publishing time, and a time that is not one, beside the field", () => {
    const early = read(noticeSchema, {
      ...goodNotice,
      publish_at: "2026-12-01T10:00",
      expire_at: "2026-12-01T09:00",
    });
    expect(!early.ok && early.errors.expire_at).toMatch(/after the publishing time/);
    const bad = read(noticeSchema, { ...goodNotice, publish_at: "2026-02-30T10:00" });
    expect(!bad.ok && bad.errors.publish_at).toMatch(/real date and time/);
  });

  it("refuses an invisible control character in a text with the one message, beside that text", () => {
    for (const field of ["title", "description"]) {
      const result = read(noticeSchema, { ...goodNotice, [field]: "Sports\u0000 day" });
      expect(!result.ok && result.errors).toEqual({ [field]: CONTROL_CHARACTER_MESSAGE });
    }
  });
});

const goodAnnouncement = { ...goodNotice, title: "Admissions open", audience: "group" };

describe("an announcement's link", () => {
  it.each([
    ["  https://www.cbse.gov.in/  ", "https://www.cbse.gov.in/"],
    ["http://example.org/page", "http://example.org/page"],
    ["www.cbse.gov.in/circulars/2026.pdf", "https://www.cbse.gov.in/circulars/2026.pdf"],
    ["  www.cbse.gov.in  ", "https://www.cbse.gov.in"],
    ["cbse.gov.in", "https://cbse.gov.in"],
    ["//example.org/a?b=c", "https://example.org/a?b=c"],
    ["example.org:8080/x", "https://example.org:8080/x"],
  ])("keeps %j as %j", (link, stored) => {
    const result = read(announcementSchema, { ...goodAnnouncement, link });
    expect(result.ok && result.data.link).toBe(stored);
  });

  it.each([
    ["blank", ""],
    ["whitespace", "   "],
    ["missing", undefined],
  ])("leaves a %s link out", (_l, link) => {
    const result = read(announcementSchema, { ...goodAnnouncement, link });
    expect(result.ok).toBe(true);
    expect(result.ok && result.data.link).toBeUndefined();
  });

  it.each([
    ["plain text", "www"],
    ["javascript: URL", "javascript:alert(1)"],
    ["ftp URL", "ftp://x.org"],
    ["host without a dot", "https://localhost/"],
    ["over-long URL", `https://example.org/${"a".repeat(RECORD_MAX.url)}`],
  ])("refuses a link that is %s", (_label, link) => {
    expectFieldError(read(announcementSchema, { ...goodAnnouncement, link }), "link");
  });
});

describe("a video's YouTube link", () => {
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
  ])("keeps %s as the video id", (link) => {
    const result = read(videoSchema, { title: " Annual Day ", youtube_id: link, audience: "group" });
    expect(result.ok && result.data).toEqual({
      title: "Annual Day",
      youtube_id: "aBcDeFgHiJ0",
      audience: "group",
      pinned: false,
    });
  });

  it.each([
    ["missing", undefined],
    ["blank", "  "],
    ["a Vimeo link", "https://vimeo.com/123456"],
    ["not a link", "my video"],
    ["a YouTube channel", "https://www.youtube.com/channel/UCabcdefghijk"],
    ["over-long", `https://www.youtube.com/watch?v=aBcDeFgHiJ0&x=${"a".repeat(RECORD_MAX.url)}`],
  ])("refuses a link that is %s", (_label, youtube_id) => {
    expectFieldError(read(videoSchema, { title: "Annual Day", youtube_id, audience: "group" }), "youtube_id");
  });
});
