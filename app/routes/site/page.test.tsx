import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishPage } from "~/lib/content-store/page-editing.server";
import { readPage, syncPageDefaults } from "~/lib/content-store/page-store.server";
import { contentPages } from "~/lib/content-store/pages.server";
import { readPeople, resolvePeople, syncPeopleDefaults } from "~/lib/content-store/people.server";
import { readSettings } from "~/lib/content-store/settings.server";
import { shippedDocumentSizes, syncDocumentDefaults } from "~/lib/documents/documents.server";
import { attachDocumentSizes, withDocumentSizes } from "~/lib/documents/links.server";
import { type DB, db, migrateToLatest } from "~/lib/platform/db.server";
import { rulesForYear } from "~/lib/site/admission-rules";
import { resolveAdmissionRules, withAdmissionRules } from "~/lib/site/admission-rules.server";
import { breadcrumbFor, documentTitle } from "~/lib/site/breadcrumb";
import { withPeopleOf } from "~/lib/site/people-of";
import { referenceTable, resolveReferences } from "~/lib/site/references";
import { currentReferences } from "~/lib/site/references.server";
import { shippedPeople } from "~content/people";
import { referencesOf } from "~content/references";
import type { ContentPage } from "~content/schemas/page";
import { settingsDefaults } from "~content/settings";
import { testDatabases } from "../../../tests/support/databases";
import { get, loaderData, routeHeaders, routeTable, SITE, statusOf } from "../../../tests/support/routes";
import * as route from "./page";

/**
 * The round trip of the content pages through the database (docs/decisions/0012): every content page of the route table, read from the database,
 * draws the same public HTML (and the same meta) as the page shipped in `content/`. The HTML is the page
 * component's server render inside a router, with the root's data as the document gives it.
 */

type PageData = Awaited<ReturnType<typeof route.loader>>;

/** Every content page's English path in the route table (app/routes.ts). */
const paths = routeTable()
  .filter((entry) => entry.file === "routes/site/page.tsx" && !entry.id.startsWith("ta:"))
  .map((entry) => entry.path);

/** The Tamil twins of the content pages (decision 0030): `/ta` and the English path. */
const tamilPaths = routeTable()
  .filter((entry) => entry.file === "routes/site/page.tsx" && entry.id.startsWith("ta:"))
  .map((entry) => entry.path);

/** The sizes of the shipped documents' files (`content/files`), read once. */
let shippedSizes: Map<string, number>;
beforeAll(async () => {
  shippedSizes = await shippedDocumentSizes();
});

/**
 * What the loader would return for `page` read straight from `content/`, bypassing the store, with the
 * shipped people of `content/people.ts` and the shipped admission rules resolved into it.
 */
/** The facts the shipped pages name (`{{Admissions year}}`), as the shipped settings and people give them. */
const shippedReferences = referenceTable(
  referencesOf({ settings: settingsDefaults, people: shippedPeople.values() }),
);

async function fromContent(path: string): Promise<PageData> {
  // A list another page keeps (the PTA's office bearers on /pta), as that page ships it.
  const stored = await withPeopleOf(contentPages.get(path) as ContentPage, (other) =>
    contentPages.get(other),
  );
  // The shipped documents' sizes on its document links, as the page says them.
  const page = resolveReferences(
    withDocumentSizes(
      withAdmissionRules(
        resolvePeople(stored, shippedPeople),
        rulesForYear(settingsDefaults.admissions, settingsDefaults.site.admissionsYear),
      ),
      shippedSizes,
    ),
    shippedReferences,
  );
  return { page, title: documentTitle(path, page.title), trail: breadcrumbFor(path, page.title) };
}

/** The route's component given its loader's data, as React Router gives it. */
function Page() {
  const loaderData = useLoaderData() as PageData;
  return <route.default {...({ loaderData } as Parameters<typeof route.default>[0])} />;
}

/** The page's meta and HTML, as the server renders the route's component with `data`. */
function render(path: string, data: PageData): string {
  const router = createMemoryRouter(
    [{ id: "root", path: "/", children: [{ id: "page", path: "*", Component: Page }] }],
    { initialEntries: [path], hydrationData: { loaderData: { root: { origin: SITE }, page: data } } },
  );
  const meta = route.meta({ loaderData: data } as Parameters<typeof route.meta>[0]);
  return `${JSON.stringify(meta)}\n${renderToStaticMarkup(<RouterProvider router={router} />)}`;
}

describe("content pages from the database (the route's loader)", () => {
  beforeAll(async () => {
    await migrateToLatest(db());
    await syncPageDefaults(contentPages.values());
    await syncPeopleDefaults();
    await syncDocumentDefaults();
  });

  it("/pta shows each school's PTA list as its PTA page keeps it: a change there reaches /pta", async () => {
    const own = (await readPage("/vidhyashram/about-us/pta")) as ContentPage;
    const president = shippedPeople.get("k-ramasamy")?.name ?? "";
    expect(president).not.toBe("");
    const changed = {
      ...own,
      blocks: own.blocks.map((block) =>
        block.type === "people"
          ? {
              ...block,
              people: block.people.map((entry) =>
                entry.role === "President" ? { ...entry, person: "k-ramasamy" } : entry,
              ),
            }
          : block,
      ),
    };
    await publishPage("/vidhyashram/about-us/pta", changed, { actor: { id: 1, username: "office" } });
    const pta = JSON.stringify((await loaderData(route, get("/pta"))).page.blocks);
    expect(pta).toContain(president);
    await publishPage("/vidhyashram/about-us/pta", own, { actor: { id: 1, username: "office" } });
    expect(JSON.stringify((await loaderData(route, get("/pta"))).page.blocks)).not.toContain(president);
  });

  it("cover the route table", () => {
    expect(paths.length).toBeGreaterThan(50);
    expect([...paths].sort()).toEqual([...contentPages.keys()].sort());
  });

  it("have a Tamil twin each, which loads its English page (until the office writes Tamil)", async () => {
    expect([...tamilPaths].sort()).toEqual(paths.map((path) => `/ta${path}`).sort());
    for (const path of paths) {
      expect(await loaderData(route, get(`/ta${path}`)), path).toEqual(await loaderData(route, get(path)));
    }
  });

  it("draw the same HTML as content/ for every page", async () => {
    for (const path of paths) {
      const html = render(path, await loaderData(route, get(path)));
      expect(html, path).toBe(render(path, await fromContent(path)));
      expect(html, path).toContain("<h1");
    }
  });

  it("say the type and size of every document they link to", async () => {
    const admissions = render("/admissions", await loaderData(route, get("/admissions")));
    expect(admissions.match(/\(PDF, \d+ KB\)/g)).toHaveLength(2);
  });

  it("show what the database holds (the comparison sees a dropped or altered field)", async () => {
    const path = "/vidhyashram/curriculum";
    const shipped = contentPages.get(path) as ContentPage;
    const altered = {
      ...shipped,
      intro: undefined,
      blocks: shipped.blocks.map((block, index) => (index === 0 ? { ...block, heading: "Changed" } : block)),
    };
    await db()
      .updateTable("pages")
      .set({ published: JSON.stringify(altered) })
      .where("path", "=", path)
      .execute();
    try {
      const html = render(path, await loaderData(route, get(path)));
      expect(html).not.toBe(render(path, await fromContent(path)));
      expect(html).toContain("Changed");
    } finally {
      await db()
        .updateTable("pages")
        .set({ published: JSON.stringify(shipped) })
        .where("path", "=", path)
        .execute();
    }
  });

  it("answer 404 when content/ has no page for the URL, and stay public", async () => {
    const outcome = await route
      .loader({ request: get("/aims/no-such-page") } as Parameters<typeof route.loader>[0])
      .catch((thrown: unknown) => thrown);
    expect(statusOf(outcome)).toBe(404);
    expect(routeHeaders(route).get("Cache-Control")).toMatch(/^public/);
  });
});

describe.each(testDatabases())("content pages round trip ($name)", (testDb) => {
  let database: DB;
  beforeAll(async () => {
    database = await testDb.open();
    await syncPageDefaults(contentPages.values(), database);
    await syncPeopleDefaults(undefined, database);
    await syncDocumentDefaults(undefined, database);
  });
  afterAll(async () => {
    await testDb.close();
  });

  it("every page read back, with its people read back, draws the same HTML as content/", async () => {
    const people = await readPeople(database);
    expect(people.size).toBe(shippedPeople.size);
    for (const path of paths) {
      const page = resolveReferences(
        await attachDocumentSizes(
          await resolveAdmissionRules(
            resolvePeople(
              await withPeopleOf((await readPage(path, database)) as ContentPage, (other) =>
                readPage(other, database),
              ),
              people,
            ),
            () => readSettings(database),
          ),
          database,
        ),
        await currentReferences(database),
      );
      const data = { page, title: documentTitle(path, page.title), trail: breadcrumbFor(path, page.title) };
      expect(render(path, data), path).toBe(render(path, await fromContent(path)));
    }
  });
});
