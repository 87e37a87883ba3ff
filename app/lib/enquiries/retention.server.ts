import { readSettings } from "../content-store/settings.server";
import { type DB, db, type EnquirySchool } from "../platform/db.server";
import { withLease } from "../platform/lease.server";
import { eraseEnquiry, PARENT_ACTOR, RETENTION_ACTOR, truncateWriteAheadLog } from "./privacy.server";
import {
  admissionYearFor,
  CONSENT_LOG_DAYS,
  DEFAULT_RETENTION_MONTHS,
  indiaDay,
  keptUntil,
} from "./retention";

/**
 * The scheduled erasure of enquiries (architecture ruling 21; the rule is in ./retention.ts): which
 * enquiries will be erased when, and the job that erases those past their day and drops consent
 * records a year after their enquiry's erasure (DPDP Rules 2025, rule 8(3)).
 */

/** One enquiry the schedule will erase: its last day kept (`YYYY-MM-DD`, India's calendar). */
export interface ScheduledErasure {
  id: number;
  reference: string;
  school: EnquirySchool;
  classSought: string;
  admissionYear: string;
  keptUntil: string;
}

/**
 * The enquiries still holding personal data that the schedule will erase (not erased, not marked as
 * an admission), soonest first; with `schools`, only theirs. `retentionMonths` is the setting.
 */
export async function erasureSchedule(
  options: { retentionMonths: number; schools?: readonly EnquirySchool[] | null },
  database: DB = db(),
): Promise<ScheduledErasure[]> {
  if (options.schools?.length === 0) return [];
  let query = database
    .selectFrom("enquiries")
    .select(["id", "reference", "school", "class_sought", "admission_year", "created_at"])
    .where("erased_at", "is", null)
    .where("kept_at", "is", null);
  if (options.schools) query = query.where("school", "in", options.schools);
  const rows = await query.execute();
  return rows
    .map((row) => {
      const admissionYear = row.admission_year ?? admissionYearFor(row.created_at, "");
      return {
        id: row.id,
        reference: row.reference,
        school: row.school,
        classSought: row.class_sought,
        admissionYear,
        keptUntil: keptUntil(admissionYear, options.retentionMonths),
      };
    })
    .sort((a, b) => a.keptUntil.localeCompare(b.keptUntil) || a.id - b.id);
}

/** What one run of the retention job did. */
export interface RetentionRun {
  erased: number;
  consentsDropped: number;
}

/**
 * Erases every enquiry whose last day kept is before `today` (`YYYY-MM-DD` in India; today's by
 * default), each in its own transaction with its audit row, deletes consent records withdrawn more
 * than `CONSENT_LOG_DAYS` before `today` and blanks the network address of a parent's own audited
 * actions as old, then empties SQLite's log of the old words. Safe to run twice: an erased enquiry is
 * not erased again.
 */
export async function runRetention(
  options: { retentionMonths: number; today?: string },
  database: DB = db(),
): Promise<RetentionRun> {
  const today = options.today ?? indiaDay(new Date());
  const due = (await erasureSchedule({ retentionMonths: options.retentionMonths }, database)).filter(
    (row) => row.keptUntil < today,
  );
  let erased = 0;
  for (const row of due) {
    if (await eraseEnquiry(row.id, { reason: "retention", actor: RETENTION_ACTOR }, database)) erased++;
  }
  const cutoff = new Date(
    Date.parse(`${today}T00:00:00+05:30`) - CONSENT_LOG_DAYS * 86_400_000,
  ).toISOString();
  // A parent's own corrections and erasures are audited with their network address: kept as long as a
  // consent record, then blanked (the rows stay, naming no one).
  await database
    .updateTable("audit_log")
    .set({ address: null })
    .where("entity", "=", "enquiries")
    .where("username", "=", PARENT_ACTOR.username)
    .where("at", "<", cutoff)
    .where("address", "is not", null)
    .execute();
  const dropped = await database
    .deleteFrom("enquiry_consents")
    .where("withdrawn_at", "<", cutoff)
    .executeTakeFirst();
  // The blanked addresses and dropped consents leave SQLite's log as the erased enquiries did.
  truncateWriteAheadLog(database);
  return { erased, consentsDropped: Number(dropped.numDeletedRows) };
}

/** The retention the Site settings of `database` hold (Parents' data and privacy), in months. Never throws. */
export async function retentionMonths(database: DB = db()): Promise<number> {
  const settings = await readSettings(database).catch(() => undefined);
  return settings?.privacy.retentionMonths ?? DEFAULT_RETENTION_MONTHS;
}

/**
 * The daily run in the server: under the database lease "enquiry retention", so that of several
 * instances one runs it. Returns what it did in words for the log, or undefined when nothing was due or
 * another instance held the lease. `today` (India's `YYYY-MM-DD`) is for the command-line run.
 */
export async function scheduledRetention(
  options: { today?: string; database?: DB } = {},
): Promise<string | undefined> {
  const database = options.database ?? db();
  const months = await retentionMonths(database);
  const outcome = await withLease(
    "enquiry retention",
    10 * 60_000,
    () => runRetention({ retentionMonths: months, today: options.today }, database),
    { db: database },
  );
  if (!outcome.ran) return undefined;
  const { erased, consentsDropped } = outcome.result;
  const said = [
    erased ? `${erased} enquir${erased === 1 ? "y" : "ies"} erased after the retention period` : "",
    consentsDropped
      ? `${consentsDropped} consent record${consentsDropped === 1 ? "" : "s"} over a year old dropped`
      : "",
  ].filter(Boolean);
  return said.length ? said.join("; ") : undefined;
}
