import { createContext, data, type MiddlewareFunction } from "react-router";
import { isDatabaseUnavailable } from "../platform/db-unavailable.server";
import { requireUser } from "./session.server";
import type { PublicUser } from "./users.server";

/**
 * The staff guard (architecture ruling 2) as React Router middleware (`future.v8_middleware`):
 * one place that reads the session before any loader or action of a staff route runs, instead of a
 * `requireUser(request)` at the top of each. The admin layout (`routes/admin/layout.tsx`) exports
 * `middleware = [requireStaff]`, so it guards every screen under it, and the two resource routes
 * outside the layout (the CSV export, the photo upload) export their own. Loaders and actions then read
 * the user with `context.get(userContext)`; role and audience checks stay in them
 * (`requireRole` in `./session.server`, audiences in `./permissions.server`).
 */

/**
 * The signed-in member of staff of this request, set by `requireStaff`. Reading it in a route that no
 * guard covers throws ("No value found for context"): a staff route without the guard fails loudly
 * rather than running for a visitor.
 */
export const userContext = createContext<PublicUser>();

/** The arguments React Router gives a middleware function. */
type MiddlewareArgs = Parameters<MiddlewareFunction<Response>>[0];

/** The route pattern of the password page, the one staff page open while a new password is due. */
const PASSWORD_PATTERN = "admin/password";

/** True when the matched route is the password page (`pattern` is React Router's, "admin/password"). */
function isPasswordPage(pattern: string): boolean {
  return pattern.replace(/^\/+|\/+$/g, "").toLowerCase() === PASSWORD_PATTERN;
}

/** What a member of staff reads while the database cannot be used (its files unwritable, PostgreSQL down). */
export const STAFF_UNAVAILABLE =
  "The staff area cannot be used right now because the database is unavailable. Nothing you saved before is lost; please try again in a few minutes.";

/**
 * Reads the session and puts the user in `userContext`, or throws what `requireUser` throws: a
 * redirect to `/login?redirectTo=…` when signed out, to `/admin/password` while a generated password
 * is unchanged (except on that page itself, where the layout and the form need the user). A database
 * that cannot answer for now (`isDatabaseUnavailable`: files made unwritable, a lock, PostgreSQL down)
 * throws a 503 response with `STAFF_UNAVAILABLE`, drawn by the root error page, instead of a 500 and a
 * stack in the log: the session is read first on every staff screen, so none of them gets further.
 */
async function admit({ request, pattern, context }: MiddlewareArgs): Promise<void> {
  let user: Awaited<ReturnType<typeof requireUser>>;
  try {
    user = await requireUser(request, { allowPendingPasswordChange: isPasswordPage(pattern) });
  } catch (thrown) {
    if (!isDatabaseUnavailable(thrown)) throw thrown;
    console.warn(
      `Staff screen unavailable (503): ${thrown instanceof Error ? thrown.message : String(thrown)}`,
    );
    throw data(STAFF_UNAVAILABLE, { status: 503 });
  }
  context.set(userContext, user);
}

/**
 * Middleware of every staff route (architecture ruling 2): lets a signed-in member of staff through
 * with the user in `userContext`; otherwise throws the redirect of `requireUser` (to `/login`
 * remembering the page asked for, or to `/admin/password` while a generated password is unchanged),
 * so no loader or action of the route runs.
 */
export const requireStaff: MiddlewareFunction<Response> = async (args) => {
  await admit(args);
};

/**
 * `requireStaff` for a route whose refusals some clients cannot follow (the album screen's upload
 * script reads JSON): when the guard refuses, `refusal(request)` gives the response to answer
 * instead; when it gives nothing, the redirect goes as with `requireStaff`. Errors that are not a
 * refusal (the database down) are thrown on unchanged.
 */
export function requireStaffOr(
  refusal: (request: Request) => Response | undefined,
): MiddlewareFunction<Response> {
  return async (args) => {
    try {
      await admit(args);
    } catch (thrown) {
      const answer = thrown instanceof Response ? refusal(args.request) : undefined;
      if (answer) return answer;
      throw thrown;
    }
  };
}
