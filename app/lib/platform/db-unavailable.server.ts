/**
 * SQLite's result codes for "another connection holds the lock": the primary codes and their extended
 * forms (`SQLITE_BUSY_SNAPSHOT`, `SQLITE_LOCKED_SHAREDCACHE`, …), as better-sqlite3 puts them in `code`.
 * A backup, a migration or a CLI script holding the write lock past the busy timeout gives these
 * (`SQLITE_BUSY_TIMEOUT_MS` in db.server.ts).
 */
const SQLITE_LOCK = /^SQLITE_(?:BUSY|LOCKED)(?:_|$)/;

/**
 * SQLite's result codes for files that cannot be written or read now: read-only files or a read-only
 * connection (the files made unwritable, docs/decisions/0015), an I/O error, a full disk, a file that
 * cannot be opened. An operator fixes these; the request works again once they have.
 */
const SQLITE_STORAGE = /^SQLITE_(?:READONLY|IOERR|FULL|CANTOPEN)(?:_|$)/;

/** Node's codes for a connection that could not be made or was lost (PostgreSQL over TCP). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * PostgreSQL's SQLSTATEs (its manual's appendix "PostgreSQL Error Codes") for a server that is there
 * but cannot serve now: class 08 (connection exception), 57P01–57P03 (shutting down, crashed, starting
 * up), 53300 (too many connections), 55P03 (lock not available).
 */
const PG_UNAVAILABLE = /^(?:08[0-9A-Z]{3}|57P0[1-3]|53300|55P03)$/;

/** The pg driver's own messages when it loses or cannot open a connection (they carry no code). */
const PG_CONNECTION_MESSAGE =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * True when `error` says the database cannot answer for now, so the same request is likely to work in
 * a minute: SQLite locked by another connection past its busy timeout, or PostgreSQL unreachable,
 * restarting or out of connections. False for anything else (a missing table, a broken constraint, a
 * bug): those are not a matter of waiting. Looks inside an `AggregateError` (Node tries both addresses
 * of `localhost`) and an error's `cause`. Takes anything thrown; never throws.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailable(error, 0);
}

/** `isDatabaseUnavailable`, `depth` errors deep (a cycle of causes stops at a few). */
function unavailable(error: unknown, depth: number): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (
      SQLITE_LOCK.test(code) ||
      SQLITE_STORAGE.test(code) ||
      NETWORK_CODES.has(code) ||
      PG_UNAVAILABLE.test(code)
    )
      return true;
  }
  if (PG_CONNECTION_MESSAGE.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => unavailable(inner, depth + 1))) {
    return true;
  }
  return unavailable(error.cause, depth + 1);
}
