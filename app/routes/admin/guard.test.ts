import { beforeAll, describe, expect, it } from "vitest";
import { createSession, getUser } from "~/lib/auth/session.server";
import { checkCredentials, createUser, findUserByUsername } from "~/lib/auth/users.server";
import { albums } from "~/lib/gallery/albums.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { announcements } from "~/lib/published/announcements.server";
import { notifications } from "~/lib/published/notifications.server";
import { mediaItems } from "~/lib/published/videos.server";
import * as albumsRoute from "./albums/albums";
import * as auditRoute from "./audit";
import * as announcementsRoute from "./content/announcements";
import * as mediaRoute from "./content/media";
import * as notificationsRoute from "./content/notifications";
import * as layoutRoute from "./layout";
import * as redirectRoute from "./redirect";
import * as passwordRoute from "./users/password";
import * as usersRoute from "./users/users";

const SITE = "http://localhost:3000";
const context = { nonce: "", clientAddress: "127.0.0.1" };

type Handler = (args: never) => unknown;

/** Calls a loader or action the way React Router does, returning what it returned or threw. */
async function call(handler: Handler, request: Request): Promise<unknown> {
  try {
    return await handler({ request, params: {}, context } as never);
  } catch (thrown) {
    return thrown;
  }
}

/** A request with a form body, as a browser posts it. */
function post(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  return new Request(`${SITE}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

function get(path: string, cookie?: string): Request {
  return new Request(`${SITE}${path}`, cookie ? { headers: { Cookie: cookie } } : undefined);
}

/** A signed-in browser's Cookie header for a new user. */
async function signIn(username: string, mustChangePassword = false): Promise<string> {
  const user = await createUser({ username, password: "a-long-password", mustChangePassword });
  const setCookie = await createSession(get("/login"), user.id);
  return setCookie.split(";")[0] ?? "";
}

/** What a React Router `data()` result holds. */
interface DataResult {
  data: {
    errors: Record<string, string | undefined>;
    values: Record<string, string>;
    mode: string;
    formError?: string;
  };
  init: { status?: number } | null;
}

const HACK = { intent: "create", title: "Hacked", date: "2026-01-01", audience: "group" };

const guarded: [string, string, { loader?: Handler; action?: Handler }][] = [
  ["layout", "/admin", layoutRoute],
  ["notifications", "/admin", notificationsRoute],
  ["announcements", "/admin/announcements", announcementsRoute],
  ["media", "/admin/media", mediaRoute],
  ["albums", "/admin/albums", albumsRoute],
  ["password", "/admin/password", passwordRoute],
  ["users", "/admin/users", usersRoute],
  ["audit", "/admin/audit", auditRoute],
];

beforeAll(async () => {
  await migrateToLatest(db());
});

describe("admin routes refuse a signed-out visitor", () => {
  const loaders = guarded.flatMap(([name, path, mod]) =>
    mod.loader ? [[name, path, mod.loader] as const] : [],
  );
  const actions = guarded.flatMap(([name, path, mod]) =>
    mod.action ? [[name, path, mod.action] as const] : [],
  );

  it("covers every admin route module", () => {
    expect(loaders.map(([name]) => name)).toEqual([
      "layout",
      "notifications",
      "announcements",
      "media",
      "albums",
      "password",
      "users",
      "audit",
    ]);
    expect(actions.map(([name]) => name)).toEqual([
      "notifications",
      "announcements",
      "media",
      "albums",
      "password",
      "users",
    ]);
  });

  it.each(loaders)("%s loader sends a GET to the login page", async (_name, path, loader) => {
    const result = await call(loader, get(`${path}?dialog=add`));
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent(`${path}?dialog=add`)}`,
    );
  });

  it.each(actions)(
    "%s action sends a POST to the login page and writes nothing",
    async (_name, path, action) => {
      const fields = {
        ...HACK,
        youtube_id: "https://youtu.be/aBcDeFgHiJ0",
        link: "https://evil.example/",
        current: "x",
        password: "hacked-password",
        confirm: "hacked-password",
      };
      const result = await call(action, post(path, fields));
      expect(result).toBeInstanceOf(Response);
      const response = result as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    },
  );

  it("a forged or expired cookie is no better than none", async () => {
    const result = await call(
      notificationsRoute.action,
      post("/admin", HACK, `session=${btoa(JSON.stringify("A".repeat(43)))}`),
    );
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("no row was written by the refused requests", async () => {
    for (const store of [notifications, announcements, mediaItems, albums]) {
      expect((await store.list()).map((row) => row.title)).not.toContain("Hacked");
    }
  });
});

describe("legacy admin addresses", () => {
  it.each(["/unified", "/vidhyashram/unified", "/management"])("%s leads to /admin", async (path) => {
    const result = await call(redirectRoute.loader as Handler, get(path));
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
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
    const result = (await call(notificationsRoute.loader, get("/admin", cookie))) as {
      username: string;
      rows: { id: number; title: string }[];
      loadError: string | null;
    };
    expect(result).not.toBeInstanceOf(Response);
    expect(result.username).toBe("reader");
    expect(result.loadError).toBeNull();
    expect(result.rows).toContainEqual(expect.objectContaining({ id: row.id, title: "Sports Day practice" }));
  });

  it("notifications action creates a row and goes back to the list", async () => {
    const cookie = await signIn("writer");
    const result = await call(
      notificationsRoute.action,
      post(
        "/admin",
        {
          intent: "create",
          title: "  Science fair  ",
          description: "Hall B",
          date: "2026-03-05",
          audience: "",
        },
        cookie,
      ),
    );
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("Location")).toBe("/admin?done=added");
    const stored = (await notifications.list()).find((row) => row.title === "Science fair");
    expect(stored).toMatchObject({ description: "Hall B", date: "2026-03-05", audience: "group" });
  });

  it("albums action refuses a bad link, keeping what was typed", async () => {
    const cookie = await signIn("album-keeper");
    const before = (await albums.list()).length;
    const result = (await call(
      albumsRoute.action,
      post(
        "/admin/albums",
        { intent: "create", title: "Sports Day", link: "not a url", thumbnail: "" },
        cookie,
      ),
    )) as DataResult;
    expect(result).not.toBeInstanceOf(Response);
    expect(result.init?.status).toBe(400);
    expect(result.data.errors.link).toEqual(expect.any(String));
    expect(result.data.errors.title).toBeUndefined();
    expect(result.data.values.title).toBe("Sports Day");
    expect(result.data.values.link).toBe("not a url");
    expect(result.data.mode).toBe("add");
    expect(await albums.list()).toHaveLength(before);
  });

  it("a user with a generated password is sent to change it first", async () => {
    const cookie = await signIn("new-admin", true);
    const result = await call(notificationsRoute.loader, get("/admin", cookie));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("Location")).toBe("/admin/password");
    const write = await call(
      notificationsRoute.action,
      post("/admin", { ...HACK, title: "Pending" }, cookie),
    );
    expect((write as Response).headers.get("Location")).toBe("/admin/password");
    expect((await notifications.list()).map((row) => row.title)).not.toContain("Pending");

    const layout = (await call(layoutRoute.loader, get("/admin/password", cookie))) as {
      mustChangePassword: boolean;
    };
    expect(layout).toEqual({
      username: "new-admin",
      mustChangePassword: true,
      newEnquiries: 0,
      isAdmin: true,
      roleLabel: "Administrator",
    });
    const password = (await call(passwordRoute.loader, get("/admin/password", cookie))) as {
      mustChange: boolean;
    };
    expect(password).toEqual({ mustChange: true, changed: false });
  });

  it("password action changes the password, keeping this session and ending the others", async () => {
    await createUser({ username: "changer", password: "old-password-1" });
    const user = await findUserByUsername("changer");
    const sessionOf = async () => (await createSession(get("/login"), user?.id ?? 0)).split(";")[0] ?? "";
    const here = await sessionOf();
    const elsewhere = await sessionOf();

    const wrong = (await call(
      passwordRoute.action,
      post(
        "/admin/password",
        { current: "not-it-at-all", password: "new-password-2", confirm: "new-password-2" },
        here,
      ),
    )) as { data: { errors: Record<string, string> }; init: { status?: number } | null };
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.errors.current).toEqual(expect.any(String));
    expect(await checkCredentials("changer", "old-password-1")).not.toBeNull();

    const result = await call(
      passwordRoute.action,
      post(
        "/admin/password",
        { current: "old-password-1", password: "new-password-2", confirm: "new-password-2" },
        here,
      ),
    );
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("Location")).toBe("/admin/password?changed");
    expect(await checkCredentials("changer", "old-password-1")).toBeNull();
    expect(await checkCredentials("changer", "new-password-2")).not.toBeNull();
    expect((await getUser(get("/admin", here)))?.username).toBe("changer");
    expect(await getUser(get("/admin", elsewhere))).toBeNull();
  });
});
