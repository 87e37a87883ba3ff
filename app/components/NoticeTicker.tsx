import { Bell, Megaphone } from "lucide-react";
import { Link } from "react-router";
import { OfficeText } from "~/components/OfficeText";
import { formatDate } from "~/lib/platform/dates";
import { noticePath } from "~/lib/published/paths";
import { pathIn, useLanguage } from "~/lib/site/language";
import { chromeWords, latinOnly } from "~content/words/chrome";
import { Marquee } from "./Marquee";
import { type NoticeAudience, SchoolTag } from "./SchoolTag";

/** A notice as the tickers show it: newest first, each with the school it is for. */
export interface TickerNotice {
  id: number;
  title: string;
  date: string;
  audience: NoticeAudience;
}

/**
 * The scrolling line of the latest notifications (spec 2.1, 4): the header's top bar on every page and
 * the home page's top bar. Each notice shows its school and leads to its own page
 * (`/notices/<id>-<slug>`). A gold "Notices" label comes first (a bell alone below 640 px, where room is short); the
 * region's name "Latest notifications" is what assistive technology announces. With no notices it
 * shows "No notifications available." (spec 4).
 */
export function NoticeTicker({ notices, className = "" }: { notices: TickerNotice[]; className?: string }) {
  const language = useLanguage();
  const words = chromeWords[language];
  return (
    <TickerRow
      className={className}
      badge={
        <span
          aria-hidden
          className={`flex shrink-0 items-center gap-1 rounded bg-gold-400 px-1.5 py-0.5 text-xs font-bold ${latinOnly(language, "uppercase tracking-wide")} text-brand-900 sm:px-2`}
        >
          <Bell className="size-3.5 sm:hidden" strokeWidth={2.5} />
          <span className="max-sm:hidden">{words.noticesBadge}</span>
        </span>
      }
      label={words.latestNotifications}
      emptyText={words.noNotifications}
      items={notices.map((n) => ({
        key: n.id,
        content: (
          <Link
            reloadDocument
            to={pathIn(language, noticePath("notification", n.id, n.title))}
            className="hover:underline"
          >
            <SchoolTag audience={n.audience} tone="dark" className="mr-0.5" />{" "}
            <OfficeText>{n.title}</OfficeText>{" "}
            <span className="text-brand-200">({formatDate(n.date, language)})</span>
          </Link>
        ),
      }))}
    />
  );
}

/** An announcement as the home page's marquee shows it. */
export interface TickerAnnouncement {
  id: number;
  title: string;
  description: string;
  audience: NoticeAudience;
}

/**
 * The home page's scrolling line of announcements (spec 2.1: "No announcements available." when
 * empty), in the notification ticker's shape: a label (a megaphone; "News" from 1024 px), then each
 * announcement with its school, leading to its own page.
 */
export function AnnouncementTicker({
  news,
  className = "",
}: {
  news: TickerAnnouncement[];
  className?: string;
}) {
  const language = useLanguage();
  const words = chromeWords[language];
  return (
    <TickerRow
      className={className}
      badge={
        <span
          aria-hidden
          className={`flex shrink-0 items-center gap-1 rounded bg-white/15 px-1.5 py-0.5 text-xs font-bold ${latinOnly(language, "uppercase tracking-wide")} text-gold-300 sm:px-2`}
        >
          <Megaphone className="size-3.5" strokeWidth={2.5} />
          <span className="max-lg:hidden">{words.newsBadge}</span>
        </span>
      }
      label={words.announcements}
      emptyText={words.noAnnouncements}
      items={news.map((a) => ({
        key: a.id,
        content: (
          <Link
            reloadDocument
            to={pathIn(language, noticePath("announcement", a.id, a.title))}
            className="hover:underline"
          >
            <SchoolTag audience={a.audience} tone="dark" className="mr-0.5" />{" "}
            <span className="font-semibold text-gold-300">
              <OfficeText>{a.title}</OfficeText>
            </span>
            {a.description && (
              <span className="text-brand-50">
                {" "}
                — <OfficeText>{a.description}</OfficeText>
              </span>
            )}
          </Link>
        ),
      }))}
    />
  );
}

/** A ticker's row: its badge (`aria-hidden`: the marquee's `label` names the region), then the marquee. */
function TickerRow({
  badge,
  className,
  ...marquee
}: { badge: React.ReactNode; className: string } & React.ComponentProps<typeof Marquee>) {
  return (
    <div className={`flex min-w-0 items-center gap-2 ${className}`}>
      {badge}
      <div className="min-w-0 flex-1">
        <Marquee {...marquee} />
      </div>
    </div>
  );
}
