import { Writable } from "node:stream";
import { pino } from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { eventually } from "../../tests/support/eventually";
import { serveForTests } from "../../tests/support/serve";
import { accessLog } from "./access-log";

interface Line {
  msg: string;
  req: { id: string; url: string };
  res: { statusCode: number };
}

let lines: Line[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const text of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(text) as Line);
    done();
  },
});
const log = accessLog(pino({ level: "info" }, sink));
const served = serveForTests((req, res) =>
  log(req, res, () => {
    res.end("next");
  }),
);

beforeEach(() => {
  lines = [];
});

describe("request ids and log lines in the listener", () => {
  it("tags a page request with an id and logs one line carrying it", async () => {
    const res = await fetch(served.url("/aims?x=1"));
    expect(await res.text()).toBe("next");
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await eventually(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({
      msg: "request completed",
      req: { id, url: "/aims?x=1" },
      res: { statusCode: 200 },
    });
  });

  it("tags probes without logging them", async () => {
    const res = await fetch(served.url("/healthz"));
    expect(res.headers.get("x-request-id")).toBeTruthy();
    await fetch(served.url("/readyz"));
    await fetch(served.url("/aims"));
    await eventually(() => expect(lines).toHaveLength(1));
    expect(lines.map((l) => l.req.url)).toEqual(["/aims"]);
  });

  it("neither tags nor logs files", async () => {
    for (const path of ["/assets/app.js", "/images/logo.svg", "/uploads/p.webp", "/favicon.svg"]) {
      const res = await fetch(served.url(path));
      expect(await res.text()).toBe("next");
      expect(res.headers.get("x-request-id"), path).toBeNull();
    }
    await fetch(served.url("/aims"));
    await eventually(() => expect(lines).toHaveLength(1));
    expect(lines.map((l) => l.req.url)).toEqual(["/aims"]);
  });
});
