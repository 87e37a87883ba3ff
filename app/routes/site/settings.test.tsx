import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Footer } from "~/components/Footer";
import { saveSettings } from "~/lib/content-store/settings.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { settingsDefaults } from "~content/settings";
import { get, loaderData } from "../../../tests/support/routes";
import * as root from "../../root";
import * as enquiry from "./group/enquiry";
import * as home from "./group/home";
import * as vidhyashram from "./school-landing";

/**
 * A site setting reaches every page that draws it: the admissions year saved in Site settings is what the home banner
 * and a landing page's admissions strip show, with the other settings the public pages draw (slides,
 * links, names). The pages are rendered on the server from their loaders' data (root's included), as
 * the document gives it.
 */

type Module = { default: React.ComponentType<never>; loader: (args: never) => unknown };

/** The page drawn: the route's component with its loader's data, then the footer (as the root draws it). */
function Page({ route }: { route: Module }) {
  const data = useLoaderData();
  const Component = route.default as React.ComponentType<{ loaderData: unknown }>;
  return (
    <>
      <Component loaderData={data} />
      <Footer section="group" />
    </>
  );
}

/** The HTML of `route`'s component at `path`, with the root's and the route's loader data as React Router gives them. */
async function render(path: string, route: Module): Promise<string> {
  const rootData = await loaderData(root, get(path));
  const pageData = await loaderData(route as never, get(path));
  const router = createMemoryRouter(
    [{ id: "root", children: [{ id: "page", path, element: <Page route={route} /> }] }],
    {
      initialEntries: [path],
      hydrationData: { loaderData: { root: rootData, page: pageData } },
    },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

beforeAll(async () => {
  await migrateToLatest(db());
});

afterEach(async () => {
  await db().deleteFrom("pages").where("path", "like", "settings:%").execute();
});

describe("public pages read the site settings", () => {
  it("show the shipped admissions year while nothing is saved", async () => {
    expect(await render("/", home)).toContain("Admissions Open Across All Locations for 2025-2026");
    expect(await render("/vidhyashram", vidhyashram)).toContain("Admissions 2025-2026");
  });

  it("show a saved admissions year on the home banner and a landing page's admissions strip", async () => {
    await saveSettings("site", { ...settingsDefaults.site, admissionsYear: "2026-2027" }, { id: 1 });
    const homeHtml = await render("/", home);
    expect(homeHtml).toContain("Admissions Open Across All Locations for 2026-2027");
    expect(homeHtml).not.toContain("2025-2026");
    const landing = await render("/vidhyashram", vidhyashram);
    expect(landing).toContain("Admissions 2026-2027");
    // The landing page's own texts written with the shipped year follow it too: one year on the page.
    expect(landing).not.toContain("2025-2026");
  });

  it("show saved slides, links and names", async () => {
    const [first, second] = settingsDefaults.homeSlides;
    if (!first || !second) throw new Error("The shipped carousel has slides");
    await saveSettings("homeSlides", [{ ...second, title: "Assembly at eight" }, first], { id: 1 });
    await saveSettings(
      "links",
      {
        ...settingsDefaults.links,
        vidhyashramFees: "https://pay.example.org/va",
        alumniForm: "https://alumni.example.org/",
      },
      { id: 1 },
    );
    await saveSettings(
      "site",
      {
        ...settingsDefaults.site,
        schools: {
          ...settingsDefaults.site.schools,
          vidhyapeeth: { ...settingsDefaults.site.schools.vidhyapeeth, name: "Vidhyapeeth Matric" },
        },
      },
      { id: 1 },
    );
    const html = await render("/", home);
    expect(html).toContain("1 of 2: Assembly at eight");
    expect(html).not.toContain(" of 5: ");
    expect(html).toContain('href="https://pay.example.org/va"');
    // The home page's fee buttons name each school and lead to its fee page.
    expect(html).toContain("Vidhyapeeth Matric fees");
    expect(html).toContain("Vidhyapeeth Matric — ");
    // The footer's menu link to the alumni form follows the setting too.
    expect(html).toContain('href="https://alumni.example.org/"');
    expect(html).not.toContain(settingsDefaults.links.alumniForm);
  });

  it("name the saved group and school in titles and descriptions (meta)", async () => {
    await saveSettings(
      "site",
      {
        ...settingsDefaults.site,
        groupName: "Vidhya Schools Trust",
        admissionsYear: "2026-2027",
        schools: {
          ...settingsDefaults.site.schools,
          vidhyashram: { ...settingsDefaults.site.schools.vidhyashram, name: "Vidhyashram Senior" },
        },
      },
      { id: 1 },
    );
    const matches = [{ id: "root", loaderData: await loaderData(root, get("/vidhyashram")) }];
    const title = (meta: unknown) => (meta as { title?: string }[]).find((tag) => tag.title)?.title;
    expect(title(home.meta({ matches } as never))).toBe(
      `Vidhya Schools Trust — ${settingsDefaults.site.tagline}`,
    );
    expect(title(vidhyashram.meta({ matches } as never))).toBe(
      `Vidhyashram Senior, ${settingsDefaults.site.schools.vidhyashram.board} — Vidhya Schools Trust`,
    );
    // The enquiry page's summary names the schools and the year as references, resolved by its loader.
    const enquiryData = await loaderData(enquiry, get("/enquiry"));
    const enquiryMeta = enquiry.meta({ matches, loaderData: enquiryData } as never);
    const description = (enquiryMeta as { name?: string; content?: string }[]).find(
      (tag) => tag.name === "description",
    )?.content;
    expect(description).toContain("Vidhyashram Senior");
    expect(description).toContain("2026-2027");
  });
});
