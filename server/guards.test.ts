import { EventEmitter } from "node:events";
import { type AddressInfo, connect } from "node:net";
import type { Request, Response } from "express";
import express from "express";
import { describe, expect, it } from "vitest";
import { eventually } from "../tests/support/eventually";
import { serveForTests } from "../tests/support/serve";
import { bodyLimit, nonceSource, postRateLimit, renderLimit, requestId, urlRefusal } from "./guards";

const app = express();
/** What the server answered on each path, once the response is over (sent, or its connection closed). */
const answered: [string, number][] = [];
app.use((req, res, next) => {
  res.on("close", () => answered.push([req.path, res.statusCode]));
  next();
});
app.use(requestId());
app.use(bodyLimit(1024, [{ path: /^\/upload$/, bytes: 10 * 1024 }]));
/** The path of every request whose whole body reached the handler. */
const wholeBodies: string[] = [];
app.all("/{*splat}", (req, res) => {
  let size = 0;
  req.on("data", (c: Buffer) => {
    size += c.length;
  });
  req.on("end", () => {
    wholeBodies.push(req.path);
    res.json({ size, id: (req as typeof req & { id: string }).id });
  });
});

const served = serveForTests(app);

describe("request guards", () => {
  it("give every request an id, keeping a well-formed one from a proxy", async () => {
    const fresh = await fetch(`${served.url()}/a`);
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${served.url()}/a`, { headers: { "X-Request-Id": "proxy-1234abcd" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-1234abcd");
    const bad = await fetch(`${served.url()}/a`, { headers: { "X-Request-Id": "<script>" } });
    expect(bad.headers.get("x-request-id")).not.toBe("<script>");
  });

  it("refuse a body over the limit with 413, and allow a larger one where the path allows it", async () => {
    const big = "x".repeat(2000);
    expect((await fetch(`${served.url()}/form`, { method: "PUT", body: big })).status).toBe(413);
    const upload = await fetch(`${served.url()}/upload`, { method: "PUT", body: big });
    expect(upload.status).toBe(200);
    expect(((await upload.json()) as { size: number }).size).toBe(2000);
  });

  it("refuse a streamed body without a length once it passes the limit", async () => {
    expect.assertions(3);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode("y".repeat(600)));
        controller.close();
      },
    });
    const outcome = await fetch(`${served.url()}/streamed`, {
      method: "PUT",
      body: stream,
      duplex: "half",
    } as RequestInit & { duplex: "half" }).then(
      (response) => response.status,
      () => "connection cut",
    );
    // The client may see the 413, or only the connection cut (the server stops reading mid-body); the
    // server answered 413 either way, and the handler never saw the whole body.
    expect(["413", "connection cut"]).toContain(String(outcome));
    await eventually(() => {
      if (!answered.some(([path]) => path === "/streamed")) throw new Error("no answer yet");
    });
    expect(answered.filter(([path]) => path === "/streamed")).toEqual([["/streamed", 413]]);
    expect(wholeBodies).not.toContain("/streamed");
  });

  it("limit POSTs per address with 429, not GETs", async () => {
    const limited = express();
    limited.use(postRateLimit(3, 60_000));
    limited.all("/{*splat}", (_req, res) => {
      res.send("ok");
    });
    const s = limited.listen(0);
    await new Promise((resolve) => s.once("listening", resolve));
    const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/p`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(url, { method: "POST", body: "a" })).status);
    const get = await fetch(url);
    s.close();
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(get.status).toBe(200);
  });
});

describe("CSP nonces", () => {
  it("are 128 random bits in base64, never repeated across many draws from the pool", () => {
    const next = nonceSource();
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const nonce = next();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2000);
  });

  it("differ between two sources (no shared or fixed seed)", () => {
    const a = nonceSource();
    const b = nonceSource();
    expect(a()).not.toBe(b());
  });
});

describe("URL bounds before routing", () => {
  it("lets the site's URLs through and refuses absurd ones", () => {
    expect(urlRefusal("/vidhyashram/about-us/sexual-harassment-committee.data?_routes=root")).toBeUndefined();
    expect(urlRefusal(`/__manifest?paths=${"/aims,".repeat(900)}&version=abc`)).toBeUndefined();
    expect(urlRefusal(`/${"a/".repeat(8000)}`)).toBe(414);
    expect(urlRefusal(`/${"a/".repeat(40)}`)).toBe(404);
    expect(urlRefusal(`/${"x".repeat(2000)}`)).toBe(414);
    expect(urlRefusal(`/notifications?q=${"x".repeat(9000)}`)).toBe(414);
  });
});

describe("render limit", () => {
  /** An app whose pages finish only when the test says so, behind a limit of 2 at once, 3 per address. */
  function slowApp() {
    const limit = renderLimit({ concurrent: 2, perAddress: 3, queue: 10 });
    const pending: (() => void)[] = [];
    const limited = express();
    limited.use(limit);
    limited.get("/{*splat}", (_req, res) => {
      pending.push(() => res.type("text").send("page"));
    });
    return { limit, pending, limited };
  }

  it("renders at most `concurrent` at once, queues the rest in order, and refuses one address beyond its share with 503", async () => {
    const { limit, pending, limited } = slowApp();
    const server = limited.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = [fetch(`${base}/a`), fetch(`${base}/b`), fetch(`${base}/c`)];
      await eventually(() => expect(limit.active() + limit.waiting()).toBe(3));
      expect(limit.active()).toBe(2);
      expect(limit.waiting()).toBe(1);
      const refused = await fetch(`${base}/d`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBeTruthy();
      // A refused flood reconnects, in the same queue of new connections as everyone else.
      expect(refused.headers.get("connection")).toBe("close");
      pending.shift()?.();
      await eventually(() => expect(pending.length).toBe(2));
      expect(limit.waiting()).toBe(0);
      while (pending.length || limit.active()) {
        pending.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect((await Promise.all(first)).map((r) => r.status)).toEqual([200, 200, 200]);
    } finally {
      server.close();
    }
  });

  it("gives the place back when a waiting client hangs up", async () => {
    const { limit, pending, limited } = slowApp();
    const server = limited.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const held = [fetch(`${base}/a`), fetch(`${base}/b`)];
      const controller = new AbortController();
      const waiting = fetch(`${base}/c`, { signal: controller.signal }).catch(() => "aborted");
      await eventually(() => expect(limit.waiting()).toBe(1));
      controller.abort();
      expect(await waiting).toBe("aborted");
      await eventually(() => expect(limit.waiting()).toBe(0));
      for (const finish of pending.splice(0)) finish();
      await Promise.all(held);
      await eventually(() => expect(limit.active()).toBe(0));
    } finally {
      server.close();
    }
  });

  /** Serves `app` on a free loopback port; resolves its port and a function that closes it. */
  async function listen(app: express.Express): Promise<{ port: number; close: () => void }> {
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    return { port: (server.address() as AddressInfo).port, close: () => server.close() };
  }

  /** A GET of `path` on its own connection that the client closes after `holdMs` (0: at once). */
  function hangUp(port: number, path: string, holdMs: number): Promise<void> {
    return new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(`GET ${path} HTTP/1.1\r\nHost: school.test\r\n\r\n`);
        setTimeout(() => socket.destroy(), holdMs);
      });
      socket.on("error", () => undefined);
      socket.on("close", () => resolve());
    });
  }

  it("takes no place for a request whose client hung up before it reached the line, so pages still render after hundreds", async () => {
    const limit = renderLimit({ concurrent: 8, perAddress: 16, queue: 512 });
    const app = express();
    // As the static files' `stat` does: the request reaches the line only once its client has gone.
    app.use("/gone", (req, _res, next) => {
      if (req.socket.destroyed) next();
      else req.socket.once("close", () => setImmediate(next));
    });
    const rendered: string[] = [];
    app.use(limit);
    app.get("/{*splat}", (req, res) => {
      rendered.push(req.path);
      setImmediate(() => res.type("text").send("page"));
    });
    const { port, close } = await listen(app);
    try {
      for (let n = 0; n < 200; n += 20) {
        await Promise.all(
          Array.from({ length: 20 }, (_, i) => hangUp(port, "/gone/robots.txt", (n + i) % 3)),
        );
      }
      await eventually(() => expect(limit.line()).toMatchObject({ active: 0, waiting: 0 }));
      // Nobody was there to read them: none was rendered.
      expect(rendered.filter((path) => path.startsWith("/gone"))).toEqual([]);
      const page = await fetch(`http://127.0.0.1:${port}/login`);
      expect(page.status).toBe(200);
    } finally {
      close();
    }
  });

  it("gives the place back when the client hangs up while a file or a stream is being sent", async () => {
    const limit = renderLimit({ concurrent: 2, perAddress: 100, queue: 100 });
    const app = express();
    app.use(limit);
    // A body that is sent slowly and never ends by itself: only the client's hang-up ends it.
    app.get("/feed.rss", (_req, res) => {
      res.type("xml").write("<rss>");
      const tick = setInterval(() => res.write("<item/>"), 1);
      res.on("close", () => clearInterval(tick));
    });
    app.get("/page", (_req, res) => {
      res.type("text").send("page");
    });
    const { port, close } = await listen(app);
    try {
      await Promise.all(Array.from({ length: 50 }, (_, n) => hangUp(port, "/feed.rss", 1 + (n % 5))));
      await eventually(() => expect(limit.line()).toMatchObject({ active: 0, waiting: 0 }));
      expect((await fetch(`http://127.0.0.1:${port}/page`)).status).toBe(200);
    } finally {
      close();
    }
  });

  it("reports its places, the oldest wait and render, and gives back a place whose response ended without telling it", async () => {
    let clock = 1_000;
    const limit = renderLimit({ concurrent: 1, perAddress: 10, queue: 10, now: () => clock });
    const silent = unfinishedResponse();
    const renders: string[] = [];
    limit({ method: "GET", ip: "192.0.2.1", socket: silent.socket } as unknown as Request, silent, () =>
      renders.push("silent"),
    );
    clock += 40;
    const waiter = unfinishedResponse();
    limit({ method: "GET", ip: "192.0.2.2", socket: waiter.socket } as unknown as Request, waiter, () =>
      renders.push("waiter"),
    );
    clock += 10;
    expect(limit.line()).toEqual({
      concurrent: 1,
      active: 1,
      waiting: 1,
      costlyWaiting: 0,
      oldestWaitMs: 10,
      oldestRenderMs: 50,
      reclaimed: 0,
    });
    // The first response's connection is destroyed and no event reaches the line.
    Object.assign(silent, { destroyed: true });
    await eventually(() => {
      // Time passes: the line's pause after a turn spent rendering ends.
      clock += 100;
      expect(renders).toEqual(["silent", "waiter"]);
    });
    expect(limit.line()).toMatchObject({ active: 1, waiting: 0, reclaimed: 1 });
  });

  it("gives costly variants (searches, months) a budget of rendering time shared by every address, so a crowd of them never holds back other pages", async () => {
    let clock = 0;
    const limit = renderLimit({
      concurrent: 8,
      perAddress: 10,
      queue: 50,
      costOf: (req) => (req.url.startsWith("/search") ? "costly" : "ordinary"),
      // Costly renders may take 100 ms of each second; each search here takes 100 ms.
      costly: { msPerSecond: 100, burstMs: 100, concurrent: 1, queue: 2, perAddress: 1 },
      now: () => clock,
    });
    const events: string[] = [];
    const statuses = new Map<string, number>();
    /** A request for `url` from `address`, answered at once when it starts. */
    const ask = (address: string, url: string, name: string) => {
      const res = answeringResponse((status) => statuses.set(name, status));
      const req = { method: "GET", ip: address, url, socket: res.socket } as unknown as Request;
      limit(req, res, () => {
        events.push(name);
        if (url.startsWith("/search")) clock += 100;
        res.status(200).send("page");
      });
    };
    // A crowd of four addresses, each asking a new search, and a visitor asking an ordinary page.
    ask("192.0.2.1", "/search?q=a", "crowd 1");
    ask("192.0.2.2", "/search?q=b", "crowd 2");
    ask("192.0.2.3", "/search?q=c", "crowd 3");
    ask("192.0.2.4", "/search?q=d", "crowd 4");
    ask("198.51.100.7", "/login", "visitor page");
    // The first search spent the budget; the budget's line holds two: the fourth is refused at once.
    expect(statuses.get("crowd 4")).toBe(503);
    // The visitor's page goes before the waiting searches; the next search waits for the budget.
    await eventually(() => {
      clock += 50;
      expect(events).toEqual(["crowd 1", "visitor page", "crowd 2"]);
    });
    expect(limit.line()).toMatchObject({ costlyWaiting: 1 });
    // A visitor who has not searched before takes the place of a crowd address that has.
    ask("192.0.2.1", "/search?q=again", "crowd 1 again");
    ask("198.51.100.7", "/search?q=fees", "visitor search");
    expect(statuses.get("crowd 1 again")).toBe(503);
    // One address holds one costly place at a time.
    ask("198.51.100.7", "/search?q=fees+2", "visitor second search");
    expect(statuses.get("visitor second search")).toBe(503);
    // The budget's time, 100 ms a second, goes in arrival order among addresses that had no search.
    await eventually(() => {
      clock += 250;
      expect(events).toEqual(["crowd 1", "visitor page", "crowd 2", "crowd 3", "visitor search"]);
    });
    expect(limit.line()).toMatchObject({ active: 0, waiting: 0, costlyWaiting: 0 });
  });

  /** A stand-in response that Express's `status().set().type().send()` can answer; `onSend` gets its status. */
  function answeringResponse(onSend: (status: number) => void): Response {
    const res = unfinishedResponse() as unknown as Record<string, unknown> & EventEmitter;
    let status = 200;
    Object.assign(res, {
      status(code: number) {
        status = code;
        return res;
      },
      set: () => res,
      type: () => res,
      send() {
        Object.assign(res, { finished: true, writableFinished: true });
        onSend(status);
        res.emit("finish");
        return res;
      },
    });
    return res as unknown as Response;
  }

  /** A stand-in for a response being written: not sent, its connection open. */
  function unfinishedResponse(): Response {
    const socket = Object.assign(new EventEmitter(), { destroyed: false, writable: true });
    return Object.assign(new EventEmitter(), {
      finished: false,
      writableFinished: false,
      destroyed: false,
      socket,
    }) as unknown as Response;
  }

  /**
   * A request from `address` to `limit` whose page renders without yielding for `ms` (a SQLite loader
   * and React's render), logging its start and end in `events`.
   */
  function syncRender(
    limit: ReturnType<typeof renderLimit>,
    address: string,
    name: string,
    events: string[],
    ms = 0,
    afterEnd: () => void = () => {},
  ) {
    const res = unfinishedResponse();
    const req = { method: "GET", ip: address, socket: res.socket } as unknown as Request;
    limit(req, res, () => {
      events.push(`start ${name}`);
      const until = performance.now() + ms;
      while (performance.now() < until) {
        // rendering
      }
      events.push(`end ${name}`);
      afterEnd();
      Object.assign(res, { finished: true, writableFinished: true });
      (res as unknown as EventEmitter).emit("finish");
    });
  }

  it("takes waiting requests one address at a time, so another visitor never waits behind a flood's line", async () => {
    const limit = renderLimit({ concurrent: 1, perAddress: 10, queue: 50 });
    const events: string[] = [];
    for (let n = 1; n <= 5; n++) syncRender(limit, "192.0.2.1", `flood ${n}`, events);
    syncRender(limit, "198.51.100.7", "visitor", events);
    await eventually(() => expect(limit.waiting()).toBe(0));
    const started = events.filter((event) => event.startsWith("start")).map((event) => event.slice(6));
    expect(started).toEqual(["flood 1", "visitor", "flood 2", "flood 3", "flood 4", "flood 5"]);
  });

  it("while requests wait, starts one render per turn of the event loop and then leaves the loop as long again to the rest (new connections, cached pages, files)", async () => {
    const limit = renderLimit({ concurrent: 8, perAddress: 10, queue: 50 });
    const events: string[] = [];
    for (let n = 1; n <= 5; n++) {
      // When a render ends, something else is ready to run: a timer, standing for a new connection.
      syncRender(limit, `192.0.2.${n}`, `${n}`, events, 15, () =>
        setTimeout(() => events.push(`other after ${n}`), 0),
      );
    }
    await eventually(() => expect(events.filter((e) => e.startsWith("other"))).toHaveLength(5));
    // Something else ran between one render and the next: never two renders in one turn.
    expect(events.filter((event) => !event.startsWith("end"))).toEqual([
      "start 1",
      "other after 1",
      "start 2",
      "other after 2",
      "start 3",
      "other after 3",
      "start 4",
      "other after 4",
      "start 5",
      "other after 5",
    ]);
    expect(limit.active()).toBe(0);
  });
});
