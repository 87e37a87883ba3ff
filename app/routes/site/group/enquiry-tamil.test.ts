import { createRequestHandler } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "~/lib/content-store/settings.server";
import { findEnquiryByToken } from "~/lib/enquiries/privacy.server";
import { privacyNotice } from "~/lib/enquiries/privacy-notice";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { inLanguage } from "~content/bilingual";
import { CONSENT_STATEMENT, CONSENT_STATEMENTS } from "~content/privacy-consent";
import { enquiryWords } from "~content/words/enquiry";
import { loadContext, SITE, siteServerBuild } from "../../../../tests/support/routes";

/**
 * The admission enquiry in Tamil, as a parent without JavaScript goes through it: the form at
 * `/ta/enquiry` posted with a mistake answers the Tamil message beside the field with what was typed;
 * posted right it leads to the Tamil acknowledgment, whose private link opens the Tamil page of the
 * enquiry; the consent records the Tamil words the parent agreed to. The English pages stay English.
 */

const ta = enquiryWords.ta;
const en = enquiryWords.en;

let handle: (request: Request) => Promise<Response>;
let addressCounter = 0;

beforeAll(async () => {
  await migrateToLatest(db());
  const build = await siteServerBuild();
  const request = createRequestHandler(build, "production");
  // Each post from its own client address: the enquiry limit counts per address.
  handle = async (req) => request(req, await loadContext({ address: `192.0.2.${++addressCounter}` }));
});

const GOOD = {
  student_name: "அனுஷா",
  parent_name: "Ramesh K",
  phone: "98765 43210",
  email: "",
  class_sought: "LKG",
  school: "vidhyapeeth",
  message: "",
  consent: "yes",
  notice_version: "",
};

/** A form post of `fields` to `path`, as a browser sends it without scripts. */
function postForm(path: string, fields: Record<string, string>): Request {
  return new Request(new URL(path, SITE), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
    body: new URLSearchParams(fields),
  });
}

/** The page at `path`. */
const page = (path: string) => handle(new Request(new URL(path, SITE)));

/** The text of `html` without React's comments between adjacent text parts, for reading sentences. */
const textOf = (html: string) => html.replaceAll("<!-- -->", "");

describe("the admission enquiry in Tamil", () => {
  it("answers a mistake in Tamil beside the field, keeping what was typed", async () => {
    const response = await handle(
      postForm("/ta/enquiry", { ...GOOD, phone: "12345", class_sought: "", consent: "" }),
    );
    expect(response.status).toBe(400);
    const html = textOf(await response.text());
    expect(html).toContain('lang="ta-IN"');
    // Each message in Tamil, and the English ones gone.
    for (const message of [ta.phoneInvalid, ta.classMissing, ta.consentMissing, ta.checkFields(3)]) {
      expect(html).toContain(message);
    }
    for (const message of [en.phoneInvalid, en.classMissing, en.consentMissing, en.checkFields(3)]) {
      expect(html).not.toContain(message);
    }
    // The phone's message is the one its field points to.
    const phone = html.match(/<input[^>]*name="phone"[^>]*>/)?.[0] ?? "";
    expect(phone).toContain('type="tel"');
    expect(phone).toContain('value="12345"');
    const describedBy = phone.match(/aria-describedby="([^"]+)"/)?.[1]?.split(" ") ?? [];
    const messages = describedBy.map((id) => html.match(new RegExp(`id="${id}"[^>]*>([^<]*)<`))?.[1]);
    expect(messages).toContain(ta.phoneInvalid);
    // What was typed stays, Tamil letters included; the form posts to the Tamil address again.
    expect(html).toContain('value="அனுஷா"');
    expect(html).toMatch(/<form[^>]*action="\/ta\/enquiry"/);
    expect(html).toContain(ta.childFirstName);
    expect(html).not.toContain(en.childFirstName);
  });

  it("sends a correct enquiry to the Tamil acknowledgment and private link page", async () => {
    const notice = privacyNotice(inLanguage(await readSettings(), "ta"), new Date(), "ta");
    const sent = await handle(postForm("/ta/enquiry", { ...GOOD, notice_version: notice.version }));
    expect(sent.status).toBe(302);
    const location = sent.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/ta\/enquiry\/sent\?ref=ENQ-[A-Z0-9]{6}&key=[0-9a-f]{64}$/);
    const key = new URL(location, SITE).searchParams.get("key") ?? "";

    // The consent records the Tamil notice's version and the Tamil statement the parent agreed to.
    const enquiry = await findEnquiryByToken(key);
    const consent = await db()
      .selectFrom("enquiry_consents")
      .selectAll()
      .where("enquiry_id", "=", enquiry?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(consent.notice_version).toBe(notice.version);
    expect(consent.notice_version).toMatch(/^\d{4}-\d{2}-\d{2}\.ta\.[0-9a-f]{8}$/);
    expect(consent.statement).toBe(CONSENT_STATEMENTS.ta);

    const acknowledgment = await page(location);
    expect(acknowledgment.status).toBe(200);
    const html = textOf(await acknowledgment.text());
    expect(html).toContain('lang="ta-IN"');
    for (const words of [ta.thankYou, ta.referenceIs, ta.privateLink, ta.documentsToBring, ta.ageCriteria]) {
      expect(html).toContain(words);
    }
    for (const words of [en.thankYou, en.referenceIs, en.whatNext, en.backHome]) {
      expect(html).not.toContain(words);
    }
    expect(html).toContain(`/ta/enquiry/mine/${key}`);
    expect(html).toMatch(/href="\/ta\/notifications"/);

    const mine = await page(`/ta/enquiry/mine/${key}`);
    expect(mine.status).toBe(200);
    const own = textOf(await mine.text());
    for (const words of [ta.mineTitle, ta.correctYourDetails, ta.eraseTitle, ta.eraseButton, ta.statusNew]) {
      expect(own).toContain(words);
    }
    for (const words of [en.mineTitle, en.correctYourDetails, en.eraseButton, en.saveChanges]) {
      expect(own).not.toContain(words);
    }
    // Dates in Tamil (`Intl` ta-IN: "31 ஜனவரி, 2028"); its forms post to the Tamil address.
    expect(own).toMatch(
      /\d{1,2} (ஜனவரி|பிப்ரவரி|மார்ச்|ஏப்ரல்|மே|ஜூன்|ஜூலை|ஆகஸ்ட்|செப்டம்பர்|அக்டோபர்|நவம்பர்|டிசம்பர்),? \d{4}/,
    );
    expect(own).toContain(`action="/ta/enquiry/mine/${key}"`);
    expect(own).toContain('value="அனுஷா"');
  });

  it("refuses an erasure without its box in Tamil, and erases to the Tamil page", async () => {
    const notice = privacyNotice(inLanguage(await readSettings(), "ta"), new Date(), "ta");
    const sent = await handle(postForm("/ta/enquiry", { ...GOOD, notice_version: notice.version }));
    const key = new URL(sent.headers.get("Location") ?? "", SITE).searchParams.get("key") ?? "";
    const refused = await handle(postForm(`/ta/enquiry/mine/${key}`, { intent: "erase" }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(ta.confirmErase);
    const erased = await handle(postForm(`/ta/enquiry/mine/${key}`, { intent: "erase", confirm: "yes" }));
    expect(erased.headers.get("Location")).toMatch(/^\/ta\/enquiry\/erased\?ref=ENQ-/);
    const html = textOf(await (await page(erased.headers.get("Location") ?? "")).text());
    expect(html).toContain(ta.erasedHeading);
    expect(html).not.toContain(en.erasedHeading);
    const gone = await page(`/ta/enquiry/mine/${key}`);
    expect(gone.status).toBe(404);
    expect(textOf(await gone.text())).toContain(ta.linkGone);
  });

  it("keeps the English form, its messages and its consent in English", async () => {
    const response = await handle(postForm("/enquiry", { ...GOOD, phone: "12345" }));
    expect(response.status).toBe(400);
    const html = textOf(await response.text());
    expect(html).toContain(en.phoneInvalid);
    expect(html).not.toContain(ta.phoneInvalid);
    expect(html).toMatch(/<form[^>]*action="\/enquiry"/);

    const notice = privacyNotice(await readSettings(), new Date());
    const sent = await handle(postForm("/enquiry", { ...GOOD, notice_version: notice.version }));
    const location = sent.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/enquiry\/sent\?/);
    const key = new URL(location, SITE).searchParams.get("key") ?? "";
    const enquiry = await findEnquiryByToken(key);
    const consent = await db()
      .selectFrom("enquiry_consents")
      .selectAll()
      .where("enquiry_id", "=", enquiry?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(consent.statement).toBe(CONSENT_STATEMENT);
    expect(consent.notice_version).toBe(notice.version);
  });

  it("refuses a Tamil post made under the English notice's version, in Tamil", async () => {
    const english = privacyNotice(await readSettings(), new Date()).version;
    const response = await handle(postForm("/ta/enquiry", { ...GOOD, notice_version: english }));
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain(ta.noticeChanged);
  });

  it("shows the privacy notice in Tamil at /ta/privacy", async () => {
    const response = await page("/ta/privacy");
    expect(response.status).toBe(200);
    const html = textOf(await response.text());
    const notice = privacyNotice(inLanguage(await readSettings(), "ta"), new Date(), "ta");
    expect(html).toContain(ta.privacyTitle);
    expect(html).toContain(ta.noticeVersion(notice.version));
    expect(html).toContain(notice.sections[0]?.heading ?? "?");
    expect(html).not.toContain("Who we are");
    expect(html).not.toMatch(/\{\w+\}/);
  });
});
