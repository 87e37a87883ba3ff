import { AlertTriangle, CheckCircle2, Clock } from "lucide-react";
import { Link } from "react-router";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { userContext } from "~/lib/auth/guard.server";
import { complianceAudiences, complianceWarnings } from "~/lib/compliance/dashboard.server";
import { lastLinkCheck } from "~/lib/ops/link-check.server";
import { formatDate } from "~/lib/platform/dates";
import { db } from "~/lib/platform/db.server";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/compliance";

export const meta: Route.MetaFunction = () => pageMeta("Compliance · Admin");

/** Whose warnings a screen lists, in its words. */
const AUDIENCE_WORDS = {
  group: "The group",
  vidhyashram: "Vidhyashram",
  vidhyapeeth: "Vidhyapeeth",
} as const;

/**
 * The compliance dashboard (decision 0019): what regulators would find wrong on the site, each with the
 * screen that fixes it. Administrators see everything; a school's editor sees that school's. Every staff
 * member may open it (the staff guard of the layout has run); what it lists follows the user.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  try {
    const [warnings, lastCheck] = await Promise.all([
      complianceWarnings({ user, context }),
      lastLinkCheck(db()).catch(() => null),
    ]);
    return { warnings, lastCheck, audiences: complianceAudiences(user), loadError: false };
  } catch (error) {
    console.error("The compliance checks could not be read:", error instanceof Error ? error.message : error);
    return { warnings: [], lastCheck: null, audiences: complianceAudiences(user), loadError: true };
  }
}

export default function Compliance({ loaderData }: Route.ComponentProps) {
  const { warnings, lastCheck, audiences, loadError } = loaderData;
  const urgent = warnings.filter((w) => w.level === "urgent");
  const soon = warnings.filter((w) => w.level === "soon");
  return (
    <AdminScreen title="Compliance">
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        The go-live checklist: what CBSE (Vidhyashram), the Directorate of Matriculation Schools (Vidhyapeeth)
        and the Fee Determination Committee check on the website — every document still a sample, certificates
        and their dates and self-attestation, the fee order and the classes it prices, the public disclosure,
        staff ratios, the annual report, links that no longer work, and whether the checkers themselves can
        run. Showing: {audiences.map((a) => AUDIENCE_WORDS[a]).join(", ")}.
      </p>
      <p className="mt-1 text-sm text-slate-700">
        Links last checked:{" "}
        {lastCheck ? formatDate(lastCheck.slice(0, 10)) : "not yet (the check runs daily)"}.
      </p>
      {loadError ? (
        <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          The checks could not be read just now. Please try again in a minute.
        </p>
      ) : warnings.length === 0 ? (
        <p className="mt-6 flex items-center gap-2 rounded-md border border-green-300 bg-green-50 p-4 text-green-900">
          <CheckCircle2 aria-hidden className="size-5" /> Nothing to put right.
        </p>
      ) : (
        <>
          <WarningList
            heading={`Put right now (${urgent.length})`}
            icon={<AlertTriangle aria-hidden className="size-5 text-red-700" />}
            warnings={urgent}
          />
          <WarningList
            heading={`Due soon (${soon.length})`}
            icon={<Clock aria-hidden className="size-5 text-amber-700" />}
            warnings={soon}
          />
        </>
      )}
    </AdminScreen>
  );
}

function WarningList({
  heading,
  icon,
  warnings,
}: {
  heading: string;
  icon: React.ReactNode;
  warnings: Route.ComponentProps["loaderData"]["warnings"];
}) {
  if (warnings.length === 0) return null;
  return (
    <section className="mt-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon}
        {heading}
      </h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
        {warnings.map((w) => (
          <li key={`${w.kind}-${w.title}`} className="px-4 py-3">
            <p className="font-semibold text-slate-900">{w.title}</p>
            {w.problems && (
              <ul className="mt-1 list-disc pl-5 text-sm text-slate-900">
                {w.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
            {w.detail && <p className="mt-0.5 text-sm wrap-anywhere text-slate-700">{w.detail}</p>}
            <p className="mt-1 text-sm">
              <Link to={w.fix.href} className="font-semibold text-brand-700 underline underline-offset-2">
                {w.fix.label}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
