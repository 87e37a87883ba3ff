import type { AdminEntity } from "./admin-content.server";
import { albums } from "./albums.server";
import { announcements } from "./announcements.server";
import { formatDate } from "./format";
import { mediaItems } from "./media.server";
import { notifications } from "./notifications.server";
import { albumSchema, announcementSchema, mediaItemSchema, notificationSchema } from "./schemas";
import { youTubeWatchUrl } from "./youtube";

/** The four admin tabs' tables, with their validation and how rows become form values and list lines. */

export const notificationAdmin: AdminEntity<"notifications"> = {
  store: notifications,
  schema: notificationSchema,
  fields: ["title", "description", "date", "audience"],
  noun: "notification",
  toValues: (r) => ({ title: r.title, description: r.description, date: r.date, audience: r.audience }),
  toListRow: (r) => ({ id: r.id, title: r.title, detail: formatDate(r.date), audience: r.audience }),
};

export const announcementAdmin: AdminEntity<"announcements"> = {
  store: announcements,
  schema: announcementSchema,
  fields: ["title", "description", "link", "date", "audience"],
  noun: "announcement",
  toValues: (r) => ({
    title: r.title,
    description: r.description,
    link: r.link ?? "",
    date: r.date,
    audience: r.audience,
  }),
  toListRow: (r) => ({
    id: r.id,
    title: r.title,
    detail: r.link ? `${formatDate(r.date)} · with link` : formatDate(r.date),
    audience: r.audience,
  }),
};

export const mediaItemAdmin: AdminEntity<"media_library"> = {
  store: mediaItems,
  schema: mediaItemSchema,
  fields: ["title", "youtube_id", "audience"],
  noun: "video",
  toValues: (r) => ({ title: r.title, youtube_id: youTubeWatchUrl(r.youtube_id), audience: r.audience }),
  toListRow: (r) => ({ id: r.id, title: r.title, detail: `YouTube ${r.youtube_id}`, audience: r.audience }),
};

export const albumAdmin: AdminEntity<"albums"> = {
  store: albums,
  schema: albumSchema,
  fields: ["title", "link", "thumbnail", "audience"],
  noun: "album",
  toValues: (r) => ({ title: r.title, link: r.link, thumbnail: r.thumbnail ?? "", audience: r.audience }),
  toListRow: (r) => ({ id: r.id, title: r.title, detail: r.link, audience: r.audience }),
};
