import { Upload } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminList } from "~/components/admin/AdminList";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { type DocumentListRow, DocumentRow, PdfFileField } from "~/components/admin/DocumentForms";
import { FormActions } from "~/components/admin/FormActions";
import { SchemaFields } from "~/components/admin/SchemaFields";
import { useDialogFrame } from "~/components/admin/useDialogFrame";
import { buttonClass } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { FormAlert, FormProblems } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import { type DocumentView, linkedDocumentPaths, listDocuments } from "~/lib/documents/documents.server";
import { EXPIRY_WARNING_DAYS, fileSize, validity } from "~/lib/documents/format";
import { unreadableDocuments } from "~/lib/documents/unreadable.server";
import { DOCUMENT_MAX_BYTES, isMultipart } from "~/lib/documents/upload.server";
import { readDone } from "~/lib/forms/flash";
import { readForm } from "~/lib/forms/parse.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { todayInIndia } from "~/lib/platform/dates";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import { publishingScope } from "~/routes/admin/content/content-admin.server";
import type { Route } from "./+types/documents";
import { newDocumentForm } from "./document-form.server";
import { createDocumentFrom, refuseWithoutFile } from "./documents.server";
import { DOCUMENT_DONE, type DocumentRefusal } from "./messages";

export const meta: Route.MetaFunction = () => pageMeta("Documents · Admin");

/**
 * The Documents tab: every PDF the site links to, with its permanent address to copy,
 * category, school, type and size, and its "valid until" date (flagged when it has passed or is within
 * 60 days), a "Scanned" tag on a PDF screen readers cannot read and "Could not be read" on one the
 * server gave up reading (too large or too complex); "Upload a document" opens the new-document form (`?dialog=new`, a plain multipart form
 * that works without JavaScript). An editor of one school sees and adds only that school's documents.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const { audiences, firstAudience, scopeNote } = publishingScope(user, "that school's documents");
  const url = new URL(request.url);
  let documents: DocumentView[] = [];
  let unreadable = new Set<number>();
  let linked: Set<string> | null = null;
  let loadError: string | null = null;
  try {
    documents = await listDocuments({ audiences });
    unreadable = await unreadableDocuments(
      undefined,
      documents.map((doc) => doc.id),
    );
    linked = await linkedDocumentPaths();
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
    textLayer: doc.textLayer,
    unreadable: unreadable.has(doc.id),
    ...(linked ? { linked: linked.has(doc.path) } : {}),
  }));
  return {
    rows,
    loadError,
    scopeNote,
    /** The new-document form (all but its PDF), drawn from `newDocumentSchema`. */
    newForm: newDocumentForm({ audience: firstAudience, category: "other" }, {}, audiences),
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
  if (isMultipart(request)) {
    return createDocumentFrom({ request, user, address: context.get(clientAddressContext) });
  }
  return refuseWithoutFile({ form: await readForm(request), user });
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
        Documents whose “valid until” date has passed, or is within {EXPIRY_WARNING_DAYS} days, are marked,
        and so are scanned PDFs (“Scanned”): screen readers cannot read them, and PDFs the server could not
        read (“Could not be read”: too large or too complex).
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
        <FormAlert tone={loaderData.done.endsWith("-scanned") ? "error" : "success"} className="mt-4">
          {DOCUMENT_DONE[loaderData.done]}
        </FormAlert>
      )}
      {loaderData.loadError && <FormAlert className="mt-4">{loaderData.loadError}</FormAlert>}

      <AdminList rows={loaderData.rows} empty="No documents yet. Use “Upload a document” to add one.">
        {(row) => <DocumentRow row={row} />}
      </AdminList>

      {open && (
        <NewDocumentDialog
          node={failed?.node ?? loaderData.newForm}
          failed={failed}
          maxLabel={loaderData.maxLabel}
        />
      )}
    </AdminScreen>
  );
}

/**
 * The new-document form: its record's fields drawn from the schema (`node`: title, category, school,
 * dates, the name in its address), and the PDF (one multipart post).
 */
function NewDocumentDialog({
  node,
  failed,
  maxLabel,
}: {
  node: FieldNode;
  failed: DocumentRefusal | undefined;
  maxLabel: string;
}) {
  const { frame } = useDialogFrame();
  return (
    <Dialog
      title="Upload a Document"
      description="A PDF with its own permanent address. You can replace its file later without changing the address."
      {...frame}
      confirmDiscard
      unsaved={Boolean(failed)}
    >
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="space-y-4"
        key={failed?.revision ?? "fresh"}
      >
        <input type="hidden" name="intent" value="create" />
        <SchemaFields node={node} />
        <PdfFileField label="PDF file" error={failed?.errors.file} maxLabel={maxLabel} />
        <FormProblems failed={failed} />
        <FormActions label="Upload" busyLabel="Uploading…" />
      </Form>
    </Dialog>
  );
}
