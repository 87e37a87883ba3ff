import { videoSchema } from "~content/schemas/videos";
import { recordTable } from "./record-table.server";
import { publishedStore } from "./store.server";

/**
 * The media library (spec 3 `media_library`): titled YouTube videos, stored by video id. The video's
 * fields beyond these columns are kept in `fields` (decision 0029).
 */
export const mediaItems = publishedStore("media_library", {
  dated: false,
  scheduled: true,
  record: recordTable(videoSchema, {
    title: "text",
    youtube_id: "text",
    audience: "text",
    publish_at: "nullable",
    expire_at: "nullable",
    pinned: "flag",
  }),
});
export type MediaItem = Awaited<ReturnType<typeof mediaItems.list>>[number];
