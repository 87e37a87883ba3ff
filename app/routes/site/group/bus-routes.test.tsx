import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import {
  callLoader,
  get,
  loaderData,
  locationOf,
  routeHeaders,
  statusOf,
} from "../../../../tests/support/routes";
import * as root from "../../../root";
import * as busRoutesRoute from "./bus-routes";

/**
 * The bus-stop finder on the server (`?stop=`, for browsers without JavaScript) must stay cheap for any
 * value a visitor or a script sends (architecture 6, decision 0008): the page cache keeps one copy per
 * value of `stop`, so a made-up stop would otherwise be a full render each time. A stop that nothing
 * matches is sent to the one copy that says so; a stop that exists, or is spelt nearly right, keeps its
 * own page as before.
 */

beforeAll(async () => {
  // No page rows: the finder reads the shipped bus routes, as on a fresh site.
  await migrateToLatest(db());
});

/** The route's component with its loader's data, as React Router gives it. */
function Page() {
  const loaded: unknown = useLoaderData();
  const Component = busRoutesRoute.default as React.ComponentType<{ loaderData: unknown }>;
  return <Component loaderData={loaded} />;
}

/** The page at `url` as a visitor gets it: the root's and the route's loader data, then the component. */
async function visit(url: string): Promise<string> {
  const top = await loaderData(root, get(url));
  const data = await loaderData(busRoutesRoute, get(url));
  const router = createMemoryRouter(
    [{ id: "root", children: [{ id: "page", path: "/bus-routes", element: <Page /> }] }],
    { initialEntries: [url], hydrationData: { loaderData: { root: top, page: data } } },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the bus-stop finder without JavaScript", () => {
  it("sends any stop that nothing matches to the one page that says so, before any loader runs", async () => {
    const loader = vi.spyOn(busRoutesRoute, "loader");
    for (const stop of ["xyzzy", "a1b2c3d4e5", "nowhere at all", "Ωmega"]) {
      const answer = await callLoader(busRoutesRoute, get(`/bus-routes?stop=${encodeURIComponent(stop)}`));
      expect(statusOf(answer), stop).toBe(302);
      expect(locationOf(answer), stop).toBe("/bus-routes?found=none");
    }
    expect(loader).not.toHaveBeenCalled();
  });

  it("says on that page that no stop matches, with the transport desks, and shows no route", async () => {
    const html = await visit("/bus-routes?found=none");
    expect(html).toContain("No stop matches the name you searched for");
    expect(html).toContain('href="tel:');
    expect(html).not.toContain('<h2 id="route-');
    expect(html).toContain("Show all routes");
  });

  it("keeps a page of its own for a stop that exists or is spelt nearly right", async () => {
    expect(await visit("/bus-routes?stop=kotaimedu")).toContain("the closest: Kottaimedu");
    expect(await visit("/bus-routes?stop=Anna%20Nagar")).toContain("places matching “Anna Nagar”");
  });

  it("sends other spellings of the finder's parameters to the one page they mean (a redirect, not a copy)", async () => {
    for (const [asked, canonical] of [
      ["/bus-routes?stop=anna&stop=x1", "/bus-routes?stop=anna"],
      ["/bus-routes?found=abc", "/bus-routes"],
      ["/bus-routes?found=none&found=none", "/bus-routes?found=none"],
      ["/bus-routes?stop=anna&found=none", "/bus-routes?stop=anna"],
      ["/bus-routes?stop=", "/bus-routes"],
    ] as const) {
      const answer = await callLoader(busRoutesRoute, get(asked));
      expect(statusOf(answer), asked).toBe(302);
      expect(locationOf(answer), asked).toBe(canonical);
    }
    // Other parameters are not the finder's: the page cache keys the page without them.
    expect(statusOf(await callLoader(busRoutesRoute, get("/bus-routes?stop=anna&utm_source=x")))).toBe(
      undefined,
    );
  });

  it("tells the page cache both parameters it reads", () => {
    expect(routeHeaders(busRoutesRoute).get("X-Page-Query")).toBe("stop,found");
  });
});
