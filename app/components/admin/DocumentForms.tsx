import { ExternalLink as ExternalIcon, FileText, Pencil } from "lucide-react";
import { useId } from "react";
import { formatInstant, pdfLabel, type Validity } from "~/lib/documents/format";
import { AUDIENCE_LABELS, type AUDIENCES } from "~/lib/forms/limits";
import { formatDate } from "~/lib/platform/dates";
import { documentCategories } from "~content/schemas/documents";
import { FieldFrame } from "../ui/Field";
import { AdminRow, RowLink } from "./AdminList";

/**
 * The pieces of the Documents screens: the PDF file field, the permanent address to
 * copy, the validity badge and a row of the list. A document's details are drawn from its schema
 * (`SchemaFields`, content/schemas/documents.ts).
 */

/** A document as the list draws it (the loader's view, dates already formatted for India). */
export interface DocumentListRow {
  id: number;
  title: string;
  path: string;
  url: string;
  category: string;
  audience: (typeof AUDIENCES)[number];
  size: number;
  validUntil: string | null;
  validity: Validity;
  /** "no": a scanned picture a screen reader cannot read (tagged "Scanned"). */
  textLayer?: "yes" | "no" | null;
  /** True when the server could not read its PDF: too large or too complex (tagged "Could not be read"). */
  unreadable?: boolean;
  /** False when no page or setting links to it: parents find it only through search ("Linked from no page"). */
  linked?: boolean;
}

/** "Expired 31 Mar 2026", "Expires 12 Dec 2026" (within 60 days), "Valid until …": seen and read out. */
export function ValidityBadge({ validUntil, validity }: { validUntil: string | null; validity: Validity }) {
  if (!validUntil || validity === "open") return null;
  const date = formatDate(validUntil);
  if (validity === "expired") {
    return (
      <span className="ml-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
        Expired {date}
      </span>
    );
  }
  if (validity === "expiring") {
    return (
      <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
        Expires {date}
      </span>
    );
  }
  return <span>Valid until {date}</span>;
}

/** "Could not be read": the server stopped reading the PDF at its limits; its title says why. */
export function UnreadableTag() {
  return (
    <span
      className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
      title="Too large or too complex: the server stopped reading it"
    >
      Could not be read (too large or too complex)
    </span>
  );
}

/** "Scanned": the PDF is a picture of pages, which screen readers cannot read; its title says so. */
export function ScannedTag() {
  return (
    <span
      className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
      title="A scanned picture: screen readers cannot read it"
    >
      Scanned
    </span>
  );
}

/** The permanent address of a document in a read-only box, to select and copy. */
export function AddressField({ url, title }: { url: string; title: string }) {
  const id = useId();
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        Address<span className="sr-only"> of “{title}”</span>:
      </label>
      <input
        id={id}
        readOnly
        value={url}
        className="min-w-0 flex-1 basis-64 rounded border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-sm text-slate-800"
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}

/** One document in the list: title, category, school, "PDF, 240 KB", validity, address; open it. */
export function DocumentRow({ row }: { row: DocumentListRow }) {
  return (
    <AdminRow
      picture={
        <span className="flex size-12 shrink-0 items-center justify-center rounded bg-slate-100 text-slate-500">
          <FileText aria-hidden className="size-5" />
        </span>
      }
      title={row.title}
      details={
        <>
          {documentCategories[row.category as keyof typeof documentCategories] ?? row.category}
          {" · "}
          {AUDIENCE_LABELS[row.audience]}
          {" · "}
          {pdfLabel(row.size)}
          {row.validUntil && " · "}
          <ValidityBadge validUntil={row.validUntil} validity={row.validity} />
          {row.textLayer === "no" && <ScannedTag />}
          {row.unreadable && <UnreadableTag />}
          {row.linked === false && (
            <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Linked from no page
            </span>
          )}
        </>
      }
      extra={<AddressField url={row.url} title={row.title} />}
      actions={
        <>
          <RowLink
            to={`/admin/documents/${row.id}`}
            icon={Pencil}
            label="Details and file"
            name={`of “${row.title}”`}
            preventScrollReset={false}
          />
          <a
            href={row.path}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <ExternalIcon aria-hidden className="size-4" /> View
            <span className="sr-only"> “{row.title}” (PDF, opens in a new tab)</span>
          </a>
        </>
      }
    />
  );
}

/** The PDF file control, with its limit in the hint and its message underneath. */
export function PdfFileField({
  label,
  error,
  maxLabel,
  required = true,
}: {
  label: string;
  error?: string;
  /** "20 MB". */
  maxLabel: string;
  required?: boolean;
}) {
  const id = useId();
  const hint = `A PDF file of at most ${maxLabel}.`;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        type="file"
        name="file"
        accept="application/pdf,.pdf"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-medium"
      />
    </FieldFrame>
  );
}

/** "Uploaded by alice on 24 Nov 2026, 10:00", or "Shipped with the website". */
export function uploadedLine(at: string | null, by: string | null): string {
  if (!at) return "Shipped with the website";
  return `Uploaded${by ? ` by ${by}` : ""} on ${formatInstant(at)}`;
}
