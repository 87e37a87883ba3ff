import express from "express";
import { describe, expect, it, vi } from "vitest";
import { serveForTests } from "../../tests/support/serve";
import type { RenderLine } from "../guards";
import { healthChecks } from "./health";

const state = { read: true, write: true, ready: false, writes: 0, clock: 0 };
const line: RenderLine = {
  concurrent: 8,
  active: 0,
  waiting: 0,
  costlyWaiting: 0,
  oldestWaitMs: 0,
  oldestRenderMs: 0,
  reclaimed: 0,
};
const logger = { warn: vi.fn() };
const app = express();
app.use(
  healthChecks({
    read: async () => {
      if (!state.read) throw new Error("unable to open database file");
    },
    write: async () => {
      state.writes++;
      if (!state.write) throw new Error("attempt to write a readonly database");
    },
    ready: () => state.ready,
    renderLine: () => ({ ...line }),
    logger,
    writeEveryMs: 5_000,
    stuckAfterMs: 30_000,
    now: () => state.clock,
  }),
);
app.use((_req, res) => {
  res.status(404).send("next");
});
const served = serveForTests(app);

async function get(path: string) {
  const res = await fetch(served.url(path));
  return { status: res.status, cache: res.headers.get("cache-control"), body: await res.json() };
}

/** Time passes beyond the write interval, so the next probe writes again. */
function later() {
  state.clock += 5_000;
}

describe("health probes", () => {
  it("/healthz: up when the database reads and writes, else 503 naming what fails; never cached", async () => {
    Object.assign(state, { read: true, write: true });
    later();
    expect(await get("/healthz")).toEqual({
      status: 200,
      cache: "no-store",
      body: {
        ok: true,
        database: "up",
        checks: { read: "ok", write: "ok", renders: "ok" },
        renderLine: line,
      },
    });
    Object.assign(state, { read: true, write: false });
    later();
    expect(await get("/healthz")).toMatchObject({
      status: 503,
      cache: "no-store",
      body: { ok: false, database: "read-only", checks: { read: "ok", write: "failed" } },
    });
    expect(logger.warn).toHaveBeenCalledWith(
      { reason: "attempt to write a readonly database" },
      "Health: the database refuses writes",
    );
    Object.assign(state, { read: false, write: false });
    later();
    expect(await get("/healthz")).toMatchObject({
      status: 503,
      cache: "no-store",
      body: { ok: false, database: "down", checks: { read: "failed", write: "not tried" } },
    });
  });

  it("/healthz writes at most once in its interval, however many probes arrive", async () => {
    Object.assign(state, { read: true, write: true });
    later();
    const before = state.writes;
    const answers = await Promise.all(Array.from({ length: 50 }, () => get("/healthz")));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(state.writes - before).toBe(1);
    state.clock += 4_999;
    await get("/healthz");
    expect(state.writes - before).toBe(1);
    state.clock += 1;
    await get("/healthz");
    expect(state.writes - before).toBe(2);
  });

  it("/healthz reports the render line, and fails while a request has waited too long for a place", async () => {
    Object.assign(state, { read: true, write: true });
    Object.assign(line, { active: 8, waiting: 3, oldestWaitMs: 1_200, oldestRenderMs: 900 });
    later();
    expect(await get("/healthz")).toMatchObject({
      status: 200,
      body: {
        ok: true,
        checks: { renders: "ok" },
        renderLine: { active: 8, waiting: 3, oldestWaitMs: 1_200 },
      },
    });
    line.oldestWaitMs = 30_000;
    expect(await get("/healthz")).toMatchObject({
      status: 503,
      body: { ok: false, database: "up", checks: { read: "ok", write: "ok", renders: "stuck" } },
    });
    Object.assign(line, { active: 0, waiting: 0, oldestWaitMs: 0, oldestRenderMs: 0 });
  });

  it("/readyz: 200 while the instance takes traffic, 503 while starting or stopping", async () => {
    state.ready = false;
    expect(await get("/readyz")).toEqual({ status: 503, cache: "no-store", body: { ready: false } });
    state.ready = true;
    expect(await get("/readyz")).toEqual({ status: 200, cache: "no-store", body: { ready: true } });
  });

  it("leaves every other path to what comes next", async () => {
    const res = await fetch(served.url("/healthz/more"));
    expect(await res.text()).toBe("next");
  });
});
