import { describe, expect, it } from "vitest";
import { ALBUM_MAX, linkAlbumSchema } from "./albums";

/**
 * The link album's one schema: what the Photo albums screen's "Add Album" dialog and the legacy
 * importer accept, and which field a refusal lands on.
 */

const goodAlbum = {
  title: "Sports Day",
  link: "https://photos.example.com/albums/sports-day",
  thumbnail: "https://photos.example.com/thumbs/sports-day.jpg",
  audience: "vidhyapeeth",
};

/** The fields `linkAlbumSchema` refuses in `value`. */
function refusedFields(value: Record<string, unknown>): string[] {
  const result = linkAlbumSchema.safeParse(value);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
}

describe("linkAlbumSchema", () => {
  it("accepts a complete album, its title trimmed", () => {
    expect(linkAlbumSchema.parse({ ...goodAlbum, title: " Sports Day " })).toEqual(goodAlbum);
  });

  it("takes an album without a thumbnail (the placeholder picture is shown)", () => {
    expect(linkAlbumSchema.parse({ ...goodAlbum, thumbnail: undefined })).toEqual({
      ...goodAlbum,
      thumbnail: undefined,
    });
  });

  it("completes a link and a thumbnail typed without https://", () => {
    expect(
      linkAlbumSchema.parse({
        ...goodAlbum,
        link: "photos.example.com/albums/sports-day",
        thumbnail: "www.example.com/t.jpg",
      }),
    ).toEqual({ ...goodAlbum, thumbnail: "https://www.example.com/t.jpg" });
  });

  it.each([
    ["missing title", { title: undefined }, "title"],
    ["whitespace-only title", { title: "   " }, "title"],
    ["title over the limit", { title: "t".repeat(ALBUM_MAX.title + 1) }, "title"],
    ["missing link", { link: undefined }, "link"],
    ["blank link", { link: "  " }, "link"],
    ["link that is not a URL", { link: "not a url" }, "link"],
    ["javascript: link", { link: "javascript:alert(1)" }, "link"],
    ["ftp link", { link: "ftp://x.org" }, "link"],
    ["over-long link", { link: `https://photos.example.com/${"a".repeat(ALBUM_MAX.url)}` }, "link"],
    ["thumbnail that is not a URL", { thumbnail: "picture.jpg" }, "thumbnail"],
    ["link that is a file name", { link: "album.html" }, "link"],
    ["link without a dot in its host", { link: "localhost:3000/x" }, "link"],
    ["javascript: thumbnail", { thumbnail: "javascript:alert(1)" }, "thumbnail"],
    ["unknown audience", { audience: "parents" }, "audience"],
  ])("refuses a %s on that field alone", (_label, change, field) => {
    expect(refusedFields({ ...goodAlbum, ...change })).toEqual([field]);
  });
});
