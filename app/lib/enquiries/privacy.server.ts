import type { Selectable } from "kysely";
import { type AuditActor, writeAudit } from "../platform/audit.server";
import {
  type DB,
  db,
  type EnquiryConsentTable,
  type EnquiryEmailTable,
  type ErasureReason,
  now,
  sqliteOf,
} from "../platform/db.server";
import { type Enquiry, type EnquiryEvent, hashAccessToken, isAccessToken } from "./enquiries.server";
import { ERASURE_LABELS } from "./labels";
import { KEPT_ADMISSION_MONTHS } from "./retention";
import type { EnquiryInput } from "./validation.server";

/** The erasure reasons in words; they live in labels.ts, which the browser's screens can import. */
export { ERASURE_LABELS };

/**
 * A parent's rights over their enquiry (DPDP Act 2023 ss. 11–13; architecture ruling 21): to see it,
 * correct it and have it erased, through the private link or by asking the office, and the office's
 * export of one parent's data. Every change is written to the audit log in its own transaction,
 * without the personal data.
 */

export type EnquiryConsent = Selectable<EnquiryConsentTable>;
export type EnquiryEmail = Selectable<EnquiryEmailTable>;

/** Who the audit log names for what a parent does through the private link: no account, no name. */
export const PARENT_ACTOR: AuditActor = { id: null, username: "parent (private link)" };

/** Who the audit log names for the scheduled erasure. */
export const RETENTION_ACTOR: AuditActor = { id: null, username: "retention job" };

/**
 * The enquiry whose private link holds `token`; undefined when the token is malformed, unknown, or its
 * enquiry was erased (the link expires with the enquiry). Compares SHA-256 hashes in the database.
 */
export async function findEnquiryByToken(token: string, database: DB = db()): Promise<Enquiry | undefined> {
  if (!isAccessToken(token)) return undefined;
  return database
    .selectFrom("enquiries")
    .selectAll()
    .where("access_token_hash", "=", hashAccessToken(token))
    .where("erased_at", "is", null)
    .executeTakeFirst();
}

/**
 * Replaces the parent's details of enquiry `id` with `input` (the parent's correction through the
 * private link), notes it in the enquiry's history for the office and in the audit log. Returns false
 * when the enquiry does not exist or was erased.
 */
export async function correctEnquiry(
  id: number,
  input: EnquiryInput,
  options: { address: string | null },
  database: DB = db(),
): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const stamp = now();
    const row = await trx
      .updateTable("enquiries")
      .set({ ...input, phone: input.phone ?? "", updated_at: stamp })
      .where("id", "=", id)
      .where("erased_at", "is", null)
      .returning(["reference", "status"])
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto("enquiry_events")
      .values({
        enquiry_id: id,
        status: row.status,
        note: "The parent corrected the details through the private link.",
        username: PARENT_ACTOR.username,
        created_at: stamp,
      })
      .execute();
    await writeAudit(
      {
        actor: PARENT_ACTOR,
        action: "correct",
        entity: "enquiries",
        entityId: id,
        summary: `The parent corrected enquiry ${row.reference}`,
        address: options.address,
      },
      trx,
    );
    return true;
  });
}

/**
 * Empties SQLite's write-ahead log into the database file after an erasure
 * (`PRAGMA wal_checkpoint(TRUNCATE)`). In WAL mode a change is appended to the `-wal` file, and the
 * frames written before it, holding the words as they were, stay there, readable with any text tool
 * and copied by any backup of the folder, until the log is restarted; truncating it leaves only the
 * database file, whose freed space `secure_delete` zeroes. Nothing to do on PostgreSQL or inside a
 * caller's transaction (the erasure is not committed yet). Never throws: the erasure is done and
 * stays done; a log still in use (another process reading) is said in the server's log, and the next
 * erasure or retention run truncates it.
 */
export function truncateWriteAheadLog(database: DB = db()): void {
  if (database.isTransaction) return;
  try {
    const sqlite = sqliteOf(database);
    if (!sqlite) return;
    const [result] = sqlite.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    if (result?.busy) {
      console.warn("The SQLite log could not be emptied after an erasure: another connection is reading.");
    }
  } catch (error) {
    console.error("The SQLite log could not be emptied after an erasure:", error);
  }
}

/**
 * Erases enquiry `id`: blanks every personal field it held, in the enquiry (names, mobile, e-mail,
 * message and the private link), its status notes, its e-mail log, and closes its consent (the consent
 * record itself is kept a year, DPDP Rules 2025 rule 8(3)). What stays is anonymous: the reference,
 * class, school, status and dates, for the counts. Writes the audit row ("erase", no personal data) in
 * the same transaction, then empties SQLite's log of the old words (`truncateWriteAheadLog`). Returns
 * false when there is no such enquiry or it was already erased. Throws on a database error.
 */
export async function eraseEnquiry(
  id: number,
  options: { reason: ErasureReason; actor: AuditActor; address?: string | null; at?: string },
  database: DB = db(),
): Promise<boolean> {
  const erased = await database.transaction().execute(async (trx) => {
    const stamp = options.at ?? now();
    const row = await trx
      .updateTable("enquiries")
      .set({
        student_name: "",
        parent_name: "",
        phone: "",
        email: null,
        message: null,
        access_token_hash: null,
        erased_at: stamp,
        erased_reason: options.reason,
        updated_at: stamp,
      })
      .where("id", "=", id)
      .where("erased_at", "is", null)
      .returning(["reference"])
      .executeTakeFirst();
    if (!row) return false;
    await trx.updateTable("enquiry_events").set({ note: null }).where("enquiry_id", "=", id).execute();
    await trx
      .updateTable("enquiry_emails")
      .set({ recipient: null, subject: null, error: null })
      .where("enquiry_id", "=", id)
      .execute();
    await trx
      .updateTable("enquiry_consents")
      .set({ withdrawn_at: stamp })
      .where("enquiry_id", "=", id)
      .where("withdrawn_at", "is", null)
      .execute();
    await writeAudit(
      {
        actor: options.actor,
        action: "erase",
        entity: "enquiries",
        entityId: id,
        summary: `Erased enquiry ${row.reference}: ${ERASURE_LABELS[options.reason].toLowerCase()}`,
        address: options.address,
      },
      trx,
    );
    return true;
  });
  if (erased) truncateWriteAheadLog(database);
  return erased;
}

/**
 * Marks enquiry `id` as having become an admission (`keep`), which the retention job then leaves to the
 * office, or takes the mark off; audited. Returns false when there is no such enquiry or it was erased.
 */
export async function setEnquiryKept(
  id: number,
  keep: boolean,
  options: { actor: AuditActor; address?: string | null },
  database: DB = db(),
): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const stamp = now();
    const row = await trx
      .updateTable("enquiries")
      .set({
        kept_at: keep ? stamp : null,
        kept_by: keep ? options.actor.username : null,
        updated_at: stamp,
      })
      .where("id", "=", id)
      .where("erased_at", "is", null)
      .returning(["reference"])
      .executeTakeFirst();
    if (!row) return false;
    await writeAudit(
      {
        actor: options.actor,
        action: keep ? "keep" : "unkeep",
        entity: "enquiries",
        entityId: id,
        summary: keep
          ? `Marked enquiry ${row.reference} as an admission: kept ${KEPT_ADMISSION_MONTHS} months after the mark, then erased`
          : `Enquiry ${row.reference} is no longer marked as an admission: erased on schedule`,
        address: options.address,
      },
      trx,
    );
    return true;
  });
}

/** Everything the site holds about one enquiry: what a parent's request for their data receives. */
export interface EnquiryData {
  enquiry: Omit<Enquiry, "access_token_hash">;
  history: Omit<EnquiryEvent, "enquiry_id">[];
  /** Each with `notice_words`, the notice's exact words its version names (null: given before they were stored). */
  consents: (Omit<EnquiryConsent, "enquiry_id"> & { notice_words: string | null })[];
  emails: Omit<EnquiryEmail, "enquiry_id">[];
}

/**
 * The enquiry `id` with its status history, consent log (each consent with the notice's words it
 * agreed to) and e-mail log (the private link's hash left out: it opens nothing without the token);
 * undefined when there is no such enquiry.
 */
export async function enquiryData(id: number, database: DB = db()): Promise<EnquiryData | undefined> {
  const row = await database.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const { access_token_hash: _hash, ...enquiry } = row;
  const [history, consents, emails] = await Promise.all([
    database
      .selectFrom("enquiry_events")
      .select(["id", "status", "note", "username", "created_at"])
      .where("enquiry_id", "=", id)
      .orderBy("id")
      .execute(),
    database
      .selectFrom("enquiry_consents as c")
      .leftJoin("notice_texts as n", "n.version", "c.notice_version")
      .select([
        "c.id",
        "c.reference",
        "c.given_at",
        "c.notice_version",
        "c.statement",
        "c.address",
        "c.withdrawn_at",
        "n.words as notice_words",
      ])
      .where("c.enquiry_id", "=", id)
      .orderBy("c.id")
      .execute(),
    database
      .selectFrom("enquiry_emails")
      .select(["id", "kind", "recipient", "subject", "outcome", "error", "at"])
      .where("enquiry_id", "=", id)
      .orderBy("id")
      .execute(),
  ]);
  return { enquiry, history, consents, emails };
}
