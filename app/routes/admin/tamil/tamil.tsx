import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { userContext } from "~/lib/auth/guard.server";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/tamil";
import { tamilGaps } from "./tamil-gaps.server";

export const meta: Route.MetaFunction = () => pageMeta("Tamil · Admin");

/**
 * The Tamil screen (decision 0032): what visitors read in English on the Tamil pages because its Tamil
 * is not written yet, and what has Tamil written for older English ("needs updating": a Tamil text with
 * a date, a time or an amount in it is not shown until then). Each line leads to the screen that fixes
 * it. Every staff member may open it (the layout's guard has run); it lists what the user may edit.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  try {
    return { gaps: await tamilGaps(user), loadError: false };
  } catch (error) {
    console.error("The Tamil gaps could not be read:", error instanceof Error ? error.message : error);
    return { gaps: [], loadError: true };
  }
}

export default function TamilScreen({ loaderData }: Route.ComponentProps) {
  const { gaps, loadError } = loaderData;
  const stale = gaps.filter((gap) => gap.stale > 0);
  const missing = gaps.filter((gap) => gap.stale === 0);
  return (
    <AdminScreen title="Tamil">
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Every text visitors read can be written in Tamil beside the English, in the box “In Tamil · தமிழில்”.
        Until it is, the Tamil pages show the English. When the English is changed, its Tamil needs updating:
        one with a date, a time or an amount in it is not shown until it is updated.
      </p>
      {loadError ? (
        <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          The list could not be read just now. Please try again in a minute.
        </p>
      ) : gaps.length === 0 ? (
        <p className="mt-6 flex items-center gap-2 rounded-md border border-green-300 bg-green-50 p-4 text-green-900">
          <CheckCircle2 aria-hidden className="size-5" /> Everything has its Tamil.
        </p>
      ) : (
        <>
          <GapList heading={`Needs updating (${stale.length})`} gaps={stale} />
          <GapList heading={`Not yet in Tamil (${missing.length})`} gaps={missing} />
        </>
      )}
    </AdminScreen>
  );
}

function GapList({ heading, gaps }: { heading: string; gaps: Route.ComponentProps["loaderData"]["gaps"] }) {
  if (gaps.length === 0) return null;
  return (
    <section className="mt-6">
      <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
        {gaps.map((gap) => (
          <li
            key={gap.href}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
          >
            <p>
              <Link to={gap.href} className="font-semibold text-brand-700 underline underline-offset-2">
                {gap.title}
              </Link>{" "}
              <span className="text-sm text-slate-600">· {gap.kind}</span>
            </p>
            <p className="text-sm text-slate-700">
              {gap.stale > 0 && `${gap.stale} to update`}
              {gap.stale > 0 && gap.missing > 0 && " · "}
              {gap.missing > 0 && `${gap.missing} not written`}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
