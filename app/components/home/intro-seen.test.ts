import { describe, expect, it } from "vitest";
import { INTRO_SEEN_SCRIPT, OVERLAY_SEEN_KEY } from "./intro-seen";

/** Runs the head script against a fake document and session storage; returns what it left. */
function run(stored: Map<string, string> | "refused") {
  const dataset: Record<string, string> = {};
  const sessionStorage =
    stored === "refused"
      ? {
          getItem: () => {
            throw new Error("SecurityError");
          },
          setItem: () => undefined,
        }
      : {
          getItem: (key: string) => stored.get(key) ?? null,
          setItem: (k: string, v: string) => stored.set(k, v),
        };
  new Function("document", "sessionStorage", INTRO_SEEN_SCRIPT)(
    { documentElement: { dataset } },
    sessionStorage,
  );
  return dataset;
}

describe("the head script of the home page", () => {
  it("on the first view leaves the overlay showing and marks it seen at once, scripts or not", () => {
    const stored = new Map<string, string>();
    expect(run(stored)).toEqual({});
    expect(stored.get(OVERLAY_SEEN_KEY)).toBe("1");
  });

  it("on a later view in the session hides it before the first paint", () => {
    expect(run(new Map([[OVERLAY_SEEN_KEY, "1"]]))).toEqual({ introSeen: "" });
  });

  it("hides it where storage is refused", () => {
    expect(run("refused")).toEqual({ introSeen: "" });
  });
});
