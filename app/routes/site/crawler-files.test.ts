import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { env } from "~/lib/platform/env.server";
import { crawlerFile, originOf } from "~/lib/site/sitemap.server";
import { callLoader, responseOf } from "../../../tests/support/routes";
import * as robotsRoute from "./robots";
import * as sitemapRoute from "./sitemap";

const { action: robotsAction } = robotsRoute;
const { action: sitemapAction } = sitemapRoute;

// The server build's route table, as React Router gives it: pages, the admin area, and the two files.
vi.mock("virtual:react-router/server-build", () => ({
  routes: {
    root: { id: "root", path: "" },
    "routes/site/group/home": { id: "routes/site/group/home", parentId: "root", index: true },
    "page:/aims": { id: "page:/aims", parentId: "root", path: "aims" },
    "routes/admin/layout": { id: "routes/admin/layout", parentId: "root", path: "admin" },
    "routes/site/sitemap": { id: "routes/site/sitemap", parentId: "root", path: "sitemap.xml" },
    "routes/site/robots": { id: "routes/site/robots", parentId: "root", path: "robots.txt" },
    "routes/site/not-found": { id: "routes/site/not-found", parentId: "root", path: "*" },
  },
}));

/** Express's weak ETag of `body`, as `res.send` set it before these files were routes. */
const expressEtag = (body: string) =>
  `W/"${Buffer.byteLength(body).toString(16)}-${createHash("sha1").update(body).digest("base64").slice(0, 27)}"`;

/** The site's configured address (`SITE_URL`), which every address in these files names. */
const SITE_URL = "https://www.school.example";
const savedSiteUrl = process.env.SITE_URL;
beforeEach(() => {
  process.env.SITE_URL = SITE_URL;
  env(true);
});
afterEach(() => {
  if (savedSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = savedSiteUrl;
  env(true);
});

describe("sitemap.xml and robots.txt as routes", () => {
  it("the sitemap lists the public pages on the site's configured origin, not itself, robots.txt or the admin area", async () => {
    const res = responseOf(
      await callLoader(sitemapRoute, new Request("http://a1b2c3.example:3000/sitemap.xml")),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const xml = await res.text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Each page in English and its Tamil twin (decision 0030).
    expect(listed).toEqual([`${SITE_URL}/`, `${SITE_URL}/ta`, `${SITE_URL}/aims`, `${SITE_URL}/ta/aims`]);
  });

  it("robots.txt names the sitemap on the site's configured origin, as plain text cached for an hour", async () => {
    const res = responseOf(await callLoader(robotsRoute, new Request("https://a1b2c3.example/robots.txt")));
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await res.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it("a write to either is a plain 404, never kept", async () => {
    for (const action of [sitemapAction, robotsAction]) {
      const res = action();
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(await res.text()).toBe("Page not found.");
    }
  });
});

describe("crawlerFile", () => {
  it("sends the body with its length and Express's weak ETag", async () => {
    const res = crawlerFile(new Request("http://x.example/f"), "héllo\n", "text/plain");
    expect(res.headers.get("content-length")).toBe("7");
    expect(res.headers.get("etag")).toBe(expressEtag("héllo\n"));
    expect(await res.text()).toBe("héllo\n");
  });

  it("answers 304 without a body to a request holding that version, unless it asks for no-cache", async () => {
    const etag = expressEtag("body");
    const ask = (headers: Record<string, string>, method = "GET") =>
      crawlerFile(new Request("http://x.example/f", { method, headers }), "body", "text/plain");
    for (const match of [etag, etag.slice(2), `"other", ${etag}`, "*"]) {
      const res = ask({ "If-None-Match": match });
      expect(res.status, match).toBe(304);
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(res.headers.get("content-type")).toBeNull();
      expect(await res.text()).toBe("");
    }
    expect(ask({ "If-None-Match": etag }, "HEAD").status).toBe(304);
    expect(ask({ "If-None-Match": '"other"' }).status).toBe(200);
    expect(ask({ "If-None-Match": etag, "Cache-Control": "no-cache" }).status).toBe(200);
    // If-None-Match decides when both are sent (RFC 9110 13.2.2; Express 5's `fresh` 2 does the same).
    expect(ask({ "If-None-Match": etag, "If-Modified-Since": new Date().toUTCString() }).status).toBe(304);
    expect(ask({ "If-Modified-Since": new Date().toUTCString() }).status).toBe(200);
    expect(ask({ "If-None-Match": etag, "Content-Type": "text/plain" }, "POST").status).toBe(200);
  });

  it("originOf is the configured origin whatever Host the request names (ruling 14)", () => {
    expect(originOf()).toBe(SITE_URL);
    delete process.env.SITE_URL;
    env(true);
    expect(originOf()).toBe(`http://localhost:${env().PORT}`);
  });
});
