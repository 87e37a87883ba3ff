import { readSettings } from "../content-store/settings.server";
import { auditCutoff, pruneAudit } from "../platform/audit.server";
import { type DB, db, type EnquirySchool } from "../platform/db.server";
import { withLease } from "../platform/lease.server";
import { eraseEnquiry, RETENTION_ACTOR, truncateWriteAheadLog } from "./privacy.server";
import {
  admissionYearFor,
  CONSENT_LOG_DAYS,
  DEFAULT_AUDIT_LOG_MONTHS,
  DEFAULT_RETENTION_MONTHS,
  indiaDay,
  keptAdmissionUntil,
  keptUntil,
} from "./retention";

/**
 * The scheduled erasure of enquiries (architecture ruling 21; the rule is in ./retention.ts): which
 * enquiries will be erased when, and the job that erases those past their day, drops consent
 * records a year after their enquiry's erasure (DPDP Rules 2025, rule 8(3)), and ends the audit log's
 * rows and the consent records' network addresses after `auditLogMonths` (DPDP Rules 2025 r. 6(1)(e):
 * a year by default).
 */

/** One enquiry the schedule will erase: its last day kept (`YYYY-MM-DD`, India's calendar). */
export interface ScheduledErasure {
  id: number;
  reference: string;
  school: EnquirySchool;
  classSought: string;
  admissionYear: string;
  keptUntil: string;
  /** Marked as an admission: kept `KEPT_ADMISSION_MONTHS` after the mark (`keptAdmissionUntil`). */
  kept: boolean;
}

/**
 * The enquiries still holding personal data, each with the day the schedule erases it (those marked as
 * an admission too, on their later day), soonest first; with `schools`, only theirs.
 * `retentionMonths` is the setting.
 */
export async function erasureSchedule(
  options: { retentionMonths: number; schools?: readonly EnquirySchool[] | null },
  database: DB = db(),
): Promise<ScheduledErasure[]> {
  if (options.schools?.length === 0) return [];
  let query = database
    .selectFrom("enquiries")
    .select(["id", "reference", "school", "class_sought", "admission_year", "created_at", "kept_at"])
    .where("erased_at", "is", null);
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
        keptUntil: row.kept_at
          ? keptAdmissionUntil(admissionYear, row.kept_at, options.retentionMonths)
          : keptUntil(admissionYear, options.retentionMonths),
        kept: Boolean(row.kept_at),
      };
    })
    .sort((a, b) => a.keptUntil.localeCompare(b.keptUntil) || a.id - b.id);
}

/** What one run of the retention job did. */
export interface RetentionRun {
  erased: number;
  consentsDropped: number;
  /** Audit rows older than `auditLogMonths`, deleted. */
  auditPruned: number;
  /** Consent records whose network address was blanked, as older than `auditLogMonths`. */
  addressesCleared: number;
}

/**
 * Deletes consent records withdrawn more than `CONSENT_LOG_DAYS` before `today` (`YYYY-MM-DD` in India;
 * today's by default); deletes the audit rows and blanks the consent records' network addresses older
 * than `auditLogMonths` (12 by default) before the start of `today` in India, so that no address
 * outlives the log; then erases every enquiry whose last day kept is before `today`, each in its own
 * transaction with its audit row; then empties SQLite's log of the old words. Safe to run twice:
 * an erased enquiry is not erased again.
 */
export async function runRetention(
  options: { retentionMonths: number; auditLogMonths?: number; today?: string },
  database: DB = db(),
): Promise<RetentionRun> {
  const today = options.today ?? indiaDay(new Date());
  const due = (await erasureSchedule({ retentionMonths: options.retentionMonths }, database)).filter(
    (row) => row.keptUntil < today,
  );
  const startOfToday = new Date(`${today}T00:00:00+05:30`);
  const cutoff = new Date(startOfToday.getTime() - CONSENT_LOG_DAYS * 86_400_000).toISOString();
  const dropped = await database
    .deleteFrom("enquiry_consents")
    .where("withdrawn_at", "<", cutoff)
    .executeTakeFirst();
  const logCutoff = auditCutoff(options.auditLogMonths ?? DEFAULT_AUDIT_LOG_MONTHS, startOfToday);
  const auditPruned = await pruneAudit(logCutoff, database);
  // A consent record may outlive the log (its enquiry kept, then a year after erasure): its time,
  // version and words stay as the proof; the address it came from goes when the log's addresses go.
  const cleared = await database
    .updateTable("enquiry_consents")
    .set({ address: null })
    .where("given_at", "<", logCutoff)
    .where("address", "is not", null)
    .executeTakeFirst();
  // Erased after the pruning, so this run's own audit rows are never among those it prunes, whatever
  // clock `today` comes from (an operator's `--today`, a test's).
  let erased = 0;
  for (const row of due) {
    if (await eraseEnquiry(row.id, { reason: "retention", actor: RETENTION_ACTOR }, database)) erased++;
  }
  // The deleted rows and blanked addresses leave SQLite's log as the erased enquiries did.
  truncateWriteAheadLog(database);
  return {
    erased,
    consentsDropped: Number(dropped.numDeletedRows),
    auditPruned,
    addressesCleared: Number(cleared.numUpdatedRows),
  };
}

/** The audit log's keeping, in months, as the Site settings of `database` hold it. Never throws. */
export async function auditLogMonths(database: DB = db()): Promise<number> {
  const settings = await readSettings(database).catch(() => undefined);
  return settings?.privacy.auditLogMonths ?? DEFAULT_AUDIT_LOG_MONTHS;
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
  const [months, logMonths] = await Promise.all([retentionMonths(database), auditLogMonths(database)]);
  const outcome = await withLease(
    "enquiry retention",
    10 * 60_000,
    () =>
      runRetention({ retentionMonths: months, auditLogMonths: logMonths, today: options.today }, database),
    { db: database },
  );
  if (!outcome.ran) return undefined;
  const { erased, consentsDropped, auditPruned, addressesCleared } = outcome.result;
  const said = [
    erased ? `${erased} enquir${erased === 1 ? "y" : "ies"} erased after the retention period` : "",
    consentsDropped
      ? `${consentsDropped} consent record${consentsDropped === 1 ? "" : "s"} over a year old dropped`
      : "",
    auditPruned
      ? `${auditPruned} audit log entr${auditPruned === 1 ? "y" : "ies"} over ${logMonths} months old deleted`
      : "",
    addressesCleared
      ? `${addressesCleared} consent record${addressesCleared === 1 ? "'s" : "s'"} network address removed`
      : "",
  ].filter(Boolean);
  return said.length ? said.join("; ") : undefined;
}
