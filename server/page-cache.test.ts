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
/** The site-wide next schedule boundary (ms) the cache reads with the version; undefined: none due. */
let boundary: number | undefined;
/** The cache's clock (ms): moved on by the tests, so that a busy machine's slowness is not time passing. */
let clock = Date.parse("2026-06-01T04:30:00Z");
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
  nextBoundary: async () => boundary,
  nonceOf: (res) => String(res.locals.nonce),
  newNonce,
  hasSession: (req) => /(^|;)\s*session=/.test(req.headers.cookie ?? ""),
  now: () => clock,
});
app.use(cache.record);
/** Like a public page's route: shareable, and naming the query parameters it reads. */
const publicPage = (res: express.Response, query = "") =>
  res.set({ "Cache-Control": "public, max-age=0, must-revalidate", "X-Page-Query": query });
// Like React Router: staff pages match in any case and encoding, and are not marked public.
app.get("/{*splat}", (req, res, next) => {
  if (!/^\/admin(\/|$)/i.test(decodeURIComponent(req.path))) return next();
  renders++;
  res.set("Cache-Control", "private, no-store").type("html").send(`<p>Staff only: enquiry ${renders}</p>`);
});
app.get("/cookie", (_req, res) => {
  publicPage(res);
  res.cookie("a", "b").type("html").send("<p>with a cookie</p>");
});
app.get("/missing", (_req, res) => {
  publicPage(res);
  res.status(404).type("html").send("<p>not found</p>");
});
app.get("/notices.data", (_req, res) => {
  renders++;
  publicPage(res);
  res.type("text/x-script").send(`[{"notices":${renders}}]`);
});
/** A page that changes at a moment of its own (an application window opening), `freshFor` ms from now. */
let freshFor = 60_000;
app.get("/window", (_req, res) => {
  renders++;
  publicPage(res);
  res.set("X-Page-Fresh-Until", new Date(clock + freshFor).toISOString());
  res.type("html").send(`<p>window render ${renders}</p>`);
});
app.get("/unmarked", (_req, res) => {
  res.type("html").send("<p>A page whose route did not say it may be shared</p>");
});
app.get("/{*splat}", (req, res) => {
  renders++;
  publicPage(res, "long,stop");
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

  it("keeps every copy through a POST to the admin area: only a committed change raises the version", async () => {
    // Before, any POST under /admin answered below 500 (a 302 to the sign-in page, a 403, a 429)
    // raised the page version and emptied the cache; the database now raises it where a change
    // commits (docs/decisions/0014).
    await fetch(`${served.url()}/aims`);
    const before = version;
    for (const path of ["/admin/notices", "/%61dmin/notices", "/ADMIN/notices"]) {
      await fetch(`${served.url()}${path}`, { method: "POST", redirect: "manual" });
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(version).toBe(before);
    expect((await fetch(`${served.url()}/aims`)).headers.get("x-cache")).toBe("HIT");
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

  it("answers what it keeps at the last version it read while the database is down, and renders the rest", async () => {
    const kept = await (await fetch(`${served.url()}/facilities`)).text();
    databaseDown = true;
    const response = await fetch(`${served.url()}/facilities`);
    const other = await fetch(`${served.url()}/never-asked-before`);
    databaseDown = false;
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("STALE");
    expect((await response.text()).replace(/nonce="[^"]+"/, "")).toBe(kept.replace(/nonce="[^"]+"/, ""));
    expect(other.status).toBe(200);
    expect(other.headers.get("x-cache")).toBeNull();
  });

  it("keeps at most maxEntries pages", async () => {
    const small = createPageCache({
      version: async () => 1,
      nonceOf: () => "n",
      newNonce: () => "m",
      hasSession: () => false,
      maxEntries: 2,
    });
    const mini = express();
    mini.use(small.record);
    mini.get("/{*splat}", (req, res) => {
      publicPage(res);
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

  describe("keeps only what a public page's route rendered for a visitor without a session", () => {
    it.each([
      "/admin/enquiries",
      "/%61dmin/enquiries",
      "/ADMIN/enquiries",
      "/Admin/Users",
      "/%61dmin/audit?x=1",
    ])("never stores %s, whatever its spelling", async (path) => {
      const staff = await fetch(served.url(path), { headers: { Cookie: "session=staff" } });
      expect(await staff.text()).toContain("Staff only");
      const visitor = await fetch(served.url(path));
      expect(visitor.headers.get("x-cache")).toBeNull();
      expect(visitor.headers.get("cache-control")).toBe("private, no-store");
    });

    it("does not keep a public page rendered for a request with a session", async () => {
      await fetch(served.url("/careers"), { headers: { Cookie: "theme=dark; session=staff" } });
      expect((await fetch(served.url("/careers"))).headers.get("x-cache")).toBeNull();
    });

    it("does not keep a page whose route did not mark it public, and sends it private", async () => {
      await fetch(served.url("/unmarked"));
      const again = await fetch(served.url("/unmarked"));
      expect(again.headers.get("x-cache")).toBeNull();
      expect(again.headers.get("cache-control")).toBe("private, no-store");
    });

    it("does not let the page's query header out", async () => {
      const response = await fetch(served.url("/transport"));
      expect(response.headers.get("x-page-query")).toBeNull();
    });
  });

  it("serves no copy past the moment its page said it ends, and never lets that header out", async () => {
    freshFor = 400;
    const first = await fetch(`${served.url()}/window`);
    expect(first.headers.get("x-page-fresh-until")).toBeNull();
    const kept = await fetch(`${served.url()}/window`);
    expect(kept.headers.get("x-cache")).toBe("HIT");
    // Once the moment has passed the page is rendered again, with no change of version.
    clock += 450;
    const lapsed = await fetch(`${served.url()}/window`);
    expect(lapsed.headers.get("x-cache")).not.toBe("HIT");
    expect(await lapsed.text()).not.toBe(await kept.text());
  });

  it("ends every page's copy at the next schedule boundary (a notice going live), with no write and no header of the page's own", async () => {
    boundary = clock + 400;
    try {
      await fetch(served.url("/notices-board"));
      const kept = await fetch(served.url("/notices-board"));
      expect(kept.headers.get("x-cache")).toBe("HIT");
      clock += 450;
      // The version is unchanged; only the moment has passed.
      const lapsed = await fetch(served.url("/notices-board"));
      expect(lapsed.headers.get("x-cache")).not.toBe("HIT");
      expect(await lapsed.text()).not.toBe(await kept.text());
    } finally {
      boundary = undefined;
    }
  });

  it("keys a page by the query parameters it reads only: junk parameters hit the same copy", async () => {
    const first = await (await fetch(served.url("/bus-routes?stop=Kovai"))).text();
    for (const junk of ["&cb=123", "&utm_source=whatsapp&utm_medium=share", "&cb=987"]) {
      const response = await fetch(served.url(`/bus-routes?stop=Kovai${junk}`));
      expect(response.headers.get("x-cache")).toBe("HIT");
      expect((await response.text()).replace(/nonce="[^"]+"/, "")).toBe(first.replace(/nonce="[^"]+"/, ""));
    }
    const other = await fetch(served.url("/bus-routes?stop=Tiruppur&cb=1"));
    expect(other.headers.get("x-cache")).toBeNull();
    expect((await fetch(served.url("/bus-routes?cb=2&stop=Tiruppur"))).headers.get("x-cache")).toBe("HIT");
  });

  it("answers a request naming any other host from the same copy: pages carry the configured origin, never the Host (ruling 14)", async () => {
    await fetch(served.url("/ourjourney"));
    const before = renders;
    for (const host of ["a1b2c3.example", "school.example:8443", "LOCALHOST", "127.0.0.1"]) {
      const { headers, body } = await rawGet("/ourjourney", { Host: host });
      expect(headers["x-cache"], host).toBe("HIT");
      expect(body.toString(), host).toContain("/ourjourney render");
    }
    expect(renders).toBe(before);
  });

  it("keeps at most 64 copies of one page for made-up values of a parameter it reads", async () => {
    for (let n = 0; n < 70; n++) await fetch(served.url(`/transport?stop=made-up-${n}`));
    expect((await fetch(served.url("/transport?stop=made-up-3"))).headers.get("x-cache")).toBe("HIT");
    expect((await fetch(served.url("/transport?stop=made-up-68"))).headers.get("x-cache")).toBeNull();
    // The page without parameters is always kept.
    await fetch(served.url("/transport"));
    expect((await fetch(served.url("/transport"))).headers.get("x-cache")).toBe("HIT");
  });

  it("answers only the canonical spelling of a page; another spelling goes on to the app (and its redirect)", async () => {
    await fetch(served.url("/administration"));
    expect((await fetch(served.url("/administration"))).headers.get("x-cache")).toBe("HIT");
    for (const other of ["/Administration", "/%61dministration"]) {
      expect((await fetch(served.url(other))).headers.get("x-cache"), other).toBeNull();
    }
  });

  it("never puts a nonce the client chose into a 304's CSP", async () => {
    await fetch(served.url("/ourpurpose"));
    const hit = await fetch(served.url("/ourpurpose"));
    const etag = hit.headers.get("etag") ?? "";
    const forged = etag.replace(/-[^-]+"$/, `-${Buffer.from("evil' 'unsafe-inline").toString("base64url")}"`);
    const tampered = await fetch(served.url("/ourpurpose"), { headers: { "If-None-Match": forged } });
    expect(tampered.status).toBe(200);
    expect(tampered.headers.get("content-security-policy")).not.toContain("evil");
    const genuine = await fetch(served.url("/ourpurpose"), { headers: { "If-None-Match": etag } });
    expect(genuine.status).toBe(304);
  });
});
