import { beforeAll, describe, expect, it } from "vitest";
import { getUser } from "~/lib/auth/session.server";
import { checkCredentials, createUser, findUserByUsername } from "~/lib/auth/users.server";
import { albums } from "~/lib/gallery/albums.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { announcements } from "~/lib/published/announcements.server";
import { notifications } from "~/lib/published/notifications.server";
import { mediaItems } from "~/lib/published/videos.server";
import {
  callAction,
  callLoader,
  dataOf,
  get,
  loaderData,
  loadRouteModule,
  locationOf,
  post,
  requestHandler,
  responseOf,
  routeTable,
  SITE,
  sessionCookie,
  signIn,
  statusOf,
  type TableRoute,
} from "../../../tests/support/routes";
import * as albumsRoute from "./albums/albums";
import * as notificationsRoute from "./content/notifications";
import * as layoutRoute from "./layout";
import * as redirectRoute from "./redirect";
import * as passwordRoute from "./users/password";

const LAYOUT = "routes/admin/layout.tsx";

/**
 * The staff routes, derived from the route table (architecture ruling 2): every route whose module is
 * under `routes/admin/` (the layout and the resource routes outside it included), except the legacy
 * redirects, and every route under the admin layout. A route added there later is checked here too.
 */
function staffRoutes(table: TableRoute[]): TableRoute[] {
  return table.filter(
    (route) =>
      (route.file.startsWith("routes/admin/") && route.file !== "routes/admin/redirect.tsx") ||
      route.parents.includes(LAYOUT),
  );
}

/** A URL of the route: its pattern with every parameter "1"; a layout's is its first screen's. */
function urlOf(route: TableRoute, table: TableRoute[]): string {
  const page = route.layout ? table.find((r) => r.parents.includes(route.file) && !r.layout) : route;
  return (page?.path ?? route.path).replace(/:[^/]+/g, "1").replace(/\/\*$/, "/x");
}

/** What a signed-out visitor may get: the sign-in redirect for this very URL, or a bare 401 or 403. */
async function expectRefused(result: unknown, url: string) {
  expect(result).toBeInstanceOf(Response);
  const response = responseOf(result);
  if (response.status === 302) {
    expect(response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);
    expect(await response.text()).toBe("");
  } else {
    // A script's JSON answer (the photo upload): the status and one message, nothing of the data.
    expect([401, 403]).toContain(response.status);
    expect(Object.keys(await response.json())).toEqual(["error"]);
  }
}

/** What a forged form would write, with every field any staff form reads. */
const HACK = {
  intent: "create",
  title: "Hacked",
  date: "2026-01-01",
  audience: "group",
  youtube_id: "https://youtu.be/aBcDeFgHiJ0",
  link: "https://evil.example/",
  current: "x",
  password: "hacked-password",
  confirm: "hacked-password",
  username: "hacker",
  access: "admin",
  status: "closed",
  note: "Hacked",
};

const table = routeTable();
const staff = await Promise.all(
  staffRoutes(table).map(async (route) => ({
    ...route,
    url: urlOf(route, table),
    module: await loadRouteModule(route.file),
  })),
);
const loaders = staff.flatMap(({ file, url, module: { loader } }) => (loader ? [{ file, url, loader }] : []));
const actions = staff.flatMap(({ file, url, module: { action } }) => (action ? [{ file, url, action }] : []));

beforeAll(async () => {
  await migrateToLatest(db());
});

describe("the staff routes of the route table", () => {
  it("are found: the layout, its screens and the resource routes outside it", () => {
    const files = staff.map((route) => route.file);
    expect(files).toContain(LAYOUT);
    expect(files).toContain("routes/admin/enquiries/enquiries-export.ts");
    expect(files).toContain("routes/admin/albums/album-upload.ts");
    expect(files.filter((file) => file !== LAYOUT).length).toBeGreaterThanOrEqual(12);
    expect(files).not.toContain("routes/admin/redirect.tsx");
    // Every one answers something: a loader, an action or both.
    expect(staff.filter(({ module }) => !module.loader && !module.action)).toEqual([]);
  });
});

describe("every staff route refuses a signed-out visitor", () => {
  it.each(loaders)("$file: its loader sends a GET to the login page", async ({ url, loader }) => {
    const query = `${url}?dialog=add`;
    await expectRefused(await callLoader({ loader }, get(query)), query);
  });

  it.each(actions)("$file: its action refuses a POST and writes nothing", async ({ url, action }) => {
    await expectRefused(await callAction({ action }, post(url, HACK)), url);
  });

  it("a forged or expired cookie is no better than none", async () => {
    const result = await callAction(
      notificationsRoute,
      post("/admin", HACK, { cookie: `session=${btoa(JSON.stringify("A".repeat(43)))}` }),
    );
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toMatch(/^\/login\?redirectTo=/);
  });

  it("no row was written by the refused requests", async () => {
    for (const store of [notifications, announcements, mediaItems, albums]) {
      expect((await store.list()).map((row) => row.title)).not.toContain("Hacked");
    }
    expect(await findUserByUsername("hacker")).toBeUndefined();
  });
});

describe("through React Router's own request handler (document and resource requests)", () => {
  const send = async (request: Request) => (await requestHandler(new URL(request.url).pathname))(request);
  const same = { headers: { Origin: SITE } };

  it("a signed-out visitor is sent to sign in, or told 401 by the upload script's route", async () => {
    const page = await send(get("/admin/audit?user=x"));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/admin/audit?user=x")}`,
    );
    const csv = await send(get("/admin/enquiries/export.csv"));
    expect(csv.status).toBe(302);
    expect(csv.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const upload = await send(post("/admin/albums/1/photos", new FormData(), same));
    expect(upload.status).toBe(401);
    expect(await upload.json()).toEqual({ error: expect.stringContaining("no longer signed in") });
    const write = await send(post("/admin", HACK, same));
    expect(write.status).toBe(302);
    expect(write.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin");
  });

  it("a generated password opens the password page only", async () => {
    const cookie = await signIn("pending-http", { mustChangePassword: true });
    expect((await send(get("/admin/password", { cookie }))).status).toBe(200);
    const elsewhere = await send(get("/admin/media", { cookie }));
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get("Location")).toBe("/admin/password");
  });
});

describe("legacy admin addresses", () => {
  it.each(["/unified", "/vidhyashram/unified", "/management"])("%s leads to /admin", async (path) => {
    const result = await callLoader(redirectRoute, get(path));
    expect(result).toBeInstanceOf(Response);
    const response = responseOf(result);
    expect([301, 302, 308]).toContain(response.status);
    expect(response.headers.get("Location")).toBe("/admin");
  });
});

describe("admin routes for a signed-in user", () => {
  it("notifications loader returns the list", async () => {
    const cookie = await signIn("reader");
    const row = await notifications.create({
      title: "Sports Day practice",
      description: "",
      date: "2026-02-10",
      audience: "group",
    });
    const result = await loaderData(notificationsRoute, get("/admin", { cookie }));
    expect(result).not.toBeInstanceOf(Response);
    expect(result.username).toBe("reader");
    expect(result.loadError).toBeNull();
    expect(result.rows).toContainEqual(expect.objectContaining({ id: row.id, title: "Sports Day practice" }));
  });

  it("notifications action creates a row and goes back to the list", async () => {
    const cookie = await signIn("writer");
    const result = await callAction(
      notificationsRoute,
      post(
        "/admin",
        {
          intent: "create",
          title: "  Science fair  ",
          description: "Hall B",
          date: "2026-03-05",
          audience: "group",
        },
        { cookie },
      ),
    );
    expect(result).toBeInstanceOf(Response);
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/admin?done=added");
    const stored = (await notifications.list()).find((row) => row.title === "Science fair");
    expect(stored).toMatchObject({ description: "Hall B", date: "2026-03-05", audience: "group" });
  });

  it("albums action refuses a bad link, keeping what was typed", async () => {
    const cookie = await signIn("album-keeper");
    const before = (await albums.list()).length;
    const result = await callAction(
      albumsRoute,
      post(
        "/admin/albums",
        { intent: "create", title: "Sports Day", link: "not a url", thumbnail: "" },
        { cookie },
      ),
    );
    expect(result).not.toBeInstanceOf(Response);
    expect(statusOf(result)).toBe(400);
    const failed = dataOf<{
      errors: Record<string, string | undefined>;
      values: Record<string, string>;
      mode: string;
    }>(result);
    expect(failed.errors.link).toEqual(expect.any(String));
    expect(failed.errors.title).toBeUndefined();
    expect(failed.values.title).toBe("Sports Day");
    expect(failed.values.link).toBe("not a url");
    expect(failed.mode).toBe("add");
    expect(await albums.list()).toHaveLength(before);
  });

  it("a user with a generated password is sent to change it first", async () => {
    const cookie = await signIn("new-admin", { password: "a-long-password", mustChangePassword: true });
    const result = await callLoader(notificationsRoute, get("/admin", { cookie }));
    expect(result).toBeInstanceOf(Response);
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/admin/password");
    const write = await callAction(
      notificationsRoute,
      post("/admin", { ...HACK, title: "Pending" }, { cookie }),
    );
    expect(locationOf(write)).toBe("/admin/password");
    expect((await notifications.list()).map((row) => row.title)).not.toContain("Pending");

    const layout = await loaderData(layoutRoute, get("/admin/password", { cookie }));
    expect(layout).toEqual({
      username: "new-admin",
      mustChangePassword: true,
      newEnquiries: 0,
      compliance: 0,
      isAdmin: true,
      roleLabel: "Administrator",
    });
    const password = await loaderData(passwordRoute, get("/admin/password", { cookie }));
    expect(password).toMatchObject({ mustChange: true, changed: false });
  });

  it("password action changes the password, keeping this session and ending the others", async () => {
    await createUser({ username: "changer", password: "old-password-1" });
    const user = await findUserByUsername("changer");
    const here = await sessionCookie(user?.id ?? 0);
    const elsewhere = await sessionCookie(user?.id ?? 0);

    const wrong = await callAction(
      passwordRoute,
      post(
        "/admin/password",
        { current: "not-it-at-all", password: "new-password-2", confirm: "new-password-2" },
        { cookie: here },
      ),
    );
    expect(statusOf(wrong)).toBe(400);
    expect(dataOf<{ errors: Record<string, string> }>(wrong).errors.current).toEqual(expect.any(String));
    expect(await checkCredentials("changer", "old-password-1")).not.toBeNull();

    const result = await callAction(
      passwordRoute,
      post(
        "/admin/password",
        { current: "old-password-1", password: "new-password-2", confirm: "new-password-2" },
        { cookie: here },
      ),
    );
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/admin/password?changed");
    expect(await checkCredentials("changer", "old-password-1")).toBeNull();
    expect(await checkCredentials("changer", "new-password-2")).not.toBeNull();
    expect((await getUser(get("/admin", { cookie: here })))?.username).toBe("changer");
    expect(await getUser(get("/admin", { cookie: elsewhere }))).toBeNull();
  });
});
