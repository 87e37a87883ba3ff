import type { Selectable } from "kysely";
import { z } from "zod";
import { BARRIER_LIMITS, BARRIER_REPORT_KEEP_MONTHS } from "~content/accessibility";
import { LANGUAGES, type Language } from "~content/languages";
import { type AccessibilityWords, accessibilityWords } from "~content/words/accessibility";
import { type AddressLimiter, createAddressLimiter } from "../enquiries/guard.server";
import { transportFor } from "../enquiries/mailer.server";
import { type Database, type DB, db } from "../platform/db.server";
import { env } from "../platform/env.server";

/**
 * Accessibility barriers reported on `/accessibility` (RPwD Act 2016 s.46, RPwD Rules 2017 r.15; GIGW 3.0
 * asks for a way to report one): checked, stored in `barrier_reports` (migration 0030) so none is lost
 * when mail is not set up or fails, e-mailed to the office inbox (`ENQUIRY_NOTIFY_TO` through `SMTP_URL`,
 * as enquiries are), listed for staff at /admin/barriers, and deleted `BARRIER_REPORT_KEEP_MONTHS` after
 * they came by the daily job. Only what fixing and answering need: the name and a way to reach the
 * reporter are optional, and neither goes into the e-mail (a copy in a mailbox is one the site cannot
 * delete on schedule).
 */

export type BarrierReport = Selectable<Database["barrier_reports"]>;

/** A form value as text without NUL characters (PostgreSQL cannot store them). */
const text = (value: unknown) => (typeof value === "string" ? value.replaceAll("\u0000", "") : "");

/** An optional field: trimmed, at most `max` characters, null when empty. */
const optional = (max: number, words: AccessibilityWords) =>
  z.preprocess(
    text,
    z
      .string()
      .trim()
      .max(max, words.tooLong(max))
      .transform((value) => value || null),
  );

/** An e-mail address, or a phone number of 7 to 15 digits (spaces, dashes, brackets and a leading + allowed). */
function isContact(value: string): boolean {
  if (z.email().safeParse(value).success) return true;
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
}

function schemaIn(words: AccessibilityWords) {
  return z.object({
    name: optional(BARRIER_LIMITS.name, words),
    contact: optional(BARRIER_LIMITS.contact, words).refine(
      (value) => value === null || isContact(value),
      words.contactInvalid,
    ),
    page: optional(BARRIER_LIMITS.page, words),
    description: z.preprocess(
      text,
      z
        .string()
        .trim()
        .min(1, words.descriptionMissing)
        .max(BARRIER_LIMITS.description, words.tooLong(BARRIER_LIMITS.description)),
    ),
  });
}

/**
 * The report form's schema in each language (its messages are the page's): `name`, `contact` (an
 * e-mail address or a phone number) and `page` optional (null when empty), `description` required.
 */
export const barrierReportSchemas = Object.fromEntries(
  LANGUAGES.map((language) => [language, schemaIn(accessibilityWords[language])]),
) as Record<Language, ReturnType<typeof schemaIn>>;

export type BarrierReportInput = z.output<ReturnType<typeof schemaIn>>;

/**
 * Stores a report checked by `barrierReportSchemas`, sent from a page of `language`, at `now`; returns
 * the row. Throws the database's error (the form then says it was not saved).
 */
export async function createBarrierReport(
  input: BarrierReportInput,
  options: { language?: Language; now?: Date; database?: DB } = {},
): Promise<BarrierReport> {
  const { language = "en", now = new Date(), database = db() } = options;
  return database
    .insertInto("barrier_reports")
    .values({ ...input, language, mailed: "skipped", created_at: now.toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The reports kept, newest first (at most `limit`). Throws the database's error. */
export function listBarrierReports(database: DB = db(), limit = 200): Promise<BarrierReport[]> {
  return database
    .selectFrom("barrier_reports")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** The instant before which a report is deleted at `now`: `BARRIER_REPORT_KEEP_MONTHS` earlier. */
export function barrierReportCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - BARRIER_REPORT_KEEP_MONTHS);
  return cutoff;
}

/** Deletes the reports that came before `barrierReportCutoff(now)`; returns how many. */
export async function pruneBarrierReports(now: Date = new Date(), database: DB = db()): Promise<number> {
  const result = await database
    .deleteFrom("barrier_reports")
    .where("created_at", "<", barrierReportCutoff(now).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * E-mails the office about `report`: the page and what went wrong, and where the rest is (the staff
 * area); never the name or contact. Returns "skipped" when `SMTP_URL` or `ENQUIRY_NOTIFY_TO` is unset;
 * throws nodemailer's error when the mail server refuses or cannot be reached.
 */
export async function notifyOfficeOfBarrier(report: BarrierReport): Promise<"sent" | "skipped"> {
  const { SMTP_URL, ENQUIRY_NOTIFY_TO, ENQUIRY_NOTIFY_FROM, siteOrigin } = env();
  if (!SMTP_URL || !ENQUIRY_NOTIFY_TO) return "skipped";
  const transport = transportFor(SMTP_URL);
  try {
    await transport.sendMail({
      from: ENQUIRY_NOTIFY_FROM,
      to: ENQUIRY_NOTIFY_TO,
      subject: `Accessibility barrier reported${report.page ? ` on ${report.page.slice(0, 80)}` : ""}`,
      text: [
        "A visitor reported an accessibility barrier on the website.",
        "",
        `Page: ${report.page ?? "(not given)"}`,
        `Sent from the ${report.language === "ta" ? "Tamil" : "English"} page.`,
        "",
        "What went wrong:",
        report.description,
        "",
        report.name || report.contact
          ? "The reporter left a name or a way to answer them: see the report in the staff area (sign in first):"
          : "The reporter left no way to answer them. The report is in the staff area (sign in first):",
        `${siteOrigin}/admin/barriers`,
      ].join("\n"),
    });
    return "sent";
  } finally {
    transport.close();
  }
}

/**
 * E-mails the office about `report` and records the outcome in its row (`mailed`). Never throws: a
 * failure is logged; the report is stored either way and staff see it at /admin/barriers.
 */
export async function mailBarrierReport(report: BarrierReport, database: DB = db()): Promise<void> {
  let mailed: BarrierReport["mailed"];
  try {
    mailed = await notifyOfficeOfBarrier(report);
  } catch (cause) {
    mailed = "failed";
    console.error(
      `Error emailing barrier report ${report.id}:`,
      cause instanceof Error ? cause.message : String(cause),
    );
  }
  if (mailed === "skipped") return;
  await database
    .updateTable("barrier_reports")
    .set({ mailed })
    .where("id", "=", report.id)
    .execute()
    .catch((cause) =>
      console.error(
        "Error recording a barrier report's e-mail:",
        cause instanceof Error ? cause.message : cause,
      ),
    );
}

/** Reports one client address may send per `BARRIER_WINDOW_SECONDS` (several people may share one). */
export const BARRIER_PER_ADDRESS = 5;
export const BARRIER_WINDOW_SECONDS = 15 * 60;

/**
 * A limiter of reports per client address with its own counters (tests make their own; the site
 * shares `barrierLimiter`), in memory as the enquiry form's (app/lib/enquiries/guard.server.ts).
 */
export function createBarrierLimiter(points = BARRIER_PER_ADDRESS): AddressLimiter {
  return createAddressLimiter("barrier", points, BARRIER_WINDOW_SECONDS);
}

export const barrierLimiter = createBarrierLimiter();
