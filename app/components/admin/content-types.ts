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
 * What a failed save sends back: the refusal of `parseForm` (messages by field, everything that was
 * typed) and the dialog to open again.
 */
export interface AdminActionError extends Omit<FormFailure, "ok"> {
  mode: DialogMode;
  id: number | null;
}
