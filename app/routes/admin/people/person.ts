import type { FieldNode } from "~/lib/forms/schema-form";
import type { FieldErrors, FormValues } from "~/lib/forms/schemas";
import type { Audience } from "~/lib/platform/db.server";

/**
 * What the People screen shares between its server modules and its components: the
 * shapes of the list, the dialog and a refusal, and the "done" messages. No server code, so the browser
 * bundle may import it.
 */

/** The dialogs of the screen, in the URL (`?dialog=add`, `?dialog=edit&id=…`, `?dialog=delete&id=…`). */
export type PersonDialogMode = "add" | "edit" | "delete";

/** A person as the list shows them. */
export interface PersonListRow {
  id: string;
  name: string;
  post: string;
  /** Qualification and department, when given. */
  extra: string;
  audience: Audience;
  photo: string | null;
  sample: boolean;
  edited: boolean;
  /** True when this user may change the person (their school). */
  mine: boolean;
  /** How many pages name the person (published or in a draft). */
  pages: number;
}

/** A page that shows a person: its address and title. */
export interface ShowingPage {
  path: string;
  title: string;
}

/** The dialog the URL opens: its mode, the person, the form (add and edit), the pages that show them. */
export interface PersonDialogData {
  mode: PersonDialogMode;
  id: string | null;
  /** The add/edit form drawn from the person schema; null for delete. */
  node: FieldNode | null;
  /** "Mrs. L. Shanthi, Principal" (edit and delete). */
  title: string;
  /** The pages that show the person now (edit and delete). */
  pages: ShowingPage[];
}

/**
 * What a refused save or delete sends back: messages by field (the field's name, its path in the
 * person), the form drawn again with them and the typed text, every field as typed, and the dialog to
 * reopen. `revision` changes the form's key, so every field shows what the server drew.
 */
export interface PersonActionError {
  errors: FieldErrors;
  formError?: string;
  values: FormValues;
  node?: FieldNode;
  mode: PersonDialogMode;
  id: string | null;
  revision: number;
}

/** What the screen says after a change (`?done=`). */
export const PEOPLE_DONE = {
  added: "The person was added. Choose them on any page's people list or table.",
  namesake:
    "The person was added, but someone in the list already has this name: if it is the same person twice, delete one of them, so that a change reaches every page.",
  saved: "The changes were saved. Every page that shows this person shows them now.",
  deleted: "The person was deleted.",
  gone: "That person no longer exists; the list below is up to date.",
} as const;

/** "1 page", "9 pages". */
export const pagesText = (count: number) => `${count} page${count === 1 ? "" : "s"}`;
