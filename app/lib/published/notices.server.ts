import type { AnnouncementRecord } from "~content/schemas/announcements";
import type { NoticeRecord } from "~content/schemas/notices";
import type { Audience, DB } from "../platform/db.server";
import { db } from "../platform/db.server";
import { readTamilColumn } from "../platform/stored-json.server";
import { announcements } from "./announcements.server";
import { notifications } from "./notifications.server";
import { type NoticeKind, noticePath } from "./paths";
import { type ScheduleState, scheduleState } from "./schedule";

/**
 * Notices as pages, feeds and an archive (architecture ruling 22): notifications and announcements
 * read as one kind of thing, each with its own address (`noticePath`) and, when it has one, its
 * circular (a document of the Documents library).
 */

/** A notice's circular as its page shows it: the document's address, title and size in bytes. */
export interface Circular {
  path: string;
  title: string;
  size: number;
}

/**
 * A notification or an announcement, as the notice pages, the feeds and the archive show it: these
 * parts, and whatever else its schema (content/schemas/notices.ts, announcements.ts) holds beside them
 * (decision 0029), for its page to show.
 */
export type NoticeView = NoticeParts &
  Partial<Omit<NoticeRecord, keyof NoticeRow | "file">> &
  Partial<Omit<AnnouncementRecord, keyof NoticeRow | "file">>;

/** What every notice has, whatever its kind. */
interface NoticeParts {
  kind: NoticeKind;
  id: number;
  title: string;
  description: string;
  /** `YYYY-MM-DD`, the notice's own date. */
  date: string;
  audience: Audience;
  /** An announcement's "View More" link, else null. */
  link: string | null;
  pinned: boolean;
  /** ISO-8601 UTC instants, or null. */
  publishAt: string | null;
  expireAt: string | null;
  /** When it was last changed (ISO-8601 UTC): the feeds' `updated`. */
  updatedAt: string;
  /** `/notices/<id>-<slug>`. */
  path: string;
  circular: Circular | null;
}

type NoticeRow = {
  id: number;
  title: string;
  description: string;
  date: string;
  audience: Audience;
  link?: string | null;
  pinned: number;
  publish_at: string | null;
  expire_at: string | null;
  updated_at: string;
  document_id: number | null;
};

/** The circulars of `ids`, by id (one query); a deleted document is simply missing. */
async function circularsOf(ids: readonly (number | null)[], database: DB): Promise<Map<number, Circular>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await database
    .selectFrom("documents")
    .select(["id", "path", "title", "size", "tamil"])
    .where("id", "in", wanted)
    .execute();
  // The title's Tamil goes with it, for /ta to show (decision 0032).
  return new Map(
    rows.map((row) => [
      row.id,
      { path: row.path, title: row.title, size: Number(row.size), ...readTamilColumn(row.tamil) },
    ]),
  );
}

function view(kind: NoticeKind, row: NoticeRow, circulars: Map<number, Circular>): NoticeView {
  const store = kind === "announcement" ? announcements : notifications;
  return {
    ...store.extrasOf(row as never),
    kind,
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    audience: row.audience,
    link: row.link ?? null,
    pinned: Number(row.pinned) === 1,
    publishAt: row.publish_at,
    expireAt: row.expire_at,
    updatedAt: row.updated_at,
    path: noticePath(kind, row.id, row.title),
    circular: row.document_id === null ? null : (circulars.get(row.document_id) ?? null),
  };
}

/**
 * The notice `kind` `id` with its circular and where its schedule stands at `at`, or undefined when
 * there is none. A scheduled notice is returned too (its state says so): the caller decides who may
 * see it. Throws the driver's error when the database cannot be read.
 */
export async function findNotice(
  kind: NoticeKind,
  id: number,
  { at = new Date(), database = db() }: { at?: Date; database?: DB } = {},
): Promise<(NoticeView & { state: ScheduleState }) | undefined> {
  const store = kind === "announcement" ? announcements : notifications;
  const row = (await store.get(id, database)) as NoticeRow | undefined;
  if (!row) return undefined;
  const circulars = await circularsOf([row.document_id], database);
  return { ...view(kind, row, circulars), state: scheduleState(row, at) };
}

/** Which notices to read: one school's and the group's (or all), live or expired at `at`, a date range. */
export interface NoticeQuery {
  school?: Exclude<Audience, "group">;
  state?: "live" | "expired";
  at?: Date;
  /** `YYYY-MM-DD` bounds of the notices' dates, inclusive. */
  from?: string;
  to?: string;
  /** At most this many of each kind. */
  limit?: number;
}

/**
 * Notifications and announcements together, newest date first (then the newest changed), each with
 * its circular: the feeds read the live ones, the archive the expired ones of a month. Throws the
 * driver's error when the database cannot be read.
 */
export async function listNotices(query: NoticeQuery = {}, database: DB = db()): Promise<NoticeView[]> {
  const filter = {
    school: query.school,
    state: query.state ?? "live",
    at: query.at,
    from: query.from,
    to: query.to,
    limit: query.limit,
  } as const;
  const [notices, news] = await Promise.all([
    notifications.list(filter, database),
    announcements.list(filter, database),
  ]);
  const circulars = await circularsOf(
    [...notices, ...news].map((row) => row.document_id),
    database,
  );
  return [
    ...notices.map((row) => view("notification", row, circulars)),
    ...news.map((row) => view("announcement", row, circulars)),
  ].sort((a, b) => b.date.localeCompare(a.date) || b.updatedAt.localeCompare(a.updatedAt));
}

/**
 * The months (`YYYY-MM`, newest first) in which notices of `school` (and the group) that have expired
 * by `at` were dated: the archive's month list. Throws the driver's error when the database cannot be
 * read.
 */
export async function archiveMonths(
  { school, at = new Date() }: { school?: Exclude<Audience, "group">; at?: Date } = {},
  database: DB = db(),
): Promise<string[]> {
  const months = new Set<string>();
  for (const table of ["notifications", "announcements"] as const) {
    let query = database
      .selectFrom(table)
      .select("date")
      .distinct()
      .where("expire_at", "is not", null)
      .where("expire_at", "<=", at.toISOString());
    if (school) query = query.where("audience", "in", ["group", school]);
    for (const row of await query.execute()) months.add(row.date.slice(0, 7));
  }
  return [...months].sort().reverse();
}
