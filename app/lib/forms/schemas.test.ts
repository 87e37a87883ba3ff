import { describe, expect, it } from "vitest";
import { albumSchema, completeWebScheme, LIMITS, validate } from "./schemas";

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
