import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The import-cycle check of `npm run lint` (architecture 2, "Where each kind of thing lives"): one
 * madge run over the code's areas gives the file import graph; it fails on a loop of files (as
 * `madge --circular` did) and on a loop of folders, in two views:
 *
 * - the areas: app/routes, app/components, app/lib, app/behaviours, app's other folders and files,
 *   content, server, scripts, db, build-plugins, each one node;
 * - inside app/lib: each of its folders (and its own loose files) one node.
 *
 * A folder loop means two folders each lean on the other, so neither can be read, tested or moved
 * alone; each arrow is shown with one file import that makes it, the place to start the move.
 * Test files are left out (nothing imports them). Exits 1 when it finds a loop (other than those of
 * `TOLERATED`), 0 otherwise.
 */

/** The file import graph: each file (relative to the repository, `/`-separated) and the files it imports. */
export type FileGraph = Readonly<Record<string, readonly string[]>>;

/** One import that makes an arrow between two folders. */
export interface FileImport {
  from: string;
  to: string;
}

/** Arrows between folders: from → to → one file import that makes the arrow. */
export type FolderGraph = Map<string, Map<string, FileImport>>;

/** A loop of folders, `folders[0]` → `folders[1]` → … → `folders[0]`, with one file import per arrow. */
export interface FolderCycle {
  folders: string[];
  imports: FileImport[];
}

/** The folders madge reads. */
export const AREAS = ["app", "server", "content", "scripts", "db", "build-plugins"] as const;

/** A test or spec file: not part of the graph. */
export const isTestFile = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.startsWith("tests/");

/**
 * The area a file belongs to: `app/<folder>` for a file in a folder of app (app/routes, app/lib, …),
 * `app` for app's own files (root.tsx, routes.ts), else its top-level folder when that is one of
 * `AREAS`; undefined for anything else (tests/support, a config file at the top).
 */
export function areaOf(file: string): string | undefined {
  const parts = file.split("/");
  const top = parts[0] as string;
  if (parts.length < 2 || !(AREAS as readonly string[]).includes(top)) return undefined;
  if (top === "app") return parts.length > 2 ? `app/${parts[1]}` : "app";
  return top;
}

/** The folder of app/lib a file belongs to (`app/lib/<folder>`, or `app/lib` for its loose files); undefined outside app/lib. */
export function libFolderOf(file: string): string | undefined {
  const parts = file.split("/");
  if (parts[0] !== "app" || parts[1] !== "lib" || parts.length < 3) return undefined;
  return parts.length > 3 ? `app/lib/${parts[2]}` : "app/lib";
}

/**
 * The arrows between the folders that `folderOf` names (files it gives undefined, and test files,
 * are left out): A → B when a file of A imports a file of B, A ≠ B, with the first such import met
 * (files and their imports in sorted order, so the example is stable).
 */
export function folderGraph(files: FileGraph, folderOf: (file: string) => string | undefined): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const from of Object.keys(files).sort()) {
    const source = isTestFile(from) ? undefined : folderOf(from);
    if (source === undefined) continue;
    for (const to of [...(files[from] ?? [])].sort()) {
      const target = isTestFile(to) ? undefined : folderOf(to);
      if (target === undefined || target === source) continue;
      const arrows = graph.get(source) ?? new Map<string, FileImport>();
      if (!arrows.has(target)) arrows.set(target, { from, to });
      graph.set(source, arrows);
    }
  }
  return graph;
}

/**
 * Every loop of `graph` that passes no folder twice, each once: it starts at its smallest folder (by
 * name) and the loops come in order. At most `limit` loops (a tangle can hold very many; the first
 * ones already say where to cut).
 */
export function folderCycles(graph: FolderGraph, limit = 200): FolderCycle[] {
  const nodes = [
    ...new Set([...graph.keys(), ...[...graph.values()].flatMap((arrows) => [...arrows.keys()])]),
  ].sort();
  const cycles: FolderCycle[] = [];
  for (const start of nodes) {
    // Only loops whose smallest folder is `start`: each loop is found once, from its smallest folder.
    const path = [start];
    const walk = (at: string): void => {
      for (const next of [...(graph.get(at)?.keys() ?? [])].sort()) {
        if (cycles.length >= limit) return;
        if (next === start) {
          const folders = [...path];
          const imports = folders.map(
            (folder, index) =>
              graph.get(folder)?.get(folders[(index + 1) % folders.length] as string) as FileImport,
          );
          cycles.push({ folders, imports });
        } else if (next > start && !path.includes(next)) {
          path.push(next);
          walk(next);
          path.pop();
        }
      }
    };
    walk(start);
  }
  return cycles;
}

/** The report of `cycles` found in the view `view`: one block per loop, an arrow with its import per line. */
export function describeCycles(view: string, cycles: readonly FolderCycle[]): string {
  const blocks = cycles.map(({ folders, imports }) =>
    [
      `  ${[...folders, folders[0]].join(" → ")}`,
      ...imports.map(
        (made, index) =>
          `    ${folders[index]} → ${folders[(index + 1) % folders.length]}: ${made.from} imports ${made.to}`,
      ),
    ].join("\n"),
  );
  return [`${cycles.length} folder import cycle(s) ${view}:`, ...blocks].join("\n");
}

/**
 * Arrows (`from → to`) whose loops are known and tolerated for now: a loop that takes one of them is
 * printed but does not fail the check. None today; an arrow listed here that disappears is reported,
 * so the list cannot outlive its reason.
 */
export const TOLERATED: readonly string[] = [];

/** The arrows of `cycle` as `from → to`. */
export function arrowsOf(cycle: FolderCycle): string[] {
  return cycle.folders.map(
    (folder, index) => `${folder} → ${cycle.folders[(index + 1) % cycle.folders.length]}`,
  );
}

/** `cycles` split into those that take a `tolerated` arrow and those that fail the check. */
export function judgeCycles(
  cycles: readonly FolderCycle[],
  tolerated: readonly string[] = TOLERATED,
): { failing: FolderCycle[]; tolerated: FolderCycle[] } {
  const allowed = new Set(tolerated);
  const isTolerated = (cycle: FolderCycle) => arrowsOf(cycle).some((arrow) => allowed.has(arrow));
  return { failing: cycles.filter((c) => !isTolerated(c)), tolerated: cycles.filter(isTolerated) };
}

/** The madge function, as much of it as this check uses (madge ships no types). */
type Madge = (
  paths: readonly string[],
  config: Record<string, unknown>,
) => Promise<{ obj(): Record<string, string[]>; circular(): string[][] }>;

/**
 * Reads the import graph of `AREAS` under `root` with madge (the tsconfig's path aliases resolved) and
 * prints every file loop and folder loop; returns the number found (0: the check passes).
 */
export async function checkCycles(root = process.cwd()): Promise<number> {
  const madge = createRequire(import.meta.url)("madge") as Madge;
  const result = await madge([...AREAS], {
    baseDir: root,
    fileExtensions: ["ts", "tsx"],
    tsConfig: resolve(root, "tsconfig.json"),
    // React Router's generated route types import their route back (type only): no loop of our code.
    excludeRegExp: [/\.(test|spec)\.tsx?$/, /(^|\/)\.react-router\//],
  });
  const files = result.obj();
  let found = 0;
  const fileCycles = result.circular();
  if (fileCycles.length) {
    console.error(
      `${fileCycles.length} file import cycle(s):\n${fileCycles.map((c) => `  ${[...c, c[0]].join(" → ")}`).join("\n")}`,
    );
    found += fileCycles.length;
  }
  const views = [
    ["between the areas", areaOf],
    ["between the folders of app/lib", libFolderOf],
  ] as const;
  const arrows = new Set<string>();
  for (const [view, folderOf] of views) {
    const graph = folderGraph(files, folderOf);
    for (const [from, targets] of graph) for (const to of targets.keys()) arrows.add(`${from} → ${to}`);
    const { failing, tolerated } = judgeCycles(folderCycles(graph));
    if (tolerated.length)
      console.log(`${describeCycles(view, tolerated)}\n(tolerated for now: see TOLERATED)`);
    if (failing.length) console.error(describeCycles(view, failing));
    found += failing.length;
  }
  for (const arrow of TOLERATED.filter((arrow) => !arrows.has(arrow)))
    console.log(`The arrow ${arrow} is gone: remove it from TOLERATED in scripts/folder-cycles.ts.`);
  if (found === 0)
    console.log(
      `No import cycle between files or folders beyond the tolerated ones (${Object.keys(files).length} files).`,
    );
  return found;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  checkCycles().then(
    (found) => {
      process.exitCode = found ? 1 : 0;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
