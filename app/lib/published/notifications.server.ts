import { publishedStore } from "./store.server";

/** Notices of the notice board and the header ticker (spec 2.2, 3): title, description, date. */
export const notifications = publishedStore("notifications", { dated: true, scheduled: true });
export type Notification = Awaited<ReturnType<typeof notifications.list>>[number];
