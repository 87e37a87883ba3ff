import { accessSync, constants, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { type ColumnType, type Generated, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import pg from "pg";
import { migrations } from "~db/migrations";
import { env } from "./env.server";

/** Who a notice, announcement, video or album is for (architecture ruling 6). */
export type Audience = "group" | "vidhyashram" | "vidhyapeeth";

/** Timestamps are ISO-8601 UTC text we produce ourselves, so both dialects store the same thing. */
interface Timestamps {
  created_at: string;
  updated_at: string;
}

/**
 * Migration 0024 (decision 0029): the record's fields that are not columns of their own, as JSON —
 * text as SQLite gives it, parsed as PostgreSQL does; written as JSON text (`recordTable`).
 */
type RecordFields = ColumnType<unknown, string | undefined, string>;

/**
 * Migration 0026 (decision 0032): the Tamil values of a record kept as columns (people, documents,
 * pictures, photos), `{ "post@ta": { "text", "for" } }` as JSON — read and written as `RecordFields`.
 */
type TamilValues = ColumnType<unknown, string | undefined, string>;

export interface NotificationTable extends Timestamps {
  id: Generated<number>;
  title: string;
  description: string;
  /** Calendar date, `YYYY-MM-DD`. */
  date: string;
  audience: Audience;
  /** Migration 0021: ISO-8601 UTC; before it only staff see the entry (null: at once). */
  publish_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0021: ISO-8601 UTC; after it the entry is in the archive only (null: never). */
  expire_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0021: 1 puts it first in its lists. */
  pinned: ColumnType<number, number | undefined, number>;
  /** Migration 0021: the circular, a `documents` id, or null. */
  document_id: ColumnType<number | null, number | null | undefined, number | null>;
  fields: RecordFields;
}

export interface AnnouncementTable extends Timestamps {
  id: Generated<number>;
  title: string;
  description: string;
  link: string | null;
  date: string;
  audience: Audience;
  /** Migration 0021: ISO-8601 UTC; before it only staff see the entry (null: at once). */
  publish_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0021: ISO-8601 UTC; after it the entry is in the archive only (null: never). */
  expire_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0021: 1 puts it first in its lists. */
  pinned: ColumnType<number, number | undefined, number>;
  /** Migration 0021: the circular, a `documents` id, or null. */
  document_id: ColumnType<number | null, number | null | undefined, number | null>;
  fields: RecordFields;
}

export interface MediaItemTable extends Timestamps {
  id: Generated<number>;
  title: string;
  /** The 11-character YouTube video id (architecture ruling 4), not the pasted URL. */
  youtube_id: string;
  audience: Audience;
  /** Migration 0021: ISO-8601 UTC; before it only staff see the entry (null: at once). */
  publish_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0021: ISO-8601 UTC; after it the entry is in the archive only (null: never). */
  expire_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0021: 1 puts it first in its lists. */
  pinned: ColumnType<number, number | undefined, number>;
  fields: RecordFields;
}

/** An urgent one-line alert at the top of every public page of its audience (migration 0021). */
export interface AlertTable extends Timestamps {
  id: Generated<number>;
  message: string;
  /** A site path or an http(s) URL, or null. */
  link: string | null;
  audience: Audience;
  /** ISO-8601 UTC: the alert goes at this instant. */
  expires_at: string;
  /** ISO-8601 UTC when the office ended it early, else null. */
  ended_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** users.id (no foreign key: the row outlives the account). */
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  fields: RecordFields;
}

/** What kind of day an event is (migration 0021); `content/events.ts` has the words. */
export type EventCategory = "exam" | "holiday" | "pta" | "celebration" | "other";

/** An event of the academic calendar (migration 0021). Days and times are India's (IST). */
export interface EventTable extends Timestamps {
  id: Generated<number>;
  title: string;
  /** `YYYY-MM-DD`. */
  start_date: string;
  /** `HH:MM`, or null for an all-day event. */
  start_time: ColumnType<string | null, string | null | undefined, string | null>;
  /** `YYYY-MM-DD`, the last day (inclusive). */
  end_date: string;
  end_time: ColumnType<string | null, string | null | undefined, string | null>;
  all_day: ColumnType<number, number | undefined, number>;
  place: ColumnType<string, string | undefined, string>;
  category: ColumnType<EventCategory, EventCategory | undefined, EventCategory>;
  description: ColumnType<string, string | undefined, string>;
  document_id: ColumnType<number | null, number | null | undefined, number | null>;
  audience: Audience;
  publish_at: ColumnType<string | null, string | null | undefined, string | null>;
  expire_at: ColumnType<string | null, string | null | undefined, string | null>;
  fields: RecordFields;
}

/** A link album points to photos kept elsewhere (spec 3); a photo album holds uploaded photos. */
export type AlbumKind = "link" | "photo";
export type AlbumStatus = "draft" | "published";

export interface AlbumTable extends Timestamps {
  id: Generated<number>;
  title: string;
  /** The outside album's URL; "" for a photo album. */
  link: string;
  /** Absolute http(s) URL, or null for the local placeholder image (link albums). */
  thumbnail: string | null;
  audience: Audience;
  kind: ColumnType<AlbumKind, AlbumKind | undefined, AlbumKind>;
  /** Link albums are always published; a photo album starts as a draft. */
  status: ColumnType<AlbumStatus, AlbumStatus | undefined, AlbumStatus>;
  /** `YYYY-MM-DD` of the event (photo albums); null for link albums. */
  date: string | null;
  description: ColumnType<string, string | undefined, string>;
  /** The photo shown on the gallery page; null: the first photo. */
  cover_photo_id: number | null;
  fields: RecordFields;
  /**
   * Who confirmed, on Publish, that the school holds the parents' written consent to publish the
   * photos (DPDP Act 2023 s.9(1)), and when (ISO-8601 UTC); null when not recorded (migration 0028).
   */
  consent_user_id: Generated<number | null>;
  consent_username: Generated<string | null>;
  consent_at: Generated<string | null>;
}

/** One uploaded photo of a photo album; its image files are in the upload storage under `file_key`. */
export interface PhotoTable {
  id: Generated<number>;
  album_id: number;
  /** Server-chosen storage key prefix, e.g. `photos/3f9c…`; the variants add `-640.webp` and so on. */
  file_key: string;
  /** Size of the largest stored variant (orientation applied). */
  width: number;
  height: number;
  /** Alternative text, required before the album is published. */
  alt: string;
  /** Order within the album, ascending. */
  position: number;
  created_at: string;
  /** The description's Tamil (migration 0026). */
  tamil: TamilValues;
}

export interface UserTable extends Timestamps {
  id: Generated<number>;
  username: string;
  /** argon2id PHC string; never the password itself (architecture ruling 3). */
  password_hash: string;
  /** 1 when the password was generated and must be changed at the next sign-in. */
  must_change_password: number;
  /** `admin`: everything; `editor`: content only. Existing users became admins. */
  role: ColumnType<Role, Role | undefined, Role>;
  /** An editor's audience; null: every audience. Ignored for admins. */
  scope: ColumnType<Audience | null, Audience | null | undefined, Audience | null>;
  /** 1: the account may not sign in (kept for its audit history). */
  disabled: ColumnType<number, number | undefined, number>;
}

export type Role = "admin" | "editor";

/** One admin change or sign-in: who, what, when, from where. */
export interface AuditLogTable {
  id: Generated<number>;
  /** ISO-8601 UTC. */
  at: string;
  /** Null for a failed sign-in; then `username` is the account's, or `NO_SUCH_ACCOUNT` (never the typed text). */
  user_id: number | null;
  /** The username at the time (kept when the account is deleted). */
  username: string;
  /** create, update, delete, status, sign-in, sign-in-failed, password-change, … */
  action: string;
  /** The table or thing changed: notifications, users, session, … */
  entity: string;
  entity_id: number | null;
  summary: string;
  /** The client's address as the server saw it; goes with the row when the log is pruned. */
  address: string | null;
}

export interface SessionTable {
  /** SHA-256 (hex) of the random token in the cookie, so a leaked table does not leak sessions. */
  id: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  /** Absolute expiry, ISO-8601 UTC. */
  expires_at: string;
}

export type EnquirySchool = "vidhyashram" | "vidhyapeeth" | "not-sure";
export type EnquiryStatus = "new" | "contacted" | "closed";

export interface EnquiryTable {
  id: Generated<number>;
  /** What the parent quotes to the office, e.g. `ENQ-7KQ3XD`. */
  reference: string;
  student_name: string;
  parent_name: string;
  /** E.164, e.g. `+919876543210`. */
  phone: string;
  email: string | null;
  /** A class code from `content/admissions.ts`, e.g. `LKG`. */
  class_sought: string;
  school: EnquirySchool;
  message: string | null;
  status: EnquiryStatus;
  created_at: string;
  updated_at: string;
  /** The admissions year it is for, "2027-2028" (migration 0020); null on older enquiries. */
  admission_year: string | null;
  /** SHA-256 (hex) of the parent's private link's token; null once erased. */
  access_token_hash: string | null;
  /** When the office marked it as having become an admission (the retention job then keeps it). */
  kept_at: string | null;
  kept_by: string | null;
  /** When its personal fields were blanked, and why; null while it holds them. */
  erased_at: string | null;
  erased_reason: ErasureReason | null;
}

/** Why an enquiry was erased: withdrawn by the parent, erased by the office on request, or by the schedule. */
export type ErasureReason = "parent" | "office" | "retention";

/** The consent log (migration 0020): kept a year after the enquiry's erasure (DPDP Rules 2025, rule 8(3)). */
export interface EnquiryConsentTable {
  id: Generated<number>;
  enquiry_id: number;
  reference: string;
  /** ISO-8601 UTC. */
  given_at: string;
  /** The version of the privacy notice shown beside the form; its words are `notice_texts.version`'s. */
  notice_version: string;
  /** The words of the consent box the parent ticked. */
  statement: string;
  /** The client's address as the server saw it; blanked once older than the audit log keeps rows. */
  address: string | null;
  withdrawn_at: string | null;
}

/** The exact words of one privacy notice version, stored once with the first consent given under it. */
export interface NoticeTextTable {
  /** The version (`2026-11-29.3fa2c10b`), as `enquiry_consents.notice_version` records it. */
  version: string;
  /** The notice as JSON, `[items, sections]`: what the version's fingerprint is taken of. */
  words: string;
  /** ISO-8601 UTC. */
  stored_at: string;
}

/** One e-mail sent about an enquiry (migration 0020); `recipient` and `subject` are blanked on erasure. */
export interface EnquiryEmailTable {
  id: Generated<number>;
  enquiry_id: number;
  kind: "office" | "parent";
  recipient: string | null;
  subject: string | null;
  outcome: "sent" | "failed" | "skipped";
  error: string | null;
  at: string;
}

export interface EnquiryEventTable {
  id: Generated<number>;
  enquiry_id: number;
  status: EnquiryStatus;
  note: string | null;
  /** Who changed it. */
  username: string;
  created_at: string;
}

/**
 * One row (id 1): raised by a trigger on every table public pages read, in the transaction of the write
 * (migration 0014); the page cache compares it.
 */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** `/healthz`'s write probe (migration 0015): one row per server instance, its last probe's time. */
export interface HealthHeartbeatTable {
  instance: string;
  at: string;
}

export interface Database {
  notifications: NotificationTable;
  announcements: AnnouncementTable;
  media_library: MediaItemTable;
  alerts: AlertTable;
  events: EventTable;
  albums: AlbumTable;
  photos: PhotoTable;
  users: UserTable;
  sessions: SessionTable;
  enquiries: EnquiryTable;
  enquiry_events: EnquiryEventTable;
  enquiry_consents: EnquiryConsentTable;
  notice_texts: NoticeTextTable;
  enquiry_emails: EnquiryEmailTable;
  content_version: ContentVersionTable;
  health_heartbeat: HealthHeartbeatTable;
  legacy_imports: LegacyImportTable;
  audit_log: AuditLogTable;
  pages: PageTable;
  page_versions: PageVersionTable;
  people: PersonTable;
  site_images: SiteImageTable;
  documents: DocumentTable;
  document_files: DocumentFileTable;
  content_migrations: ContentMigrationTable;
  job_leases: JobLeaseTable;
  link_checks: LinkCheckTable;
  search_entries: SearchEntryTable;
  search_state: SearchStateTable;
  search_document_texts: SearchDocumentTextTable;
  barrier_reports: BarrierReportTable;
}

/** An accessibility barrier a visitor reported on `/accessibility` (migration 0030). */
export interface BarrierReportTable {
  id: Generated<number>;
  name: string | null;
  /** An e-mail address or a phone number, as typed; null when none was given. */
  contact: string | null;
  /** The page the barrier is on, as typed (an address or words); null when none was given. */
  page: string | null;
  description: string;
  /** The language of the page the report was sent from. */
  language: "en" | "ta";
  /** The office's e-mail about it. */
  mailed: "sent" | "skipped" | "failed";
  /** ISO-8601 UTC. */
  created_at: string;
}

/** Which server instance runs a periodic job, and until when (migration 0019, app/lib/platform/lease.server.ts). */
export interface JobLeaseTable {
  name: string;
  holder: string;
  /** ISO-8601 UTC; after it another instance may take the lease. */
  expires_at: string;
}

/** What a link check found (migration 0019): fine, fine after redirects, or one of the failures. */
export type LinkOutcome = "ok" | "broken" | "redirect" | "timeout" | "error" | "loop";

/** The last check of one link the site shows (migration 0019, app/lib/ops/link-check.server.ts). */
export interface LinkCheckTable {
  /** The link as the site writes it: a site path (`/documents/x.pdf`) or an absolute http(s) URL. */
  url: string;
  /** The last HTTP status received; null when nothing answered. */
  status: number | null;
  outcome: LinkOutcome;
  /** Where the redirects ended (a site path for the site's own); null without redirects. */
  final_url: string | null;
  redirects: number;
  /** Time the check took, in ms. */
  ms: number;
  /** ISO-8601 UTC. */
  checked_at: string;
  /** JSON text of `[{ path, title }]`: where the site shows the link. */
  found_on: string;
  /** Why it failed, in plain words; null when it did not. */
  error: string | null;
}

/**
 * A content migration already applied to this database (migration 0016): its id and when. The site
 * settings live in `pages` since migration 0016 (rows keyed `settings:<group>`).
 */
export interface ContentMigrationTable {
  id: string;
  /** ISO-8601 UTC. */
  applied_at: string;
}

/**
 * A document with a permanent URL (migration 0011): what the site links to at `path`,
 * and its current file (`file_key` null: the file shipped in `content/files`).
 */
export interface DocumentTable {
  id: Generated<number>;
  /** The permanent URL, `/documents/…/name.pdf`. */
  path: string;
  title: string;
  /** A key of `documentCategories` (content/schemas/documents.ts). */
  category: string;
  audience: Audience;
  /** `YYYY-MM-DD` or null. */
  valid_from: ColumnType<string | null, string | null | undefined, string | null>;
  valid_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** Storage key of the current file; null: the shipped file. */
  file_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The name the current file was uploaded under; null for the shipped file. */
  file_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** Size of the current file in bytes. */
  size: number;
  uploaded_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** users.id (no foreign key: the row outlives the account). */
  uploaded_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** SHA-256 of the shipped default last copied in; null for a document the office created. */
  default_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The office's last change; null while the row is the shipped default. */
  edited_at: ColumnType<string | null, string | null | undefined, string | null>;
  edited_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
  updated_at: string;
  /** Migration 0018: the day it was issued, `YYYY-MM-DD` or null. */
  issued_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when self-attested by the school's manager / principal, else 0 (migration 0018). */
  attested_by_manager: ColumnType<number, number | undefined, number>;
  attested_by_principal: ColumnType<number, number | undefined, number>;
  /** "yes", "no" (a scanned picture) or null (not checked), migration 0018. */
  text_layer: ColumnType<"yes" | "no" | null, "yes" | "no" | null | undefined, "yes" | "no" | null>;
  /** "Add a text layer": "queued", "running", "done", "failed" or null; `ocr_error` says why it failed. */
  ocr_state: ColumnType<OcrState | null, OcrState | null | undefined, OcrState | null>;
  ocr_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** The upload a text layer was added to (kept); null otherwise. */
  original_file_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The title's Tamil (migration 0026). */
  tamil: TamilValues;
}

/** Where "Add a text layer" stands for a document (migration 0018). */
export type OcrState = "queued" | "running" | "done" | "failed";

/** A file a document had before it was replaced (migration 0011). */
export interface DocumentFileTable {
  id: Generated<number>;
  document_id: number;
  file_key: string;
  file_name: string;
  size: number;
  uploaded_at: string | null;
  uploaded_by: number | null;
  replaced_at: string;
  replaced_by: number | null;
}

/**
 * One content page (migration 0008): the page the public sees as JSON (`jsonb` on
 * PostgreSQL, which pg hands back parsed; text on SQLite), and what start-up needs to keep it in step
 * with the default shipped in `content/`. Written as JSON text on both dialects.
 */
export interface PageTable {
  path: string;
  section: Audience;
  published: ColumnType<unknown, string, string>;
  draft: ColumnType<unknown, string | null | undefined, string | null>;
  /** SHA-256 (hex) of the canonical JSON of the shipped default last copied into `published`. */
  default_hash: string;
  /** The hash of a newer shipped default not applied because the office had edited the page. */
  newer_default_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** ISO-8601 UTC of the office's last change; null: the page is still the shipped default. */
  edited_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** users.id of who made that change (no foreign key: the row outlives the account). */
  edited_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: string;
  /** "shipped": a page of `content/` (or a sectioned page, a settings group); "office": added by the office (migration 0017). */
  origin: ColumnType<PageOrigin, PageOrigin | undefined, PageOrigin>;
  /** 1 while the page is kept from visitors (404, out of the sitemap), 0 otherwise. */
  hidden: ColumnType<number, number | undefined, number>;
  /** ISO-8601 UTC of the office's delete; the row stays for the old address's answer. */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where a deleted page's old address sends visitors (301); null: it answers 410 Gone. */
  redirect_to: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Where a row of `pages` comes from (migration 0017). */
export type PageOrigin = "shipped" | "office";

/**
 * One person the pages name (migration 0010): the fields of `content/schemas/people.ts`
 * (null for an absent optional one), and what start-up needs to keep a shipped person in step with
 * `content/people.ts` without overwriting the office's edits.
 */
export interface PersonTable {
  id: string;
  name: string;
  post: string;
  qualification: string | null;
  department: string | null;
  audience: Audience;
  photo: string | null;
  photo_alt: string | null;
  email: string | null;
  phone: string | null;
  /** 1: an invented sample record (architecture ruling 11). */
  sample: number;
  position: number;
  /** SHA-256 (hex) of the shipped default last copied in; null for a person the office added. */
  default_hash: string | null;
  edited_at: ColumnType<string | null, string | null | undefined, string | null>;
  edited_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** Set when the office deleted the person (kept so start-up does not bring them back). */
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: string;
  /** The Tamil of the text fields (migration 0026). */
  tamil: TamilValues;
}

/** One published version of a content page (migration 0009). */
export interface PageVersionTable {
  id: Generated<number>;
  path: string;
  /** 1, 2, 3… per page. */
  number: number;
  data: ColumnType<unknown, string, string>;
  /** ISO-8601 UTC. */
  published_at: string;
  /** users.id; null for the shipped default. */
  published_by: number | null;
  published_by_name: string | null;
  /** "Shipped default", "Restored version 2", or null. */
  note: string | null;
}

/** A picture the office uploaded for the site's pages (migration 0013). */
export interface SiteImageTable {
  id: Generated<number>;
  /** Storage key prefix, `pictures/3f9c…`; the variants add `-640.webp` and so on. */
  file_key: string;
  /** Size of the largest stored variant. */
  width: number;
  height: number;
  /** The default description, offered when the picture is placed on a page. */
  alt: string;
  /** The uploaded file's name (shown in the list only). */
  original_name: string;
  uploaded_at: string;
  /** users.id (no foreign key: the row outlives the account). */
  uploaded_by: number | null;
  uploaded_by_name: string | null;
  updated_at: string;
  /** The default description's Tamil (migration 0026). */
  tamil: TamilValues;
}

/** What `npm run import:legacy` brought over from the old site, so that a second run adds nothing. */
export interface LegacyImportTable {
  /** The old site's table: notifications, announcements, media_library, gallery or users. */
  source_table: string;
  /** The old row's id (for users without an id, the username). */
  source_key: string;
  /** Our table and the id of the row the old one became. */
  target_table: string;
  target_id: number;
  imported_at: string;
}

/** What site search finds (migration 0022, app/lib/search/): one row per page, notice, event or document. */
export interface SearchEntryTable {
  kind: "page" | "notice" | "event" | "document";
  /** What the row stands for in its table: a path, `notification:3`, `announcement:4`, `event:5`, `document:6`. */
  key: string;
  title: string;
  body: string;
  url: string;
  audience: Audience;
  /** The entry's schedule (ISO-8601 UTC or null), checked when searching. */
  publish_at: string | null;
  expire_at: string | null;
  /** `YYYY-MM-DD` shown beside the result, or null. */
  date: string | null;
}

/** The one row (id 1) saying which page version the search index was built from (migration 0022). */
export interface SearchStateTable {
  id: number;
  version: number;
  built_at: string | null;
  /** How long that build took, in ms. */
  build_ms: number | null;
}

/** The text pdftotext read from a document's current file, kept so a rebuild skips it (migration 0022). */
export interface SearchDocumentTextTable {
  document_id: number;
  /** The file read: its storage key, or `shipped:<path>` for the shipped file. */
  source: string;
  size: number;
  text: string;
  read_at: string;
  /**
   * "read": `text` is the PDF's; "unreadable": pdftotext was stopped at a limit, so the file is not read
   * again until it is replaced (migration 0023, app/lib/documents/unreadable.server.ts).
   */
  status: ColumnType<"read" | "unreadable", "read" | "unreadable" | undefined, "read" | "unreadable">;
}

export type DB = Kysely<Database>;

/** True for a `postgres://` or `postgresql://` URL; anything else is a SQLite file path. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export { isPostgres } from "~db/dialect";

let typeParsersSet = false;

/** The guarded SQLite connection under each Kysely instance opened on a file (for `sqliteOf`). */
const sqliteHandles = new WeakMap<DB, GuardedSqlite>();

/**
 * The better-sqlite3 connection under `db`, or undefined on PostgreSQL: for the one read that runs on
 * every request (the page version), where Kysely's query building and statement
 * preparation cost more than the read itself. It is the connection Kysely uses, so it sees what Kysely
 * committed. Each call checks the files first (`GuardedSqlite`): it throws `DatabaseFilesUnwritable`
 * while they are not writable, so take it anew for each use rather than keeping it.
 */
export function sqliteOf(db: DB): SQLite.Database | undefined {
  return sqliteHandles.get(db)?.connection();
}

/**
 * A handle on the SQLite connection under `db` that stays valid when the connection is replaced (see
 * `GuardedSqlite`), or undefined on PostgreSQL: for a library that keeps the connection it is given
 * (the sign-in throttle's `RateLimiterSQLite`).
 */
export function sqliteHandleOf(db: DB): SQLite.Database | undefined {
  return sqliteHandles.get(db)?.handle();
}

/**
 * Thrown instead of touching the database while its files are not writable (`GuardedSqlite`). Its
 * `code` is SQLite's own for a read-only database, so every caller treats it as it treats one: a read
 * shows the page's empty-list text, a save answers 503 with the form's message.
 */
export class DatabaseFilesUnwritable extends Error {
  readonly code = "SQLITE_READONLY";
  constructor(file: string) {
    super(`The database files are not writable (${file}); the database is not used until they are.`);
    this.name = "DatabaseFilesUnwritable";
  }
}

/**
 * A SQLite file that is never touched while its files are not writable (docs/decisions/0015). In WAL
 * mode SQLite maps the `-shm` file into memory and writes into it even to read (a reader records its
 * read mark there) and to close (the last connection checkpoints). When the files become unwritable
 * while the server runs (`chattr +i`, a read-only remount), the kernel answers the next write into a
 * clean page of that mapping with SIGBUS, which ends the process: no JavaScript can catch it, and
 * neither reading, closing nor reopening the connection avoids it (a second connection in the same
 * process shares the mapping). So before every use the database, its `-wal` and its `-shm` are
 * checked with `access(W_OK)` (three system calls, microseconds); while one is not writable every use
 * throws `DatabaseFilesUnwritable` and the connection is left alone, open. Public pages are then
 * answered from the page cache (server/page-cache.ts keeps answering at the last version it read) and
 * saves fail with their message. Once the files are writable again the same connection serves again.
 */
class GuardedSqlite {
  private readonly current: SQLite.Database;
  private suspended = false;
  /** `log`: where the two changes of state are reported (tests pass their own). */
  constructor(
    private readonly file: string,
    private readonly writable: (file: string) => boolean = filesWritable,
    private readonly log: (line: string) => void = (line) => console.error(line),
  ) {
    this.current = openReadWrite(file);
  }

  /** The connection, after checking the files; throws `DatabaseFilesUnwritable` while they are not writable. */
  connection(): SQLite.Database {
    if (this.writable(this.file)) {
      if (this.suspended) {
        this.suspended = false;
        this.log(`The database files are writable again: the site reads and saves again (${this.file}).`);
      }
      return this.current;
    }
    if (!this.suspended) {
      this.suspended = true;
      this.log(
        `The database files are not writable: cached pages are served, every other read and every save fails until they are (${this.file}; docs/operations.md).`,
      );
    }
    throw new DatabaseFilesUnwritable(this.file);
  }

  /**
   * What Kysely and the sign-in throttle hold: an object that behaves as the connection (every property
   * is looked up through `connection()`, so each use is checked). Closing it while the files are not
   * writable throws instead (the close's checkpoint would be the SIGBUS); the process's exit releases
   * the file, and the WAL keeps every committed write.
   */
  handle(): SQLite.Database {
    return new Proxy({} as SQLite.Database, {
      get: (_target, property) => {
        const connection = this.connection();
        if (property === "prepare") return (source: string) => prepareOn(connection, source);
        const value = Reflect.get(connection, property, connection);
        return typeof value === "function" ? value.bind(connection) : value;
      },
    });
  }
}

/**
 * `connection.prepare(source)`, except for a `rollback` when no transaction is open: SQLite rolls a
 * transaction back by itself when its commit fails for a full disk or an I/O error, and Kysely's
 * rollback afterwards would throw "cannot rollback - no transaction is active" in place of the real
 * error (`SQLITE_FULL`), which callers need to answer "try again" rather than fail as a bug.
 */
function prepareOn(connection: SQLite.Database, source: string): SQLite.Statement {
  if (!connection.inTransaction && /^\s*rollback\s*;?\s*$/i.test(source)) {
    return connection.prepare("select 0 where 0");
  }
  return connection.prepare(source);
}

/**
 * Whether the database file and its `-wal` and `-shm` files may be written by this process; a file
 * that does not exist (yet) counts as writable (SQLite creates it in the folder).
 */
function filesWritable(file: string): boolean {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      accessSync(path, constants.W_OK);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") return false;
    }
  }
  return true;
}

/** A read-write connection to `file` with the site's settings (WAL, durability, busy timeout). */
function openReadWrite(file: string): SQLite.Database {
  const sqlite = new SQLite(file);
  // Durability (architecture 4: "a killed server loses no committed write"). In WAL mode a commit
  // appends the transaction to the `-wal` file before it returns, so with `synchronous = NORMAL` a
  // `kill -9` of the server already loses nothing: the bytes are in the operating system's page cache
  // and the next open replays them. NORMAL skips the fsync at each commit, though, so a power cut or a
  // kernel crash could lose the last commits. We choose FULL: the WAL is fsynced at every commit, so a
  // write acknowledged to the admin also survives a power failure of the school's machine. It costs one
  // fsync per write (around a millisecond on an SSD); the site writes a few rows an hour and reads are
  // unaffected, so that is cheap. Checked by tests/e2e/crash.spec.ts (SIGKILL while posting).
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // An erased enquiry's words must leave the file too, not linger in freed pages (and in every backup
  // copied from them) until SQLite reuses them: zeroed as they are freed (decision 0020).
  sqlite.pragma("secure_delete = ON");
  // A write waits at most this long for a lock another process holds (a backup, a migration, a CLI
  // script): better-sqlite3 is synchronous, so the whole server waits with it (docs/operations.md, "SQLite and other processes"). Our own
  // transactions take milliseconds, so a short wait is enough; a longer lock makes the write fail fast
  // with the form's "could not be saved" message instead of freezing every visitor.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return sqlite;
}

/** The pg pool under each Kysely instance opened on PostgreSQL (for `pgPoolOf`). */
const pgPools = new WeakMap<DB, pg.Pool>();

/**
 * The pg pool under `db`, or undefined on SQLite: for rate-limiter-flexible's `RateLimiterPostgres`,
 * which keeps the sign-in throttle's counters and talks to a pool, not to Kysely.
 */
export function pgPoolOf(db: DB): pg.Pool | undefined {
  return pgPools.get(db);
}

/** How long a SQLite write waits for another process's lock, in ms. */
export const SQLITE_BUSY_TIMEOUT_MS = 250;

/**
 * Opens a database: PostgreSQL for a `postgres://` URL, otherwise a SQLite file (created with its
 * folder if missing, WAL journal so readers never wait for the writer). Does not migrate.
 * `options.filesWritable` replaces the check of the SQLite files' writability (tests; see `GuardedSqlite`).
 */
export function createDatabase(url: string, options: { filesWritable?: (file: string) => boolean } = {}): DB {
  if (isPostgresUrl(url)) {
    if (!typeParsersSet) {
      // Keep dates and timestamps as text on both dialects (architecture 8.2): date, timestamp, timestamptz.
      for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, (value: string) => value);
      typeParsersSet = true;
    }
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection that the server drops (PostgreSQL restarted, network cut) is reported here; without
    // a listener Node would end the process. The pool opens a new connection for the next query.
    pool.on("error", (error) => console.error("Database connection lost:", error.message));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pgPools.set(kysely, pool);
    return kysely;
  }
  const file = resolve(url.replace(/^file:(\/\/)?/, ""));
  mkdirSync(dirname(file), { recursive: true });
  const guarded = new GuardedSqlite(file, options.filesWritable);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: guarded.handle() }) });
  sqliteHandles.set(kysely, guarded);
  return kysely;
}

const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  },
};

/**
 * Applies every pending migration from `db/migrations`. Returns the names applied in this call (empty
 * when the schema was already current). Throws the migration's error if one fails.
 */
export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

let shared: DB | undefined;

/** The process-wide database, opened lazily from `DATABASE_URL`. */
export function db(): DB {
  shared ??= createDatabase(env().DATABASE_URL);
  return shared;
}

/** Closes the process-wide database (graceful shutdown, end of a test file). */
export async function closeDb(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.destroy();
}

/** Current time as ISO-8601 UTC text, the format of every `*_at` column. */
export function now(): string {
  return new Date().toISOString();
}
