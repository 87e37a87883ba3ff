import { ArrowLeft, Download, ExternalLink as ExternalIcon, Trash2 } from "lucide-react";
import { data, Form, Link } from "react-router";
import { AdminRefusal } from "~/components/admin/AdminRefusal";
import { ConfirmDeleteDialog } from "~/components/admin/ConfirmDelete";
import { AddressField, PdfFileField, uploadedLine, ValidityBadge } from "~/components/admin/DocumentForms";
import { SchemaFields } from "~/components/admin/SchemaFields";
import { useDialogFrame } from "~/components/admin/useDialogFrame";
import { Button, buttonClass } from "~/components/ui/Button";
import { FormAlert, FormProblems } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import { canWriteAudience, writableAudiences } from "~/lib/auth/permissions.server";
import { documentHistory, getDocument, pagesLinkingTo } from "~/lib/documents/documents.server";
import { fileSize, formatInstant, pdfLabel, validity } from "~/lib/documents/format";
import { textLayerAvailable } from "~/lib/documents/ocr.server";
import { unreadableDocuments } from "~/lib/documents/unreadable.server";
import { DOCUMENT_MAX_BYTES, isMultipart } from "~/lib/documents/upload.server";
import { readDone, redirectDone } from "~/lib/forms/flash";
import { AUDIENCE_LABELS } from "~/lib/forms/limits";
import { formText, idOr404, readForm } from "~/lib/forms/parse.server";
import { todayInIndia } from "~/lib/platform/dates";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import { documentCategories } from "~content/schemas/documents";
import type { Route } from "./+types/document";
import { detailsForm, recordOf } from "./document-form.server";
import {
  deleteDocumentFrom,
  queueTextLayerFrom,
  replaceDocumentFrom,
  saveDocumentDetails,
} from "./documents.server";
import { DOCUMENT_DONE, type DocumentRefusal, NOT_YOUR_DOCUMENT } from "./messages";
import { TextLayer } from "./TextLayer";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? `${data.document.title} · Documents · Admin` : "Document · Admin");

/**
 * One document: its permanent address, its current file ("PDF, 240 KB", who uploaded
 * it and when), "Replace file" (a plain multipart form: the address stays, the old file goes to the
 * history), whether screen readers can read it (a scanned PDF is flagged, with "Add a text layer" where
 * ocrmypdf is installed, and where that job stands; a PDF the server could not read is said so), the history of older files (each downloadable by
 * staff), its details, and Delete (refused while a page links to it). An editor of another school is
 * refused (403).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const id = idOr404(params.id);
  const doc = await getDocument(id);
  if (!doc) throw data(null, { status: 404 });
  if (!canWriteAudience(user, doc.audience)) throw data({ message: NOT_YOUR_DOCUMENT }, { status: 403 });
  const url = new URL(request.url);
  const [history, linkedFrom, ocrAvailable, unreadable] = await Promise.all([
    documentHistory(id),
    pagesLinkingTo(doc.path),
    textLayerAvailable(),
    unreadableDocuments(undefined, [id]),
  ]);
  return {
    document: {
      ...doc,
      url: `${url.origin}${doc.path}`,
      uploaded: uploadedLine(doc.uploadedAt, doc.uploadedBy),
      validity: validity(doc.validUntil, todayInIndia()),
    },
    history: history.map((entry) => ({
      ...entry,
      uploaded: uploadedLine(entry.uploadedAt, entry.uploadedBy),
      replaced: `${formatInstant(entry.replacedAt)}${entry.replacedBy ? ` by ${entry.replacedBy}` : ""}`,
    })),
    linkedFrom,
    /** The details form, drawn from `documentRecordSchema`. */
    detailsForm: detailsForm(recordOf(doc), {}, writableAudiences(user)),
    /** True when "Add a text layer" can run here (ocrmypdf is installed). */
    ocrAvailable,
    /** True when the server could not read its current file (too large or too complex). */
    unreadable: unreadable.has(id),
    confirmDelete: url.searchParams.get("dialog") === "delete",
    done: readDone(url, DOCUMENT_DONE),
    maxLabel: fileSize(DOCUMENT_MAX_BYTES),
  };
}

/**
 * Every change to the document: `intent=replace` (multipart), `details`, `text-layer`, `delete`. Requires a
 * signed-in user; an editor of another school is refused (403) before anything is read.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const id = idOr404(params.id);
  const doc = await getDocument(id);
  if (!doc) return redirectDone("/admin/documents", "gone");
  const poster = { user, address: context.get(clientAddressContext) };
  if (!canWriteAudience(user, doc.audience)) {
    return data<DocumentRefusal>(
      { form: "details", errors: {}, values: {}, formError: NOT_YOUR_DOCUMENT },
      { status: 403 },
    );
  }
  if (isMultipart(request)) return replaceDocumentFrom({ request, doc, ...poster });
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (intent === "delete") return deleteDocumentFrom({ doc, ...poster });
  if (intent === "text-layer") return queueTextLayerFrom({ doc, ...poster });
  if (intent === "replace") {
    return data<DocumentRefusal>(
      { form: "replace", errors: { file: "Choose the PDF file to upload." }, values: {} },
      { status: 400 },
    );
  }
  return saveDocumentDetails({ form, doc, ...poster });
}

/** An editor who opens another school's document sees why not, inside the admin frame (403). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRefusal error={error} />;
}

export default function AdminDocument({ loaderData, actionData }: Route.ComponentProps) {
  const { document: doc, history, linkedFrom, done, maxLabel } = loaderData;
  const failed = actionData as DocumentRefusal | undefined;
  /** A refused save of the details: its messages and the form drawn again as typed. */
  const details = failed?.form === "details" ? failed : undefined;
  const { busy } = useDialogFrame();
  const category = documentCategories[doc.category as keyof typeof documentCategories] ?? doc.category;
  return (
    <div className="space-y-8">
      <div>
        <Link
          to="/admin/documents"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> All documents
        </Link>
        <h2 className="mt-2 text-xl font-bold break-words text-brand-800">{doc.title}</h2>
        <p className="mt-1 text-sm text-slate-600">
          {category} · {AUDIENCE_LABELS[doc.audience]} · {pdfLabel(doc.size)}
          {doc.validUntil && " · "}
          <ValidityBadge validUntil={doc.validUntil} validity={doc.validity} />
        </p>
        <AddressField url={doc.url} title={doc.title} />
        <a
          href={doc.path}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ExternalIcon aria-hidden className="size-4" /> View the document
          <span className="sr-only"> (PDF, opens in a new tab)</span>
        </a>
        {done && !failed && (
          <FormAlert tone={done.endsWith("-scanned") ? "error" : "success"} className="mt-4">
            {DOCUMENT_DONE[done]}
          </FormAlert>
        )}
        {failed?.formError && failed.form !== "delete" && failed.form !== "details" && (
          <FormAlert className="mt-4">{failed.formError}</FormAlert>
        )}
      </div>

      <section aria-labelledby="file-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 id="file-heading" className="text-lg font-bold text-slate-900">
          File
        </h3>
        <p className="mt-1 text-slate-700">
          <span data-testid="current-size">{pdfLabel(doc.size)}</span> · {doc.uploaded}
          {doc.fileName && ` · “${doc.fileName}”`}
        </p>
        <Form
          method="post"
          encType="multipart/form-data"
          preventScrollReset
          noValidate
          className="mt-3 space-y-3"
        >
          <input type="hidden" name="intent" value="replace" />
          <PdfFileField
            label="Replace with a new PDF"
            error={failed?.form === "replace" ? failed.errors.file : undefined}
            maxLabel={maxLabel}
          />
          <p className="text-sm text-slate-600">
            The address stays the same, so every link shows the new file at once. The current file is kept in
            the history below.
          </p>
          <Button disabled={busy}>Replace file</Button>
        </Form>
        <TextLayer
          textLayer={doc.textLayer}
          ocrState={doc.ocrState}
          ocrError={doc.ocrError}
          unreadable={loaderData.unreadable}
          available={loaderData.ocrAvailable}
          busy={busy}
        />
      </section>

      <section aria-labelledby="history-heading" className="space-y-2">
        <h3 id="history-heading" className="text-lg font-bold text-slate-900">
          History
        </h3>
        {history.length === 0 ? (
          <p className="text-slate-600">No older files: this is the document’s first file.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {history.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="break-words font-semibold text-slate-900">
                    {entry.fileName} <span className="font-normal">({pdfLabel(entry.size)})</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {entry.uploaded} · replaced {entry.replaced}
                  </p>
                </div>
                <a
                  href={`/admin/documents/${doc.id}/files/${entry.id}`}
                  className={buttonClass("secondary", "sm")}
                  download
                >
                  <Download aria-hidden className="size-4" /> Download
                  <span className="sr-only"> {entry.fileName}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="details-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 id="details-heading" className="text-lg font-bold text-slate-900">
          Details
        </h3>
        <Form
          method="post"
          preventScrollReset
          noValidate
          className="mt-3 space-y-4"
          key={details?.revision ?? "fresh"}
        >
          <input type="hidden" name="intent" value="details" />
          <SchemaFields node={details?.node ?? loaderData.detailsForm} />
          <FormProblems failed={details} />
          <div className="flex flex-wrap justify-between gap-3">
            <Link to="?dialog=delete" preventScrollReset className={buttonClass("danger-outline")}>
              <Trash2 aria-hidden className="size-4" /> Delete document
            </Link>
            <Button disabled={busy}>Save details</Button>
          </div>
        </Form>
        {linkedFrom.length === 0 && (
          <p className="mt-4 text-sm text-slate-700">
            <strong>Linked from no page.</strong> Parents find it only through search: add a link to it on the
            page it belongs to, or delete it if it is no longer needed.
          </p>
        )}
        {linkedFrom.length > 0 && (
          <div className="mt-4 text-sm text-slate-700">
            <p className="font-semibold">Linked from</p>
            <ul className="mt-1 list-disc pl-5">
              {linkedFrom.map((page) => (
                <li key={page.path}>
                  <a href={page.path} className="text-brand-700 underline">
                    {page.title}
                  </a>{" "}
                  ({page.path})
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      {(loaderData.confirmDelete || failed?.form === "delete") && (
        <ConfirmDeleteDialog
          title="Delete this document?"
          description="Its address stops working at once, and its older files are deleted too. This cannot be undone."
          item={doc.title}
          id={doc.id}
          formError={failed?.form === "delete" ? failed.formError : undefined}
        />
      )}
    </div>
  );
}
