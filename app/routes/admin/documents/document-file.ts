import { requireStaff, userContext } from "~/lib/auth/guard.server";
import { canWriteAudience } from "~/lib/auth/permissions.server";
import { getDocument, getHistoryFile } from "~/lib/documents/documents.server";
import { fileNotFound, historyFileResponse } from "~/lib/documents/files.server";
import { parseId } from "~/lib/forms/parse.server";
import { notWritable } from "~/lib/site/sitemap.server";
import type { Route } from "./+types/document-file";

/** Outside the admin layout, so guarded here (architecture ruling 2). */
export const middleware: Route.MiddlewareFunction[] = [requireStaff];

/**
 * `GET /admin/documents/:id/files/:fileId`: an older file of a document, from its history,
 * as a download under the name it was uploaded with; never cached. Staff only, and only for a
 * school the user may change (403 otherwise); a plain 404 for an unknown document or
 * file.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const id = parseId(params.id);
  const fileId = parseId(params.fileId);
  if (id === null || fileId === null) return fileNotFound();
  const doc = await getDocument(id);
  if (!doc) return fileNotFound();
  if (!canWriteAudience(user, doc.audience)) {
    return new Response("This document belongs to another school; your account may not download its files.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const file = await getHistoryFile(id, fileId);
  return file ? historyFileResponse(request, file) : fileNotFound();
}

/** Nothing is written here: 404. */
export const action = notWritable;
