import { Download, Search } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { Button, buttonClass } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { FormAlert } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import { enquirySchools } from "~/lib/auth/permissions.server";
import { listEnquiries } from "~/lib/enquiries/enquiries.server";
import { INBOX_LIMIT, readEnquiryFilter } from "~/lib/enquiries/filter.server";
import { receivedTime, SCHOOL_LABELS, SCHOOL_OPTIONS, STATUS_LABELS } from "~/lib/enquiries/labels";
import { formatPhone } from "~/lib/enquiries/validation.server";
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
 * An editor of one school sees that school's enquiries and the undecided ones.
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
  const rows = schools ? all.filter((e) => schools.includes(e.school)) : all;
  return {
    form,
    loadError,
    truncated: rows.length > INBOX_LIMIT,
    enquiries: rows.slice(0, INBOX_LIMIT).map((e) => ({
      id: e.id,
      reference: e.reference,
      student: e.student_name,
      parent: e.parent_name,
      phone: formatPhone(e.phone),
      className: classLabel(e.class_sought),
      school: SCHOOL_LABELS[e.school],
      status: e.status,
      received: e.created_at,
    })),
  };
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { form, enquiries, truncated, loadError } = loaderData;
  const { search } = useLocation();
  const filtered = Object.values(form).some(Boolean);
  return (
    <AdminScreen
      title="Admission enquiries"
      actions={
        <a href={`/admin/enquiries/export.csv${search}`} download className={buttonClass("outline")}>
          <Download aria-hidden className="size-4" /> Export CSV{filtered ? " (filtered)" : ""}
        </a>
      }
    >
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
                  <span className="block font-semibold text-slate-900">
                    {e.student} <span className="font-normal text-slate-600">· {e.className}</span>
                  </span>
                  <span className="block text-sm text-slate-600">
                    {e.parent} · {e.phone} · {e.school}
                  </span>
                </span>
                <span className="text-sm text-slate-600">
                  <span className="font-mono">{e.reference}</span> ·{" "}
                  <time dateTime={e.received}>{receivedTime.format(new Date(e.received))}</time>
                </span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[e.status]}`}
                >
                  {STATUS_LABELS[e.status]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminScreen>
  );
}
