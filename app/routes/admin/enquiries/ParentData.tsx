import { Download } from "lucide-react";
import { Form } from "react-router";
import { Button, buttonClass } from "~/components/ui/Button";
import { formatDay, KEPT_ADMISSION_MONTHS } from "~/lib/enquiries/retention";

/** What the screen says after each of its forms succeeded (`?saved=<intent>`). */
export const SAVED_MESSAGES: Record<string, string> = {
  status: "The status was saved.",
  erase: "The enquiry was erased: its personal details are gone, and the audit log records the erasure.",
  keep: `Marked as an admission: the enquiry is kept ${KEPT_ADMISSION_MONTHS} months after the mark, then erased.`,
  unkeep: "The admission mark was removed: the enquiry is erased on schedule.",
};

const when = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** The panel's data: `parentDataOf` in parent-data.server.ts. */
export interface ParentDataProps {
  id: number;
  erased: boolean;
  kept: { at: string; by: string | null } | null;
  data: {
    consents: {
      id: number;
      given_at: string;
      notice_version: string;
      statement: string;
      address: string | null;
      withdrawn_at: string | null;
      /** The notice's words this consent agreed to; null when given before they were stored. */
      notice: {
        items: { id: string; heading: string; text: string }[];
        sections: { id: string; heading: string; paragraphs: readonly string[] }[];
      } | null;
      /** The stored words are those the version's fingerprint was taken of. */
      wordsMatch: boolean;
    }[];
    emails: { id: number; kind: "office" | "parent"; outcome: string; at: string }[];
    admissionYear: string;
    retentionMonths: number;
    keptUntil: string | null;
  };
  /** The erase form's message, when it was refused. */
  confirmError?: string;
  busy: boolean;
}

type Consent = ParentDataProps["data"]["consents"][number];

/** The words a consent agreed to: the box ticked, then the notice beside it and the full notice. */
function ConsentWords({ consent }: { consent: Consent }) {
  return (
    <details className="mt-1 rounded border border-slate-200 px-3 py-2" data-testid="consent-words">
      <summary className="cursor-pointer font-medium text-brand-700">The words the parent agreed to</summary>
      <p className="mt-2 font-semibold">The box ticked:</p>
      <p className="whitespace-pre-line">{consent.statement}</p>
      {consent.notice ? (
        <>
          <p className="mt-2 text-slate-700">
            {consent.wordsMatch
              ? "These are the notice's words as stored with its version; they match the version's fingerprint."
              : "Warning: these stored words do not match the version's fingerprint."}
          </p>
          <p className="mt-2 font-semibold">The notice beside the form:</p>
          <ul className="list-disc pl-5">
            {consent.notice.items.map((item) => (
              <li key={item.id}>
                <span className="font-semibold">{item.heading}:</span> {item.text}
              </li>
            ))}
          </ul>
          <p className="mt-2 font-semibold">The full notice (/privacy):</p>
          {consent.notice.sections.map((section) => (
            <div key={section.id} className="mt-1">
              <p className="font-semibold">{section.heading}</p>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-1">
                  {paragraph}
                </p>
              ))}
            </div>
          ))}
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          The notice's words were not stored for this version: the consent was given before they were kept.
        </p>
      )}
    </details>
  );
}

/**
 * The enquiry screen's "Parent's data" panel (architecture ruling 21): the consent and the e-mails on
 * record, when the enquiry will be erased, the export of everything held (CSV, JSON), the admission
 * mark, and the erasure on the parent's request (a confirmation box first). An erased enquiry shows
 * only its consent record, which is kept a year.
 */
export function ParentData({ id, erased, kept, data, confirmError, busy }: ParentDataProps) {
  return (
    <section
      aria-labelledby="parent-data"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="parent-data" className="font-bold text-brand-800">
        Parent's data
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-semibold text-slate-700">Consent</dt>
        <dd className="text-slate-900">
          {data.consents.length === 0
            ? "None recorded (sent before consent was asked)"
            : data.consents.map((consent) => (
                <div key={consent.id} className="mb-2">
                  <span className="block">
                    Given {when.format(new Date(consent.given_at))} · notice {consent.notice_version}
                    {consent.withdrawn_at
                      ? ` · withdrawn ${when.format(new Date(consent.withdrawn_at))}`
                      : ""}
                  </span>
                  <ConsentWords consent={consent} />
                </div>
              ))}
        </dd>
        {!erased && (
          <>
            <dt className="font-semibold text-slate-700">Erasure</dt>
            <dd className="text-slate-900">
              {!data.keptUntil
                ? ""
                : kept
                  ? `Marked as an admission${kept.by ? ` by ${kept.by}` : ""}: the admission register holds it, so the enquiry is erased after ${formatDay(data.keptUntil)} (${KEPT_ADMISSION_MONTHS} months after the mark)`
                  : `Erased after ${formatDay(data.keptUntil)} (${data.retentionMonths} months after admissions for ${data.admissionYear} close) unless marked as an admission`}
            </dd>
          </>
        )}
        <dt className="font-semibold text-slate-700">E-mails</dt>
        <dd className="text-slate-900">
          {data.emails.length === 0
            ? "None sent"
            : data.emails.map((email) => (
                <span key={email.id} className="block">
                  {email.kind === "office" ? "To the office" : "To the parent"}: {email.outcome},{" "}
                  {when.format(new Date(email.at))}
                </span>
              ))}
        </dd>
      </dl>
      {!erased && (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm font-semibold text-slate-700">Export this parent's data:</span>
            <a href={`/admin/enquiries/${id}/export.csv`} download className={buttonClass("outline", "sm")}>
              <Download aria-hidden className="size-4" /> CSV
            </a>
            <a href={`/admin/enquiries/${id}/export.json`} download className={buttonClass("outline", "sm")}>
              <Download aria-hidden className="size-4" /> JSON
            </a>
          </div>
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value={kept ? "unkeep" : "keep"} />
            <Button variant="outline" size="sm" disabled={busy}>
              {kept ? "Remove the admission mark" : "Keep: became an admission"}
            </Button>
          </Form>
          <Form method="post" noValidate className="space-y-3 border-t border-slate-200 pt-4">
            <h4 className="font-semibold text-red-800">Erase on request</h4>
            <p className="text-sm text-slate-700">
              When the parent asks: the details, notes and e-mail log entries are erased at once; an anonymous
              record stays for the counts. It cannot be undone.
            </p>
            <input type="hidden" name="intent" value="erase" />
            <div>
              <label className="flex items-start gap-3 text-sm text-slate-900">
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  aria-invalid={confirmError ? true : undefined}
                  aria-describedby={confirmError ? "erase-confirm-error" : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-red-700"
                />
                The parent asked for this enquiry to be erased
              </label>
              {confirmError && (
                <p id="erase-confirm-error" className="mt-1 text-sm font-medium text-red-700">
                  {confirmError}
                </p>
              )}
            </div>
            <Button variant="danger" size="sm" disabled={busy}>
              Erase this enquiry
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
