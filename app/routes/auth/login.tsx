import { data, Form, redirect, redirectDocument, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { FormAlert } from "~/components/ui/FormAlert";
import { PasswordField } from "~/components/ui/PasswordField";
import {
  loginThrottle,
  passRetryAfter,
  retryAfterSeconds,
  throttledMessage,
} from "~/lib/auth/login-throttle.server";
import { safeRedirectPath } from "~/lib/auth/safe-redirect";
import { createSession, getUser } from "~/lib/auth/session.server";
import { checkCredentials, findUserByUsername } from "~/lib/auth/users.server";
import { parseForm } from "~/lib/forms/parse.server";
import { signInSchema } from "~/lib/forms/schemas";
import { NO_SUCH_ACCOUNT, tryWriteAudit } from "~/lib/platform/audit.server";
import { isDatabaseUnavailable } from "~/lib/platform/db-unavailable.server";
import { clientAddressContext, knownPathContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import { isStaffArea } from "~/lib/site/sections";
import { useSettings } from "~/lib/site/settings";
import type { Route } from "./+types/login";

/** The one message for any failed sign-in (spec 2.5, architecture ruling 3). */
export const INVALID_LOGIN = "Invalid username or password.";

/**
 * The message when the database cannot answer for now (SQLite locked by a backup or a script,
 * PostgreSQL unreachable): the password may well be right, so `INVALID_LOGIN` would send the office to
 * reset a good one (architecture ruling 3). Answered with status 503 and `Retry-After`.
 */
export const SIGN_IN_UNAVAILABLE = "The site cannot sign you in right now; try again in a minute.";

/** The `Retry-After` of `SIGN_IN_UNAVAILABLE`, in seconds: the "minute" the message promises. */
const UNAVAILABLE_RETRY_SECONDS = "60";

/**
 * The sign-in page is the staff area's door: no public quick-actions bar or student-portal control
 * (its "Login & fees" would be a second "Login" next to the form's). Root reads it. It has the
 * framework's scripts (decision 0022) so that signing in leads into the staff area's client-side
 * navigation without a second full load, and the password field's "Show" works.
 */
export const handle = { chrome: "staff", scripts: true };

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Staff sign-in", "Sign-in for school office staff."),
  { name: "robots", content: "noindex" },
];

/** A throttled sign-in's 429 keeps its `Retry-After` on the way to the browser. */
export const headers: Route.HeadersFunction = passRetryAfter;

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(
    new URL(request.url).searchParams.get("redirectTo"),
    "/admin",
    context.get(knownPathContext),
  );
  // A database that cannot be read shows the form (and logs why), never a 500 (spec 8).
  const user = await getUser(request).catch((error: unknown) => {
    logLookupFailure(error);
    return null;
  });
  if (user) throw goTo(redirectTo);
  return { redirectTo };
}

/**
 * The redirect to `path` after sign-in: into the staff area within the page (its client-side
 * navigation); to a public page asked for (`?redirectTo=/notifications`) as a new document
 * (`redirectDocument`), since public pages send no client route code (decision 0022) and React must not
 * draw one in this page's place.
 */
function goTo(path: string, init?: ResponseInit): Response {
  return (isStaffArea(new URL(path, "http://site.invalid").pathname) ? redirect : redirectDocument)(
    path,
    init,
  );
}

/**
 * The name a refused sign-in is audited under: the account's when `username` is one, else
 * `NO_SUCH_ACCOUNT`. What was typed is never stored: people type passwords into the username field, and
 * the log is shown to every administrator. A lookup that fails counts as no account. Never throws.
 */
async function auditedName(username: string): Promise<string> {
  const account = await findUserByUsername(username).catch(() => undefined);
  return account?.username ?? NO_SUCH_ACCOUNT;
}

/** Logs why the accounts could not be read; the visitor sees `INVALID_LOGIN` or `SIGN_IN_UNAVAILABLE`. */
function logLookupFailure(error: unknown) {
  console.error("Sign-in could not read the accounts:", error instanceof Error ? error.message : error);
}

/**
 * Signs a member of staff in: counts the attempt with the throttle (per account and address, per
 * address, and an account-wide slow-down: docs/decisions/0003), then checks the credentials; on success
 * starts a fresh session and goes to the page first asked for (or to the password change a generated
 * password needs). A throttled attempt answers 429 with `Retry-After` (seconds). Successes and failures
 * go to the audit log. A body that is not a form answers 415/400.
 * A database that cannot answer for now (`isDatabaseUnavailable`) answers 503 `SIGN_IN_UNAVAILABLE`
 * with `Retry-After`: not a failed attempt, so neither counted by the throttle nor audited.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // The schema refuses nothing: it drops NUL characters and bounds the lengths, so a lookup never fails.
  const signIn = await parseForm(request, signInSchema);
  if (!signIn.ok) return data({ error: INVALID_LOGIN, username: "" }, { status: 401 });
  const { username, password } = signIn.data;
  const redirectTo = safeRedirectPath(signIn.data.redirectTo, "/admin", context.get(knownPathContext));
  const address = context.get(clientAddressContext);

  // A query that fails is never a 500, the username is kept and the cause logged (spec 5 and 8).
  // A database that is only unavailable for now (locked, unreachable) says so, 503; any
  // other failure (the users table unreadable) is a refused sign-in with the one message.
  const refused = () => data({ error: INVALID_LOGIN, username }, { status: 401 });
  const unavailable = () =>
    data(
      { error: SIGN_IN_UNAVAILABLE, username },
      { status: 503, headers: { "Retry-After": UNAVAILABLE_RETRY_SECONDS } },
    );
  let user: Awaited<ReturnType<typeof checkCredentials>>;
  let counted = false;
  try {
    const wait = await loginThrottle.attempt(username, address);
    if (wait !== null) {
      return data(
        { error: throttledMessage(wait), username },
        { status: 429, headers: { "Retry-After": retryAfterSeconds(wait) } },
      );
    }
    counted = true;
    user = username && password ? await checkCredentials(username, password) : null;
  } catch (error) {
    logLookupFailure(error);
    if (!isDatabaseUnavailable(error)) return refused();
    // The password was never checked: give the attempt back, or an outage would lock people out.
    if (counted) await loginThrottle.release(username, address).catch(logLookupFailure);
    return unavailable();
  }
  if (!user) {
    if (username) {
      await tryWriteAudit({
        actor: { id: null, username: await auditedName(username) },
        action: "sign-in-failed",
        entity: "session",
        summary: "Sign-in refused: wrong username or password, or a disabled account",
        address,
      });
    }
    return refused();
  }
  let cookie: string;
  try {
    // The password was right, so the throttle is cleared first: a session that cannot be written
    // (SQLite locked) then leaves no failed attempt behind.
    await loginThrottle.succeed(username, address);
    cookie = await createSession(request, user.id);
  } catch (error) {
    logLookupFailure(error);
    return isDatabaseUnavailable(error) ? unavailable() : refused();
  }
  await tryWriteAudit({
    actor: { id: user.id, username: user.username },
    action: "sign-in",
    entity: "session",
    entityId: user.id,
    summary: "Signed in",
    address,
  });
  const next = user.must_change_password ? "/admin/password" : redirectTo;
  return goTo(next, { headers: { "Set-Cookie": cookie } });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { site } = useSettings();
  return (
    <main id="main" className="flex flex-1 items-start justify-center bg-brand-50 px-4 py-10 sm:py-16">
      <div className="w-full max-w-sm rounded-xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
        <img src="/images/logo.svg" alt="" width={56} height={56} className="mx-auto size-14" />
        <h1 className="mt-4 text-center text-2xl font-bold text-brand-800">Staff sign-in</h1>
        <p className="mt-1 text-center text-sm text-slate-600">{site.groupName}</p>
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <Field
            label="Username"
            name="username"
            autoComplete="username"
            required
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={actionData?.username ?? ""}
          />
          <PasswordField label="Password" name="password" autoComplete="current-password" required />
          {actionData?.error && <FormAlert inline>{actionData.error}</FormAlert>}
          <Button size="lg" disabled={busy} className="w-full">
            {busy ? "Signing in…" : "Login"}
          </Button>
        </Form>
      </div>
    </main>
  );
}
