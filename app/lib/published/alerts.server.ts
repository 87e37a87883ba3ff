import type { Selectable } from "kysely";
import { type AlertRecord, alertSchema } from "~content/schemas/alerts";
import { isLinkAddress } from "~content/schemas/links";
import { AUDIENCE_LABELS } from "../forms/limits";
import { quoted, writeAudit } from "../platform/audit.server";
import { type Audience, type Database, type DB, db, now } from "../platform/db.server";
import { recordTable } from "./record-table.server";

/**
 * Urgent alerts (architecture ruling 22): one short line ("School closed tomorrow due to heavy rain"),
 * an optional link, for one school or both, shown at the top of every public page of its audience
 * until it expires or the office ends it. Every change writes its audit row in its transaction; the
 * page version rises by the table's trigger (migration 0021), and the page cache also ends its copies
 * at the alert's expiry (`nextScheduleBoundary`). The alert's fields beyond its columns are kept in
 * `fields` (decision 0029).
 */

export type AlertRow = Selectable<Database["alerts"]>;

/** The mapping between an alert of the form (content/schemas/alerts.ts) and its row. */
export const alertTable = recordTable(alertSchema, {
  message: "text",
  link: "nullable",
  audience: "text",
  expires_at: "text",
});

/** An alert as the public banner draws it: these parts, and what else its schema holds. */
export type AlertView = AlertParts &
  Partial<Omit<AlertRecord, "message" | "link" | "audience" | "expires_at">>;

/** What every alert has. */
interface AlertParts {
  id: number;
  message: string;
  link: string | null;
  audience: Audience;
  /** ISO-8601 UTC. */
  expiresAt: string;
}

/** Who posts or ends an alert, and from where (the audit row). */
export interface AlertActor {
  id: number;
  username: string;
  address?: string | null;
}

/**
 * The alerts showing at `at`: not ended and not expired, newest first. A stored link that the form's
 * rule (`isLinkAddress`) refuses today, posted before that rule was kept, is left out rather than drawn
 * on every public page. Throws on a database error.
 */
export async function currentAlerts(at: Date = new Date(), database: DB = db()): Promise<AlertView[]> {
  const rows = await database
    .selectFrom("alerts")
    .select(["id", "message", "link", "audience", "expires_at", "fields"])
    .where("ended_at", "is", null)
    .where("expires_at", ">", at.toISOString())
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    ...alertTable.extrasOf(alertTable.withFields(row)),
    id: row.id,
    message: row.message,
    link: row.link && isLinkAddress(row.link) ? row.link : null,
    audience: row.audience,
    expiresAt: row.expires_at,
  }));
}

/** The last `limit` alerts, showing or not, newest first (the staff screen). */
export function recentAlerts(limit = 30, database: DB = db()): Promise<AlertRow[]> {
  return database.selectFrom("alerts").selectAll().orderBy("id", "desc").limit(limit).execute();
}

/** The alert `id`, or undefined. */
export function getAlert(id: number, database: DB = db()): Promise<AlertRow | undefined> {
  return database.selectFrom("alerts").selectAll().where("id", "=", id).executeTakeFirst();
}

const audienceWords = (audience: Audience) => AUDIENCE_LABELS[audience].replace(/ \(whole group\)$/, "");

/** Posts `input` (as its form's schema checked it) with its audit row, in one transaction; returns the new row. */
export async function postAlert(
  input: AlertRecord,
  actor: AlertActor,
  database: DB = db(),
): Promise<AlertRow> {
  return database.transaction().execute(async (trx) => {
    const at = now();
    const row = await trx
      .insertInto("alerts")
      .values({
        ...(alertTable.rowOf(input) as Pick<AlertRow, "message" | "link" | "audience" | "expires_at"> & {
          fields: string;
        }),
        created_by: actor.id,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(
      {
        actor,
        action: "create",
        entity: "alerts",
        entityId: row.id,
        summary: `Posted the urgent alert ${quoted(input.message)} for ${audienceWords(input.audience)}`,
        address: actor.address ?? null,
      },
      trx,
    );
    return row;
  });
}

/**
 * Ends alert `id` now, with its audit row. Returns false when there is no such alert or it had already
 * ended or expired (nothing is written then).
 */
export async function endAlert(id: number, actor: AlertActor, database: DB = db()): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const at = now();
    const ended = await trx
      .updateTable("alerts")
      .set({ ended_at: at, updated_at: at })
      .where("id", "=", id)
      .where("ended_at", "is", null)
      .where("expires_at", ">", at)
      .returning(["message", "audience"])
      .executeTakeFirst();
    if (!ended) return false;
    await writeAudit(
      {
        actor,
        action: "update",
        entity: "alerts",
        entityId: id,
        summary: `Ended the urgent alert ${quoted(ended.message)} for ${audienceWords(ended.audience)}`,
        address: actor.address ?? null,
      },
      trx,
    );
    return true;
  });
}
