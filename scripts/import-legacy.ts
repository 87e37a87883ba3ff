/**
 * `npm run import:legacy -- <postgres-url> [--dry-run]`: brings the old site's notifications,
 * announcements, videos, gallery albums and staff accounts into the database of `DATABASE_URL`
 * (default ./data/school.db), as `app/lib/ops/legacy-import.server.ts` describes. Prints a table of counts
 * per old table, then every row it skipped and every repair it made. Running it again adds nothing.
 * With `--dry-run`, reads and checks everything and writes nothing (the target is not even migrated).
 * Imported accounts keep their old password (now hashed) and must choose a new one at first sign-in.
 * Exit status: 0 done, 1 failed, 2 bad arguments.
 */

import { formatLegacyReport, importLegacy, pgLegacySource } from "~/lib/ops/legacy-import.server";
import { closeDb, db, isPostgresUrl, migrateToLatest } from "~/lib/platform/db.server";

const USAGE = "Usage: npm run import:legacy -- <postgres://user:password@host:5432/old-database> [--dry-run]";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const dryRun = args.includes("--dry-run");
  const unknown = args.filter((a) => a.startsWith("--") && a !== "--dry-run");
  const urls = args.filter((a) => !a.startsWith("--"));
  if (unknown.length || urls.length !== 1 || !isPostgresUrl(urls[0] ?? "")) {
    console.error(USAGE);
    return 2;
  }
  const source = pgLegacySource(urls[0] ?? "");
  try {
    if (!dryRun) await migrateToLatest(db());
    const report = await importLegacy(source, db(), { dryRun });
    console.log(formatLegacyReport(report));
    return 0;
  } finally {
    await source.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error("The import failed:", error instanceof Error ? error.message : error);
  console.error("Rows imported before the failure stay imported; run the import again to finish it.");
  process.exitCode = 1;
} finally {
  await closeDb();
}
