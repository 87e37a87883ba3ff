import express from "express";
import { describe, expect, it, vi } from "vitest";
import { serveForTests } from "../../tests/support/serve";
import { healthChecks } from "./health";

const state = { read: true, write: true, ready: false };
const logger = { warn: vi.fn() };
const app = express();
app.use(
  healthChecks({
    read: async () => {
      if (!state.read) throw new Error("unable to open database file");
    },
    write: async () => {
      if (!state.write) throw new Error("attempt to write a readonly database");
    },
    ready: () => state.ready,
    logger,
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

describe("health probes", () => {
  it("/healthz: up when the database reads and writes, else 503 naming what fails; never cached", async () => {
    Object.assign(state, { read: true, write: true });
    expect(await get("/healthz")).toEqual({
      status: 200,
      cache: "no-store",
      body: { ok: true, database: "up", checks: { read: "ok", write: "ok" } },
    });
    Object.assign(state, { read: true, write: false });
    expect(await get("/healthz")).toEqual({
      status: 503,
      cache: "no-store",
      body: { ok: false, database: "read-only", checks: { read: "ok", write: "failed" } },
    });
    expect(logger.warn).toHaveBeenCalledWith(
      { reason: "attempt to write a readonly database" },
      "Health: the database refuses writes",
    );
    Object.assign(state, { read: false, write: false });
    expect(await get("/healthz")).toEqual({
      status: 503,
      cache: "no-store",
      body: { ok: false, database: "down", checks: { read: "failed", write: "not tried" } },
    });
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
