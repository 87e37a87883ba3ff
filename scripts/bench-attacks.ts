import { spawn } from "node:child_process";
import { get } from "node:http";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { rssMiB, startBuiltServer } from "./lib/server";

/**
 * `npm run bench:attacks` (after `npm run build`): the requests the security
 * audit used to slow the site down, against the built server on a fresh SQLite database. Prints figures,
 * never asserts them:
 * - a URL of 8,000 `a/` segments: its own time, and the time of a cached page requested at the same
 *   moment (four long URLs at once, as the audit sent);
 * - `/notifications` cached against `/notifications?cb=<random>` (a new query string per request):
 *   mean latency of each with autocannon (50 connections, 10 s), and the ratio (target ≤ 3);
 * - while 100 connections flood a page that must render each time (a page nobody has, 404, with a new
 *   query each request: the render limit's case), the time another visitor waits, once a second, for a
 *   file and for a page that must render too. The first second or two include the flood's own 100 new
 *   connections, which Node accepts one per turn of its event loop.
 * - three floods from one address as a fuzzer sends them (`scripts/lib/flood.ts`, its own process:
 *   `BENCH_FLOOD_CONNECTIONS` requests at a time, 300 unless given, each on a new connection): the same
 *   page under a made-up `Host`, the bus-stop finder with a made-up stop, and a made-up page (a 404 page,
 *   rendered each time). Meanwhile a visitor on another address (127.0.0.2; `TRUST_PROXY` is 0, so the
 *   socket's address counts) asks every 250 ms, each on a new connection, for a file, a cached page and a
 *   page that must render: the worst and the median wait of each, from sending to the last byte
 *   (target: the worst under 1 s, architecture 4).
 * - 200 anonymous POSTs to the staff area (signed out, forged origin, not a form, in several spellings),
 *   20 at a time, while a visitor reads ten cached pages over and over: how much the page version rose
 *   (target 0: only a committed change to published content raises it, decision 0014) and the
 *   visitor's hit rate during the flood.
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const floodConnections = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 300);
// A free port: two runs at once (or another server) must not meet.
const server = await startBuiltServer(0);

/** Milliseconds `fetch(url)` takes to its last byte, and the status. */
async function timed(url: string): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

/**
 * Milliseconds a GET of `url` takes on a new connection from another loopback address than the flood's
 * (another visitor: the render limit's share per address does not apply to them), formatted with its
 * status when it is not 200; "error" if it fails.
 */
function fresh(url: string): Promise<string> {
  const start = performance.now();
  return new Promise((resolve) => {
    get(url, { agent: false, localAddress: "127.0.0.2" }, (response) => {
      response.resume();
      response.on("end", () => {
        const ms = (performance.now() - start).toFixed(0);
        resolve(response.statusCode === 200 ? ms : `${ms} (${response.statusCode})`);
      });
    }).on("error", () => resolve("error"));
  });
}

/** What a flood of `scripts/lib/flood.ts` sends (see there). */
type FloodKind = "host" | "stop" | "missing";

/**
 * Runs a `kind` flood in its own process for `seconds` while a visitor on 127.0.0.2 asks every 250 ms
 * for each of `probes` (a new connection each time); resolves the flood's summary line and each probe's
 * waits in ms (-1 for a failed request).
 */
async function floodWithVisitor(
  kind: FloodKind,
  probes: Record<string, (n: number) => string>,
): Promise<{ flood: string; waits: Record<string, number[]> }> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      fileURLToPath(new URL("./lib/flood.ts", import.meta.url)),
      JSON.stringify({ base: server.base, kind, connections: floodConnections, seconds }),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const asked: Record<string, Promise<number>[]> = {};
  for (let n = 1; n < seconds * 4; n++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    for (const [name, path] of Object.entries(probes)) {
      asked[name] ??= [];
      asked[name].push(
        fresh(`${server.base}${path(n)}`).then((answer) =>
          answer === "error" ? -1 : Number.parseFloat(answer),
        ),
      );
    }
  }
  await exited;
  const waits: Record<string, number[]> = {};
  for (const [name, pending] of Object.entries(asked)) waits[name] = await Promise.all(pending);
  return { flood: output.trim(), waits };
}

/** "worst 812 ms, median 35 ms" of `waits` (a failed request counts as the worst). */
function worstAndMedian(waits: number[]): string {
  const failed = waits.filter((ms) => ms < 0).length;
  const sorted = waits.filter((ms) => ms >= 0).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const worst = failed ? "a failure" : `${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms`;
  return `worst ${worst}, median ${median.toFixed(0)} ms`;
}

/** The page version in the server's SQLite file. */
function pageVersionOf(file: string): number {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return Number(sqlite.prepare("select version from content_version where id = 1").pluck().get());
  } finally {
    sqlite.close();
  }
}

/** See the module comment: anonymous POSTs to the staff area against a visitor's cache hits. */
async function anonymousStaffPosts(): Promise<void> {
  const pages = [
    "/",
    "/aims",
    "/notifications",
    "/gallery",
    "/bus-routes",
    "/contactus",
    "/admissions",
    "/vidhyashram",
    "/vidhyapeeth",
    "/why-choose",
  ];
  for (const page of pages) await timed(`${server.base}${page}`);
  const before = pageVersionOf(server.database);
  const origin = { Origin: server.base, "Content-Type": "application/x-www-form-urlencoded" };
  const posts: [string, Record<string, string>, string][] = [
    ["/admin?index", origin, "intent=create&title=Forged"],
    ["/admin/pages/aims", origin, "_op=add%3Ablocks"],
    ["/%61dmin/users", origin, "intent=create"],
    ["/ADMIN/documents", origin, "intent=delete&id=1"],
    ["/admin/settings", { ...origin, Origin: "https://evil.example" }, "intent=site"],
    ["/admin/albums", { ...origin, "Content-Type": "application/json" }, "{}"],
  ];
  let done = false;
  let hits = 0;
  let reads = 0;
  const visitor = (async () => {
    for (let i = 0; !done; i++) {
      const response = await fetch(`${server.base}${pages[i % pages.length]}`);
      await response.arrayBuffer();
      reads++;
      if (response.headers.get("x-cache") === "HIT") hits++;
    }
  })();
  const statuses = new Map<number, number>();
  for (let batch = 0; batch < 10; batch++) {
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const [path, headers, body] = posts[(batch * 20 + i) % posts.length] ?? ["/admin", origin, ""];
        const response = await fetch(`${server.base}${path}`, {
          method: "POST",
          headers,
          body,
          redirect: "manual",
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }),
    );
  }
  done = true;
  await visitor;
  const raised = pageVersionOf(server.database) - before;
  const answered = [...statuses].map(([status, count]) => `${count}× ${status}`).join(", ");
  console.log(
    `200 anonymous POSTs to the staff area (${answered}): page version raised by ${raised} (target 0)`,
  );
  console.log(
    `  a visitor reading ten cached pages meanwhile: ${hits} of ${reads} hits (${((100 * hits) / Math.max(reads, 1)).toFixed(0)} %)`,
  );
}

async function cannon(path: string, connections: number): Promise<autocannon.Result> {
  return autocannon({
    url: server.base + path,
    connections,
    duration: seconds,
    // `[<id>]` is replaced by a fresh id per request: a query string no cache has seen.
    idReplacement: true,
  } as autocannon.Options);
}

try {
  await timed(`${server.base}/notifications`);
  await timed(`${server.base}/notifications`);
  const long = `${server.base}/${"a/".repeat(8000)}`;
  const [a, b, c, d, page] = await Promise.all([
    timed(long),
    timed(long),
    timed(long),
    timed(long),
    timed(`${server.base}/notifications`),
  ]);
  console.log(
    `8,000-segment URL ×4: ${[a, b, c, d].map((r) => `${r.status} in ${r.ms.toFixed(1)} ms`).join(", ")}`,
  );
  console.log(
    `Cached /notifications requested at the same moment: ${page.status} in ${page.ms.toFixed(1)} ms`,
  );

  const cached = await cannon("/notifications", 50);
  const random = await cannon("/notifications?cb=[<id>]", 50);
  console.log(
    `/notifications cached: ${cached.requests.average.toFixed(0)} req/s, mean ${cached.latency.mean.toFixed(2)} ms`,
  );
  console.log(
    `/notifications?cb=<random>: ${random.requests.average.toFixed(0)} req/s, mean ${random.latency.mean.toFixed(2)} ms (${(random.latency.mean / cached.latency.mean).toFixed(2)}× the cached mean; errors ${random.errors + random.non2xx})`,
  );

  // A flood of uncacheable pages (the render limit's case) and a visitor fetching a file meanwhile.
  // A page nobody has (404, never kept) with a new query each request: rendered every time.
  const flood = cannon("/no-such-page?n=[<id>]", 100);
  // A file and a page that must render, once a second while the flood lasts, each on a new connection
  // and without waiting for the one before (a slow answer must not hide the seconds after it).
  const probes: Promise<[number, string, string]>[] = [];
  for (let second = 1; second < seconds; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    probes.push(
      Promise.all([
        second,
        fresh(`${server.base}/favicon.svg?${second}`),
        fresh(`${server.base}/no-such-page?visitor=${second}`),
      ]),
    );
  }
  const flooded = await flood;
  const answered = await Promise.all(probes);
  console.log(
    `During a flood of 100 connections of uncacheable renders (${flooded.requests.average.toFixed(0)} req/s, 404s and 503s ${flooded.non2xx}), a new visitor each second:`,
  );
  console.log(`  /favicon.svg ms: ${answered.map(([, file]) => file).join(", ")}`);
  console.log(`  /no-such-page?visitor=<n> ms: ${answered.map(([, , page]) => page).join(", ")}`);

  const floods: [FloodKind, string][] = [
    ["host", "/aims with a made-up Host"],
    ["stop", "/bus-routes?stop=<made-up>"],
    ["missing", "/no-such-page-<made-up> (a 404 page, rendered each time)"],
  ];
  for (const [kind, what] of floods) {
    const { flood: summary, waits } = await floodWithVisitor(kind, {
      "/favicon.svg": (n) => `/favicon.svg?${kind}${n}`,
      "/notifications (cached)": (n) => `/notifications?${kind}=${n}`,
      "/visitor-<n> (a 404 page)": (n) => `/visitor-${kind}-${n}`,
    });
    console.log(
      `Flood of ${what} from one address, ${floodConnections} at a time on new connections: ${summary}`,
    );
    for (const [name, list] of Object.entries(waits)) {
      console.log(`  a visitor on another address, ${name}: ${worstAndMedian(list)}`);
    }
  }
  await anonymousStaffPosts();
  console.log(`Memory after load (RSS): ${rssMiB(server.pid).toFixed(1)} MiB`);
} finally {
  await server.stop();
}
