import { randomBytes } from "node:crypto";
import type { PublicUser } from "~/lib/auth/users.server";
import { attachableAudiences, chosenDocumentRefusal } from "~/lib/documents/attach.server";
import {
  type CheckedPdf,
  createDocument,
  DocumentError,
  deleteDocument,
  listDocuments,
} from "~/lib/documents/documents.server";
import { pdfLabel } from "~/lib/documents/format";
import { checkPdf, type DocumentPost, FILE_FIELD } from "~/lib/documents/upload.server";
import type { FieldErrors } from "~/lib/forms/schemas";
import type { Audience } from "~/lib/platform/db.server";
import { slugOf } from "~/lib/published/paths";

/**
 * A notice's circular on the staff screens (architecture ruling 22): the documents the dialog offers,
 * and the upload or choice settled before the notice is saved.
 */

/** The documents `user` may attach as a circular, as the dialog's choices: "Title (PDF, 240 KB)". */
export async function circularChoices(user: PublicUser) {
  const documents = await listDocuments({ audiences: attachableAudiences(user) });
  return documents.map((doc) => ({ value: String(doc.id), label: `${doc.title} (${pdfLabel(doc.size)})` }));
}

/** The fields of a notice that name its circular. */
export interface CircularInput {
  title: string;
  audience: Audience;
  date: string;
  document_id: number | null;
}

/** A circular checked and ready to be written: the PDF to add to the library, or none. */
export interface CheckedCircular {
  pdf: CheckedPdf | null;
}

/**
 * Checks a notice's circular before anything is written, so a notice refused for any reason leaves no
 * document behind: an uploaded file must be a PDF within the size limit; a chosen document must exist
 * and be one `user` may attach (a document of an audience they write, as the dialog offers; the one
 * the notice already has, `current`, may stay). Returns the checked PDF (null when none was sent) or
 * the refusal's message by field and its status. Throws on a database error.
 */
export async function checkCircular(
  input: CircularInput,
  file: DocumentPost["file"],
  user: PublicUser,
  current: number | null = null,
): Promise<{ error: FieldErrors; status: number } | CheckedCircular> {
  if (file) {
    try {
      return { pdf: await checkPdf(file) };
    } catch (error) {
      if (error instanceof DocumentError) return { error: { [FILE_FIELD]: error.message }, status: 400 };
      throw error;
    }
  }
  if (input.document_id !== null) {
    const refusal = await chosenDocumentRefusal(user, input.document_id, current);
    if (refusal) return { error: { document_id: refusal.message }, status: refusal.status };
  }
  return { pdf: null };
}

/**
 * Writes a checked circular, the last step before the notice itself is saved: an uploaded PDF becomes
 * a document of the Documents library (category Circulars, the notice's title and school, its own audit
 * row) and `input.document_id` names it. Returns the new document's id, or null when there was no
 * upload. Throws `DocumentError` or a database or storage error.
 */
export async function saveCircular(
  input: CircularInput,
  checked: CheckedCircular,
  actor: { id: number; username: string; address: string | null },
): Promise<number | null> {
  if (!checked.pdf) return null;
  const name = `${input.date}-${slugOf(input.title, "circular")}-${randomBytes(3).toString("hex")}`;
  const document = await createDocument(
    {
      title: input.title,
      category: "circulars",
      audience: input.audience,
      valid_from: null,
      valid_until: null,
      name,
    },
    checked.pdf,
    actor,
  );
  input.document_id = document.id;
  return document.id;
}

/**
 * Takes back the circular `id` that `saveCircular` added for a notice that was then not saved (the
 * database failed, or the notice was deleted meanwhile), so the library holds no document of a notice
 * that does not exist. A failure is logged, never thrown: the notice's own answer matters more.
 */
export async function discardCircular(
  id: number,
  actor: { id: number; username: string; address: string | null },
): Promise<void> {
  await deleteDocument(id, actor).catch((error: unknown) => {
    console.error("Error removing the circular of a notice that was not saved:", error);
  });
}
