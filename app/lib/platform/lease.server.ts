import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { type DB, db as sharedDb } from "./db.server";

/**
 * A lease in the database (`job_leases`, migration 0019) so that, of several server instances on one
 * database, one runs a periodic job at a time. Taking it is one statement, atomic on both dialects:
 * an insert that, when the name is already there, replaces the row only if its lease has expired; the
 * affected row count says whether we got it. A holder that is killed mid-run leaves its row, which the
 * next caller takes over once `expires_at` has passed, so choose a time to live longer than a run.
 */

/** What `withLease` did: ran `run` (with its result), or not, because another holder has the lease. */
export type LeaseOutcome<T> = { ran: true; result: T } | { ran: false };

/** Who holds a lease: this machine and process, and a random part so two callers in one process differ. */
function defaultHolder(): string {
  return `${hostname()}:${process.pid}:${randomUUID()}`;
}

/**
 * Takes the lease `name` for `ttlMs` milliseconds if it is free or expired, runs `run()`, then gives the
 * lease back (also when `run` throws; the error is passed on). Returns `{ ran: true, result }`, or
 * `{ ran: false }` without calling `run` when another holder's lease has not expired.
 * Options: `db` (the site's database by default), `holder` (who takes it; unique per call by default),
 * `now` (the clock, for tests). Throws when the database cannot be written.
 */
export async function withLease<T>(
  name: string,
  ttlMs: number,
  run: () => Promise<T>,
  options: { db?: DB; holder?: string; now?: () => Date } = {},
): Promise<LeaseOutcome<T>> {
  const database = options.db ?? sharedDb();
  const holder = options.holder ?? defaultHolder();
  const now = (options.now ?? (() => new Date()))();
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  // ISO-8601 UTC text of one length compares as time does, on both dialects.
  const taken = await database
    .insertInto("job_leases")
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column("name")
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where("job_leases.expires_at", "<", now.toISOString()),
    )
    .executeTakeFirst();
  if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) return { ran: false };
  try {
    return { ran: true, result: await run() };
  } finally {
    // Only our own: a run that outlived its lease may find it taken over by another holder.
    await database.deleteFrom("job_leases").where("name", "=", name).where("holder", "=", holder).execute();
  }
}

/** Who runs the day's jobs in this process: this machine and process, as the log lines name it. */
export const PROCESS_HOLDER = `${hostname()}:${process.pid}`;

/** What `claimDay` found: the day's run is ours, or another holder's until `until` (ISO-8601 UTC). */
export type DayClaim = { claimed: true } | { claimed: false; holder: string; until: string };

/**
 * Claims the day's run of the periodic job `name`: of several instances on one database (two behind
 * a load balancer, say), the first to ask runs it, the others are told who did. The claim is a
 * lease (`job_leases`, name `day:<name>`) that is kept, not given back, for `ttlMs` (20 h by default:
 * shorter than a day, so tomorrow's timer finds it expired whichever instance's timer fires first, and
 * long enough that an instance started later today does not run the job again). `releaseDay` gives it
 * back after a failed run, so the next try (any instance's) runs. Throws when the database cannot be
 * written.
 */
export async function claimDay(
  name: string,
  options: { db?: DB; holder?: string; now?: () => Date; ttlMs?: number } = {},
): Promise<DayClaim> {
  const database = options.db ?? sharedDb();
  const holder = options.holder ?? PROCESS_HOLDER;
  const now = (options.now ?? (() => new Date()))();
  const key = `day:${name}`;
  const until = new Date(now.getTime() + (options.ttlMs ?? 20 * 60 * 60 * 1000)).toISOString();
  const taken = await database
    .insertInto("job_leases")
    .values({ name: key, holder, expires_at: until })
    .onConflict((conflict) =>
      conflict
        .column("name")
        .doUpdateSet({ holder, expires_at: until })
        .where("job_leases.expires_at", "<", now.toISOString()),
    )
    .executeTakeFirst();
  if (Number(taken.numInsertedOrUpdatedRows ?? 0) > 0) return { claimed: true };
  const row = await database
    .selectFrom("job_leases")
    .select(["holder", "expires_at"])
    .where("name", "=", key)
    .executeTakeFirst();
  return { claimed: false, holder: row?.holder ?? "another instance", until: row?.expires_at ?? until };
}

/** Gives back the day's claim of `name` taken by `holder` (this process by default), after a failed run. */
export async function releaseDay(name: string, options: { db?: DB; holder?: string } = {}): Promise<void> {
  await (options.db ?? sharedDb())
    .deleteFrom("job_leases")
    .where("name", "=", `day:${name}`)
    .where("holder", "=", options.holder ?? PROCESS_HOLDER)
    .execute();
}
