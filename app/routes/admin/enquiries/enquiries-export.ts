import { requireStaff, userContext } from "~/lib/auth/guard.server";
import { enquirySchools } from "~/lib/auth/permissions.server";
import { listEnquiries } from "~/lib/enquiries/enquiries.server";
import { describeEnquiryFilter, readEnquiryFilter } from "~/lib/enquiries/filter.server";
import { ERASURE_LABELS, SCHOOL_LABELS, STATUS_LABELS } from "~/lib/enquiries/labels";
import { formatPhoneForSheet } from "~/lib/enquiries/validation.server";
import { writeAudit } from "~/lib/platform/audit.server";
import { indiaDate, indiaTimestamp, toCsv } from "~/lib/platform/csv.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { classLabel } from "~content/admissions";
import type { Route } from "./+types/enquiries-export";

/** Outside the admin layout, so guarded here: signed out, the redirect to `/login` (architecture ruling 2). */
export const middleware: Route.MiddlewareFunction[] = [requireStaff];

/**
 * `/admin/enquiries/export.csv?…`: the inbox's filtered list as CSV, all rows, newest first,
 * spreadsheet-safe (see `toCsv`), times in India time with their `+05:30` offset; an erased enquiry
 * has empty personal columns and says in "Erased" why and when. Requires a signed-in user; an editor of one school gets its rows only.
 * Each export is in the audit log (who, when, the filter in words and how many rows; never the data)
 * before the file is sent: an export that cannot be logged is not sent (the error page instead).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const { filter } = readEnquiryFilter(new URL(request.url));
  const schools = enquirySchools(user);
  const visible = (await listEnquiries(filter)).filter((e) => !schools || schools.includes(e.school));
  await writeAudit({
    actor: { id: user.id, username: user.username },
    action: "export",
    entity: "enquiries",
    summary: `Exported ${visible.length} enquir${visible.length === 1 ? "y" : "ies"} as CSV (${describeEnquiryFilter(filter)}${schools ? `; only ${schools.map((s) => SCHOOL_LABELS[s]).join(" and ")}` : ""})`,
    address: context.get(clientAddressContext),
  });
  const rows = visible.map((e) => ({
    reference: e.reference,
    received: indiaTimestamp(e.created_at),
    status: STATUS_LABELS[e.status],
    student: e.student_name,
    parent: e.parent_name,
    phone: formatPhoneForSheet(e.phone),
    email: e.email ?? "",
    class: classLabel(e.class_sought),
    school: SCHOOL_LABELS[e.school],
    message: e.message ?? "",
    erased: e.erased_reason ? `${ERASURE_LABELS[e.erased_reason]}, ${indiaTimestamp(e.erased_at ?? "")}` : "",
  }));
  const csv = toCsv(rows, [
    { key: "reference", header: "Reference" },
    { key: "received", header: "Received (India time)" },
    { key: "status", header: "Status" },
    { key: "student", header: "Student" },
    { key: "parent", header: "Parent" },
    { key: "phone", header: "Mobile" },
    { key: "email", header: "Email" },
    { key: "class", header: "Class" },
    { key: "school", header: "School" },
    { key: "message", header: "Message" },
    { key: "erased", header: "Erased" },
  ]);
  // The date in India, as on the screen: just after midnight there it is already the next day.
  const date = indiaDate();
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
