import { data } from "react-router";
import { requireStaff, userContext } from "~/lib/auth/guard.server";
import { canHandleEnquiry } from "~/lib/auth/permissions.server";
import { enquiryData } from "~/lib/enquiries/privacy.server";
import { idOr404 } from "~/lib/forms/parse.server";
import { writeAudit } from "~/lib/platform/audit.server";
import { indiaTimestamp, toCsv } from "~/lib/platform/csv.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import type { Route } from "./+types/enquiry-export";

/** Outside the admin layout, so guarded here: signed out, the redirect to `/login` (architecture ruling 2). */
export const middleware: Route.MiddlewareFunction[] = [requireStaff];

/** A value of the export as one cell: times (`at`, `…_at`) in India time, nothing as empty. */
function cell(key: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string" && /(^|_)at$/.test(key) && value) return indiaTimestamp(value);
  return String(value);
}

/**
 * `/admin/enquiries/:id/export.json` and `.csv`: everything the site holds about one enquiry (its
 * fields, status history, consent log and e-mail log: `enquiryData`), for a parent who asked for their
 * data (DPDP Act 2023 s. 11). The JSON is `enquiryData` as it is; the CSV has one row per value
 * ("Field,Value": the enquiry's columns, then "History 1: status", "Consent 1: given_at", "E-mail 1: at"…).
 * An attachment, never cached; each export is in the audit log without the data. 404 for an unknown
 * enquiry, 403 for an editor of the other school. One module for both routes: the path tells the format.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const id = idOr404(params.id);
  const format = new URL(request.url).pathname.endsWith(".csv") ? "csv" : "json";
  const found = await enquiryData(id);
  if (!found) throw data(null, { status: 404 });
  if (!canHandleEnquiry(user, found.enquiry.school)) {
    throw data(
      { message: "This enquiry is for the other school; your account may not open it." },
      { status: 403 },
    );
  }
  await writeAudit({
    actor: { id: user.id, username: user.username },
    action: "export",
    entity: "enquiries",
    entityId: id,
    summary: `Exported enquiry ${found.enquiry.reference} (${format.toUpperCase()})`,
    address: context.get(clientAddressContext),
  });
  const name = `enquiry-${found.enquiry.reference}.${format}`;
  const headers = {
    "Content-Disposition": `attachment; filename="${name}"`,
    "Cache-Control": "no-store",
  };
  if (format === "json") {
    return new Response(`${JSON.stringify(found, null, 2)}\n`, {
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
    });
  }
  const rows: { field: string; value: string }[] = [];
  for (const [field, value] of Object.entries(found.enquiry)) rows.push({ field, value: cell(field, value) });
  const parts = [
    ["History", found.history],
    ["Consent", found.consents],
    ["E-mail", found.emails],
  ] as const;
  for (const [part, list] of parts) {
    list.forEach((entry, index) => {
      for (const [field, value] of Object.entries(entry)) {
        rows.push({ field: `${part} ${index + 1}: ${field}`, value: cell(field, value) });
      }
    });
  }
  const csv = toCsv(rows, [
    { key: "field", header: "Field" },
    { key: "value", header: "Value" },
  ]);
  return new Response(csv, { headers: { ...headers, "Content-Type": "text/csv; charset=utf-8" } });
}
