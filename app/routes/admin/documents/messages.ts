import type { FieldErrors, FormValues } from "~/lib/forms/parse.server";
import type { FieldNode } from "~/lib/forms/schema-form";

/**
 * What the Documents screens say after a change (`?done=…`): read by the loaders
 * (`readDone`) and drawn by the components, so not in a `.server` module.
 */
/**
 * Said to the clerk whose upload is a picture of pages (no text layer): Rule 15 of the Rights of
 * Persons with Disabilities Rules asks for documents a screen reader can read.
 */
export const SCANNED_WARNING =
  "This PDF is a scanned picture: screen readers cannot read it. Upload a PDF saved from the original document, or use “Add a text layer”.";

/**
 * Said of a PDF the server stopped reading at its limits (too large or too complex, a "PDF bomb" or
 * one enormous picture): it is not tried again until the file is replaced.
 */
export const UNREADABLE_WARNING =
  "This PDF could not be read (too large or too complex): the server stopped reading it, so it is not checked for screen readers and search finds it by its title only. Upload a smaller PDF saved from the original document.";

/** Why "Add a text layer" is not offered, and what makes it so. */
export const OCR_INSTALL_NOTE =
  "“Add a text layer” needs ocrmypdf on the server, which is not installed here. The administrator of the server can install it (sudo apt-get install ocrmypdf tesseract-ocr-tam; see “Text layers for scanned PDFs” in docs/operations.md).";

/** Why "Add a text layer" was refused, by `queueTextLayer`'s outcome. */
export const TEXT_LAYER_REFUSED = {
  "has-text": "This PDF has a text layer already: screen readers can read it, so no text layer is added.",
  "not-scanned":
    "A text layer is added only to a PDF found to be a scanned picture; this one has not been found so.",
  full: "Too many documents are waiting for a text layer; try again later.",
} as const;

export const DOCUMENT_DONE = {
  created: "The document was added. Its address is below: link to it from the pages.",
  "created-scanned": `The document was added. ${SCANNED_WARNING}`,
  details: "The document's details were saved.",
  replaced: "The file was replaced. The address stays the same; the old file is in the history below.",
  "replaced-scanned": `The file was replaced; the old file is in the history below. ${SCANNED_WARNING}`,
  ocr: "A text layer will be added in the background (about 30 seconds a page). This screen shows how it goes: reload it.",
  deleted: "The document was deleted.",
  gone: "That document no longer exists; the list is up to date.",
} as const;

/** Why an editor of one school may not change a document of another. */
export const NOT_YOUR_DOCUMENT =
  "This document belongs to another school; your account may not see or change it. Ask an administrator.";

/** Which form a refusal belongs to. */
export type DocumentForm = "new" | "details" | "replace" | "delete" | "text-layer";

/**
 * What a refused post of the Documents screens answers: the messages by field, every field as typed,
 * and (for the record forms) the form drawn again with both; `revision` changes the form's key.
 */
export interface DocumentRefusal {
  form: DocumentForm;
  errors: FieldErrors;
  values: FormValues;
  formError?: string;
  node?: FieldNode;
  revision?: number;
}
