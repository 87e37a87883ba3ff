import { Feed } from "feed";
import { type FeedName, feedPath } from "./feed-paths";
import type { NoticeView } from "./notices.server";

export type { FeedName };

/**
 * RSS 2.0 and Atom 1.0 of the notices (architecture ruling 22), made with the `feed` package: one feed
 * of both schools and one per school (its own notices and the group's). Addresses are absolute, on the
 * configured origin.
 */

/**
 * The feed of `notices` as XML text in `format`. `title` names the feed ("Vidhyashram notices"),
 * `origin` is the site's (`https://…`, no trailing slash), `name` which feed this is.
 */
export function noticeFeed({
  notices,
  format,
  title,
  description,
  origin,
  name,
}: {
  notices: readonly NoticeView[];
  format: "rss" | "atom";
  title: string;
  description: string;
  origin: string;
  name: FeedName;
}): string {
  const updated = notices.reduce<string | null>(
    (latest, notice) => (latest && latest > notice.updatedAt ? latest : notice.updatedAt),
    null,
  );
  const feed = new Feed({
    title,
    description,
    id: `${origin}${feedPath(name, "atom")}`,
    link: `${origin}/notifications${name === "all" ? "" : `?school=${name}`}`,
    language: "en-IN",
    copyright: title,
    updated: updated ? new Date(updated) : new Date(0),
    feedLinks: { rss: `${origin}${feedPath(name, "rss")}`, atom: `${origin}${feedPath(name, "atom")}` },
  });
  for (const notice of notices) {
    const url = `${origin}${notice.path}`;
    feed.addItem({
      title: notice.title,
      id: url,
      link: url,
      description: notice.description || notice.title,
      date: new Date(notice.publishAt ?? `${notice.date}T00:00:00+05:30`),
      ...(notice.circular
        ? {
            enclosure: {
              url: `${origin}${notice.circular.path}`,
              type: "application/pdf",
              length: notice.circular.size,
            },
          }
        : {}),
    });
  }
  return format === "rss" ? feed.rss2() : feed.atom1();
}
