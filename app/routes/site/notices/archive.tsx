import { Link } from "react-router";
import { OfficeText } from "~/components/OfficeText";
import { PageIntro } from "~/components/PageIntro";
import { SchoolTag } from "~/components/SchoolTag";
import { formatDate } from "~/lib/platform/dates";
import { publicPage } from "~/lib/platform/http-cache";
import { safeRead } from "~/lib/platform/safe-read.server";
import { archiveMonths, listNotices } from "~/lib/published/notices.server";
import { pageMeta } from "~/lib/site/meta";
import { settingsOf } from "~/lib/site/settings";
import { schoolFilter } from "../group/notifications.server";
import type { Route } from "./+types/archive";

/** The same for every visitor; one copy per month and school asked for. */
export const headers = publicPage(["month", "school"]);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    "Notice archive",
    "Notices and announcements that have expired, month by month.",
    settingsOf(matches).site,
  );

/** "November 2026" for `2026-11`. */
function monthName(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** The last day (`YYYY-MM-DD`) of month `YYYY-MM`. */
function lastDay(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

/**
 * `/notifications/archive` (architecture ruling 22): the notices that have expired, one month a page
 * (`?month=YYYY-MM`, by the notices' own dates; the newest month with any by default), for one school
 * and the group with `?school=`. A month with nothing, or one that is not a month, shows the list of
 * months and says so.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const school = schoolFilter(params.get("school")) ?? undefined;
  const months = await safeRead("notice archive", () => archiveMonths({ school }), []);
  const asked = params.get("month") ?? "";
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : (months[0] ?? null);
  const notices = month
    ? await safeRead(
        "notice archive",
        () => listNotices({ school, state: "expired", from: `${month}-01`, to: lastDay(month) }),
        [],
      )
    : [];
  return {
    school,
    months: months.map((value) => ({ value, label: monthName(value) })),
    month: month ? { value: month, label: monthName(month) } : null,
    notices,
  };
}

export default function NoticeArchive({ loaderData }: Route.ComponentProps) {
  const { school, months, month, notices } = loaderData;
  const query = (value: string) => `?month=${value}${school ? `&school=${school}` : ""}`;
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title="Notice archive"
        intro="Notices and announcements whose time on the notice board is over, month by month."
        trail={[
          { label: "Home", to: "/" },
          { label: "Notice board", to: "/notifications" },
          { label: "Archive" },
        ]}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-labelledby="archive-months">
          <h2 id="archive-months" className="font-semibold text-slate-900">
            Months
          </h2>
          {months.length === 0 ? (
            <p className="mt-2 text-slate-600">Nothing has expired yet.</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-2 md:flex-col">
              {months.map((m) => (
                <li key={m.value}>
                  <Link
                    reloadDocument
                    to={query(m.value)}
                    aria-current={m.value === month?.value ? "page" : undefined}
                    className="inline-flex min-h-10 items-center rounded-md px-3 font-medium text-brand-800 underline-offset-2 hover:underline aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
                  >
                    {m.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section aria-labelledby="archive-month">
          <h2 id="archive-month" className="text-xl font-bold text-brand-800">
            {month ? month.label : "Archive"}
          </h2>
          {notices.length === 0 ? (
            <p className="mt-3 text-slate-600">No expired notices for this month.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200">
              {notices.map((n) => (
                <li key={n.path} className="py-3">
                  <Link
                    reloadDocument
                    to={n.path}
                    className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    <OfficeText>{n.title}</OfficeText>
                  </Link>{" "}
                  <SchoolTag audience={n.audience} />
                  <p className="text-sm text-slate-600">
                    <time dateTime={n.date}>{formatDate(n.date)}</time>
                    {n.kind === "announcement" ? " · Announcement" : " · Notification"}
                    {n.circular ? " · with circular" : ""}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-6">
            <Link
              reloadDocument
              to="/notifications"
              className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2"
            >
              Current notices
            </Link>
          </p>
        </section>
      </div>
    </main>
  );
}
