import { describe, expect, it } from "vitest";
import { listedPaths, publicPaths, robotsTxt, sitemapXml } from "./sitemap.server";

const routes = {
  root: { id: "root", path: "" },
  "routes/site/group/home": { id: "routes/site/group/home", parentId: "root", index: true },
  "page:/aims": { id: "page:/aims", parentId: "root", path: "aims" },
  "page:/vidhyashram/facilities/lab": {
    id: "page:/vidhyashram/facilities/lab",
    parentId: "root",
    path: "vidhyashram/facilities/lab",
  },
  "routes/admin/layout": { id: "routes/admin/layout", parentId: "root", path: "admin" },
  "routes/admin/notifications": {
    id: "routes/admin/notifications",
    parentId: "routes/admin/layout",
    index: true,
  },
  "routes/auth/login": { id: "routes/auth/login", parentId: "root", path: "login" },
  "legacy-unified": { id: "legacy-unified", parentId: "root", path: "unified" },
  "routes/site/not-found": { id: "routes/site/not-found", parentId: "root", path: "*" },
  "routes/site/album": { id: "routes/site/album", parentId: "root", path: "gallery/:albumId" },
  "sections:/vidhyashram/rte": { id: "sections:/vidhyashram/rte", parentId: "root", path: "vidhyashram/rte" },
  "ta:sections:/vidhyashram/rte": {
    id: "ta:sections:/vidhyashram/rte",
    parentId: "root",
    path: "ta/vidhyashram/rte",
  },
  // Tamil twins (app/routes.ts `tamil`): the same modules under /ta, ids with `ta:` before them.
  "ta:routes/site/group/home": { id: "ta:routes/site/group/home", parentId: "root", path: "ta" },
  "ta:page:/aims": { id: "ta:page:/aims", parentId: "root", path: "ta/aims" },
  "ta:routes/site/group/search": { id: "ta:routes/site/group/search", parentId: "root", path: "ta/search" },
  "ta:routes/site/redirect": { id: "ta:routes/site/redirect", parentId: "root", path: "ta/old" },
};

describe("sitemap", () => {
  it("lists the public pages of the route table and nothing private", () => {
    expect(publicPaths(routes)).toEqual([
      "/",
      "/aims",
      "/ta",
      "/ta/aims",
      "/ta/vidhyashram/rte",
      "/vidhyashram/facilities/lab",
      "/vidhyashram/rte",
    ]);
  });

  it("leaves out the pages not indexed (the RTE pages, whose lists name children), in both languages", () => {
    const listed = listedPaths(routes, { unlisted: new Set(), office: [] });
    expect(listed).toEqual(["/", "/aims", "/vidhyashram/facilities/lab"]);
    expect(sitemapXml("https://example.org", listed)).not.toContain("/rte");
  });

  it("keeps a Tamil twin as private as its English route", () => {
    expect(publicPaths(routes)).not.toContain("/ta/search");
    expect(publicPaths(routes)).not.toContain("/ta/old");
  });

  it("lists each page in English and Tamil, each naming both and English as the default", () => {
    const xml = sitemapXml("https://example.org", ["/", "/aims", "/ta/aims"]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)?.[1])).toEqual([
      "https://example.org/",
      "https://example.org/ta",
      "https://example.org/aims",
      "https://example.org/ta/aims",
    ]);
    for (const url of urls.slice(2)) {
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://example.org/aims"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="ta" href="https://example.org/ta/aims"/>');
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.org/aims"/>',
      );
    }
  });

  it("writes absolute URLs in the sitemap protocol's XML, escaped", () => {
    const xml = sitemapXml("https://example.org", ["/", "/a&b"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain("<loc>https://example.org/</loc>");
    expect(xml).toContain("<loc>https://example.org/a&amp;b</loc>");
  });

  it("robots.txt keeps crawlers out of the admin area and names the sitemap", () => {
    const text = robotsTxt("https://example.org");
    expect(text).toContain("Disallow: /admin/");
    expect(text).not.toMatch(/Disallow: \/admin\n/);
    expect(text).toContain("Sitemap: https://example.org/sitemap.xml");
  });
});
