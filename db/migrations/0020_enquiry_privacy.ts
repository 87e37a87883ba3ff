import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Parents' data under India's DPDP Act 2023 and Rules 2025 (architecture ruling 21): consent, the
 * parent's private link, erasure on a schedule, and the e-mails sent about an enquiry.
 *
 * New columns of `enquiries` (migration 0002):
 * - `admission_year`: the admissions year the enquiry is for ("2027-2028"), which sets when it is erased
 *   (app/lib/enquiries/retention.ts); null on enquiries older than this migration (their year then
 *   follows from `created_at`).
 * - `access_token_hash`: SHA-256 (hex) of the random token in the parent's private link, so a leaked
 *   table does not open anyone's enquiry; null once erased. Unique.
 * - `kept_at`, `kept_by`: when and by whom the office marked the enquiry as having become an admission,
 *   which the retention job then leaves alone; null otherwise.
 * - `erased_at`, `erased_reason`: when the personal fields were blanked, and why: "parent" (withdrawn
 *   through the private link), "office" (on the parent's request to the office) or "retention" (the
 *   scheduled job). The row stays, anonymous, for the counts.
 *
 * New tables:
 * - `enquiry_consents`: the consent log, one row per consent given (time, the notice's version, the
 *   words agreed to, the client's address) and when it was withdrawn. It outlives the enquiry's erasure
 *   by a year (DPDP Rules 2025, rule 8(3)); no foreign key for that reason.
 * - `enquiry_emails`: each e-mail sent about an enquiry (to the office, or the acknowledgment to the
 *   parent): who to and its subject (both blanked on erasure), the outcome and the error.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  for (const column of [
    "admission_year",
    "access_token_hash",
    "kept_at",
    "kept_by",
    "erased_at",
    "erased_reason",
  ]) {
    await db.schema.alterTable("enquiries").addColumn(column, "text").execute();
  }
  await db.schema
    .createIndex("enquiries_access_token_idx")
    .on("enquiries")
    .column("access_token_hash")
    .unique()
    .execute();

  const id = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn("id", pg ? "serial" : "integer", (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );
  await id("enquiry_consents")
    .addColumn("enquiry_id", "integer", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("given_at", "text", (c) => c.notNull())
    .addColumn("notice_version", "text", (c) => c.notNull())
    .addColumn("statement", "text", (c) => c.notNull())
    .addColumn("address", "text")
    .addColumn("withdrawn_at", "text")
    .execute();
  await db.schema
    .createIndex("enquiry_consents_enquiry_idx")
    .on("enquiry_consents")
    .column("enquiry_id")
    .execute();

  await id("enquiry_emails")
    .addColumn("enquiry_id", "integer", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().modifyEnd(sql`check (kind in ('office', 'parent'))`))
    .addColumn("recipient", "text")
    .addColumn("subject", "text")
    .addColumn("outcome", "text", (c) =>
      c.notNull().modifyEnd(sql`check (outcome in ('sent', 'failed', 'skipped'))`),
    )
    .addColumn("error", "text")
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("enquiry_emails_enquiry_idx")
    .on("enquiry_emails")
    .column("enquiry_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("enquiry_emails").ifExists().execute();
  await db.schema.dropTable("enquiry_consents").ifExists().execute();
  await db.schema.dropIndex("enquiries_access_token_idx").ifExists().execute();
  for (const column of [
    "erased_reason",
    "erased_at",
    "kept_by",
    "kept_at",
    "access_token_hash",
    "admission_year",
  ]) {
    await db.schema.alterTable("enquiries").dropColumn(column).execute();
  }
}
