import { albumSchema, announcementSchema, mediaItemSchema, notificationSchema } from "~/lib/forms/schemas";
import { albums } from "~/lib/gallery/albums.server";
import { announcements } from "~/lib/published/announcements.server";
import { notifications } from "~/lib/published/notifications.server";
import { mediaItems } from "~/lib/published/videos.server";
import { youTubeWatchUrl } from "~/lib/published/youtube";
import { formatDate } from "~/lib/site/format";
import type { AdminEntity } from "./content-admin.server";

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
