import { Link } from "react-router";
import { OfficeText } from "~/components/OfficeText";
import { PageIntro } from "~/components/PageIntro";
import { SchoolTag } from "~/components/SchoolTag";
import { formatDate } from "~/lib/platform/dates";
import { publicPage } from "~/lib/platform/http-cache";
import { safeRead } from "~/lib/platform/safe-read.server";
import { archiveMonths, listNotices } from "~/lib/published/notices.server";
import { languageOf, pathIn, useLanguage, useWords } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { settingsOf } from "~/lib/site/settings";
import { LANGUAGE_TAG, type Language } from "~content/languages";
import { noticeWords } from "~content/words/notices";
import { schoolFilter } from "../group/notifications.server";
import type { Route } from "./+types/archive";

/** The same for every visitor; one copy per month and school asked for. */
export const headers = publicPage(["month", "school"]);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const words = noticeWords[languageOf(location?.pathname ?? "/")];
  return pageMeta(words.noticeArchive, words.archiveDescription, settingsOf(matches).site);
};

/** "November 2026" for `2026-11`; in Tamil "நவம்பர் 2026" (`Intl`, the page's language). */
function monthName(month: string, language: Language): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(LANGUAGE_TAG[language], {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, number - 1, 1)));
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
  const url = new URL(request.url);
  const params = url.searchParams;
  const language = languageOf(url.pathname);
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
    months: months.map((value) => ({ value, label: monthName(value, language) })),
    month: month ? { value: month, label: monthName(month, language) } : null,
    notices,
  };
}

export default function NoticeArchive({ loaderData }: Route.ComponentProps) {
  const { school, months, month, notices } = loaderData;
  const query = (value: string) => `?month=${value}${school ? `&school=${school}` : ""}`;
  const language = useLanguage();
  const words = useWords(noticeWords);
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title={words.noticeArchive}
        intro={words.archiveIntro}
        trail={[
          { label: words.home, to: "/" },
          { label: words.noticeBoard, to: "/notifications" },
          { label: words.archive },
        ]}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-labelledby="archive-months">
          <h2 id="archive-months" className="font-semibold text-slate-900">
            {words.months}
          </h2>
          {months.length === 0 ? (
            <p className="mt-2 text-slate-600">{words.nothingExpired}</p>
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
            {month ? month.label : words.archive}
          </h2>
          {notices.length === 0 ? (
            <p className="mt-3 text-slate-600">{words.noExpiredThisMonth}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200">
              {notices.map((n) => (
                <li key={n.path} className="py-3">
                  <Link
                    reloadDocument
                    to={pathIn(language, n.path)}
                    className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    <OfficeText>{n.title}</OfficeText>
                  </Link>{" "}
                  <SchoolTag audience={n.audience} />
                  <p className="text-sm text-slate-600">
                    <time dateTime={n.date}>{formatDate(n.date, language)}</time>
                    {` · ${n.kind === "announcement" ? words.announcement : words.notification}`}
                    {n.circular ? ` · ${words.withCircular}` : ""}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-6">
            <Link
              reloadDocument
              to={pathIn(language, "/notifications")}
              className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2"
            >
              {words.currentNotices}
            </Link>
          </p>
        </section>
      </div>
    </main>
  );
}
