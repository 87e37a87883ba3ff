import { createRequire } from "node:module";
import { Writable } from "node:stream";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { clientAddressContext, knownPathContext, nonceContext } from "~/lib/platform/request-context";
import { eventually } from "../../tests/support/eventually";
import { siteServerBuild } from "../../tests/support/routes";
import { serveForTests } from "../../tests/support/serve";
import { accessLog } from "./access-log";
import { allowedMethods, allowedMethodsOf } from "./allowed-methods";

/**
 * The load context's class as the Express adapter sees it: on Node 20 `@react-router/express` loads
 * React Router's CommonJS build, whose class is not the one this file imports.
 */
const { RouterContextProvider } = createRequire(import.meta.url)(
  "react-router",
) as typeof import("react-router");

/** What the request log wrote, one parsed JSON line each. */
const lines: Record<string, unknown>[] = [];
const logger = pino(
  { level: "info" },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);

let build: ServerBuild | undefined;
const app = express();
// The chain as the server meets these requests: the request log (server/index.ts), then the app
// (server/app.ts: this check, then React Router's request handler with the load context).
app.use((req, res, next) => accessLog(logger)(req, res, next));
app.use(
  allowedMethods(async () => {
    if (!build) throw new Error("build not loaded");
    return build.routes;
  }),
);
app.use((req, res, next) => {
  if (!build) throw new Error("build not loaded");
  return createRequestHandler({
    build,
    getLoadContext: () => {
      const context = new RouterContextProvider();
      context.set(nonceContext, "test-nonce");
      context.set(clientAddressContext, "127.0.0.1");
      context.set(knownPathContext, undefined);
      return context;
    },
  })(req, res, next);
});
const served = serveForTests(app);

beforeAll(async () => {
  await migrateToLatest(db());
  build = await siteServerBuild();
});

afterEach(() => {
  lines.length = 0;
  vi.restoreAllMocks();
});

/** Waits for `count` lines of the request log (written when the response closes), and gives them all. */
async function logged(count: number): Promise<Record<string, unknown>[]> {
  await eventually(() => expect(lines.length).toBeGreaterThanOrEqual(count), 5);
  return [...lines];
}

describe("methods a page does not take (405 with Allow, one warning, no stack)", () => {
  it("a form posted to a public page without an action is 405 with Allow, logged as one warning without a stack", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetch(served.url("/aims"), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const written = await logged(1);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      level: 40,
      req: { method: "POST", url: "/aims" },
      res: { statusCode: 405 },
    });
    expect(JSON.stringify(written)).not.toMatch(/stack|\n\s+at /);
    expect(errors).not.toHaveBeenCalled();
  });

  it("OPTIONS of a page is 405 with Allow (POST too where the page has a form), one warning, no stack", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const aims = await fetch(served.url("/aims"), { method: "OPTIONS" });
    expect(aims.status).toBe(405);
    expect(aims.headers.get("allow")).toBe("GET, HEAD");
    const enquiry = await fetch(served.url("/enquiry"), { method: "OPTIONS" });
    expect(enquiry.status).toBe(405);
    expect(enquiry.headers.get("allow")).toBe("GET, HEAD, POST");
    const written = await logged(2);
    expect(written.map((line) => [line.level, (line.res as { statusCode: number }).statusCode])).toEqual([
      [40, 405],
      [40, 405],
    ]);
    expect(JSON.stringify(written)).not.toMatch(/stack|\n\s+at /);
    expect(errors).not.toHaveBeenCalled();
  });

  it("React Router's data request for such a post is refused alike", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await fetch(served.url("/aims.data"), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(errors).not.toHaveBeenCalled();
  });

  it("public pages keep working, and a post to a page with a form reaches its action", async () => {
    // The page's data, as a client-side navigation asks for it (the document render needs the build's
    // compiled components, checked end to end in tests/e2e/pages.spec.ts).
    const page = await fetch(served.url("/aims.data"));
    expect(page.status).toBe(200);
    expect(page.headers.get("allow")).toBeNull();
    // The enquiry form's action answers (here: the form is incomplete), not a 405.
    const post = await fetch(served.url("/enquiry.data"), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=",
      redirect: "manual",
    });
    expect(post.status).not.toBe(405);
    expect(post.headers.get("allow")).toBeNull();
  });

  it("every route of the table with an action takes a POST, its index route's with `?index`", async () => {
    const routes = build?.routes ?? {};
    const allow = allowedMethodsOf(routes);
    /** The URL pattern of a route: its own path after its parents'. */
    const patternOf = (id: string | undefined): string => {
      const route = id ? routes[id] : undefined;
      if (!route) return "";
      return [patternOf(route.parentId), route.path].filter(Boolean).join("/");
    };
    const withAction = Object.values(routes).filter((route) => route?.module.action);
    expect(withAction.length).toBeGreaterThan(15);
    for (const route of withAction) {
      if (!route) continue;
      const path = `/${patternOf(route.id)
        .replace(/:[^/]+/g, "1")
        .replace(/\*$/, "somewhere")}`;
      const search = route.index ? "?index" : "";
      expect(allow(path, search), `${route.id} at ${path}${search}`).toBe("GET, HEAD, POST");
      expect(allow(`${path === "/" ? "/_" : path}.data`, search), `${route.id} data`).toBe("GET, HEAD, POST");
    }
    expect(allow("/AIMS", "")).toBe("GET, HEAD");
    expect(allow("/%61ims.data", "")).toBe("GET, HEAD");
  });
});
