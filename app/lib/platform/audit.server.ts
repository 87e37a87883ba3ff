import { type Selectable, sql } from "kysely";
import { type AuditLogTable, type DB, db, now } from "./db.server";

/**
 * The audit log: one row for every admin change, every sign-in attempt and every time staff open or
 * export a parent's enquiry (DPDP Rules 2025 r. 6(1)(c): access to personal data is logged), with who,
 * what, when and from which address, never the personal data itself. Admins read it at /admin/audit.
 * Writers pass the transaction of the change itself, so that a change is never stored without its row.
 * Rows are kept `auditLogMonths` (the `privacy` settings, 12 by default: r. 6(1)(e) asks for a year)
 * and then deleted by the daily job (`pruneAudit`), addresses with them.
 */

export type AuditRow = Selectable<AuditLogTable>;

/**
 * What a refused sign-in for a name that is no account stores as its username: the typed text is not
 * kept, since people type passwords, e-mail addresses and phone numbers into that field.
 */
export const NO_SUCH_ACCOUNT = "(no such account)";

/**
 * Who did it: a signed-in user; for a failed sign-in, the account's name when the name typed is an
 * account, else `NO_SUCH_ACCOUNT`.
 */
export interface AuditActor {
  id: number | null;
  username: string;
}

export interface AuditEntry {
  actor: AuditActor;
  action: string;
  entity: string;
  entityId?: number | null;
  summary: string;
  address?: string | null;
}

/** Longest stored summary and username, in characters: typed text in them is cut, never refused. */
const SUMMARY_MAX = 500;
const NAME_MAX = 100;

export async function writeAudit(entry: AuditEntry, database: DB = db()): Promise<void> {
  await database
    .insertInto("audit_log")
    .values({
      at: now(),
      user_id: entry.actor.id,
      username: entry.actor.username.slice(0, NAME_MAX),
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      summary: entry.summary.slice(0, SUMMARY_MAX),
      address: entry.address?.slice(0, 100) ?? null,
    })
    .execute();
}

/**
 * Like `writeAudit`, but a failure is logged instead of thrown: for sign-in attempts, where an audit
 * row must not decide whether someone may sign in.
 */
export async function tryWriteAudit(entry: AuditEntry, database: DB = db()): Promise<void> {
  try {
    await writeAudit(entry, database);
  } catch (error) {
    console.error("Error writing the audit log:", error instanceof Error ? error.message : error);
  }
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * A page of rows, newest first, optionally of one username (`username`, exact) and/or of usernames
 * containing some text (`usernameContains`, any case: the free-text filter for names
 * typed at a refused sign-in). Returns the page and whether older rows follow (it asks for one more).
 */
export async function listAudit(
  options: { username?: string; usernameContains?: string; page?: number; pageSize?: number } = {},
  database: DB = db(),
): Promise<{ rows: AuditRow[]; more: boolean }> {
  const size = options.pageSize ?? AUDIT_PAGE_SIZE;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  let query = database.selectFrom("audit_log").selectAll();
  if (options.username) query = query.where("username", "=", options.username);
  if (options.usernameContains) {
    // Typed text is matched as text: `%` and `_` in a made-up username are not wildcards.
    const like = `%${options.usernameContains.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(username) like ${like} escape '\\'`);
  }
  const rows = await query
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(size + 1)
    .offset((page - 1) * size)
    .execute();
  return { rows: rows.slice(0, size), more: rows.length > size };
}

/**
 * The staff accounts' usernames (disabled ones too: their history stays in the log), in order: the
 * audit log's user filter. Taken from the users table, not from the log, so that
 * names typed at refused sign-ins never crowd the staff out of the list.
 */
export async function staffUsernames(database: DB = db()): Promise<string[]> {
  const rows = await database.selectFrom("users").select("username").execute();
  // Sorted here: PostgreSQL's collation and SQLite's byte order would list them differently.
  return rows.map((r) => r.username).sort((a, b) => a.localeCompare(b, "en"));
}

/** The usernames that appear in the log, whoever typed them: at most 500, in order. */
export async function auditUsernames(database: DB = db()): Promise<string[]> {
  const rows = await database
    .selectFrom("audit_log")
    .select("username")
    .distinct()
    .orderBy("username")
    .limit(500)
    .execute();
  return rows.map((r) => r.username);
}

/**
 * The instant (ISO-8601 UTC) before which audit rows are deleted when the log is kept `months` months:
 * the same time of day `months` calendar months before `now` (the end of a shorter month when the day
 * is missing: 31 March minus one month is 28 or 29 February).
 */
export function auditCutoff(months: number, now: Date = new Date()): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cut = new Date(now);
  cut.setUTCFullYear(year, month, Math.min(now.getUTCDate(), last));
  return cut.toISOString();
}

/**
 * Deletes the audit rows written before `before` (ISO-8601 UTC; `auditCutoff`), their addresses with
 * them. Returns how many were deleted. Throws on a database error.
 */
export async function pruneAudit(before: string, database: DB = db()): Promise<number> {
  const result = await database.deleteFrom("audit_log").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A title for a summary: quoted, on one line, not too long. */
export function quoted(text: string, max = 120): string {
  const line = text.replace(/\s+/g, " ").trim();
  return `“${line.length > max ? `${line.slice(0, max - 1)}…` : line}”`;
}
