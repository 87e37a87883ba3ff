import { Plus } from "lucide-react";
import { Link } from "react-router";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { ConfirmDeleteDialog } from "~/components/admin/ConfirmDelete";
import { buttonClass } from "~/components/ui/Button";
import { FormAlert } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/people";
import { PeopleList } from "./people-list";
import { loadPeopleScreen } from "./people-list.server";
import { PEOPLE_DONE, type PersonActionError, pagesText } from "./person";
import { runPeopleAction } from "./person-changes.server";
import { PersonDialog } from "./person-dialog";

export const meta: Route.MetaFunction = () => pageMeta("People · Admin");

/**
 * The People tab: everyone the pages name, each once, with search by name or post and
 * a filter by school; add, edit and delete in dialogs that live in the URL (architecture ruling 2), the
 * form drawn from the person schema of content/schemas/people.ts. Renaming a person here changes every
 * page that shows them. The admin layout's staff guard runs first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPeopleScreen({ request, user: context.get(userContext) });
}

/** Add, edit or delete a person (checks, audit row: `runPeopleAction`). */
export function action({ request, context }: Route.ActionArgs) {
  return runPeopleAction({
    request,
    user: context.get(userContext),
    address: context.get(clientAddressContext),
  });
}

export default function AdminPeople({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const failed = actionData as PersonActionError | undefined;
  const dialog = failed
    ? {
        mode: failed.mode,
        id: failed.id,
        node: failed.node ?? data.dialog?.node ?? null,
        title: data.dialog?.title ?? "",
        pages: data.dialog?.pages ?? [],
      }
    : data.dialog;

  return (
    <AdminScreen
      title="People"
      actions={
        <Link to="?dialog=add" preventScrollReset className={buttonClass("primary")}>
          <Plus aria-hidden className="size-4" /> Add a person
        </Link>
      }
    >
      <p className="mt-2 max-w-3xl text-sm text-slate-600">
        Everyone the website names — principals, office staff, committee and PTA members — written once. The
        administration, team, committee, PTA and disclosure pages show the name, post and photo kept here, so
        a change here changes every page that shows the person.
      </p>
      {data.done && !dialog && (
        <FormAlert tone={data.done === "namesake" ? "error" : "success"} className="mt-4">
          {PEOPLE_DONE[data.done]}
        </FormAlert>
      )}
      {data.scopeNote && <p className="mt-2 text-sm text-slate-600">{data.scopeNote}</p>}
      {data.refusal && <FormAlert className="mt-4">{data.refusal}</FormAlert>}
      {data.loadError && <FormAlert className="mt-4">{data.loadError}</FormAlert>}

      <PeopleList rows={data.rows} total={data.total} q={data.q} school={data.school} />

      {dialog?.mode === "delete" && (
        <ConfirmDeleteDialog
          title="Delete this person?"
          description={
            dialog.pages.length
              ? `Shown on ${pagesText(dialog.pages.length)}: take them off ${dialog.pages.length === 1 ? "that page" : "those pages"} first.`
              : "No page shows this person. This cannot be undone."
          }
          item={dialog.title}
          id={dialog.id}
          formError={failed?.formError}
        />
      )}
      {(dialog?.mode === "add" || dialog?.mode === "edit") && dialog.node && (
        <PersonDialog
          mode={dialog.mode}
          id={dialog.id}
          node={dialog.node}
          failed={failed}
          pages={dialog.pages}
          revision={failed?.revision ?? "fresh"}
        />
      )}
    </AdminScreen>
  );
}
