import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type BuiltChunk,
  behaviourName,
  builtMap,
  compileInline,
  devMap,
  listBehaviours,
} from "./behaviour-scripts";

describe("which files are behaviours", () => {
  it("is every top-level .ts module of app/behaviours, not tests, declarations or helpers in sub-folders", () => {
    expect(behaviourName("carousel.ts")).toBe("carousel");
    expect(behaviourName("loading-overlay.ts")).toBe("loading-overlay");
    expect(behaviourName("carousel.test.ts")).toBeNull();
    expect(behaviourName("virtual.d.ts")).toBeNull();
    expect(behaviourName("Carousel.tsx")).toBeNull();

    const dir = mkdtempSync(join(tmpdir(), "behaviours-"));
    for (const file of ["banner.ts", "carousel.ts", "carousel.test.ts", "virtual.d.ts"])
      writeFileSync(join(dir, file), "");
    mkdirSync(join(dir, "lib"));
    writeFileSync(join(dir, "lib", "motion.ts"), "");
    expect([...listBehaviours(dir).keys()]).toEqual(["banner", "carousel"]);
    expect(listBehaviours(join(dir, "missing")).size).toBe(0);
  });
});

describe("the map a page's <BehaviourScript> reads", () => {
  const root = "/project";
  const behaviours = new Map([
    ["banner", "/project/app/behaviours/banner.ts"],
    ["carousel", "/project/app/behaviours/carousel.ts"],
  ]);

  it("in development names the source files Vite's server answers for", () => {
    expect(devMap(root, behaviours)).toEqual({
      banner: "/app/behaviours/banner.ts",
      carousel: "/app/behaviours/carousel.ts",
    });
  });

  const bundle: Record<string, BuiltChunk> = {
    "assets/carousel-AbC.js": {
      type: "chunk",
      fileName: "assets/carousel-AbC.js",
      facadeModuleId: "/project/app/behaviours/carousel.ts",
      imports: ["assets/motion-X1.js"],
    },
    "assets/banner-9z.js": {
      type: "chunk",
      fileName: "assets/banner-9z.js",
      facadeModuleId: "/project/app/behaviours/banner.ts",
      imports: ["assets/motion-X1.js"],
    },
    "assets/motion-X1.js": { type: "chunk", fileName: "assets/motion-X1.js", name: "motion", imports: [] },
    "assets/shell-Q.js": { type: "chunk", fileName: "assets/shell-Q.js", name: "shell", imports: [] },
    "assets/root-R.css": { type: "asset", fileName: "assets/root-R.css" },
  };

  it("in the build names each behaviour's hashed chunk under the site's base", () => {
    expect(builtMap(bundle, behaviours, "/")).toEqual({
      banner: "/assets/banner-9z.js",
      carousel: "/assets/carousel-AbC.js",
    });
  });

  it("fails the build for a behaviour without a chunk", () => {
    const withNew = new Map([...behaviours, ["tabs", "/project/app/behaviours/tabs.ts"]]);
    expect(() => builtMap(bundle, withNew, "/")).toThrow(/"tabs".*no chunk/);
  });

  it("fails the build for a behaviour that would bring React (the shell chunk), even through a helper", () => {
    const helperWithReact = {
      ...bundle,
      "assets/motion-X1.js": {
        ...bundle["assets/motion-X1.js"],
        imports: ["assets/shell-Q.js"],
      } as BuiltChunk,
    };
    expect(() => builtMap(helperWithReact, behaviours, "/")).toThrow(/imports the "shell" chunk/);
  });
});

describe("an inline script's text", () => {
  it("is its module and what it imports, typed code compiled into one minified function run at once", () => {
    const dir = mkdtempSync(join(tmpdir(), "inline-"));
    writeFileSync(join(dir, "key.ts"), 'export const KEY: string = "seen";\n');
    writeFileSync(
      join(dir, "mark.ts"),
      'import { KEY } from "./key";\nconst root: { dataset: Record<string, string> } = document.documentElement;\nroot.dataset[KEY] = "";\n',
    );
    const { code, inputs } = compileInline(join(dir, "mark.ts"));
    expect(code).not.toMatch(/import|: string|\n/);
    const dataset: Record<string, string> = {};
    new Function("document", code)({ documentElement: { dataset } });
    expect(dataset).toEqual({ seen: "" });
    expect(inputs.sort()).toEqual([join(dir, "key.ts"), join(dir, "mark.ts")]);
  });

  it("fails the build when it would break the HTML it is written into, or does not compile", () => {
    const dir = mkdtempSync(join(tmpdir(), "inline-"));
    writeFileSync(join(dir, "comment.ts"), 'document.title = "<!-- a";\n');
    expect(() => compileInline(join(dir, "comment.ts"))).toThrow(/<!--/);
    writeFileSync(join(dir, "broken.ts"), "document.title = (;\n");
    expect(() => compileInline(join(dir, "broken.ts"))).toThrow();
  });
});
