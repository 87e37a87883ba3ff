import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

/**
 * zod 4 compiles a fast parser for each object schema with `new Function`, after a probe that calls
 * `new Function("")` once; under the staff screens' strict CSP (no `unsafe-eval`) the probe is reported
 * as a violation on every screen. `zod-config.ts` turns that off (`jitless`) before the app makes any
 * schema, on the server and in the browser alike.
 */

let compiled = 0;
const RealFunction = globalThis.Function;

beforeAll(() => {
  // Counts every way of making code from text: `new Function(…)` and `Function(…)`.
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args) {
      compiled++;
      return Reflect.construct(target, args);
    },
    apply(target, self, args) {
      compiled++;
      return Reflect.apply(target, self, args);
    },
  });
});

afterAll(() => {
  globalThis.Function = RealFunction;
});

/** The module specifier of the first `import` of the file at `path` (from the repository's root). */
function firstImport(path: string): string | undefined {
  const source = readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");
  return /^import\s+(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/m.exec(source)?.[1];
}

describe("zod's configuration", () => {
  it("is jitless once the app's root module is loaded, and parsing a page compiles no code", async () => {
    await import("~/root");
    const { pageSchema } = await import("~content/schemas/page");
    const { contentPages } = await import("~/lib/content-store/pages.server");
    for (const page of contentPages.values()) expect(pageSchema.safeParse(page).success).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
    expect(compiled).toBe(0);
    expect(z.config().jitless).toBe(true);
  });

  it("is the first thing the browser's root and the server's app load", () => {
    expect(firstImport("app/root.tsx")).toBe("./lib/forms/zod-config");
    expect(firstImport("server/app.ts")).toBe("~/lib/forms/zod-config");
  });
});
