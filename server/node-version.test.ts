import { describe, expect, it } from "vitest";
import { unsupportedNode } from "./node-version";

describe("the Node.js floor", () => {
  it("lets Node 24 and 26 start and stops Node 20 and 22 with a sentence naming both versions", () => {
    expect(unsupportedNode("24.22.1")).toBeUndefined();
    expect(unsupportedNode("26.12.1")).toBeUndefined();
    expect(unsupportedNode("20.20.2")).toMatch(/needs Node\.js 24 or newer; this is Node\.js 20\.20\.2/);
    expect(unsupportedNode("22.22.0")).toMatch(/npm start/);
  });

  it("runs the tests on a supported Node (the one the project installs)", () => {
    expect(unsupportedNode(process.versions.node)).toBeUndefined();
  });
});
