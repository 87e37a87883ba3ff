import { data, redirect } from "react-router";
import type { AdminActionError, DialogMode } from "~/components/admin/content-types";
import { audienceRefusal, canWriteAudience, writableAudiences } from "~/lib/auth/permissions.server";
import type { PublicUser } from "~/lib/auth/users.server";
import { DocumentError } from "~/lib/documents/documents.server";
import { type DocumentPost, FILE_FIELD, isMultipart, readDocumentPost } from "~/lib/documents/upload.server";
import { redirectDone } from "~/lib/forms/flash";
import { formText, parseId, readForm } from "~/lib/forms/parse.server";
import { readRecord } from "~/lib/forms/record-form.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import type { FormValues } from "~/lib/forms/schemas";
import { writeAudit } from "~/lib/platform/audit.server";
import { db, now } from "~/lib/platform/db.server";
import { diskFullPage, isDiskFull } from "~/lib/platform/disk-full.server";
import type { PublishedInput, PublishedRow, PublishedTable } from "~/lib/published/store.server";
import {
  type CheckedCircular,
  type CircularInput,
  checkCircular,
  discardCircular,
  saveCircular,
} from "./circular.server";

import { type AdminEntity, DONE, documentsFor, recordForm } from "./content-admin.server";
import { changedFields, describeRow } from "./content-audit.server";

/**
 * The action of an admin content screen (notices, announcements, videos, link albums): add, edit or
 * delete an entry of its table, its record read through its content schema (`readRecord`), a circular
 * attached or uploaded with it, the audit row written; the loader and the screen's shape are
 * content-admin.server.ts's.
 */
/**
 * A read post of an entry form: the row to write and the fields as typed, or the messages by field;
 * `draw` draws the form again as typed with other messages beside its fields.
 */
type ReadEntry<T extends PublishedTable> = {
  values: FormValues;
  draw: (errors: Record<string, string>) => Promise<FieldNode>;
} & (
  | { ok: true; input: PublishedInput<T>; record: Record<string, unknown> }
  | { ok: false; errors: Record<string, string> }
);

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
  return { ok: true, input: record.toRow(read.data), record: read.data, values: read.values, draw };
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
  let input = read.input;
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
  let note = "";
  try {
    if (mode === "edit" && id !== null) {
      existing = await entity.store.get(id);
      if (!existing) return redirectDone(listPath, DONE.gone);
      if (!canWriteAudience(user, entity.toListRow(existing).audience)) {
        return refuse(403, {}, notYours);
      }
    }
    if (entity.admit) {
      const admitted = entity.admit({ record: read.record, existing, user, at: now() });
      if (!admitted.ok) return refuse(400, admitted.errors, admitted.formError);
      input = { ...input, ...admitted.columns };
      note = admitted.note;
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
                summary: `Edited ${describeRow(entity.noun, title, audience)}${changed.length ? ` (changed: ${changed.join(", ")})` : " (no change)"}${note}`,
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
            entityId: (row as unknown as { id: number }).id,
            summary: `Added ${describeRow(entity.noun, title, audience)}${note}`,
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
