import type { DocumentDetails, DocumentView } from "~/lib/documents/documents.server";
import { keepChoices, type RecordRead, readRecord } from "~/lib/forms/record-form.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { describeValue } from "~/lib/forms/schema-form.server";
import type { Audience } from "~/lib/platform/db.server";
import { tamilValuesOf } from "~content/bilingual";
import {
  type DocumentRecord,
  documentRecordSchema,
  type NewDocumentRecord,
  newDocumentSchema,
} from "~content/schemas/documents";

/**
 * The Documents screens' forms of a document's record, drawn from and read through the
 * schemas of content/schemas/documents.ts, their only schemas: the details of a document, and a new
 * document's details with the name in its address (its PDF is the upload's, drawn beside these fields).
 */

/** A value of a record form: the record as stored, or as typed when refused. */
type Typed = Partial<Record<string, unknown>>;

/** The record of `doc` as its details form shows it (a date it has not is left out). */
export function recordOf(doc: DocumentView): Partial<DocumentRecord> {
  return {
    title: doc.title,
    category: doc.category as DocumentRecord["category"],
    audience: doc.audience,
    valid_from: doc.validFrom ?? undefined,
    valid_until: doc.validUntil ?? undefined,
    issued_on: doc.issuedOn ?? undefined,
    attested_by_manager: doc.attestedByManager,
    attested_by_principal: doc.attestedByPrincipal,
    // The title's Tamil, drawn beside it (decision 0032).
    ...tamilValuesOf({ ...doc }),
  };
}

/** The details form for `record` with `errors` beside the fields, offering the schools of `audiences`. */
export function detailsForm(record: Typed, errors: Record<string, string>, audiences: readonly Audience[]) {
  return keepChoices(describeValue(documentRecordSchema, record, "", errors), "audience", audiences);
}

/** The new-document form's fields (all but the PDF) for `record`, offering the schools of `audiences`. */
export function newDocumentForm(
  record: Typed,
  errors: Record<string, string>,
  audiences: readonly Audience[],
): FieldNode {
  return keepChoices(describeValue(newDocumentSchema, record, "", errors), "audience", audiences);
}

/** The details of a posted details form, checked by `documentRecordSchema`. */
export function readDetails(form: FormData): RecordRead<DocumentRecord> {
  return readRecord(documentRecordSchema, form);
}

/** The fields of a posted new-document form (the multipart post's text fields), checked. */
export function readNewDocument(form: FormData): RecordRead<NewDocumentRecord> {
  return readRecord(newDocumentSchema, form);
}

/** A checked record as the documents table stores it: a date left out is null. */
export function storedDetails(record: DocumentRecord): DocumentDetails {
  return {
    title: record.title,
    category: record.category,
    audience: record.audience,
    valid_from: record.valid_from ?? null,
    valid_until: record.valid_until ?? null,
    issued_on: record.issued_on ?? null,
    attested_by_manager: record.attested_by_manager,
    attested_by_principal: record.attested_by_principal,
    // The title's Tamil, which the checked record carries beside the title (`readRecord`).
    ...tamilValuesOf(record),
  };
}
