/**
 * `npm run bench` (after `npm run build`): starts the built server on a fresh SQLite database with the
 * sample data and prints figures, never asserts them (DESIGN 4):
 * - cold start: ms from spawning the process to the first 200 from /healthz (migrations included);
 * - idle memory: resident set size (MiB) after start and one request per page;
 * - throughput: requests per second and latency of each page with autocannon, 10 connections, 10 s,
 *   on loopback.
 * Options (environment): BENCH_PATHS (comma-separated, default "/notifications,/"), BENCH_SECONDS (10).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const port = 3300;
const base = `http://127.0.0.1:${port}`;
const paths = (process.env.BENCH_PATHS ?? "/notifications,/").split(",");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dir = mkdtempSync(join(tmpdir(), "school-bench-"));

const started = performance.now();
const server = spawn(process.execPath, ["build/start.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: join(dir, "bench.db"),
    SEED_SAMPLE_DATA: "true",
    ADMIN_USERNAME: "bench",
    ADMIN_PASSWORD: "bench-password-123",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

try {
  let coldStartMs = Number.NaN;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) {
        coldStartMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (Number.isNaN(coldStartMs)) throw new Error("The server did not start within 6 s.");
  for (const path of paths) await (await fetch(base + path)).text();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const pid = server.pid ?? 0;

  console.log(`Cold start (spawn → /healthz 200): ${coldStartMs.toFixed(0)} ms`);
  console.log(`Idle memory (RSS): ${rssMiB(pid).toFixed(1)} MiB`);
  for (const path of paths) {
    const result = await autocannon({ url: base + path, connections: 10, duration: seconds });
    console.log(
      `${path}: ${result.requests.average.toFixed(0)} requests/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${(result.throughput.average / 1024).toFixed(0)} KiB/s, errors ${result.errors + result.non2xx}`,
    );
  }
  console.log(`Memory after load (RSS): ${rssMiB(pid).toFixed(1)} MiB`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dir, { recursive: true, force: true });
}
