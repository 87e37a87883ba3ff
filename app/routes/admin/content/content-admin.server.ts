import { data, redirect } from "react-router";
import type { z } from "zod";
import type {
  AdminActionError,
  AdminListRow,
  ContentDialog,
  DialogMode,
} from "~/components/admin/content-types";
import {
  AUDIENCE_NAMES,
  audienceRefusal,
  canWriteAudience,
  writableAudiences,
} from "~/lib/auth/permissions.server";
import type { PublicUser } from "~/lib/auth/users.server";
import { DocumentError } from "~/lib/documents/documents.server";
import { type DocumentPost, FILE_FIELD, isMultipart, readDocumentPost } from "~/lib/documents/upload.server";
import { readDone, redirectDone } from "~/lib/forms/flash";
import { AUDIENCE_LABELS } from "~/lib/forms/limits";
import { formText, parseId, readForm } from "~/lib/forms/parse.server";
import { keepChoices, readRecord } from "~/lib/forms/record-form.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { describeValue, type FormContext } from "~/lib/forms/schema-form.server";
import type { FormValues } from "~/lib/forms/schemas";
import { quoted, writeAudit } from "~/lib/platform/audit.server";
import { todayInIndia } from "~/lib/platform/dates";
import { type Audience, db } from "~/lib/platform/db.server";
import { diskFullPage, isDiskFull } from "~/lib/platform/disk-full.server";
import type {
  PublishedInput,
  PublishedRow,
  PublishedTable,
  publishedStore,
} from "~/lib/published/store.server";
import {
  type CheckedCircular,
  type CircularInput,
  checkCircular,
  circularChoices,
  discardCircular,
  saveCircular,
} from "./circular.server";

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
function documentsFor(user: PublicUser) {
  return circularChoices(user).catch((error: unknown) => {
    console.error("Error listing documents:", error instanceof Error ? error.message : error);
    return [];
  });
}

const DONE = { added: "added", saved: "saved", deleted: "deleted", gone: "gone" } as const;

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

/** What the audit log says about a row: "notification “Sports Day” for Vidhyapeeth only". */
function describeRow(noun: string, title: string, audience: string): string {
  const label = AUDIENCE_LABELS[audience as Audience] ?? audience;
  return `${noun} ${quoted(title)} for ${label.replace(/^Both schools \(whole group\)$/, "both schools")}`;
}

/** The form fields whose stored value changed, for the audit summary of an edit. */
function changedFields<T extends PublishedTable>(
  entity: AdminEntity<T>,
  before: PublishedRow<T>,
  after: PublishedRow<T>,
): string[] {
  const old = entity.record.fromRow(before);
  const now = entity.record.fromRow(after);
  return Object.keys(entity.record.schema.shape).filter(
    (field) => JSON.stringify(old[field] ?? null) !== JSON.stringify(now[field] ?? null),
  );
}

/**
 * A read post of an entry form: the row to write and the fields as typed, or the messages by field;
 * `draw` draws the form again as typed with other messages beside its fields.
 */
type ReadEntry<T extends PublishedTable> = {
  values: FormValues;
  draw: (errors: Record<string, string>) => Promise<FieldNode>;
} & ({ ok: true; input: PublishedInput<T> } | { ok: false; errors: Record<string, string> });

/** Reads and checks the entry form `form` of `entity` for `user` (the schools offered in a redrawn form). */
function readEntry<T extends PublishedTable>(
  entity: AdminEntity<T>,
  form: FormData,
  user: PublicUser,
): ReadEntry<T> {
  const record = entity.record;
  const read = readRecord(record.schema, form);
  const typed = read.posted as Record<string, unknown>;
  const audiences = writableAudiences(user);
  // The documents are listed only when a refused form is drawn again.
  const draw = async (errors: Record<string, string>) =>
    recordForm(record, typed, errors, audiences, entity.circular ? await documentsFor(user) : []);
  if (!read.ok) return { ok: false, errors: read.errors, values: read.values, draw };
  return { ok: true, input: record.toRow(read.data), values: read.values, draw };
}

/**
 * Action of an admin content screen, posted by `user` (the signed-in user from the staff guard's
 * `userContext`, architecture ruling 2); `intent` is create, update or delete.
 * Valid input is written, with its audit row in the same transaction, and the browser goes back to
 * the list (which reloads, the dialog closed); invalid input or a failed write returns the messages
 * and the typed values, status 400 or 503 (architecture rulings 4 and 5). An editor of one audience is
 * refused (403, message in the form) content of another audience, new or existing.
 * `options.form` is the form when the route has read it already (the albums screen reads its `intent` first).
 */
export async function runAdminContentAction<T extends PublishedTable>(
  request: Request,
  user: PublicUser,
  entity: AdminEntity<T>,
  options: { address?: string; form?: FormData; file?: DocumentPost["file"] } = {},
) {
  const actor = { id: user.id, username: user.username };
  const address = options.address ?? null;
  const listPath = new URL(request.url).pathname;
  if (entity.circular && !options.form && isMultipart(request)) {
    // A notice with a PDF circular: the body is streamed to a temporary file (never held in memory),
    // which is removed whatever happens.
    let post: DocumentPost;
    try {
      post = await readDocumentPost(request);
    } catch (error) {
      if (isDiskFull(error)) {
        console.error(`A post to ${entity.store.table} could not be written:`, error);
        throw diskFullPage();
      }
      if (!(error instanceof DocumentError)) {
        // Not the body's fault (a disk that cannot be written): said plainly, as every failed save is.
        console.error(`Error reading a post to ${entity.store.table}:`, error);
        return data<AdminActionError>(
          {
            errors: {},
            formError: `The ${entity.noun} could not be saved because of a problem on the server. Please try again.`,
            values: {},
            mode: "add",
            id: null,
          },
          { status: 503 },
        );
      }
      // A body too large (413) or one that is not a readable form (400), said beside the file field.
      return data<AdminActionError>(
        { errors: { [FILE_FIELD]: error.message }, values: {}, mode: "add", id: null },
        { status: /larger than/.test(error.message) ? 413 : 400 },
      );
    }
    try {
      return await runAdminContentAction(request, user, entity, {
        ...options,
        form: post.fields,
        file: post.file,
      });
    } finally {
      await post.dispose();
    }
  }
  const form = await readForm(options.form ?? request);
  const intent = formText(form, "intent");
  const id = parseId(form.get("id"));
  const notYours = `That ${entity.noun} belongs to another audience; your account may not change it.`;

  if (intent === "delete") {
    if (id === null) return redirect(listPath);
    try {
      const existing = await entity.store.get(id);
      if (!existing) return redirectDone(listPath, DONE.gone);
      const shown = entity.toListRow(existing);
      if (!canWriteAudience(user, shown.audience)) {
        return data<AdminActionError>(
          { errors: {}, formError: notYours, values: {}, mode: "delete", id },
          { status: 403 },
        );
      }
      const removed = await db()
        .transaction()
        .execute(async (trx) => {
          const gone = await entity.store.remove(id, trx);
          if (gone) {
            await writeAudit(
              {
                actor,
                action: "delete",
                entity: entity.store.table,
                entityId: id,
                summary: `Deleted ${describeRow(entity.noun, shown.title, shown.audience)}`,
                address,
              },
              trx,
            );
          }
          return gone;
        });
      return redirectDone(listPath, removed ? DONE.deleted : DONE.gone);
    } catch (error) {
      console.error(`Error deleting from ${entity.store.table}:`, error);
      return data<AdminActionError>(
        {
          errors: {},
          formError: `The ${entity.noun} could not be deleted because the database did not respond. Please try again.`,
          values: {},
          mode: "delete",
          id,
        },
        { status: 503 },
      );
    }
  }

  const mode: DialogMode = intent === "update" && id !== null ? "edit" : "add";
  const read = readEntry(entity, form, user);
  const { values } = read;
  // A refusal: the messages, every field as typed, and a schema-drawn form drawn again with both.
  const refuse = async (status: number, errors: Record<string, string>, formError?: string) =>
    data<AdminActionError>(
      { errors, formError, values, mode, id, node: await read.draw(errors), revision: Date.now() },
      { status },
    );
  if (!read.ok) return refuse(400, read.errors);
  const input = read.input;
  const audience = String((input as { audience?: unknown }).audience ?? "");
  if (!canWriteAudience(user, audience)) return refuse(403, { audience: audienceRefusal(user) });
  const title = String((input as { title?: unknown }).title ?? "");
  const failed = () =>
    refuse(
      503,
      {},
      `The ${entity.noun} could not be saved because the database did not respond. Nothing you typed is lost: please try again.`,
    );
  // Every refusal comes before the first write: a notice refused for its school, gone meanwhile or
  // carrying a circular it may not have adds no document to the library.
  let existing: PublishedRow<T> | undefined;
  let checked: CheckedCircular = { pdf: null };
  try {
    if (mode === "edit" && id !== null) {
      existing = await entity.store.get(id);
      if (!existing) return redirectDone(listPath, DONE.gone);
      if (!canWriteAudience(user, entity.toListRow(existing).audience)) {
        return refuse(403, {}, notYours);
      }
    }
    if (entity.circular) {
      const current = (existing as { document_id?: number | null } | undefined)?.document_id ?? null;
      const circular = await checkCircular(
        input as unknown as CircularInput,
        options.file ?? null,
        user,
        current,
      );
      if ("error" in circular) return refuse(circular.status, circular.error as Record<string, string>);
      checked = circular;
    }
  } catch (error) {
    console.error(`Error saving to ${entity.store.table}:`, error);
    return failed();
  }
  let added: number | null = null;
  try {
    if (entity.circular) {
      added = await saveCircular(input as unknown as CircularInput, checked, { ...actor, address });
    }
    if (mode === "edit" && id !== null && existing) {
      const before = existing;
      const updated = await db()
        .transaction()
        .execute(async (trx) => {
          const row = await entity.store.update(id, input, trx);
          if (row) {
            const changed = changedFields(entity, before, row);
            await writeAudit(
              {
                actor,
                action: "update",
                entity: entity.store.table,
                entityId: id,
                summary: `Edited ${describeRow(entity.noun, title, audience)}${changed.length ? ` (changed: ${changed.join(", ")})` : " (no change)"}`,
                address,
              },
              trx,
            );
          }
          return row;
        });
      if (!updated && added !== null) await discardCircular(added, { ...actor, address });
      return redirectDone(listPath, updated ? DONE.saved : DONE.gone);
    }
    await db()
      .transaction()
      .execute(async (trx) => {
        const row = await entity.store.create(input, trx);
        await writeAudit(
          {
            actor,
            action: "create",
            entity: entity.store.table,
            entityId: (row as { id: number }).id,
            summary: `Added ${describeRow(entity.noun, title, audience)}`,
            address,
          },
          trx,
        );
      });
    return redirectDone(listPath, DONE.added);
  } catch (error) {
    if (added !== null) await discardCircular(added, { ...actor, address });
    if (isDiskFull(error)) {
      console.error(`The circular of a post to ${entity.store.table} could not be stored:`, error);
      throw diskFullPage();
    }
    if (error instanceof DocumentError) return refuse(400, { [FILE_FIELD]: error.message });
    console.error(`Error saving to ${entity.store.table}:`, error);
    return failed();
  }
}
