import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES } from "~/lib/platform/env.server";

/**
 * The repository stands alone: a clone has every file the code and the docs refer to.
 * The architecture and its rulings are in `docs/architecture.md`, the specification in `docs/spec.md`;
 * nothing may point at the folder outside the repository they were first kept in, and every citation of
 * the architecture must lead to a section or ruling that exists there.
 */

/** Every text file of the work tree that git tracks or would track (new files included). */
function repositoryFiles(): { path: string; text: string }[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const files: { path: string; text: string }[] = [];
  for (const path of new Set(listed.split("\0").filter(Boolean))) {
    if (/\.(avif|webp|png|jpe?g|gif|ico|mp4|webm|pdf|woff2?|db|gz|br)$/i.test(path)) continue;
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch {
      continue; // listed but deleted in the work tree
    }
    if (!text.includes("\0")) files.push({ path, text });
  }
  return files;
}

/** `path:line: text` for every line of `files` that matches `pattern`. */
function linesMatching(files: { path: string; text: string }[], pattern: RegExp): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    text.split("\n").forEach((line, index) => {
      if (pattern.test(line)) found.push(`${path}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

const files = repositoryFiles();
const THIS_FILE = "scripts/repository.test.ts";
const others = files.filter((file) => file.path !== THIS_FILE);

/**
 * The names of the notes this code was first written against, which live outside the repository (a
 * sibling folder, a design note and a stack note). Spelled in pieces so that this file does not itself
 * name a path outside the repository.
 */
const SIBLING_FOLDER = ["\\.\\.", "shared"].join("\\/");
const DESIGN_NOTE = ["DES", "IGN"].join("");
const STACK_NOTE = ["STA", "CK"].join("");

describe("the repository stands alone", () => {
  it("refers to no file outside itself (the sibling folder, the design and stack notes)", () => {
    const outside = new RegExp(`${SIBLING_FOLDER}\\b|\\b${DESIGN_NOTE}\\.md\\b|\\b${STACK_NOTE}\\.md\\b`);
    expect(linesMatching(others, outside)).toEqual([]);
  });

  it("cites docs/architecture.md, not the design or stack notes", () => {
    expect(linesMatching(others, new RegExp(`\\b${DESIGN_NOTE}\\b|\\b${STACK_NOTE} pitfalls\\b`))).toEqual(
      [],
    );
  });

  it("cites only sections and rulings that docs/architecture.md has", () => {
    const architecture = readFileSync("docs/architecture.md", "utf8");
    const anchors = new Set([...architecture.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]));
    const missing: string[] = [];
    for (const { path, text } of others) {
      // "architecture ruling 7", "architecture rulings 7 and 13", "architecture 4", "architecture 8.2"
      // (also across a line break, as comments wrap).
      const flat = text.replace(/\s*\n\s*(\*|\/\/|#)?\s*/g, " ");
      for (const match of flat.matchAll(/\barchitecture rulings? (\d+(?:(?:,| and) \d+)*)/g)) {
        for (const n of (match[1] ?? "").split(/,| and /)) {
          if (!anchors.has(`ruling-${n.trim()}`)) missing.push(`${path}: ruling ${n.trim()}`);
        }
      }
      for (const match of flat.matchAll(/\barchitecture(?:\.md)? (\d+(?:\.\d+)?)\b/g)) {
        if (!anchors.has(match[1] ?? "")) missing.push(`${path}: section ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("every setting is documented", () => {
  const names = (pattern: RegExp, texts: { text: string }[]) =>
    new Set(texts.flatMap(({ text }) => [...text.matchAll(pattern)].map((m) => m[1] as string)));
  const ENV_READ = /process\.env\.([A-Z][A-Z0-9_]*)/g;
  const code = (file: { path: string }) =>
    /\.(ts|tsx)$/.test(file.path) && !/\.(test|spec)\.tsx?$/.test(file.path);

  it("the server reads no variable that app/lib/platform/env.server.ts does not check", () => {
    const server = others.filter((file) => code(file) && /^(app|server)\//.test(file.path));
    const unchecked = [...names(ENV_READ, server)].filter((name) => !ENV_VARIABLES.includes(name));
    expect(unchecked).toEqual([]);
  });

  it("the README names every variable the scripts and tests read", () => {
    const readme = readFileSync("README.md", "utf8");
    const tools = others.filter(
      (file) => code(file) && /^(scripts|tests)\/|^playwright\.config\.ts$/.test(file.path),
    );
    const undocumented = [...names(ENV_READ, tools)].filter((name) => !readme.includes(`\`${name}\``));
    expect(undocumented).toEqual([]);
  });
});
