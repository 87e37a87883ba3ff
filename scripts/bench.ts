/**
 * `npm run bench` (after `npm run build`): starts the built server on a fresh SQLite database with
 * the sample data and prints figures, never asserts them (architecture 4):
 * - cold start: ms from spawning the process to the first 200 from /healthz (migrations included);
 * - memory: resident set size (MiB) after start and after the load;
 * - throughput: requests per second and p50/p99 latency with autocannon on loopback (50 connections,
 *   10 s each, after a 3 s warm-up of the same load that is not counted: the steady state, once the
 *   JIT has compiled the hot paths) for a static file served by the same Express server (the baseline), the notice board
 *   and content pages, and each page's ratio to the baseline.
 * Options (environment): BENCH_PATHS (comma-separated, default "/notifications,/aims,/bus-routes,/"),
 * BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_ENCODING (sent as `Accept-Encoding`, e.g. "gzip, br"
 * as a browser would; none by default, so the responses are uncompressed).
 */
import { readdirSync } from "node:fs";
import autocannon from "autocannon";
import { rssMiB, startBuiltServer } from "./lib/server";

const paths = (process.env.BENCH_PATHS ?? "/notifications,/aims,/bus-routes,/").split(",");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const encoding = process.env.BENCH_ENCODING;
const WARMUP_SECONDS = 3;

// The baseline: the site's stylesheet, a hashed static file of the build.
const css = readdirSync("build/client/assets").find((f) => f.endsWith(".css"));
if (!css) throw new Error("No stylesheet in build/client/assets: run `npm run build` first.");
const STATIC = `/assets/${css}`;

const server = await startBuiltServer(3960);
try {
  for (const path of [STATIC, ...paths]) await (await fetch(server.base + path)).text();
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(`Cold start (spawn → /healthz 200): ${server.coldStartMs.toFixed(0)} ms`);
  console.log(`Idle memory (RSS): ${rssMiB(server.pid).toFixed(1)} MiB`);
  console.log(
    `autocannon: ${connections} connections, ${seconds} s per URL after a ${WARMUP_SECONDS} s warm-up, loopback, Accept-Encoding: ${encoding ?? "(none)"}\n`,
  );
  const rows: string[][] = [];
  let baseline = Number.NaN;
  for (const path of [STATIC, ...paths]) {
    // `warmup` is an autocannon 8 option its type definitions do not list yet.
    const options: autocannon.Options & { warmup: { connections: number; duration: number } } = {
      url: server.base + path,
      connections,
      duration: seconds,
      headers: encoding ? { "accept-encoding": encoding } : {},
      warmup: { connections, duration: WARMUP_SECONDS },
    };
    const result = await autocannon(options);
    const rps = result.requests.average;
    if (path === STATIC) baseline = rps;
    rows.push([
      path === STATIC ? `${path} (static baseline)` : path,
      rps.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      (result.throughput.average / 1024 / 1024).toFixed(1),
      String(result.errors + result.non2xx),
      path === STATIC ? "1.00" : (rps / baseline).toFixed(2),
    ]);
  }
  const head = ["URL", "req/s", "p50 ms", "p99 ms", "MiB/s", "errors", "ratio"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  console.log(line(head));
  for (const row of rows) console.log(line(row));
  console.log(`\nMemory after load (RSS): ${rssMiB(server.pid).toFixed(1)} MiB`);
} finally {
  await server.stop();
}
