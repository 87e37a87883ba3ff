import { get } from "node:http";
import autocannon from "autocannon";
import { rssMiB, startBuiltServer } from "./lib/server";

/**
 * `npm run bench:attacks` (after `npm run build`; issue 19 items 2 and 3): the requests the security
 * audit used to slow the site down, against the built server on a fresh SQLite database. Prints figures,
 * never asserts them:
 * - a URL of 8,000 `a/` segments: its own time, and the time of a cached page requested at the same
 *   moment (four long URLs at once, as the audit sent);
 * - `/notifications` cached against `/notifications?cb=<random>` (a new query string per request):
 *   mean latency of each with autocannon (50 connections, 10 s), and the ratio (target ≤ 3);
 * - while 100 connections flood a page that must render each time (the bus-stop finder with a new stop
 *   each request: the render limit's case), the time another visitor waits, once a second, for a file
 *   and for a page that must render too. The first second or two include the flood's own 100 new
 *   connections, which Node accepts one per turn of its event loop.
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const server = await startBuiltServer(3961);

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
  const flood = cannon("/bus-routes?stop=[<id>]", 100);
  // A file and a page that must render, once a second while the flood lasts, each on a new connection
  // and without waiting for the one before (a slow answer must not hide the seconds after it).
  const probes: Promise<[number, string, string]>[] = [];
  for (let second = 1; second < seconds; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    probes.push(
      Promise.all([
        second,
        fresh(`${server.base}/favicon.svg?${second}`),
        fresh(`${server.base}/bus-routes?stop=probe${second}`),
      ]),
    );
  }
  const flooded = await flood;
  const answered = await Promise.all(probes);
  console.log(
    `During a flood of 100 connections of uncacheable renders (${flooded.requests.average.toFixed(0)} req/s, 503s ${flooded.non2xx}), a new visitor each second:`,
  );
  console.log(`  /favicon.svg ms: ${answered.map(([, file]) => file).join(", ")}`);
  console.log(`  /bus-routes?stop=<new> ms: ${answered.map(([, , page]) => page).join(", ")}`);
  console.log(`Memory after load (RSS): ${rssMiB(server.pid).toFixed(1)} MiB`);
} finally {
  await server.stop();
}
