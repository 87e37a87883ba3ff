import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUserByUsername } from "~/lib/auth/users.server";
import { editables } from "~/lib/content-store/editables.server";
import { type Editor, publishPage, saveDraft } from "~/lib/content-store/page-editing.server";
import { readSection, syncPageDefaults } from "~/lib/content-store/page-store.server";
import { type DB, db, migrateToLatest } from "~/lib/platform/db.server";
import { referenceTable, resolveReferences } from "~/lib/site/references";
import { sectionLoads } from "~/routes/site/sectioned-pages.server";
import { busRoutes } from "~content/bus-routes";
import { home } from "~content/home";
import { landing, type SchoolLandingContent } from "~content/landing";
import { enquiryPage, galleries, noticeBoard, videosPage } from "~content/listing-pages";
import { shippedPeople } from "~content/people";
import { referencesOf } from "~content/references";
import type { BusRoutes } from "~content/schemas/bus-routes";
import type { HomeSections } from "~content/schemas/home";
import { type ListingPage, listingPageSchema, noticeBoardSchema } from "~content/schemas/listing";
import type { ResolvedBlock } from "~content/schemas/resolved-page";
import type { Training } from "~content/schemas/training";
import { settingsDefaults } from "~content/settings";
import { shippedTamil, withTamilTexts } from "~content/tamil";
import { training } from "~content/training";
import { testDatabases } from "../../../tests/support/databases";
import { callLoader, get, loaderData, requestHandler, signIn, statusOf } from "../../../tests/support/routes";
import * as root from "../../root";
import * as editorRoute from "../admin/pages/page";
import * as previewRoute from "../admin/pages/preview";
import * as galleryRoute from "./gallery";
import * as busRoutesRoute from "./group/bus-routes";
import * as enquiryRoute from "./group/enquiry";
import * as homeRoute from "./group/home";
import * as notificationsRoute from "./group/notifications";
import * as trainingRoute from "./group/training";
import * as videosRoute from "./group/videos";
import * as vidhyapeethRoute from "./school-landing";
import * as vidhyashramRoute from "./school-landing";

/**
 * The home page, the two school home pages, bus routes, training and the pages whose body is a list
 * kept elsewhere (the notice board, the three galleries, the media library, the admission enquiry: their
 * title, introduction and summary) are read from the `pages` table (`readSection`), not from `content/`. Read back after the start-up sync, each draws the
 * same HTML (and meta) as its shipped default in `content/`, on SQLite and PostgreSQL; what the office
 * publishes is what visitors see, and a saved draft is shown only in the staff preview, drawn by the
 * same component. Pages are rendered on the server from their loaders' data (the root's included), as
 * the document gives it.
 */

type Module = {
  default: React.ComponentType<never>;
  loader: (args: never) => unknown;
  meta?: (args: never) => unknown;
};

/**
 * The facts the shipped content names (`{{Admissions year}}`), as the shipped settings and people give
 * them: the loaders replace the tokens with these (`withReferences`), so content/'s side does the same.
 */
const shippedReferences = referenceTable(
  referencesOf({ settings: settingsDefaults, people: shippedPeople.values() }),
);

/** The home page as stored: the carousel's slides are a site setting. */
const shippedHome: HomeSections = { ...home, carousel: { heading: home.carousel.heading } };

/** The training page drawn from `content/` as the route used to: it names no people. */
const shippedTraining = { ...training, blocks: training.blocks as ResolvedBlock[] };

/** The route's component with its loader's data, as React Router gives it. */
function Page({ route }: { route: Module }) {
  const data = useLoaderData();
  const Component = route.default as React.ComponentType<{ loaderData: unknown }>;
  return <Component loaderData={data} />;
}

/** The root's loader data for `url` (settings, ticker), read through the route harness. */
function rootData(url: string) {
  return loaderData(root, get(url));
}

/** The meta and HTML of `route`'s component at `url` given its loader's `data`. */
async function render(url: string, route: Module, data: unknown): Promise<string> {
  const top = await rootData(url);
  const pathname = new URL(url, "http://localhost").pathname;
  const router = createMemoryRouter(
    [{ id: "root", children: [{ id: "page", path: pathname, element: <Page route={route} /> }] }],
    { initialEntries: [url], hydrationData: { loaderData: { root: top, page: data } } },
  );
  // As React Router calls it: with the page's location (a page's meta may follow its language).
  const location = { pathname, search: "", hash: "", state: null, key: "default" };
  const meta = route.meta?.({
    loaderData: data,
    location,
    matches: [{ id: "root", loaderData: top }],
  } as never);
  return `${JSON.stringify(meta)}\n${renderToStaticMarkup(<RouterProvider router={router} />)}`;
}

/** The page at `url` as a visitor gets it: its loader run by the route harness, then its component. */
async function visit(url: string, route: Module): Promise<string> {
  return render(url, route, await loaderData(route as never, get(url)));
}

/** What the enquiry form says under its disabled button in the staff preview. */
const PREVIEW_FORM_NOTE = '<p class="text-sm text-slate-600">In the preview the form does not send.</p>';

/**
 * The `<main>` of `html` after its introduction `intro`, without React's generated ids: what a listing
 * page draws below its words.
 */
function belowIntro(html: string, intro: string): string {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return main.slice(main.indexOf(intro) + intro.length).replaceAll(/_R_\w+_/g, "");
}

/** The HTML of the staff preview of `path` for the signed-in `cookie`. */
async function preview(path: string, cookie: string): Promise<string> {
  const data = await loaderData(previewRoute, get(`/admin/preview${path}`, { cookie }));
  const router = createMemoryRouter(
    [
      {
        id: "root",
        children: [{ id: "page", path: "/admin/preview/*", element: <Page route={previewRoute} /> }],
      },
    ],
    {
      initialEntries: [`/admin/preview${path}`],
      hydrationData: { loaderData: { root: await rootData("/"), page: data } },
    },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/**
 * Each sectioned page: its route, and its loader's data with the sectioned value replaced by `value`
 * (what the page would draw with `value` published), the rest (news, slides) as the loader gave it.
 */
const pages: {
  path: string;
  route: Module;
  shipped: unknown;
  withValue: (data: unknown, value: unknown, database?: DB) => Promise<unknown>;
}[] = [
  {
    path: "/",
    route: homeRoute as Module,
    shipped: shippedHome,
    withValue: async (data: unknown, value: unknown) => ({ ...(data as object), home: value }),
  },
  {
    path: "/vidhyashram",
    route: vidhyashramRoute as Module,
    shipped: landing.vidhyashram,
    withValue: async (data: unknown, value: unknown) => ({ ...(data as object), content: value }),
  },
  {
    path: "/vidhyapeeth",
    route: vidhyapeethRoute as Module,
    shipped: landing.vidhyapeeth,
    withValue: async (data: unknown, value: unknown) => ({ ...(data as object), content: value }),
  },
  {
    path: "/bus-routes",
    route: busRoutesRoute as Module,
    shipped: busRoutes,
    withValue: async (_data: unknown, value: unknown) => ({ data: value }),
  },
  {
    path: "/training",
    route: trainingRoute as Module,
    shipped: shippedTraining,
    withValue: async (_data: unknown, value: unknown, database?: DB) => ({
      data:
        value === shippedTraining
          ? value
          : (await sectionLoads["/training"](value as Training, { context: {}, database })).data,
    }),
  },
];

/** The pages whose words (title, introduction, summary) are edited and whose list is kept elsewhere. */
const listings = [
  { path: "/notifications", route: notificationsRoute as Module, shipped: noticeBoard as ListingPage },
  { path: "/gallery", route: galleryRoute as Module, shipped: galleries["/gallery"] },
  { path: "/vidhyashram/gallery", route: galleryRoute as Module, shipped: galleries["/vidhyashram/gallery"] },
  { path: "/vidhyapeeth/gallery", route: galleryRoute as Module, shipped: galleries["/vidhyapeeth/gallery"] },
  { path: "/videos", route: videosRoute as Module, shipped: videosPage },
  { path: "/enquiry", route: enquiryRoute as Module, shipped: enquiryPage },
];

// What this release ships for each page: the English of content/ with the Tamil of content/tamil/ beside it.
for (const page of [...pages, ...listings]) {
  page.shipped = withTamilTexts(page.shipped, shippedTamil[page.path] ?? {});
}

pages.push(
  ...listings.map(({ path, route, shipped }) => ({
    path,
    route,
    shipped,
    withValue: async (data: unknown, value: unknown) => ({ ...(data as object), page: value }),
  })),
);

/** The start-up sync of every editable page's shipped default (`prepareDatabase`). */
function syncEditables(database?: DB) {
  return syncPageDefaults(
    [...editables.values()].map((entry) => ({ path: entry.path, value: entry.shipped })),
    database,
  );
}

let editor: Editor;
let cookie = "";

beforeAll(async () => {
  await migrateToLatest(db());
  await syncEditables();
  cookie = await signIn("office-clerk");
  const user = await findUserByUsername("office-clerk");
  if (!user) throw new Error("no clerk");
  editor = { actor: { id: user.id, username: user.username } };
});

describe("sectioned pages from the database (their routes' loaders)", () => {
  it.each(pages)(
    "$path draws the same HTML and meta as content/",
    async ({ path, route, shipped, withValue }) => {
      const data = await loaderData(route as never, get(path));
      const html = await render(path, route, data);
      const fromContent = resolveReferences(shipped, shippedReferences);
      expect(html).toBe(await render(path, route, await withValue(data, fromContent)));
      expect(html).toContain("<main");
      expect(html).not.toContain("{{");
    },
  );

  it("the home page keeps its overlay, hero and carousel, and sends the banner with its data", async () => {
    const data = await loaderData(homeRoute, get("/"));
    const shipped = withTamilTexts(shippedHome, shippedTamil["/"] ?? {});
    expect(data.home.banner).toEqual(resolveReferences(shipped.banner, shippedReferences));
    expect(JSON.stringify(data.home.banner)).toContain(settingsDefaults.site.admissionsYear);
    expect(data.slides).toEqual(settingsDefaults.homeSlides);
    expect(data.home.carousel).toEqual(shipped.carousel);
    expect(data.home.carousel.heading).toBe(home.carousel.heading);
    const html = await render("/", homeRoute as Module, data);
    expect(html).toContain('class="intro-skip');
    expect(html).toContain('class="intro-content"');
    expect(html).toContain(`1 of ${settingsDefaults.homeSlides.length}: `);
    expect(html).toContain(home.about.tqm);
  });

  it("keep their status and public caching headers", async () => {
    for (const { path } of pages) {
      const response = await (await requestHandler(path))(get(path));
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toMatch(/^public/);
    }
    const bus = await (await requestHandler("/bus-routes"))(get("/bus-routes?stop=anna"));
    expect(bus.status).toBe(200);
  });

  it("the stop finder works on the stored routes without JavaScript (?stop=)", async () => {
    const html = await visit("/bus-routes?stop=kotaimedu", busRoutesRoute as Module);
    expect(html).toContain("the closest: Kottaimedu");
    expect(html).toContain("Route R1");
    expect(html).not.toContain("Route R2");
  });
});

describe.each(testDatabases())("sectioned pages round trip ($name)", (testDb) => {
  let database: DB;
  beforeAll(async () => {
    database = await testDb.open();
    await syncEditables(database);
  });
  afterAll(async () => {
    await testDb.close();
  });

  it.each(pages)(
    "$path read back draws the same HTML as content/",
    async ({ path, route, shipped, withValue }) => {
      const base = await loaderData(route as never, get(path));
      const stored = await readSection(path, database);
      expect(stored).toEqual(shipped === shippedTraining ? training : shipped);
      const fromDatabase = await render(path, route, await withValue(base, stored, database));
      expect(fromDatabase).toBe(await render(path, route, await withValue(base, shipped)));
    },
  );
});

describe("what the office publishes is what visitors see; a draft only in the preview", () => {
  it("a renamed bus stop, found by the stop finder", async () => {
    const renamed: BusRoutes = structuredClone(busRoutes);
    const stage = renamed.routes[0]?.stages[0];
    if (!stage) throw new Error("no first stage");
    stage.stop = "Clock Tower Junction";
    await publishPage("/bus-routes", renamed, editor);
    const html = await visit("/bus-routes", busRoutesRoute as Module);
    expect(html).toContain("Clock Tower Junction");
    const found = await visit("/bus-routes?stop=clock%20tower", busRoutesRoute as Module);
    expect(found).toContain("Route R1 stops at places matching");
    expect(found.match(/<h2 id="route-/g)).toHaveLength(1);

    const draft: BusRoutes = structuredClone(renamed);
    if (draft.routes[0]?.stages[0]) draft.routes[0].stages[0].stop = "Market Gate";
    await saveDraft("/bus-routes", draft, editor);
    const after = await visit("/bus-routes", busRoutesRoute as Module);
    expect(after).toContain("Clock Tower Junction");
    expect(after).not.toContain("Market Gate");
    const staff = await preview("/bus-routes", cookie);
    expect(staff).toContain("Market Gate");
    expect(staff).not.toContain("Clock Tower Junction");
  });

  it("a changed FAQ question on a school's home page, with the other school's unchanged", async () => {
    const changed: SchoolLandingContent = structuredClone(landing.vidhyapeeth);
    const first = changed.faq.items[0];
    if (!first) throw new Error("no FAQ");
    first.question = "Is there a school bus from Kottaimedu?";
    await publishPage("/vidhyapeeth", changed, editor);
    expect(await visit("/vidhyapeeth", vidhyapeethRoute as Module)).toContain(
      "Is there a school bus from Kottaimedu?",
    );
    expect(await visit("/vidhyashram", vidhyashramRoute as Module)).not.toContain(
      "Is there a school bus from Kottaimedu?",
    );

    const draft = structuredClone(changed);
    if (draft.faq.items[0]) draft.faq.items[0].question = "When does the new term begin?";
    await saveDraft("/vidhyapeeth", draft, editor);
    const visitor = await visit("/vidhyapeeth", vidhyapeethRoute as Module);
    expect(visitor).toContain("Is there a school bus from Kottaimedu?");
    expect(visitor).not.toContain("When does the new term begin?");
    const staff = await preview("/vidhyapeeth", cookie);
    expect(staff).toContain("When does the new term begin?");
    expect(staff).toContain("Admissions 2025-2026");
  });

  it("a changed home page section and banner, with the slides still from the settings", async () => {
    const changed: HomeSections = structuredClone(shippedHome);
    changed.about.heading = "About our two schools";
    changed.banner.title = "Admissions are open now";
    await publishPage("/", changed, editor);
    const data = await loaderData(homeRoute, get("/"));
    expect(data.home.banner.title).toBe("Admissions are open now");
    const html = await render("/", homeRoute as Module, data);
    expect(html).toContain("About our two schools");
    expect(html).toContain(`1 of ${settingsDefaults.homeSlides.length}: `);

    const draft = structuredClone(changed);
    draft.whyChoose.heading = "Why parents choose us";
    await saveDraft("/", draft, editor);
    expect(await visit("/", homeRoute as Module)).not.toContain("Why parents choose us");
    const staff = await preview("/", cookie);
    expect(staff).toContain("Why parents choose us");
    expect(staff).toContain("About our two schools");
    // The preview checks the words: no loading overlay.
    expect(staff).not.toContain('class="intro-skip');
  });

  it("a home page the office edited before the slides became a setting still draws, with the setting's slides", async () => {
    const before = structuredClone(home);
    before.about.heading = "About us, as edited last year";
    await db()
      .updateTable("pages")
      .set({ published: JSON.stringify(before), edited_at: "2025-06-01T00:00:00.000Z" })
      .where("path", "=", "/")
      .execute();
    const data = await loaderData(homeRoute, get("/"));
    expect(data.home.carousel).toEqual({ heading: home.carousel.heading });
    const html = await render("/", homeRoute as Module, data);
    expect(html).toContain("About us, as edited last year");
    expect(html).toContain(`1 of ${settingsDefaults.homeSlides.length}: `);
  });

  it("a changed training title, in the page and its meta", async () => {
    const changed: Training = structuredClone(training);
    changed.title = "Teacher development";
    changed.description = "How our teachers keep learning: workshops, courses and visits.";
    await publishPage("/training", changed, editor);
    const html = await visit("/training", trainingRoute as Module);
    expect(html).toContain('"title":"Teacher development');
    expect(html).toContain("How our teachers keep learning");
    expect(html).toMatch(/<h1[^>]*>Teacher development<\/h1>/);

    await saveDraft("/training", { ...changed, title: "Training draft title" }, editor);
    expect(await visit("/training", trainingRoute as Module)).not.toContain("Training draft title");
    const staffData = await loaderData(previewRoute, get("/admin/preview/training", { cookie }));
    expect(staffData.title).toBe("Training draft title");
    expect(await preview("/training", cookie)).toMatch(/<h1[^>]*>Training draft title<\/h1>/);
  });

  it("the preview of a sectioned page stays staff-only and uncached", async () => {
    const signedOut = await (await requestHandler("/admin/preview/bus-routes"))(
      get("/admin/preview/bus-routes"),
    );
    expect(signedOut.status).not.toBe(200);
    const staff = await (await requestHandler("/admin/preview/bus-routes"))(
      get("/admin/preview/bus-routes", { cookie }),
    );
    expect(staff.status).toBe(200);
    expect(staff.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("the words of the notice board, the galleries, the media library and the enquiry page", () => {
  it("are registered with their schemas, and the shipped words fit them", () => {
    for (const { path, shipped } of listings) {
      const entry = editables.get(path);
      expect(entry?.kind, path).toBe("sections");
      expect(entry?.shipped, path).toEqual(shipped);
      const schema = path === "/notifications" ? noticeBoardSchema : listingPageSchema;
      expect(schema.safeParse(shipped).success, path).toBe(true);
    }
  });

  it("draw today's headings with the shipped settings: a school's gallery is called by its name", async () => {
    const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    expect(heading(await visit("/notifications", notificationsRoute as Module))).toBe("Notice board");
    expect(heading(await visit("/gallery", galleryRoute as Module))).toBe("Photo gallery");
    const school = await visit("/vidhyashram/gallery", galleryRoute as Module);
    expect(heading(school)).toBe(`${settingsDefaults.site.schools.vidhyashram.name} photo gallery`);
    expect(heading(await visit("/videos", videosRoute as Module))).toBe("Media library");
    const enquiry = await visit("/enquiry", enquiryRoute as Module);
    expect(heading(enquiry)).toBe("Admission enquiry");
    expect(enquiry).toContain(`Admissions are open for ${settingsDefaults.site.admissionsYear}. Tell us`);
  });

  it("the notice board filtered to one school draws the same from the database as from content/", async () => {
    for (const school of ["vidhyashram", "vidhyapeeth"] as const) {
      const url = `/notifications?school=${school}`;
      const data = await loaderData(notificationsRoute, get(url));
      const html = await render(url, notificationsRoute as Module, data);
      const fromContent = resolveReferences(noticeBoard, shippedReferences);
      expect(html).toBe(await render(url, notificationsRoute as Module, { ...data, page: fromContent }));
      const name = settingsDefaults.site.schools[school].name;
      expect(html).toContain(`"title":"Notice board: ${name} — `);
      expect(html).toContain(`for ${name} and for both schools, newest first.`);
    }
  });

  it.each(listings)(
    "$path shows what the office publishes, in the page and its meta",
    async ({ path, route, shipped }) => {
      const summary = `New summary of ${path} for search engines.`;
      await publishPage(
        path,
        { ...shipped, title: `New title of ${path}`, intro: "New words", description: summary },
        editor,
      );
      const html = await visit(path, route);
      expect(html).toMatch(new RegExp(`<h1[^>]*>New title of ${path}</h1>`));
      expect(html).toContain("New words");
      expect(html).toContain(`{"name":"description","content":"${summary}"}`);
      expect(html).toContain(`"title":"New title of ${path} — `);
      expect(html).not.toContain(resolveReferences(shipped, shippedReferences).intro);

      // A draft: only the staff preview shows it, over what the public page draws below its words.
      await saveDraft(path, { ...shipped, title: "Draft title", intro: "Draft words" }, editor);
      const published = await visit(path, route);
      expect(published).not.toContain("Draft words");
      const staff = await preview(path, cookie);
      expect(staff).toMatch(/<h1[^>]*>Draft title<\/h1>/);
      expect(staff).toContain("Draft words");
      let below = belowIntro(staff, "Draft words");
      if (path === "/enquiry") {
        // The form is there to be read, but cannot send an enquiry from the preview.
        expect(staff).toMatch(/<button[^>]*disabled=""[^>]*>Send enquiry<\/button>/);
        expect(staff).toContain(PREVIEW_FORM_NOTE);
        below = below.replace(' disabled=""', "").replace(PREVIEW_FORM_NOTE, "");
      }
      expect(below).toBe(belowIntro(published, "New words"));
    },
  );

  it("the notice board filtered to one school shows that school's published words", async () => {
    const changed = structuredClone(noticeBoard);
    changed.schools.vidhyapeeth.intro = "Vidhyapeeth's notices and the group's, as the office words it.";
    await publishPage("/notifications", changed, editor);
    const html = await visit("/notifications?school=vidhyapeeth", notificationsRoute as Module);
    expect(html).toContain("Vidhyapeeth&#x27;s notices and the group&#x27;s, as the office words it.");
    expect(await visit("/notifications?school=vidhyashram", notificationsRoute as Module)).not.toContain(
      "as the office words it",
    );
  });

  it("the video page's breadcrumb ends with its title as published", async () => {
    await publishPage("/videos", { ...videosPage, title: "Our videos" }, editor);
    const html = await visit("/videos", videosRoute as Module);
    expect(html).toMatch(/aria-current="page"[^>]*>Our videos</);
  });

  it("open in the editor for those who edit their school's or the group's pages", async () => {
    const vidhyapeethEditor = await signIn("vp-gallery", { role: "editor", scope: "vidhyapeeth" });
    const open = (path: string) =>
      callLoader(editorRoute, get(`/admin/pages${path}`, { cookie: vidhyapeethEditor }));
    const own = await loaderData(
      editorRoute,
      get("/admin/pages/vidhyapeeth/gallery", { cookie: vidhyapeethEditor }),
    );
    expect(JSON.stringify(own.node)).toContain("Summary for search engines");
    expect(statusOf(await open("/vidhyashram/gallery"))).toBe(403);
    expect(statusOf(await open("/notifications"))).toBe(403);
    const board = await loaderData(editorRoute, get("/admin/pages/notifications", { cookie }));
    expect(JSON.stringify(board.node)).toContain("When a visitor picks one school");
  });
});
