import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { AdmissionAges } from "~/components/chrome/AdmissionDialog";
import { createUser } from "~/lib/auth/users.server";
import { saveSettings } from "~/lib/content-store/settings.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { hasReached } from "~/lib/site/admission-rules";
import { publicSettings } from "~/lib/site/settings";
import {
  AGE_RULE_CLASSES,
  admissionRulesDefaults,
  classLabel,
  DAYS_IN_MONTH,
  MONTH_CODES,
  MONTH_OPTIONS,
} from "~content/admissions";
import { settingsDefaults } from "~content/settings";
import { get, loaderData } from "../../../tests/support/routes";
import * as root from "../../root";
import * as enquiry from "./group/enquiry";
import * as enquirySent from "./group/enquiry-sent";
import * as page from "./page";
import * as vidhyapeeth from "./school-landing";
import * as vidhyashram from "./school-landing";

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
      // 3 years 6 months on 31 May 2025: born on or before 30 November 2021.
      expect(html, place).toContain("30 November 2021");
      expect(html, place).toContain("31 May 2025");
      expect(html, place).toContain("3 years 6 months");
    }
  });

  it("show the rules the office saved, and none of the old dates, in every place", async () => {
    await saveSettings(
      "admissions",
      {
        ...admissionRulesDefaults,
        countedOn: { day: 31, month: "05" },
        byClass: { ...admissionRulesDefaults.byClass, LKG: { years: 3, months: 11 } },
        steps: ["Book a visit to the school office.", ...admissionRulesDefaults.steps.slice(1)],
      },
      office,
    );
    await saveSettings("site", { ...settingsDefaults.site, admissionsYear: "2026-2027" }, office);
    for (const [place, html] of await everyPlace()) {
      // The new admissions year moves the counting day; 3 years 11 months before it is 30 June 2022.
      expect(html, place).toContain("31 May 2026");
      expect(html, place).toContain("30 June 2022");
      expect(html, place).toContain("3 years 11 months");
      expect(html, place).not.toContain("31 May 2025");
      expect(html, place).not.toContain("3 years 6 months");
    }
    expect(await render("/enquiry", enquiry)).toContain("Book a visit to the school office.");
    const landing = await render("/vidhyashram", vidhyashram);
    // The landing page's admissions section and its FAQ answer "What is the admission procedure?".
    expect(landing.split("Book a visit to the school office.").length - 1).toBe(2);
    expect(landing).not.toContain(admissionRulesDefaults.steps[0]);
    await saveSettings("site", settingsDefaults.site, office);
    await saveSettings("admissions", admissionRulesDefaults, office);
  });

  it("list the same documents to bring, in the same order, wherever they are shown", async () => {
    const expected = [
      ...admissionRulesDefaults.documents.map((d) => d.document),
      ...admissionRulesDefaults.otherDocuments.map((d) => d.document),
    ];
    expect(expected.length).toBeGreaterThan(2);
    const places: [string, string][] = [
      ["/enquiry", await render("/enquiry", enquiry)],
      ["/enquiry/sent", await render("/enquiry/sent?ref=ENQ-7KQ3XD", enquirySent)],
      ["/admissions", await render("/admissions", page)],
    ];
    for (const [place, html] of places) {
      const list = html.slice(html.indexOf('data-testid="documents"'));
      const positions = expected.map((document) => list.indexOf(document.replace("'", "&#x27;")));
      expect(
        positions.every((at) => at >= 0),
        place,
      ).toBe(true);
      expect(
        [...positions].sort((a, b) => a - b),
        place,
      ).toEqual(positions);
      expect(html, place).toContain("Documents to bring");
    }
  });

  it("send every page only the age criteria, for the dialog (under 500 bytes); the rest goes with the pages that show it", async () => {
    const rootData = await loaderData(root, get("/gallery"));
    expect(Object.keys(rootData.settings.admissions).sort()).toEqual(["ageOn", "byClass", "olderClasses"]);
    const { admissions, ...others } = publicSettings(settingsDefaults);
    const added = JSON.stringify({ ...others, admissions }).length - JSON.stringify(others).length;
    expect(added).toBeLessThan(500);
  });
});

/** `31 May 2026` → `2026-05-31`. */
function isoDate(words: string): string {
  const [day, month, year] = words.split(" ");
  const code = MONTH_CODES.find((m) => MONTH_OPTIONS[m] === month);
  return `${year}-${code}-${String(day).padStart(2, "0")}`;
}

/** `3 years 11 months` → `{ years: 3, months: 11 }`. */
function age(words: string): { years: number; months: number } {
  return {
    years: Number(/(\d+) years?/.exec(words)?.[1] ?? 0),
    months: Number(/(\d+) months?/.exec(words)?.[1] ?? 0),
  };
}

/**
 * The age table as a place shows it: the counting day of its "Minimum age on …" heading, and each
 * class's row (latest date of birth, minimum age), read from the HTML a visitor gets.
 */
function ageTable(html: string) {
  const text = html.replace(/<[^>]+>/g, "|").replace(/\|+/g, "|");
  const on = /Minimum age (?:as )?on (\d{1,2} [A-Z][a-z]+ \d{4})/.exec(text)?.[1];
  const rows = AGE_RULE_CLASSES.map((code) => {
    const label = classLabel(code);
    const match = new RegExp(`\\|${label}\\|(\\d{1,2} [A-Z][a-z]+ \\d{4})\\|([^|]+)\\|`).exec(text);
    return { code, born: match?.[1], minimum: match?.[2] };
  });
  return { on, rows };
}

/**
 * Saved settings and three rendered places per case: a quarter of the property tests' count
 * (`PROPERTY_RUNS`, 20 here and 60 in CI). The date arithmetic itself is tried 2,000 times in
 * app/lib/site/admission-rules.test.ts; these cases try that every place draws it the same.
 */
const PROPERTY_RUNS = Math.max(5, Math.round(Number(process.env.PROPERTY_RUNS || 20) / 4));

describe("one age rule per class", () => {
  it("for every class and every date of birth, the dialog, /enquiry and the Admissions page give the same answer", async () => {
    const rules = fc
      .record({
        year: fc.integer({ min: 2024, max: 2040 }),
        month: fc.constantFrom(...MONTH_CODES),
        day: fc.integer({ min: 1, max: 31 }),
        // Four minimum ages in months, each above the one before (1 month to 10 years).
        ages: fc.uniqueArray(fc.integer({ min: 1, max: 120 }), { minLength: 4, maxLength: 4 }),
        // Days before or after each class's latest date of birth, to try the edges.
        offsets: fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 4, maxLength: 4 }),
      })
      .map(({ year, month, day, ages, offsets }) => ({
        admissionsYear: `${year}-${year + 1}`,
        countedOn: { month, day: Math.min(day, DAYS_IN_MONTH[Number(month) - 1] ?? 28) },
        ages: [...ages].sort((a, b) => a - b).map((m) => ({ years: Math.floor(m / 12), months: m % 12 })),
        offsets,
      }));
    await fc.assert(
      fc.asyncProperty(rules, async ({ admissionsYear, countedOn, ages, offsets }) => {
        await saveSettings("site", { ...settingsDefaults.site, admissionsYear }, office);
        await saveSettings(
          "admissions",
          {
            ...admissionRulesDefaults,
            countedOn,
            byClass: Object.fromEntries(AGE_RULE_CLASSES.map((code, i) => [code, ages[i]])) as never,
          },
          office,
        );
        const places = [
          ["the dialog", await dialog("/gallery")],
          ["/enquiry", await render("/enquiry", enquiry)],
          ["/admissions", await render("/admissions", page)],
        ] as const;
        const tables = places.map(([place, html]) => [place, ageTable(html)] as const);
        const [, first] = tables[0] ?? [];
        expect(first?.on).toBe(
          `${countedOn.day} ${MONTH_OPTIONS[countedOn.month]} ${admissionsYear.slice(0, 4)}`,
        );
        for (const [place, table] of tables) expect(table, place).toEqual(first);
        first?.rows.forEach((row, i) => {
          expect(row.born, row.code).toBeDefined();
          const born = isoDate(row.born ?? "");
          const day = isoDate(first.on ?? "");
          const birth = new Date(`${born}T12:00:00Z`);
          birth.setUTCDate(birth.getUTCDate() + (offsets[i] ?? 0));
          const b = birth.toISOString().slice(0, 10);
          // The answer by "born on or before" is the answer by "the minimum age on the counting day".
          expect(b <= born, `${row.code} born ${b}`).toBe(hasReached(b, age(row.minimum ?? ""), day));
        });
      }),
      { numRuns: PROPERTY_RUNS },
    );
    await saveSettings("site", settingsDefaults.site, office);
    await saveSettings("admissions", admissionRulesDefaults, office);
  }, 120_000);
});
