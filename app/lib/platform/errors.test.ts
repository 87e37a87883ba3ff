import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./errors";

describe("isChunkLoadError", () => {
  it.each([
    new Error("Loading chunk 42 failed."),
    new TypeError("Failed to fetch dynamically imported module: https://x/assets/route-abc.js"),
    new TypeError("Importing a module script failed."),
    Object.assign(new Error("x"), { name: "ChunkLoadError" }),
  ])("recognises %s as a stale deployment", (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error("Cannot read properties of undefined"), "boom", null])("leaves %s alone", (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
