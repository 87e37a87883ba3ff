import { albumSchema, announcementSchema, mediaItemSchema, notificationSchema } from "~/lib/forms/schemas";
import { albums } from "~/lib/gallery/albums.server";
import { announcements } from "~/lib/published/announcements.server";
import { notifications } from "~/lib/published/notifications.server";
import {
  formatIndiaInstant,
  instantToIndiaLocal,
  type Scheduled,
  scheduleState,
} from "~/lib/published/schedule";
import { mediaItems } from "~/lib/published/videos.server";
import { youTubeWatchUrl } from "~/lib/published/youtube";
import { formatDate } from "~/lib/site/format";
import type { AdminEntity } from "./content-admin.server";

/** The schedule fields of a notice, an announcement or a video, after its own (architecture ruling 22). */
const SCHEDULE_FIELDS = ["publish_at", "expire_at", "pinned"] as const;

/** A row's schedule as form values: the instants in India's clock, the pin as a ticked box. */
function scheduleValues(row: Scheduled & { pinned: number }) {
  return {
    publish_at: instantToIndiaLocal(row.publish_at),
    expire_at: instantToIndiaLocal(row.expire_at),
    pinned: Number(row.pinned) === 1 ? "on" : "",
  };
}

/**
 * What the list says of a row's schedule: "Scheduled for 28 Nov 2026, 9:00 am", "Expired 1 Dec 2026,
 * 6:00 pm" (in the archive), "until …" while live, and "Pinned".
 */
export function scheduleNote(row: Scheduled & { pinned: number }, at: Date = new Date()): string {
  const state = scheduleState(row, at);
  const parts: string[] = [];
  if (state === "scheduled" && row.publish_at)
    parts.push(`Scheduled for ${formatIndiaInstant(row.publish_at)}`);
  else if (state === "expired" && row.expire_at)
    parts.push(`Expired ${formatIndiaInstant(row.expire_at)} (archive)`);
  else if (row.expire_at) parts.push(`Shown until ${formatIndiaInstant(row.expire_at)}`);
  if (Number(row.pinned) === 1) parts.push("Pinned");
  return parts.join(" · ");
}

/** `parts` that are not empty, joined as a list line. */
const line = (...parts: string[]) => parts.filter(Boolean).join(" · ");

/** The four admin tabs' tables, with their validation and how rows become form values and list lines. */

export const notificationAdmin: AdminEntity<"notifications"> = {
  store: notifications,
  schema: notificationSchema,
  fields: ["title", "description", "date", "audience", ...SCHEDULE_FIELDS, "document_id"],
  noun: "notification",
  circular: true,
  toValues: (r) => ({
    title: r.title,
    description: r.description,
    date: r.date,
    audience: r.audience,
    ...scheduleValues(r),
    document_id: r.document_id ? String(r.document_id) : "",
  }),
  toListRow: (r) => ({
    id: r.id,
    title: r.title,
    detail: line(formatDate(r.date), r.document_id ? "with circular" : ""),
    note: scheduleNote(r),
    audience: r.audience,
  }),
};

export const announcementAdmin: AdminEntity<"announcements"> = {
  store: announcements,
  schema: announcementSchema,
  fields: ["title", "description", "link", "date", "audience", ...SCHEDULE_FIELDS, "document_id"],
  noun: "announcement",
  circular: true,
  toValues: (r) => ({
    title: r.title,
    description: r.description,
    link: r.link ?? "",
    date: r.date,
    audience: r.audience,
    ...scheduleValues(r),
    document_id: r.document_id ? String(r.document_id) : "",
  }),
  toListRow: (r) => ({
    id: r.id,
    title: r.title,
    detail: line(formatDate(r.date), r.link ? "with link" : "", r.document_id ? "with circular" : ""),
    note: scheduleNote(r),
    audience: r.audience,
  }),
};

export const mediaItemAdmin: AdminEntity<"media_library"> = {
  store: mediaItems,
  schema: mediaItemSchema,
  fields: ["title", "youtube_id", "audience", ...SCHEDULE_FIELDS],
  noun: "video",
  toValues: (r) => ({
    title: r.title,
    youtube_id: youTubeWatchUrl(r.youtube_id),
    audience: r.audience,
    ...scheduleValues(r),
  }),
  toListRow: (r) => ({
    id: r.id,
    title: r.title,
    detail: `YouTube ${r.youtube_id}`,
    note: scheduleNote(r),
    audience: r.audience,
  }),
};

export const albumAdmin: AdminEntity<"albums"> = {
  store: albums,
  schema: albumSchema,
  fields: ["title", "link", "thumbnail", "audience"],
  noun: "album",
  toValues: (r) => ({ title: r.title, link: r.link, thumbnail: r.thumbnail ?? "", audience: r.audience }),
  toListRow: (r) => ({ id: r.id, title: r.title, detail: r.link, audience: r.audience }),
};
