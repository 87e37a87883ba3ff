import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";
import express from "express";
import { describe, expect, it } from "vitest";
import { serveForTests } from "../tests/support/serve";
import { createPageCache } from "./page-cache";

/** A stand-in for the app: a page that shows how often it was rendered and carries the request's nonce. */
let version = 1;
let renders = 0;
let databaseDown = false;
const newNonce = () => randomBytes(16).toString("base64");
const app = express();
app.use((_req, res, next) => {
  res.locals.nonce = newNonce();
  res.set("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce}'`);
  res.set("X-Frame-Options", "SAMEORIGIN");
  next();
});
const cache = createPageCache({
  version: async () => {
    if (databaseDown) throw new Error("database down");
    return version;
  },
  bump: async () => {
    version++;
  },
  nonceOf: (res) => String(res.locals.nonce),
  newNonce,
});
app.use(cache.invalidate);
app.use(cache.record);
app.get("/cookie", (_req, res) => {
  res.cookie("a", "b").type("html").send("<p>with a cookie</p>");
});
app.get("/missing", (_req, res) => {
  res.status(404).type("html").send("<p>not found</p>");
});
app.get("/notices.data", (_req, res) => {
  renders++;
  res.type("text/x-script").send(`[{"notices":${renders}}]`);
});
app.get("/{*splat}", (req, res) => {
  renders++;
  res.type("html");
  res.write(`<html><script nonce="${res.locals.nonce}"></script>`);
  res.end(
    `<p>${req.path} render ${renders}</p>${"<p>Admissions are open.</p>".repeat(req.query.long ? 100 : 1)}</html>`,
  );
});
app.post("/admin/notices", (_req, res) => {
  res.redirect(303, "/admin");
});

const served = serveForTests(cache.front(app));

/** A GET whose body is not decoded (fetch would gunzip it). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      httpRequest(served.url(path), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    },
  );
}

const nonceOf = (response: Response) =>
  response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];

describe("page cache", () => {
  it("renders a page once and serves the copy, with each request's own nonce in the page and the CSP", async () => {
    const first = await fetch(`${served.url()}/aims`);
    const firstBody = await first.text();
    const second = await fetch(`${served.url()}/aims`);
    const secondBody = await second.text();
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(secondBody.replace(/nonce="[^"]+"/, "")).toBe(firstBody.replace(/nonce="[^"]+"/, ""));
    expect(secondBody).toContain("render 1");
    const nonce = nonceOf(second);
    expect(nonce).not.toBe(nonceOf(first));
    expect(secondBody).toContain(`nonce="${nonce}"`);
  });

  it("sends a copy with the headers the app set on the page, and gzip made once that reads back as the page with its own nonce", async () => {
    const first = await fetch(`${served.url()}/facilities?long=1`);
    const firstBody = await first.text();
    const { headers, body } = await rawGet("/facilities?long=1", { "Accept-Encoding": "gzip, deflate, br" });
    expect(headers["x-cache"]).toBe("HIT");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers.vary).toBe("Accept-Encoding");
    expect(body.length).toBe(Number(headers["content-length"]));
    expect(body.length).toBeLessThan(firstBody.length / 4);
    const page = gunzipSync(body).toString();
    const nonce = String(headers["content-security-policy"]).match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(page).toBe(firstBody.replace(/nonce="[^"]+"/, `nonce="${nonce}"`));
    const plain = await rawGet("/facilities?long=1", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("render");
  });

  it("keeps React Router's data too, the same bytes and tag for everyone, and answers its tag with 304", async () => {
    const first = await (await fetch(`${served.url()}/notices.data`)).text();
    const second = await fetch(`${served.url()}/notices.data`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(first);
    const etag = second.headers.get("etag") ?? "";
    const again = await fetch(`${served.url()}/notices.data`, { headers: { "If-None-Match": `W/${etag}` } });
    expect(again.status).toBe(304);
  });

  it("re-renders after an admin write raises the content version", async () => {
    await fetch(`${served.url()}/aims`);
    const before = version;
    const write = await fetch(`${served.url()}/admin/notices`, { method: "POST", redirect: "manual" });
    expect(write.status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(version).toBe(before + 1);
    expect(await (await fetch(`${served.url()}/aims`)).text()).not.toContain("render 1<");
  });

  it("re-renders when another instance raised the version", async () => {
    const a = await (await fetch(`${served.url()}/why-choose`)).text();
    version += 1;
    const b = await (await fetch(`${served.url()}/why-choose`)).text();
    expect(b).not.toBe(a);
  });

  it("answers a current ETag with 304 and a CSP naming the nonce of the browser's copy", async () => {
    await fetch(`${served.url()}/pta`);
    const hit = await fetch(`${served.url()}/pta`);
    const etag = hit.headers.get("etag") ?? "";
    expect(hit.headers.get("cache-control")).toBe("private, no-cache");
    const copyNonce = nonceOf(hit);
    const again = await fetch(`${served.url()}/pta`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(nonceOf(again)).toBe(copyNonce);
    version += 1;
    const changed = await fetch(`${served.url()}/pta`, { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
  });

  it("never keeps the admin area, responses that set cookies, or errors", async () => {
    await fetch(`${served.url()}/admin`);
    expect((await fetch(`${served.url()}/admin`)).headers.get("x-cache")).toBeNull();
    await fetch(`${served.url()}/cookie`);
    expect((await fetch(`${served.url()}/cookie`)).headers.get("x-cache")).toBeNull();
    await fetch(`${served.url()}/missing`);
    expect((await fetch(`${served.url()}/missing`)).headers.get("x-cache")).toBeNull();
  });

  it("stands aside while the database is down", async () => {
    await fetch(`${served.url()}/facilities`);
    databaseDown = true;
    const response = await fetch(`${served.url()}/facilities`);
    databaseDown = false;
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBeNull();
  });

  it("keeps at most maxEntries pages", async () => {
    const small = createPageCache({
      version: async () => 1,
      bump: async () => {},
      nonceOf: () => "n",
      newNonce: () => "m",
      maxEntries: 2,
    });
    const mini = express();
    mini.use(small.record);
    mini.get("/{*splat}", (req, res) => {
      res.type("html").send(req.path);
    });
    const s = mini.listen(0, "127.0.0.1");
    await new Promise((resolve) => s.once("listening", resolve));
    const address = s.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    for (const p of ["/a", "/b", "/c"]) await fetch(url + p);
    s.close();
    expect(small.size()).toBe(2);
  });
});
