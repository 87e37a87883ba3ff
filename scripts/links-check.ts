/**
 * `npm run links:check [-- --base http://127.0.0.1:3000]`: checks every link the site shows (documents,
 * pages, settings, menus, notices, albums; app/lib/ops/link-check.server.ts) and records the answers in
 * the database of `DATABASE_URL`, as the server's daily job does. The site's own links (`/…`) are asked
 * of `--base`, else of `SITE_URL`; with neither they are left unchecked. Any other link that leads to a
 * private or internal address, or to a port other than 80 and 443, is "not allowed" and never asked.
 * The check stops after ten minutes and leaves the links it did not reach for the next run. Prints a
 * table of the broken and not allowed links with the pages that show them. Exit status: 0 when none
 * failed, 1 when some did, 2 when the check could not run (bad arguments, a database that cannot be
 * read or is not migrated).
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type BrokenLink, checkLinks, type LinkNetwork } from "~/lib/ops/link-check.server";
import { closeDb, type DB, db } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";

const USAGE = "Usage: npm run links:check [-- --base http://127.0.0.1:3000]";

/** `rows` as a plain text table: columns padded to their widest cell, the last one left as it is. */
export function textTable(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
        .join("  "),
    )
    .join("\n");
}

/** The broken links as the table prints them. */
function brokenTable(broken: BrokenLink[]): string {
  return textTable([
    ["outcome", "status", "link", "reason", "shown on"],
    ...broken.map((link) => [
      link.outcome,
      link.status === null ? "—" : String(link.status),
      link.url,
      link.reason,
      link.foundOn.map((place) => `${place.path} (${place.title})`).join("; "),
    ]),
  ]);
}

/**
 * Runs the check with `args` (`--base <url>` or `--base=<url>`) on `database`; `siteUrl` is the
 * fallback for the site's own address (trusted: the check asks it even on this machine). `network`
 * replaces the resolver and the address rule, `timeoutMs` each link's timeout (tests; `checkLinks`
 * says the default). Writes to `log` and `fail`; returns the exit status.
 */
export async function linksCheck(
  args: string[],
  options: {
    database: DB;
    siteUrl?: string;
    network?: LinkNetwork;
    timeoutMs?: number;
    log?: typeof console.log;
    fail?: typeof console.error;
  },
): Promise<number> {
  const log = options.log ?? console.log;
  const fail = options.fail ?? console.error;
  let base: string | undefined = options.siteUrl;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg === "--base") base = args[++i];
    else if (arg.startsWith("--base=")) base = arg.slice("--base=".length);
    else {
      fail(USAGE);
      return 2;
    }
    if (!base || !/^https?:\/\/[^/]/i.test(base)) {
      fail(`--base must be the running site's address, like http://127.0.0.1:3000. ${USAGE}`);
      return 2;
    }
  }
  if (!base) log("No --base and no SITE_URL: the site's own links (/…) are not checked.");
  const summary = await checkLinks({
    db: options.database,
    baseUrl: base,
    network: options.network,
    timeoutMs: options.timeoutMs,
  });
  const counts = `${summary.checked} link${summary.checked === 1 ? "" : "s"} checked${base ? ` (the site's own at ${base})` : ""}`;
  const left = summary.unfinished
    ? ` ${summary.unfinished} left for the next run: the check ran out of time.`
    : "";
  if (!summary.broken.length) {
    log(`${counts}: none broken, ${summary.redirected} redirected.${left}`);
    return 0;
  }
  const notAllowed = summary.broken.filter((link) => link.outcome === "not allowed").length;
  log(
    `${counts}: ${summary.broken.length - notAllowed} broken, ${notAllowed} not allowed, ${summary.redirected} redirected.${left}\n`,
  );
  log(brokenTable(summary.broken));
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = await linksCheck(process.argv.slice(2), { database: db(), siteUrl: env().SITE_URL });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `The link check could not run: ${reason}${/no such table|does not exist/i.test(reason) ? " (is the database migrated? npm run db:migrate)" : ""}`,
    );
    process.exitCode = 2;
  } finally {
    await closeDb();
  }
}
