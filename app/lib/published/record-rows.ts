import type { LinkAlbumRecord } from "~content/schemas/albums";
import type { AnnouncementRecord } from "~content/schemas/announcements";
import type { NoticeRecord } from "~content/schemas/notices";
import type { VideoRecord } from "~content/schemas/videos";
import type { PublishedInput, PublishedRow } from "./store.server";
import { youTubeWatchUrl } from "./youtube";

/**
 * The office's notices, announcements, videos and link albums between their form's schema
 * (content/schemas/ notices.ts, announcements.ts, videos.ts, albums.ts: what `describeValue` draws and
 * `readRecord` checks) and their table's row: blank optional fields are left out of a record and null (or "", 0) in a row; a pin is a
 * checkbox in the form and 0 or 1 in the table; a circular is chosen by its id as text.
 */

/** A value of a form: the record as stored, or as typed. */
export type FormRecord = Record<string, unknown>;

/** The schedule and the pin of a row as the form's value (the instants as stored: the editor shows them in India's time). */
function scheduleOf(row: {
  publish_at: string | null;
  expire_at: string | null;
  pinned: number;
}): FormRecord {
  return {
    publish_at: row.publish_at ?? undefined,
    expire_at: row.expire_at ?? undefined,
    pinned: Number(row.pinned) === 1,
  };
}

/** The schedule and the pin of a checked record as the table stores them. */
function scheduleRow(record: { publish_at?: string; expire_at?: string; pinned: boolean }) {
  return {
    publish_at: record.publish_at ?? null,
    expire_at: record.expire_at ?? null,
    pinned: record.pinned ? 1 : 0,
  };
}

/** A stored notice as its form's value. */
export function noticeRecord(row: PublishedRow<"notifications">): FormRecord {
  return {
    title: row.title,
    description: row.description || undefined,
    date: row.date,
    audience: row.audience,
    ...scheduleOf(row),
    document_id: row.document_id ? String(row.document_id) : undefined,
  };
}

/** A checked notice as the `notifications` table stores it. */
export function noticeRow(record: NoticeRecord): PublishedInput<"notifications"> {
  return {
    title: record.title,
    description: record.description ?? "",
    date: record.date,
    audience: record.audience,
    ...scheduleRow(record),
    document_id: record.document_id ? Number(record.document_id) : null,
  };
}

/** A stored announcement as its form's value. */
export function announcementRecord(row: PublishedRow<"announcements">): FormRecord {
  return {
    title: row.title,
    description: row.description || undefined,
    link: row.link ?? undefined,
    date: row.date,
    audience: row.audience,
    ...scheduleOf(row),
    document_id: row.document_id ? String(row.document_id) : undefined,
  };
}

/** A checked announcement as the `announcements` table stores it. */
export function announcementRow(record: AnnouncementRecord): PublishedInput<"announcements"> {
  return {
    title: record.title,
    description: record.description ?? "",
    link: record.link ?? null,
    date: record.date,
    audience: record.audience,
    ...scheduleRow(record),
    document_id: record.document_id ? Number(record.document_id) : null,
  };
}

/** A stored video as its form's value: its YouTube link, as the clerk pastes one. */
export function videoRecord(row: PublishedRow<"media_library">): FormRecord {
  return {
    title: row.title,
    youtube_id: youTubeWatchUrl(row.youtube_id),
    audience: row.audience,
    ...scheduleOf(row),
  };
}

/** A checked video as the `media_library` table stores it (the link's video id). */
export function videoRow(record: VideoRecord): PublishedInput<"media_library"> {
  return {
    title: record.title,
    youtube_id: record.youtube_id,
    audience: record.audience,
    ...scheduleRow(record),
  };
}

/** A stored link album as its form's value (no thumbnail: none, the placeholder picture is shown). */
export function linkAlbumRecord(row: PublishedRow<"albums">): FormRecord {
  return {
    title: row.title,
    link: row.link,
    thumbnail: row.thumbnail || undefined,
    audience: row.audience,
  };
}

/** A checked link album as the `albums` table stores it (its kind and status are the table's defaults: a published link album). */
export function linkAlbumRow(record: LinkAlbumRecord): PublishedInput<"albums"> {
  return {
    title: record.title,
    link: record.link,
    thumbnail: record.thumbnail ?? null,
    audience: record.audience,
  };
}
