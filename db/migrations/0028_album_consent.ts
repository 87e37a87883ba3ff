import type { Kysely } from "kysely";

/**
 * Who confirmed that the school holds the parents' written consent to publish a photo album, and when
 * (Digital Personal Data Protection Act 2023 s.9(1): a child's personal data, here a photo, is
 * processed only with the verifiable consent of a parent). `consent_user_id` and `consent_username`
 * (the name kept too, so the record outlives the account), `consent_at` ISO-8601 UTC text. All null
 * until a staff user confirms it on Publish; unpublishing (a parent's withdrawal) clears them. Albums
 * published before this migration keep their state with nulls, which the staff list shows as
 * "consent not recorded".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("albums").addColumn("consent_user_id", "integer").execute();
  await db.schema.alterTable("albums").addColumn("consent_username", "text").execute();
  await db.schema.alterTable("albums").addColumn("consent_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["consent_at", "consent_username", "consent_user_id"]) {
    await db.schema.alterTable("albums").dropColumn(column).execute();
  }
}
