import { publishedStore } from "./store.server";

/** Announcements of the home marquee and the notice board (spec 2.1, 2.2): with an optional link. */
export const announcements = publishedStore("announcements", { dated: true, scheduled: true });
export type Announcement = Awaited<ReturnType<typeof announcements.list>>[number];
