import { randomBytes } from "node:crypto";
import { request } from "node:http";

/**
 * One client address flooding the server the way a fuzzer does (`npm run bench:attacks`), run as its
 * own process so that its event loop never delays the visitor the benchmark times: `connections`
 * requests at a time for `seconds`, each on a new connection (no keep-alive), each with a fresh random
 * value where the flood's kind puts one. Prints one JSON line: requests per second and the count of each
 * status ("error" for a failed connection).
 *
 * Run: `node --import tsx scripts/lib/flood.ts '{"base":"http://127.0.0.1:3000","kind":"host",...}'`.
 */

/** What a flood sends: the same page under a made-up `Host`, a made-up bus stop, or a made-up page. */
type FloodKind = "host" | "stop" | "missing";

interface FloodOptions {
  base: string;
  kind: FloodKind;
  connections: number;
  seconds: number;
}

/** The path and headers of one request of a `kind` flood, with a fresh random value. */
function floodRequest(kind: FloodKind): { path: string; headers: Record<string, string> } {
  const random = randomBytes(6).toString("hex");
  if (kind === "host") return { path: "/aims", headers: { Host: `${random}.example` } };
  if (kind === "stop") return { path: `/bus-routes?stop=${random}`, headers: {} };
  return { path: `/no-such-page-${random}`, headers: {} };
}

/** Floods `base` as `options` says; resolves the requests per second and the count of each status. */
async function flood(
  options: FloodOptions,
): Promise<{ perSecond: number; statuses: Record<string, number> }> {
  const { hostname, port } = new URL(options.base);
  const statuses: Record<string, number> = {};
  const count = (status: string) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  const until = performance.now() + options.seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const { path, headers } = floodRequest(options.kind);
      const sent = request({ hostname, port, path, headers, agent: false }, (response) => {
        count(String(response.statusCode));
        response.resume();
        response.on("end", resolve);
        response.on("error", resolve);
      });
      sent.setTimeout(60_000, () => sent.destroy());
      sent.on("error", () => {
        count("error");
        resolve();
      });
      sent.end();
    });
  const loop = async () => {
    while (performance.now() < until) await one();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, loop));
  const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return { perSecond: total / ((performance.now() - started) / 1000), statuses };
}

console.log(JSON.stringify(await flood(JSON.parse(process.argv[2] ?? "{}") as FloodOptions)));
