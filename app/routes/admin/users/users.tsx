import { KeyRound, Plus, ShieldCheck, Trash2, UserCog } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminList, AdminRow, RowLink } from "~/components/admin/AdminList";
import { AdminRefusal } from "~/components/admin/AdminRefusal";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { ConfirmDeleteDialog } from "~/components/admin/ConfirmDelete";
import { FormActions } from "~/components/admin/FormActions";
import { SchemaFields } from "~/components/admin/SchemaFields";
import { useDialogFrame } from "~/components/admin/useDialogFrame";
import { buttonClass } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { FormAlert } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import { USER_DONE } from "~/routes/admin/users/accounts";
import type { UserActionError } from "~/routes/admin/users/users.server";
import { loadUsers, runUserAction } from "~/routes/admin/users/users.server";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => pageMeta("Users · Admin");

/** Staff accounts: administrators only, checked on the server. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadUsers(request, context.get(userContext));
}

/** Add, change role, reset password, disable, enable, delete: administrators only, audited. */
export function action({ request, context }: Route.ActionArgs) {
  return runUserAction(request, context.get(userContext), context.get(clientAddressContext));
}

const created = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { busy, frame } = useDialogFrame();
  const failed = actionData as UserActionError | undefined;
  const fromFailure =
    failed && failed.kind !== "row"
      ? {
          kind: failed.kind,
          id: failed.id,
          username:
            failed.values.username ?? loaderData.users.find((u) => u.id === failed.id)?.username ?? "",
          node: failed.node ?? null,
        }
      : null;
  const dialog = fromFailure ?? loaderData.dialog;
  const revision = failed?.revision ?? "fresh";
  const formError = failed?.formError ? <FormAlert inline>{failed.formError}</FormAlert> : null;

  return (
    <AdminScreen
      title="Users"
      actions={
        <Link to="?dialog=add" preventScrollReset className={buttonClass("primary")}>
          <Plus aria-hidden className="size-4" /> Add account
        </Link>
      }
    >
      <p className="mt-2 text-sm text-slate-600">
        Administrators can do everything. Editors manage notices, announcements, videos, albums and enquiries,
        for every audience or for one.
      </p>
      {loaderData.done && !dialog && (
        <FormAlert tone="success" className="mt-4">
          {USER_DONE[loaderData.done]}
        </FormAlert>
      )}
      {failed?.kind === "row" && failed.formError && (
        <FormAlert className="mt-4">{failed.formError}</FormAlert>
      )}
      {loaderData.loadError && <FormAlert className="mt-4">{loaderData.loadError}</FormAlert>}

      <AdminList rows={loaderData.users}>
        {(user) => (
          <AdminRow
            title={
              <>
                {user.username}
                {user.id === loaderData.me && <span className="font-normal text-slate-600"> (you)</span>}
              </>
            }
            details={
              <>
                {user.roleLabel} · added{" "}
                <time dateTime={user.created}>{created.format(new Date(user.created))}</time>
              </>
            }
            extra={
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
            }
            actions={
              <>
                <RowLink
                  to={`?dialog=access&id=${user.id}`}
                  icon={UserCog}
                  label="Role"
                  name={`of ${user.username}`}
                />
                <RowLink
                  to={`?dialog=reset&id=${user.id}`}
                  icon={KeyRound}
                  label="Reset password"
                  name={`of ${user.username}`}
                />
                {user.id !== loaderData.me && (
                  <>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value={user.disabled ? "enable" : "disable"} />
                      <input type="hidden" name="id" value={user.id} />
                      <button type="submit" className={buttonClass("secondary", "sm")} disabled={busy}>
                        <ShieldCheck aria-hidden className="size-4" /> {user.disabled ? "Enable" : "Disable"}
                        <span className="sr-only"> {user.username}</span>
                      </button>
                    </Form>
                    <RowLink
                      to={`?dialog=delete&id=${user.id}`}
                      icon={Trash2}
                      label="Delete"
                      name={user.username}
                      danger
                    />
                  </>
                )}
              </>
            }
          />
        )}
      </AdminList>

      {dialog?.kind === "add" && dialog.node && (
        <Dialog title="Add account" {...frame} confirmDiscard unsaved={Boolean(failed)}>
          <Form method="post" noValidate className="space-y-4" key={revision}>
            <input type="hidden" name="intent" value="create" />
            <SchemaFields node={dialog.node} />
            {formError}
            <FormActions label="Add account" />
          </Form>
        </Dialog>
      )}

      {dialog?.kind === "access" && dialog.node && (
        <Dialog title={`Role of ${dialog.username}`} {...frame}>
          <Form method="post" noValidate className="space-y-4" key={revision}>
            <input type="hidden" name="intent" value="access" />
            <input type="hidden" name="id" value={dialog.id ?? ""} />
            <SchemaFields node={dialog.node} />
            {formError}
            <FormActions label="Save role" />
          </Form>
        </Dialog>
      )}

      {dialog?.kind === "reset" && dialog.node && (
        <Dialog
          title={`Reset the password of ${dialog.username}`}
          description="The person is signed out everywhere and must choose a new password after signing in with this one."
          {...frame}
        >
          <Form method="post" noValidate className="space-y-4" key={revision}>
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="id" value={dialog.id ?? ""} />
            <SchemaFields node={dialog.node} />
            {formError}
            <FormActions label="Reset password" />
          </Form>
        </Dialog>
      )}

      {dialog?.kind === "delete" && (
        <ConfirmDeleteDialog
          title="Delete this account?"
          description="The person can no longer sign in. What they did stays in the audit log. This cannot be undone."
          item={dialog.username}
          id={dialog.id}
          formError={failed?.formError}
        />
      )}
    </AdminScreen>
  );
}

/** An editor who opens this page sees why not, inside the admin frame (status 403). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRefusal error={error} />;
}
