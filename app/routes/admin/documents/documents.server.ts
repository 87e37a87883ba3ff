import { data } from "react-router";
import { audienceRefusal, canWriteAudience, writableAudiences } from "~/lib/auth/permissions.server";
import type { PublicUser } from "~/lib/auth/users.server";
import {
  type CheckedPdf,
  createDocument,
  DocumentError,
  type DocumentView,
  deleteDocument,
  getDocument,
  replaceDocumentFile,
  slugOf,
  updateDocumentDetails,
} from "~/lib/documents/documents.server";
import { queueTextLayer } from "~/lib/documents/ocr.server";
import { checkPdf, type DocumentPost, FILE_FIELD, readDocumentPost } from "~/lib/documents/upload.server";
import { redirectDone } from "~/lib/forms/flash";
import type { FieldErrors, FormValues } from "~/lib/forms/parse.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { diskFullPage, isDiskFull } from "~/lib/platform/disk-full.server";
import {
  detailsForm,
  newDocumentForm,
  readDetails,
  readNewDocument,
  storedDetails,
} from "./document-form.server";
import { type DocumentForm, type DocumentRefusal, TEXT_LAYER_REFUSED } from "./messages";

/**
 * The intents of the Documents screens: a new document (its details and a PDF, one
 * multipart form), its details, its file replaced under the same URL, its deletion. The routes check
 * that the user may change the document's school before any of them runs (architecture ruling 6);
 * each change writes its audit row and raises the page version in its transaction
 * (app/lib/documents/documents.server.ts). The details are checked by the document schemas of
 * content/schemas/documents.ts (./document-form.server.ts). A refusal comes back with its messages
 * beside the fields and the form drawn again with the typed values (architecture ruling 4); nothing
 * answers 500.
 */

/** Who posts, from where: the staff guard's user and the client's address (for the audit row). */
export interface DocumentPoster {
  user: PublicUser;
  address: string | null;
}

const refuse = (refusal: DocumentRefusal, status: number) => data<DocumentRefusal>(refusal, { status });

const actorOf = ({ user, address }: DocumentPoster) => ({ id: user.id, username: user.username, address });

/**
 * The refusal of a server fault: logged, and said plainly (architecture ruling 5), with the form drawn
 * again as typed (`node`) where there is one. Throws the 503 page (`diskFullPage`) for a full disk.
 */
function failed(form: DocumentForm, values: FormValues, error: unknown, what: string, node?: FieldNode) {
  console.error(`Error saving to documents (${form}):`, error);
  // A full disk is no passing fault to try again at once: the 503 page says so.
  if (isDiskFull(error)) throw diskFullPage();
  return refuse(
    {
      form,
      errors: {},
      values,
      node,
      revision: Date.now(),
      formError: `${what} could not be saved because of a problem on the server. Nothing typed is lost: please try again.`,
    },
    503,
  );
}

/**
 * Reads a multipart post and checks its PDF; `work` gets the text fields and the checked file. The
 * temporary file is removed whatever happens. A refused body or file answers `form`'s refusal (413 for
 * a file too large, 400 otherwise) with the message beside the file field.
 */
async function withUpload(
  request: Request,
  form: DocumentForm,
  work: (fields: FormData, file: CheckedPdf | DocumentError) => Promise<unknown>,
) {
  let post: DocumentPost;
  try {
    post = await readDocumentPost(request);
  } catch (error) {
    if (!(error instanceof DocumentError)) return failed(form, {}, error, "The file");
    return refuse({ form, errors: { [FILE_FIELD]: error.message }, values: {} }, 400);
  }
  try {
    const file = await checkPdf(post.file).catch((error: unknown) => {
      if (error instanceof DocumentError) return error;
      throw error;
    });
    return await work(post.fields, file);
  } finally {
    await post.dispose();
  }
}

/** The status of a refused file: 413 when it is too large, 415 when it is no PDF, else 400. */
function fileStatus(error: DocumentError): number {
  if (/larger than/.test(error.message)) return 413;
  if (/not a PDF/.test(error.message)) return 415;
  return 400;
}

/**
 * `intent=create` (multipart) at `request`: a new document from its details and its PDF; then its own
 * screen (`?done=created`). Refused: 400 with the messages (every field and the file checked at once),
 * 403 for a school the user may not publish for, 409 for an address already taken, 413 or 415 for the
 * file.
 */
export async function createDocumentFrom({ request, ...poster }: DocumentPoster & { request: Request }) {
  return withUpload(request, "new", async (fields, file) => {
    const read = readNewDocument(fields);
    const again = (errors: FieldErrors, status: number) => {
      const messages = Object.fromEntries(
        Object.entries(errors).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])),
      );
      const node = newDocumentForm(
        read.posted as Record<string, unknown>,
        messages,
        writableAudiences(poster.user),
      );
      return refuse({ form: "new", errors, values: read.values, node, revision: Date.now() }, status);
    };
    const errors: FieldErrors = read.ok ? {} : { ...read.errors };
    if (file instanceof DocumentError) errors[FILE_FIELD] = file.message;
    if (!read.ok || file instanceof DocumentError) {
      return again(errors, read.ok && file instanceof DocumentError ? fileStatus(file) : 400);
    }
    if (!canWriteAudience(poster.user, read.data.audience)) {
      return again({ audience: audienceRefusal(poster.user) }, 403);
    }
    const name = read.data.name || slugOf(read.data.title) || "document";
    try {
      const created = await createDocument({ ...storedDetails(read.data), name }, file, actorOf(poster));
      return redirectDone(
        `/admin/documents/${created.id}`,
        created.textLayer === "no" ? "created-scanned" : "created",
      );
    } catch (error) {
      if (error instanceof DocumentError) return again({ [error.field ?? "name"]: error.message }, 409);
      const node = newDocumentForm(
        read.posted as Record<string, unknown>,
        {},
        writableAudiences(poster.user),
      );
      return failed("new", read.values, error, "The document", node);
    }
  });
}

/**
 * A new document posted without a file (not multipart: a form sent by another client): refused (400)
 * with the file field's message, the fields as typed.
 */
export function refuseWithoutFile({ form, user }: { form: FormData; user: PublicUser }) {
  const read = readNewDocument(form);
  const errors = { [FILE_FIELD]: "Choose the PDF file to upload." };
  const node = newDocumentForm(read.posted as Record<string, unknown>, {}, writableAudiences(user));
  return refuse({ form: "new", errors, values: read.values, node, revision: Date.now() }, 400);
}

/**
 * `intent=details`: the title, category, school and validity of `doc` from `form`. Refused: 400 with
 * the messages, 403 for a school the user may not publish for.
 */
export async function saveDocumentDetails({
  form,
  doc,
  ...poster
}: DocumentPoster & { form: FormData; doc: DocumentView }) {
  const read = readDetails(form);
  const again = (errors: Record<string, string>, status: number) => {
    const node = detailsForm(read.posted as Record<string, unknown>, errors, writableAudiences(poster.user));
    return refuse({ form: "details", errors, values: read.values, node, revision: Date.now() }, status);
  };
  if (!read.ok) return again(read.errors, 400);
  if (!canWriteAudience(poster.user, read.data.audience)) {
    return again({ audience: audienceRefusal(poster.user) }, 403);
  }
  try {
    const saved = await updateDocumentDetails(doc.id, storedDetails(read.data), actorOf(poster));
    return saved
      ? redirectDone(`/admin/documents/${doc.id}`, "details")
      : redirectDone("/admin/documents", "gone");
  } catch (error) {
    const node = detailsForm(read.posted as Record<string, unknown>, {}, writableAudiences(poster.user));
    return failed("details", read.values, error, "The details", node);
  }
}

/**
 * `intent=replace` (multipart) at `request`: a new PDF for `doc` under the same URL, the old file kept
 * in its history; back to the document (`?done=replaced`). Refused: 400, 413 or 415 with the file's
 * message.
 */
export async function replaceDocumentFrom({
  request,
  doc,
  ...poster
}: DocumentPoster & { request: Request; doc: DocumentView }) {
  return withUpload(request, "replace", async (_fields, file) => {
    if (file instanceof DocumentError) {
      return refuse(
        { form: "replace", errors: { [FILE_FIELD]: file.message }, values: {} },
        fileStatus(file),
      );
    }
    try {
      const replaced = await replaceDocumentFile(doc.id, file, actorOf(poster));
      if (!replaced) return redirectDone("/admin/documents", "gone");
      const now = await getDocument(doc.id);
      return redirectDone(
        `/admin/documents/${doc.id}`,
        now?.textLayer === "no" ? "replaced-scanned" : "replaced",
      );
    } catch (error) {
      if (error instanceof DocumentError) {
        return refuse({ form: "replace", errors: {}, values: {}, formError: error.message }, 409);
      }
      return failed("replace", {}, error, "The file");
    }
  });
}

/**
 * `intent=delete`: deletes `doc` with its history; back to the list (`?done=deleted`). Refused (409)
 * while a page links to it (the message names the pages) and for a document shipped with the site.
 */
export async function deleteDocumentFrom({ doc, ...poster }: DocumentPoster & { doc: DocumentView }) {
  try {
    const deleted = await deleteDocument(doc.id, actorOf(poster));
    return redirectDone("/admin/documents", deleted ? "deleted" : "gone");
  } catch (error) {
    if (error instanceof DocumentError) {
      return refuse({ form: "delete", errors: {}, values: {}, formError: error.message }, 409);
    }
    console.error("Error deleting from documents:", error);
    return refuse(
      {
        form: "delete",
        errors: {},
        values: {},
        formError: "The document could not be deleted because of a problem on the server. Please try again.",
      },
      503,
    );
  }
}

/**
 * `intent=text-layer`: queues "Add a text layer" for `doc` (app/lib/documents/ocr.server.ts); back to
 * the document (`?done=ocr`), whose screen shows how it goes. Refused (409, said plainly) when ocrmypdf
 * is not installed, when the PDF is not one found scanned (it has text, or was never read), and
 * (503) when too many documents wait already; asked again while one is queued or running, nothing
 * more is queued.
 */
export async function queueTextLayerFrom({ doc, ...poster }: DocumentPoster & { doc: DocumentView }) {
  try {
    const outcome = await queueTextLayer(doc.id, actorOf(poster));
    if (outcome === "gone") return redirectDone("/admin/documents", "gone");
    if (outcome === "unavailable") {
      return refuse(
        {
          form: "text-layer",
          errors: {},
          values: {},
          formError: "A text layer cannot be added: ocrmypdf is not installed on the server.",
        },
        409,
      );
    }
    if (outcome === "has-text" || outcome === "not-scanned" || outcome === "full") {
      return refuse(
        { form: "text-layer", errors: {}, values: {}, formError: TEXT_LAYER_REFUSED[outcome] },
        outcome === "full" ? 503 : 409,
      );
    }
    return redirectDone(`/admin/documents/${doc.id}`, "ocr");
  } catch (error) {
    return failed("text-layer", {}, error, "The request for a text layer");
  }
}
