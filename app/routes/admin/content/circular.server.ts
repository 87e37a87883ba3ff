import { randomBytes } from "node:crypto";
import { writableAudiences } from "~/lib/auth/permissions.server";
import type { PublicUser } from "~/lib/auth/users.server";
import {
  type CheckedPdf,
  createDocument,
  DocumentError,
  getDocument,
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
  const documents = await listDocuments({ audiences: writableAudiences(user) });
  return documents.map((doc) => ({ value: String(doc.id), label: `${doc.title} (${pdfLabel(doc.size)})` }));
}

/** The fields of a notice that name its circular. */
export interface CircularInput {
  title: string;
  audience: Audience;
  date: string;
  document_id: number | null;
}

/**
 * Settles a notice's circular before it is saved: an uploaded PDF becomes a document of the Documents
 * library (category Circulars, the notice's title and school, its own audit row) and `input.document_id`
 * names it; a chosen document must exist. Returns `{}` or the refusal's message by field and its status.
 */
export async function attachCircular(
  input: CircularInput,
  file: DocumentPost["file"],
  actor: { id: number; username: string; address: string | null },
): Promise<{ error: FieldErrors; status: number } | Record<string, never>> {
  if (file) {
    let checked: CheckedPdf;
    try {
      checked = await checkPdf(file);
    } catch (error) {
      if (error instanceof DocumentError) return { error: { [FILE_FIELD]: error.message }, status: 400 };
      throw error;
    }
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
      checked,
      actor,
    );
    input.document_id = document.id;
    return {};
  }
  if (input.document_id !== null && !(await getDocument(input.document_id))) {
    return {
      error: { document_id: "That document no longer exists. Choose another, or none." },
      status: 400,
    };
  }
  return {};
}
