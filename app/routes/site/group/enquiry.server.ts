import { data, redirect } from "react-router";
import { readSettings } from "~/lib/content-store/settings.server";
import { createEnquiry } from "~/lib/enquiries/enquiries.server";
import { enquiryLimiter, rateLimitedMessage, tripsHoneypot } from "~/lib/enquiries/guard.server";
import { sendEnquiryEmails } from "~/lib/enquiries/mailer.server";
import { noticeWords, privacyNotice } from "~/lib/enquiries/privacy-notice";
import { enquiryFormSchemas } from "~/lib/enquiries/validation.server";
import { type FormFailure, parseForm, readForm } from "~/lib/forms/parse.server";
import { languageOf, pathIn } from "~/lib/site/language";
import { officeHoursOf } from "~/lib/site/settings";
import { inLanguage } from "~content/bilingual";
import { CONSENT_STATEMENTS } from "~content/privacy-consent";
import { enquiryWords } from "~content/words/enquiry";

/** What a refused enquiry sends back to the form: messages, and everything the parent typed. */
export type EnquiryActionError = Omit<FormFailure, "ok">;

/**
 * The one action behind every admission enquiry form: the `/enquiry` page and the forms that
 * post to it from elsewhere. Checks the honeypot and the per-address limit, validates (the consent box
 * is required), saves the enquiry with its consent (the notice's version, its words once per version,
 * and the client's address; a post without the version or with a stale one is refused),
 * emails the office and the parent without making the parent wait (each attempt is logged; the enquiry
 * is already saved), and redirects to the acknowledgment with the reference and the private link. A refusal returns the reason and the
 * typed values (status 400, 429, or 503 when the database fails). The language is the address's
 * (`languageOf`): a form posted to `/ta/enquiry` is answered in Tamil, its consent records the Tamil
 * notice and statement, and its acknowledgment is the Tamil one.
 */
export async function submitEnquiry(request: Request, clientAddress: string) {
  const language = languageOf(new URL(request.url).pathname);
  const words = enquiryWords[language];
  const form = await readForm(request);
  const result = await parseForm(form, enquiryFormSchemas[language], { maxLength: 5000 });
  const { values } = result;

  if (tripsHoneypot(form)) {
    return data<EnquiryActionError>({ errors: {}, formError: words.honeypotFilled, values }, { status: 400 });
  }
  if (!result.ok) return data<EnquiryActionError>({ errors: result.errors, values }, { status: 400 });

  const wait = await enquiryLimiter.take(clientAddress);
  if (wait !== null) {
    return data<EnquiryActionError>(
      { errors: {}, formError: rateLimitedMessage(wait, await officeHours(), language), values },
      { status: 429, headers: { "Retry-After": String(Math.ceil(wait / 1000)) } },
    );
  }

  let enquiry: Awaited<ReturnType<typeof createEnquiry>>;
  try {
    // In the page's language, as the visitor read them (decision 0032): the notice's words, and so its
    // version, are those of the page the form was on.
    const settings = inLanguage(await readSettings(), language);
    // The consent records the notice the page showed; when the office changed it since the page was
    // drawn, the parent reads the new one before agreeing (the refused form shows it). A post that names
    // no version (a form drawn elsewhere, a script) is refused the same way: a consent must name the
    // words it agreed to.
    const notice = privacyNotice(settings, new Date(), language);
    if (result.data.notice_version !== notice.version) {
      return data<EnquiryActionError>(
        { errors: {}, formError: words.noticeChanged, values: { ...values, consent: "" } },
        { status: 400 },
      );
    }
    const { consent: _consent, notice_version: _version, ...input } = result.data;
    enquiry = await createEnquiry(input, undefined, {
      consent: {
        noticeVersion: notice.version,
        noticeWords: noticeWords(notice),
        address: clientAddress,
        statement: CONSENT_STATEMENTS[language],
      },
      advertisedYear: settings.site.admissionsYear,
    });
  } catch (error) {
    console.error("Error saving enquiry:", error instanceof Error ? error.message : error);
    return data<EnquiryActionError>(
      {
        errors: {},
        formError: words.notSaved(await officeHours()),
        values,
      },
      { status: 503 },
    );
  }
  // Not awaited: the parent does not wait for mail servers; every attempt is logged (never throws).
  void sendEnquiryEmails(enquiry, enquiry.token, undefined, language);
  // The private link's secret goes to the acknowledgment in its address (a private, uncached page):
  // the only time it exists outside the parent's e-mail.
  // The acknowledgment in the language of the form the parent sent (decision 0030).
  return redirect(
    pathIn(
      language,
      `/enquiry/sent?ref=${encodeURIComponent(enquiry.reference)}&key=${encodeURIComponent(enquiry.token)}`,
    ),
  );
}

/** Said when the privacy notice changed between drawing the form and sending it. */
export const NOTICE_CHANGED = enquiryWords.en.noticeChanged;

/** The office hours a refused enquiry names: both schools' as the Site settings hold them. Never throws. */
async function officeHours(): Promise<string> {
  return officeHoursOf("group", (await readSettings()).contacts);
}
