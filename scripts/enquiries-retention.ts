/**
 * `npm run enquiries:retention [-- --today YYYY-MM-DD]`: runs the enquiries' retention job once against
 * the database of `DATABASE_URL`, as the server does daily (app/lib/enquiries/retention.server.ts):
 * erases every enquiry past its last day kept and drops consent records a year after their erasure,
 * each erasure in the audit log. `--today` runs it as of another day in India's calendar (to see what a
 * day will erase, or for a test with a clock it controls). Migrates the database first (as the server
 * does when it starts), so that it can run before the server ever did. Prints what it did. Exit status:
 * 0 when it ran (or another server held the lease), 1 when it could not run (bad arguments, a database
 * that cannot be reached).
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { scheduledRetention } from "~/lib/enquiries/retention.server";
import { closeDb, type DB, db, migrateToLatest } from "~/lib/platform/db.server";

const USAGE = "Usage: npm run enquiries:retention [-- --today YYYY-MM-DD]";

/** True for a real calendar day written `YYYY-MM-DD`. */
function isDay(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // Month 13 is no date at all; 30 February rolls over to March: neither is the day written.
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * Runs the job with `args` (`--today <day>` or `--today=<day>`) on `database`; writes to `log` and
 * `fail`; returns the exit status.
 */
export async function enquiriesRetention(
  args: string[],
  options: { database: DB; log?: typeof console.log; fail?: typeof console.error },
): Promise<number> {
  const log = options.log ?? console.log;
  const fail = options.fail ?? console.error;
  let today: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg === "--today") today = args[++i];
    else if (arg.startsWith("--today=")) today = arg.slice("--today=".length);
    else {
      fail(USAGE);
      return 1;
    }
    if (!isDay(today)) {
      fail(`--today must be a day written YYYY-MM-DD, such as 2028-02-01. ${USAGE}`);
      return 1;
    }
  }
  await migrateToLatest(options.database);
  const done = await scheduledRetention({ today, database: options.database });
  log(done ?? "Nothing was due (or another server is running the job now).");
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = await enquiriesRetention(process.argv.slice(2), { database: db() });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`The retention job could not run: ${reason}`);
    process.exitCode = 1;
  } finally {
    await closeDb();
  }
}
