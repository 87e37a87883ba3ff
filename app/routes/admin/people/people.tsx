import { Pencil, Plus, Search, Trash2, UserRound } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminList, AdminRow, RowLink } from "~/components/admin/AdminList";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { ConfirmDeleteDialog } from "~/components/admin/ConfirmDelete";
import { FormActions } from "~/components/admin/FormActions";
import { ImageField } from "~/components/admin/ImageField";
import { useDialogFrame } from "~/components/admin/useDialogFrame";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { Button, buttonClass } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Field } from "~/components/ui/Field";
import { FormAlert, FormProblems } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import { AUDIENCE_LABELS, AUDIENCES } from "~/lib/forms/limits";
import type { FieldErrors, FormValues } from "~/lib/forms/schemas";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/people";
import { loadPeopleScreen, type PersonListRow, runPeopleAction } from "./people.server";
import { PERSON_LIMITS } from "./person-limits";

export const meta: Route.MetaFunction = () => pageMeta("People · Admin");

/**
 * The People tab (issue 23 item 4): everyone the pages name, each once, with search by name or post and
 * a filter by school; add, edit and delete in dialogs that live in the URL (architecture ruling 2).
 * Renaming a person here changes every page that shows them. The admin layout's staff guard runs first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPeopleScreen(request, context.get(userContext));
}

/** Add, edit or delete a person (checks, audit row and page version in `runPeopleAction`). */
export function action({ request, context }: Route.ActionArgs) {
  return runPeopleAction(request, context.get(userContext), context.get(clientAddressContext));
}

const DONE_TEXT = {
  added: "The person was added. Choose them on any page's people list or table.",
  saved: "The changes were saved. Every page that shows this person shows them now.",
  deleted: "The person was deleted.",
  gone: "That person no longer exists; the list below is up to date.",
};

const SCHOOL_FILTERS = [
  { value: "all", label: "All schools" },
  ...AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] })),
];

/** "Vidhyashram", "Both schools (group)": the school of a person in the list. */
const SCHOOL_OF: Record<string, string> = {
  group: "Both schools (group)",
  vidhyashram: "Vidhyashram",
  vidhyapeeth: "Vidhyapeeth",
};

export default function AdminPeople({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const failed = actionData;
  const dialog = failed
    ? {
        mode: failed.mode,
        id: failed.id,
        values: failed.values,
        title: data.dialog?.title ?? "",
        pages: data.dialog?.pages ?? [],
      }
    : data.dialog;
  const filtered = data.q !== "" || data.school !== "all";

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
        <FormAlert tone="success" className="mt-4">
          {DONE_TEXT[data.done]}
        </FormAlert>
      )}
      {data.scopeNote && <p className="mt-2 text-sm text-slate-600">{data.scopeNote}</p>}
      {data.refusal && <FormAlert className="mt-4">{data.refusal}</FormAlert>}
      {data.loadError && <FormAlert className="mt-4">{data.loadError}</FormAlert>}

      <Form
        method="get"
        role="search"
        aria-label="Find people"
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1 basis-56">
          <Field
            label="Name or post"
            name="q"
            type="search"
            defaultValue={data.q}
            maxLength={100}
            hint="For example Shanthi, or Principal."
          />
        </div>
        <div className="basis-48">
          <Field
            as="select"
            label="School"
            name="school"
            defaultValue={data.school}
            options={SCHOOL_FILTERS}
          />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden className="size-4" /> Find
        </Button>
        {filtered && (
          <Link to="/admin/people" className="py-2 text-sm font-semibold text-brand-700 underline">
            Show everyone
          </Link>
        )}
      </Form>
      <p className="mt-3 text-sm text-slate-600" role="status">
        {filtered ? `${data.rows.length} of ${data.total} people match.` : `${data.total} people.`}
      </p>

      {/* AdminList keys rows by a number; a person's id is a slug, carried along as `key`. */}
      <AdminList
        rows={data.rows.map((row, index) => ({ ...row, key: row.id, id: index + 1 }))}
        empty={
          filtered ? "No one matches. Try part of the name or post, or another school." : "No people yet."
        }
      >
        {(row) => <PersonRow row={{ ...row, id: row.key }} />}
      </AdminList>

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
      {(dialog?.mode === "add" || dialog?.mode === "edit") && (
        <PersonDialog
          mode={dialog.mode}
          id={dialog.id}
          values={dialog.values}
          failed={failed}
          audiences={data.audiences}
          pages={dialog.pages}
        />
      )}
    </AdminScreen>
  );
}

/** "1 page", "9 pages". */
const pagesText = (count: number) => `${count} page${count === 1 ? "" : "s"}`;

/** One person of the list: portrait, name, post, school, and Edit/Delete when this user may. */
function PersonRow({ row }: { row: PersonListRow }) {
  const details = [
    row.post,
    row.extra,
    SCHOOL_OF[row.audience],
    row.pages ? `on ${pagesText(row.pages)}` : "on no page",
    row.sample ? "sample record" : "",
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <AdminRow
      picture={
        row.photo ? (
          <ResponsiveImage
            name={row.photo}
            alt=""
            sizes="48px"
            className="size-12 rounded-full object-cover"
          />
        ) : (
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-100">
            <UserRound aria-hidden className="size-6 text-brand-600" />
          </span>
        )
      }
      title={row.name}
      details={details}
      extra={row.edited ? <p className="text-xs text-slate-500">Changed by the office</p> : null}
      actions={
        row.mine ? (
          <>
            <RowLink
              to={`?dialog=edit&id=${encodeURIComponent(row.id)}`}
              icon={Pencil}
              label="Edit"
              name={`“${row.name}”, ${row.post}`}
            />
            <RowLink
              to={`?dialog=delete&id=${encodeURIComponent(row.id)}`}
              icon={Trash2}
              label="Delete"
              name={`“${row.name}”, ${row.post}`}
              danger
            />
          </>
        ) : (
          <span className="text-sm text-slate-500">Another school's</span>
        )
      }
    />
  );
}

/** The add/edit dialog: every field of a person, messages next to each after a refused save. */
function PersonDialog({
  mode,
  id,
  values,
  failed,
  audiences,
  pages,
}: {
  mode: "add" | "edit";
  id: string | null;
  values: FormValues;
  failed: { errors: FieldErrors; formError?: string } | undefined;
  audiences: readonly (typeof AUDIENCES)[number][];
  /** The pages that show the person now. */
  pages: { path: string; title: string }[];
}) {
  const { frame } = useDialogFrame();
  const errors = failed?.errors ?? {};
  // A new key per submission result makes React re-apply the typed values.
  const k = (name: string) => `${name}-${failed ? "failed" : "fresh"}`;
  const text = (
    name: string,
    label: string,
    max: number,
    extra: { hint?: string; required?: boolean } = {},
  ) => (
    <Field
      key={k(name)}
      name={name}
      label={label}
      defaultValue={values[name] ?? ""}
      error={errors[name]}
      maxLength={max}
      {...extra}
    />
  );
  return (
    <Dialog
      title={mode === "add" ? "Add a person" : "Edit a person"}
      description="As the website's pages should show them. A change shows on every page that names this person."
      {...frame}
      confirmDiscard
      unsaved={Boolean(failed)}
    >
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value={mode === "add" ? "create" : "update"} />
        {id !== null && <input type="hidden" name="id" value={id} />}
        {pages.length > 0 && (
          <div className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
            <p className="font-semibold">Shown on {pagesText(pages.length)}:</p>
            <ul className="mt-1 list-disc pl-5">
              {pages.map((page) => (
                <li key={page.path}>
                  <a href={page.path} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                    {page.title}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>{" "}
                  <span className="text-slate-600">({page.path})</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {text("name", "Name", PERSON_LIMITS.name, {
          required: true,
          hint: "With the title, as printed: Mrs. L. Shanthi.",
        })}
        {text("post", "Post or designation", PERSON_LIMITS.post, {
          required: true,
          hint: "Principal, Vice Principal, PGT Chemistry, Parent…",
        })}
        {text("qualification", "Qualification", PERSON_LIMITS.qualification, {
          hint: "Optional. Shown where a page asks for it, e.g. M.Sc., M.Ed.",
        })}
        {text("department", "Department or subject", PERSON_LIMITS.department, { hint: "Optional." })}
        <Field
          key={k("audience")}
          as="select"
          name="audience"
          label="School"
          hint="Whose office may change this person."
          defaultValue={values.audience ?? audiences[0]}
          error={errors.audience}
          options={audiences.map((value) => ({ value, label: AUDIENCE_LABELS[value] }))}
        />
        <div className="space-y-2">
          <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            <input
              key={k("hasPhoto")}
              type="checkbox"
              name="hasPhoto"
              defaultChecked={values.hasPhoto === "on"}
              className="size-5"
            />
            Show a photo of this person
          </label>
          <p className="text-sm text-slate-600">
            Leave “What the picture shows” empty for a plain portrait: the name is printed beside it.
          </p>
          <ImageField
            key={k("photo")}
            label="Photo"
            name="photo"
            altName="photoAlt"
            value={values.photo || undefined}
            alt={values.photoAlt}
            error={errors.photo}
            altError={errors.photoAlt}
          />
        </div>
        {text("email", "Public e-mail", PERSON_LIMITS.email, {
          hint: "Optional. Shown on the website only if you fill it in.",
        })}
        {text("phone", "Public phone", PERSON_LIMITS.phone, {
          hint: "Optional. Shown on the website only if you fill it in.",
        })}
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            key={k("sample")}
            type="checkbox"
            name="sample"
            defaultChecked={values.sample === "on"}
            className="size-5"
          />
          Sample record (an invented person, until the school gives the real one)
        </label>
        <FormProblems failed={failed} />
        <FormActions label="Save" busyLabel="Saving…" />
      </Form>
    </Dialog>
  );
}
