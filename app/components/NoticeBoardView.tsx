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
import { Link } from "react-router";
import { ExternalLink } from "~/components/ExternalLink";
import { OfficeText } from "~/components/OfficeText";
import { PageIntro } from "~/components/PageIntro";
import { SchoolTag } from "~/components/SchoolTag";
import { YouTubeFacade } from "~/components/YouTubeFacade";
import { formatDate } from "~/lib/platform/dates";
import type { Announcement } from "~/lib/published/announcements.server";
import { feedPath } from "~/lib/published/feed-paths";
import type { Notification } from "~/lib/published/notifications.server";
import { noticePath } from "~/lib/published/paths";
import type { MediaItem } from "~/lib/published/videos.server";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import type { OpenRteWindow } from "~/lib/site/rte.server";
import { useSettings } from "~/lib/site/settings";
import type { NoticeBoard } from "~content/schemas/listing";
import type { SchoolSlug } from "~content/site";
import { noticeWords } from "~content/words/notices";

/** What the notice board draws: its words, the school it is filtered to, its lists and the open RTE windows. */
export interface NoticeBoardViewData {
  page: NoticeBoard;
  /** The school of `?school=`: that school's notices and the group's; none, every notice. */
  school: SchoolSlug | undefined;
  notices: Notification[];
  news: Announcement[];
  media: MediaItem[];
  /** The RTE pages whose applications are open now. */
  rte: OpenRteWindow[];
}

/**
 * The board's filters, in the order of their links: everything, or one school's and the group's. The
 * schools' names are proper names, the same in both languages; "All" is the catalogue's.
 */
const FILTERS = [
  { school: null, label: null },
  { school: "vidhyashram", label: "Vidhyashram" },
  { school: "vidhyapeeth", label: "Vidhyapeeth" },
] as const satisfies readonly { school: SchoolSlug | null; label: string | null }[];

const filterHref = (school: SchoolSlug | null) =>
  school ? `/notifications?school=${school}` : "/notifications";

/**
 * Links, not a form: each filter is an address that works without JavaScript and can be shared; the
 * current one is marked with `aria-current`. The links are 40 px tall, easy to tap.
 */
function SchoolFilter({ current }: { current: SchoolSlug | undefined }) {
  const id = useId();
  const language = useLanguage();
  const words = useWords(noticeWords);
  return (
    <nav aria-labelledby={id} className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <h2 id={id} className="text-sm font-semibold text-slate-700">
        {words.showNoticesFor}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {FILTERS.map((f) => {
          const active = (f.school ?? undefined) === current;
          return (
            <li key={f.school ?? "all"}>
              <Link
                reloadDocument
                to={pathIn(language, filterHref(f.school))}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={`inline-flex min-h-10 items-center rounded-full border px-3 text-sm font-semibold sm:px-4 ${
                  active
                    ? "border-brand-800 bg-brand-800 text-white"
                    : "border-brand-200 bg-white text-brand-800 hover:bg-brand-50"
                }`}
              >
                {f.label ?? words.all}
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
  const words = useWords(noticeWords);
  return (
    <span className="mr-1 inline-flex items-center gap-0.5 rounded bg-gold-300 px-1.5 text-xs font-bold text-brand-900">
      <Pin aria-hidden className="size-3" /> {words.pinned}
    </span>
  );
}

/**
 * The archive and the feeds of what the board shows (one school's, or both schools'): links a parent
 * can follow, or give to a feed reader.
 */
function MoreNotices({ school }: { school: SchoolSlug | undefined }) {
  const name = school ?? "all";
  const language = useLanguage();
  const words = useWords(noticeWords);
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <Link
        reloadDocument
        to={pathIn(language, school ? `/notifications/archive?school=${school}` : "/notifications/archive")}
        className="inline-flex min-h-10 items-center gap-1 font-semibold text-brand-700 underline underline-offset-2"
      >
        <Archive aria-hidden className="size-4" /> {words.noticeArchive}
      </Link>
      <a
        href={pathIn(language, feedPath(name, "rss"))}
        className="inline-flex min-h-10 items-center gap-1 font-semibold text-brand-700 underline underline-offset-2"
      >
        <Rss aria-hidden className="size-4" /> {words.rssFeed}
      </a>
      <a
        href={pathIn(language, feedPath(name, "atom"))}
        className="inline-flex min-h-10 items-center font-semibold text-brand-700 underline underline-offset-2"
      >
        {words.atomFeed}
      </a>
    </p>
  );
}

/**
 * The notice board (`/notifications`, spec 2.2), `<main>` included: its words (the chosen school's
 * introduction under a filter), the link to each RTE page whose applications are open, the school filter,
 * the archive and feeds, then the notifications, announcements and videos. The public route and the staff
 * preview both draw it, from the page's one load.
 */
export function NoticeBoardView({ data }: { data: NoticeBoardViewData }) {
  const { page, school, notices, news, media, rte } = data;
  const { site } = useSettings();
  const language = useLanguage();
  const words = useWords(noticeWords);
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
                <Link
                  reloadDocument
                  to={pathIn(language, window.path)}
                  className="font-semibold underline underline-offset-2"
                >
                  {words.rteOpen(
                    window.title,
                    site.schools[window.school].name,
                    formatDate(window.closes, language),
                  )}
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
        <Card title={words.notifications} icon={<Bell aria-hidden className="size-5" />}>
          {notices.length === 0 ? (
            empty(words.noNotifications)
          ) : (
            <ul className="divide-y divide-slate-100">
              {notices.map((n) => (
                <li key={n.id} id={`notice-${n.id}`} className="scroll-mt-4 py-3 first:pt-0 last:pb-0">
                  {Number(n.pinned) === 1 && <PinnedTag />}
                  <SchoolTag audience={n.audience} className="mr-1" />{" "}
                  <Link
                    reloadDocument
                    to={pathIn(language, noticePath("notification", n.id, n.title))}
                    className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    <OfficeText>{n.title}</OfficeText>
                  </Link>
                  {n.description && (
                    <span className="text-slate-700">
                      {" "}
                      - <OfficeText>{n.description}</OfficeText>
                    </span>
                  )}{" "}
                  <time dateTime={n.date} className="whitespace-nowrap text-sm text-slate-600">
                    ({formatDate(n.date, language)})
                  </time>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={words.announcements} icon={<Megaphone aria-hidden className="size-5" />}>
          {news.length === 0 ? (
            empty(words.noAnnouncements)
          ) : (
            <ul className="divide-y divide-slate-100">
              {news.map((a) => (
                <li key={a.id} id={`announcement-${a.id}`} className="scroll-mt-4 py-3 first:pt-0 last:pb-0">
                  {Number(a.pinned) === 1 && <PinnedTag />}
                  <SchoolTag audience={a.audience} />
                  <h3 className="mt-1 font-semibold text-slate-900">
                    <Link
                      reloadDocument
                      to={pathIn(language, noticePath("announcement", a.id, a.title))}
                      className="inline-flex min-h-6 items-center text-brand-800 underline-offset-2 hover:underline"
                    >
                      {a.title}
                    </Link>
                  </h3>
                  <time dateTime={a.date} className="text-sm text-slate-600">
                    {formatDate(a.date, language)}
                  </time>
                  {a.description && <p className="mt-1 text-slate-700">{a.description}</p>}
                  {a.link && (
                    <ExternalLink
                      href={a.link}
                      className="mt-2 inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {words.viewMore} <ExternalIcon aria-hidden className="size-4" />
                    </ExternalLink>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={words.mediaLibrary} icon={<PlayCircle aria-hidden className="size-5" />}>
          {media.length === 0 ? (
            empty(words.noMedia)
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
                to={pathIn(language, "/videos")}
                className="mt-4 inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {words.openMediaLibrary}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </>
          )}
        </Card>
      </div>
    </main>
  );
}
