import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useRouteError } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "~/lib/platform/env.server";
import { loaderData } from "../tests/support/routes";
import * as root from "./root";
import { ErrorBoundary } from "./root";

function Empty() {
  return null;
}

/** The root error boundary, given the route error as React Router gives it. */
function Boundary() {
  const error = useRouteError();
  return <ErrorBoundary {...({ error, params: {} } as unknown as Parameters<typeof ErrorBoundary>[0])} />;
}

/** Renders the root error boundary for `error` inside a router, as React Router would. */
function renderError(error: unknown): string {
  const router = createMemoryRouter([{ path: "/", Component: Empty, ErrorBoundary: Boundary }], {
    hydrationData: { errors: { "0": error } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("root error boundary", () => {
  it("offers a Reload button when code failed to load after a deployment", () => {
    const html = renderError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"));
    expect(html).toContain("The website has been updated");
    expect(html).toMatch(/<button[^>]*>Reload<\/button>/);
  });

  it("shows a helpful 404 with the site's links", () => {
    const html = renderError({ status: 404, statusText: "Not Found", internal: false, data: null });
    expect(html).toContain("Page not found");
    for (const href of ["/", "/vidhyashram", "/vidhyapeeth", "/notifications", "/gallery"]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it("says a 503 is for a few minutes, in the route's own words", () => {
    const html = renderError({
      status: 503,
      statusText: "Service Unavailable",
      internal: false,
      data: "The staff area cannot be used right now because the database is unavailable.",
    });
    expect(html).toContain("Unavailable for a few minutes");
    expect(html).toContain("The staff area cannot be used right now because the database is unavailable.");
  });

  it("never shows a stack trace", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = new Error("secret internals");
    const html = renderError(error);
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("secret internals");
    expect(html).not.toContain("at ");
  });
});

describe("the site's origin in canonical links and sharing tags", () => {
  const before = process.env.SITE_URL;
  afterEach(() => {
    if (before === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = before;
    env(true);
  });

  it("comes from SITE_URL, never from the request's Host (ruling 14), so every copy of a page is the same", async () => {
    process.env.SITE_URL = "https://www.school.example";
    env(true);
    const asked = new Request("http://a1b2c3.example:8080/aims", {
      headers: { Host: "a1b2c3.example:8080" },
    });
    expect((await loaderData(root, asked)).origin).toBe("https://www.school.example");
  });

  it("is http://localhost and the port when SITE_URL is not set", async () => {
    delete process.env.SITE_URL;
    env(true);
    const asked = new Request("http://other.example/aims");
    expect((await loaderData(root, asked)).origin).toBe(`http://localhost:${env().PORT}`);
  });
});
