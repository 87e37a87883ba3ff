import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useRouteError } from "react-router";
import { describe, expect, it, vi } from "vitest";
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

  it("never shows a stack trace", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = new Error("secret internals");
    const html = renderError(error);
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("secret internals");
    expect(html).not.toContain("at ");
  });
});
