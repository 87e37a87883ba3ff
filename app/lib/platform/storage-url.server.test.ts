import { describe, expect, it } from "vitest";
import { byteRange, contentTypeOf, etagMatches } from "./storage-types.server";
import { parseStorageUrl, StorageUrlError, storageUrlOf } from "./storage-url.server";

describe("STORAGE_URL", () => {
  it.each([
    ["s3://school", { bucket: "school", prefix: "", endpoint: null }],
    ["s3://school/site", { bucket: "school", prefix: "site/", endpoint: null }],
    ["s3://school//a/b/", { bucket: "school", prefix: "a/b/", endpoint: null }],
    [
      " s3://school-uploads.v2/site?endpoint=HTTP://127.0.0.1:4569/ ",
      { bucket: "school-uploads.v2", prefix: "site/", endpoint: "http://127.0.0.1:4569" },
    ],
    [
      "s3://r2-bucket?endpoint=https://abc123.r2.cloudflarestorage.com",
      { bucket: "r2-bucket", prefix: "", endpoint: "https://abc123.r2.cloudflarestorage.com" },
    ],
  ])("reads %j", (value, location) => {
    expect(parseStorageUrl(value)).toEqual(location);
  });

  it.each([
    "school",
    "https://school.s3.amazonaws.com",
    "s3://",
    "s3://ab",
    "s3://School",
    "s3://school..uploads",
    "s3://school/a b",
    "s3://school/../other",
    "s3://key:secret@school",
    "s3://school?endpoint=ftp://host",
    "s3://school?endpoint=https://host/path",
    "s3://school?endpoint=https://user:pw@host",
    "s3://school?region=eu-west-1",
  ])("refuses %j", (value) => {
    expect(() => parseStorageUrl(value)).toThrow(StorageUrlError);
  });

  it("is written back as it is read", () => {
    for (const value of [
      "s3://school",
      "s3://school/a/b",
      "s3://school/site?endpoint=http://127.0.0.1:4569",
    ]) {
      expect(storageUrlOf(parseStorageUrl(value))).toBe(value);
    }
  });
});

describe("serving helpers", () => {
  it.each([
    [undefined, null],
    ["bytes=0-9", { start: 0, end: 9 }],
    ["bytes=5-", { start: 5, end: 99 }],
    ["bytes=90-200", { start: 90, end: 99 }],
    ["bytes=-10", { start: 90, end: 99 }],
    ["bytes=-500", { start: 0, end: 99 }],
    ["bytes=100-", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=9-3", null],
    ["bytes=0-1,5-6", null],
    ["items=0-1", null],
  ])("takes the Range %j of 100 bytes as %j", (header, range) => {
    expect(byteRange(header, 100)).toEqual(range);
  });

  it("compares ETags weakly, as a GET's If-None-Match does", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });

  it("gives a key the type of its extension, and no type that could run as a page", () => {
    expect(contentTypeOf("photos/a-320.avif")).toBe("image/avif");
    expect(contentTypeOf("photos/a-thumb.webp")).toBe("image/webp");
    expect(contentTypeOf("documents/a.pdf")).toBe("application/pdf");
    expect(contentTypeOf("video-thumbnails/61.jpg")).toBe("image/jpeg");
    expect(contentTypeOf("photos/a.html")).toBe("application/octet-stream");
  });
});
