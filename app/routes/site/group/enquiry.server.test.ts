import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readSettings } from "~/lib/content-store/settings.server";
import { isReference } from "~/lib/enquiries/enquiries.server";
import { PER_ADDRESS } from "~/lib/enquiries/guard.server";
import { findEnquiryByToken } from "~/lib/enquiries/privacy.server";
import { privacyNotice, readNoticeWords, wordsMatchVersion } from "~/lib/enquiries/privacy-notice";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import { inLanguage } from "~content/bilingual";
import { settingsDefaults } from "~content/settings";
import type { EnquiryActionError } from "./enquiry.server";
import { NOTICE_CHANGED, submitEnquiry } from "./enquiry.server";

const SITE = "http://localhost:3000";

/** What a refused enquiry returns: React Router's `data()` result. */
interface Refusal {
  data: EnquiryActionError;
  init: { status?: number; headers?: Record<string, string> } | null;
}

const GOOD = {
  student_name: "Anusha R",
  parent_name: "Ramesh K",
  phone: "98765 43210",
  email: "ramesh@example.com",
  class_sought: "LKG",
  school: "vidhyapeeth",
  message: "Is there a bus from Velachery?",
  consent: "yes",
  notice_version: "",
};

let addressCounter = 0;
/** A client address no other test uses (the module's limiter is shared by the whole file). */
const freshAddress = () => `198.51.100.${++addressCounter}`;

function post(fields: Record<string, string>, path = "/enquiry"): Request {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function submit(fields: Record<string, string>, address = freshAddress()): Promise<unknown> {
  try {
    return await submitEnquiry(post(fields), address);
  } catch (thrown) {
    return thrown;
  }
}

function expectRefusal(result: unknown, status: number): Refusal {
  expect(result).not.toBeInstanceOf(Response);
  const refusal = result as Refusal;
  expect(refusal.data).toBeDefined();
  expect(refusal.init?.status).toBe(status);
  return refusal;
}

/** The reference a successful submission redirected to. */
function expectSent(result: unknown): string {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  const location = response.headers.get("Location") ?? "";
  expect(location).toMatch(/^\/enquiry\/sent\?ref=ENQ-[A-Z0-9]{6}&key=[0-9a-f]{64}$/);
  const reference = new URL(location, SITE).searchParams.get("ref");
  expect(isReference(reference)).toBe(true);
  return reference ?? "";
}

const countRows = async () =>
  Number(
    (
      await db()
        .selectFrom("enquiries")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const savedSmtp = { SMTP_URL: process.env.SMTP_URL, ENQUIRY_NOTIFY_TO: process.env.ENQUIRY_NOTIFY_TO };

beforeAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.ENQUIRY_NOTIFY_TO;
  env(true);
  await migrateToLatest(db());
  // The version of the notice the form shows today: what a parent's browser sends back.
  GOOD.notice_version = privacyNotice(await readSettings(), new Date()).version;
});

/** The version of the Tamil notice the Tamil form shows today. */
const tamilVersion = async () =>
  privacyNotice(inLanguage(await readSettings(), "ta"), new Date(), "ta").version;

afterAll(() => {
  for (const [key, value] of Object.entries(savedSmtp)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  env(true);
});

describe("submitEnquiry", () => {
  it("answers an enquiry sent from the Tamil form with the Tamil acknowledgment", async () => {
    const response = (await submitEnquiry(
      post({ ...GOOD, website: "", notice_version: await tamilVersion() }, "/ta/enquiry"),
      freshAddress(),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(
      /^\/ta\/enquiry\/sent\?ref=ENQ-[A-Z0-9]{6}&key=[0-9a-f]{64}$/,
    );
  });

  it("saves a valid enquiry and redirects to the confirmation with its reference", async () => {
    const reference = expectSent(await submit({ ...GOOD, website: "" }));
    const row = await db()
      .selectFrom("enquiries")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirst();
    expect(row).toMatchObject({
      student_name: "Anusha R",
      parent_name: "Ramesh K",
      phone: "+919876543210",
      email: "ramesh@example.com",
      class_sought: "LKG",
      school: "vidhyapeeth",
      message: "Is there a bus from Velachery?",
      status: "new",
    });
  });

  it("stores blank optional fields as null and a differently typed phone the same way", async () => {
    const reference = expectSent(
      await submit({ ...GOOD, phone: "+91 98765-43210", email: "  ", message: "", student_name: "  Bala  " }),
    );
    const row = await db()
      .selectFrom("enquiries")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe("+919876543210");
    expect(row.email).toBeNull();
    expect(row.message).toBeNull();
    expect(row.student_name).toBe("Bala");
  });

  it("refuses an invalid enquiry with 400, the messages and everything typed, saving nothing", async () => {
    const before = await countRows();
    const typed = {
      student_name: "  Anusha R ",
      parent_name: "",
      phone: "12345",
      email: "not-an-email",
      class_sought: "XIII",
      school: "other",
      message: "  Please call after 6 pm.\nThanks ",
      consent: "yes",
      notice_version: "",
    };
    const refusal = expectRefusal(await submit(typed), 400);
    expect(Object.keys(refusal.data.errors).sort()).toEqual([
      "class_sought",
      "email",
      "parent_name",
      "phone",
      "school",
    ]);
    for (const message of Object.values(refusal.data.errors)) expect(message).toEqual(expect.any(String));
    expect(refusal.data.values).toEqual(typed);
    expect(refusal.data.formError).toBeUndefined();
    expect(await countRows()).toBe(before);
  });

  it("returns empty text for fields the form did not send", async () => {
    const refusal = expectRefusal(await submit({ phone: "98765 43210" }), 400);
    expect(refusal.data.values).toEqual({
      student_name: "",
      parent_name: "",
      phone: "98765 43210",
      email: "",
      class_sought: "",
      school: "",
      message: "",
      consent: "",
      notice_version: "",
    });
    expect(refusal.data.errors.phone).toBeUndefined();
    expect(refusal.data.errors.consent).toMatch(/Tick this box/);
    expect(refusal.data.errors.student_name).toEqual(expect.any(String));
  });

  it("refuses an enquiry without the consent box, saving nothing and keeping what was typed", async () => {
    const before = await countRows();
    const typed = { ...GOOD, consent: "" };
    const refusal = expectRefusal(await submit(typed), 400);
    expect(Object.keys(refusal.data.errors)).toEqual(["consent"]);
    expect(refusal.data.values).toEqual(typed);
    expect(await countRows()).toBe(before);
  });

  it("keeps the consent with its time, the notice's version and the address; the key opens the enquiry", async () => {
    const address = freshAddress();
    const version = privacyNotice(await readSettings(), new Date()).version;
    const location = (await submit({ ...GOOD, notice_version: version }, address)) as Response;
    const reference = expectSent(location);
    const key = new URL(location.headers.get("Location") ?? "", SITE).searchParams.get("key") ?? "";
    const enquiry = await findEnquiryByToken(key);
    expect(enquiry?.reference).toBe(reference);
    const consent = await db()
      .selectFrom("enquiry_consents")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ notice_version: version, address, given_at: enquiry?.created_at });
  });

  it("refuses a post that names no notice version exactly like a stale one, saving nothing", async () => {
    const before = await countRows();
    const { notice_version: _version, ...withoutVersion } = GOOD;
    for (const typed of [withoutVersion, { ...GOOD, notice_version: "" }]) {
      const refusal = expectRefusal(await submit(typed), 400);
      expect(refusal.data.formError).toBe(NOTICE_CHANGED);
      expect(refusal.data.errors).toEqual({});
      // What was typed is kept; the consent box is asked again, after the notice is read.
      expect(refusal.data.values).toEqual({ ...GOOD, notice_version: "", consent: "" });
    }
    expect(await countRows()).toBe(before);
  });

  it("stores the notice's exact words once per version, and the consent names them", async () => {
    const first = expectSent(await submit(GOOD));
    const second = expectSent(await submit(GOOD));
    const consents = await db()
      .selectFrom("enquiry_consents as c")
      .innerJoin("notice_texts as n", "n.version", "c.notice_version")
      .select(["c.reference", "c.notice_version", "n.words"])
      .where("c.reference", "in", [first, second])
      .execute();
    expect(consents.map((c) => c.notice_version)).toEqual([GOOD.notice_version, GOOD.notice_version]);
    const stored = await db()
      .selectFrom("notice_texts")
      .selectAll()
      .where("version", "=", GOOD.notice_version)
      .execute();
    expect(stored).toHaveLength(1);
    const words = stored[0]?.words ?? "";
    expect(wordsMatchVersion(GOOD.notice_version, words)).toBe(true);
    expect(wordsMatchVersion(GOOD.notice_version, words.replace("audit log", "audit record"))).toBe(false);
    const notice = privacyNotice(await readSettings(), new Date());
    expect(readNoticeWords(words)).toEqual({ items: notice.items, sections: notice.sections });
    expect(words).toContain("an audit log records who did it");
  });

  it("asks the parent to read the notice again when it changed while the page was open", async () => {
    const before = await countRows();
    const refusal = expectRefusal(await submit({ ...GOOD, notice_version: "2020-01-01.00000000" }), 400);
    expect(refusal.data.formError).toBe(NOTICE_CHANGED);
    expect(refusal.data.values.consent).toBe("");
    expect(await countRows()).toBe(before);
  });

  it("takes an e-mail address instead of a mobile number", async () => {
    const reference = expectSent(await submit({ ...GOOD, phone: "" }));
    const row = await db()
      .selectFrom("enquiries")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirst();
    expect(row).toMatchObject({ phone: "", email: "ramesh@example.com" });
  });

  it("refuses a form whose hidden field was filled in, saving nothing", async () => {
    const before = await countRows();
    const refusal = expectRefusal(await submit({ ...GOOD, website: "http://spam.example" }), 400);
    expect(refusal.data.formError).toMatch(/spam/i);
    expect(refusal.data.errors).toEqual({});
    expect(refusal.data.values).toEqual(GOOD);
    expect(await countRows()).toBe(before);
  });

  it(`accepts ${PER_ADDRESS} enquiries from one address, then refuses with 429, keeping the values`, async () => {
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i++) {
      expectSent(await submit({ ...GOOD, student_name: `Child ${i}` }, address));
    }
    const before = await countRows();
    const typed = { ...GOOD, student_name: "One too many" };
    const refusal = expectRefusal(await submit(typed, address), 429);
    expect(refusal.data.formError).toEqual(expect.any(String));
    expect(refusal.data.formError).toMatch(/\d+ minutes?/);
    // The office hours as the Site settings hold them (both schools keep the same by default).
    expect(refusal.data.formError).toContain(settingsDefaults.contacts.schools.vidhyashram.officeHours);
    expect(refusal.data.errors).toEqual({});
    expect(refusal.data.values).toEqual(typed);
    expect(Number(refusal.init?.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(await countRows()).toBe(before);
    const names = await db().selectFrom("enquiries").select("student_name").execute();
    expect(names.map((row) => row.student_name)).not.toContain("One too many");

    // Another address is unaffected.
    expectSent(await submit({ ...GOOD, student_name: "Neighbour" }));
  });

  it("does not count refused forms against the address's limit", async () => {
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      expectRefusal(await submit({ ...GOOD, phone: "12345" }, address), 400);
    }
    expectRefusal(await submit({ ...GOOD, website: "spam" }, address), 400);
    for (let i = 0; i < PER_ADDRESS; i++) expectSent(await submit(GOOD, address));
    expectRefusal(await submit(GOOD, address), 429);
  });

  it("does not fail when no mail server is configured", async () => {
    expect(env().SMTP_URL).toBeUndefined();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    let reference: string;
    try {
      reference = expectSent(await submit(GOOD));
      // Let the notification (not awaited by the action) run its course: it is skipped, not failed.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
    const row = await db()
      .selectFrom("enquiries")
      .select("reference")
      .where("reference", "=", reference)
      .executeTakeFirst();
    expect(row?.reference).toBe(reference);
  });
});
