/**
 * `npm run db:migrate`: applies pending migrations to the database of `DATABASE_URL` (default
 * ./data/school.db) and exits. The server also does this on every start; this is for deployments that
 * migrate in a separate step.
 */
import { closeDb, db, migrateToLatest } from "~/lib/platform/db.server";

try {
  const applied = await migrateToLatest(db());
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database schema is up to date.");
} catch (error) {
  console.error("Migration failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
