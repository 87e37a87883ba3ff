import { beforeAll, describe, expect, it } from "vitest";
import { changeEnquiryStatus, createEnquiry, getEnquiry } from "~/lib/enquiries/enquiries.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import {
  callAction,
  callLoader,
  dataOf,
  get,
  loaderData,
  post,
  responseOf,
  signIn,
  statusOf,
} from "../../../../tests/support/routes";
import * as inboxRoute from "./enquiries";
import * as enquiryRoute from "./enquiry";
import * as exportRoute from "./enquiry-export";
import { CONFIRM_REQUEST } from "./parent-data.server";

/**
 * The office's side of parents' data (architecture ruling 21): one parent's export (CSV, JSON), the
 * erasure on request, the admission mark, each audited without the data; an erased enquiry shows
 * nothing personal in the list or on its screen; the inbox says what will be erased when.
 */

const PARENT = {
  student_name: "Anusha",
  parent_name: "Ramesh Kumar",
  phone: "+919876543210",
  email: "ramesh@example.com",
  class_sought: "LKG",
  school: "vidhyapeeth",
  message: "Is there a bus from Velachery?",
} as const;

const auditOf = (id: number) =>
  db()
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "=", "enquiries")
    .where("entity_id", "=", id)
    .execute();

let cookie = "";
beforeAll(async () => {
  await migrateToLatest(db());
  cookie = await signIn("privacy-clerk");
});

describe("one parent's data, exported", () => {
  it("as JSON: the enquiry, its history, consent and e-mails; audited without the data", async () => {
    const enquiry = await createEnquiry(PARENT, undefined, {
      consent: { noticeVersion: "v1", address: "203.0.113.9" },
    });
    const response = responseOf(
      await callLoader(exportRoute, get(`/admin/enquiries/${enquiry.id}/export.json`, { cookie })),
    );
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="enquiry-${enquiry.reference}.json"`,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.json();
    expect(body.enquiry).toMatchObject({ student_name: "Anusha", email: "ramesh@example.com" });
    expect(body.enquiry.access_token_hash).toBeUndefined();
    expect(body.consents).toEqual([
      expect.objectContaining({ notice_version: "v1", address: "203.0.113.9" }),
    ]);
    const audit = await auditOf(enquiry.id);
    expect(audit.map((a) => [a.action, a.username, a.summary])).toEqual([
      ["export", "privacy-clerk", `Exported enquiry ${enquiry.reference} (JSON)`],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Anusha|Ramesh|98765/);
  });

  it("as CSV: one row per value, with the history, the consent and the e-mails", async () => {
    const enquiry = await createEnquiry(PARENT, undefined, {
      consent: { noticeVersion: "v1", address: "203.0.113.9" },
    });
    await changeEnquiryStatus(enquiry.id, { status: "contacted", note: "Called", username: "privacy-clerk" });
    await db()
      .insertInto("enquiry_emails")
      .values({
        enquiry_id: enquiry.id,
        kind: "parent",
        recipient: "ramesh@example.com",
        subject: "Your enquiry",
        outcome: "sent",
        error: null,
        at: "2026-11-20T04:30:00.000Z",
      })
      .execute();
    const response = responseOf(
      await callLoader(exportRoute, get(`/admin/enquiries/${enquiry.id}/export.csv`, { cookie })),
    );
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="enquiry-${enquiry.reference}.csv"`,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const lines = (await response.text()).split(/\r?\n/);
    expect(lines[0]).toBe("Field,Value");
    expect(lines).toEqual(
      expect.arrayContaining([
        `reference,${enquiry.reference}`,
        "parent_name,Ramesh Kumar",
        "message,Is there a bus from Velachery?",
        "History 1: status,contacted",
        "History 1: note,Called",
        "Consent 1: notice_version,v1",
        "E-mail 1: recipient,ramesh@example.com",
        // Times in India time, as the inbox's CSV writes them.
        "E-mail 1: at,2026-11-20T10:00:00+05:30",
      ]),
    );
    expect((await auditOf(enquiry.id)).map((a) => a.summary)).toEqual([
      `Exported enquiry ${enquiry.reference} (CSV)`,
    ]);
  });

  it("not for the other school's editor, nor signed out", async () => {
    const enquiry = await createEnquiry({ ...PARENT, school: "vidhyashram" });
    const editor = await signIn("vidhyapeeth-privacy-editor", { role: "editor", scope: "vidhyapeeth" });
    expect(
      statusOf(
        await callLoader(exportRoute, get(`/admin/enquiries/${enquiry.id}/export.json`, { cookie: editor })),
      ),
    ).toBe(403);
    const signedOut = responseOf(
      await callLoader(exportRoute, get(`/admin/enquiries/${enquiry.id}/export.json`)),
    );
    expect(signedOut.headers.get("Location")).toMatch(/^\/login/);
    expect(await auditOf(enquiry.id)).toEqual([]);
  });
});

describe("erasure on the parent's request", () => {
  it("needs the confirmation box, then blanks the data, shows 'erased' and nothing personal", async () => {
    const enquiry = await createEnquiry(PARENT);
    const path = `/admin/enquiries/${enquiry.id}`;
    const refused = await callAction(enquiryRoute, post(path, { intent: "erase" }, { cookie }));
    expect(statusOf(refused)).toBe(400);
    expect(dataOf(refused)).toMatchObject({ intent: "erase", errors: { confirm: CONFIRM_REQUEST } });
    expect((await getEnquiry(enquiry.id))?.erased_at).toBeNull();

    const done = responseOf(
      await callAction(enquiryRoute, post(path, { intent: "erase", confirm: "yes" }, { cookie })),
    );
    expect(done.headers.get("Location")).toBe(`${path}?saved=erase`);
    expect(await getEnquiry(enquiry.id)).toMatchObject({
      student_name: "",
      email: null,
      erased_reason: "office",
    });
    const audit = await auditOf(enquiry.id);
    expect(audit.map((a) => a.action)).toEqual(["erase"]);
    expect(audit[0]?.summary).toBe(`Erased enquiry ${enquiry.reference}: erased on the parent's request`);

    const screen = await loaderData(enquiryRoute, get(path, { cookie }));
    expect(screen.enquiry.erased_reason).toBe("office");
    expect(JSON.stringify(screen)).not.toMatch(/Anusha|Ramesh|98765|Velachery/);
    const inbox = await loaderData(inboxRoute, get(`/admin/enquiries?q=${enquiry.reference}`, { cookie }));
    expect(inbox.enquiries).toEqual([
      expect.objectContaining({ reference: enquiry.reference, erased: "office", student: "" }),
    ]);
    // Nothing more can change it.
    expect(
      statusOf(await callAction(enquiryRoute, post(path, { status: "closed", note: "" }, { cookie }))),
    ).toBe(409);
  });
});

describe("the admission mark and the erasure schedule", () => {
  it("keeps a marked enquiry on the schedule at its own day, and back at the usual one when the mark is removed", async () => {
    const enquiry = await createEnquiry(PARENT, undefined, { advertisedYear: "2080-2081" });
    const path = `/admin/enquiries/${enquiry.id}`;
    const scheduled = async () =>
      (await loaderData(inboxRoute, get("/admin/enquiries", { cookie }))).retention.next
        .filter((r) => r.reference === enquiry.reference)
        .map((r) => `${r.keptUntil}${r.kept ? " kept" : ""}`);
    expect(await scheduled()).toEqual(["2081-01-31"]);
    expect((await loaderData(enquiryRoute, get(path, { cookie }))).parentData.keptUntil).toBe("2081-01-31");

    expect(
      responseOf(await callAction(enquiryRoute, post(path, { intent: "keep" }, { cookie }))).status,
    ).toBe(302);
    expect((await getEnquiry(enquiry.id))?.kept_by).toBe("privacy-clerk");
    // Marked today, a year after the mark is long before 2081: the usual day stands, now as an admission's.
    expect(await scheduled()).toEqual(["2081-01-31 kept"]);
    expect((await loaderData(enquiryRoute, get(path, { cookie }))).parentData.keptUntil).toBe("2081-01-31");

    await callAction(enquiryRoute, post(path, { intent: "unkeep" }, { cookie }));
    expect(await scheduled()).toEqual(["2081-01-31"]);
    expect((await auditOf(enquiry.id)).map((a) => a.action).filter((action) => action !== "view")).toEqual([
      "keep",
      "unkeep",
    ]);
  });
});
