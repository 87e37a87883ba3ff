import { Plus } from "lucide-react";
import { Link, useLocation } from "react-router";
import { AUDIENCE_LABELS, type AUDIENCES } from "~/lib/forms/limits";
import type { FormValues } from "~/lib/forms/schemas";
import { buttonClass } from "../ui/Button";
import { FormAlert } from "../ui/FormAlert";
import { AdminList, AdminRow, EditDeleteLinks } from "./AdminList";
import { AdminScreen } from "./AdminScreen";
import { ConfirmDeleteDialog } from "./ConfirmDelete";
import type { AdminActionError, AdminListRow, DialogMode } from "./content-types";
import { EditorMessage } from "./EditorMessage";
import { type Choice, EntryDialog, type FieldDef } from "./EntryDialog";

export interface ContentAdminConfig {
  /** The tab's heading: "Notifications". */
  heading: string;
  /** Lower-case singular for messages: "notification". */
  noun: string;
  /** The spec's dialog headings: "Add Entry", "Edit Entry". */
  addTitle: string;
  editTitle: string;
  /**
   * What kind of entry the dialog adds or edits and where it appears, under its heading:
   * "A notification: …".
   */
  entryKind: string;
  fields: FieldDef[];
  /** A row's picture and line of details instead of its detail text (the media library's stills). */
  row?: (row: AdminListRow) => { picture?: React.ReactNode; details: React.ReactNode };
}

export interface ContentAdminData {
  rows: AdminListRow[];
  loadError: string | null;
  dialog: { mode: DialogMode; id: number | null; values: FormValues; title: string } | null;
  done: "added" | "saved" | "deleted" | "gone" | null;
  /** The audiences this user may publish for; all when absent. */
  audiences?: readonly (typeof AUDIENCES)[number][];
  /** "Your account manages … content only." for an editor of one audience. */
  scopeNote?: string | null;
  /** Why an Edit or Delete link was refused. */
  refusal?: string | null;
  /** The documents a notice's "Circular" may name (architecture ruling 22). */
  choices?: readonly Choice[];
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
  const location = useLocation();
  const failed = actionData;
  const dialog = failed
    ? { mode: failed.mode, id: failed.id, values: failed.values, title: data.dialog?.title ?? "" }
    : data.dialog;

  return (
    <AdminScreen
      title={config.heading}
      actions={
        <Link to="?dialog=add" preventScrollReset className={buttonClass("primary")}>
          <Plus aria-hidden className="size-4" /> Add {config.noun}
        </Link>
      }
    >
      {data.done && !dialog && (
        // Takes the focus when a save closes the dialog: the keyboard goes on from the message that says
        // what happened, not from the top of the page.
        <EditorMessage tone="success" className="mt-4" focusKey={`${data.done}-${location.key}`}>
          {DONE_TEXT[data.done](config.noun)}
        </EditorMessage>
      )}
      {data.scopeNote && <p className="mt-2 text-sm text-slate-600">{data.scopeNote}</p>}
      {data.refusal && <FormAlert className="mt-4">{data.refusal}</FormAlert>}
      {data.loadError && <FormAlert className="mt-4">{data.loadError}</FormAlert>}

      <AdminList rows={data.rows} empty={`No ${config.noun}s yet. Use “Add ${config.noun}” to publish one.`}>
        {(row) => {
          const drawn = config.row?.(row);
          return (
            <AdminRow
              picture={drawn?.picture}
              title={row.title}
              details={
                <>
                  {drawn ? (
                    drawn.details
                  ) : (
                    <>
                      {row.detail}
                      {row.detail && " · "}
                      {audienceLabel(row.audience)}
                    </>
                  )}
                  {row.note && (
                    <>
                      {" · "}
                      <strong className="font-semibold text-slate-800">{row.note}</strong>
                    </>
                  )}
                </>
              }
              actions={<EditDeleteLinks id={row.id} title={row.title} />}
            />
          );
        }}
      </AdminList>

      {dialog?.mode === "delete" && (
        <ConfirmDeleteDialog
          title={`Delete this ${config.noun}?`}
          description="It disappears from the website at once. This cannot be undone."
          item={dialog.title}
          id={dialog.id}
          formError={failed?.formError}
        />
      )}

      {(dialog?.mode === "add" || dialog?.mode === "edit") && (
        <EntryDialog
          title={dialog.mode === "add" ? config.addTitle : config.editTitle}
          description={config.entryKind}
          fields={config.fields}
          values={dialog.values}
          failed={failed}
          audiences={data.audiences}
          intent={dialog.mode === "add" ? "create" : "update"}
          id={dialog.id}
          choices={data.choices}
        />
      )}
    </AdminScreen>
  );
}
