import { spawn } from "node:child_process";
import { get } from "node:http";
import { connect, type Socket } from "node:net";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import type { FloodKind } from "./lib/flood";
import { hangUps, RESOURCE_PATHS } from "./lib/hang-ups";
import { pdfBomb } from "./lib/pdf-bomb";
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
/** `BENCH_ONLY=crowd,hang-ups` runs only those sections (their names are in the code below); all unless set. */
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
const runs = (section: string) => !only || only.includes(section);
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

/**
 * Runs a `kind` flood in its own process for `seconds` while a visitor on 127.0.0.2 asks every 250 ms
 * for each of `probes` (a new connection each time); resolves the flood's summary line and each probe's
 * waits in ms (-1 for a failed request).
 */
async function floodWithVisitor(
  kind: FloodKind,
  probes: Record<string, (n: number) => string | undefined>,
  crowd?: { rate: number; addresses: number },
): Promise<{ flood: string; waits: Record<string, number[]>; refused: Record<string, number> }> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      fileURLToPath(new URL("./lib/flood.ts", import.meta.url)),
      JSON.stringify({ base: server.base, kind, connections: floodConnections, seconds, ...crowd }),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const asked: Record<string, Promise<number>[]> = {};
  /** How many of each probe were refused with 503 ("busy"). */
  const refused: Record<string, number> = {};
  for (let n = 1; n < seconds * 4; n++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    for (const [name, path] of Object.entries(probes)) {
      const url = path(n);
      if (!url) continue;
      asked[name] ??= [];
      asked[name].push(
        fresh(`${server.base}${url}`).then((answer) => {
          if (answer.endsWith("(503)")) refused[name] = (refused[name] ?? 0) + 1;
          return answer === "error" ? -1 : Number.parseFloat(answer);
        }),
      );
    }
  }
  await exited;
  const waits: Record<string, number[]> = {};
  for (const [name, pending] of Object.entries(asked)) waits[name] = await Promise.all(pending);
  return { flood: output.trim(), waits, refused };
}

/** The median of `waits` in ms (failures left out). */
function median(waits: number[]): number {
  const sorted = waits.filter((ms) => ms >= 0).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Each probe's median wait with nothing else going on: `rounds` requests each, one after another. */
async function idleWaits(
  probes: Record<string, (n: number) => string | undefined>,
  rounds = 12,
): Promise<Record<string, number>> {
  const medians: Record<string, number> = {};
  for (const [name, path] of Object.entries(probes)) {
    // Warm: the first renders of a route compile and fill the database's cache.
    for (let n = 0; n < 3; n++) await fresh(`${server.base}${path(8 * (900 + n)) ?? "/"}`);
    const waits: number[] = [];
    for (let n = 0; n < rounds; n++) {
      const answer = await fresh(`${server.base}${path(8 * (1000 + n)) ?? "/"}`);
      waits.push(answer === "error" ? -1 : Number.parseFloat(answer));
    }
    medians[name] = median(waits);
  }
  return medians;
}

/** "worst 812 ms, median 35 ms" of `waits` (a failed request counts as the worst). */
function worstAndMedian(waits: number[]): string {
  const failed = waits.filter((ms) => ms < 0).length;
  const sorted = waits.filter((ms) => ms >= 0).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const worst = failed ? "a failure" : `${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms`;
  return `worst ${worst}, median ${median.toFixed(0)} ms`;
}

/**
 * Opens `count` connections that never send a byte, times a visitor's cached page, then waits up to
 * `waitMs` for the server to close them (its idle timeout is 25 s). Resolves how many were open, the
 * visitor's time (or "error"), and how many the server had closed when the wait ended.
 */
async function silentConnections(
  count: number,
  waitMs: number,
): Promise<{ opened: number; visitor: string; closed: number }> {
  const { hostname, port } = new URL(server.base);
  let closed = 0;
  const open = (n: number) =>
    new Promise<Socket | undefined>((resolve) => {
      const socket = connect({
        host: hostname,
        port: Number(port),
        localAddress: `127.0.3.${1 + (n % 250)}`,
      });
      socket.once("connect", () => {
        socket.once("close", () => closed++);
        resolve(socket);
      });
      socket.once("error", () => resolve(undefined));
    });
  // 200 at a time: more at once overflow the kernel's queue of connections waiting to be accepted (511),
  // and a connection the kernel left half-open is accepted only when it retries, seconds later.
  const sockets: (Socket | undefined)[] = [];
  for (let n = 0; n < count; n += 200) {
    sockets.push(
      ...(await Promise.all(Array.from({ length: Math.min(200, count - n) }, (_, i) => open(n + i)))),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const visitor = await fresh(`${server.base}/notifications?silent=1`);
  const opened = sockets.filter(Boolean).length;
  const until = performance.now() + waitMs;
  while (closed < opened && performance.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 250));
  const byServer = closed;
  for (const socket of sockets) socket?.destroy();
  return { opened, visitor, closed: byServer };
}

/** Signs in as the measuring server's administrator; resolves the session cookie. */
async function staffCookie(): Promise<string> {
  const response = await fetch(`${server.base}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: new URLSearchParams({ username: "measure", password: "measure-password-123" }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`Sign-in failed: ${response.status}`);
  return cookie;
}

/**
 * Three "PDF bombs" (300–700 KB, a content stream of 200 MB: `scripts/lib/pdf-bomb.ts`) uploaded on the
 * Documents screen by a signed-in editor, then a visitor's first search: how long each upload took and
 * how long the search waited (before: the search rebuilt the index inside the request and read every
 * bomb, about 60 s).
 */
async function pdfBombs(): Promise<void> {
  const cookie = await staffCookie();
  const bomb = pdfBomb();
  const uploads: string[] = [];
  for (let n = 1; n <= 3; n++) {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "create",
      title: `Fee circular ${n}`,
      category: "circulars",
      audience: "group",
      name: `bomb-${n}-${Date.now().toString(36)}`,
    }))
      form.append(name, value);
    form.append("file", new File([new Uint8Array(bomb)], `bomb-${n}.pdf`, { type: "application/pdf" }));
    const at = performance.now();
    const response = await fetch(`${server.base}/admin/documents`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.base },
      body: form,
      redirect: "manual",
    });
    await response.arrayBuffer();
    uploads.push(`${response.status} in ${(performance.now() - at).toFixed(0)} ms`);
  }
  const search = await timed(`${server.base}/search?q=circular`);
  const page = await timed(`${server.base}/no-such-page-after-bombs`);
  console.log(
    `3 PDF bombs (${(bomb.length / 1024).toFixed(0)} KB, 200 MB of content each) uploaded: ${uploads.join(", ")}; then the first search ${search.status} in ${search.ms.toFixed(0)} ms, a page that must render ${page.ms.toFixed(0)} ms`,
  );
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
  if (runs("long-url")) {
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
  }
  if (runs("cache")) {
    const cached = await cannon("/notifications", 50);
    const random = await cannon("/notifications?cb=[<id>]", 50);
    console.log(
      `/notifications cached: ${cached.requests.average.toFixed(0)} req/s, mean ${cached.latency.mean.toFixed(2)} ms`,
    );
    console.log(
      `/notifications?cb=<random>: ${random.requests.average.toFixed(0)} req/s, mean ${random.latency.mean.toFixed(2)} ms (${(random.latency.mean / cached.latency.mean).toFixed(2)}× the cached mean; errors ${random.errors + random.non2xx})`,
    );
  }
  if (runs("flood")) {
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
  }
  if (runs("floods")) {
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
  }
  if (runs("crowd")) {
    // A crowd: ~200 addresses each asking for a search or a calendar month nobody asked for before, as
    // many a second as the audit sent, while a visitor asks for the sign-in page and a page nobody has
    // every 250 ms and a search of their own every 2 s (all rendered each time). Target: each within 3×
    // its idle median.
    const crowdProbes: Record<string, (n: number) => string | undefined> = {
      "/search?q=<own> (every 2 s)": (n) => (n % 8 === 0 ? `/search?q=visitor${n}` : undefined),
      "/login": (n) => `/login?visitor=${n}`,
      "/visitor-<n> (a 404 page)": (n) => `/visitor-crowd-${n}`,
    };
    const idle = await idleWaits(crowdProbes);
    const crowds: [FloodKind, string][] = [
      ["search", "distinct searches"],
      ["month", "distinct calendar months"],
    ];
    for (const [kind, what] of crowds) {
      const rate = Number(process.env.BENCH_CROWD_RATE ?? 30);
      const {
        flood: summary,
        waits,
        refused,
      } = await floodWithVisitor(kind, crowdProbes, {
        rate,
        addresses: 200,
      });
      console.log(`Crowd of ${what}, ${rate} a second from 200 addresses: ${summary}`);
      for (const [name, list] of Object.entries(waits)) {
        const ratio = median(list) / (idle[name] ?? Number.NaN);
        console.log(
          `  a visitor, ${name}: ${worstAndMedian(list)}; idle median ${(idle[name] ?? Number.NaN).toFixed(0)} ms; ${ratio.toFixed(1)}× (target ≤ 3×); ${refused[name] ?? 0} of ${list.length} refused as busy`,
        );
      }
    }
  }
  if (runs("hang-ups")) {
    // Requests on the resource routes whose clients hang up within 0–50 ms (mobile data, feed readers),
    // from 200 addresses: afterwards the render line must be empty and a page must render at once.
    const hangUpCount = 500 * RESOURCE_PATHS.length;
    const hungUpAt = performance.now();
    await hangUps({
      base: server.base,
      paths: RESOURCE_PATHS,
      count: hangUpCount,
      concurrency: 100,
      maxHoldMs: 50,
    });
    const hangUpSeconds = ((performance.now() - hungUpAt) / 1000).toFixed(1);
    const login = await Promise.race([
      timed(`${server.base}/login?after=hang-ups`).then((r) => `${r.status} in ${r.ms.toFixed(0)} ms`),
      new Promise<string>((resolve) => setTimeout(() => resolve("no answer within 10 s"), 10_000)),
    ]);
    const health = (await (await fetch(`${server.base}/healthz`)).json()) as { renderLine?: unknown };
    console.log(
      `${hangUpCount} requests on ${RESOURCE_PATHS.length} resource routes hung up within 0–50 ms (${hangUpSeconds} s): then /login ${login}; render line ${JSON.stringify(health.renderLine)}`,
    );
  }
  if (runs("big-post")) {
    // A signed-in editor's urlencoded post of 39 MB to the Notifications screen (where a circular may be
    // uploaded as multipart, 40 MB): refused before it is read, so a cached page meanwhile is not held up.
    const big = `intent=create&title=${"x".repeat(39 * 1024 * 1024)}`;
    const editor = await staffCookie();
    const bigAt = performance.now();
    let posted = false;
    const [bigPost, during] = await Promise.all([
      fetch(`${server.base}/admin`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base, Cookie: editor },
        body: big,
        redirect: "manual",
      })
        .then(
          (r) => `${r.status} in ${(performance.now() - bigAt).toFixed(0)} ms`,
          (error: unknown) =>
            `connection closed (${error instanceof Error ? error.message : String(error)}) in ${(performance.now() - bigAt).toFixed(0)} ms`,
        )
        .finally(() => {
          posted = true;
        }),
      // A visitor's cached page every 100 ms while the post lasts: the longest wait.
      (async () => {
        let worst = 0;
        for (let n = 0; !posted; n++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          worst = Math.max(
            worst,
            Number.parseFloat(await fresh(`${server.base}/notifications?during=big${n}`)),
          );
        }
        return worst.toFixed(0);
      })(),
    ]);
    console.log(
      `A 39 MB urlencoded post to /admin by a signed-in editor: ${bigPost}; a visitor's cached page meanwhile at worst ${during} ms; RSS ${rssMiB(server.pid).toFixed(0)} MiB`,
    );
  }
  if (runs("silent")) {
    // Connections that never send a byte: the server closes them after its idle timeout (25 s), so a
    // visitor is still served while many are open.
    const silent = await silentConnections(2_000, 60_000);
    console.log(
      `${silent.opened} silent connections open: a visitor's page ${silent.visitor} ms; ${silent.closed} closed by the server within 60 s`,
    );
  }
  if (runs("staff-posts")) {
    await anonymousStaffPosts();
  }
  if (runs("pdf-bombs")) {
    await pdfBombs();
  }
  console.log(`Memory after load (RSS): ${rssMiB(server.pid).toFixed(1)} MiB`);
} finally {
  await server.stop();
}
