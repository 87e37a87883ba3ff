import { Form, Link } from "react-router";
import { AdminRefusal } from "~/components/admin/AdminRefusal";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { FormAlert } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import { requireRole } from "~/lib/auth/session.server";
import { parseId } from "~/lib/forms/parse.server";
import { AUDIT_PAGE_SIZE, listAudit, NO_SUCH_ACCOUNT, staffUsernames } from "~/lib/platform/audit.server";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => pageMeta("Audit log · Admin");

/**
 * The audit log: every admin change, sign-in, and every opening or export of parents' enquiries, newest
 * first, 50 to a page, filtered by user. Administrators only, checked on the server. The user list
 * holds the staff accounts, and a free-text box finds any other name in the log (a deleted account,
 * "parent (private link)", "retention job", or `NO_SUCH_ACCOUNT` for refused sign-ins with a name that
 * is no account, whose typed text is never stored): `?user=` matches a username exactly, `?name=`
 * part of one; both may be given. Rows older than the `privacy` settings' `auditLogMonths` are gone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context.get(userContext), "admin");
  const url = new URL(request.url);
  const user = (url.searchParams.get("user") ?? "").slice(0, 100);
  const name = (url.searchParams.get("name") ?? "").trim().slice(0, 100);
  const rawPage = parseId(url.searchParams.get("page"));
  const page = rawPage !== null && rawPage < 100_000 ? rawPage : 1;
  try {
    const [{ rows, more }, usernames] = await Promise.all([
      listAudit({ username: user || undefined, usernameContains: name || undefined, page }),
      staffUsernames(),
    ]);
    // A `?user=` that is no staff account (an older link, a deleted account) still filters exactly,
    // but the list cannot show it: the text box does, so the form always says what is filtered.
    const staff = usernames.includes(user);
    return {
      rows,
      more,
      page,
      username: staff ? user : "",
      name: staff || !user ? name : name || user,
      filter: { user, name },
      usernames,
      loadError: false,
      pageSize: AUDIT_PAGE_SIZE,
      noAccount: NO_SUCH_ACCOUNT,
    };
  } catch (error) {
    console.error("Error fetching the audit log:", error instanceof Error ? error.message : error);
    return {
      rows: [],
      more: false,
      page,
      username: "",
      name: name || user,
      filter: { user, name },
      usernames: [],
      loadError: true,
      pageSize: AUDIT_PAGE_SIZE,
      noAccount: NO_SUCH_ACCOUNT,
    };
  }
}

const when = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "Asia/Kolkata",
});

const ACTION_LABELS: Record<string, string> = {
  create: "Added",
  update: "Edited",
  delete: "Deleted",
  status: "Status",
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in refused",
  "sign-out-everywhere": "Signed out everywhere",
  "password-change": "Password changed",
  "password-reset": "Password reset",
  disable: "Disabled",
  enable: "Enabled",
  publish: "Published",
  unpublish: "Unpublished",
  upload: "Uploaded",
  reorder: "Reordered",
  cover: "Cover chosen",
  // Parents' data (app/lib/enquiries/privacy.server.ts): no personal data in these rows, only references.
  correct: "Corrected",
  erase: "Erased",
  export: "Exported",
  view: "Opened",
  keep: "Kept as admission",
  unkeep: "Admission mark removed",
};

const ACTION_STYLES: Record<string, string> = {
  "sign-in-failed": "bg-red-100 text-red-800",
  delete: "bg-red-100 text-red-800",
  erase: "bg-red-100 text-red-800",
  create: "bg-green-100 text-green-800",
};

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { rows, more, page, username, name, filter, usernames, loadError, pageSize, noAccount } = loaderData;
  const filtered = Boolean(filter.user || filter.name);
  const pageLink = (to: number) => {
    const params = new URLSearchParams();
    if (filter.user) params.set("user", filter.user);
    if (filter.name) params.set("name", filter.name);
    if (to > 1) params.set("page", String(to));
    const query = params.toString();
    return query ? `?${query}` : "/admin/audit";
  };
  return (
    <AdminScreen title="Audit log">
      <p className="mt-1 text-sm text-slate-600">
        Every change made in the admin area, every sign-in, and every time someone opened or exported parents'
        enquiries (which ones, never their details), newest first. Times are Indian Standard Time. Entries are
        deleted after the months set in Site settings, Parents' data and privacy. A refused sign-in with a
        name that is no account is listed as “{noAccount}”: what was typed is not kept.
      </p>
      <Form
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <div className="min-w-48 flex-1 sm:flex-none">
          <Field
            as="select"
            label="User"
            name="user"
            defaultValue={username}
            options={[{ value: "", label: "Everyone" }, ...usernames.map((u) => ({ value: u, label: u }))]}
          />
        </div>
        <div className="min-w-48 flex-1">
          <Field
            label="Or any name in the log"
            name="name"
            type="search"
            maxLength={100}
            defaultValue={name}
            hint={`Part of a name: a deleted account, "parent", "retention job", or "no such account" for refused sign-ins`}
          />
        </div>
        <Button>Show</Button>
        {filtered && (
          <Link to="/admin/audit" className="px-2 py-2 font-medium text-brand-700 underline">
            Clear filter
          </Link>
        )}
      </Form>
      {loadError && (
        <FormAlert className="mt-4">
          The audit log could not be read from the database. Please reload the page in a minute.
        </FormAlert>
      )}
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-600">
          {page > 1 ? "No older entries." : filtered ? "No entries match this filter." : "No entries yet."}
        </p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {rows.map((row) => (
            <li key={row.id} className="px-4 py-3">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <time dateTime={row.at}>{when.format(new Date(row.at))}</time>
                <span className="font-semibold text-slate-900">{row.username}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ACTION_STYLES[row.action] ?? "bg-slate-100 text-slate-800"}`}
                >
                  {ACTION_LABELS[row.action] ?? row.action}
                </span>
                {row.address && <span className="font-mono text-xs">{row.address}</span>}
              </p>
              <p className="mt-1 break-words text-slate-900">{row.summary}</p>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Audit log pages" className="mt-4 flex flex-wrap justify-between gap-3">
        {page > 1 ? (
          <Link to={pageLink(page - 1)} className="font-semibold text-brand-700 underline">
            ← Newer entries
          </Link>
        ) : (
          <span />
        )}
        {more && (
          <Link to={pageLink(page + 1)} className="font-semibold text-brand-700 underline">
            Older entries →
          </Link>
        )}
      </nav>
      <p className="mt-2 text-xs text-slate-600">
        Page {page}, {pageSize} entries to a page.
      </p>
    </AdminScreen>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRefusal error={error} />;
}
