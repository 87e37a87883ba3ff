import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { AdmissionAges } from "~/components/chrome/AdmissionDialog";
import { createUser } from "~/lib/auth/users.server";
import { saveSettings } from "~/lib/content-store/settings.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { publicSettings } from "~/lib/site/settings";
import { admissionRulesDefaults } from "~content/admissions";
import { settingsDefaults } from "~content/settings";
import { get, loaderData } from "../../../tests/support/routes";
import * as root from "../../root";
import * as enquiry from "./group/enquiry";
import * as enquirySent from "./group/enquiry-sent";
import * as page from "./page";
import * as vidhyapeeth from "./vidhyapeeth/landing";
import * as vidhyashram from "./vidhyashram/landing";

/**
 * The admission rules are one settings group (`admissions`) that every place showing them reads per
 * request: the "Admission ages" dialog of every page, `/enquiry`, the enquiry confirmation, the
 * Admissions page and the school landing pages' FAQ. When the office changes the rules, every one of
 * them shows the new dates and none the old ones (two sets of rules on one screen was the fault). The
 * pages are rendered on the server from their loaders' data (the root's included), as the document
 * gives it, through the route harness.
 */

type Module = { default: React.ComponentType<never>; loader: (args: never) => unknown };

/** The route's component with its loader's data, as React Router gives it. */
function Page({ route }: { route: Module }) {
  const data = useLoaderData();
  const Component = route.default as React.ComponentType<{ loaderData: unknown }>;
  return <Component loaderData={data} />;
}

/** The HTML of `route`'s component at `url`, with the root's and the route's loader data. */
async function render(url: string, route: Module): Promise<string> {
  const rootData = await loaderData(root, get(url));
  const pageData = await loaderData(route as never, get(url));
  const pathname = new URL(url, "http://localhost").pathname;
  const router = createMemoryRouter(
    [{ id: "root", children: [{ id: "page", path: pathname, element: <Page route={route} /> }] }],
    { initialEntries: [url], hydrationData: { loaderData: { root: rootData, page: pageData } } },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** The HTML of the "Admission ages" dialog's body on the page at `url` (the chrome of every page). */
async function dialog(url: string): Promise<string> {
  const rootData = await loaderData(root, get(url));
  const router = createMemoryRouter([{ id: "root", path: "*", element: <AdmissionAges /> }], {
    initialEntries: [url],
    hydrationData: { loaderData: { root: rootData } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** Every place that shows the rules, each as a visitor gets it. */
async function everyPlace(): Promise<[string, string][]> {
  return [
    ["the dialog", await dialog("/gallery")],
    ["/enquiry", await render("/enquiry", enquiry)],
    ["/enquiry/sent", await render("/enquiry/sent?ref=ENQ-7KQ3XD", enquirySent)],
    ["/admissions", await render("/admissions", page)],
    ["the Vidhyashram FAQ", await render("/vidhyashram", vidhyashram)],
    ["the Vidhyapeeth FAQ", await render("/vidhyapeeth", vidhyapeeth)],
  ];
}

let office: { id: number; username: string };

beforeAll(async () => {
  await migrateToLatest(db());
  office = await createUser({ username: "rules-office", password: "a-long-staff-password" });
});

describe("the admission rules, read from the settings everywhere", () => {
  it("show the shipped rules while the office has changed nothing", async () => {
    for (const [place, html] of await everyPlace()) {
      expect(html, place).toContain("31 December 2021");
      expect(html, place).toContain("31 May 2025");
      expect(html, place).toContain("3 years 6 months");
    }
  });

  it("show the rules the office saved, and none of the old dates, in every place", async () => {
    await saveSettings(
      "admissions",
      {
        ...admissionRulesDefaults,
        ageOn: "2026-05-31",
        byClass: {
          ...admissionRulesDefaults.byClass,
          LKG: { bornOnOrBefore: "2022-06-30", minimumAge: { years: 3, months: 11 } },
        },
        steps: ["Book a visit to the school office.", ...admissionRulesDefaults.steps.slice(1)],
      },
      office,
    );
    for (const [place, html] of await everyPlace()) {
      expect(html, place).toContain("31 May 2026");
      expect(html, place).toContain("30 June 2022");
      expect(html, place).toContain("3 years 11 months");
      expect(html, place).not.toContain("31 May 2025");
      expect(html, place).not.toContain("31 December 2021");
      expect(html, place).not.toContain("3 years 6 months");
    }
    expect(await render("/enquiry", enquiry)).toContain("Book a visit to the school office.");
    const landing = await render("/vidhyashram", vidhyashram);
    // The landing page's admissions section and its FAQ answer "What is the admission procedure?".
    expect(landing.split("Book a visit to the school office.").length - 1).toBe(2);
    expect(landing).not.toContain(admissionRulesDefaults.steps[0]);
  });

  it("send every page only the age criteria, for the dialog (under 500 bytes); the rest goes with the pages that show it", async () => {
    const rootData = await loaderData(root, get("/gallery"));
    expect(Object.keys(rootData.settings.admissions).sort()).toEqual(["ageOn", "byClass", "olderClasses"]);
    const { admissions, ...others } = publicSettings(settingsDefaults);
    const added = JSON.stringify({ ...others, admissions }).length - JSON.stringify(others).length;
    expect(added).toBeLessThan(500);
  });
});
