import { sql } from "kysely";
import { db } from "./db.server";

/**
 * The content version (issue 8): a counter in the database that every admin write raises. The page
 * cache (server/page-cache.ts) keeps a rendered page only while the version it was rendered at is
 * current — one indexed single-row read per request, correct across several app instances.
 */

/** The current version; throws when the database cannot be read (the cache then stands aside). */
export async function contentVersion(): Promise<number> {
  const row = await db()
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Raises the version by one, so every instance renders public pages afresh. */
export async function bumpContentVersion(): Promise<void> {
  await db().updateTable("content_version").set({ version: sql`version + 1` }).where("id", "=", 1).execute();
}
