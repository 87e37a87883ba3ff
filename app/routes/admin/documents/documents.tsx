import { Upload } from "lucide-react";
import { data, Form, Link } from "react-router";
import { AdminList } from "~/components/admin/AdminList";
import { AdminScreen } from "~/components/admin/AdminScreen";
import {
  DocumentDetailsFields,
  type DocumentListRow,
  DocumentRow,
  PdfFileField,
} from "~/components/admin/DocumentForms";
import { FormActions } from "~/components/admin/FormActions";
import { useDialogFrame } from "~/components/admin/useDialogFrame";
import { buttonClass } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Field } from "~/components/ui/Field";
import { FormAlert, FormProblems } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import { type DocumentView, listDocuments } from "~/lib/documents/documents.server";
import { EXPIRY_WARNING_DAYS, fileSize, validity } from "~/lib/documents/format";
import { DOCUMENT_MAX_BYTES, isMultipart } from "~/lib/documents/upload.server";
import { readDone } from "~/lib/forms/flash";
import { readForm } from "~/lib/forms/parse.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { todayInIndia } from "~/lib/site/format";
import { pageMeta } from "~/lib/site/meta";
import { publishingScope } from "~/routes/admin/content/content-admin.server";
import type { DocumentRefusal } from "~/routes/admin/documents/documents.server";
import { createDocumentFrom } from "~/routes/admin/documents/documents.server";
import { DOCUMENT_DONE } from "~/routes/admin/documents/messages";
import type { Route } from "./+types/documents";

export const meta: Route.MetaFunction = () => pageMeta("Documents · Admin");

/**
 * The Documents tab (issue 23 item 5): every PDF the site links to, with its permanent address to copy,
 * category, school, type and size, and its "valid until" date (flagged when it has passed or is within
 * 30 days); "Upload a document" opens the new-document form (`?dialog=new`, a plain multipart form
 * that works without JavaScript). An editor of one school sees and adds only that school's documents
 * (issue 9 item 5).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const { audiences, firstAudience, scopeNote } = publishingScope(user, "that school's documents");
  const url = new URL(request.url);
  let documents: DocumentView[] = [];
  let loadError: string | null = null;
  try {
    documents = await listDocuments({ audiences });
  } catch (error) {
    console.error("Error fetching documents:", error instanceof Error ? error.message : error);
    loadError =
      "The list of documents could not be read from the database. Please reload the page in a minute.";
  }
  const today = todayInIndia();
  const rows: DocumentListRow[] = documents.map((doc) => ({
    id: doc.id,
    title: doc.title,
    path: doc.path,
    url: `${url.origin}${doc.path}`,
    category: doc.category,
    audience: doc.audience,
    size: doc.size,
    validUntil: doc.validUntil,
    validity: validity(doc.validUntil, today),
  }));
  return {
    rows,
    loadError,
    audiences,
    scopeNote,
    newValues: { audience: firstAudience, category: "other" },
    dialog: url.searchParams.get("dialog") === "new" ? ("new" as const) : null,
    done: readDone(url, DOCUMENT_DONE),
    maxLabel: fileSize(DOCUMENT_MAX_BYTES),
    attention: rows.filter((row) => row.validity === "expired" || row.validity === "expiring").length,
  };
}

/**
 * `intent=create`: a new document (multipart: details and the PDF). Requires a signed-in user (the
 * layout's guard); the school is checked against the user's (403). A post that is not multipart is
 * refused with the file field's message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const poster = { user, address: context.get(clientAddressContext) };
  if (isMultipart(request)) return createDocumentFrom(request, poster);
  const form = await readForm(request);
  const values = Object.fromEntries(
    [...form].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
  return data<DocumentRefusal>(
    { form: "new", errors: { file: "Choose the PDF file to upload." }, values },
    { status: 400 },
  );
}

export default function AdminDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData as DocumentRefusal | undefined;
  const open = loaderData.dialog === "new" || failed?.form === "new";
  return (
    <AdminScreen
      title="Documents"
      actions={
        <Link to="?dialog=new" preventScrollReset className={buttonClass("primary")}>
          <Upload aria-hidden className="size-4" /> Upload a document
        </Link>
      }
    >
      <p className="mt-2 max-w-3xl text-sm text-slate-600">
        Every PDF the website links to. Each has a permanent address: link to it from pages and give it to
        other sites. Replacing a document’s file keeps its address, so every link shows the new file at once.
        Documents whose “valid until” date has passed, or is within {EXPIRY_WARNING_DAYS} days, are marked.
      </p>
      {loaderData.scopeNote && (
        <p className="mt-2 max-w-3xl text-sm text-slate-600">{loaderData.scopeNote}</p>
      )}
      {loaderData.attention > 0 && (
        <p className="mt-2 font-semibold text-amber-900">
          {loaderData.attention === 1
            ? "1 document has expired or expires soon."
            : `${loaderData.attention} documents have expired or expire soon.`}
        </p>
      )}
      {loaderData.done && !failed && (
        <FormAlert tone="success" className="mt-4">
          {DOCUMENT_DONE[loaderData.done]}
        </FormAlert>
      )}
      {loaderData.loadError && <FormAlert className="mt-4">{loaderData.loadError}</FormAlert>}

      <AdminList rows={loaderData.rows} empty="No documents yet. Use “Upload a document” to add one.">
        {(row) => <DocumentRow row={row} />}
      </AdminList>

      {open && (
        <NewDocumentDialog
          values={failed?.values ?? loaderData.newValues}
          failed={failed}
          audiences={loaderData.audiences}
          maxLabel={loaderData.maxLabel}
        />
      )}
    </AdminScreen>
  );
}

/** The new-document form: details, the last part of its address, and the PDF (one multipart post). */
function NewDocumentDialog({
  values,
  failed,
  audiences,
  maxLabel,
}: {
  values: Record<string, string>;
  failed: DocumentRefusal | undefined;
  audiences: Route.ComponentProps["loaderData"]["audiences"];
  maxLabel: string;
}) {
  const { frame } = useDialogFrame();
  const state = failed ? "failed" : "fresh";
  return (
    <Dialog
      title="Upload a Document"
      description="A PDF with its own permanent address. You can replace its file later without changing the address."
      {...frame}
      confirmDiscard
      unsaved={Boolean(failed)}
    >
      <Form method="post" encType="multipart/form-data" noValidate className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="create" />
        <DocumentDetailsFields values={values} failed={failed} audiences={audiences} />
        <div className="sm:col-span-2">
          <Field
            key={`name-${state}`}
            name="name"
            label="Name in the address (optional)"
            hint="Lower-case letters, digits and hyphens, e.g. fee-structure-2026; blank: made from the title. A school's documents are under /documents/<school>/. It cannot change later."
            defaultValue={values.name ?? ""}
            error={failed?.errors.name}
            maxLength={80}
          />
        </div>
        <div className="sm:col-span-2">
          <PdfFileField label="PDF file" error={failed?.errors.file} maxLabel={maxLabel} />
        </div>
        <FormProblems failed={failed} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <FormActions label="Upload" busyLabel="Uploading…" />
        </div>
      </Form>
    </Dialog>
  );
}
