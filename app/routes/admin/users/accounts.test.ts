import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PAIR_LIMIT } from "~/lib/auth/login-throttle.server";
import { ADMIN_ONLY_MESSAGE, getUser, IDLE_TIMEOUT_MS } from "~/lib/auth/session.server";
import { checkCredentials, createUser, findUserByUsername } from "~/lib/auth/users.server";
import { createEnquiry } from "~/lib/enquiries/enquiries.server";
import { listAudit } from "~/lib/platform/audit.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { notifications } from "~/lib/published/notifications.server";
import {
  type AccountOptions,
  callAction,
  callLoader,
  dataOf,
  get,
  headerOf,
  loaderData,
  locationOf,
  post,
  responseOf,
  signIn,
  statusOf,
  TEST_PASSWORD,
} from "../../../../tests/support/routes";
import * as loginRoute from "../../auth/login";
import * as auditRoute from "../audit";
import * as announcementsRoute from "../content/announcements";
import * as mediaRoute from "../content/media";
import * as notificationsRoute from "../content/notifications";
import * as enquiriesRoute from "../enquiries/enquiries";
import * as enquiryRoute from "../enquiries/enquiry";
import * as passwordRoute from "./password";
import * as usersRoute from "./users";

/** Every argon2 verification the code under test makes, counted (the real one still runs). */
const argon2Verify = vi.hoisted(() => vi.fn());
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  argon2Verify.mockImplementation(actual.verify);
  return { ...actual, verify: argon2Verify };
});

/**
 * Accounts and sessions through the route modules, as React Router calls them: roles, audience
 * scopes, user management, the audit log, session rotation and destruction, throttling.
 */

const PASSWORD = TEST_PASSWORD;
let addressCounter = 0;

/** The client address of a request: `address`, or a new one of 192.0.2.0/24 each time. */
const from = (address?: string) => ({ address: address ?? `192.0.2.${++addressCounter % 250}` });

/** A Cookie header for a new session of `username` (created with `extra` when missing). */
const sessionFor = (username: string, extra: AccountOptions = {}) => signIn(username, extra);

async function auditRows() {
  return (await listAudit({ pageSize: 500 })).rows;
}

beforeAll(async () => {
  await migrateToLatest(db());
});

describe("admin actions are refused without a valid session", () => {
  const attempt = (cookie?: string) =>
    callAction(
      notificationsRoute,
      post(
        "/admin",
        { intent: "create", title: "Forged", date: "2026-01-01", audience: "group" },
        { cookie },
      ),
      from(),
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
    expect(await getUser(get("/admin", { cookie }))).toBeNull();
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
    const result = await callAction(
      loginRoute,
      post("/login", { username: "rotating", password: PASSWORD, redirectTo: "/admin" }, { cookie: before }),
      from(),
    );
    expect(statusOf(result)).toBe(302);
    const after = responseOf(result).headers.get("Set-Cookie")?.split(";")[0] ?? "";
    expect(after).toMatch(/^session=/);
    expect(after).not.toBe(before);
    expect(await getUser(get("/admin", { cookie: before }))).toBeNull();
    expect((await getUser(get("/admin", { cookie: after })))?.username).toBe("rotating");
  });

  it("a change of role or scope ends every session of that user", async () => {
    const admin = await sessionFor("boss-1");
    const editorPhone = await sessionFor("moved-editor", { role: "editor", scope: "vidhyapeeth" });
    const editorLaptop = await sessionFor("moved-editor");
    const id = (await findUserByUsername("moved-editor"))?.id ?? 0;
    const result = await callAction(
      usersRoute,
      post(
        "/admin/users",
        { intent: "access", id: String(id), access: "editor-vidhyashram" },
        { cookie: admin },
      ),
      from(),
    );
    expect(locationOf(result)).toBe("/admin/users?done=access");
    expect(await getUser(get("/admin", { cookie: editorPhone }))).toBeNull();
    expect(await getUser(get("/admin", { cookie: editorLaptop }))).toBeNull();
    expect((await findUserByUsername("moved-editor"))?.scope).toBe("vidhyashram");
    expect((await getUser(get("/admin", { cookie: admin })))?.username).toBe("boss-1");
  });

  it("a password reset ends the user's sessions and forces a change at the next sign-in", async () => {
    const admin = await sessionFor("boss-1");
    const victim = await sessionFor("forgetful", { role: "editor" });
    const id = (await findUserByUsername("forgetful"))?.id ?? 0;
    const result = await callAction(
      usersRoute,
      post(
        "/admin/users",
        { intent: "reset", id: String(id), password: "temporary-pass-2026x" },
        { cookie: admin },
      ),
      from(),
    );
    expect(locationOf(result)).toBe("/admin/users?done=reset");
    expect(await getUser(get("/admin", { cookie: victim }))).toBeNull();
    const fresh = await sessionFor("forgetful");
    expect(locationOf(await callLoader(notificationsRoute, get("/admin", { cookie: fresh }), from()))).toBe(
      "/admin/password",
    );
    expect(await checkCredentials("forgetful", "temporary-pass-2026x")).not.toBeNull();
  });

  it("sign out everywhere ends every session of the user, this one included", async () => {
    const here = await sessionFor("traveller");
    const there = await sessionFor("traveller");
    const other = await sessionFor("bystander");
    const result = await callAction(
      passwordRoute,
      post("/admin/password", { intent: "signout-everywhere" }, { cookie: here }),
      from(),
    );
    expect(locationOf(result)).toBe("/login");
    expect(responseOf(result).headers.get("Set-Cookie")).toMatch(/^session=;.*Max-Age=0/i);
    expect(await getUser(get("/admin", { cookie: here }))).toBeNull();
    expect(await getUser(get("/admin", { cookie: there }))).toBeNull();
    expect((await getUser(get("/admin", { cookie: other })))?.username).toBe("bystander");
  });

  it("disabling an account signs it out and refuses its right password", async () => {
    const admin = await sessionFor("boss-1");
    const session = await sessionFor("leaver", { role: "editor" });
    const id = (await findUserByUsername("leaver"))?.id ?? 0;
    const result = await callAction(
      usersRoute,
      post("/admin/users", { intent: "disable", id: String(id) }, { cookie: admin }),
      from(),
    );
    expect(locationOf(result)).toBe("/admin/users?done=disabled");
    expect(await getUser(get("/admin", { cookie: session }))).toBeNull();
    const login = await callAction(
      loginRoute,
      post("/login", { username: "leaver", password: PASSWORD }),
      from(),
    );
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
      callAction(
        loginRoute,
        post("/login", { username: "throttled", password, redirectTo: "/admin" }),
        from("203.0.113.30"),
      );
    for (let i = 0; i < PAIR_LIMIT; i++) expect(statusOf(await attempt(`wrong-${i}`))).toBe(401);
    const refused = await attempt(PASSWORD);
    expect(statusOf(refused)).toBe(429);
    expect(dataOf<{ error: string }>(refused).error).toMatch(
      /Too many failed sign-in attempts\. Please wait \d+ minutes/,
    );
    const retryAfter = headerOf(refused, "Retry-After");
    const wait = Number(retryAfter) * 1000;
    expect(wait).toBeGreaterThan(0);
    vi.setSystemTime(Date.now() + wait + 1);
    const result = await attempt(PASSWORD);
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/admin");
  });

  it("an unknown username costs one argon2 verification too (no quick 'no such user')", async () => {
    // Counted, not timed (a stopwatch in a test fails on a busy machine): the dummy verification is what
    // makes "no such user" take as long as "wrong password".
    await createUser({ username: "timed", password: PASSWORD });
    argon2Verify.mockClear();
    await checkCredentials("timed", "some-wrong-password");
    expect(argon2Verify).toHaveBeenCalledTimes(1);
    argon2Verify.mockClear();
    await checkCredentials("nobody-at-all", "some-wrong-password");
    expect(argon2Verify).toHaveBeenCalledTimes(1);
    expect(String(argon2Verify.mock.calls[0]?.[0])).toMatch(/^\$argon2id\$/);
  });
});

describe("roles: what an editor may not do", () => {
  it("cannot open or use user management", async () => {
    const editor = await sessionFor("ed-all", { role: "editor" });
    const page = await callLoader(usersRoute, get("/admin/users", { cookie: editor }), from());
    expect(statusOf(page)).toBe(403);
    expect(dataOf<{ message: string }>(page).message).toBe(ADMIN_ONLY_MESSAGE);
    const write = await callAction(
      usersRoute,
      post(
        "/admin/users",
        { intent: "create", username: "sneaky", access: "admin", password: "sneaky-password-99" },
        { cookie: editor },
      ),
      from(),
    );
    expect(statusOf(write)).toBe(403);
    expect(await findUserByUsername("sneaky")).toBeUndefined();
    const me = (await findUserByUsername("ed-all"))?.id ?? 0;
    const promote = await callAction(
      usersRoute,
      post("/admin/users", { intent: "access", id: String(me), access: "admin" }, { cookie: editor }),
      from(),
    );
    expect(statusOf(promote)).toBe(403);
    expect((await findUserByUsername("ed-all"))?.role).toBe("editor");
  });

  it("cannot see the audit log", async () => {
    const editor = await sessionFor("ed-all");
    expect(statusOf(await callLoader(auditRoute, get("/admin/audit", { cookie: editor }), from()))).toBe(403);
    const admin = await sessionFor("boss-1");
    expect(
      statusOf(await callLoader(auditRoute, get("/admin/audit", { cookie: admin }), from())),
    ).toBeUndefined();
  });

  it("an editor of Vidhyapeeth adds Vidhyapeeth content and is refused another audience's", async () => {
    const editor = await sessionFor("ed-vp", { role: "editor", scope: "vidhyapeeth" });
    const add = (audience: string, title: string) =>
      callAction(
        notificationsRoute,
        post(
          "/admin",
          { intent: "create", title, description: "", date: "2026-04-01", audience },
          { cookie: editor },
        ),
        from(),
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
    const edit = await callAction(
      notificationsRoute,
      post(
        "/admin",
        {
          intent: "update",
          id: String(theirs.id),
          title: "Taken",
          date: "2026-04-02",
          audience: "vidhyapeeth",
        },
        { cookie: editor },
      ),
      from(),
    );
    expect(statusOf(edit)).toBe(403);
    const remove = await callAction(
      notificationsRoute,
      post("/admin", { intent: "delete", id: String(theirs.id) }, { cookie: editor }),
      from(),
    );
    expect(statusOf(remove)).toBe(403);
    expect((await notifications.get(theirs.id))?.title).toBe("VA only");
    const list = await loaderData(notificationsRoute, get("/admin", { cookie: editor }), from());
    expect(list.rows.map((r) => r.title)).not.toContain("VA only");
    expect(list.audiences).toEqual(["vidhyapeeth"]);
    const dialog = await loaderData(
      notificationsRoute,
      get(`/admin?dialog=edit&id=${theirs.id}`, { cookie: editor }),
      from(),
    );
    expect(dialog.dialog).toBeNull();
    expect(dialog.refusal).toMatch(/another audience/);
  });

  it("the same holds for announcements and videos", async () => {
    const editor = await sessionFor("ed-va", { role: "editor", scope: "vidhyashram" });
    const announce = await callAction(
      announcementsRoute,
      post(
        "/admin/announcements",
        { intent: "create", title: "x", date: "2026-04-01", audience: "vidhyapeeth", link: "" },
        { cookie: editor },
      ),
      from(),
    );
    expect(statusOf(announce)).toBe(403);
    const video = await callAction(
      mediaRoute,
      post(
        "/admin/media",
        { intent: "create", title: "x", youtube_id: "https://youtu.be/aBcDeFgHiJ0", audience: "group" },
        { cookie: editor },
      ),
      from(),
    );
    expect(statusOf(video)).toBe(403);
    const ok = await callAction(
      mediaRoute,
      post(
        "/admin/media",
        {
          intent: "create",
          title: "VA video",
          youtube_id: "https://youtu.be/aBcDeFgHiJ0",
          audience: "vidhyashram",
        },
        { cookie: editor },
      ),
      from(),
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
    const inbox = await loaderData(enquiriesRoute, get("/admin/enquiries", { cookie: editor }), from());
    const ids = inbox.enquiries.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, undecided.id]));
    expect(ids).not.toContain(theirs.id);
    expect(
      statusOf(
        await callLoader(enquiryRoute, get(`/admin/enquiries/${theirs.id}`, { cookie: editor }), from()),
      ),
    ).toBe(403);
    const change = await callAction(
      enquiryRoute,
      post(`/admin/enquiries/${theirs.id}`, { status: "closed", note: "" }, { cookie: editor }),
      from(),
    );
    expect(statusOf(change)).toBe(403);
    const allowed = await callAction(
      enquiryRoute,
      post(`/admin/enquiries/${mine.id}`, { status: "contacted", note: "called" }, { cookie: editor }),
      from(),
    );
    expect(locationOf(allowed)).toBe(`/admin/enquiries/${mine.id}?saved=status`);
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
    const demote = await callAction(
      usersRoute,
      post("/admin/users", { intent: "access", id, access: "editor-all" }, { cookie: last }),
      from(),
    );
    expect(statusOf(demote)).toBe(409);
    expect(dataOf<{ errors: Record<string, string> }>(demote).errors.access).toMatch(
      /at least one active administrator/,
    );
    expect(
      statusOf(
        await callAction(
          usersRoute,
          post("/admin/users", { intent: "disable", id }, { cookie: last }),
          from(),
        ),
      ),
    ).toBe(409);
    expect(
      statusOf(
        await callAction(
          usersRoute,
          post("/admin/users", { intent: "delete", id }, { cookie: last }),
          from(),
        ),
      ),
    ).toBe(409);
    expect((await findUserByUsername("only-admin"))?.role).toBe("admin");
    expect((await getUser(get("/admin", { cookie: last })))?.username).toBe("only-admin");
  });
});

describe("adding an account", () => {
  it("validates the username, the role and the password, and keeps what was typed", async () => {
    const admin = await sessionFor("boss-2");
    const refused = await callAction(
      usersRoute,
      post(
        "/admin/users",
        { intent: "create", username: "new editor!", access: "root", password: "qwerty123456" },
        { cookie: admin },
      ),
      from(),
    );
    expect(statusOf(refused)).toBe(400);
    const body = dataOf<{ errors: Record<string, string>; values: Record<string, string> }>(refused);
    expect(body.errors.username).toMatch(/letters, digits/i);
    expect(body.errors.access).toBeDefined();
    expect(body.errors.password).toMatch(/commonly used/);
    expect(body.values).toEqual({ username: "new editor!", access: "root" });
    expect(JSON.stringify(body)).not.toContain("qwerty123456");
    const taken = await callAction(
      usersRoute,
      post(
        "/admin/users",
        { intent: "create", username: "boss-2", access: "admin", password: "unusual-horse-battery" },
        { cookie: admin },
      ),
      from(),
    );
    expect(dataOf<{ errors: Record<string, string> }>(taken).errors.username).toMatch(/taken/);
  });

  it("creates an editor who must change the initial password", async () => {
    const admin = await sessionFor("boss-2");
    const result = await callAction(
      usersRoute,
      post(
        "/admin/users",
        {
          intent: "create",
          username: "vp-office",
          access: "editor-vidhyapeeth",
          password: "initial-secret-42x",
        },
        { cookie: admin },
      ),
      from(),
    );
    expect(locationOf(result)).toBe("/admin/users?done=added");
    const user = await findUserByUsername("vp-office");
    expect(user).toMatchObject({
      role: "editor",
      scope: "vidhyapeeth",
      must_change_password: 1,
      disabled: 0,
    });
    const login = await callAction(
      loginRoute,
      post("/login", { username: "vp-office", password: "initial-secret-42x" }),
      from(),
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
    const result = await callAction(
      passwordRoute,
      post("/admin/password", { current: PASSWORD, password, confirm: password }, { cookie }),
      from(),
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
      expect(
        statusOf(
          await callAction(route, post(path, { intent: "create", ...fields }, { cookie: admin }), from()),
        ),
      ).toBe(302);
    }
    const notice = (await notifications.list()).find((n) => n.title === "Audit notice");
    const id = String(notice?.id);
    await callAction(
      notificationsRoute,
      post(
        "/admin",
        { intent: "update", id, title: "Audit notice 2", date: "2026-05-02", audience: "group" },
        { cookie: admin },
      ),
      from(),
    );
    await callAction(notificationsRoute, post("/admin", { intent: "delete", id }, { cookie: admin }), from());
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
    await callAction(
      enquiryRoute,
      post(`/admin/enquiries/${enquiry.id}`, { status: "closed", note: "" }, { cookie: admin }),
      from(),
    );
    // Accounts: create, role, reset, disable, enable, delete.
    await callAction(
      usersRoute,
      post(
        "/admin/users",
        { intent: "create", username: "audited", access: "editor-all", password: "audited-password-1" },
        { cookie: admin },
      ),
      from(),
    );
    const target = String((await findUserByUsername("audited"))?.id);
    await callAction(
      usersRoute,
      post("/admin/users", { intent: "access", id: target, access: "editor-group" }, { cookie: admin }),
      from(),
    );
    await callAction(
      usersRoute,
      post(
        "/admin/users",
        { intent: "reset", id: target, password: "another-password-2" },
        { cookie: admin },
      ),
      from(),
    );
    await callAction(
      usersRoute,
      post("/admin/users", { intent: "disable", id: target }, { cookie: admin }),
      from(),
    );
    await callAction(
      usersRoute,
      post("/admin/users", { intent: "enable", id: target }, { cookie: admin }),
      from(),
    );
    await callAction(
      usersRoute,
      post("/admin/users", { intent: "delete", id: target }, { cookie: admin }),
      from(),
    );
    // Own password, sign-ins.
    await callAction(
      passwordRoute,
      post(
        "/admin/password",
        { current: PASSWORD, password: "a-brand-new-passphrase", confirm: "a-brand-new-passphrase" },
        { cookie: admin },
      ),
      from(),
    );
    await callAction(
      loginRoute,
      post("/login", { username: "auditor", password: "wrong-wrong-wrong" }),
      from(),
    );
    await callAction(
      loginRoute,
      post("/login", { username: "auditor", password: "a-brand-new-passphrase" }),
      from(),
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
    const page = await loaderData(auditRoute, get("/admin/audit?user=auditor", { cookie: admin }), from());
    expect(page.rows.length).toBeGreaterThan(5);
    expect(page.rows.every((r) => r.username === "auditor")).toBe(true);
    const times = page.rows.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.usernames).toContain("auditor");
    const junk = await loaderData(
      auditRoute,
      get("/admin/audit?page=-4&user=%3Cscript%3E", { cookie: admin }),
      from(),
    );
    expect(junk.page).toBe(1);
    expect(junk.rows).toEqual([]);
  });
});
