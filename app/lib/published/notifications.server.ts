import { noticeSchema } from "~content/schemas/notices";
import { recordTable } from "./record-table.server";
import { publishedStore } from "./store.server";

/**
 * Notices of the notice board and the header ticker (spec 2.2, 3): title, description, date. The
 * columns are what the lists, schedules and search read; the notice's other fields are kept in
 * `fields` (decision 0029).
 */
export const notifications = publishedStore("notifications", {
  dated: true,
  scheduled: true,
  record: recordTable(noticeSchema, {
    title: "text",
    description: "text",
    date: "text",
    audience: "text",
    publish_at: "nullable",
    expire_at: "nullable",
    pinned: "flag",
    document_id: "id",
  }),
});
export type Notification = Awaited<ReturnType<typeof notifications.list>>[number];
