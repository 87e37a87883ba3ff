import { AUDIENCE_LABELS } from "~/lib/forms/limits";
import { quoted } from "~/lib/platform/audit.server";
import type { Audience } from "~/lib/platform/db.server";
import type { PublishedRow, PublishedTable } from "~/lib/published/store.server";
import type { AdminEntity } from "./content-admin.server";

/** The words the admin content screens' audit rows use for an entry and for what an edit changed. */

/** What the audit log says about a row: "notification “Sports Day” for Vidhyapeeth only". */
export function describeRow(noun: string, title: string, audience: string): string {
  const label = AUDIENCE_LABELS[audience as Audience] ?? audience;
  return `${noun} ${quoted(title)} for ${label.replace(/^Both schools \(whole group\)$/, "both schools")}`;
}

/** The form fields whose stored value changed, for the audit summary of an edit. */
export function changedFields<T extends PublishedTable>(
  entity: AdminEntity<T>,
  before: PublishedRow<T>,
  after: PublishedRow<T>,
): string[] {
  const old = entity.record.fromRow(before);
  const current = entity.record.fromRow(after);
  return Object.keys(entity.record.schema.shape).filter(
    (field) => JSON.stringify(old[field] ?? null) !== JSON.stringify(current[field] ?? null),
  );
}
