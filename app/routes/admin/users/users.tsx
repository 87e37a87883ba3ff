import { KeyRound, Plus, ShieldCheck, Trash2, UserCog } from "lucide-react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { AdminRefusal } from "~/components/admin/AdminRefusal";
import { buttonSecondary, ConfirmDeleteDialog } from "~/components/admin/ConfirmDelete";
import { Dialog } from "~/components/ui/Dialog";
import { Field } from "~/components/ui/Field";
import { LIMITS } from "~/lib/forms/limits";
import { pageMeta } from "~/lib/site/meta";
import { ACCESS_CHOICES, USER_DONE } from "~/routes/admin/users/accounts";
import type { UserActionError } from "~/routes/admin/users/users.server";
import { loadUsers, runUserAction } from "~/routes/admin/users/users.server";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => pageMeta("Users · Admin");

/** Staff accounts (issue 9 item 5): administrators only, checked on the server. */
export function loader({ request }: Route.LoaderArgs) {
  return loadUsers(request);
}

/** Add, change role, reset password, disable, enable, delete: administrators only, audited. */
export function action({ request, context }: Route.ActionArgs) {
  return runUserAction(request, context?.clientAddress ?? null);
}

const created = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

const rowButton =
  "inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";
const accessOptions = ACCESS_CHOICES.map((c) => ({ value: c.value, label: c.label }));

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const close = () => navigate(pathname, { preventScrollReset: true });
  const failed = actionData as UserActionError | undefined;
  const fromFailure =
    failed && failed.kind !== "row"
      ? {
          kind: failed.kind,
          id: failed.id,
          username:
            failed.values.username ?? loaderData.users.find((u) => u.id === failed.id)?.username ?? "",
          access: failed.values.access ?? "editor-all",
        }
      : null;
  const dialog = fromFailure ?? loaderData.dialog;
  const errors = failed?.errors ?? {};
  const formError = failed?.formError ? <FormError text={failed.formError} /> : null;

  return (
    <section aria-labelledby="tab-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tab-heading" className="text-xl font-bold text-brand-800">
          Users
        </h2>
        <Link
          to="?dialog=add"
          preventScrollReset
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Plus aria-hidden className="size-4" /> Add account
        </Link>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Administrators can do everything. Editors manage notices, announcements, videos, albums and enquiries,
        for every audience or for one.
      </p>
      {loaderData.done && !dialog && (
        <p
          role="status"
          className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-2 text-green-800"
        >
          {USER_DONE[loaderData.done]}
        </p>
      )}
      {failed?.kind === "row" && failed.formError && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-2 text-red-800">
          {failed.formError}
        </p>
      )}
      {loaderData.loadError && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-2 text-red-800">
          {loaderData.loadError}
        </p>
      )}

      <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {loaderData.users.map((user) => (
          <li key={user.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1 basis-56">
              <p className="break-words font-semibold text-slate-900">
                {user.username}
                {user.id === loaderData.me && <span className="font-normal text-slate-600"> (you)</span>}
              </p>
              <p className="text-sm text-slate-600">
                {user.roleLabel} · added{" "}
                <time dateTime={user.created}>{created.format(new Date(user.created))}</time>
              </p>
              <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                {user.disabled && (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 text-red-800">Disabled</span>
                )}
                {user.mustChangePassword && (
                  <span className="rounded-full bg-gold-300 px-2 py-0.5 text-slate-900">
                    Must choose a password
                  </span>
                )}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link to={`?dialog=access&id=${user.id}`} preventScrollReset className={rowButton}>
                <UserCog aria-hidden className="size-4" /> Role
                <span className="sr-only"> of {user.username}</span>
              </Link>
              <Link to={`?dialog=reset&id=${user.id}`} preventScrollReset className={rowButton}>
                <KeyRound aria-hidden className="size-4" /> Reset password
                <span className="sr-only"> of {user.username}</span>
              </Link>
              {user.id !== loaderData.me && (
                <>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value={user.disabled ? "enable" : "disable"} />
                    <input type="hidden" name="id" value={user.id} />
                    <button type="submit" className={rowButton} disabled={busy}>
                      <ShieldCheck aria-hidden className="size-4" /> {user.disabled ? "Enable" : "Disable"}
                      <span className="sr-only"> {user.username}</span>
                    </button>
                  </Form>
                  <Link
                    to={`?dialog=delete&id=${user.id}`}
                    preventScrollReset
                    className="inline-flex items-center gap-1.5 rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden className="size-4" /> Delete
                    <span className="sr-only"> {user.username}</span>
                  </Link>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>

      {dialog?.kind === "add" && (
        <Dialog
          title="Add account"
          onClose={close}
          closeHref={pathname}
          confirmDiscard
          unsaved={Boolean(failed)}
        >
          <Form method="post" noValidate className="space-y-4">
            <input type="hidden" name="intent" value="create" />
            <Field
              key={`username-${failed ? "failed" : "fresh"}`}
              label="Username"
              name="username"
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={LIMITS.username}
              hint="Letters, digits, dots, dashes, underscores or @."
              defaultValue={dialog.username}
              error={errors.username}
            />
            <Field
              key={`access-${failed ? "failed" : "fresh"}`}
              as="select"
              label="May do"
              name="access"
              required
              options={accessOptions}
              defaultValue={dialog.access}
              error={errors.access}
            />
            <Field
              label="Initial password"
              name="password"
              type="password"
              required
              autoComplete="new-password"
              maxLength={LIMITS.passwordMax}
              hint={`At least ${LIMITS.passwordMin} characters. Tell it to the person; they choose their own at first sign-in.`}
              error={errors.password}
            />
            {formError}
            <DialogButtons pathname={pathname} busy={busy} label="Add account" />
          </Form>
        </Dialog>
      )}

      {dialog?.kind === "access" && (
        <Dialog title={`Role of ${dialog.username}`} onClose={close} closeHref={pathname}>
          <Form method="post" noValidate className="space-y-4">
            <input type="hidden" name="intent" value="access" />
            <input type="hidden" name="id" value={dialog.id ?? ""} />
            <Field
              key={`access-${failed ? "failed" : "fresh"}`}
              as="select"
              label="May do"
              name="access"
              options={accessOptions}
              defaultValue={dialog.access}
              hint="The person is signed out and signs in again with the new role."
              error={errors.access}
            />
            {formError}
            <DialogButtons pathname={pathname} busy={busy} label="Save role" />
          </Form>
        </Dialog>
      )}

      {dialog?.kind === "reset" && (
        <Dialog
          title={`Reset the password of ${dialog.username}`}
          description="The person is signed out everywhere and must choose a new password after signing in with this one."
          onClose={close}
          closeHref={pathname}
        >
          <Form method="post" noValidate className="space-y-4">
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="id" value={dialog.id ?? ""} />
            <Field
              label="Temporary password"
              name="password"
              type="password"
              required
              autoComplete="new-password"
              maxLength={LIMITS.passwordMax}
              hint={`At least ${LIMITS.passwordMin} characters.`}
              error={errors.password}
            />
            {formError}
            <DialogButtons pathname={pathname} busy={busy} label="Reset password" />
          </Form>
        </Dialog>
      )}

      {dialog?.kind === "delete" && (
        <ConfirmDeleteDialog
          title="Delete this account?"
          description="The person can no longer sign in. What they did stays in the audit log. This cannot be undone."
          item={dialog.username}
          id={dialog.id}
          onClose={close}
          closeHref={pathname}
          busy={busy}
          formError={formError}
        />
      )}
    </section>
  );
}

function FormError({ text }: { text: string }) {
  return (
    <p role="alert" className="text-sm font-semibold text-red-700">
      {text}
    </p>
  );
}

function DialogButtons({ pathname, busy, label }: { pathname: string; busy: boolean; label: string }) {
  return (
    <div className="flex flex-wrap justify-end gap-3 pt-2">
      <Link to={pathname} preventScrollReset className={buttonSecondary}>
        Cancel
      </Link>
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {busy ? "Saving…" : label}
      </button>
    </div>
  );
}

/** An editor who opens this page sees why not, inside the admin frame (status 403). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRefusal error={error} />;
}
