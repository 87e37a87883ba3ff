import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveSettings } from "~/lib/content-store/settings.server";
import { settingsDefaults } from "~content/settings";
import { clearTables, testDatabases } from "../../../tests/support/databases";
import { type DB, sqliteOf } from "../platform/db.server";
import { changeEnquiryStatus, createEnquiry, getEnquiry, listEnquiries } from "./enquiries.server";
import {
  correctEnquiry,
  enquiryData,
  eraseEnquiry,
  findEnquiryByToken,
  setEnquiryKept,
} from "./privacy.server";
import { noticeWords, privacyNotice } from "./privacy-notice";
import { auditLogMonths, erasureSchedule, retentionMonths, runRetention } from "./retention.server";
import type { EnquiryInput } from "./validation.server";

function input(changes: Partial<EnquiryInput> = {}): EnquiryInput {
  return {
    student_name: "Anusha",
    parent_name: "Ramesh Kumar",
    phone: "+919876543210",
    email: "ramesh@example.com",
    class_sought: "LKG",
    school: "vidhyapeeth",
    message: "Is there a bus from Velachery?",
    ...changes,
  };
}

const PERSONAL = ["Anusha", "Ramesh", "9876543210", "ramesh@example.com", "Velachery"];

/** Every row of every table that can hold an enquiry's data, as one text. */
async function everything(database: DB): Promise<string> {
  const tables = ["enquiries", "enquiry_events", "enquiry_emails", "audit_log"] as const;
  const rows = await Promise.all(tables.map((t) => database.selectFrom(t).selectAll().execute()));
  return JSON.stringify(rows);
}

describe.each(testDatabases())("parents' data on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());
  beforeEach(async () => {
    await clearTables(database);
    await database.deleteFrom("audit_log").execute();
    await database.deleteFrom("job_leases").execute();
  });

  /** An enquiry with a consent, a status note and a logged e-mail, as the site makes them. */
  async function fullEnquiry(changes: Partial<EnquiryInput> = {}, advertisedYear = "2027-2028") {
    const enquiry = await createEnquiry(input(changes), database, {
      consent: { noticeVersion: "2026-11-26.abcd1234", address: "203.0.113.7" },
      advertisedYear,
    });
    await changeEnquiryStatus(
      enquiry.id,
      { status: "contacted", note: "Called Ramesh Kumar on 98765 43210 about Anusha", username: "office" },
      database,
    );
    await database
      .insertInto("enquiry_emails")
      .values({
        enquiry_id: enquiry.id,
        kind: "parent",
        recipient: "ramesh@example.com",
        subject: "Your admission enquiry",
        outcome: "failed",
        error: "550 ramesh@example.com unknown",
        at: new Date().toISOString(),
      })
      .execute();
    return enquiry;
  }

  it("keeps the consent with its time, the notice's version, the words and the address", async () => {
    const enquiry = await fullEnquiry();
    const data = await enquiryData(enquiry.id, database);
    expect(data?.consents).toEqual([
      expect.objectContaining({
        reference: enquiry.reference,
        notice_version: "2026-11-26.abcd1234",
        address: "203.0.113.7",
        statement: expect.stringContaining("I am the parent or guardian of this child"),
        withdrawn_at: null,
      }),
    ]);
    expect(data?.consents[0]?.given_at).toBe(enquiry.created_at);
    expect(enquiry.admission_year).toBe("2027-2028");
  });

  it("stores a notice's words once for its version; each consent under it reads them back", async () => {
    await database.deleteFrom("notice_texts").execute();
    const notice = privacyNotice(settingsDefaults, new Date());
    const consent = {
      noticeVersion: notice.version,
      noticeWords: noticeWords(notice),
      address: "203.0.113.7",
    };
    const first = await createEnquiry(input(), database, { consent });
    // A second consent under the same version with other words (it cannot happen: the version is
    // their fingerprint) does not overwrite the first words.
    const second = await createEnquiry(input(), database, {
      consent: { ...consent, noticeWords: "[[],[]]" },
    });
    const stored = await database.selectFrom("notice_texts").selectAll().execute();
    expect(stored.map((row) => [row.version, row.words])).toEqual([[notice.version, noticeWords(notice)]]);
    for (const enquiry of [first, second]) {
      const data = await enquiryData(enquiry.id, database);
      expect(data?.consents.map((c) => [c.notice_version, c.notice_words])).toEqual([
        [notice.version, noticeWords(notice)],
      ]);
    }
    // A consent recorded before words were kept reads back none.
    const older = await fullEnquiry();
    expect((await enquiryData(older.id, database))?.consents[0]?.notice_words).toBeNull();
  });

  it("opens an enquiry by its private link's token only, which the table keeps hashed", async () => {
    const enquiry = await fullEnquiry();
    expect(enquiry.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await findEnquiryByToken(enquiry.token, database))?.id).toBe(enquiry.id);
    expect(await everything(database)).not.toContain(enquiry.token);
    expect(
      await findEnquiryByToken(
        `${enquiry.token.slice(0, 63)}${enquiry.token.endsWith("a") ? "b" : "a"}`,
        database,
      ),
    ).toBeUndefined();
    expect(await findEnquiryByToken("short", database)).toBeUndefined();
  });

  it("lets the parent correct the details, noted for the office and audited", async () => {
    const enquiry = await fullEnquiry();
    const corrected = input({ student_name: "Anu", phone: null, class_sought: "UKG" });
    expect(await correctEnquiry(enquiry.id, corrected, { address: "203.0.113.7" }, database)).toBe(true);
    const row = await getEnquiry(enquiry.id, database);
    expect(row).toMatchObject({ student_name: "Anu", phone: "", class_sought: "UKG", status: "contacted" });
    const data = await enquiryData(enquiry.id, database);
    expect(data?.history.at(-1)?.note).toContain("corrected");
    const audit = await database.selectFrom("audit_log").selectAll().execute();
    expect(audit.map((a) => a.action)).toEqual(["correct"]);
    expect(JSON.stringify(audit)).not.toContain("Anu");
  });

  it.each([
    ["parent", "Withdrawn by the parent"],
    ["office", "on the parent's request"],
  ] as const)(
    "erasure (%s) removes the personal fields from every table that held them",
    async (reason, said) => {
      const enquiry = await fullEnquiry();
      const other = await fullEnquiry({ student_name: "Bala", parent_name: "Kala" });
      expect(
        await eraseEnquiry(
          enquiry.id,
          { reason, actor: { id: null, username: "someone" }, address: "1.2.3.4" },
          database,
        ),
      ).toBe(true);

      const erased = await getEnquiry(enquiry.id, database);
      expect(erased).toMatchObject({
        reference: enquiry.reference,
        class_sought: "LKG",
        school: "vidhyapeeth",
        student_name: "",
        parent_name: "",
        phone: "",
        email: null,
        message: null,
        access_token_hash: null,
        erased_reason: reason,
      });
      const data = await enquiryData(enquiry.id, database);
      expect(data?.history.map((h) => h.note)).toEqual([null]);
      expect(data?.emails).toEqual([
        expect.objectContaining({ recipient: null, subject: null, error: null }),
      ]);
      // The consent record stays (rule 8(3)), closed at the erasure.
      expect(data?.consents[0]?.withdrawn_at).toBe(erased?.erased_at);

      const dump = JSON.stringify([
        erased,
        data,
        await database.selectFrom("audit_log").selectAll().execute(),
      ]);
      for (const word of PERSONAL) expect(dump).not.toContain(word);
      const audit = await database
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "erase")
        .execute();
      expect(audit).toEqual([expect.objectContaining({ entity: "enquiries", entity_id: enquiry.id })]);
      expect(audit[0]?.summary).toContain(enquiry.reference);
      expect(audit[0]?.summary.toLowerCase()).toContain(said.toLowerCase());

      // The private link no longer opens it; the inbox search no longer finds it; the other is untouched.
      expect(await findEnquiryByToken(enquiry.token, database)).toBeUndefined();
      expect((await listEnquiries({ search: "Anusha" }, database)).map((e) => e.id)).toEqual([]);
      expect((await listEnquiries({ search: "98765" }, database)).map((e) => e.id)).toEqual([other.id]);
      expect((await getEnquiry(other.id, database))?.student_name).toBe("Bala");
      // The inbox's "Withdrawn or erased" filter, and its opposite.
      expect((await listEnquiries({ erased: true }, database)).map((e) => e.id)).toEqual([enquiry.id]);
      expect((await listEnquiries({ erased: false }, database)).map((e) => e.id)).toEqual([other.id]);
      // Erasing twice changes nothing and writes no second audit row.
      expect(await eraseEnquiry(enquiry.id, { reason, actor: { id: null, username: "x" } }, database)).toBe(
        false,
      );
      expect(
        await database.selectFrom("audit_log").where("action", "=", "erase").selectAll().execute(),
      ).toHaveLength(1);
    },
  );

  it.each([
    ["by the office", "office"],
    ["by the retention job", "retention"],
  ] as const)("leaves no erased word in SQLite's log (%s)", async (_name, how) => {
    const sqlite = sqliteOf(database);
    if (!sqlite) return; // PostgreSQL keeps no such log file beside the database.
    const words = ["Zenobiaxq", "Quillonmarsh", "zenobia.quill@example.com", "Thirukazhukundram"];
    const enquiry = await fullEnquiry(
      {
        student_name: words[0],
        parent_name: words[1],
        email: words[2],
        message: `Bus from ${words[3]}?`,
      },
      "2025-2026",
    );
    const wal = `${sqlite.name}-wal`;
    const before = await readFile(wal);
    for (const word of words) expect(before.includes(word), `${word} is in the log before`).toBe(true);
    if (how === "office") {
      await eraseEnquiry(enquiry.id, { reason: "office", actor: { id: null, username: "office" } }, database);
    } else {
      expect((await runRetention({ retentionMonths: 1, today: "2027-12-31" }, database)).erased).toBe(1);
    }
    const after = await readFile(wal).catch(() => Buffer.alloc(0));
    for (const word of words) expect(after.includes(word), `${word} is in the log after`).toBe(false);
    const file = await readFile(sqlite.name);
    for (const word of words) expect(file.includes(word), `${word} is in the database file`).toBe(false);
    expect((await getEnquiry(enquiry.id, database))?.student_name).toBe("");
  });

  it("erases on schedule what is past its day, keeps the rest, and says what comes next", async () => {
    const old = await fullEnquiry({ student_name: "Old" }, "2025-2026");
    const current = await fullEnquiry({ student_name: "Current" }, "2027-2028");
    // The sample settings may still advertise a year whose admissions closed; the enquiry is then for the next.
    await database
      .updateTable("enquiries")
      .set({ admission_year: "2025-2026" })
      .where("id", "in", [old.id])
      .execute();

    const schedule = await erasureSchedule({ retentionMonths: 6 }, database);
    expect(schedule.map((s) => [s.reference, s.keptUntil])).toEqual([
      [old.reference, "2026-01-31"],
      [current.reference, "2028-01-31"],
    ]);
    expect((await erasureSchedule({ retentionMonths: 7 }, database))[0]?.keptUntil).toBe("2026-02-28");
    expect(await erasureSchedule({ retentionMonths: 6, schools: ["vidhyashram"] }, database)).toEqual([]);

    // On its last day kept nothing happens; the day after, it is erased, once.
    expect(await runRetention({ retentionMonths: 6, today: "2026-01-31" }, database)).toMatchObject({
      erased: 0,
      consentsDropped: 0,
    });
    expect(await runRetention({ retentionMonths: 6, today: "2026-02-01" }, database)).toMatchObject({
      erased: 1,
      consentsDropped: 0,
    });
    expect(await runRetention({ retentionMonths: 6, today: "2026-02-02" }, database)).toMatchObject({
      erased: 0,
      consentsDropped: 0,
    });
    expect(await getEnquiry(old.id, database)).toMatchObject({
      student_name: "",
      erased_reason: "retention",
    });
    expect((await getEnquiry(current.id, database))?.student_name).toBe("Current");
    const audit = await database.selectFrom("audit_log").selectAll().where("action", "=", "erase").execute();
    expect(audit).toEqual([expect.objectContaining({ username: "retention job", entity_id: old.id })]);
    expect(audit[0]?.summary).toContain(old.reference);
    expect(audit[0]?.summary).not.toContain("Old");

    // The consent record of the erased enquiry outlives it by a year, then goes.
    const erasedAt = (await getEnquiry(old.id, database))?.erased_at ?? "";
    const daysLater = (days: number) =>
      new Date(Date.parse(erasedAt) + days * 86_400_000).toISOString().slice(0, 10);
    expect(await runRetention({ retentionMonths: 6, today: daysLater(364) }, database)).toMatchObject({
      consentsDropped: 0,
    });
    const yearLater = daysLater(367);
    const consents = async () =>
      (await database.selectFrom("enquiry_consents").select("enquiry_id").execute())
        .map((c) => c.enquiry_id)
        .sort();
    expect(await consents()).toContain(old.id);
    expect(await runRetention({ retentionMonths: 6, today: yearLater }, database)).toMatchObject({
      consentsDropped: 1,
    });
    expect(await consents()).not.toContain(old.id);
    // The parent's own actions in the audit log, with their network address, end with the log (12 months).
    await correctEnquiry(
      current.id,
      input({ student_name: "Current" }),
      { address: "203.0.113.7" },
      database,
    );
    const parentRows = () =>
      database.selectFrom("audit_log").select("address").where("action", "=", "correct").execute();
    expect(await parentRows()).toEqual([{ address: "203.0.113.7" }]);
    await runRetention({ retentionMonths: 6, today: daysLater(300) }, database);
    expect(await parentRows()).toEqual([{ address: "203.0.113.7" }]);
    await runRetention({ retentionMonths: 6, today: daysLater(400) }, database);
    expect(await parentRows()).toEqual([]);
    expect(await consents()).toContain(current.id);
  });

  it("keeps an admission's enquiry a year after the mark, lists it on the schedule, then erases it", async () => {
    const kept = await fullEnquiry({ student_name: "Admitted" }, "2025-2026");
    await database
      .updateTable("enquiries")
      .set({ admission_year: "2025-2026" })
      .where("id", "=", kept.id)
      .execute();
    await setEnquiryKept(kept.id, true, { actor: { id: 1, username: "admin" } }, database);
    // Marked on 10 September 2025 (India): kept to the end of September 2026, later than 31 January 2026.
    await database
      .updateTable("enquiries")
      .set({ kept_at: "2025-09-10T06:00:00.000Z" })
      .where("id", "=", kept.id)
      .execute();
    expect(await erasureSchedule({ retentionMonths: 6 }, database)).toEqual([
      expect.objectContaining({ reference: kept.reference, keptUntil: "2026-09-30", kept: true }),
    ]);
    // Without the mark it would go after 31 January 2026; with it, it stays until its own day.
    expect(await runRetention({ retentionMonths: 6, today: "2026-02-01" }, database)).toMatchObject({
      erased: 0,
    });
    expect(await runRetention({ retentionMonths: 6, today: "2026-09-30" }, database)).toMatchObject({
      erased: 0,
    });
    expect((await getEnquiry(kept.id, database))?.student_name).toBe("Admitted");
    expect(await runRetention({ retentionMonths: 6, today: "2026-10-01" }, database)).toMatchObject({
      erased: 1,
    });
    expect(await getEnquiry(kept.id, database)).toMatchObject({
      student_name: "",
      erased_reason: "retention",
    });
    expect(await erasureSchedule({ retentionMonths: 6 }, database)).toEqual([]);
    // A mark late in the year never brings the day forward: the unmarked day stands when it is later.
    const late = await fullEnquiry({ student_name: "Late" }, "2027-2028");
    await setEnquiryKept(late.id, true, { actor: { id: 1, username: "admin" } }, database);
    await database
      .updateTable("enquiries")
      .set({ admission_year: "2027-2028", kept_at: "2026-12-01T06:00:00.000Z" })
      .where("id", "=", late.id)
      .execute();
    expect((await erasureSchedule({ retentionMonths: 6 }, database))[0]?.keptUntil).toBe("2028-01-31");
  });

  it("ends audit rows and consent records' network addresses after the audit log's months", async () => {
    const enquiry = await fullEnquiry();
    const row = (at: string, summary: string) =>
      database
        .insertInto("audit_log")
        .values({
          at,
          user_id: 1,
          username: "office",
          action: "view",
          entity: "enquiries",
          entity_id: enquiry.id,
          summary,
          address: "198.51.100.9",
        })
        .execute();
    await row("2026-01-14T18:29:59.000Z", "older than a year");
    await row("2026-01-14T18:30:00.000Z", "exactly a year");
    await row("2026-06-01T00:00:00.000Z", "newer");
    await database.updateTable("enquiry_consents").set({ given_at: "2026-01-10T00:00:00.000Z" }).execute();
    const summaries = async () =>
      (
        await database
          .selectFrom("audit_log")
          .select("summary")
          .where("action", "=", "view")
          .orderBy("at")
          .execute()
      ).map((r) => r.summary);
    // 15 January 2027 in India starts at 18:30 UTC the day before: a year back is 14 January 2026, 18:30 UTC.
    const run = await runRetention({ retentionMonths: 6, auditLogMonths: 12, today: "2027-01-15" }, database);
    expect(run).toMatchObject({ auditPruned: 1, addressesCleared: 1 });
    expect(await summaries()).toEqual(["exactly a year", "newer"]);
    const consent = await database.selectFrom("enquiry_consents").selectAll().executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ address: null, given_at: "2026-01-10T00:00:00.000Z" });
    // A longer setting keeps more; the same run twice deletes nothing more.
    await row("2025-03-01T00:00:00.000Z", "within 24 months");
    expect(
      await runRetention({ retentionMonths: 6, auditLogMonths: 24, today: "2027-01-15" }, database),
    ).toMatchObject({
      auditPruned: 0,
    });
    expect(await summaries()).toEqual(["within 24 months", "exactly a year", "newer"]);
  });

  it("reads the audit log's months from the privacy settings, 12 when a saved group predates the setting", async () => {
    expect(await auditLogMonths(database)).toBe(12);
    const office = { id: 1, username: "office" };
    await saveSettings("privacy", { ...settingsDefaults.privacy, auditLogMonths: 30 }, office, database);
    expect(await auditLogMonths(database)).toBe(30);
    // A group saved before the setting existed still reads, with the default.
    const { auditLogMonths: _months, ...older } = settingsDefaults.privacy;
    await database
      .updateTable("pages")
      .set({ published: JSON.stringify(older) })
      .where("path", "=", "settings:privacy")
      .execute();
    expect(await auditLogMonths(database)).toBe(12);
    expect(await retentionMonths(database)).toBe(settingsDefaults.privacy.retentionMonths);
    await database.deleteFrom("pages").where("path", "=", "settings:privacy").execute();
  });
});
