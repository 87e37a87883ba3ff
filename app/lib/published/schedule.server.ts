import type { SelectQueryBuilder } from "kysely";
import { type DB, db } from "../platform/db.server";

/**
 * The schedule on the server (architecture ruling 22): which rows visitors see at an instant, and the
 * next instant at which that changes, so that the page cache ends its copies then without anyone
 * publishing (`nextScheduleBoundary`, read by server/page-cache.ts on every instance).
 */

/** The tables whose rows have `publish_at` and `expire_at` (migration 0021). */
export const SCHEDULED_TABLES = ["notifications", "announcements", "media_library", "events"] as const;

/**
 * `query` narrowed to rows visitors see at `at`: published (no `publish_at`, or one at or before `at`)
 * and not expired (no `expire_at`, or one after `at`). Works on any table with those columns.
 */
// biome-ignore lint/suspicious/noExplicitAny: generic over every scheduled table
export function whereLive<Q extends SelectQueryBuilder<any, any, any>>(query: Q, at: Date = new Date()): Q {
  const now = at.toISOString();
  return query
    .where((eb) => eb.or([eb("publish_at", "is", null), eb("publish_at", "<=", now)]))
    .where((eb) => eb.or([eb("expire_at", "is", null), eb("expire_at", ">", now)])) as Q;
}

/**
 * `query` narrowed to rows that have expired by `at` (the archive): published, and `expire_at` at or
 * before `at`.
 */
// biome-ignore lint/suspicious/noExplicitAny: generic over every scheduled table
export function whereExpired<Q extends SelectQueryBuilder<any, any, any>>(
  query: Q,
  at: Date = new Date(),
): Q {
  const now = at.toISOString();
  return query.where("expire_at", "is not", null).where("expire_at", "<=", now) as Q;
}

/**
 * The next instant (ms since the epoch) after `at` at which what visitors see changes by itself: a
 * scheduled entry's `publish_at` or `expire_at`, or an urgent alert's `expires_at`. Undefined when
 * nothing is due. One query; throws the driver's error when the database cannot be read.
 */
export async function nextScheduleBoundary(
  at: Date = new Date(),
  database: DB = db(),
): Promise<number | undefined> {
  const now = at.toISOString();
  const candidates: string[] = [];
  for (const table of SCHEDULED_TABLES) {
    for (const column of ["publish_at", "expire_at"] as const) {
      const row = await database
        .selectFrom(table)
        .select((eb) => eb.fn.min(column).as("next"))
        .where(column, ">", now)
        .executeTakeFirst();
      if (row?.next) candidates.push(String(row.next));
    }
  }
  const alert = await database
    .selectFrom("alerts")
    .select((eb) => eb.fn.min("expires_at").as("next"))
    .where("expires_at", ">", now)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  if (alert?.next) candidates.push(String(alert.next));
  const times = candidates.map((value) => Date.parse(value)).filter(Number.isFinite);
  return times.length ? Math.min(...times) : undefined;
}
