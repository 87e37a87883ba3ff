import { albums, linkAlbumPublishing } from "~/lib/gallery/albums.server";
import { formatDate } from "~/lib/platform/dates";
import { announcements } from "~/lib/published/announcements.server";
import { notifications } from "~/lib/published/notifications.server";
import { formatIndiaInstant, type Scheduled, scheduleState } from "~/lib/published/schedule";
import { mediaItems } from "~/lib/published/videos.server";
import { youTubeWatchUrl } from "~/lib/published/youtube";
import {
  ALBUM_CONSENT_MISSING,
  ALBUM_CONSENT_NEEDED,
  type LinkAlbumRecord,
  linkAlbumFormSchema,
} from "~content/schemas/albums";
import { type AdminEntity, recordFormOf } from "./content-admin.server";

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

/**
 * The four admin tabs' tables, with their forms (the record's content schema and its row mapping) and
 * how rows become list lines.
 */

export const notificationAdmin: AdminEntity<"notifications"> = {
  store: notifications,
  record: recordFormOf(notifications),
  noun: "notification",
  circular: true,
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
  record: recordFormOf(announcements),
  noun: "announcement",
  circular: true,
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
  record: {
    ...recordFormOf(mediaItems),
    // The form shows a video's link, as the clerk pastes one; the table keeps its id.
    fromRow: (row) => ({ ...mediaItems.recordOf(row), youtube_id: youTubeWatchUrl(row.youtube_id) }),
  },
  noun: "video",
  toListRow: (r) => ({
    id: r.id,
    title: r.title,
    detail: `YouTube ${r.youtube_id}`,
    note: scheduleNote(r),
    audience: r.audience,
  }),
};

/**
 * The link albums of the Photo albums screen (a photo album has its own forms: app/routes/admin/albums/).
 * Their dialog carries the photo albums' parents' consent box (not stored with the record): adding
 * publishes, so it needs the box, and the row records who ticked it and when (`linkAlbumPublishing`).
 */
export const albumAdmin: AdminEntity<"albums"> = {
  store: albums,
  record: {
    schema: linkAlbumFormSchema,
    fromRow: albums.recordOf,
    toRow: ({ consent: _box, ...record }) => albums.rowOf(record as LinkAlbumRecord),
  },
  noun: "album",
  toListRow: (r) => ({ id: r.id, title: r.title, detail: r.link, audience: r.audience }),
  admit: ({ record, existing, user, at }) => {
    const next = {
      link: String(record.link ?? ""),
      thumbnail: (record.thumbnail as string | undefined) ?? null,
    };
    const outcome = linkAlbumPublishing(
      record.consent === true,
      { userId: user.id, username: user.username },
      next,
      existing,
      at,
    );
    return outcome.ok
      ? outcome
      : { ok: false, errors: { consent: ALBUM_CONSENT_MISSING }, formError: ALBUM_CONSENT_NEEDED };
  },
};
