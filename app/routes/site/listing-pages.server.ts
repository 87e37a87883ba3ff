import { ENQUIRY_RULE_PARTS } from "~/components/AdmissionInfo";
import type { EnquiryViewData } from "~/components/EnquiryView";
import type { GalleryViewData } from "~/components/GalleryView";
import type { NoticeBoardViewData } from "~/components/NoticeBoardView";
import type { VideosViewData } from "~/components/VideosView";
import { settingsFor } from "~/lib/content-store/settings.server";
import { listGalleryAlbums } from "~/lib/gallery/albums.server";
import { type DB, db } from "~/lib/platform/db.server";
import { safeRead } from "~/lib/platform/safe-read.server";
import { announcements } from "~/lib/published/announcements.server";
import { notifications } from "~/lib/published/notifications.server";
import { mediaItems } from "~/lib/published/videos.server";
import { admissionRulesFor } from "~/lib/site/admission-rules.server";
import { enquiryFees } from "~/lib/site/fees";
import { openRteWindows } from "~/lib/site/rte.server";
import { tamilValuesOf } from "~content/bilingual";
import type { ListingPage, NoticeBoard } from "~content/schemas/listing";
import type { SchoolSlug } from "~content/site";

/**
 * What the pages whose list is kept in a store of its own draw besides their words (the notice board,
 * the galleries, the media library, the enquiry form): the loads of `sectionLoads`
 * (`./sectioned-pages.server.ts`) for those pages, so that their public routes and the staff preview
 * draw the same list. The words come in as given (published or a draft), references unresolved. Never
 * throws for a failed read: each list is then empty and logged (`safeRead`, architecture ruling 5).
 */

/**
 * The notice board with `page` as its words: every notification, announcement and video of both schools
 * (with `school`, that school's and the group's only: the board's `?school=`), and the RTE pages whose
 * applications are open. `changesAt` is when an RTE window next opens or closes (ms), for the page cache.
 */
export async function loadNoticeBoard(
  page: NoticeBoard,
  { school, database = db() }: { school?: SchoolSlug; database?: DB },
): Promise<{ data: NoticeBoardViewData; changesAt?: number }> {
  const only = { school };
  const [notices, news, media, rte] = await Promise.all([
    safeRead("notifications", () => notifications.list(only, database), []),
    safeRead("announcements", () => announcements.list(only, database), []),
    safeRead("media library", () => mediaItems.list(only, database), []),
    // While a school's RTE application window is open, the board leads to its page (school filter
    // aside: RTE seats concern parents of both schools' entry classes).
    safeRead("RTE pages", () => openRteWindows(undefined, database), { open: [], changesAt: undefined }),
  ]);
  return { data: { page, school, notices, news, media, rte: rte.open }, changesAt: rte.changesAt };
}

/**
 * The gallery with `page` as its words: the published albums of `school` and the group's (architecture
 * ruling 6), or of every audience without one (`/gallery`).
 */
export async function loadGallery(
  page: ListingPage,
  { school, database = db() }: { school?: SchoolSlug; database?: DB },
): Promise<GalleryViewData> {
  const albums = await safeRead("gallery", () => listGalleryAlbums({ school }, database), []);
  return { page, albums };
}

/** The media library with `page` as its words: every published video of both schools. */
export async function loadVideos(page: ListingPage, database: DB = db()): Promise<VideosViewData> {
  const videos = await safeRead("media library", () => mediaItems.list({}, database), []);
  return {
    page,
    // Each keeps the Tamil of its title, for the Tamil page (decision 0032).
    videos: videos.map((v) => ({ ...tamilValuesOf(v), id: v.id, title: v.title, youtubeId: v.youtube_id })),
  };
}

/**
 * The admission enquiry page with `page` as its words: the admission rules and each school's fee totals
 * per class, of the request's settings (`context`: read once per request).
 */
export async function loadEnquiry(
  page: ListingPage,
  context: object,
  database?: DB,
): Promise<EnquiryViewData> {
  const [admissions, settings] = await Promise.all([
    admissionRulesFor(context, ENQUIRY_RULE_PARTS),
    settingsFor(context, database),
  ]);
  return { page, admissions, fees: enquiryFees(settings.fees) };
}
