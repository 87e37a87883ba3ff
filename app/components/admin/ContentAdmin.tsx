import { Pencil, Plus, Trash2 } from "lucide-react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { AUDIENCE_LABELS, AUDIENCES } from "~/lib/forms/limits";
import type {
  AdminActionError,
  AdminListRow,
  DialogMode,
  FormValues,
} from "~/routes/admin/content/content-admin.server";
import { Dialog } from "../ui/Dialog";
import { Field } from "../ui/Field";
import { buttonSecondary, ConfirmDeleteDialog } from "./ConfirmDelete";

/** One control of an entry form. */
export interface FieldDef {
  name: string;
  label: string;
  type: "text" | "textarea" | "date" | "url" | "audience";
  required?: boolean;
  hint?: string;
  maxLength?: number;
}

export interface ContentAdminConfig {
  /** The tab's heading: "Notifications". */
  heading: string;
  /** Lower-case singular for messages: "notification". */
  noun: string;
  /** The spec's dialog headings: "Add Entry", "Edit Entry". */
  addTitle: string;
  editTitle: string;
  /**
   * What kind of entry the dialog adds or edits and where it appears, under its heading (issue 21
   * item 10): "A notification: …".
   */
  entryKind: string;
  fields: FieldDef[];
  /** Draws a row's picture and details instead of its detail text (the media library's stills). */
  renderRow?: (row: AdminListRow) => React.ReactNode;
}

/** Said under every link field (issue 21 item 11): the server completes a scheme-less address. */
export const SCHEME_HINT = "https:// is added if you leave it out.";

/** A link field's hint followed by `SCHEME_HINT`. */
export function linkHint(hint?: string): string {
  return hint ? `${hint} ${SCHEME_HINT}` : SCHEME_HINT;
}

export interface ContentAdminData {
  rows: AdminListRow[];
  loadError: string | null;
  dialog: { mode: DialogMode; id: number | null; values: FormValues; title: string } | null;
  done: "added" | "saved" | "deleted" | "gone" | null;
  /** The audiences this user may publish for (issue 9 item 5); all when absent. */
  audiences?: readonly (typeof AUDIENCES)[number][];
  /** "Your account manages … content only." for an editor of one audience. */
  scopeNote?: string | null;
  /** Why an Edit or Delete link was refused. */
  refusal?: string | null;
}

/** "Both schools (whole group)", "Vidhyashram only"…: a row's audience in words. */
export function audienceLabel(audience: string): string {
  return AUDIENCE_LABELS[audience as keyof typeof AUDIENCE_LABELS] ?? audience;
}

const DONE_TEXT = {
  added: (noun: string) => `The ${noun} was added.`,
  saved: (noun: string) => `The ${noun} was saved.`,
  deleted: (noun: string) => `The ${noun} was deleted.`,
  gone: (noun: string) => `That ${noun} no longer exists; the list below is up to date.`,
};

/**
 * An admin content screen (architecture ruling 2): the list with Add, Edit and Delete, and the entry dialog
 * ("Add Entry"/"Edit Entry") or the delete confirmation. Which dialog is open comes from the URL, so
 * everything works without JavaScript; after a failed save the dialog stays open with the messages
 * and the typed values (architecture rulings 4, 5).
 */
export function ContentAdmin({
  config,
  data,
  actionData,
}: {
  config: ContentAdminConfig;
  data: ContentAdminData;
  actionData: AdminActionError | undefined;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const close = () => navigate(pathname, { preventScrollReset: true });
  const audienceOptions = (data.audiences ?? AUDIENCES).map((value) => ({
    value,
    label: AUDIENCE_LABELS[value],
  }));

  const failed = actionData;
  const dialog = failed
    ? { mode: failed.mode, id: failed.id, values: failed.values, title: data.dialog?.title ?? "" }
    : data.dialog;

  return (
    <section aria-labelledby="tab-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tab-heading" className="text-xl font-bold text-brand-800">
          {config.heading}
        </h2>
        <Link
          to="?dialog=add"
          preventScrollReset
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Plus aria-hidden className="size-4" /> Add {config.noun}
        </Link>
      </div>

      {data.done && !dialog && (
        <p
          role="status"
          className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-2 text-green-800"
        >
          {DONE_TEXT[data.done](config.noun)}
        </p>
      )}
      {data.scopeNote && <p className="mt-2 text-sm text-slate-600">{data.scopeNote}</p>}
      {data.refusal && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-2 text-red-800">
          {data.refusal}
        </p>
      )}
      {data.loadError && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-2 text-red-800">
          {data.loadError}
        </p>
      )}

      {data.rows.length === 0 ? (
        <p className="mt-6 text-slate-600">
          No {config.noun}s yet. Use “Add {config.noun}” to publish one.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {data.rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              {config.renderRow ? (
                config.renderRow(row)
              ) : (
                <div className="min-w-0 flex-1 basis-56">
                  <p className="break-words font-semibold text-slate-900">{row.title}</p>
                  <p className="break-words text-sm text-slate-600">
                    {row.detail}
                    {row.detail && " · "}
                    {audienceLabel(row.audience)}
                  </p>
                </div>
              )}
              <div className="flex gap-2">
                <Link
                  to={`?dialog=edit&id=${row.id}`}
                  preventScrollReset
                  className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
                >
                  <Pencil aria-hidden className="size-4" /> Edit
                  <span className="sr-only"> “{row.title}”</span>
                </Link>
                <Link
                  to={`?dialog=delete&id=${row.id}`}
                  preventScrollReset
                  className="inline-flex items-center gap-1.5 rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
                >
                  <Trash2 aria-hidden className="size-4" /> Delete
                  <span className="sr-only"> “{row.title}”</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}

      {dialog?.mode === "delete" && (
        <ConfirmDeleteDialog
          title={`Delete this ${config.noun}?`}
          description="It disappears from the website at once. This cannot be undone."
          item={dialog.title}
          id={dialog.id}
          onClose={close}
          closeHref={pathname}
          busy={busy}
          formError={failed?.formError}
        />
      )}

      {(dialog?.mode === "add" || dialog?.mode === "edit") && (
        <Dialog
          title={dialog.mode === "add" ? config.addTitle : config.editTitle}
          description={config.entryKind}
          onClose={close}
          closeHref={pathname}
          confirmDiscard
          unsaved={Boolean(failed)}
        >
          <Form method="post" noValidate className="space-y-4">
            <input type="hidden" name="intent" value={dialog.mode === "add" ? "create" : "update"} />
            {dialog.id !== null && <input type="hidden" name="id" value={dialog.id} />}
            {config.fields.map((field) => {
              // A new key per submission result makes React re-apply the typed values.
              const key = `${field.name}-${failed ? "failed" : "fresh"}`;
              const common = {
                name: field.name,
                label: field.label,
                required: field.required,
                hint: field.type === "url" ? linkHint(field.hint) : field.hint,
                error: failed?.errors[field.name],
                defaultValue: dialog.values[field.name] ?? "",
              };
              if (field.type === "textarea") {
                return <Field key={key} {...common} as="textarea" maxLength={field.maxLength} />;
              }
              if (field.type === "audience") {
                return <Field key={key} {...common} as="select" options={audienceOptions} />;
              }
              return (
                <Field
                  key={key}
                  {...common}
                  type={field.type}
                  maxLength={field.maxLength}
                  inputMode={field.type === "url" ? "url" : undefined}
                />
              );
            })}
            {failed?.formError && (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {failed.formError}
              </p>
            )}
            {failed && !failed.formError && Object.keys(failed.errors).length > 0 && (
              <p role="alert" className="text-sm font-semibold text-red-700">
                Please correct the fields marked above.
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <Link to={pathname} preventScrollReset className={buttonSecondary}>
                Cancel
              </Link>
              <button
                type="submit"
                disabled={busy}
                className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
              >
                {busy ? "Saving…" : "Save"}
              </button>
            </div>
          </Form>
        </Dialog>
      )}
    </section>
  );
}
