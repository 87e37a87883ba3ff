import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { editableAt, editables } from "~/lib/content-store/editables.server";
import { syncPageDefaults } from "~/lib/content-store/page-store.server";
import { syncPeopleDefaults } from "~/lib/content-store/people.server";
import { readSettings, saveSettings } from "~/lib/content-store/settings.server";
import { type FieldNode, postedFields } from "~/lib/forms/schema-form";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { pageVersion } from "~/lib/platform/page-version.server";
import { shippedNavigation } from "~content/navigation";
import { PAGE_KINDS, starterTexts } from "~content/page-kinds";
import {
  callAction,
  callLoader,
  dataOf,
  get,
  headerOf,
  loaderData,
  locationOf,
  post,
  responseOf,
  routeHeaders,
  signIn,
  statusOf,
} from "../../../../tests/support/routes";
import * as officeRoute from "../../site/office-page";
import * as shippedRoute from "../../site/page";
import * as sitemapRoute from "../../site/sitemap";
import type { AddPageAnswer } from "./add-page.server";
import { withPageInMenu } from "./add-page.server";
import * as editorRoute from "./page";
import * as listRoute from "./pages";
import * as previewRoute from "./preview";

/**
 * The office adds, hides and deletes pages (migration 0017), through the route modules as a clerk
 * meets them: "Add a page" on the Pages list checks the address against the route table and the
 * stored pages and opens the new page's editor; its first publish puts it on the site, served by the
 * catch-all route with its title and breadcrumbs and listed in the sitemap; hiding answers 404,
 * deleting 410 Gone or a 301 to a chosen page, for shipped pages as for the office's, and every change
 * raises the page version, so cached pages re-render.
 */

// The server build's route table, as React Router serves it: app/routes.ts with each route's parent.
vi.mock("virtual:react-router/server-build", async () => {
  const { default: config } = await import("../..");
  type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] };
  const routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }> = {
    root: { id: "root", path: "" },
  };
  const walk = (entries: Entry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      routes[id] = { id, parentId, path: entry.path, index: entry.index };
      walk(entry.children ?? [], id);
    }
  };
  walk(config as Entry[], "root");
  return { routes };
});

const ROBOTICS = "/vidhyashram/facilities/robotics-lab";
const LIBRARY = "/vidhyashram/facilities/library";

let admin = "";
let clerk = "";
let vidhyapeethEditor = "";

beforeAll(async () => {
  await migrateToLatest(db());
  await syncPageDefaults([...editables.values()].map((e) => ({ path: e.path, value: e.shipped })));
  await syncPeopleDefaults();
  admin = await signIn("principal");
  clerk = await signIn("office-clerk", { role: "editor" });
  vidhyapeethEditor = await signIn("vp-office", { role: "editor", scope: "vidhyapeeth" });
});

/** The Add form as posted by `cookie`'s user; the fields not given are left empty. */
function addForm(fields: Record<string, string>, cookie = clerk) {
  const body = { title: "", kind: "text", under: "/", address: "", ...fields };
  return callAction(listRoute, post("/admin/pages?dialog=add", body, { cookie }));
}

/** What a visitor gets at `path`: the shipped pages' route for a shipped page, else the catch-all's. */
function visit(path: string, shipped = false) {
  return shipped ? callLoader(shippedRoute, get(path)) : callLoader(officeRoute, get(path));
}

/** The addresses the sitemap lists, without the origin. */
async function sitemap(): Promise<string[]> {
  const xml = await responseOf(await callLoader(sitemapRoute, get("/sitemap.xml"))).text();
  return [...xml.matchAll(/<loc>[a-z]+:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
}

/** Posts `fields` to the editor of `path` as the admin (hide, show, delete, undelete). */
function editorPost(path: string, fields: Record<string, string>, cookie = admin) {
  return callAction(editorRoute, post(`/admin/pages${path}`, fields, { cookie }));
}

/** The editor's form of `path` posted unchanged with `intent` (publish, draft). */
async function submitEditor(path: string, intent: string, cookie = clerk, { keepStarter = false } = {}) {
  const { node } = await loaderData(editorRoute, get(`/admin/pages${path}`, { cookie }));
  const body = new FormData();
  // As a clerk does before publishing, each starter text is replaced with words of the page's own.
  for (const [name, value] of postedFields(node as FieldNode)) {
    const starter = Object.keys(starterTexts(value)).length > 0;
    body.append(name, starter && !keepStarter ? `Our own words for ${name}.` : value);
  }
  body.append("intent", intent);
  return callAction(editorRoute, post(`/admin/pages${path}`, body, { cookie }));
}

/** The blocks of the facilities overview (`/facilities`) as a visitor's page gets them, as JSON. */
async function facilitiesOverview(): Promise<string> {
  const served = await loaderData(shippedRoute, get("/facilities"));
  return JSON.stringify(served.page.blocks);
}

/** How much `step` raised the page version (what makes every cached page render afresh). */
async function raisedBy(step: () => Promise<unknown>): Promise<number> {
  const before = await pageVersion();
  await step();
  return (await pageVersion()) - before;
}

describe("adding a page", () => {
  it("creates Robotics lab under Vidhyashram facilities, kept from visitors until it is published", async () => {
    const list = await loaderData(
      listRoute,
      get("/admin/pages?dialog=add&school=vidhyashram", { cookie: clerk }),
    );
    expect(list.add?.under).toBe("/vidhyashram");
    expect(list.add?.places.map((p) => p.value)).toContain("/vidhyashram/facilities");
    expect(list.add?.kinds.map((k) => k.value)).toEqual([...PAGE_KINDS]);

    let created: unknown;
    expect(
      await raisedBy(async () => {
        created = await addForm({
          title: "Robotics lab",
          kind: "facility",
          under: "/vidhyashram/facilities",
        });
      }),
    ).toBeGreaterThan(0);
    expect(locationOf(created)).toBe(`/admin/pages${ROBOTICS}?done=created`);
    expect(statusOf(await visit(ROBOTICS))).toBe(404);
    expect(await sitemap()).not.toContain(ROBOTICS);
    expect(await facilitiesOverview()).not.toContain(ROBOTICS);

    const editor = await loaderData(
      editorRoute,
      get(`/admin/pages${ROBOTICS}?done=created`, { cookie: clerk }),
    );
    expect(editor.title).toBe("Robotics lab");
    expect(editor.done).toBe("created");
    expect(editor.visibility).toMatchObject({ office: true, published: false, deleted: false });
    // Staff preview it before anyone else sees it.
    const preview = await loaderData(previewRoute, get(`/admin/preview${ROBOTICS}`, { cookie: clerk }));
    expect(preview.page?.title).toBe("Robotics lab");
    const listed = await loaderData(listRoute, get("/admin/pages?state=office", { cookie: clerk }));
    expect(listed.pages.map((p) => [p.path, p.origin, p.hidden])).toEqual([[ROBOTICS, "office", true]]);

    expect(
      await raisedBy(async () =>
        expect(locationOf(await submitEditor(ROBOTICS, "publish"))).toContain("done=published"),
      ),
    ).toBeGreaterThan(0);
    const served = await loaderData(officeRoute, get(ROBOTICS));
    if ("gone" in served) throw new Error("the new page answers 410");
    expect(served.page.title).toBe("Robotics lab");
    expect(served.title).toBe("Robotics lab — Vidhyashram");
    expect(served.trail).toEqual([{ label: "Vidhyashram", to: "/vidhyashram" }, { label: "Robotics lab" }]);
    expect(routeHeaders(officeRoute).get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(await sitemap()).toContain(ROBOTICS);
    // The facilities overview lists it after the shipped facilities, under its title.
    expect(await facilitiesOverview()).toContain(
      `{"title":"Robotics lab","link":{"to":"${ROBOTICS}","label":"Robotics lab"}}`,
    );

    const Stub = createRoutesStub([{ id: "page", path: "*", Component: officeRoute.default as never }]);
    const html = renderToStaticMarkup(
      createElement(Stub, { initialEntries: [ROBOTICS], hydrationData: { loaderData: { page: served } } }),
    );
    expect(html).toContain(">Robotics lab</h1>");
    expect(html).toContain('href="/vidhyashram"');

    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "username"])
      .where("summary", "like", `%${ROBOTICS}%`)
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "create", username: "office-clerk" },
      { action: "publish", username: "office-clerk" },
    ]);
  });

  it("draws the form with Title, Kind and Address, and a refusal next to Address with the typed text", async () => {
    const list = await loaderData(listRoute, get("/admin/pages?dialog=add", { cookie: clerk }));
    const refused = dataOf<AddPageAnswer>(await addForm({ title: "Robotics lab", address: "/Robotics Lab" }));
    const Stub = createRoutesStub([
      { id: "list", path: "/admin/pages", Component: listRoute.default as never, action: () => refused },
    ]);
    const html = renderToStaticMarkup(
      createElement(Stub, {
        initialEntries: ["/admin/pages?dialog=add"],
        hydrationData: { loaderData: { list }, actionData: { list: refused } },
      }),
    );
    expect(html).toContain("Add a page");
    for (const label of ["Title", "Kind", "Address"])
      expect(html).toMatch(new RegExp(`<label[^>]*>${label}`));
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Create<\/button>/);
    const address = html.slice(html.indexOf(">Address"));
    expect(address).toMatch(/^[\s\S]*?value="\/Robotics Lab"[\s\S]*?Use only lower-case letters/);
  });

  it("publishes no page that still holds its starter texts, naming each field; a draft keeps them", async () => {
    const path = "/vidhyashram/facilities/pottery-room";
    await addForm({ title: "Pottery room", kind: "facility", address: path }, admin);
    const refused = await submitEditor(path, "publish", admin, { keepStarter: true });
    expect(statusOf(refused)).toBe(400);
    const answer = dataOf(refused) as { formError?: string; node: FieldNode };
    expect(answer.formError).toMatch(/^\d+ fields need attention/);
    const html = JSON.stringify(answer.node);
    expect(html).toContain("Describe this picture in your own words before publishing");
    expect(html).toContain("Replace the starter text with your own words before publishing.");
    expect(statusOf(await visit(path))).toBe(404);
    expect(locationOf(await submitEditor(path, "draft", admin, { keepStarter: true }))).toContain(
      "done=saved",
    );
    expect(locationOf(await submitEditor(path, "publish", admin))).toContain("done=published");
    expect(statusOf(await visit(path))).toBeUndefined();
  });

  it("makes every kind a page the editor can publish", async () => {
    for (const kind of PAGE_KINDS) {
      const path = `/vidhyashram/kinds-${kind}`;
      const made = await addForm({ title: `A ${kind} page`, kind, address: path }, admin);
      expect(locationOf(made), kind).toBe(`/admin/pages${path}?done=created`);
      expect(locationOf(await submitEditor(path, "publish", admin)), kind).toContain("done=published");
      expect(statusOf(await visit(path)), kind).toBeUndefined();
    }
  });

  it("refuses a taken, badly written or reserved address next to Address, keeping what was typed", async () => {
    const cases: [string, RegExp][] = [
      [ROBOTICS, /already has this address/],
      ["/Vidhyashram/Robotics-Lab", /lower-case/],
      ["/vidhyashram/robotics lab", /no spaces/],
      ["vidhyashram/robotics", /Start the address with \//],
      ["/admin/x", /\/admin is a part of the website that is not a page/],
      ["/admin", /already has this address/],
      ["/login", /already has this address/],
      ["/documents/robotics", /already has this address/],
      ["/uploads/robotics", /not a page/],
      ["/vidhyashram/gallery/robotics", /already has this address/],
      [LIBRARY, /already has this address/],
    ];
    for (const [address, message] of cases) {
      const refused = await addForm({ title: "Robotics lab", kind: "text", address });
      expect(statusOf(refused), address).toBe(400);
      const { add } = dataOf<AddPageAnswer>(refused);
      expect(add.errors.address, address).toMatch(message);
      expect(add.values.address, address).toBe(address);
      expect(add.values.title, address).toBe("Robotics lab");
    }
    // Made from the title, the address is shown in the field with the message.
    const library = await addForm({ title: "Library", under: "/vidhyashram/facilities" });
    expect(dataOf<AddPageAnswer>(library).add.values.address).toBe(LIBRARY);
    expect(dataOf<AddPageAnswer>(library).add.errors.address).toMatch(/already has this address/);
    const untitled = await addForm({ title: "" });
    expect(dataOf<AddPageAnswer>(untitled).add.errors.title).toMatch(/title/);
  });

  it("lets a Vidhyapeeth editor add pages to Vidhyapeeth only", async () => {
    const list = await loaderData(listRoute, get("/admin/pages?dialog=add", { cookie: vidhyapeethEditor }));
    expect(list.add?.places.every((p) => p.value.startsWith("/vidhyapeeth"))).toBe(true);
    const refused = await addForm({ title: "Robotics", address: "/vidhyashram/robotics" }, vidhyapeethEditor);
    expect(statusOf(refused)).toBe(400);
    expect(dataOf<AddPageAnswer>(refused).add.errors.address).toMatch(/Vidhyapeeth only.*\/vidhyapeeth\//);
    expect(await editableAt("/vidhyashram/robotics")).toBeUndefined();
    const own = await addForm({ title: "Robotics", under: "/vidhyapeeth/facilities" }, vidhyapeethEditor);
    expect(locationOf(own)).toBe("/admin/pages/vidhyapeeth/facilities/robotics?done=created");
  });

  it("adds the page to its section's menu only when the menu can take it", async () => {
    const next = withPageInMenu(shippedNavigation, ROBOTICS);
    const facilities = next.vidhyashram.menu.find((g) => g.heading === "Facilities");
    // The page itself, without words of its own: the menu shows its title as it is now.
    expect(facilities?.links.at(-1)).toEqual({ page: ROBOTICS });
    expect(next.group).toEqual(shippedNavigation.group);

    // A group of the menu already full (20 links): the form says so beside the box, and adds nothing.
    const { navigation } = await readSettings();
    const full = {
      ...navigation,
      vidhyashram: {
        ...navigation.vidhyashram,
        menu: navigation.vidhyashram.menu.map((g) =>
          g.heading === "Facilities"
            ? { ...g, links: Array.from({ length: 20 }, () => ({ page: LIBRARY })) }
            : g,
        ),
      },
    };
    await saveSettings("navigation", full, { id: 1, username: "principal" });
    const refused = await addForm({ title: "Drone club", under: "/vidhyashram/facilities", menu: "on" });
    expect(statusOf(refused)).toBe(400);
    const { add } = dataOf<AddPageAnswer>(refused);
    expect(add.errors.menu).toMatch(/menu cannot list this page/);
    expect(add.values).toMatchObject({ title: "Drone club", menu: "on" });
    expect(await editableAt("/vidhyashram/facilities/drone-club")).toBeUndefined();
    await saveSettings("navigation", navigation, { id: 1, username: "principal" });

    // With room in the menu, the link is the page itself: no copy of its title to go stale.
    const made = await addForm({ title: "Drone club", under: "/vidhyashram/facilities", menu: "on" });
    expect(locationOf(made)).toContain("/admin/pages/vidhyashram/facilities/drone-club");
    const links = (await readSettings()).navigation.vidhyashram.menu.flatMap((g) => g.links);
    expect(links).toContainEqual({ page: "/vidhyashram/facilities/drone-club" });
    await saveSettings("navigation", navigation, { id: 1, username: "principal" });
  });
});

describe("hiding and deleting", () => {
  it("offers Hide and Delete in a content page's editor, asking first what the old address does", async () => {
    const editor = await loaderData(editorRoute, get(`/admin/pages${ROBOTICS}`, { cookie: clerk }));
    const Stub = createRoutesStub([
      { id: "editor", path: "/admin/pages/*", Component: editorRoute.default as never },
    ]);
    const html = renderToStaticMarkup(
      createElement(Stub, {
        initialEntries: [`/admin/pages${ROBOTICS}`],
        hydrationData: { loaderData: { editor } },
      }),
    );
    expect(html).toMatch(/<button[^>]*value="hide"[^>]*>.*Hide from visitors<\/button>/);
    expect(html).toMatch(/<summary[^>]*>Delete page<\/summary>/);
    expect(html).toContain("What should its old address do?");
    expect(html).toMatch(/<button[^>]*value="delete"[^>]*>.*Delete the page<\/button>/);
    // Settings and sectioned pages have no address of their own to hide.
    const home = await loaderData(editorRoute, get("/admin/pages/_home", { cookie: admin }));
    expect(home.visibility).toBeNull();
    expect(statusOf(await editorPost("/bus-routes", { intent: "hide" }))).toBe(400);
  });

  it("hides a page from visitors and the sitemap and shows it again; staff still edit it", async () => {
    expect(
      await raisedBy(async () =>
        expect(locationOf(await editorPost(ROBOTICS, { intent: "hide" }))).toContain("done=hidden"),
      ),
    ).toBeGreaterThan(0);
    expect(statusOf(await visit(ROBOTICS))).toBe(404);
    expect(await sitemap()).not.toContain(ROBOTICS);
    const editor = await loaderData(editorRoute, get(`/admin/pages${ROBOTICS}`, { cookie: clerk }));
    expect(editor.visibility).toMatchObject({ hidden: true, published: true });
    expect(await raisedBy(() => editorPost(ROBOTICS, { intent: "show" }))).toBeGreaterThan(0);
    expect(statusOf(await visit(ROBOTICS))).toBeUndefined();

    // A shipped page keeps its route, and its route honours the office's choice.
    await editorPost(LIBRARY, { intent: "hide" });
    expect(statusOf(await visit(LIBRARY, true))).toBe(404);
    expect(await sitemap()).not.toContain(LIBRARY);
    await editorPost(LIBRARY, { intent: "show" });
    expect(statusOf(await visit(LIBRARY, true))).toBeUndefined();
    expect(await sitemap()).toContain(LIBRARY);
  });

  it("deletes a page to 410 Gone with a helpful page, or to a 301 to a chosen page", async () => {
    expect(
      await raisedBy(async () =>
        expect(locationOf(await editorPost(ROBOTICS, { intent: "delete", gone: "gone" }))).toContain(
          "done=deleted",
        ),
      ),
    ).toBeGreaterThan(0);
    const gone = await visit(ROBOTICS);
    expect(statusOf(gone)).toBe(410);
    expect(JSON.stringify(dataOf(gone))).toContain("This page has been removed");
    expect(await sitemap()).not.toContain(ROBOTICS);
    expect(
      (await loaderData(listRoute, get("/admin/pages?state=deleted", { cookie: admin }))).pages.map(
        (p) => p.path,
      ),
    ).toEqual([ROBOTICS]);

    // Bring it back, then delete it again, sending visitors to the laboratories.
    expect(await raisedBy(() => editorPost(ROBOTICS, { intent: "undelete" }))).toBeGreaterThan(0);
    expect(statusOf(await visit(ROBOTICS))).toBeUndefined();
    const lab = "/vidhyashram/facilities/lab";
    for (const [redirectTo, message] of [
      ["", /Write the address/],
      [ROBOTICS, /the page you are deleting/],
      ["/no-such-page", /no page visitors can open/],
      ["/admin", /no page visitors can open/],
    ] as const) {
      const refused = await editorPost(ROBOTICS, { intent: "delete", gone: "redirect", redirectTo });
      expect(statusOf(refused), redirectTo).toBe(400);
      const answer = dataOf<{ remove: { error: string; redirectTo: string } }>(refused);
      expect(answer.remove.error, redirectTo).toMatch(message);
      expect(answer.remove.redirectTo).toBe(redirectTo);
      expect(statusOf(await visit(ROBOTICS))).toBeUndefined();
    }
    expect(
      await raisedBy(() => editorPost(ROBOTICS, { intent: "delete", gone: "redirect", redirectTo: lab })),
    ).toBeGreaterThan(0);
    const moved = await visit(ROBOTICS);
    expect(statusOf(moved)).toBe(301);
    expect(headerOf(moved, "Location")).toBe(lab);

    // "Delete" of a shipped page: its editor first says which pages and menus link to it.
    const editor = await loaderData(editorRoute, get(`/admin/pages${LIBRARY}`, { cookie: admin }));
    expect(editor.linkedFrom).toEqual(
      expect.arrayContaining([
        { path: "/facilities", name: "Facilities", links: 1 },
        expect.objectContaining({
          path: "settings:navigation",
          name: expect.stringMatching(/^Site settings: /),
        }),
      ]),
    );
    expect(await facilitiesOverview()).toContain(`"to":"${LIBRARY}"`);
    // Gone: no page leads there (the card keeps its words); its route answers 410.
    await editorPost(LIBRARY, { intent: "delete", gone: "gone" });
    expect(statusOf(await visit(LIBRARY, true))).toBe(410);
    const overview = await facilitiesOverview();
    expect(overview).not.toContain(`"to":"${LIBRARY}"`);
    expect(overview).toContain("Over 17,000 books");
    await editorPost(LIBRARY, { intent: "undelete" });
    // Sent on: the links lead where visitors are sent, and the route answers as chosen.
    await editorPost(LIBRARY, { intent: "delete", gone: "redirect", redirectTo: lab });
    expect(statusOf(await visit(LIBRARY, true))).toBe(301);
    expect(await facilitiesOverview()).not.toContain(`"to":"${LIBRARY}"`);
    await editorPost(LIBRARY, { intent: "undelete" });
    expect(statusOf(await visit(LIBRARY, true))).toBeUndefined();
    expect(await facilitiesOverview()).toContain(`"to":"${LIBRARY}"`);
  });

  it("answers any other address exactly as before: 404", async () => {
    for (const path of ["/no-such-page", "/vidhyashram/facilities/robotics", "/wp-login.php"]) {
      expect(statusOf(await visit(path)), path).toBe(404);
    }
    expect(statusOf(await callAction(officeRoute, post("/no-such-page", { a: "b" })))).toBe(404);
  });
});
