import { readPageListing } from "~/lib/content-store/page-store.server";
import { listEvents } from "~/lib/events/events.server";
import { listGalleryAlbums } from "~/lib/gallery/albums.server";
import { safeRead } from "~/lib/platform/safe-read.server";
import { listNotices } from "~/lib/published/notices.server";
import { eventPath } from "~/lib/published/paths";
import { crawlerFile, listedPaths, notWritable, originOf, sitemapXml } from "~/lib/site/sitemap.server";
import type { Route } from "./+types/sitemap";

/**
 * `/sitemap.xml`: every public page of the route table, so that a new page is listed the day
 * it is added (`publicPaths`: never the admin area, sign-in, redirects, error pages or files such as
 * this one), less the pages the office hid or deleted, with the pages it added (`listedPaths`). The
 * table is the server build's, read when asked for, in development as in production. The page cache
 * keeps it until published content changes (the page version), so a hidden page leaves it at once.
 * The notices that are up now have pages of their own (architecture ruling 22): they are listed too, and
 * leave the sitemap when they expire (the page cache's copy ends then). So are the live events, and the
 * published photo albums.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { routes } = await import("virtual:react-router/server-build");
  const notices = await safeRead("notices for the sitemap", () => listNotices(), []);
  const events = await safeRead("events for the sitemap", () => listEvents({ liveAt: new Date() }), []);
  const albums = await safeRead("albums for the sitemap", () => listGalleryAlbums(), []);
  const paths = [
    ...listedPaths(routes, await readPageListing()),
    ...notices.map((notice) => notice.path),
    ...events.map((event) => eventPath(event.id, event.title)),
    // The published photo albums' pages (a link album is another site's).
    ...albums.flatMap((album) => (album.kind === "photo" ? [album.path] : [])),
  ];
  return crawlerFile(request, sitemapXml(originOf(), paths), "application/xml");
}

/** Writes are not taken here: 404 (see `notWritable`). */
export const action = notWritable;
