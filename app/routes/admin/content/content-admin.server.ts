import type { z } from "zod";
import type {
  AdminActionError,
  AdminListRow,
  ContentDialog,
  DialogMode,
} from "~/components/admin/content-types";
import { AUDIENCE_NAMES, canWriteAudience, writableAudiences } from "~/lib/auth/permissions.server";
import type { PublicUser } from "~/lib/auth/users.server";
import { readDone } from "~/lib/forms/flash";
import { parseId } from "~/lib/forms/parse.server";
import { keepChoices } from "~/lib/forms/record-form.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { describeValue, type FormContext } from "~/lib/forms/schema-form.server";
import { todayInIndia } from "~/lib/platform/dates";
import type { Audience } from "~/lib/platform/db.server";
import type {
  PublishedInput,
  PublishedRow,
  PublishedTable,
  publishedStore,
} from "~/lib/published/store.server";
import { circularChoices } from "./circular.server";

/**
 * The admin content screens (notices, announcements, videos, link albums): what a screen declares about
 * its table and its record's form, who may publish what, and the screen's loader. Their action is
 * content-action.server.ts.
 */

export type { AdminActionError, AdminListRow, ContentDialog, DialogMode };

/**
 * The form of a record drawn by the schema editor (notices, announcements, videos, link albums): the record's content
 * schema (content/schemas/), how a stored row becomes the form's value, and how a checked record
 * becomes the row.
 */
export interface RecordForm<T extends PublishedTable, S extends z.ZodObject = z.ZodObject> {
  schema: S;
  /** The stored row as the form's value (what `describeValue` draws). */
  fromRow(row: PublishedRow<T>): Record<string, unknown>;
  /** The checked record as the table stores it. */
  toRow(record: z.output<S>): PublishedInput<T>;
}

/**
 * The form of `store`'s records: its schema, and its own mapping between a record and a row (its
 * columns, and its other fields in `fields`: decision 0029).
 */
export function recordFormOf<T extends PublishedTable>(
  store: ReturnType<typeof publishedStore<T>>,
): RecordForm<T> {
  return { schema: store.schema, fromRow: store.recordOf, toRow: (record) => store.rowOf(record as never) };
}

/** What an admin content screen needs to know about its table (architecture ruling 2). */
export interface AdminEntity<T extends PublishedTable> {
  store: ReturnType<typeof publishedStore<T>>;
  /** Text for the list: "notification", "album"… */
  noun: string;
  /** The row as a list line. */
  toListRow(row: PublishedRow<T>): AdminListRow;
  /**
   * True when an entry may carry a circular (`document_id`): the dialog offers the documents, and a PDF
   * posted with it (multipart, field `file`) is added to the Documents library and attached.
   */
  circular?: boolean;
  /** The add/edit form, drawn from the record's schema. */
  record: RecordForm<T>;
  /**
   * The entity's own rule for an add or edit, checked after the form and the audience (the link albums'
   * parents' consent): given the checked form (`record`, fields the table does not keep included), the
   * row an edit replaces, the user and the time (ISO-8601 UTC), either more columns to write with the
   * row and words to add to the audit summary, or the messages by field (400, the form drawn again).
   */
  admit?(post: {
    record: Record<string, unknown>;
    existing: PublishedRow<T> | undefined;
    user: PublicUser;
    at: string;
  }):
    | { ok: true; columns: Partial<PublishedInput<T>>; note: string }
    | { ok: false; errors: Record<string, string>; formError?: string };
}

/**
 * The add/edit form of `entity`'s record `value` (as stored or as typed) with `errors` beside its fields:
 * the schools offered are `audiences` (those the user may write), the documents `documents`.
 */
export function recordForm<T extends PublishedTable>(
  form: RecordForm<T>,
  value: Record<string, unknown>,
  errors: Record<string, string>,
  audiences: readonly Audience[],
  documents: FormContext["documents"] = [],
): FieldNode {
  return keepChoices(describeValue(form.schema, value, "", errors, { documents }), "audience", audiences);
}

/**
 * What `user` may publish: the audiences, the one a new entry starts with, and for an
 * editor of one audience the note saying so ("…: you see and change `what` here"), else null.
 */
export function publishingScope(user: Parameters<typeof writableAudiences>[0], what: string) {
  const audiences = writableAudiences(user);
  const only = audiences.length === 1 ? audiences[0] : undefined;
  return {
    audiences,
    firstAudience: (audiences.includes("group") ? "group" : (audiences[0] ?? "group")) as Audience,
    scopeNote: only
      ? `Your account publishes for ${AUDIENCE_NAMES[only]} only: you see and change ${what} here.`
      : null,
  };
}

/** The documents `user` may attach as a circular; none (logged) when they cannot be read. */
export function documentsFor(user: PublicUser) {
  return circularChoices(user).catch((error: unknown) => {
    console.error("Error listing documents:", error instanceof Error ? error.message : error);
    return [];
  });
}

/** The "done" words a change sends back to its screen (`?done=`), read by the loader. */
export const DONE = { added: "added", saved: "saved", deleted: "deleted", gone: "gone" } as const;

/**
 * Loader of an admin content screen for `user`, the signed-in user that the staff guard put in
 * `userContext` (architecture ruling 2): returns the rows this user may change and, when the URL asks for
 * a dialog (`?dialog=add`, `?dialog=edit&id=…`, `?dialog=delete&id=…`), the form it opens
 * with. Dialogs live in the URL so that they work before JavaScript loads. A failed read shows an
 * error banner and an empty list (architecture ruling 5).
 */
export async function loadAdminContent<T extends PublishedTable>(
  request: Request,
  user: PublicUser,
  entity: AdminEntity<T>,
) {
  const url = new URL(request.url);
  // An editor of one audience sees and changes only that audience's rows.
  const { audiences, firstAudience, scopeNote } = publishingScope(user, "that content");
  const mine = (row: { audience: string }) => canWriteAudience(user, row.audience);
  let rows: AdminListRow[] = [];
  let loadError: string | null = null;
  let refusal: string | null = null;
  try {
    rows = (await entity.store.list({ state: "all" })).map(entity.toListRow).filter(mine);
  } catch (error) {
    console.error(`Error fetching ${entity.store.table}:`, error instanceof Error ? error.message : error);
    loadError = `The list of ${entity.noun}s could not be read from the database. Please reload the page in a minute.`;
  }

  const requested = url.searchParams.get("dialog");
  const id = parseId(url.searchParams.get("id"));
  let opened: { mode: DialogMode; id: number | null; value: Record<string, unknown>; title: string } | null =
    null;
  if (requested === "add") {
    opened = { mode: "add", id: null, value: { date: todayInIndia(), audience: firstAudience }, title: "" };
  } else if ((requested === "edit" || requested === "delete") && id !== null) {
    const row = await entity.store.get(id).catch(() => undefined);
    if (row && !mine(entity.toListRow(row))) {
      refusal = `That ${entity.noun} belongs to another audience; your account may not change it.`;
    } else if (row) {
      opened = { mode: requested, id, value: entity.record.fromRow(row), title: entity.toListRow(row).title };
    }
  }
  const documents = entity.circular && opened && opened.mode !== "delete" ? await documentsFor(user) : [];
  const dialog: ContentDialog | null = opened && {
    mode: opened.mode,
    id: opened.id,
    title: opened.title,
    node: opened.mode === "delete" ? null : recordForm(entity.record, opened.value, {}, audiences, documents),
  };
  return {
    username: user.username,
    rows,
    loadError,
    refusal,
    dialog,
    audiences,
    scopeNote,
    done: readDone(url, DONE),
  };
}
