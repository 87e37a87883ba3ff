import { ArrowRight, Bell, ExternalLink as ExternalIcon, Megaphone, PlayCircle } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/ExternalLink";
import { PageIntro } from "~/components/PageIntro";
import { YouTubeFacade } from "~/components/YouTubeFacade";
import { announcements } from "~/lib/announcements.server";
import { formatDate } from "~/lib/format";
import { publicPage } from "~/lib/http-cache";
import { mediaItems } from "~/lib/media.server";
import { pageMeta } from "~/lib/meta";
import { notifications } from "~/lib/notifications.server";
import { safeRead } from "~/lib/safe-read.server";
import type { Route } from "./+types/notifications";

/** The same for every visitor: the page cache may keep it (issue 19 item 1). */
export const headers = publicPage();

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Notice board",
    "Latest notifications, announcements and videos from Vidhyashram and Vidhyapeeth.",
  );

/** The notice board (spec 2.2): every notification, announcement and video of both schools. */
export async function loader() {
  const [notices, news, media] = await Promise.all([
    safeRead("notifications", () => notifications.list(), []),
    safeRead("announcements", () => announcements.list(), []),
    safeRead("media library", () => mediaItems.list(), []),
  ]);
  return { notices, news, media };
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

export default function NoticeBoard({ loaderData }: Route.ComponentProps) {
  const { notices, news, media } = loaderData;
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title="Notice board"
        intro="Notifications, announcements and videos from both schools, newest first."
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-3">
        <Card title="Notifications" icon={<Bell aria-hidden className="size-5" />}>
          {notices.length === 0 ? (
            empty("No notifications available.")
          ) : (
            <ul className="divide-y divide-slate-100">
              {notices.map((n) => (
                <li key={n.id} className="py-3 first:pt-0 last:pb-0">
                  <strong className="font-semibold text-slate-900">{n.title}</strong>
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
                <li key={a.id} className="py-3 first:pt-0 last:pb-0">
                  <h3 className="font-semibold text-slate-900">{a.title}</h3>
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
