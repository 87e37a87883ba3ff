import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { knownPathTest, safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/admin/albums?dialog=add", "/admin/albums?dialog=add"],
    ["/admin", "/admin"],
    ["/admin/announcements#list", "/admin/announcements#list"],
    ["/vidhyashram/gallery", "/vidhyashram/gallery"],
  ])("keeps the site path %s", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    "https://evil.example",
    "http://evil.example/admin",
    "//evil.example",
    "//evil.example/admin",
    "/\\evil.example",
    "/admin\\..\\evil",
    "javascript:alert(1)",
    "admin",
    "",
    "/admin\n/evil",
    "/login",
    "/login?redirectTo=%2Fadmin",
    `/${"a".repeat(2001)}`,
  ])("gives the fallback /admin for %j", (value) => {
    expect(safeRedirectPath(value)).toBe("/admin");
  });

  it.each([undefined, null, 42, { pathname: "/admin/media" }, ["/admin/media"]])(
    "gives the fallback for the non-string %j",
    (value) => {
      expect(safeRedirectPath(value)).toBe("/admin");
    },
  );

  it("uses the fallback it is given", () => {
    expect(safeRedirectPath("https://evil.example", "/")).toBe("/");
    expect(safeRedirectPath("/admin/media", "/")).toBe("/admin/media");
  });
});

describe("safeRedirectPath after normalisation", () => {
  const routes = {
    root: { id: "root", path: "" },
    "routes/site/page": { id: "routes/site/page", parentId: "root", path: "aims" },
    "routes/admin/layout": { id: "routes/admin/layout", parentId: "root", path: "admin" },
    "routes/admin/notifications": {
      id: "routes/admin/notifications",
      parentId: "routes/admin/layout",
      index: true,
    },
    "routes/admin/users": { id: "routes/admin/users", parentId: "routes/admin/layout", path: "users" },
    "routes/admin/album": { id: "routes/admin/album", parentId: "routes/admin/layout", path: "albums/:id" },
    "routes/site/not-found": { id: "routes/site/not-found", parentId: "root", path: "*" },
  };
  const known = knownPathTest(routes);

  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/a/..//evil.example",
    "/admin/../..//evil.example",
    "/./\t/evil.example",
  ])("never answers a protocol-relative target for %j", (value) => {
    expect(safeRedirectPath(value, "/admin", known)).toBe("/admin");
    expect(safeRedirectPath(value)).not.toMatch(/^\/\//);
  });

  it("keeps a page the route table knows, in any case, and refuses what only the 404 page would answer", () => {
    expect(safeRedirectPath("/admin/users?dialog=add", "/admin", known)).toBe("/admin/users?dialog=add");
    expect(safeRedirectPath("/admin/albums/12", "/admin", known)).toBe("/admin/albums/12");
    expect(safeRedirectPath("/Admin/Users", "/admin", known)).toBe("/Admin/Users");
    expect(safeRedirectPath("/admin/nothing-here", "/admin", known)).toBe("/admin");
    expect(safeRedirectPath("/no/such/page", "/admin", known)).toBe("/admin");
  });

  it("for any generated path, answers the fallback or a same-site path the table knows", () => {
    const piece = fc.constantFrom(
      "/",
      ".",
      "..",
      "%2e",
      "%2E",
      "%2f",
      "\\",
      "a",
      "admin",
      "users",
      "evil.example",
      "@",
      ":",
      "?",
      "#",
      "\t",
      "%09",
      "//",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const value = `/${parts.join("")}`;
        const target = safeRedirectPath(value, "/admin", known);
        expect(target.startsWith("/")).toBe(true);
        expect(target).not.toMatch(/^\/[/\\]/);
        const resolved = new URL(target, "http://site.invalid");
        expect(resolved.origin).toBe("http://site.invalid");
        expect(target === "/admin" || known(resolved.pathname)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
