import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The map of the repository (`docs/architecture.md`, its folder table) names every folder the code
 * lives in, so a newcomer finds each of them there: the top-level folders, the folders of `app/`, of
 * `app/lib/` (named in its row) and of `tests/`. A folder added without a line in the map fails here.
 */

const ROOT = path.resolve(import.meta.dirname, "..");

/** The folders directly under `under` ("" for the top) that hold a file git tracks. */
function trackedFolders(under: string): string[] {
  const files = execFileSync("git", ["ls-files", "--", under || "."], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  const depth = under ? under.split("/").length : 0;
  return [
    ...new Set(
      files
        .map((file) => file.split("/"))
        .filter((parts) => parts.length > depth + 1)
        .map((parts) => parts.slice(0, depth + 1).join("/")),
    ),
  ].sort();
}

const map = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
/** The folder table's rows: the lines that start with a backticked path. */
const rows = map.split("\n").filter((line) => line.startsWith("| `"));
const named = new Set(rows.flatMap((line) => [...line.matchAll(/`([^`]+?)\/?`/g)].map((m) => m[1] ?? "")));

describe("the architecture map's folder table", () => {
  it("names every top-level folder, every folder of app/ and of tests/", () => {
    const folders = [...trackedFolders(""), ...trackedFolders("app"), ...trackedFolders("tests")].filter(
      // Hidden folders (the CI script) and the test and build outputs are not the code's map.
      (folder) => !folder.split("/").some((part) => part.startsWith(".")),
    );
    const missing = folders.filter(
      (folder) =>
        !named.has(folder) &&
        // A folder whose subfolders each have a row (app/routes: site, admin, auth) is mapped by them.
        ![...named].some((name) => name.startsWith(`${folder}/`)),
    );
    expect(missing).toEqual([]);
  });

  it("names every folder of app/lib/ in its row", () => {
    const libRow = rows.find((line) => line.startsWith("| `app/lib/`")) ?? "";
    const missing = trackedFolders("app/lib")
      .map((folder) => folder.slice("app/lib/".length))
      .filter((name) => !libRow.includes(`\`${name}/\``));
    expect(missing).toEqual([]);
  });
});
