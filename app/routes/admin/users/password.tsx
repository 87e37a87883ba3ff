import { LogOut } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { SchemaFields } from "~/components/admin/SchemaFields";
import { Button } from "~/components/ui/Button";
import { FormAlert } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import {
  passRetryAfter,
  passwordCheckThrottle,
  retryAfterSeconds,
  throttledMessage,
} from "~/lib/auth/login-throttle.server";
import { newPasswordProblem } from "~/lib/auth/password-policy.server";
import { destroySession, destroyUserSessions } from "~/lib/auth/session.server";
import { checkCredentials, setPassword } from "~/lib/auth/users.server";
import { formText, readForm } from "~/lib/forms/parse.server";
import { readRecord } from "~/lib/forms/record-form.server";
import { tryWriteAudit, writeAudit } from "~/lib/platform/audit.server";
import { db } from "~/lib/platform/db.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import { ownPasswordChangeSchema } from "~content/schemas/accounts";
import type { Route } from "./+types/password";
import { ownPasswordChangeForm } from "./account-forms.server";

export const meta: Route.MetaFunction = () => pageMeta("Change password · Admin");

/** A throttled check's 429 keeps its `Retry-After` on the way to the browser. */
export const headers: Route.HeadersFunction = passRetryAfter;

/**
 * The password page: the one staff page the guard opens while a generated password is due (it lets
 * this route's pattern through with the user in `userContext`, `~/lib/auth/guard.server`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  return {
    mustChange: user.mustChangePassword,
    changed: new URL(request.url).searchParams.has("changed"),
    form: ownPasswordChangeForm({}),
  };
}

/**
 * Changes the signed-in user's password (forced after a generated or reset password, architecture ruling 3;
 * at least 12 characters, not a common password (docs/decisions/0010), not the username). Other sessions of
 * the user end; this one stays. `intent=signout-everywhere` ends every session of the user, this one
 * included. Both are written to the audit log. The current-password check is
 * throttled like sign-in, per account and address and per address: too many wrong
 * ones answer 429 with `Retry-After` (seconds), so a stolen session cannot be used to guess the
 * password. A body that is not a form answers 415/400.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const actor = { id: user.id, username: user.username };
  const address = context.get(clientAddressContext);
  const form = await readForm(request);

  if (formText(form, "intent") === "signout-everywhere") {
    await destroyUserSessions(user.id);
    await tryWriteAudit({
      actor,
      action: "sign-out-everywhere",
      entity: "sessions",
      entityId: user.id,
      summary: "Signed out everywhere: every session of this account ended",
      address,
    });
    return redirect("/login", { headers: { "Set-Cookie": await destroySession(request) } });
  }

  const result = readRecord(ownPasswordChangeSchema(newPasswordProblem, user.username), form);
  // A refusal draws the form again (empty: passwords are never sent back) with each message beside its field.
  const refused = (errors: Record<string, string>) => ({
    errors,
    node: ownPasswordChangeForm(errors),
    revision: Date.now(),
  });
  if (!result.ok) return data(refused(result.errors), { status: 400 });
  const values = result.data;
  const wait = await passwordCheckThrottle.attempt(user.username, address);
  if (wait !== null) {
    return data(refused({ current: throttledMessage(wait, "wrong current passwords") }), {
      status: 429,
      headers: { "Retry-After": retryAfterSeconds(wait) },
    });
  }
  if (!(await checkCredentials(user.username, values.current))) {
    return data(refused({ current: "That is not your current password." }), { status: 400 });
  }
  await passwordCheckThrottle.succeed(user.username, address);
  await db()
    .transaction()
    .execute(async (trx) => {
      await setPassword(user.id, values.password, {}, trx);
      await writeAudit(
        {
          actor,
          action: "password-change",
          entity: "users",
          entityId: user.id,
          summary: "Changed their own password; their other sessions ended",
          address,
        },
        trx,
      );
    });
  await destroyUserSessions(user.id, request);
  return redirect("/admin/password?changed");
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const node = actionData?.node ?? loaderData.form;
  return (
    <div className="max-w-md space-y-10">
      <section aria-labelledby="password-heading">
        <h2 id="password-heading" className="text-xl font-bold text-brand-800">
          Change password
        </h2>
        {loaderData.changed ? (
          <FormAlert tone="success" as="div" className="mt-4">
            Your password was changed. You were signed out on your other devices.{" "}
            <Link to="/admin" className="font-semibold underline">
              Go to the admin area
            </Link>
          </FormAlert>
        ) : (
          <>
            {loaderData.mustChange && (
              <p className="mt-3 rounded-md border border-gold-400 bg-gold-300/30 px-4 py-3 text-slate-900">
                You signed in with a password someone else chose for you. Choose your own password to
                continue.
              </p>
            )}
            <Form method="post" noValidate className="mt-5 space-y-4" key={actionData?.revision ?? "fresh"}>
              <SchemaFields node={node} />
              <Button size="lg">Change password</Button>
            </Form>
          </>
        )}
      </section>

      <section
        aria-labelledby="everywhere-heading"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="everywhere-heading" className="text-lg font-bold text-brand-800">
          Sign out everywhere
        </h2>
        <p className="mt-1 text-slate-700">
          Lost a phone, or signed in on a shared computer? This ends every session of your account, on every
          device, including this one. You then sign in again here.
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="signout-everywhere" />
          <Button variant="danger-outline">
            <LogOut aria-hidden className="size-4" /> Sign out everywhere
          </Button>
        </Form>
      </section>
    </div>
  );
}
