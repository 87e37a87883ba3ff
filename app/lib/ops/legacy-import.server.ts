import { createHash } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { usernameSchema } from "~content/schemas/accounts";
import { linkAlbumSchema } from "~content/schemas/albums";
import { announcementSchema } from "~content/schemas/announcements";
import { noticeSchema } from "~content/schemas/notices";
import { videoSchema } from "~content/schemas/videos";
import { completeWebScheme, isWebUrl } from "~content/web-address";
import { createUser } from "../auth/users.server";
import { fieldErrors } from "../forms/schemas";
import { albums } from "../gallery/albums.server";
import { type DB, now } from "../platform/db.server";
import { announcements } from "../published/announcements.server";
import { notifications } from "../published/notifications.server";
import type { PublishedTable } from "../published/store.server";
import { mediaItems } from "../published/videos.server";

/**
 * Import from the old site. The old site kept its data in a hosted PostgreSQL, in
 * the tables of spec section 3: `notifications(id, title, description, date)`,
 * `announcements(id, title, description, link, date)`, `media_library(id, title, youtube_link)`,
 * `gallery(id, title, link, thumbnail)` and `users(username, password)` with the password in plain
 * text. The old forms checked nothing (spec 5), so any row may be incomplete or malformed.
 *
 * Each old row goes through the same validation as the admin forms (their content schemas in
 * content/schemas/) and is written with the content stores' own `create` (and `createUser`, which
 * hashes the password with argon2id; imported accounts must choose a new password at their first
 * sign-in). A row that cannot be made valid is skipped and reported with the reason; a row that can
 * be repaired (a link without `https://`, a broken thumbnail) is imported with a warning. Everything is for the whole group (`audience` =
 * `group`): the old site did not tell the schools apart.
 *
 * Idempotent: every imported row is recorded in `legacy_imports` (old table + old id) in the same
 * transaction as the row itself, and rows already recorded are left alone, so a second run adds
 * nothing, and a row that staff edited or deleted after the import is not brought back. An old user
 * whose username already exists here is left as it is (its password is not touched).
 */

export const LEGACY_TABLES = ["notifications", "announcements", "media_library", "gallery", "users"] as const;
export type LegacyTable = (typeof LEGACY_TABLES)[number];
type OldRow = Record<string, unknown>;

/** Where old rows come from; `null` when the old database has no such table. */
export interface LegacySource {
  rows(table: LegacyTable): Promise<OldRow[] | null>;
}

export interface LegacyTableReport {
  table: LegacyTable;
  /** Our table the rows go to. */
  target: PublishedTable | "users";
  /** The old database has no such table. */
  missing: boolean;
  /** Rows in the old table. */
  found: number;
  /** Rows written by this run (with `dryRun`: rows that would be written). */
  imported: number;
  /** Rows a previous run already imported. */
  alreadyImported: number;
  /** Users whose username already exists here (left untouched). */
  alreadyPresent: number;
  /** Rows that cannot be imported, with the reason. */
  skipped: { key: string; reason: string }[];
  /** Rows imported with a repair, and what was repaired. */
  warnings: { key: string; message: string }[];
}

export interface LegacyImportReport {
  dryRun: boolean;
  tables: LegacyTableReport[];
}

/** An old row made ready: what to write, or why it cannot be written. */
type Prepared =
  | { ok: true; key: string; warnings: string[]; write: (trx: DB) => Promise<number> }
  | { ok: false; key: string; reason: string };

const TARGETS: Record<LegacyTable, PublishedTable | "users"> = {
  notifications: "notifications",
  announcements: "announcements",
  media_library: "media_library",
  gallery: "albums",
  users: "users",
};

const str = (value: unknown): string =>
  value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);

/** The first of `names` that the row has a non-blank value for. */
function pick(row: OldRow, ...names: string[]): string {
  for (const name of names) {
    const value = str(row[name]).trim();
    if (value) return value;
  }
  return "";
}

/**
 * The old row's key in `legacy_imports`: its id, or (a table without ids) a digest of its contents,
 * so that the same row gets the same key on every run.
 */
function rowKey(row: OldRow): string {
  const id = str(row.id).trim();
  if (id) return id;
  const stable = JSON.stringify(
    Object.keys(row)
      .sort()
      .map((k) => [k, str(row[k])]),
  );
  return `sha256:${createHash("sha256").update(stable).digest("hex").slice(0, 24)}`;
}

/**
 * A calendar date (`YYYY-MM-DD`) from what the old site stored: an ISO date or timestamp, or an
 * Indian-style `DD/MM/YYYY` (also with `-` or `.`). Empty string when there is nothing usable.
 */
export function legacyDate(value: unknown): string {
  const text = str(value).trim();
  const iso = text.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const indian = text.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  if (indian) return `${indian[3]}-${indian[2]?.padStart(2, "0")}-${indian[1]?.padStart(2, "0")}`;
  return "";
}

/**
 * An old free-text link as an http(s) URL: kept when it is one, `https://` added when it plainly is a
 * web address without a scheme (`www.example.com/x`), otherwise null.
 */
export function legacyUrl(value: string): string | null {
  // The admin forms' rule, so an imported link and a typed one are completed alike.
  const text = completeWebScheme(value);
  return isWebUrl(text) ? text : null;
}

/** The old admin form put a remote 150-pixel placeholder in blank thumbnails (spec 5); ours is local. */
const PLACEHOLDER_HOSTS =
  /(^|\.)(via\.placeholder\.com|placeholder\.com|placehold\.co|placehold\.it|dummyimage\.com)$/i;

function isRemotePlaceholder(url: string): boolean {
  try {
    return PLACEHOLDER_HOSTS.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

function firstError(errors: Record<string, string | undefined>): string {
  return Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ");
}

/** The date of a notice or announcement, falling back to when the old row was created. */
function dateOf(row: OldRow, warnings: string[]): string {
  const date = legacyDate(row.date);
  if (date) return date;
  const created = legacyDate(row.created_at);
  if (created) {
    warnings.push(
      row.date
        ? `date "${str(row.date)}" not understood; used the day it was created`
        : "no date; used the day it was created",
    );
  }
  return created;
}

function prepareNotification(row: OldRow): Prepared {
  const key = rowKey(row);
  const warnings: string[] = [];
  const values = {
    title: pick(row, "title"),
    description: pick(row, "description") || undefined,
    date: dateOf(row, warnings),
    audience: "group",
    pinned: false,
  };
  const result = noticeSchema.safeParse(values);
  if (!result.success) return { ok: false, key, reason: firstError(fieldErrors(result.error.issues)) };
  const notice = notifications.rowOf(result.data);
  return { ok: true, key, warnings, write: async (trx) => (await notifications.create(notice, trx)).id };
}

function prepareAnnouncement(row: OldRow): Prepared {
  const key = rowKey(row);
  const warnings: string[] = [];
  const rawLink = pick(row, "link", "url");
  const link = legacyUrl(rawLink);
  if (rawLink && !link) warnings.push(`link "${rawLink}" is not a web address; imported without it`);
  else if (link && link !== rawLink) warnings.push(`link "${rawLink}" imported as ${link}`);
  const values = {
    title: pick(row, "title"),
    description: pick(row, "description") || undefined,
    date: dateOf(row, warnings),
    link: link ?? undefined,
    audience: "group",
    pinned: false,
  };
  const result = announcementSchema.safeParse(values);
  if (!result.success) return { ok: false, key, reason: firstError(fieldErrors(result.error.issues)) };
  const announcement = announcements.rowOf(result.data);
  return {
    ok: true,
    key,
    warnings,
    write: async (trx) => (await announcements.create(announcement, trx)).id,
  };
}

function prepareMediaItem(row: OldRow): Prepared {
  const key = rowKey(row);
  const values = {
    title: pick(row, "title"),
    youtube_id: pick(row, "youtube_link", "video_url", "link", "url"),
    audience: "group",
    pinned: false,
  };
  const result = videoSchema.safeParse(values);
  if (!result.success) return { ok: false, key, reason: firstError(fieldErrors(result.error.issues)) };
  const video = mediaItems.rowOf(result.data);
  return {
    ok: true,
    key,
    warnings: [],
    write: async (trx) => (await mediaItems.create(video, trx)).id,
  };
}

function prepareAlbum(row: OldRow): Prepared {
  const key = rowKey(row);
  const warnings: string[] = [];
  const rawLink = pick(row, "link", "url");
  const link = legacyUrl(rawLink) ?? rawLink;
  if (link !== rawLink) warnings.push(`link "${rawLink}" imported as ${link}`);
  const rawThumbnail = pick(row, "thumbnail", "image", "thumbnail_url");
  let thumbnail = legacyUrl(rawThumbnail);
  if (thumbnail && isRemotePlaceholder(thumbnail)) thumbnail = null;
  else if (rawThumbnail && !thumbnail) {
    warnings.push(`thumbnail "${rawThumbnail}" is not a web address; the local placeholder is used`);
  }
  const values = { title: pick(row, "title"), link, thumbnail: thumbnail ?? undefined, audience: "group" };
  const result = linkAlbumSchema.safeParse(values);
  if (!result.success) return { ok: false, key, reason: firstError(fieldErrors(result.error.issues)) };
  const album = albums.rowOf(result.data);
  return { ok: true, key, warnings, write: async (trx) => (await albums.create(album, trx)).id };
}

function prepareUser(row: OldRow, existing: Set<string>): Prepared | { present: string } {
  const rawName = pick(row, "username", "email");
  // Users are matched by name: the old table may have no id, and our usernames are unique.
  const key = rawName || rowKey(row);
  const username = usernameSchema.safeParse(rawName);
  if (!username.success) return { ok: false, key, reason: `username: ${username.error.issues[0]?.message}` };
  if (existing.has(username.data)) return { present: username.data };
  const password = str(row.password);
  if (!password) return { ok: false, key, reason: "password: the old row has none" };
  return {
    ok: true,
    key: username.data,
    warnings: [],
    write: async (trx) =>
      (await createUser({ username: username.data, password, mustChangePassword: true }, trx)).id,
  };
}

/** Reads a set of strings, or an empty set when the table is not there yet (dry run on a new database). */
async function readSet(query: () => Promise<string[]>): Promise<Set<string>> {
  try {
    return new Set(await query());
  } catch {
    return new Set();
  }
}

/**
 * Imports the old site's rows from `source` into `target` (which must be migrated unless `dryRun`).
 * With `dryRun`, reads and validates everything and writes nothing; the report then says what a real
 * run would do. `log` receives one line per table as it finishes.
 */
export async function importLegacy(
  source: LegacySource,
  target: DB,
  options: { dryRun?: boolean; log?: (line: string) => void } = {},
): Promise<LegacyImportReport> {
  const dryRun = options.dryRun ?? false;
  const done = await readSet(async () =>
    (await target.selectFrom("legacy_imports").select(["source_table", "source_key"]).execute()).map(
      (r) => `${r.source_table}\u0000${r.source_key}`,
    ),
  );
  const usernames = await readSet(async () =>
    (await target.selectFrom("users").select("username").execute()).map((r) => r.username),
  );

  const report: LegacyImportReport = { dryRun, tables: [] };
  let written = 0;
  for (const table of LEGACY_TABLES) {
    const entry: LegacyTableReport = {
      table,
      target: TARGETS[table],
      missing: false,
      found: 0,
      imported: 0,
      alreadyImported: 0,
      alreadyPresent: 0,
      skipped: [],
      warnings: [],
    };
    report.tables.push(entry);
    const rows = await source.rows(table);
    if (rows === null) {
      entry.missing = true;
      options.log?.(`${table}: not in the old database`);
      continue;
    }
    entry.found = rows.length;
    for (const row of rows) {
      const prepared =
        table === "notifications"
          ? prepareNotification(row)
          : table === "announcements"
            ? prepareAnnouncement(row)
            : table === "media_library"
              ? prepareMediaItem(row)
              : table === "gallery"
                ? prepareAlbum(row)
                : prepareUser(row, usernames);
      if ("present" in prepared) {
        if (done.has(`${table}\u0000${prepared.present}`)) entry.alreadyImported++;
        else entry.alreadyPresent++;
        continue;
      }
      if (done.has(`${table}\u0000${prepared.key}`)) {
        entry.alreadyImported++;
        continue;
      }
      if (!prepared.ok) {
        entry.skipped.push({ key: prepared.key, reason: prepared.reason });
        continue;
      }
      for (const message of prepared.warnings) entry.warnings.push({ key: prepared.key, message });
      // Marked as done for the rest of this run too: two old rows with one key are imported once.
      done.add(`${table}\u0000${prepared.key}`);
      if (table === "users") usernames.add(prepared.key);
      entry.imported++;
      if (dryRun) continue;
      await target.transaction().execute(async (trx) => {
        const id = await prepared.write(trx);
        await trx
          .insertInto("legacy_imports")
          .values({
            source_table: table,
            source_key: prepared.key,
            target_table: entry.target,
            target_id: id,
            imported_at: now(),
          })
          .execute();
      });
      written++;
    }
    options.log?.(
      `${table}: ${entry.found} found, ${entry.imported} ${dryRun ? "to import" : "imported"}, ` +
        `${entry.alreadyImported} already imported, ${entry.skipped.length} skipped`,
    );
  }
  if (written > 0) {
    // Public pages are cached by page version: new rows must show at once.
    // (Raw SQL: the table may not exist on a database older than that issue; then nothing is cached.)
    await sql`update content_version set version = version + 1 where id = 1`
      .execute(target)
      .catch(() => undefined);
  }
  return report;
}

/** Dates and timestamps as text, as our own pg pool reads them (architecture 8.2). */
const TEXT_DATE_OIDS = new Set([1082, 1114, 1184]);

/**
 * The old PostgreSQL database as a `LegacySource`. Reads each table whole (the old site had at most a
 * few thousand rows), oldest id first so imported rows keep their order.
 */
export function pgLegacySource(connectionString: string): LegacySource & { close(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString,
    max: 1,
    connectionTimeoutMillis: 10_000,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        TEXT_DATE_OIDS.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format)) as never,
    },
  });
  return {
    async rows(table) {
      try {
        const result = await pool.query<OldRow>(`select * from "${table}"`);
        return result.rows.sort(byId);
      } catch (error) {
        if ((error as { code?: string }).code === "42P01") return null; // undefined_table
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

function byId(a: OldRow, b: OldRow): number {
  const x = Number(a.id);
  const y = Number(b.id);
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return str(a.id).localeCompare(str(b.id));
}

/** The report as text: a table of counts, then every skipped row and warning. */
export function formatLegacyReport(report: LegacyImportReport): string {
  const head = [
    "old table",
    "→ our table",
    "found",
    report.dryRun ? "to import" : "imported",
    "already imported",
    "already present",
    "skipped",
  ];
  const body = report.tables.map((t) => [
    t.table,
    t.target,
    t.missing ? "(none)" : String(t.found),
    String(t.imported),
    String(t.alreadyImported),
    String(t.alreadyPresent),
    String(t.skipped.length),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  const lines = [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)];
  for (const t of report.tables) {
    for (const s of t.skipped) lines.push(`skipped ${t.table} ${s.key}: ${s.reason}`);
    for (const w of t.warnings) lines.push(`warning ${t.table} ${w.key}: ${w.message}`);
  }
  if (report.dryRun) lines.push("Dry run: nothing was written.");
  return lines.join("\n");
}
