import { open } from "node:fs/promises";
import { UploadError } from "../gallery/image-upload.server";
import { type MultipartBody, RequestTooLarge, readMultipart } from "../gallery/photos.server";
import { type CheckedPdf, DocumentError } from "./documents.server";
import { fileSize } from "./format";

/**
 * A PDF uploaded on the Documents screen: the multipart form is streamed to a
 * temporary file by busboy (`readMultipart`, as album uploads are: memory stays at a few chunks
 * whatever the body's size), then the file is checked by its content (`%PDF-` at the
 * start, never its name or the browser's type) and its size.
 */

/** The largest document the site takes: 20 MB (a scanned certificate at 200 dpi is a few MB). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The largest request the Documents screen reads: twice the file limit, so that a file somewhat over it
 * gets the form's own message (its bytes past the limit are counted, never written) rather than the
 * server's plain 413. `server/middleware/body-limits.ts` allows the same for these URLs.
 */
export const DOCUMENT_REQUEST_MAX_BYTES = 2 * DOCUMENT_MAX_BYTES;

/** The form field of the file. */
export const FILE_FIELD = "file";

/** The first bytes of every PDF file. */
const PDF_MAGIC = "%PDF-";

/** True when the request is a multipart form (a file upload). */
export function isMultipart(request: Request): boolean {
  return /^\s*multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
}

/** A multipart post of the Documents screen: its text fields and its file, if one was chosen. */
export interface DocumentPost {
  fields: FormData;
  /** The file as sent (unchecked), or null when none was chosen. */
  file: { path: string; name: string; size: number } | null;
  /** Removes the temporary file; call it in a `finally`. */
  dispose(): Promise<void>;
}

/**
 * Reads a multipart post of the Documents screen as it arrives. Throws `DocumentError` (field `file`)
 * for a body over `DOCUMENT_REQUEST_MAX_BYTES` (without reading the rest), one that cannot be parsed,
 * or more than one file; other errors (a full disk) are thrown as they are.
 */
export async function readDocumentPost(
  request: Request,
  { maxFileBytes = DOCUMENT_MAX_BYTES, tempDir }: { maxFileBytes?: number; tempDir?: string } = {},
): Promise<DocumentPost> {
  let body: MultipartBody;
  try {
    body = await readMultipart(request, {
      maxBytes: Math.max(DOCUMENT_REQUEST_MAX_BYTES, 2 * maxFileBytes),
      maxFiles: 1,
      maxFileBytes,
      fileField: FILE_FIELD,
      tempDir,
    });
  } catch (error) {
    if (error instanceof RequestTooLarge) throw new DocumentError(tooLarge(null, maxFileBytes), FILE_FIELD);
    if (error instanceof UploadError) throw new DocumentError(error.message, FILE_FIELD);
    throw error;
  }
  if (body.chosen > 1) {
    await body.dispose();
    throw new DocumentError("Choose one PDF file.", FILE_FIELD);
  }
  const file = body.files[0];
  return {
    fields: body.fields,
    file: file ? { path: file.path, name: file.name, size: file.size } : null,
    dispose: body.dispose,
  };
}

function tooLarge(size: number | null, max: number): string {
  const what = size === null ? "This file is" : `This file is ${fileSize(size)}:`;
  return `${what} larger than ${fileSize(max)}, the largest document the site takes. Save it at a lower resolution (150–200 dpi is enough for a scan) and upload it again.`;
}

/**
 * Checks an uploaded file: one was chosen, it is at most `max` bytes, and its content starts as a PDF
 * does. Returns it as a `CheckedPdf`; throws `DocumentError` (field `file`) with a message for the
 * office otherwise.
 */
export async function checkPdf(
  file: { path: string; name: string; size: number } | null,
  max = DOCUMENT_MAX_BYTES,
): Promise<CheckedPdf> {
  if (!file || file.size === 0) throw new DocumentError("Choose the PDF file to upload.", FILE_FIELD);
  if (file.size > max) throw new DocumentError(tooLarge(file.size, max), FILE_FIELD);
  const handle = await open(file.path, "r");
  let start: string;
  try {
    const buffer = Buffer.alloc(PDF_MAGIC.length);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    start = buffer.subarray(0, bytesRead).toString("latin1");
  } finally {
    await handle.close();
  }
  if (start !== PDF_MAGIC) {
    const name = file.name.slice(0, 80) || "This file";
    throw new DocumentError(
      `“${name}” is not a PDF document (its content is not a PDF, whatever its name says). Save or export it as PDF and upload that.`,
      FILE_FIELD,
    );
  }
  return { path: file.path, name: file.name, size: file.size };
}
