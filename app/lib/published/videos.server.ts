import { publishedStore } from "./store.server";

/** The media library (spec 3 `media_library`): titled YouTube videos, stored by video id. */
export const mediaItems = publishedStore("media_library", { dated: false, scheduled: true });
export type MediaItem = Awaited<ReturnType<typeof mediaItems.list>>[number];
