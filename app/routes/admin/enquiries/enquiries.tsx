import { Download, Search } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { Button, buttonClass } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { FormAlert } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import { enquirySchools } from "~/lib/auth/permissions.server";
import { listEnquiries } from "~/lib/enquiries/enquiries.server";
import { describeEnquiryFilter, INBOX_LIMIT, readEnquiryFilter } from "~/lib/enquiries/filter.server";
import {
  receivedTime,
  SCHOOL_LABELS,
  SCHOOL_OPTIONS,
  STATUS_LABELS,
  WITHDRAWN,
} from "~/lib/enquiries/labels";
import { formatDay, indiaDay, KEPT_ADMISSION_MONTHS } from "~/lib/enquiries/retention";
import { erasureSchedule, retentionMonths } from "~/lib/enquiries/retention.server";
import { formatPhone } from "~/lib/enquiries/validation.server";
import { writeAudit } from "~/lib/platform/audit.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import { admissions, classLabel } from "~content/admissions";
import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = () => pageMeta("Enquiries · Admin");

const STATUS_STYLES = {
  new: "bg-gold-300 text-slate-900",
  contacted: "bg-brand-100 text-brand-800",
  closed: "bg-slate-200 text-slate-700",
} as const;

/**
 * The enquiry inbox: filters by school, class and status, search by name, phone or reference.
 * An editor of one school sees that school's enquiries and the undecided ones. The list shows parents'
 * names and numbers, so each opening is in the audit log (the filter and how many were shown, no
 * names); a list that cannot be logged is not shown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const url = new URL(request.url);
  const { filter, form } = readEnquiryFilter(url);
  const schools = enquirySchools(user);
  let loadError = false;
  const all = await listEnquiries(schools ? filter : { ...filter, limit: INBOX_LIMIT + 1 }).catch((error) => {
    console.error("Error fetching enquiries:", error instanceof Error ? error.message : error);
    loadError = true;
    return [];
  });
  let rows = schools ? all.filter((e) => schools.includes(e.school)) : all;
  if (rows.length > 0) {
    const shown = Math.min(rows.length, INBOX_LIMIT);
    await writeAudit({
      actor: { id: user.id, username: user.username },
      action: "view",
      entity: "enquiries",
      summary: `Opened the enquiry list: ${shown} enquir${shown === 1 ? "y" : "ies"} shown (${describeEnquiryFilter(filter)})`,
      address: context.get(clientAddressContext),
    }).catch((error) => {
      console.error("Error writing the audit log:", error instanceof Error ? error.message : error);
      loadError = true;
      rows = [];
    });
  }
  const months = await retentionMonths();
  const schedule = await erasureSchedule({ retentionMonths: months, schools }).catch(() => []);
  return {
    form,
    loadError,
    truncated: rows.length > INBOX_LIMIT,
    enquiries: rows.slice(0, INBOX_LIMIT).map((e) => ({
      id: e.id,
      reference: e.reference,
      student: e.student_name,
      parent: e.parent_name,
      // One way to reach the parent: the mobile, else the e-mail address.
      contact: e.phone ? formatPhone(e.phone) : (e.email ?? ""),
      className: classLabel(e.class_sought),
      school: SCHOOL_LABELS[e.school],
      status: e.status,
      erased: e.erased_reason,
      received: e.created_at,
    })),
    retention: {
      months,
      soon: schedule.filter((s) => s.keptUntil < addDays(indiaDay(new Date()), SCHEDULE_DAYS)).length,
      next: schedule
        .slice(0, SCHEDULE_SHOWN)
        .map((s) => ({ id: s.id, reference: s.reference, keptUntil: s.keptUntil, kept: s.kept })),
      total: schedule.length,
    },
  };
}

/** The erasure schedule counts what is due within this many days, and lists the soonest few. */
const SCHEDULE_DAYS = 60;
const SCHEDULE_SHOWN = 20;

/** `YYYY-MM-DD` plus `days`. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { form, enquiries, truncated, loadError, retention } = loaderData;
  const { search } = useLocation();
  const filtered = Object.values(form).some(Boolean);
  return (
    <AdminScreen
      title="Admission enquiries"
      actions={
        <div className="flex max-w-xs flex-col items-end gap-1">
          <a
            href={`/admin/enquiries/export.csv${search}`}
            download
            className={buttonClass("outline")}
            aria-describedby="export-warning"
          >
            <Download aria-hidden className="size-4" /> Export CSV{filtered ? " (filtered)" : ""}
          </a>
          <p id="export-warning" className="text-right text-xs text-slate-600">
            The file holds parents' personal data: keep it on the office computer and delete it when done.
          </p>
        </div>
      }
    >
      <details className="mt-4 rounded-lg border border-slate-200 bg-white px-4 py-3">
        <summary className="cursor-pointer font-semibold text-brand-800">
          Erasure schedule:{" "}
          {retention.total === 0
            ? "no enquiry is waiting to be erased"
            : `${retention.soon} ${retention.soon === 1 ? "enquiry" : "enquiries"} will be erased in the next ${SCHEDULE_DAYS} days; the next after ${formatDay(retention.next[0]?.keptUntil ?? "")}`}
        </summary>
        <p className="mt-2 text-sm text-slate-700">
          Enquiries are erased {retention.months} months after admissions for their year close (31 July), by a
          daily job; the audit log records each erasure. An enquiry marked as an admission is kept{" "}
          {KEPT_ADMISSION_MONTHS} months after the mark (the admission itself is in the school's admission
          register), then erased.
        </p>
        {retention.next.length > 0 && (
          <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {retention.next.map((row) => (
              <li key={row.id}>
                <Link to={`/admin/enquiries/${row.id}`} className="font-mono text-brand-700 underline">
                  {row.reference}
                </Link>{" "}
                after {formatDay(row.keptUntil)}
                {row.kept ? " (admission)" : ""}
              </li>
            ))}
          </ol>
        )}
      </details>
      <Form
        method="get"
        className="mt-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div className="sm:col-span-2">
          <Field
            label="Search"
            name="q"
            type="search"
            defaultValue={form.q}
            hint="Name, phone number or reference"
          />
        </div>
        <Field
          as="select"
          label="School"
          name="school"
          defaultValue={form.school}
          options={[{ value: "", label: "All schools" }, ...SCHOOL_OPTIONS]}
        />
        <Field
          as="select"
          label="Class"
          name="class"
          defaultValue={form.class}
          options={[
            { value: "", label: "All classes" },
            ...admissions.classes.map((c) => ({ value: c.code, label: c.label })),
          ]}
        />
        <Field
          as="select"
          label="Status"
          name="status"
          defaultValue={form.status}
          options={[
            { value: "", label: "Any status" },
            ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
            { value: WITHDRAWN, label: "Withdrawn or erased" },
          ]}
        />
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-5">
          <Button>
            <Search aria-hidden className="size-4" /> Show
          </Button>
          {filtered && (
            <Link to="/admin/enquiries" className="px-2 py-2 font-medium text-brand-700 underline">
              Clear filters
            </Link>
          )}
        </div>
      </Form>

      {loadError && (
        <FormAlert className="mt-4">
          The enquiries could not be read from the database. Please reload the page in a minute.
        </FormAlert>
      )}
      <p className="mt-4 text-sm text-slate-600" role="status">
        {enquiries.length === 0
          ? filtered
            ? "No enquiries match these filters."
            : "No enquiries yet. They appear here as soon as a parent sends the form at /enquiry."
          : `${enquiries.length}${truncated ? "+" : ""} ${enquiries.length === 1 ? "enquiry" : "enquiries"}, newest first${truncated ? ` (showing the first ${enquiries.length}; narrow the filters or export CSV for all)` : ""}.`}
      </p>
      {enquiries.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {enquiries.map((e) => (
            <li key={e.id}>
              <Link
                to={`/admin/enquiries/${e.id}`}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-brand-50"
              >
                <span className="min-w-0 flex-1 basis-56">
                  {e.erased ? (
                    <>
                      <span className="block font-semibold text-slate-700">{e.className}</span>
                      <span className="block text-sm text-slate-600">{e.school}</span>
                    </>
                  ) : (
                    <>
                      <span className="block font-semibold text-slate-900">
                        {e.student} <span className="font-normal text-slate-600">· {e.className}</span>
                      </span>
                      <span className="block text-sm text-slate-600">
                        {e.parent} · {e.contact} · {e.school}
                      </span>
                    </>
                  )}
                </span>
                <span className="text-sm text-slate-600">
                  <span className="font-mono">{e.reference}</span> ·{" "}
                  <time dateTime={e.received}>{receivedTime.format(new Date(e.received))}</time>
                </span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${e.erased ? "bg-slate-200 text-slate-700" : STATUS_STYLES[e.status]}`}
                >
                  {e.erased ? (e.erased === "parent" ? "Withdrawn" : "Erased") : STATUS_LABELS[e.status]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminScreen>
  );
}
