import { randomBytes } from "node:crypto";
import { request } from "node:http";

/**
 * A flood the way a fuzzer or a crowd sends it (`npm run bench:attacks`), run as its own process so
 * that its event loop never delays the visitor the benchmark times, each request on a new connection
 * (no keep-alive), each with a fresh random value where the flood's kind puts one. Two shapes:
 * - from one address, `connections` requests at a time for `seconds` (as fast as the server answers);
 * - with `rate`, from `addresses` loopback addresses in turn (127.0.1.1, 127.0.1.2, …: many visitors),
 *   `rate` new requests a second for `seconds`, whatever the answers (as a crowd does not wait).
 * Prints one JSON line: requests per second and the count of each status ("error" for a failed
 * connection).
 *
 * Run: `node --import tsx scripts/lib/flood.ts '{"base":"http://127.0.0.1:3000","kind":"host",...}'`.
 */

/**
 * What a flood sends: the same page under a made-up `Host`, a made-up bus stop, a made-up page, a
 * search nobody made before, or a month of the calendar nobody asked for before.
 */
export type FloodKind = "host" | "stop" | "missing" | "search" | "month";

interface FloodOptions {
  base: string;
  kind: FloodKind;
  connections: number;
  seconds: number;
  /** New requests a second, from `addresses` addresses in turn (see the module comment). */
  rate?: number;
  /** How many client addresses send the flood with `rate` (200 unless given). */
  addresses?: number;
}

/** The `n`th of `count` loopback addresses a crowd sends from: 127.0.1.1, …, 127.0.1.255, 127.0.2.1, … */
function crowdAddress(n: number, count: number): string {
  const i = n % count;
  return `127.0.${1 + Math.floor(i / 255)}.${1 + (i % 255)}`;
}

/** The path and headers of one request of a `kind` flood, with a fresh random value. */
function floodRequest(kind: FloodKind): { path: string; headers: Record<string, string> } {
  const random = randomBytes(6).toString("hex");
  if (kind === "host") return { path: "/aims", headers: { Host: `${random}.example` } };
  if (kind === "stop") return { path: `/bus-routes?stop=${random}`, headers: {} };
  if (kind === "search") return { path: `/search?q=${random.slice(0, 5)}`, headers: {} };
  if (kind === "month") {
    const month = randomBytes(2).readUInt16BE() % 1200;
    const year = 2000 + Math.floor(month / 12);
    return { path: `/calendar?month=${year}-${String((month % 12) + 1).padStart(2, "0")}`, headers: {} };
  }
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
  const one = (localAddress?: string) =>
    new Promise<void>((resolve) => {
      const { path, headers } = floodRequest(options.kind);
      const sent = request({ hostname, port, path, headers, agent: false, localAddress }, (response) => {
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
  /** `rate` requests a second from the crowd's addresses in turn, each sent on time whatever came back. */
  const crowd = async (rate: number) => {
    const sent: Promise<void>[] = [];
    for (let n = 0; performance.now() < until; n++) {
      sent.push(one(crowdAddress(n, options.addresses ?? 200)));
      const due = started + ((n + 1) * 1000) / rate;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    }
    await Promise.all(sent);
  };
  const started = performance.now();
  if (options.rate) await crowd(options.rate);
  else await Promise.all(Array.from({ length: options.connections }, loop));
  const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return { perSecond: total / ((performance.now() - started) / 1000), statuses };
}

console.log(JSON.stringify(await flood(JSON.parse(process.argv[2] ?? "{}") as FloodOptions)));
