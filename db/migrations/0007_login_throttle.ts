import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * The sign-in throttle's counters (decision 0003), kept in the database so they hold
 * across restarts and are shared by every instance on one PostgreSQL. The table is the one
 * rate-limiter-flexible's `RateLimiterSQLite` and `RateLimiterPostgres` would create for themselves,
 * column for column and in the same order (their upsert inserts by position): `key` (a prefix and a
 * SHA-256 of the account and address, never a username in clear), `points` (attempts counted in the
 * current window), `expire` (end of the window or of the block, ms since 1970; null: never).
 * We create it here, and tell the library `tableCreated: true`, so that it exists before the first
 * sign-in (the library creates its table asynchronously and refuses every call until that has
 * finished), it is listed with the rest of the schema, and the app needs no CREATE right at run time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("login_throttle")
    // The library's PostgreSQL table uses varchar(255); our keys are at most ~90 characters.
    .addColumn("key", pg ? "varchar(255)" : "text", (c) => c.primaryKey())
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expire", pg ? "bigint" : "integer")
    .execute();
  // For the periodic removal of expired rows (`DELETE … WHERE expire < ?`).
  await db.schema.createIndex("login_throttle_expire_idx").on("login_throttle").column("expire").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("login_throttle").ifExists().execute();
}
