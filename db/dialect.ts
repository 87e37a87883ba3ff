import { type Kysely, PostgresAdapter } from "kysely";

/** True when `db` talks to PostgreSQL (migrations that differ between the two dialects ask this). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
