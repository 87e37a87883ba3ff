import {
  Archive,
  ArrowRight,
  Bell,
  ExternalLink as ExternalIcon,
  Megaphone,
  Pin,
  PlayCircle,
  Rss,
} from "lucide-react";
import { useId } from "react";
import { data, Link } from "react-router";
import { ExternalLink } from "~/components/ExternalLink";
import { PageIntro } from "~/components/PageIntro";
import { SchoolTag } from "~/components/SchoolTag";
import { YouTubeFacade } from "~/components/YouTubeFacade";
import { formatDate } from "~/lib/platform/dates";
import { freshUntil, publicPage } from "~/lib/platform/http-cache";
import { feedPath } from "~/lib/published/feed-paths";
import { noticePath } from "~/lib/published/paths";
import { pageMeta } from "~/lib/site/meta";
import { settingsOf, useSettings } from "~/lib/site/settings";
import type { SchoolSlug } from "~content/site";
import type { Route } from "./+types/notifications";
import { loadBoard } from "./notifications.server";

/**
 * The same for every visitor: the page cache may keep it. It reads one query
 * parameter, `school`, so the cache keeps one copy per filter.
 */
export const headers = publicPage(["school"]);

/** The board's filters, in the order of their links: everything, or one school's and the group's. */
const FILTERS = [
  { school: null, label: "All" },
  { school: "vidhyashram", label: "Vidhyashram" },
  { school: "vidhyapeeth", label: "Vidhyapeeth" },
] as const satisfies readonly { school: SchoolSlug | null; label: string }[];

const filterHref = (school: SchoolSlug | null) =>
  school ? `/notifications?school=${school}` : "/notifications";

/**
 * The board's words as published: with a school chosen, the title names the school and the summary is
 * that school's.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return pageMeta("");
  const { page, school } = loaderData;
  if (!school) return pageMeta(page.title, page.description);
  const name = settingsOf(matches).site.schools[school].name;
  return pageMeta(`${page.title}: ${name}`, page.schools[school].description);
};

/** `loadBoard` for the route: the board's cached copy ends when an RTE window opens or closes. */
export async function loader(args: Route.LoaderArgs) {
  const board = await loadBoard(args);
  return data(board, { headers: freshUntil(board.rteChangesAt) });
}

/**
 * Links, not a form: each filter is an address that works without JavaScript and can be shared; the
 * current one is marked with `aria-current`. The links are 40 px tall, easy to tap.
 */
function SchoolFilter({ current }: { current: SchoolSlug | undefined }) {
  const id = useId();
  return (
    <nav aria-labelledby={id} className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <h2 id={id} className="text-sm font-semibold text-slate-700">
        Show notices for
      </h2>
      <ul className="flex flex-wrap gap-2">
        {FILTERS.map((f) => {
          const active = (f.school ?? undefined) === current;
          return (
            <li key={f.label}>
              <Link
                reloadDocument
                to={filterHref(f.school)}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={`inline-flex min-h-10 items-center rounded-full border px-3 text-sm font-semibold sm:px-4 ${
                  active
                    ? "border-brand-800 bg-brand-800 text-white"
                    : "border-brand-200 bg-white text-brand-800 hover:bg-brand-50"
                }`}
              >
                {f.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Card({
  title,
  icon,
  children,
}: {
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-xl border border-brand-100 bg-white shadow-sm"
    >
      <h2
        id={id}
        className="flex items-center gap-2 rounded-t-xl bg-brand-800 px-4 py-3 text-lg font-semibold text-white"
      >
        {icon}
        {title}
      </h2>
      <div className="flex-1 p-4">{children}</div>
    </section>
  );
}

const empty = (text: string) => <p className="text-slate-600">{text}</p>;

/** "Pinned", before a notice the office keeps at the top. */
function PinnedTag() {
  return (
    <span className="mr-1 inline-flex items-center gap-0.5 rounded bg-gold-300 px-1.5 text-xs font-bold text-brand-900">
      <Pin aria-hidden className="size-3" /> Pinned
    </span>
  );
}

/**
 * The archive and the feeds of what the board shows (one school's, or both schools'): links a parent
 * can follow, or give to a feed reader.
 */
function MoreNotices({ school }: { school: SchoolSlug | undefined }) {
  const name = school ?? "all";
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <Link
        reloadDocument
        to={school ? `/notifications/archive?school=${school}` : "/notifications/archive"}
        className="inline-flex min-h-10 items-center gap-1 font-semibold text-brand-700 underline underline-offset-2"
      >
        <Archive aria-hidden className="size-4" /> Notice archive
      </Link>
      <a
        href={feedPath(name, "rss")}
        className="inline-flex min-h-10 items-center gap-1 font-semibold text-brand-700 underline underline-offset-2"
      >
        <Rss aria-hidden className="size-4" /> RSS feed
      </a>
      <a
        href={feedPath(name, "atom")}
        className="inline-flex min-h-10 items-center font-semibold text-brand-700 underline underline-offset-2"
      >
        Atom feed
      </a>
    </p>
  );
}

export default function NoticeBoard({ loaderData }: Route.ComponentProps) {
  const { page, school, notices, news, media, rte } = loaderData;
  const { site } = useSettings();
  return (
    <main id="main" className="flex-1">
      <PageIntro title={page.title} intro={school ? page.schools[school].intro : page.intro} />
      {rte.length > 0 && (
        <div className="mx-auto max-w-6xl px-4 pt-6">
          <ul className="space-y-2">
            {rte.map((window) => (
              <li
                key={window.school}
                className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-950"
              >
                <Link reloadDocument to={window.path} className="font-semibold underline underline-offset-2">
                  {window.title}: applications are open at {site.schools[window.school].name} until{" "}
                  {formatDate(window.closes)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 pt-6">
        <SchoolFilter current={school} />
        <MoreNotices school={school} />
      </div>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-6 pb-8 lg:grid-cols-3">
        <Card title="Notifications" icon={<Bell aria-hidden className="size-5" />}>
          {notices.length === 0 ? (
            empty("No notifications available.")
          ) : (
            <ul className="divide-y divide-slate-100">
              {notices.map((n) => (
                <li key={n.id} id={`notice-${n.id}`} className="scroll-mt-4 py-3 first:pt-0 last:pb-0">
                  {Number(n.pinned) === 1 && <PinnedTag />}
                  <SchoolTag audience={n.audience} className="mr-1" />{" "}
                  <Link
                    reloadDocument
                    to={noticePath("notification", n.id, n.title)}
                    className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {n.title}
                  </Link>
                  {n.description && <span className="text-slate-700"> - {n.description}</span>}{" "}
                  <time dateTime={n.date} className="whitespace-nowrap text-sm text-slate-600">
                    ({formatDate(n.date)})
                  </time>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Announcements" icon={<Megaphone aria-hidden className="size-5" />}>
          {news.length === 0 ? (
            empty("No announcements available.")
          ) : (
            <ul className="divide-y divide-slate-100">
              {news.map((a) => (
                <li key={a.id} id={`announcement-${a.id}`} className="scroll-mt-4 py-3 first:pt-0 last:pb-0">
                  {Number(a.pinned) === 1 && <PinnedTag />}
                  <SchoolTag audience={a.audience} />
                  <h3 className="mt-1 font-semibold text-slate-900">
                    <Link
                      reloadDocument
                      to={noticePath("announcement", a.id, a.title)}
                      className="inline-flex min-h-6 items-center text-brand-800 underline-offset-2 hover:underline"
                    >
                      {a.title}
                    </Link>
                  </h3>
                  <time dateTime={a.date} className="text-sm text-slate-600">
                    {formatDate(a.date)}
                  </time>
                  {a.description && <p className="mt-1 text-slate-700">{a.description}</p>}
                  {a.link && (
                    <ExternalLink
                      href={a.link}
                      className="mt-2 inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      View More <ExternalIcon aria-hidden className="size-4" />
                    </ExternalLink>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Media Library" icon={<PlayCircle aria-hidden className="size-5" />}>
          {media.length === 0 ? (
            empty("No media items available.")
          ) : (
            <>
              <ul className="space-y-4">
                {media.map((m) => (
                  <li key={m.id}>
                    <YouTubeFacade id={m.youtube_id} title={m.title} />
                    <p className="mt-1.5 font-medium text-slate-900">{m.title}</p>
                  </li>
                ))}
              </ul>
              <Link
                reloadDocument
                to="/videos"
                className="mt-4 inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                Open the media library
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </>
          )}
        </Card>
      </div>
    </main>
  );
}
