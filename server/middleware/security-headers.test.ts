import express from "express";
import { describe, expect, it } from "vitest";
import { serveForTests } from "../../tests/support/serve";
import { cspNonce } from "./csp-nonce";
import { PERMISSIONS_POLICY, permissionsPolicy, securityHeaders } from "./security-headers";

function appWith(options: { csp: boolean; hsts: boolean }) {
  const app = express();
  app.use(cspNonce(() => "bm9uY2U="));
  app.use(securityHeaders(options));
  app.use(permissionsPolicy());
  app.get("/", (_req, res) => {
    res.send("<p>page</p>");
  });
  return app;
}
const production = serveForTests(appWith({ csp: true, hsts: true }));
const development = serveForTests(appWith({ csp: false, hsts: false }));

describe("security headers (architecture 4)", () => {
  it("in production: a CSP whose scripts need the response's nonce, HSTS, referrer and permissions policies", async () => {
    const res = await fetch(production.url("/"));
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self' 'nonce-bm9uY2U='");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain(
      "frame-src https://www.youtube-nocookie.com https://www.google.com https://www.openstreetmap.org",
    );
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-embedder-policy")).toBeNull();
    expect(res.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain("camera=()");
  });

  it("in development (and without HTTPS): no CSP, no HSTS, the other headers the same", async () => {
    const res = await fetch(development.url("/"));
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
  });
});
