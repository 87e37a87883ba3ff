import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/lib/auth/users.server";
import { saveSettings } from "~/lib/content-store/settings.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import type { Settings } from "~content/schemas/settings";
import { settingsDefaults } from "~content/settings";
import { get, loaderData } from "../../../tests/support/routes";
import * as root from "../../root";
import * as enquiry from "./group/enquiry";
import * as page from "./page";

/**
 * The fees the office enters in the `fees` settings group (Tamil Nadu: the approved fee published,
 * class-wise fees on the admission form) as a parent reads them: on /fees, a table per school with each
 * class's amounts by term and its total for the year; on the enquiry form, the fees of the class
 * chosen. Rendered on the server from the loaders' data, the root's included, as the document gives it.
 */

type Module = { default: React.ComponentType<never>; loader: (args: never) => unknown };

function Page({ route }: { route: Module }) {
  const data = useLoaderData();
  const Component = route.default as React.ComponentType<{ loaderData: unknown }>;
  return <Component loaderData={data} />;
}

/** The text a visitor reads of `route` at `url` (tags dropped, spaces collapsed), and the root's data. */
async function render(url: string, route: Module) {
  const rootData = await loaderData(root, get(url));
  const pageData = await loaderData(route as never, get(url));
  const path = new URL(url, "http://localhost").pathname;
  const router = createMemoryRouter(
    [{ id: "root", children: [{ id: "page", path, element: <Page route={route} /> }] }],
    { initialEntries: [url], hydrationData: { loaderData: { root: rootData, page: pageData } } },
  );
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
  return { html, text, rootData, pageData };
}

/**
 * The year a school's fees are "not published yet" for while it has no rows: the admissions year of the
 * Site settings (the shipped fees have no year of their own); once rows are entered, the fee group's.
 */
const admissionsYear = settingsDefaults.site.admissionsYear;

/** Vidhyashram's fee order for 2026-2027 as a clerk types it (Vidhyapeeth has none yet). */
const entered: Settings["fees"] = {
  academicYear: "2026-2027",
  schools: {
    vidhyashram: {
      note: "Fee Determination Committee order 12/2026 of 3 June 2026",
      rows: [
        { class: "I", term: "Term 1", component: "Tuition fee", amount: 12000 },
        { class: "I", term: "Term 1", component: "Books", amount: 2500 },
        { class: "I", term: "Term 2", component: "Tuition fee", amount: 10000 },
        { class: "LKG", term: "Term 1", component: "Tuition fee", amount: 8000 },
        { class: "LKG", term: "Term 2", component: "Tuition fee", amount: 8000 },
      ],
    },
    vidhyapeeth: { rows: [] },
  },
};

let clerk: { id: number };

beforeAll(async () => {
  await migrateToLatest(db());
  clerk = await createUser({ username: "fees-clerk", password: "a-long-staff-password" });
});

describe("/fees", () => {
  it("says plainly that the fees are not published while no rows are entered, and how to ask", async () => {
    const { text } = await render("/fees", page);
    expect(text).toContain(`Vidhyashram fees for ${admissionsYear} are not published yet.`);
    expect(text).toContain(`Vidhyapeeth fees for ${admissionsYear} are not published yet.`);
    expect(text).toContain("Until then, please ask the office of your child's school.");
    // The office's number to ask, as the contact details give it.
    expect(text).toContain("School office: +91 00000 00001");
    expect(text).not.toContain("₹");
  });

  it("shows each class's amounts by term, the fee order's note, and the total for the year", async () => {
    await saveSettings("fees", entered, clerk);
    const { text } = await render("/fees", page);
    expect(text).toContain("Fees for 2026-2027");
    expect(text).toContain("Fee Determination Committee order 12/2026 of 3 June 2026");
    expect(text).toContain("Class Fee Term 1 Term 2 For the year");
    // LKG comes before Class I, as the classes run; a class with one fee needs no total row.
    expect(text).toContain("LKG Tuition fee ₹8,000 ₹8,000 ₹16,000");
    expect(text).toContain("Class I Tuition fee ₹12,000 ₹10,000 ₹22,000 Books ₹2,500 — ₹2,500");
    expect(text).toContain("Total for Class I ₹14,500 ₹10,000 ₹24,500");
    expect(text.indexOf("LKG Tuition fee")).toBeLessThan(text.indexOf("Class I Tuition fee"));
    // Vidhyapeeth has entered nothing yet: its fees are those of the year admissions are open for.
    expect(text).toContain(`Vidhyapeeth fees for ${admissionsYear} are not published yet.`);
    expect(text).not.toMatch(/Vidhyashram fees for \S+ are not published yet/);
  });

  it("sends the fees only to the pages that show them", async () => {
    await saveSettings("fees", entered, clerk);
    const { rootData } = await render("/aboutus", page);
    expect(JSON.stringify(rootData)).not.toContain("Tuition fee");
    const { pageData } = await render("/aboutus", page);
    expect(JSON.stringify(pageData)).not.toContain("Tuition fee");
  });
});

describe("/enquiry", () => {
  it("shows the chosen class's fees at the chosen school next to the class, and every class's in Fees by class", async () => {
    await saveSettings("fees", entered, clerk);
    const { text } = await render("/enquiry?class=I&school=vidhyashram", enquiry);
    expect(text).toContain(
      "Class I at Vidhyashram, 2026-2027: Term 1 ₹14,500 · Term 2 ₹10,000 · ₹24,500 for the year",
    );
    expect(text).toContain("Fees by class");
    expect(text).toContain("Class Term 1 Term 2 For the year");
    expect(text).toContain("LKG ₹8,000 ₹8,000 ₹16,000");
    expect(text).toContain("Class I ₹14,500 ₹10,000 ₹24,500");
  });

  it("says so when the chosen school has not published the class's fees", async () => {
    await saveSettings("fees", entered, clerk);
    const { text } = await render("/enquiry?class=I&school=vidhyapeeth", enquiry);
    expect(text).toContain(`Class I at Vidhyapeeth: the fees for ${admissionsYear} are not published yet.`);
  });

  it("shows the class at both schools while the school is not chosen", async () => {
    await saveSettings("fees", entered, clerk);
    const { text } = await render("/enquiry?class=LKG", enquiry);
    expect(text).toContain(
      "LKG at Vidhyashram, 2026-2027: Term 1 ₹8,000 · Term 2 ₹8,000 · ₹16,000 for the year",
    );
    expect(text).toContain(`LKG at Vidhyapeeth: the fees for ${admissionsYear} are not published yet.`);
  });

  it("keeps the form as it was while no school has published fees", async () => {
    await saveSettings("fees", settingsDefaults.fees, clerk);
    const { text } = await render("/enquiry?class=I&school=vidhyashram", enquiry);
    expect(text).not.toContain("Fees by class");
    expect(text).toContain(`Class I at Vidhyashram: the fees for ${admissionsYear} are not published yet.`);
  });
});
