import { type Kysely, sql } from "kysely";

/**
 * The daily link check (app/lib/ops/link-check.server.ts) and the lease that keeps it to one server
 * instance at a time (app/lib/ops/lease.server.ts). Two tables, the same on both dialects:
 *
 * - `job_leases`: one row per periodic job while an instance runs it: who holds it (`holder`, the
 *   instance and run) and until when (`expires_at`, ISO-8601 UTC). A holder that dies leaves its row;
 *   the next instance takes it once `expires_at` has passed. Generic: any job that must not run twice
 *   at once (the enquiries' retention, say) uses it under its own name.
 * - `link_checks`: the last check of each link the site shows, keyed by the link as the site writes it
 *   (`/documents/x.pdf`, `https://…`): the HTTP status (null when nothing answered), the outcome, where
 *   redirects ended, how many there were, how long it took (ms), when, where the link is shown
 *   (`found_on`: JSON text of `[{ path, title }]`) and the reason in plain words when it failed.
 */

/** The outcomes a check may record (the check constraint and `LinkOutcome` in db.server.ts). */
const OUTCOMES = ["ok", "broken", "redirect", "timeout", "error", "loop"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("job_leases")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("link_checks")
    .addColumn("url", "text", (c) => c.primaryKey())
    .addColumn("status", "integer")
    .addColumn("outcome", "text", (c) =>
      c.notNull().modifyEnd(sql.raw(`check (outcome in (${OUTCOMES.map((o) => `'${o}'`).join(", ")}))`)),
    )
    .addColumn("final_url", "text")
    .addColumn("redirects", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("ms", "integer", (c) => c.notNull())
    .addColumn("checked_at", "text", (c) => c.notNull())
    .addColumn("found_on", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("error", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("link_checks").ifExists().execute();
  await db.schema.dropTable("job_leases").ifExists().execute();
}
