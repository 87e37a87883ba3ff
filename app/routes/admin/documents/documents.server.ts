import { data } from "react-router";
import { audienceRefusal, canWriteAudience } from "~/lib/auth/permissions.server";
import type { PublicUser } from "~/lib/auth/users.server";
import {
  type CheckedPdf,
  createDocument,
  DocumentError,
  type DocumentView,
  deleteDocument,
  documentDetailsSchema,
  NEW_DOCUMENT_FIELDS,
  newDocumentSchema,
  replaceDocumentFile,
  updateDocumentDetails,
} from "~/lib/documents/documents.server";
import { checkPdf, type DocumentPost, FILE_FIELD, readDocumentPost } from "~/lib/documents/upload.server";
import { redirectDone } from "~/lib/forms/flash";
import { type FieldErrors, type FormValues, parseForm } from "~/lib/forms/parse.server";

/**
 * The intents of the Documents screens (issue 23 item 5): a new document (its details and a PDF, one
 * multipart form), its details, its file replaced under the same URL, its deletion. The routes check
 * that the user may change the document's school before any of them runs (architecture ruling 6,
 * issue 9 item 5); each change writes its audit row and raises the page version in its transaction
 * (app/lib/documents/documents.server.ts). A refusal comes back with its messages beside the fields and
 * the typed values (architecture ruling 4); nothing answers 500.
 */

/** Why an editor of one school may not change a document of another (issue 9 item 5). */
export const NOT_YOUR_DOCUMENT =
  "This document belongs to another school; your account may not see or change it. Ask an administrator.";

/** Which form a refusal belongs to. */
export type DocumentForm = "new" | "details" | "replace" | "delete";

/** What a refused post of the Documents screens answers. */
export interface DocumentRefusal {
  form: DocumentForm;
  errors: FieldErrors;
  values: FormValues;
  formError?: string;
}

/** Who posts, from where. */
export interface DocumentPoster {
  user: PublicUser;
  address: string | null;
}

const refuse = (refusal: DocumentRefusal, status: number) => data<DocumentRefusal>(refusal, { status });

const actorOf = ({ user, address }: DocumentPoster) => ({ id: user.id, username: user.username, address });

/** The refusal of a server fault: logged, and said plainly (architecture ruling 5). */
function failed(form: DocumentForm, values: FormValues, error: unknown, what: string) {
  console.error(`Error saving to documents (${form}):`, error);
  return refuse(
    {
      form,
      errors: {},
      values,
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
 * `intent=create` (multipart): a new document from its details and its PDF; then its own screen
 * (`?done=created`). Refused: 400 with the messages (every field and the file checked at once), 403
 * for a school the user may not publish for, 413 or 415 for the file.
 */
export async function createDocumentFrom(request: Request, poster: DocumentPoster) {
  return withUpload(request, "new", async (fields, file) => {
    const result = await parseForm(fields, newDocumentSchema, { fields: NEW_DOCUMENT_FIELDS });
    const { values } = result;
    const errors: FieldErrors = result.ok ? {} : { ...result.errors };
    if (file instanceof DocumentError) errors[FILE_FIELD] = file.message;
    if (!result.ok || file instanceof DocumentError) {
      const status = result.ok && file instanceof DocumentError ? fileStatus(file) : 400;
      return refuse({ form: "new", errors, values }, status);
    }
    if (!canWriteAudience(poster.user, result.data.audience)) {
      return refuse({ form: "new", errors: { audience: audienceRefusal(poster.user) }, values }, 403);
    }
    try {
      const created = await createDocument(result.data, file, actorOf(poster));
      return redirectDone(`/admin/documents/${created.id}`, "created");
    } catch (error) {
      if (error instanceof DocumentError) {
        return refuse({ form: "new", errors: { [error.field ?? "name"]: error.message }, values }, 409);
      }
      return failed("new", values, error, "The document");
    }
  });
}

/**
 * `intent=details`: the title, category, school and validity of `doc`. Refused: 400 with the
 * messages, 403 for a school the user may not publish for.
 */
export async function saveDocumentDetails(form: FormData, doc: DocumentView, poster: DocumentPoster) {
  const result = await parseForm(form, documentDetailsSchema, {
    fields: ["title", "category", "audience", "valid_from", "valid_until"],
  });
  const { values } = result;
  if (!result.ok) return refuse({ form: "details", errors: result.errors, values }, 400);
  if (!canWriteAudience(poster.user, result.data.audience)) {
    return refuse({ form: "details", errors: { audience: audienceRefusal(poster.user) }, values }, 403);
  }
  try {
    const saved = await updateDocumentDetails(doc.id, result.data, actorOf(poster));
    return saved
      ? redirectDone(`/admin/documents/${doc.id}`, "details")
      : redirectDone("/admin/documents", "gone");
  } catch (error) {
    return failed("details", values, error, "The details");
  }
}

/**
 * `intent=replace` (multipart): a new PDF for `doc` under the same URL, the old file kept in its
 * history; back to the document (`?done=replaced`). Refused: 400, 413 or 415 with the file's message.
 */
export async function replaceDocumentFrom(request: Request, doc: DocumentView, poster: DocumentPoster) {
  return withUpload(request, "replace", async (_fields, file) => {
    if (file instanceof DocumentError) {
      return refuse(
        { form: "replace", errors: { [FILE_FIELD]: file.message }, values: {} },
        fileStatus(file),
      );
    }
    try {
      const replaced = await replaceDocumentFile(doc.id, file, actorOf(poster));
      return replaced
        ? redirectDone(`/admin/documents/${doc.id}`, "replaced")
        : redirectDone("/admin/documents", "gone");
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
export async function deleteDocumentFrom(doc: DocumentView, poster: DocumentPoster) {
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
