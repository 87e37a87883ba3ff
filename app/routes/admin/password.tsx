import { data, Form, Link, redirect } from "react-router";
import { Field } from "~/components/ui/Field";
import { pageMeta } from "~/lib/meta";
import { passwordChangeSchema, validate } from "~/lib/schemas";
import { destroyUserSessions, requireUser } from "~/lib/session.server";
import { checkCredentials, setPassword } from "~/lib/users.server";
import type { Route } from "./+types/password";

export const meta: Route.MetaFunction = () => pageMeta("Change password · Admin");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, { allowPendingPasswordChange: true });
  return {
    mustChange: user.mustChangePassword,
    changed: new URL(request.url).searchParams.has("changed"),
  };
}

/**
 * Changes the signed-in user's password (forced after a generated first password, DESIGN ruling 3).
 * Other sessions of the user end; this one stays.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, { allowPendingPasswordChange: true });
  const form = await request.formData();
  const values = {
    current: String(form.get("current") ?? ""),
    password: String(form.get("password") ?? ""),
    confirm: String(form.get("confirm") ?? ""),
  };
  const result = validate(passwordChangeSchema, values);
  if (!result.ok) return data({ errors: result.errors }, { status: 400 });
  if (!(await checkCredentials(user.username, values.current))) {
    return data({ errors: { current: "That is not your current password." } }, { status: 400 });
  }
  await setPassword(user.id, values.password);
  await destroyUserSessions(user.id, request);
  return redirect("/admin/password?changed");
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  return (
    <section aria-labelledby="password-heading" className="max-w-md">
      <h2 id="password-heading" className="text-xl font-bold text-brand-800">
        Change password
      </h2>
      {loaderData.changed ? (
        <div
          role="status"
          className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-800"
        >
          Your password was changed.{" "}
          <Link to="/admin" className="font-semibold underline">
            Go to the admin area
          </Link>
        </div>
      ) : (
        <>
          {loaderData.mustChange && (
            <p className="mt-3 rounded-md border border-gold-400 bg-gold-300/30 px-4 py-3 text-slate-900">
              You signed in with a generated password. Choose your own password to continue.
            </p>
          )}
          <Form method="post" noValidate className="mt-5 space-y-4">
            <Field
              label="Current password"
              name="current"
              type="password"
              autoComplete="current-password"
              required
              error={errors.current}
            />
            <Field
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              hint="At least 10 characters. A short sentence is easy to remember and hard to guess."
              error={errors.password}
            />
            <Field
              label="New password again"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              error={errors.confirm}
            />
            <button
              type="submit"
              className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Change password
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
