import { describe, expect, it } from "vitest";
import { publicPaths, robotsTxt, sitemapXml } from "./sitemap.server";

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
};

describe("sitemap", () => {
  it("lists the public pages of the route table and nothing private", () => {
    expect(publicPaths(routes)).toEqual(["/", "/aims", "/vidhyashram/facilities/lab"]);
  });

  it("writes absolute URLs in the sitemap protocol's XML, escaped", () => {
    const xml = sitemapXml("https://example.org", ["/", "/a&b"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
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
