import { AdminRefusal } from "~/components/admin/AdminRefusal";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { FormAlert } from "~/components/ui/FormAlert";
import { listBarrierReports } from "~/lib/accessibility/barrier-reports.server";
import { userContext } from "~/lib/auth/guard.server";
import { pageMeta } from "~/lib/site/meta";
import { BARRIER_REPORT_KEEP_MONTHS } from "~content/accessibility";
import type { Route } from "./+types/barriers";

export const meta: Route.MetaFunction = () => pageMeta("Accessibility reports · Admin");

/**
 * The accessibility barriers visitors reported on `/accessibility`, newest first: any signed-in staff
 * member (the admin layout's guard, then the user read here). Kept whether or not the office's e-mail
 * went; deleted by the daily job a year after they came. A failed read says so instead of failing.
 */
export async function loader({ context }: Route.LoaderArgs) {
  context.get(userContext);
  try {
    return { reports: await listBarrierReports(), loadError: false };
  } catch (error) {
    console.error("Error reading barrier reports:", error instanceof Error ? error.message : error);
    return { reports: [], loadError: true };
  }
}

const when = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

const MAILED: Record<string, string> = {
  sent: "E-mailed to the office",
  failed: "E-mail failed",
  skipped: "Not e-mailed (mail not set up)",
};

export default function Barriers({ loaderData }: Route.ComponentProps) {
  const { reports, loadError } = loaderData;
  return (
    <AdminScreen title="Accessibility reports">
      <p className="mt-1 text-sm text-slate-600">
        Barriers visitors reported on the accessibility page, newest first. Each is deleted{" "}
        {BARRIER_REPORT_KEEP_MONTHS} months after it came. Times are Indian Standard Time.
      </p>
      {loadError && (
        <FormAlert className="mt-4">
          The reports could not be read from the database. Please reload the page in a minute.
        </FormAlert>
      )}
      {reports.length === 0 ? (
        !loadError && <p className="mt-6 text-slate-600">No reports yet.</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {reports.map((report) => (
            <li key={report.id} className="px-4 py-3">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <time dateTime={report.created_at}>{when.format(new Date(report.created_at))}</time>
                <span>{report.language === "ta" ? "From the Tamil page" : "From the English page"}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${report.mailed === "failed" ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-800"}`}
                >
                  {MAILED[report.mailed] ?? report.mailed}
                </span>
              </p>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="font-semibold text-slate-800">Page</dt>
                <dd className="break-words text-slate-900">{report.page ?? "Not given"}</dd>
                <dt className="font-semibold text-slate-800">What went wrong</dt>
                <dd className="whitespace-pre-line break-words text-slate-900">{report.description}</dd>
                <dt className="font-semibold text-slate-800">Name</dt>
                <dd className="break-words text-slate-900">{report.name ?? "Not given"}</dd>
                <dt className="font-semibold text-slate-800">Contact</dt>
                <dd className="break-words text-slate-900">{report.contact ?? "Not given"}</dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </AdminScreen>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRefusal error={error} />;
}
