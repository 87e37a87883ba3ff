import { createHash, randomBytes } from "node:crypto";
import { createCookie, data, redirect } from "react-router";
import { type DB, db, now, type Role } from "../platform/db.server";
import { env } from "../platform/env.server";
import { findUserById, type PublicUser, toPublicUser } from "./users.server";

/**
 * Server-side sessions (architecture ruling 3): a row per session, found by the SHA-256 of a random 256-bit
 * token that lives only in an HttpOnly, SameSite=Lax cookie (Secure in production). A session ends
 * after `IDLE_TIMEOUT_MS` without a request or `ABSOLUTE_TIMEOUT_MS` after sign-in, whichever first.
 */
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often, so reading pages does not mean writing rows. */
const TOUCH_INTERVAL_MS = 60 * 1000;

function sessionCookie() {
  const secure = env().cookieSecure;
  // The __Host- prefix makes browsers refuse the cookie unless it is Secure, host-only and for path "/".
  return createCookie(secure ? "__Host-session" : "session", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
  });
}

/**
 * True when a `Cookie` header carries a session cookie (either name, valid or not): the page cache never
 * keeps what is rendered for such a request. Cheap: no parsing, no database.
 */
export function carriesSession(cookieHeader: string | undefined | null): boolean {
  return typeof cookieHeader === "string" && /(^|;)\s*(__Host-)?session=/.test(cookieHeader);
}

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

async function readToken(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/**
 * Starts a session for `userId`, first ending the one the request carried (a fresh id at every sign-in
 * defeats session fixation). Returns the `Set-Cookie` header value.
 */
export async function createSession(request: Request, userId: number, database: DB = db()): Promise<string> {
  const previous = await readToken(request);
  if (previous) await database.deleteFrom("sessions").where("id", "=", digest(previous)).execute();
  const token = randomBytes(32).toString("base64url");
  const stamp = now();
  await database
    .insertInto("sessions")
    .values({
      id: digest(token),
      user_id: userId,
      created_at: stamp,
      last_seen_at: stamp,
      expires_at: new Date(Date.now() + ABSOLUTE_TIMEOUT_MS).toISOString(),
    })
    .execute();
  return sessionCookie().serialize(token, { maxAge: ABSOLUTE_TIMEOUT_MS / 1000 });
}

/** Ends the request's session, if any. Returns the `Set-Cookie` header value that clears the cookie. */
export async function destroySession(request: Request, database: DB = db()): Promise<string> {
  const token = await readToken(request);
  if (token) await database.deleteFrom("sessions").where("id", "=", digest(token)).execute();
  return sessionCookie().serialize("", { maxAge: 0 });
}

/** Ends every session of a user (after a password change, say), except `keep` when given. */
export async function destroyUserSessions(
  userId: number,
  keepRequest?: Request,
  database: DB = db(),
): Promise<void> {
  const keep = keepRequest ? await readToken(keepRequest) : null;
  let query = database.deleteFrom("sessions").where("user_id", "=", userId);
  if (keep) query = query.where("id", "!=", digest(keep));
  await query.execute();
}

/**
 * The signed-in user of a request, or null when there is no valid session. An expired session (idle or
 * absolute) is deleted on sight.
 */
export async function getUser(request: Request, database: DB = db()): Promise<PublicUser | null> {
  const token = await readToken(request);
  if (!token) return null;
  const id = digest(token);
  const session = await database.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!session) return null;
  const time = Date.now();
  const lastSeen = Date.parse(session.last_seen_at);
  if (time >= Date.parse(session.expires_at) || time - lastSeen >= IDLE_TIMEOUT_MS) {
    await bestEffort("delete an expired session", () =>
      database.deleteFrom("sessions").where("id", "=", id).execute(),
    );
    return null;
  }
  const user = await findUserById(session.user_id, database);
  if (!user || user.disabled === 1) return null;
  if (time - lastSeen >= TOUCH_INTERVAL_MS) {
    await bestEffort("record the session's last request", () =>
      database.updateTable("sessions").set({ last_seen_at: now() }).where("id", "=", id).execute(),
    );
  }
  return toPublicUser(user);
}

/**
 * Runs a write that a page view makes on the side: when it fails (SQLite locked by a
 * backup or a migration in another process, PostgreSQL busy), the page is shown anyway and the failure
 * logged, since the next request tries again.
 */
async function bestEffort(what: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    console.warn(`Could not ${what}:`, error instanceof Error ? error.message : error);
  }
}

/** `/login?redirectTo=…` for the page the request asked for. */
export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back === "/admin" || back === "/"
    ? "/login?redirectTo=%2Fadmin"
    : `/login?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * The signed-in user, the check of the staff guard (`requireStaff` in `./guard.server`, the middleware of
 * every staff route: architecture ruling 2). Throws a redirect to `/login` (remembering the page asked
 * for) when signed out, and to `/admin/password` while a generated password has not yet been changed
 * (unless `allowPendingPasswordChange`, which the guard sets on that page only).
 */
export async function requireUser(
  request: Request,
  options: { allowPendingPasswordChange?: boolean } = {},
): Promise<PublicUser> {
  const user = await getUser(request);
  if (!user) throw redirect(loginUrl(request));
  if (user.mustChangePassword && !options.allowPendingPasswordChange) {
    throw redirect("/admin/password");
  }
  return user;
}

/** What a signed-in editor sees on a screen that only administrators may use. */
export const ADMIN_ONLY_MESSAGE =
  "Only administrators can use this page. Ask an administrator if you need it.";

/**
 * `user` (the signed-in user the staff guard put in `userContext`) when their role allows the screen:
 * `admin` may do everything, `editor` only content. The wrong role: a 403 response
 * (thrown) that the route's error boundary shows. Signed-out visitors never get here: the guard
 * redirected them first.
 */
export function requireRole(user: PublicUser, role: Role): PublicUser {
  if (role === "admin" && user.role !== "admin") {
    throw data({ message: ADMIN_ONLY_MESSAGE }, { status: 403 });
  }
  return user;
}
