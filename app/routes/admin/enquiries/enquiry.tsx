import { ArrowLeft, Mail, Phone } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { FormAlert } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import { canHandleEnquiry } from "~/lib/auth/permissions.server";
import { changeEnquiryStatus, getEnquiry, listEnquiryEvents } from "~/lib/enquiries/enquiries.server";
import { ENQUIRY_STATUSES, SCHOOL_LABELS, STATUS_LABELS } from "~/lib/enquiries/labels";
import { formatPhone, statusChangeSchema } from "~/lib/enquiries/validation.server";
import { idOr404, parseForm } from "~/lib/forms/parse.server";
import type { FieldErrors } from "~/lib/forms/schemas";
import { tryWriteAudit } from "~/lib/platform/audit.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import { classLabel } from "~content/admissions";
import type { Route } from "./+types/enquiry";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? `Enquiry ${data.enquiry.reference} · Admin` : "Enquiry · Admin");

/** What an editor of the other school sees instead of an enquiry. */
const NOT_YOURS = "This enquiry is for the other school; your account may not open it.";

/** One enquiry with its history of status changes; an editor of one school sees only its own. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const id = idOr404(params.id);
  const enquiry = await getEnquiry(id);
  if (!enquiry) throw data(null, { status: 404 });
  if (!canHandleEnquiry(user, enquiry.school)) throw data({ message: NOT_YOURS }, { status: 403 });
  const events = await listEnquiryEvents(id);
  return {
    enquiry: {
      ...enquiry,
      phoneDisplay: formatPhone(enquiry.phone),
      className: classLabel(enquiry.class_sought),
      schoolName: SCHOOL_LABELS[enquiry.school],
    },
    events,
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

/** Changes the status, with an optional note; records who did it, in its history and the audit log. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const id = idOr404(params.id);
  const existing = await getEnquiry(id).catch(() => undefined);
  if (existing && !canHandleEnquiry(user, existing.school)) {
    throw data({ message: NOT_YOURS }, { status: 403 });
  }
  const result = await parseForm(request, statusChangeSchema);
  const { values } = result;
  if (!result.ok) return data({ errors: result.errors, values, formError: undefined }, { status: 400 });
  try {
    const changed = await changeEnquiryStatus(id, { ...result.data, username: user.username });
    if (!changed) throw data(null, { status: 404 });
    await tryWriteAudit({
      actor: { id: user.id, username: user.username },
      action: "status",
      entity: "enquiries",
      entityId: id,
      summary: `Marked enquiry ${existing?.reference ?? `#${id}`} as ${STATUS_LABELS[result.data.status]}${result.data.note ? " with a note" : ""}`,
      address: context.get(clientAddressContext),
    });
  } catch (error) {
    if (error instanceof Response || (error as { type?: string })?.type === "DataWithResponseInit")
      throw error;
    console.error("Error saving enquiry status:", error);
    return data(
      {
        errors: {} as FieldErrors,
        values,
        formError: "The change could not be saved because the database did not respond. Please try again.",
      },
      { status: 503 },
    );
  }
  return redirect(`/admin/enquiries/${id}?saved`);
}

const when = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export default function EnquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, events, saved } = loaderData;
  const busy = useNavigation().state === "submitting";
  const rows: [string, React.ReactNode][] = [
    [
      "Reference",
      <span key="reference" className="font-mono">
        {enquiry.reference}
      </span>,
    ],
    ["Received", when.format(new Date(enquiry.created_at))],
    ["Student", enquiry.student_name],
    ["Parent", enquiry.parent_name],
    [
      "Mobile",
      <a
        key="phone"
        href={`tel:${enquiry.phone}`}
        className="inline-flex items-center gap-1 text-brand-700 underline"
      >
        <Phone aria-hidden className="size-4" /> {enquiry.phoneDisplay}
      </a>,
    ],
    [
      "Email",
      enquiry.email ? (
        <a
          key="email"
          href={`mailto:${enquiry.email}`}
          className="inline-flex items-center gap-1 text-brand-700 underline"
        >
          <Mail aria-hidden className="size-4" /> {enquiry.email}
        </a>
      ) : (
        "—"
      ),
    ],
    ["Class sought", enquiry.className],
    ["School", enquiry.schoolName],
    ["Status", STATUS_LABELS[enquiry.status]],
  ];
  return (
    <section aria-labelledby="enquiry-heading" className="space-y-6">
      <Link
        to="/admin/enquiries"
        className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> All enquiries
      </Link>
      <h2 id="enquiry-heading" className="text-xl font-bold text-brand-800">
        Enquiry from {enquiry.parent_name} for {enquiry.student_name}
      </h2>
      {saved && !actionData && <FormAlert tone="success">The status was saved.</FormAlert>}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-slate-700">{label}</dt>
                <dd className="break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-4 font-semibold text-slate-700">Message</h3>
          <p className="mt-1 whitespace-pre-line break-words text-slate-900">{enquiry.message ?? "—"}</p>
        </div>
        <div className="space-y-6">
          <Form
            method="post"
            noValidate
            className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
          >
            <h3 className="font-bold text-brand-800">Change status</h3>
            <Field
              as="select"
              label="Status"
              name="status"
              key={actionData ? "failed" : enquiry.status}
              defaultValue={actionData?.values.status ?? enquiry.status}
              error={actionData?.errors.status}
              options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            />
            <Field
              as="textarea"
              label="Note (optional)"
              name="note"
              key={actionData ? "failed-note" : `note-${events.length}`}
              hint="For example: called, visit on Saturday at 10 AM."
              maxLength={1000}
              defaultValue={actionData?.values.note ?? ""}
              error={actionData?.errors.note}
            />
            {actionData?.formError && <FormAlert inline>{actionData.formError}</FormAlert>}
            <Button disabled={busy}>{busy ? "Saving…" : "Save status"}</Button>
          </Form>
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="font-bold text-brand-800">History</h3>
            {events.length === 0 ? (
              <p className="mt-2 text-slate-600">No changes yet.</p>
            ) : (
              <ol className="mt-2 space-y-3">
                {events.map((event) => (
                  <li key={event.id} className="border-l-4 border-brand-200 pl-3">
                    <p className="text-sm text-slate-600">
                      {when.format(new Date(event.created_at))} · {event.username}
                    </p>
                    <p className="font-semibold">{STATUS_LABELS[event.status]}</p>
                    {event.note && (
                      <p className="whitespace-pre-line break-words text-slate-800">{event.note}</p>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
