import { Plus } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { AUDIENCE_LABELS } from "~/lib/forms/limits";
import { type FieldNode, someNode } from "~/lib/forms/schema-form";
import { buttonClass } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import { FormAlert, FormProblems } from "../ui/FormAlert";
import { AdminList, AdminRow, EditDeleteLinks } from "./AdminList";
import { AdminScreen } from "./AdminScreen";
import { ConfirmDeleteDialog } from "./ConfirmDelete";
import type { AdminActionError, AdminListRow, ContentDialog } from "./content-types";
import { EditorMessage } from "./EditorMessage";
import { FormActions } from "./FormActions";
import { SchemaFields } from "./SchemaFields";
import { useDialogFrame } from "./useDialogFrame";

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
  /** A row's picture and line of details instead of its detail text (the media library's stills). */
  row?: (row: AdminListRow) => { picture?: React.ReactNode; details: React.ReactNode };
}

export interface ContentAdminData {
  rows: AdminListRow[];
  loadError: string | null;
  /** The dialog the URL opens, its form drawn from the record's schema (the schools, the documents offered). */
  dialog: ContentDialog | null;
  done: "added" | "saved" | "deleted" | "gone" | null;
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
  const location = useLocation();
  const failed = actionData;
  const dialog: ContentDialog | null = failed
    ? {
        mode: failed.mode,
        id: failed.id,
        node: failed.node ?? data.dialog?.node ?? null,
        title: data.dialog?.title ?? "",
      }
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

      {(dialog?.mode === "add" || dialog?.mode === "edit") && dialog.node && (
        <RecordDialog
          title={dialog.mode === "add" ? config.addTitle : config.editTitle}
          description={config.entryKind}
          node={dialog.node}
          failed={failed}
          intent={dialog.mode === "add" ? "create" : "update"}
          id={dialog.id}
          revision={failed?.revision ?? "fresh"}
        />
      )}
    </AdminScreen>
  );
}

/**
 * The add/edit dialog of an entry (architecture ruling 2: it lives in the URL), of these screens and the
 * Photo albums screen's link albums: the form the server drew from the record's schema (`node`: labels, hints, what was typed and a message beside each refused
 * field), posting `intent` (and `id` when editing), multipart when it has a file control. Closing it
 * asks first when something typed would be lost. Works without JavaScript: a plain form posted to the
 * screen's action.
 */
export function RecordDialog({
  title,
  description,
  node,
  failed,
  intent,
  id,
  revision,
}: {
  title: string;
  description: string;
  node: FieldNode;
  failed: { errors?: Record<string, string | undefined>; formError?: string } | undefined;
  intent: "create" | "update";
  id: number | null;
  /** Changes when the server draws the form again, so every field shows its new value. */
  revision: string | number;
}) {
  const { frame } = useDialogFrame();
  return (
    <Dialog title={title} description={description} {...frame} confirmDiscard unsaved={Boolean(failed)}>
      <Form
        method="post"
        noValidate
        className="space-y-4"
        key={revision}
        encType={someNode(node, (field) => field.kind === "file") ? "multipart/form-data" : undefined}
      >
        <input type="hidden" name="intent" value={intent} />
        {id !== null && <input type="hidden" name="id" value={id} />}
        <SchemaFields node={node} />
        <FormProblems failed={failed} />
        <FormActions label="Save" busyLabel="Saving…" />
      </Form>
    </Dialog>
  );
}
