import { availableParallelism, loadavg } from "node:os";

/**
 * The parts of `npm run lighthouse` that decide rather than measure: its options,
 * where the report goes, which run counts, and the machine's load printed with the result.
 */

/** Lighthouse runs per page; the median one (by performance) is the page's result. */
export const RUNS_PER_PAGE = 3;

/** The tracked report, written only when asked (`--write-report`). */
export const TRACKED_REPORT = "reports/lighthouse.md";
/** Where every other run writes (ignored by git). */
export const RUNS_FOLDER = ".reports/lighthouse";

export interface LighthouseOptions {
  build: boolean;
  writeReport: boolean;
  /** Only these pages (paths), or every public page when empty. */
  only: string[];
}

/** The command line's options; throws with the usage for an unknown one. */
export function lighthouseOptions(args: readonly string[]): LighthouseOptions {
  const unknown = args.filter((a) => !a.startsWith("/") && a !== "--no-build" && a !== "--write-report");
  if (unknown.length) {
    throw new Error(
      `Unknown option ${unknown.join(" ")}. Usage: npm run lighthouse [-- --no-build] [--write-report] [/path …]`,
    );
  }
  return {
    build: !args.includes("--no-build"),
    writeReport: args.includes("--write-report"),
    only: args.filter((a) => a.startsWith("/")),
  };
}

/** The report's path: the tracked one with `--write-report`, else a dated file in the ignored folder. */
export function reportPath(options: LighthouseOptions, at = new Date()): string {
  if (options.writeReport) return TRACKED_REPORT;
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
  return `${RUNS_FOLDER}/lighthouse-${stamp}.md`;
}

/**
 * The median run by performance score (a real run, so its other figures belong together). Lighthouse's
 * own advice on variability: one run can be off by several points, the median of several much less.
 */
export function medianRun<T extends { scores: { performance: number } }>(runs: readonly T[]): T {
  if (!runs.length) throw new Error("No runs to take the median of");
  const sorted = [...runs].sort((x, y) => x.scores.performance - y.scores.performance);
  return sorted[Math.floor(sorted.length / 2)] as T;
}

/**
 * The machine's load: `load average 1.52, 0.98, 0.75 (1, 5, 15 min) on 2 cores`. Lighthouse simulates a
 * phone from what it measures on this machine, so a busy machine scores lower: a load near or above the
 * number of cores means the figures say as much about the machine as about the site.
 */
export function loadAverage(
  load: readonly number[] = loadavg(),
  cores: number = availableParallelism(),
): string {
  const figures = load.map((n) => n.toFixed(2)).join(", ");
  const busy = (load[0] ?? 0) >= cores ? " (busy: rerun on an idle machine before trusting a miss)" : "";
  return `load average ${figures} (1, 5, 15 min) on ${cores} core${cores === 1 ? "" : "s"}${busy}`;
}
