import nodemailer from "nodemailer";
import { classLabel } from "~content/admissions";
import type { Language } from "~content/languages";
import { enquiryWords } from "~content/words/enquiry";
import { type DB, db, type EnquiryEmailTable, now } from "../platform/db.server";
import { env } from "../platform/env.server";
import { pathIn } from "../site/language";
import type { Enquiry } from "./enquiries.server";
import { SCHOOL_LABELS } from "./labels";

/**
 * The e-mails about an enquiry, sent with nodemailer when `SMTP_URL` is set: the office's alert (also
 * needs `ENQUIRY_NOTIFY_TO`) and the parent's acknowledgment with the private link (when the parent
 * gave an e-mail address). The office's alert names no one (reference, class, school and a link to
 * the staff area): a copy of a parent's details in a mailbox is one the site can never erase
 * (architecture ruling 21). Each attempt is logged in `enquiry_emails`.
 */

/**
 * A transport for one message, with timeouts so a stuck server cannot hold a request's promise (also
 * the accessibility barrier reports', app/lib/accessibility/barrier-reports.server.ts).
 */
export function transportFor(url: string) {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/**
 * Emails the office about a new enquiry. Returns "skipped" when `SMTP_URL` or `ENQUIRY_NOTIFY_TO` is
 * unset; throws nodemailer's error when the mail server refuses or cannot be reached (the enquiry itself
 * is already saved by then).
 */
export async function notifyOfficeOfEnquiry(enquiry: Enquiry): Promise<"sent" | "skipped"> {
  const { SMTP_URL, ENQUIRY_NOTIFY_TO, ENQUIRY_NOTIFY_FROM, siteOrigin } = env();
  if (!SMTP_URL || !ENQUIRY_NOTIFY_TO) return "skipped";
  const transport = transportFor(SMTP_URL);
  try {
    await transport.sendMail({
      from: ENQUIRY_NOTIFY_FROM,
      to: ENQUIRY_NOTIFY_TO,
      subject: officeSubject(enquiry),
      text: [
        `A new admission enquiry arrived on the website.`,
        ``,
        `Reference: ${enquiry.reference}`,
        `Class: ${classLabel(enquiry.class_sought)}`,
        `School: ${SCHOOL_LABELS[enquiry.school]}`,
        ``,
        `The parent's details are in the staff area (sign in first):`,
        `${siteOrigin}/admin/enquiries/${enquiry.id}`,
        ``,
        `They are not in this e-mail on purpose: the website erases them on schedule or when the parent asks, and it cannot erase a copy in a mailbox.`,
      ].join("\n"),
    });
    return "sent";
  } finally {
    transport.close();
  }
}

/** The office alert's subject: the reference and the class, no name. */
function officeSubject(enquiry: Enquiry): string {
  return `Admission enquiry ${enquiry.reference}: ${classLabel(enquiry.class_sought)}, ${SCHOOL_LABELS[enquiry.school]}`;
}

/** The parent's acknowledgment's subject, in the language of the page the enquiry was sent from. */
function parentSubject(enquiry: Enquiry, language: Language): string {
  return enquiryWords[language].mailSubject(enquiry.reference);
}

/**
 * Emails the parent the acknowledgment: the reference and the private link (`token`) to see, correct
 * or erase the enquiry, in `language` (the page's the enquiry was sent from: a Tamil page's parent
 * gets Tamil words and the Tamil pages' links). Returns "skipped" without `SMTP_URL` or without the
 * parent's address; throws nodemailer's error when the mail server refuses.
 */
export async function acknowledgeToParent(
  enquiry: Enquiry,
  token: string,
  language: Language = "en",
): Promise<"sent" | "skipped"> {
  const { SMTP_URL, ENQUIRY_NOTIFY_FROM, siteOrigin } = env();
  const words = enquiryWords[language];
  if (!SMTP_URL || !enquiry.email) return "skipped";
  const transport = transportFor(SMTP_URL);
  try {
    await transport.sendMail({
      from: ENQUIRY_NOTIFY_FROM,
      to: enquiry.email,
      subject: parentSubject(enquiry, language),
      text: [
        words.mailThanks,
        ``,
        words.mailReference(enquiry.reference),
        words.mailClass(words.className(enquiry.class_sought)),
        ``,
        words.mailOpenLink,
        `${siteOrigin}${pathIn(language, `/enquiry/mine/${token}`)}`,
        ``,
        words.mailKeepLink,
        words.mailHowUsed(`${siteOrigin}${pathIn(language, "/privacy")}`),
      ].join("\n"),
    });
    return "sent";
  } finally {
    transport.close();
  }
}

/**
 * Sends both e-mails of a new enquiry and logs each attempt (sent or failed) in `enquiry_emails`;
 * a skipped one is not logged. Never throws: a failure is logged to the console and the table (the
 * enquiry is saved; the office sees it in the staff area either way). `language`: the page's the
 * enquiry was sent from, the parent's mail's (the office's is always English).
 */
export async function sendEnquiryEmails(
  enquiry: Enquiry,
  token: string,
  database: DB = db(),
  language: Language = "en",
): Promise<void> {
  const sends: [EnquiryEmailTable["kind"], string | null, string, () => Promise<"sent" | "skipped">][] = [
    ["office", env().ENQUIRY_NOTIFY_TO ?? null, officeSubject(enquiry), () => notifyOfficeOfEnquiry(enquiry)],
    [
      "parent",
      enquiry.email,
      parentSubject(enquiry, language),
      () => acknowledgeToParent(enquiry, token, language),
    ],
  ];
  for (const [kind, recipient, subject, send] of sends) {
    let outcome: "sent" | "skipped" | "failed";
    let error: string | null = null;
    try {
      outcome = await send();
    } catch (cause) {
      outcome = "failed";
      error = (cause instanceof Error ? cause.message : String(cause)).slice(0, 500);
      console.error(`Error emailing enquiry ${enquiry.reference} (${kind}):`, error);
    }
    if (outcome === "skipped") continue;
    await database
      .insertInto("enquiry_emails")
      .values({ enquiry_id: enquiry.id, kind, recipient, subject, outcome, error, at: now() })
      .execute()
      .catch((cause) =>
        console.error("Error logging an enquiry e-mail:", cause instanceof Error ? cause.message : cause),
      );
  }
}
