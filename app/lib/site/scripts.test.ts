import { describe, expect, it } from "vitest";
import { routeWantsScripts } from "./scripts";

describe("routeWantsScripts", () => {
  it("is false for a public page whose routes say nothing, and for a page with no route of its own", () => {
    expect(routeWantsScripts([{ handle: undefined }, { handle: { chrome: undefined } }])).toBe(false);
    expect(routeWantsScripts([{ handle: undefined }])).toBe(false);
  });
  it("is true when any matched route opts in (a layout covers its children)", () => {
    expect(routeWantsScripts([{ handle: undefined }, { handle: { scripts: true } }, {}])).toBe(true);
  });
  it("takes only `true`: a truthy string or a staff chrome alone does not opt in", () => {
    expect(routeWantsScripts([{ handle: { scripts: "yes" } }, { handle: { chrome: "staff" } }])).toBe(false);
  });
});
