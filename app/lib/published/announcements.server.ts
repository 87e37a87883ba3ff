import { announcementSchema } from "~content/schemas/announcements";
import { recordTable } from "./record-table.server";
import { publishedStore } from "./store.server";

/**
 * Announcements of the home marquee and the notice board (spec 2.1, 2.2): with an optional link. The
 * announcement's fields beyond these columns are kept in `fields` (decision 0029).
 */
export const announcements = publishedStore("announcements", {
  dated: true,
  scheduled: true,
  record: recordTable(announcementSchema, {
    title: "text",
    description: "text",
    link: "nullable",
    date: "text",
    audience: "text",
    publish_at: "nullable",
    expire_at: "nullable",
    pinned: "flag",
    document_id: "id",
  }),
});
export type Announcement = Awaited<ReturnType<typeof announcements.list>>[number];
