import { data, NavLink } from "react-router";
import { AdminRefusal } from "~/components/admin/AdminRefusal";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { userContext } from "~/lib/auth/guard.server";
import { requireRole } from "~/lib/auth/session.server";
import { settingsGroupOf, settingsPath } from "~/lib/content-store/editables.server";
import { listPages } from "~/lib/content-store/page-editing.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import { SETTINGS_GROUPS, type SettingsGroup } from "~content/schemas/settings";
import { type EditorActionData, editorUrl } from "../pages/editor";
import { loadEditor, runEditorAction } from "../pages/editor.server";
import { EditorScreen } from "../pages/editor-screen";
import type { Route } from "./+types/settings";

/**
 * Site settings (decision 0017): what many pages show that is not a page of its own — names and the
 * admissions year, contacts and office hours, links, the home slides, and the groups other modules add
 * to `content/schemas/settings.ts`. Each group is edited with the same schema editor as a page (Save
 * draft, Preview, Publish, history), administrators only. `/admin/settings` opens the first group,
 * `/admin/settings/<group>` another; the list of groups is beside it.
 */

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? `${loaderData.editor.title} · Site settings · Admin` : "Site settings · Admin");

/** The group a URL names (`:group`, case as the key), the first when none; 404 for an unknown one. */
function groupOf(param: string | undefined): SettingsGroup {
  if (param === undefined) return SETTINGS_GROUPS[0];
  const group = settingsGroupOf(`settings:${param}`);
  if (!group) throw data({ message: "There is no such group of settings." }, { status: 404 });
  return group;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireRole(context.get(userContext), "admin");
  const group = groupOf(params.group);
  const [editor, groups] = await Promise.all([
    loadEditor({ request, user, path: settingsPath(group) }),
    listPages(undefined, ["settings"]),
  ]);
  return { editor, groups, current: settingsPath(group) };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return runEditorAction({
    request,
    user: requireRole(context.get(userContext), "admin"),
    address: context.get(clientAddressContext),
    path: settingsPath(groupOf(params.group)),
  });
}

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { editor, groups, current } = loaderData;
  return (
    <AdminScreen title="Site settings">
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        What the website shows on many pages that is not a page of its own. Each group is saved as a draft,
        previewed and published like a page; every page that shows a setting follows it at once.
      </p>
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Groups of settings">
          <ul className="flex flex-wrap gap-2 lg:flex-col">
            {groups.map((group) => (
              <li key={group.path}>
                <NavLink
                  to={editorUrl(group.path)}
                  aria-current={group.path === current ? "page" : undefined}
                  className={`block rounded-md border px-3 py-2 text-sm ${
                    group.path === current
                      ? "border-brand-700 bg-brand-50 font-semibold text-brand-800"
                      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
                  }`}
                >
                  {group.title}
                  {group.hasDraft && <span className="block text-xs text-slate-700">Unpublished draft</span>}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <EditorScreen key={current} loaderData={editor} answer={actionData as EditorActionData | undefined} />
      </div>
    </AdminScreen>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRefusal error={error} />;
}
