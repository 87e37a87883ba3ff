import { ArrowLeft, Mail, Phone } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { FormAlert } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import { canHandleEnquiry } from "~/lib/auth/permissions.server";
import { changeEnquiryStatus, getEnquiry, listEnquiryEvents } from "~/lib/enquiries/enquiries.server";
import { ENQUIRY_STATUSES, ERASURE_LABELS, SCHOOL_LABELS, STATUS_LABELS } from "~/lib/enquiries/labels";
import { formatPhone, statusChangeSchema } from "~/lib/enquiries/validation.server";
import { formText, idOr404, parseForm, readForm } from "~/lib/forms/parse.server";
import type { FieldErrors } from "~/lib/forms/schemas";
import { tryWriteAudit, writeAudit } from "~/lib/platform/audit.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import { classLabel } from "~content/admissions";
import type { Route } from "./+types/enquiry";
import { ParentData, SAVED_MESSAGES } from "./ParentData";
import { changeParentData, parentDataOf } from "./parent-data.server";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? `Enquiry ${data.enquiry.reference} · Admin` : "Enquiry · Admin");

/** What an editor of the other school sees instead of an enquiry. */
const NOT_YOURS = "This enquiry is for the other school; your account may not open it.";

/**
 * One enquiry with its history of status changes; an editor of one school sees only its own. Each
 * opening is in the audit log (who, when, which enquiry; DPDP Rules 2025 r. 6(1)(c)) before anything is
 * shown: if the row cannot be written the screen is not drawn (the error page instead).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const id = idOr404(params.id);
  const enquiry = await getEnquiry(id);
  if (!enquiry) throw data(null, { status: 404 });
  if (!canHandleEnquiry(user, enquiry.school)) throw data({ message: NOT_YOURS }, { status: 403 });
  await writeAudit({
    actor: { id: user.id, username: user.username },
    action: "view",
    entity: "enquiries",
    entityId: id,
    summary: `Opened enquiry ${enquiry.reference}${enquiry.erased_at ? " (erased: its consent record)" : ""}`,
    address: context.get(clientAddressContext),
  });
  const [events, parentData] = await Promise.all([listEnquiryEvents(id), parentDataOf(enquiry)]);
  const { access_token_hash: _hash, ...shown } = enquiry;
  return {
    enquiry: {
      ...shown,
      phoneDisplay: enquiry.phone ? formatPhone(enquiry.phone) : "",
      className: classLabel(enquiry.class_sought),
      schoolName: SCHOOL_LABELS[enquiry.school],
    },
    events,
    parentData,
    saved: new URL(request.url).searchParams.get("saved"),
  };
}

/**
 * The screen's forms, told apart by `intent`: the status with an optional note (recorded in its history
 * and the audit log), "erase" on the parent's request (a confirmation box required) and "keep" /
 * "unkeep" (the admission mark the retention job respects); see `changeParentData`.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const id = idOr404(params.id);
  const existing = await getEnquiry(id).catch(() => undefined);
  if (existing && !canHandleEnquiry(user, existing.school)) {
    throw data({ message: NOT_YOURS }, { status: 403 });
  }
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (intent === "erase" || intent === "keep" || intent === "unkeep") {
    if (!existing) throw data(null, { status: 404 });
    return changeParentData(intent, form, existing, user, context.get(clientAddressContext));
  }
  if (existing?.erased_at) throw data({ message: "This enquiry was erased." }, { status: 409 });
  const result = await parseForm(form, statusChangeSchema);
  const { values } = result;
  if (!result.ok) {
    return data(
      { intent: "status" as const, errors: result.errors, values, formError: undefined },
      { status: 400 },
    );
  }
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
        intent: "status" as const,
        errors: {} as FieldErrors,
        values,
        formError: "The change could not be saved because the database did not respond. Please try again.",
      },
      { status: 503 },
    );
  }
  return redirect(`/admin/enquiries/${id}?saved=status`);
}

const when = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export default function EnquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, events, saved, parentData } = loaderData;
  const busy = useNavigation().state === "submitting";
  const statusFailure = actionData?.intent === "status" ? actionData : undefined;
  const eraseFailure = actionData?.intent === "erase" ? actionData : undefined;
  const erased = Boolean(enquiry.erased_at);
  const panel = (
    <ParentData
      id={enquiry.id}
      erased={erased}
      kept={enquiry.kept_at ? { at: enquiry.kept_at, by: enquiry.kept_by } : null}
      data={parentData}
      confirmError={eraseFailure?.errors.confirm}
      busy={busy}
    />
  );
  const backLink = (
    <Link
      to="/admin/enquiries"
      className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> All enquiries
    </Link>
  );
  if (erased) {
    const withdrawn = enquiry.erased_reason === "parent";
    return (
      <section aria-labelledby="enquiry-heading" className="space-y-6">
        {backLink}
        <h2 id="enquiry-heading" className="text-xl font-bold text-brand-800">
          Enquiry {enquiry.reference} ({withdrawn ? "withdrawn" : "erased"})
        </h2>
        {saved && SAVED_MESSAGES[saved] && <FormAlert tone="success">{SAVED_MESSAGES[saved]}</FormAlert>}
        <p className="text-slate-800">
          {ERASURE_LABELS[enquiry.erased_reason ?? "office"]} on{" "}
          {when.format(new Date(enquiry.erased_at ?? ""))}. Nothing personal is kept: only the class, school
          and dates, for the counts.
        </p>
        <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-4">
          <dt className="font-semibold text-slate-700">Received</dt>
          <dd>{when.format(new Date(enquiry.created_at))}</dd>
          <dt className="font-semibold text-slate-700">Class sought</dt>
          <dd>{enquiry.className}</dd>
          <dt className="font-semibold text-slate-700">School</dt>
          <dd>{enquiry.schoolName}</dd>
        </dl>
        <div className="max-w-xl">{panel}</div>
      </section>
    );
  }
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
      {backLink}
      <h2 id="enquiry-heading" className="text-xl font-bold text-brand-800">
        Enquiry from {enquiry.parent_name} for {enquiry.student_name}
      </h2>
      {saved && !actionData && SAVED_MESSAGES[saved] && (
        <FormAlert tone="success">{SAVED_MESSAGES[saved]}</FormAlert>
      )}
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
              key={statusFailure ? "failed" : enquiry.status}
              defaultValue={statusFailure?.values.status ?? enquiry.status}
              error={statusFailure?.errors.status}
              options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            />
            <Field
              as="textarea"
              label="Note (optional)"
              name="note"
              key={statusFailure ? "failed-note" : `note-${events.length}`}
              hint="For example: called, visit on Saturday at 10 AM."
              maxLength={1000}
              defaultValue={statusFailure?.values.note ?? ""}
              error={statusFailure?.errors.note}
            />
            {statusFailure?.formError && <FormAlert inline>{statusFailure.formError}</FormAlert>}
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
          {panel}
        </div>
      </div>
    </section>
  );
}
