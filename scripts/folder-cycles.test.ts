import { describe, expect, it } from "vitest";
import {
  areaOf,
  describeCycles,
  type FileGraph,
  folderCycles,
  folderGraph,
  judgeCycles,
  libFolderOf,
} from "./folder-cycles";

/** A small app: site and content-store lean on each other through one import each way. */
const files: FileGraph = {
  "app/lib/site/resolve.server.ts": ["app/lib/content-store/store.server.ts", "app/lib/site/format.ts"],
  "app/lib/site/format.ts": [],
  "app/lib/content-store/store.server.ts": ["app/lib/site/sections.ts", "app/lib/platform/db.server.ts"],
  "app/lib/content-store/titles.server.ts": ["app/lib/site/format.ts"],
  "app/lib/site/sections.ts": [],
  "app/lib/platform/db.server.ts": [],
  // A test may import anything: it is no part of the graph.
  "app/lib/platform/db.server.test.ts": ["app/lib/site/resolve.server.ts"],
  "app/routes/page.tsx": ["app/lib/site/resolve.server.ts", "app/components/Page.tsx"],
  "app/components/Page.tsx": ["app/lib/site/format.ts"],
};

describe("the folders of a file", () => {
  it("names the area of the app and the top-level folders, and nothing outside them", () => {
    expect(areaOf("app/lib/site/format.ts")).toBe("app/lib");
    expect(areaOf("app/routes/site/page.tsx")).toBe("app/routes");
    expect(areaOf("app/root.tsx")).toBe("app");
    expect(areaOf("server/index.ts")).toBe("server");
    expect(areaOf("build-plugins/behaviour-scripts.ts")).toBe("build-plugins");
    expect(areaOf("tests/support/databases.ts")).toBeUndefined();
    expect(areaOf("vite.config.ts")).toBeUndefined();
  });

  it("names each folder of app/lib, and app/lib itself for its loose files", () => {
    expect(libFolderOf("app/lib/content-store/page-store.server.ts")).toBe("app/lib/content-store");
    expect(libFolderOf("app/lib/stored.ts")).toBe("app/lib");
    expect(libFolderOf("app/routes/site/page.tsx")).toBeUndefined();
  });
});

describe("folderGraph", () => {
  it("draws one arrow per pair of folders, with the first file import that makes it, and leaves tests out", () => {
    const graph = folderGraph(files, libFolderOf);
    expect(graph.get("app/lib/site")).toEqual(
      new Map([
        [
          "app/lib/content-store",
          { from: "app/lib/site/resolve.server.ts", to: "app/lib/content-store/store.server.ts" },
        ],
      ]),
    );
    expect([...(graph.get("app/lib/content-store")?.keys() ?? [])].sort()).toEqual([
      "app/lib/platform",
      "app/lib/site",
    ]);
    expect(graph.get("app/lib/content-store")?.get("app/lib/site")).toEqual({
      from: "app/lib/content-store/store.server.ts",
      to: "app/lib/site/sections.ts",
    });
    // The test's import of site makes no arrow from platform.
    expect(graph.has("app/lib/platform")).toBe(false);
  });
});

describe("folderCycles", () => {
  it("finds a loop of two folders once, with the import that makes each arrow", () => {
    const cycles = folderCycles(folderGraph(files, libFolderOf));
    expect(cycles).toEqual([
      {
        folders: ["app/lib/content-store", "app/lib/site"],
        imports: [
          { from: "app/lib/content-store/store.server.ts", to: "app/lib/site/sections.ts" },
          { from: "app/lib/site/resolve.server.ts", to: "app/lib/content-store/store.server.ts" },
        ],
      },
    ]);
    expect(describeCycles("between the folders of app/lib", cycles)).toBe(
      [
        "1 folder import cycle(s) between the folders of app/lib:",
        "  app/lib/content-store → app/lib/site → app/lib/content-store",
        "    app/lib/content-store → app/lib/site: app/lib/content-store/store.server.ts imports app/lib/site/sections.ts",
        "    app/lib/site → app/lib/content-store: app/lib/site/resolve.server.ts imports app/lib/content-store/store.server.ts",
      ].join("\n"),
    );
  });

  it("finds every loop of a tangle, each once, and none where the arrows all run one way", () => {
    const tangle: FileGraph = {
      "a/x.ts": ["b/x.ts"],
      "b/x.ts": ["c/x.ts", "a/x.ts"],
      "c/x.ts": ["a/x.ts"],
    };
    const cycles = folderCycles(folderGraph(tangle, (file) => file.split("/")[0]));
    expect(cycles.map((cycle) => cycle.folders.join(" "))).toEqual(["a b", "a b c"]);
    expect(folderCycles(folderGraph(files, areaOf))).toEqual([]);
  });

  it("stops at the limit it is given", () => {
    const tangle: FileGraph = { "a/x.ts": ["b/x.ts"], "b/x.ts": ["c/x.ts", "a/x.ts"], "c/x.ts": ["a/x.ts"] };
    expect(
      folderCycles(
        folderGraph(tangle, (file) => file.split("/")[0]),
        1,
      ),
    ).toHaveLength(1);
  });
});

describe("judgeCycles", () => {
  it("fails a loop unless one of its arrows is tolerated", () => {
    const cycles = folderCycles(folderGraph(files, libFolderOf));
    expect(judgeCycles(cycles, []).failing).toHaveLength(1);
    const judged = judgeCycles(cycles, ["app/lib/site → app/lib/content-store"]);
    expect(judged.failing).toEqual([]);
    expect(judged.tolerated).toHaveLength(1);
    expect(judgeCycles(cycles, ["app/lib/content-store → app/lib/platform"]).failing).toHaveLength(1);
  });
});
