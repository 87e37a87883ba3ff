import { findCommand } from "../documents/ocr.server";
import { PDFTOTEXT } from "../documents/text-layer.server";
import { lastLinkCheck } from "../ops/link-check.server";
import type { DB } from "../platform/db.server";
import { env } from "../platform/env.server";

/**
 * Whether the checkers the compliance dashboard relies on can run here: a dashboard that lists nothing
 * because a checker never ran would otherwise read as a clean bill. Two of them can be out:
 *
 * - poppler's `pdftotext` (app/lib/documents/text-layer.server.ts), which tells a scanned picture from
 *   a PDF screen readers can read. Without it every upload stays "not checked" and no scan is listed.
 * - the daily link check (app/lib/ops/link-check.server.ts), switched off with `LINK_CHECK=off`.
 */

/** What the dashboard says of its checkers. */
export interface CheckerStatus {
  /** Whether `pdftotext` can run, and since when it could not (ISO-8601 UTC), when it cannot. */
  pdftotext: { available: true } | { available: false; missingSince: string };
  /** Whether the daily link check is on, and when it last ran (ISO-8601 UTC, null: never). */
  linkCheck: { enabled: boolean; lastRun: string | null };
}

/**
 * Since when pdftotext has been missing, as this process knows it. Kept in memory on purpose: whether a
 * program is installed is a fact of the machine a server runs on, not of the database several servers
 * share, and installing poppler-utils takes effect without a restart (the next look finds it and forgets
 * the date). Missing at this process's first look, it is taken as missing since the process started
 * (programs are installed with the machine, before a server starts); found missing later (removed while
 * the server ran), since that look.
 */
let missingSince: string | undefined;
/** Whether this process has looked for pdftotext yet. */
let looked = false;

/**
 * Whether `command` (default: Debian's pdftotext) can be run now, remembering the first time it could
 * not (`now`: the clock, tests choose). Never throws.
 */
export async function pdftotextStatus(
  command: string = PDFTOTEXT,
  now: () => Date = () => new Date(),
): Promise<CheckerStatus["pdftotext"]> {
  const found = await findCommand(command).catch(() => null);
  const first = !looked;
  looked = true;
  if (found) {
    missingSince = undefined;
    return { available: true };
  }
  missingSince ??= first
    ? new Date(now().getTime() - process.uptime() * 1000).toISOString()
    : now().toISOString();
  return { available: false, missingSince };
}

/** Forgets when pdftotext was first found missing (tests). */
export function forgetPdftotextStatus(): void {
  missingSince = undefined;
  looked = false;
}

/**
 * Both checkers' status: pdftotext's as `pdftotextStatus` finds it, the link check's from `LINK_CHECK`
 * and the last check stored in `database`. Never throws: a last run that cannot be read is "never".
 */
export async function checkerStatus(database: DB): Promise<CheckerStatus> {
  const [pdftotext, lastRun] = await Promise.all([
    pdftotextStatus(),
    lastLinkCheck(database).catch(() => null),
  ]);
  return { pdftotext, linkCheck: { enabled: env().LINK_CHECK, lastRun } };
}
