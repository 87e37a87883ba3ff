import { createHash, randomBytes, randomInt } from "node:crypto";
import { type Selectable, sql } from "kysely";
import { enquirySchools } from "../auth/permissions.server";
import type { PublicUser } from "../auth/users.server";
import {
  type DB,
  db,
  type EnquiryEventTable,
  type EnquirySchool,
  type EnquiryStatus,
  type EnquiryTable,
  now,
} from "../platform/db.server";
import { admissionYearFor } from "./retention";
import { CONSENT_STATEMENT, type EnquiryInput } from "./validation.server";

/** Data access for admission enquiries and their status history. */

export type Enquiry = Selectable<EnquiryTable>;
export type EnquiryEvent = Selectable<EnquiryEventTable>;
export { ENQUIRY_STATUSES } from "./labels";

/** Letters and digits that cannot be confused when read over the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A new reference such as `ENQ-7KQ3XD` (about 887 million possibilities). */
export function newReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `ENQ-${code}`;
}

/** True for text shaped like a reference (what the confirmation page accepts in its URL). */
export function isReference(value: string | null | undefined): value is string {
  return !!value && new RegExp(`^ENQ-[${REFERENCE_ALPHABET}]{6}$`).test(value);
}

/**
 * The consent that came with an enquiry: the notice's version the page showed, the client's address
 * and the statement the parent agreed to (`CONSENT_STATEMENT`, the English, unless given: a Tamil
 * page's parent agrees to the Tamil words); `noticeWords`, the notice's exact words (`noticeWords` of
 * privacy-notice.ts), stored once per version in `notice_texts`, which the consent row's version names.
 */
export interface ConsentGiven {
  noticeVersion: string;
  address: string | null;
  statement?: string;
  noticeWords?: string;
}

/**
 * Saves a new enquiry with status "new", a fresh reference and the parent's private link, and its
 * consent in the consent log, in one transaction; retries with another reference in the unlikely event
 * of a clash. `options.consent` is the parent's consent (the form requires it; scripts and tests that
 * seed enquiries may leave it out); `options.advertisedYear` the admissions year the site advertises
 * (Site settings), from which `admissionYearFor` picks the year the enquiry is for. Returns the row
 * and `token`, the private link's secret, which exists only here (the table keeps its SHA-256).
 * Throws the driver's error when the database fails.
 */
export async function createEnquiry(
  input: EnquiryInput,
  database: DB = db(),
  options: { consent?: ConsentGiven; advertisedYear?: string } = {},
): Promise<Enquiry & { token: string }> {
  for (let attempt = 0; ; attempt++) {
    const stamp = now();
    const { token, hash } = newAccessToken();
    try {
      const row = await database.transaction().execute(async (trx) => {
        const enquiry = await trx
          .insertInto("enquiries")
          .values({
            ...input,
            // The table predates "a mobile or an e-mail": no number is stored as empty text.
            phone: input.phone ?? "",
            reference: newReference(),
            status: "new",
            created_at: stamp,
            updated_at: stamp,
            admission_year: admissionYearFor(stamp, options.advertisedYear ?? ""),
            access_token_hash: hash,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (options.consent) {
          await trx
            .insertInto("enquiry_consents")
            .values({
              enquiry_id: enquiry.id,
              reference: enquiry.reference,
              given_at: stamp,
              notice_version: options.consent.noticeVersion.slice(0, 100),
              statement: options.consent.statement ?? CONSENT_STATEMENT,
              address: options.consent.address?.slice(0, 100) ?? null,
            })
            .execute();
          if (options.consent.noticeWords) {
            // The first consent under a version stores its words; later ones find them there.
            await trx
              .insertInto("notice_texts")
              .values({
                version: options.consent.noticeVersion.slice(0, 100),
                words: options.consent.noticeWords,
                stored_at: stamp,
              })
              .onConflict((oc) => oc.column("version").doNothing())
              .execute();
          }
        }
        return enquiry;
      });
      return { ...row, token };
    } catch (error) {
      const clash = /unique|duplicate/i.test(String((error as Error)?.message)) && attempt < 5;
      if (!clash) throw error;
    }
  }
}

/** Bytes of randomness in a private link's token: 256 bits, unguessable. */
const TOKEN_BYTES = 32;

/**
 * A new private-link token (64 lower-case hex digits: the site's URLs are lower case, and another
 * spelling of a path is redirected to it) and the SHA-256 (hex) the table keeps.
 */
export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("hex");
  return { token, hash: hashAccessToken(token) };
}

/** SHA-256 (hex) of a private link's token: what `enquiries.access_token_hash` holds. */
export function hashAccessToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** True for text shaped like a private link's token (64 lower-case hex digits). */
export function isAccessToken(value: string | null | undefined): value is string {
  return !!value && /^[0-9a-f]{64}$/.test(value);
}

/** Which enquiries the inbox shows. */
export interface EnquiryFilter {
  school?: EnquirySchool;
  classSought?: string;
  status?: EnquiryStatus;
  /** Part of a name (student or parent), a phone number, or a reference. */
  search?: string;
  /** Only the erased (true) or only those still holding their data (false). */
  erased?: boolean;
  limit?: number;
}

/** Enquiries matching `filter`, newest first. */
export async function listEnquiries(filter: EnquiryFilter = {}, database: DB = db()): Promise<Enquiry[]> {
  let query = database.selectFrom("enquiries").selectAll();
  if (filter.school) query = query.where("school", "=", filter.school);
  if (filter.classSought) query = query.where("class_sought", "=", filter.classSought);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.erased !== undefined) query = query.where("erased_at", filter.erased ? "is not" : "is", null);
  const search = filter.search?.trim();
  if (search) {
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Digits are matched against phone numbers only when the search looks like one ("098765 43210",
    // "+91 98765"), never for a reference or a name that happens to contain digits.
    const digits = /^[+\d\s().-]+$/.test(search) ? search.replace(/\D/g, "").replace(/^0+/, "") : "";
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(student_name) like ${like} escape '\\'`,
        sql<boolean>`lower(parent_name) like ${like} escape '\\'`,
        sql<boolean>`lower(reference) like ${like} escape '\\'`,
        ...(digits.length >= 3 ? [eb("phone", "like", `%${digits}%`)] : []),
      ]),
    );
  }
  query = query.orderBy("created_at", "desc").orderBy("id", "desc");
  if (filter.limit) query = query.limit(filter.limit);
  return query.execute();
}

export async function getEnquiry(id: number, database: DB = db()): Promise<Enquiry | undefined> {
  return database.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The status changes of an enquiry, oldest first. */
export async function listEnquiryEvents(enquiryId: number, database: DB = db()): Promise<EnquiryEvent[]> {
  return database
    .selectFrom("enquiry_events")
    .selectAll()
    .where("enquiry_id", "=", enquiryId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

/**
 * Sets an enquiry's status and records who did it, with an optional note, in one transaction. Returns
 * false when the enquiry does not exist.
 */
export async function changeEnquiryStatus(
  id: number,
  change: { status: EnquiryStatus; note: string | null; username: string },
  database: DB = db(),
): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const stamp = now();
    const result = await trx
      .updateTable("enquiries")
      .set({ status: change.status, updated_at: stamp })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx
      .insertInto("enquiry_events")
      .values({
        enquiry_id: id,
        status: change.status,
        note: change.note,
        username: change.username,
        created_at: stamp,
      })
      .execute();
    return true;
  });
}

/**
 * How many enquiries of any school are still "new". Takes the database; returns the count. For what a
 * signed-in user sees (the admin tab's badge) use `countNewEnquiriesFor`.
 */
export async function countNewEnquiries(database: DB = db()): Promise<number> {
  return countNew(null, database);
}

/**
 * How many "new" enquiries `user` may see: the number the admin tab's badge shows. Returns the count.
 * Scoped by `enquirySchools`, the rule the inbox applies to its list, so that a
 * school's editor is not told of the other school's enquiries.
 */
export async function countNewEnquiriesFor(
  user: Pick<PublicUser, "role" | "scope">,
  database: DB = db(),
): Promise<number> {
  return countNew(enquirySchools(user), database);
}

/** One line of the staff area's "new enquiries" panel. */
export type NewEnquirySummary = Pick<
  Enquiry,
  "id" | "reference" | "student_name" | "parent_name" | "class_sought" | "school" | "created_at"
>;

/**
 * The "new" enquiries `user` may see (scoped by `enquirySchools`, as the inbox and the tab's badge):
 * how many, and the newest `limit` of them, newest first (the alert on the staff
 * area's first screen, for an office without e-mail alerts).
 */
export async function newEnquiriesFor(
  user: Pick<PublicUser, "role" | "scope">,
  limit = 3,
  database: DB = db(),
): Promise<{ count: number; newest: NewEnquirySummary[] }> {
  const schools = enquirySchools(user);
  if (schools?.length === 0) return { count: 0, newest: [] };
  let query = database
    .selectFrom("enquiries")
    .select(["id", "reference", "student_name", "parent_name", "class_sought", "school", "created_at"])
    .where("status", "=", "new")
    // A withdrawn or erased enquiry asks nothing more of the office.
    .where("erased_at", "is", null);
  if (schools) query = query.where("school", "in", schools);
  const [count, newest] = await Promise.all([
    countNew(schools, database),
    query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute(),
  ]);
  return { count, newest };
}

/** The "new" enquiries of `schools` (every school when null), counted by the database. */
async function countNew(schools: EnquirySchool[] | null, database: DB): Promise<number> {
  // An empty list would be `in ()`, invalid SQL; no school means nothing to count.
  if (schools?.length === 0) return 0;
  let query = database
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("status", "=", "new")
    // A withdrawn or erased enquiry asks nothing more of the office.
    .where("erased_at", "is", null);
  if (schools) query = query.where("school", "in", schools);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
