import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PAIR_LIMIT } from "~/lib/auth/login-throttle.server";
import { ADMIN_ONLY_MESSAGE, createSession, getUser, IDLE_TIMEOUT_MS } from "~/lib/auth/session.server";
import { checkCredentials, createUser, findUserByUsername } from "~/lib/auth/users.server";
import { createEnquiry } from "~/lib/enquiries/enquiries.server";
import { listAudit } from "~/lib/platform/audit.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { notifications } from "~/lib/published/notifications.server";
import * as loginRoute from "../../auth/login";
import * as auditRoute from "../audit";
import * as announcementsRoute from "../content/announcements";
import * as mediaRoute from "../content/media";
import * as notificationsRoute from "../content/notifications";
import * as enquiriesRoute from "../enquiries/enquiries";
import * as enquiryRoute from "../enquiries/enquiry";
import * as passwordRoute from "./password";
import * as usersRoute from "./users";

/**
 * Issue 9 items 2, 3 and 5 through the route modules, as React Router calls them: roles, audience
 * scopes, user management, the audit log, session rotation and destruction, throttling.
 */

const SITE = "http://localhost:3000";
const PASSWORD = "a-long-staff-password";
let addressCounter = 0;

type Handler = (args: never) => unknown;

async function call(
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
  address?: string,
) {
  try {
    return await handler({
      request,
      params,
      context: { nonce: "", clientAddress: address ?? `192.0.2.${++addressCounter % 250}` },
    } as never);
  } catch (thrown) {
    return thrown;
  }
}

function post(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  return new Request(`${SITE}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

const get = (path: string, cookie?: string) =>
  new Request(`${SITE}${path}`, cookie ? { headers: { Cookie: cookie } } : undefined);

/** A Cookie header for a new session of `username` (created with `extra` when missing). */
async function sessionFor(
  username: string,
  extra: Partial<Parameters<typeof createUser>[0]> = {},
): Promise<string> {
  const user =
    (await findUserByUsername(username)) ?? (await createUser({ username, password: PASSWORD, ...extra }));
  return (await createSession(get("/login"), user.id)).split(";")[0] ?? "";
}

const statusOf = (result: unknown): number | undefined =>
  result instanceof Response
    ? result.status
    : ((result as { init?: { status?: number } | null })?.init?.status ?? undefined);
const locationOf = (result: unknown) => (result instanceof Response ? result.headers.get("Location") : null);
const dataOf = <T = Record<string, unknown>>(result: unknown) => (result as { data: T }).data;

async function auditRows() {
  return (await listAudit({ pageSize: 500 })).rows;
}

beforeAll(async () => {
  await migrateToLatest(db());
});

describe("admin actions are refused without a valid session (issue 9 'Done means')", () => {
  const attempt = (cookie?: string) =>
    call(
      notificationsRoute.action,
      post("/admin", { intent: "create", title: "Forged", date: "2026-01-01", audience: "group" }, cookie),
    );

  it("no session: redirected to sign in, nothing written", async () => {
    const result = await attempt();
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toMatch(/^\/login\?redirectTo=/);
  });

  it("a session idle for more than 2 hours: refused and deleted", async () => {
    const cookie = await sessionFor("idle-admin");
    await db()
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - IDLE_TIMEOUT_MS - 1000).toISOString() })
      .where("user_id", "=", (await findUserByUsername("idle-admin"))?.id ?? 0)
      .execute();
    expect(locationOf(await attempt(cookie))).toMatch(/^\/login/);
    expect(await getUser(get("/admin", cookie))).toBeNull();
  });

  it("a session past its 12-hour absolute limit, though used a minute ago: refused", async () => {
    const cookie = await sessionFor("old-admin");
    await db()
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString(), last_seen_at: new Date().toISOString() })
      .where("user_id", "=", (await findUserByUsername("old-admin"))?.id ?? 0)
      .execute();
    expect(locationOf(await attempt(cookie))).toMatch(/^\/login/);
  });

  it("the refused requests wrote nothing", async () => {
    expect((await notifications.list()).map((n) => n.title)).not.toContain("Forged");
  });
});

describe("sessions: rotation, privilege change, sign out everywhere", () => {
  it("the session id changes at sign-in", async () => {
    await createUser({ username: "rotating", password: PASSWORD });
    const before = await sessionFor("rotating");
    const result = await call(
      loginRoute.action,
      post("/login", { username: "rotating", password: PASSWORD, redirectTo: "/admin" }, before),
    );
    expect(statusOf(result)).toBe(302);
    const after = (result as Response).headers.get("Set-Cookie")?.split(";")[0] ?? "";
    expect(after).toMatch(/^session=/);
    expect(after).not.toBe(before);
    expect(await getUser(get("/admin", before))).toBeNull();
    expect((await getUser(get("/admin", after)))?.username).toBe("rotating");
  });

  it("a change of role or scope ends every session of that user", async () => {
    const admin = await sessionFor("boss-1");
    const editorPhone = await sessionFor("moved-editor", { role: "editor", scope: "vidhyapeeth" });
    const editorLaptop = await sessionFor("moved-editor");
    const id = (await findUserByUsername("moved-editor"))?.id ?? 0;
    const result = await call(
      usersRoute.action,
      post("/admin/users", { intent: "access", id: String(id), access: "editor-vidhyashram" }, admin),
    );
    expect(locationOf(result)).toBe("/admin/users?done=access");
    expect(await getUser(get("/admin", editorPhone))).toBeNull();
    expect(await getUser(get("/admin", editorLaptop))).toBeNull();
    expect((await findUserByUsername("moved-editor"))?.scope).toBe("vidhyashram");
    expect((await getUser(get("/admin", admin)))?.username).toBe("boss-1");
  });

  it("a password reset ends the user's sessions and forces a change at the next sign-in", async () => {
    const admin = await sessionFor("boss-1");
    const victim = await sessionFor("forgetful", { role: "editor" });
    const id = (await findUserByUsername("forgetful"))?.id ?? 0;
    const result = await call(
      usersRoute.action,
      post("/admin/users", { intent: "reset", id: String(id), password: "temporary-pass-2026x" }, admin),
    );
    expect(locationOf(result)).toBe("/admin/users?done=reset");
    expect(await getUser(get("/admin", victim))).toBeNull();
    const fresh = await sessionFor("forgetful");
    expect(locationOf(await call(notificationsRoute.loader, get("/admin", fresh)))).toBe("/admin/password");
    expect(await checkCredentials("forgetful", "temporary-pass-2026x")).not.toBeNull();
  });

  it("sign out everywhere ends every session of the user, this one included", async () => {
    const here = await sessionFor("traveller");
    const there = await sessionFor("traveller");
    const other = await sessionFor("bystander");
    const result = await call(
      passwordRoute.action,
      post("/admin/password", { intent: "signout-everywhere" }, here),
    );
    expect(locationOf(result)).toBe("/login");
    expect((result as Response).headers.get("Set-Cookie")).toMatch(/^session=;.*Max-Age=0/i);
    expect(await getUser(get("/admin", here))).toBeNull();
    expect(await getUser(get("/admin", there))).toBeNull();
    expect((await getUser(get("/admin", other)))?.username).toBe("bystander");
  });

  it("disabling an account signs it out and refuses its right password", async () => {
    const admin = await sessionFor("boss-1");
    const session = await sessionFor("leaver", { role: "editor" });
    const id = (await findUserByUsername("leaver"))?.id ?? 0;
    const result = await call(
      usersRoute.action,
      post("/admin/users", { intent: "disable", id: String(id) }, admin),
    );
    expect(locationOf(result)).toBe("/admin/users?done=disabled");
    expect(await getUser(get("/admin", session))).toBeNull();
    const login = await call(loginRoute.action, post("/login", { username: "leaver", password: PASSWORD }));
    expect(statusOf(login)).toBe(401);
    expect(dataOf<{ error: string }>(login).error).toBe("Invalid username or password.");
  });
});

describe("throttling through the sign-in form", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("kicks in after repeated failures from one address, then lets the right password through after the wait", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await createUser({ username: "throttled", password: PASSWORD });
    const attempt = (password: string) =>
      call(
        loginRoute.action,
        post("/login", { username: "throttled", password, redirectTo: "/admin" }),
        {},
        "203.0.113.30",
      );
    for (let i = 0; i < PAIR_LIMIT; i++) expect(statusOf(await attempt(`wrong-${i}`))).toBe(401);
    const refused = await attempt(PASSWORD);
    expect(statusOf(refused)).toBe(429);
    expect(dataOf<{ error: string }>(refused).error).toMatch(
      /Too many failed sign-in attempts\. Please wait \d+ minutes/,
    );
    const retryAfter = (refused as { init: { headers: Record<string, string> } }).init.headers["Retry-After"];
    const wait = Number(retryAfter) * 1000;
    expect(wait).toBeGreaterThan(0);
    vi.setSystemTime(Date.now() + wait + 1);
    const result = await attempt(PASSWORD);
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/admin");
  });

  it("an unknown username costs one argon2 verification too (no quick 'no such user')", async () => {
    const time = async (username: string) => {
      const start = performance.now();
      await checkCredentials(username, "some-wrong-password");
      return performance.now() - start;
    };
    await createUser({ username: "timed", password: PASSWORD });
    await time("warm-up");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time("timed"));
      unknown.push(await time(`nobody-${i}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1] ?? 0;
    // Both include the ~10-20 ms argon2 verification; a skipped one would take well under a millisecond.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});

describe("roles: what an editor may not do", () => {
  it("cannot open or use user management", async () => {
    const editor = await sessionFor("ed-all", { role: "editor" });
    const page = await call(usersRoute.loader, get("/admin/users", editor));
    expect(statusOf(page)).toBe(403);
    expect(dataOf<{ message: string }>(page).message).toBe(ADMIN_ONLY_MESSAGE);
    const write = await call(
      usersRoute.action,
      post(
        "/admin/users",
        { intent: "create", username: "sneaky", access: "admin", password: "sneaky-password-99" },
        editor,
      ),
    );
    expect(statusOf(write)).toBe(403);
    expect(await findUserByUsername("sneaky")).toBeUndefined();
    const me = (await findUserByUsername("ed-all"))?.id ?? 0;
    const promote = await call(
      usersRoute.action,
      post("/admin/users", { intent: "access", id: String(me), access: "admin" }, editor),
    );
    expect(statusOf(promote)).toBe(403);
    expect((await findUserByUsername("ed-all"))?.role).toBe("editor");
  });

  it("cannot see the audit log", async () => {
    const editor = await sessionFor("ed-all");
    expect(statusOf(await call(auditRoute.loader, get("/admin/audit", editor)))).toBe(403);
    const admin = await sessionFor("boss-1");
    expect(statusOf(await call(auditRoute.loader, get("/admin/audit", admin)))).toBeUndefined();
  });

  it("an editor of Vidhyapeeth adds Vidhyapeeth content and is refused another audience's", async () => {
    const editor = await sessionFor("ed-vp", { role: "editor", scope: "vidhyapeeth" });
    const add = (audience: string, title: string) =>
      call(
        notificationsRoute.action,
        post("/admin", { intent: "create", title, description: "", date: "2026-04-01", audience }, editor),
      );
    expect(locationOf(await add("vidhyapeeth", "VP sports day"))).toBe("/admin?done=added");
    for (const audience of ["vidhyashram", "group"]) {
      const refused = await add(audience, `Not mine ${audience}`);
      expect(statusOf(refused)).toBe(403);
      const body = dataOf<{ errors: Record<string, string>; values: Record<string, string> }>(refused);
      expect(body.errors.audience).toContain("Vidhyapeeth only");
      expect(body.values.title).toBe(`Not mine ${audience}`);
    }
    const titles = (await notifications.list()).map((n) => n.title);
    expect(titles).toContain("VP sports day");
    expect(titles).not.toContain("Not mine vidhyashram");

    // Existing rows of another audience: no edit, no move, no delete; not even listed.
    const theirs = await notifications.create({
      title: "VA only",
      description: "",
      date: "2026-04-02",
      audience: "vidhyashram",
    });
    const edit = await call(
      notificationsRoute.action,
      post(
        "/admin",
        {
          intent: "update",
          id: String(theirs.id),
          title: "Taken",
          date: "2026-04-02",
          audience: "vidhyapeeth",
        },
        editor,
      ),
    );
    expect(statusOf(edit)).toBe(403);
    const remove = await call(
      notificationsRoute.action,
      post("/admin", { intent: "delete", id: String(theirs.id) }, editor),
    );
    expect(statusOf(remove)).toBe(403);
    expect((await notifications.get(theirs.id))?.title).toBe("VA only");
    const list = dataOf<never>({
      data: await call(notificationsRoute.loader, get("/admin", editor)),
    }) as unknown as {
      rows: { title: string }[];
      audiences: string[];
    };
    expect(list.rows.map((r) => r.title)).not.toContain("VA only");
    expect(list.audiences).toEqual(["vidhyapeeth"]);
    const dialog = (await call(
      notificationsRoute.loader,
      get(`/admin?dialog=edit&id=${theirs.id}`, editor),
    )) as {
      dialog: unknown;
      refusal: string | null;
    };
    expect(dialog.dialog).toBeNull();
    expect(dialog.refusal).toMatch(/another audience/);
  });

  it("the same holds for announcements and videos", async () => {
    const editor = await sessionFor("ed-va", { role: "editor", scope: "vidhyashram" });
    const announce = await call(
      announcementsRoute.action,
      post(
        "/admin/announcements",
        { intent: "create", title: "x", date: "2026-04-01", audience: "vidhyapeeth", link: "" },
        editor,
      ),
    );
    expect(statusOf(announce)).toBe(403);
    const video = await call(
      mediaRoute.action,
      post(
        "/admin/media",
        { intent: "create", title: "x", youtube_id: "https://youtu.be/aBcDeFgHiJ0", audience: "group" },
        editor,
      ),
    );
    expect(statusOf(video)).toBe(403);
    const ok = await call(
      mediaRoute.action,
      post(
        "/admin/media",
        {
          intent: "create",
          title: "VA video",
          youtube_id: "https://youtu.be/aBcDeFgHiJ0",
          audience: "vidhyashram",
        },
        editor,
      ),
    );
    expect(locationOf(ok)).toBe("/admin/media?done=added");
  });

  it("an editor of one school sees and handles that school's enquiries and the undecided ones only", async () => {
    const editor = await sessionFor("ed-vp");
    const base = {
      student_name: "Asha",
      parent_name: "Ravi",
      phone: "+919876543210",
      email: null,
      class_sought: "LKG",
      message: null,
    };
    const mine = await createEnquiry({ ...base, school: "vidhyapeeth" });
    const undecided = await createEnquiry({ ...base, school: "not-sure" });
    const theirs = await createEnquiry({ ...base, school: "vidhyashram" });
    const inbox = (await call(enquiriesRoute.loader, get("/admin/enquiries", editor))) as {
      enquiries: { id: number }[];
    };
    const ids = inbox.enquiries.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, undecided.id]));
    expect(ids).not.toContain(theirs.id);
    expect(
      statusOf(
        await call(enquiryRoute.loader, get(`/admin/enquiries/${theirs.id}`, editor), {
          id: String(theirs.id),
        }),
      ),
    ).toBe(403);
    const change = await call(
      enquiryRoute.action,
      post(`/admin/enquiries/${theirs.id}`, { status: "closed", note: "" }, editor),
      { id: String(theirs.id) },
    );
    expect(statusOf(change)).toBe(403);
    const allowed = await call(
      enquiryRoute.action,
      post(`/admin/enquiries/${mine.id}`, { status: "contacted", note: "called" }, editor),
      { id: String(mine.id) },
    );
    expect(locationOf(allowed)).toBe(`/admin/enquiries/${mine.id}?saved`);
  });
});

describe("user management keeps an administrator", () => {
  beforeEach(async () => {
    // Only one active administrator in this block: every other admin account is disabled.
    await db().updateTable("users").set({ disabled: 1 }).where("role", "=", "admin").execute();
  });

  it("the last administrator cannot demote, disable or delete themselves, nor be demoted", async () => {
    const last = await sessionFor("only-admin");
    await db().updateTable("users").set({ disabled: 0 }).where("username", "=", "only-admin").execute();
    const id = String((await findUserByUsername("only-admin"))?.id);
    const demote = await call(
      usersRoute.action,
      post("/admin/users", { intent: "access", id, access: "editor-all" }, last),
    );
    expect(statusOf(demote)).toBe(409);
    expect(dataOf<{ errors: Record<string, string> }>(demote).errors.access).toMatch(
      /at least one active administrator/,
    );
    expect(
      statusOf(await call(usersRoute.action, post("/admin/users", { intent: "disable", id }, last))),
    ).toBe(409);
    expect(
      statusOf(await call(usersRoute.action, post("/admin/users", { intent: "delete", id }, last))),
    ).toBe(409);
    expect((await findUserByUsername("only-admin"))?.role).toBe("admin");
    expect((await getUser(get("/admin", last)))?.username).toBe("only-admin");
  });
});

describe("adding an account", () => {
  it("validates the username, the role and the password, and keeps what was typed", async () => {
    const admin = await sessionFor("boss-2");
    const refused = await call(
      usersRoute.action,
      post(
        "/admin/users",
        { intent: "create", username: "new editor!", access: "root", password: "qwerty123456" },
        admin,
      ),
    );
    expect(statusOf(refused)).toBe(400);
    const body = dataOf<{ errors: Record<string, string>; values: Record<string, string> }>(refused);
    expect(body.errors.username).toMatch(/letters, digits/i);
    expect(body.errors.access).toBeDefined();
    expect(body.errors.password).toMatch(/commonly used/);
    expect(body.values).toEqual({ username: "new editor!", access: "root" });
    expect(JSON.stringify(body)).not.toContain("qwerty123456");
    const taken = await call(
      usersRoute.action,
      post(
        "/admin/users",
        { intent: "create", username: "boss-2", access: "admin", password: "unusual-horse-battery" },
        admin,
      ),
    );
    expect(dataOf<{ errors: Record<string, string> }>(taken).errors.username).toMatch(/taken/);
  });

  it("creates an editor who must change the initial password", async () => {
    const admin = await sessionFor("boss-2");
    const result = await call(
      usersRoute.action,
      post(
        "/admin/users",
        {
          intent: "create",
          username: "vp-office",
          access: "editor-vidhyapeeth",
          password: "initial-secret-42x",
        },
        admin,
      ),
    );
    expect(locationOf(result)).toBe("/admin/users?done=added");
    const user = await findUserByUsername("vp-office");
    expect(user).toMatchObject({
      role: "editor",
      scope: "vidhyapeeth",
      must_change_password: 1,
      disabled: 0,
    });
    const login = await call(
      loginRoute.action,
      post("/login", { username: "vp-office", password: "initial-secret-42x" }),
    );
    expect(locationOf(login)).toBe("/admin/password");
  });
});

describe("password change rules", () => {
  it.each([
    ["shorter than 12 characters", "short-pw-11", /at least 12/],
    ["a common password (any case)", "PassWord1234", /commonly used/],
    ["the username", "Password-Changer", /username/],
  ])("refuses a new password that is %s", async (_label, password, message) => {
    const cookie = await sessionFor("password-changer");
    const result = await call(
      passwordRoute.action,
      post("/admin/password", { current: PASSWORD, password, confirm: password }, cookie),
    );
    expect(statusOf(result)).toBe(400);
    expect(dataOf<{ errors: Record<string, string> }>(result).errors.password).toMatch(message);
  });
});

describe("the audit log", () => {
  it("records every kind of change: who, what, when, from where", async () => {
    const admin = await sessionFor("auditor");
    const start = new Date().toISOString();
    // Content: create, update, delete of each kind.
    for (const [route, path, fields] of [
      [notificationsRoute, "/admin", { title: "Audit notice", date: "2026-05-01", audience: "group" }],
      [
        announcementsRoute,
        "/admin/announcements",
        { title: "Audit news", date: "2026-05-01", audience: "group", link: "" },
      ],
      [
        mediaRoute,
        "/admin/media",
        { title: "Audit video", youtube_id: "https://youtu.be/aBcDeFgHiJ0", audience: "group" },
      ],
    ] as const) {
      expect(statusOf(await call(route.action, post(path, { intent: "create", ...fields }, admin)))).toBe(
        302,
      );
    }
    const notice = (await notifications.list()).find((n) => n.title === "Audit notice");
    const id = String(notice?.id);
    await call(
      notificationsRoute.action,
      post(
        "/admin",
        { intent: "update", id, title: "Audit notice 2", date: "2026-05-02", audience: "group" },
        admin,
      ),
    );
    await call(notificationsRoute.action, post("/admin", { intent: "delete", id }, admin));
    // Enquiry status.
    const enquiry = await createEnquiry({
      student_name: "A",
      parent_name: "B",
      phone: "+919876543210",
      email: null,
      class_sought: "LKG",
      message: null,
      school: "vidhyapeeth",
    });
    await call(
      enquiryRoute.action,
      post(`/admin/enquiries/${enquiry.id}`, { status: "closed", note: "" }, admin),
      { id: String(enquiry.id) },
    );
    // Accounts: create, role, reset, disable, enable, delete.
    await call(
      usersRoute.action,
      post(
        "/admin/users",
        { intent: "create", username: "audited", access: "editor-all", password: "audited-password-1" },
        admin,
      ),
    );
    const target = String((await findUserByUsername("audited"))?.id);
    await call(
      usersRoute.action,
      post("/admin/users", { intent: "access", id: target, access: "editor-group" }, admin),
    );
    await call(
      usersRoute.action,
      post("/admin/users", { intent: "reset", id: target, password: "another-password-2" }, admin),
    );
    await call(usersRoute.action, post("/admin/users", { intent: "disable", id: target }, admin));
    await call(usersRoute.action, post("/admin/users", { intent: "enable", id: target }, admin));
    await call(usersRoute.action, post("/admin/users", { intent: "delete", id: target }, admin));
    // Own password, sign-ins.
    await call(
      passwordRoute.action,
      post(
        "/admin/password",
        { current: PASSWORD, password: "a-brand-new-passphrase", confirm: "a-brand-new-passphrase" },
        admin,
      ),
    );
    await call(loginRoute.action, post("/login", { username: "auditor", password: "wrong-wrong-wrong" }));
    await call(
      loginRoute.action,
      post("/login", { username: "auditor", password: "a-brand-new-passphrase" }),
    );

    const rows = (await auditRows()).filter((r) => r.username === "auditor" && r.at >= start).reverse();
    expect(rows.map((r) => `${r.action} ${r.entity}`)).toEqual([
      "create notifications",
      "create announcements",
      "create media_library",
      "update notifications",
      "delete notifications",
      "status enquiries",
      "create users",
      "update users",
      "password-reset users",
      "disable users",
      "enable users",
      "delete users",
      "password-change users",
      "sign-in-failed session",
      "sign-in session",
    ]);
    for (const row of rows) {
      expect(row.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(row.address).toMatch(/^192\.0\.2\.\d+$/);
    }
    expect(rows[0]?.summary).toBe("Added notification “Audit notice” for both schools");
    expect(rows[3]?.summary).toBe(
      "Edited notification “Audit notice 2” for both schools (changed: title, date)",
    );
    expect(rows[5]?.summary).toBe(`Marked enquiry ${enquiry.reference} as Closed`);
    expect(rows[7]?.summary).toBe(
      "Changed the role of “audited” from Editor · all audiences to Editor · Both schools (whole group)",
    );
    expect(rows.filter((r) => r.action !== "sign-in-failed").every((r) => r.user_id !== null)).toBe(true);
  });

  it("the admin screen lists newest first, filters by user and pages", async () => {
    const admin = await sessionFor("auditor-2");
    const page = (await call(auditRoute.loader, get("/admin/audit?user=auditor", admin))) as {
      rows: { username: string; at: string }[];
      usernames: string[];
      more: boolean;
    };
    expect(page.rows.length).toBeGreaterThan(5);
    expect(page.rows.every((r) => r.username === "auditor")).toBe(true);
    const times = page.rows.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.usernames).toContain("auditor");
    const junk = (await call(auditRoute.loader, get("/admin/audit?page=-4&user=%3Cscript%3E", admin))) as {
      rows: unknown[];
      page: number;
    };
    expect(junk.page).toBe(1);
    expect(junk.rows).toEqual([]);
  });
});
