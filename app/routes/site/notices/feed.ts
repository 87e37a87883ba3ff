import { settingsFor } from "~/lib/content-store/settings.server";
import { env } from "~/lib/platform/env.server";
import { type FeedName, noticeFeed } from "~/lib/published/feeds.server";
import { listNotices } from "~/lib/published/notices.server";
import { languageOf, pathIn } from "~/lib/site/language";
import { notWritable } from "~/lib/site/sitemap.server";
import { feedWords } from "~content/words/feeds";
import type { Route } from "./+types/feed";

/** How many notices a feed carries: a feed reader keeps what it has read. */
const FEED_SIZE = 30;

/** How long a feed reader or a shared cache may keep a feed, in seconds: five minutes. */
const FEED_MAX_AGE = 300;

/**
 * `/notifications/<all|vidhyashram|vidhyapeeth>.<rss|atom>` (architecture ruling 22): the live notices
 * as a feed. A resource route (no HTML, not the page cache's): shareable for five minutes, the same for
 * everyone. 503 when the database cannot be read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const match = /\/notifications\/(all|vidhyashram|vidhyapeeth)\.(rss|atom)$/.exec(pathname);
  if (!match) return new Response("Not found", { status: 404 });
  const name = match[1] as FeedName;
  const format = match[2] as "rss" | "atom";
  try {
    const [notices, settings] = await Promise.all([
      listNotices({ school: name === "all" ? undefined : name, limit: FEED_SIZE }),
      settingsFor(context),
    ]);
    const who = name === "all" ? settings.site.groupName : settings.site.schools[name].name;
    // The Tamil twin (`/ta/notifications/…`) is in Tamil and links to the Tamil pages (decision 0030).
    const language = languageOf(pathname);
    const words = feedWords[language];
    const xml = noticeFeed({
      notices: notices.slice(0, FEED_SIZE),
      format,
      language,
      title: words.noticesTitle(who),
      description: words.noticesDescription(who),
      origin: env().siteOrigin,
      name,
      pageIn: (path) => pathIn(language, path),
    });
    return new Response(xml, {
      headers: {
        "Content-Type": `application/${format === "rss" ? "rss" : "atom"}+xml; charset=utf-8`,
        "Cache-Control": `public, max-age=${FEED_MAX_AGE}`,
      },
    });
  } catch (error) {
    console.error("Error fetching notices for a feed:", error instanceof Error ? error.message : error);
    return new Response("The notices cannot be read just now. Please try again in a minute.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
}

/** Writes are not taken here: 404 (see `notWritable`). */
export const action = notWritable;
