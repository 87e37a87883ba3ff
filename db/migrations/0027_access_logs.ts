import type { Kysely } from "kysely";

/**
 * Consent that proves itself (DPDP Rules 2025 r. 3 and 6): `notice_texts` keeps the exact words of each
 * privacy notice version once, keyed by the version a consent records (`enquiry_consents.notice_version`
 * points to `notice_texts.version`), written when the first consent under that version is saved.
 * `words` is the JSON the version's fingerprint is taken of (app/lib/enquiries/privacy-notice.ts,
 * `noticeWords`), so the stored words can be checked against the version they are filed under. No
 * foreign key: consent rows older than this table have no stored words, and a consent row outlives its
 * enquiry.
 *
 * The audit log is now pruned by age every day (`pruneAudit`): `audit_log_at_idx` (migration 0006)
 * already serves `where at < ?`. The consent log's address is blanked by age too: an index on
 * `given_at` for that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notice_texts")
    .addColumn("version", "text", (c) => c.primaryKey())
    .addColumn("words", "text", (c) => c.notNull())
    .addColumn("stored_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("enquiry_consents_given_idx")
    .on("enquiry_consents")
    .column("given_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("enquiry_consents_given_idx").ifExists().execute();
  await db.schema.dropTable("notice_texts").ifExists().execute();
}
