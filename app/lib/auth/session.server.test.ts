import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearTables, testDatabases } from "../../../tests/support/databases";
import type { DB } from "../platform/db.server";
import { env } from "../platform/env.server";
import {
  ABSOLUTE_TIMEOUT_MS,
  createSession,
  destroySession,
  destroyUserSessions,
  getUser,
  IDLE_TIMEOUT_MS,
  loginUrl,
} from "./session.server";
import { createUser, type User } from "./users.server";

const SITE = "http://localhost:3000";

/** The `Cookie` request header a browser sends back for a `Set-Cookie` value. */
const cookieOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

/** A request to `path`, carrying the cookie of `setCookie` when given. */
function requestWith(setCookie?: string, path = "/admin"): Request {
  return new Request(`${SITE}${path}`, setCookie ? { headers: { Cookie: cookieOf(setCookie) } } : undefined);
}

describe.each(testDatabases())("sessions on $name", (target) => {
  let database: DB;
  let user: User;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());
  beforeEach(async () => {
    await clearTables(database);
    user = await createUser({ username: "office", password: "office-password" }, database);
  });

  const sessionCount = async () => (await database.selectFrom("sessions").select("id").execute()).length;

  it("starts a session with an HttpOnly, SameSite=Lax cookie for the whole site", async () => {
    const setCookie = await createSession(requestWith(), user.id, database);
    expect(setCookie).toMatch(/^session=[^;]+;/);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    expect(setCookie).toMatch(/;\s*Max-Age=43200/i);
    expect(ABSOLUTE_TIMEOUT_MS / 1000).toBe(43200);
    expect(await sessionCount()).toBe(1);
  });

  it("uses a Secure __Host- cookie when COOKIE_SECURE is on", async () => {
    const before = process.env.COOKIE_SECURE;
    process.env.COOKIE_SECURE = "true";
    env(true);
    try {
      const setCookie = await createSession(requestWith(), user.id, database);
      expect(setCookie).toMatch(/^__Host-session=[^;]+;/);
      expect(setCookie).toMatch(/;\s*Secure/i);
      expect(setCookie).toMatch(/;\s*Path=\//i);
      expect(setCookie).not.toMatch(/Domain=/i);
      expect((await getUser(requestWith(setCookie), database))?.id).toBe(user.id);
    } finally {
      if (before === undefined) delete process.env.COOKIE_SECURE;
      else process.env.COOKIE_SECURE = before;
      env(true);
    }
  });

  it("does not store the cookie's token in the sessions table", async () => {
    const setCookie = await createSession(requestWith(), user.id, database);
    const value = cookieOf(setCookie).slice("session=".length);
    const rows = await database.selectFrom("sessions").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(value);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("finds the signed-in user from the cookie, without the password hash", async () => {
    const setCookie = await createSession(requestWith(), user.id, database);
    const found = await getUser(requestWith(setCookie), database);
    expect(found).toEqual({
      id: user.id,
      username: "office",
      mustChangePassword: false,
      role: "admin",
      scope: null,
    });
    expect(JSON.stringify(found)).not.toContain("argon2");
  });

  it("reports a pending password change", async () => {
    const pending = await createUser(
      { username: "fresh-admin", password: "generated-pw-1", mustChangePassword: true },
      database,
    );
    const setCookie = await createSession(requestWith(), pending.id, database);
    expect((await getUser(requestWith(setCookie), database))?.mustChangePassword).toBe(true);
  });

  it("returns null with no cookie, a garbage cookie or an unknown token", async () => {
    expect(await getUser(requestWith(), database)).toBeNull();
    const garbage = new Request(`${SITE}/admin`, { headers: { Cookie: "session=garbage%%%" } });
    expect(await getUser(garbage, database)).toBeNull();
    const notJson = new Request(`${SITE}/admin`, { headers: { Cookie: `session=${btoa("not json")}` } });
    expect(await getUser(notJson, database)).toBeNull();
    const wellFormedButUnknown = new Request(`${SITE}/admin`, {
      headers: { Cookie: `session=${btoa(JSON.stringify("A".repeat(43)))}` },
    });
    expect(await getUser(wellFormedButUnknown, database)).toBeNull();
  });

  it("gives a new session id at sign-in and ends the one the request carried", async () => {
    const first = await createSession(requestWith(), user.id, database);
    const second = await createSession(requestWith(first), user.id, database);
    expect(cookieOf(second)).not.toBe(cookieOf(first));
    expect(await getUser(requestWith(first), database)).toBeNull();
    expect((await getUser(requestWith(second), database))?.id).toBe(user.id);
    expect(await sessionCount()).toBe(1);
  });

  it("signs out: the cookie is cleared and no longer authenticates", async () => {
    const setCookie = await createSession(requestWith(), user.id, database);
    const cleared = await destroySession(requestWith(setCookie), database);
    expect(cleared).toMatch(/^session=;/);
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(await getUser(requestWith(setCookie), database)).toBeNull();
    expect(await sessionCount()).toBe(0);
  });

  it("signing out without a session is harmless", async () => {
    const other = await createSession(requestWith(), user.id, database);
    expect(await destroySession(requestWith(), database)).toMatch(/^session=;/);
    expect((await getUser(requestWith(other), database))?.id).toBe(user.id);
  });

  it("ends a session left idle too long, deleting its row", async () => {
    const setCookie = await createSession(requestWith(), user.id, database);
    await database
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - IDLE_TIMEOUT_MS - 60_000).toISOString() })
      .execute();
    expect(await getUser(requestWith(setCookie), database)).toBeNull();
    expect(await sessionCount()).toBe(0);
  });

  it("keeps a session used within the idle timeout and records the visit", async () => {
    const setCookie = await createSession(requestWith(), user.id, database);
    const earlier = new Date(Date.now() - IDLE_TIMEOUT_MS + 10 * 60_000).toISOString();
    await database.updateTable("sessions").set({ last_seen_at: earlier }).execute();
    expect((await getUser(requestWith(setCookie), database))?.id).toBe(user.id);
    const row = await database.selectFrom("sessions").select("last_seen_at").executeTakeFirstOrThrow();
    expect(Date.parse(row.last_seen_at)).toBeGreaterThan(Date.parse(earlier));
  });

  it("ends a session past its absolute expiry, deleting its row", async () => {
    const setCookie = await createSession(requestWith(), user.id, database);
    await database
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await getUser(requestWith(setCookie), database)).toBeNull();
    expect(await sessionCount()).toBe(0);
  });

  it("ends every other session of a user, keeping the given one and other users' sessions", async () => {
    const other = await createUser({ username: "principal", password: "principal-password" }, database);
    const laptop = await createSession(requestWith(), user.id, database);
    const phone = await createSession(requestWith(), user.id, database);
    const tablet = await createSession(requestWith(), user.id, database);
    const theirs = await createSession(requestWith(), other.id, database);
    await destroyUserSessions(user.id, requestWith(phone), database);
    expect(await getUser(requestWith(laptop), database)).toBeNull();
    expect(await getUser(requestWith(tablet), database)).toBeNull();
    expect((await getUser(requestWith(phone), database))?.id).toBe(user.id);
    expect((await getUser(requestWith(theirs), database))?.id).toBe(other.id);
  });

  it("ends every session of a user when none is to be kept", async () => {
    const a = await createSession(requestWith(), user.id, database);
    const b = await createSession(requestWith(), user.id, database);
    await destroyUserSessions(user.id, undefined, database);
    expect(await getUser(requestWith(a), database)).toBeNull();
    expect(await getUser(requestWith(b), database)).toBeNull();
  });
});

describe("loginUrl", () => {
  it("remembers the page asked for", () => {
    expect(loginUrl(new Request(`${SITE}/admin/albums?dialog=add`))).toBe(
      "/login?redirectTo=%2Fadmin%2Falbums%3Fdialog%3Dadd",
    );
    expect(loginUrl(new Request(`${SITE}/admin`))).toBe("/login?redirectTo=%2Fadmin");
  });
});
