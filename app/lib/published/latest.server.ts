import { tamilValuesOf } from "~content/bilingual";
import type { SchoolSlug } from "~content/site";
import { safeRead } from "../platform/safe-read.server";
import { announcements } from "./announcements.server";
import { notifications } from "./notifications.server";

/**
 * The newest notices and announcements for a page: a school's own and the group's (architecture ruling 6),
 * or everything when `school` is omitted. Each entry keeps its `audience`, so the page can say which
 * school it is for (architecture ruling 15). Failed reads give empty lists (spec 8).
 */
export async function latestNews(school?: SchoolSlug, limit = 5) {
  const [notices, news] = await Promise.all([
    safeRead("notifications", () => notifications.list({ school, limit }), []),
    safeRead("announcements", () => announcements.list({ school, limit }), []),
  ]);
  return {
    // Each keeps its Tamil beside its texts, for the Tamil pages (decision 0032).
    notices: notices.map(({ id, title, description, date, audience, ...rest }) => ({
      ...tamilValuesOf(rest),
      id,
      title,
      description,
      date,
      audience,
    })),
    news: news.map(({ id, title, description, date, link, audience, ...rest }) => ({
      ...tamilValuesOf(rest),
      id,
      title,
      description,
      date,
      link,
      audience,
    })),
  };
}
