import type { FieldNode } from "~/lib/forms/schema-form";
import type { FormFailure } from "~/lib/forms/schemas";

/**
 * What an admin content screen (notices, announcements, videos, albums) and its route share: the list rows
 * and the dialog's state after a refused save (decision 0001). Types only, so the route's server module
 * and the component agree without the component importing server code.
 */

/** One row of an admin list, as the page shows it. */
export interface AdminListRow {
  id: number;
  title: string;
  detail: string;
  audience: string;
  /** Where its schedule stands: "Scheduled for …", "Expired … (archive)", "Pinned" (may be empty). */
  note?: string;
}

export type DialogMode = "add" | "edit" | "delete";

/**
 * The dialog the URL opens: its mode, the entry, and for add and edit the form drawn from the record's
 * schema (`describeValue`); null for delete.
 */
export interface ContentDialog {
  mode: DialogMode;
  id: number | null;
  /** The entry's title (edit and delete), for the delete confirmation. */
  title: string;
  node: FieldNode | null;
}

/**
 * What a failed save sends back: the messages by field, everything that was typed, and the dialog to
 * open again; for a schema-drawn form, the form drawn again with both (`node`), and `revision`, which
 * changes the form's key so every field shows what the server drew.
 */
export interface AdminActionError extends Omit<FormFailure, "ok"> {
  mode: DialogMode;
  id: number | null;
  node?: FieldNode;
  revision?: number;
}
