import { request as httpRequest } from "node:http";
import { Writable } from "node:stream";
import express from "express";
import { pino } from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { eventually } from "../tests/support/eventually";
import { serveForTests } from "../tests/support/serve";
import { requestId } from "./guards";
import { redactSecrets, requestLog } from "./request-log";

interface Line {
  level: number;
  msg: string;
  req: { id: string; method: string; url: string };
  res: { statusCode: number };
  responseTime: number;
}

let lines: Line[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const text of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(text) as Line);
    done();
  },
});
const logger = pino({ level: "info" }, sink);

const app = express();
app.use(requestId());
app.use(requestLog(logger, (url) => url.startsWith("/healthz")));
app.get("/ok", (_req, res) => {
  res.send("fine");
});
app.get("/missing", (_req, res) => {
  res.status(404).send("no");
});
app.post("/boom", (_req, res) => {
  res.status(500).send("broken");
});
app.get("/healthz", (_req, res) => {
  res.send("up");
});
app.get("/slow", (_req, res) => {
  setTimeout(() => res.send("late"), 300);
});

const served = serveForTests(app);
beforeEach(() => {
  lines = [];
});

/** The log lines once the server has written `count` of them (after the response, on the socket's close). */
async function logged(count: number): Promise<Line[]> {
  await eventually(() => expect(lines.length).toBeGreaterThanOrEqual(count), 10);
  return lines;
}

describe("request log", () => {
  it("writes one line per request with its id, method, URL, status and time, at info", async () => {
    const response = await fetch(`${served.url()}/ok?x=1`, { headers: { "X-Request-Id": "proxy-1234abcd" } });
    expect(response.status).toBe(200);
    const [line] = await logged(1);
    expect(lines).toHaveLength(1);
    expect(line).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { id: "proxy-1234abcd", method: "GET", url: "/ok?x=1" },
      res: { statusCode: 200 },
    });
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it("logs a 4xx at warn and a 5xx at error", async () => {
    await fetch(`${served.url()}/missing`);
    await fetch(`${served.url()}/boom`, { method: "POST" });
    const got = await logged(2);
    expect(got.map((l) => [l.res.statusCode, l.level])).toEqual([
      [404, 40],
      [500, 50],
    ]);
  });

  it("leaves out what `ignore` accepts", async () => {
    await fetch(`${served.url()}/healthz`);
    await fetch(`${served.url()}/ok`);
    const got = await logged(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(got.map((l) => l.req.url)).toEqual(["/ok"]);
  });

  it("logs a request the client abandoned as aborted, at warn", async () => {
    await new Promise<void>((resolve) => {
      const request = httpRequest(`${served.url()}/slow`);
      request.on("error", () => resolve());
      request.end();
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 50);
    });
    const [line] = await logged(1);
    expect(line).toMatchObject({ level: 40, msg: "request aborted", req: { url: "/slow" } });
  });

  it("writes nothing below the logger's level", async () => {
    logger.level = "warn";
    try {
      await fetch(`${served.url()}/ok`);
      await fetch(`${served.url()}/missing`);
      const got = await logged(1);
      await new Promise((r) => setTimeout(r, 50));
      expect(got.map((l) => l.res.statusCode)).toEqual([404]);
    } finally {
      logger.level = "info";
    }
  });
});

describe("redactSecrets", () => {
  it("keeps a parent's private link and the acknowledgment's key out of the log", () => {
    const token = "0123456789abcdef".repeat(4);
    expect(redactSecrets(`/enquiry/mine/${token}`)).toBe("/enquiry/mine/[private]");
    expect(redactSecrets(`/enquiry/mine/${token}?saved`)).toBe("/enquiry/mine/[private]?saved");
    expect(redactSecrets(`/enquiry/sent?ref=ENQ-7KQ3XD&key=${token}`)).toBe(
      "/enquiry/sent?ref=ENQ-7KQ3XD&key=[private]",
    );
    expect(redactSecrets("/enquiry?class=LKG")).toBe("/enquiry?class=LKG");
  });

  it("decides on the decoded, lower-case path and query keys, whatever the spelling", () => {
    const token = "0123456789abcdef".repeat(4);
    for (const path of [
      `/Enquiry/mine/${token}`,
      `/ENQUIRY/MINE/${token}`,
      `/%65nquiry/mine/${token}`,
      `/%45NQUIRY/%6d%69%6e%65/${token}`,
      `/enquiry%2Fmine%2F${token}`,
      `/enquiry%252Fmine%252F${token}`,
      `//enquiry//mine/${token}`,
      `/./enquiry/./mine/${token}`,
      `/enquiry\\mine\\${token}`,
      `/enquiry/mine/${token}/`,
    ]) {
      const logged = redactSecrets(`${path}?saved`);
      expect(logged, path).toBe("/enquiry/mine/[private]?saved");
      expect(logged, path).not.toContain(token.slice(0, 16));
    }
    for (const query of [
      `key=${token}`,
      `%6Bey=${token}`,
      `%6bey=${token}`,
      `KEY=${token}`,
      `k%65y=${token}`,
      `%256Bey=${token}`,
      `+key=${token}`,
    ]) {
      const logged = redactSecrets(`/enquiry/sent?ref=ENQ-7KQ3XD&${query}`);
      expect(logged, query).not.toContain(token.slice(0, 16));
      expect(logged, query).toMatch(/^\/enquiry\/sent\?ref=ENQ-7KQ3XD&.*=\[private\]$/);
    }
    // Other addresses and parameters are logged as sent.
    expect(redactSecrets("/Enquiry?Class=LKG&monkey=1")).toBe("/Enquiry?Class=LKG&monkey=1");
    expect(redactSecrets("/enquiry/mine")).toBe("/enquiry/mine");
    expect(redactSecrets("/admin/enquiries/mine?x=1")).toBe("/admin/enquiries/mine?x=1");
  });
});
