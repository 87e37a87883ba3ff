import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

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
