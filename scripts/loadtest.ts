/**
 * `npm run loadtest [-- --duration 30 --connections 100 --max-growth 150 --paths /,/gallery]` (after `npm run build`;
 * builds nothing): the load test of the public pages. Starts the built server (`build/start.js`) on a free
 * loopback port with a fresh SQLite database holding the sample data, then runs autocannon with
 * `--connections` connections for `--duration` seconds; each connection requests the public pages
 * below in turn (home, notice board, gallery, a school's landing page, a content page, bus routes).
 * The server's resident memory (VmRSS from /proc/<pid>/status) is sampled every second.
 *
 * Prints the figures (requests per second, latency p50/p99, errors, non-2xx answers, memory before,
 * at peak and after) and exits with status 1 when any request failed or was answered with a non-2xx
 * status, or when memory grew by more than `--max-growth` MiB (default 150) over its level after
 * warm-up: that bound is about three times what a page cache for every public page at every
 * audience needs, so crossing it means a leak, not a busy cache.
 */
import { existsSync } from "node:fs";
import autocannon from "autocannon";
import { rssMiB, startBuiltServer } from "./lib/server";

const DEFAULT_PATHS = ["/", "/notifications", "/gallery", "/vidhyashram", "/aboutus", "/bus-routes"];

interface Options {
  duration: number;
  connections: number;
  maxGrowthMiB: number;
  paths: string[];
}

const USAGE =
  "Usage: npm run loadtest [-- --duration <seconds> --connections <n> --max-growth <MiB> --paths /,/notifications,…]";

function parseArgs(args: string[]): Options | string {
  const options: Options = { duration: 30, connections: 100, maxGrowthMiB: 150, paths: DEFAULT_PATHS };
  const names: Record<string, "duration" | "connections" | "maxGrowthMiB"> = {
    "--duration": "duration",
    "--connections": "connections",
    "--max-growth": "maxGrowthMiB",
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    const [flag, inline] = arg.split("=", 2) as [string, string | undefined];
    const raw = inline ?? args[++i] ?? "";
    if (flag === "--paths") {
      options.paths = raw.split(",").filter(Boolean);
      if (!options.paths.length || options.paths.some((p) => !p.startsWith("/"))) return USAGE;
      continue;
    }
    const key = names[flag];
    const value = Number(raw);
    if (!key || !Number.isFinite(value) || value <= 0) return USAGE;
    options[key] = value;
  }
  return options;
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  return rows
    .map((r, n) =>
      [
        r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  "),
        n === 0 ? `\n${widths.map((w) => "-".repeat(w)).join("  ")}` : "",
      ].join(""),
    )
    .join("\n");
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (typeof options === "string") {
    console.error(options);
    return 2;
  }
  if (!existsSync("build/start.js") || !existsSync("build/server/index.js")) {
    console.error("No build found: run `npm run build` first (the load test builds nothing).");
    return 2;
  }

  const server = await startBuiltServer(0, {
    // The load comes from one address; the form-post limit is not what is measured.
    POST_RATE_LIMIT: "100000",
  });
  const base = server.base;

  const samples: number[] = [];
  let sampler: NodeJS.Timeout | undefined;
  try {
    const pid = server.pid;
    // Warm up: each page once, so what the first request of each costs is not counted as growth.
    for (const path of options.paths) {
      const response = await fetch(base + path);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status} before the load started.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rssMiB(pid);
    samples.push(before);
    sampler = setInterval(() => samples.push(rssMiB(pid)), 1000);

    console.log(
      `Load test: ${options.connections} connections for ${options.duration} s on ${base}, each cycling through ${options.paths.join(", ")}`,
    );
    const result = await autocannon({
      url: base,
      connections: options.connections,
      duration: options.duration,
      requests: options.paths.map((path) => ({ method: "GET", path })),
    });
    clearInterval(sampler);
    sampler = undefined;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = rssMiB(pid);
    samples.push(after);
    const peak = Math.max(...samples.filter(Number.isFinite));
    const growth = peak - before;

    // autocannon counts timeouts among the errors too.
    const failures = result.errors + result.non2xx;
    console.log("");
    console.log(
      table([
        ["figure", "value"],
        ["requests/s (mean)", result.requests.average.toFixed(0)],
        ["requests/s (lowest second)", String(result.requests.min)],
        ["requests in total", String(result.requests.total)],
        ["latency p50", `${result.latency.p50} ms`],
        ["latency p99", `${result.latency.p99} ms`],
        ["latency max", `${result.latency.max} ms`],
        ["throughput", `${(result.throughput.average / 1024 / 1024).toFixed(1)} MiB/s`],
        ["errors (incl. timeouts)", String(result.errors)],
        ["timeouts", String(result.timeouts)],
        ["non-2xx answers", String(result.non2xx)],
        ["RSS before (after warm-up)", `${before.toFixed(1)} MiB`],
        ["RSS peak", `${peak.toFixed(1)} MiB`],
        ["RSS after (2 s idle)", `${after.toFixed(1)} MiB`],
        ["RSS growth (peak - before)", `${growth.toFixed(1)} MiB (bound ${options.maxGrowthMiB} MiB)`],
      ]),
    );
    console.log(`RSS every second (MiB): ${samples.map((s) => s.toFixed(0)).join(" ")}`);

    const problems: string[] = [];
    if (failures > 0) {
      problems.push(
        `${failures} requests failed (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}).`,
      );
    }
    if (!(growth <= options.maxGrowthMiB)) {
      problems.push(
        `Memory grew by ${growth.toFixed(1)} MiB, more than the bound of ${options.maxGrowthMiB} MiB.`,
      );
    }
    if (server.process.exitCode !== null)
      problems.push("The server exited during the test (its errors are above).");
    if (problems.length) {
      console.error(`\nFAILED: ${problems.join(" ")}`);
      return 1;
    }
    console.log("\nPassed: no failed request, memory within its bound.");
    return 0;
  } finally {
    if (sampler) clearInterval(sampler);
    await server.stop();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error("The load test could not run:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
