import { describe, expect, it } from "vitest";
import { completeWebScheme } from "./web-address";

describe("completeWebScheme", () => {
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
    ["photos.example.com/albums/sports-day", "https://photos.example.com/albums/sports-day"],
    ["//example.org/x", "https://example.org/x"],
  ])("completeWebScheme(%j) is %j", (input, output) => {
    expect(completeWebScheme(input)).toBe(output);
  });
});
