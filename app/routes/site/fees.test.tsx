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
import * as vidhyashramLanding from "./school-landing";

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

/** No fees entered at all: what the office gets by emptying both schools' rows. */
const none: Settings["fees"] = { schools: { vidhyashram: { rows: [] }, vidhyapeeth: { rows: [] } } };

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
  it("ships both schools' sample fee orders and tables, each linking its fee page and fee PDF", async () => {
    const { text, html } = await render("/fees", page);
    expect(text).toContain(
      "Order number FDC/2026/VS-0412 Date of the order 3 Jun 2026 Academic years covered 2026-2027, 2027-2028 and 2028-2029 Approved by Fee Determination Committee, Government of Tamil Nadu",
    );
    expect(text).toContain("Order number FDC/2026/VP-0388 Date of the order 10 Jun 2026");
    expect(html).toContain('href="/documents/vidhyashram/fee-order.pdf"');
    expect(html).toContain('href="/documents/vidhyapeeth/fee-order.pdf"');
    expect(text).toContain("Sample figures: the school office replaces them");
    // A class's amounts by term and its totals per term and for the year, at each school.
    expect(text).toContain("Total for LKG ₹17,900 ₹10,800 ₹10,800 ₹39,500");
    expect(text).toContain("Total for LKG ₹11,600 ₹6,600 ₹6,600 ₹24,800");
    expect(text).toContain("Total for Class XII ₹36,200 ₹19,800 ₹19,800 ₹75,800");
    for (const school of ["vidhyashram", "vidhyapeeth"]) {
      expect(html).toContain(`href="/fees/${school}.pdf"`);
      expect(html).toContain(`href="/${school}/fees"`);
    }
    expect(text).toContain("Download the fee PDF");
  });

  it("says plainly that the fees are not published while no rows are entered, and how to ask", async () => {
    await saveSettings("fees", none, clerk);
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

  it("gives each school a fee page of its own with its order and table, and no link to itself", async () => {
    await saveSettings("fees", settingsDefaults.fees, clerk);
    for (const [school, other, total] of [
      ["vidhyashram", "vidhyapeeth", "Total for Class I ₹21,000 ₹12,600 ₹12,600 ₹46,200"],
      ["vidhyapeeth", "vidhyashram", "Total for Class I ₹13,600 ₹7,800 ₹7,800 ₹29,200"],
    ] as const) {
      const { text, html } = await render(`/${school}/fees`, page);
      expect(text).toContain(
        `Fee order ${school === "vidhyashram" ? "FDC/2026/VS-0412" : "FDC/2026/VP-0388"} (PDF)`,
      );
      expect(text).toContain(total);
      expect(html).toContain(`href="/fees/${school}.pdf"`);
      expect(html).not.toContain(`href="/${school}/fees"`);
      expect(html).not.toContain(`/fees/${other}.pdf`);
      // Printing gives the fee block alone (app/app.css hides what is around it).
      expect(html).toContain('data-print="fees"');
    }
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
      "Fees for Class I at Vidhyashram, 2026-2027: ₹24,500 a year (Term 1 ₹14,500, Term 2 ₹10,000). Vidhyashram fee page",
    );
    expect(text).toContain("Fees by class");
    expect(text).toContain("Class Term 1 Term 2 For the year");
    expect(text).toContain("LKG ₹8,000 ₹8,000 ₹16,000");
    expect(text).toContain("Class I ₹14,500 ₹10,000 ₹24,500");
  });

  it("is the same on a school's landing page: its enquiry form has the school's fees by class", async () => {
    await saveSettings("fees", entered, clerk);
    const { text } = await render("/vidhyashram", vidhyashramLanding as never);
    expect(text).toContain("Fees by class");
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
      "Fees for LKG at Vidhyashram, 2026-2027: ₹16,000 a year (Term 1 ₹8,000, Term 2 ₹8,000).",
    );
    expect(text).toContain(`LKG at Vidhyapeeth: the fees for ${admissionsYear} are not published yet.`);
  });

  it("shows the shipped sample fee of the class chosen, with the link to the school's fee page", async () => {
    await saveSettings("fees", settingsDefaults.fees, clerk);
    const { text, html, pageData } = await render("/enquiry?class=LKG&school=vidhyapeeth", enquiry);
    expect(text).toContain(
      "Fees for LKG at Vidhyapeeth, 2026-2027: ₹24,800 a year (Term 1 ₹11,600, Term 2 ₹6,600, Term 3 ₹6,600).",
    );
    expect(html).toContain('href="/vidhyapeeth/fees"');
    expect(html).toMatch(/aria-live="polite"[^>]*><p>Fees for LKG at Vidhyapeeth/);
    // Only the totals travel with the page, not every row of the fee order.
    expect(JSON.stringify(pageData)).not.toContain("Books and stationery");
  });

  it("keeps the form as it was while no school has published fees", async () => {
    await saveSettings("fees", none, clerk);
    const { text } = await render("/enquiry?class=I&school=vidhyashram", enquiry);
    expect(text).not.toContain("Fees by class");
    expect(text).toContain(`Class I at Vidhyashram: the fees for ${admissionsYear} are not published yet.`);
  });
});
