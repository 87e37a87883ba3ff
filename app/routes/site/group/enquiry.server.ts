import { data, redirect } from "react-router";
import { readSettings } from "~/lib/content-store/settings.server";
import { createEnquiry } from "~/lib/enquiries/enquiries.server";
import {
  enquiryLimiter,
  HONEYPOT_MESSAGE,
  rateLimitedMessage,
  tripsHoneypot,
} from "~/lib/enquiries/guard.server";
import { notifyOfficeOfEnquiry } from "~/lib/enquiries/mailer.server";
import { enquirySchema } from "~/lib/enquiries/validation.server";
import { type FormFailure, parseForm, readForm } from "~/lib/forms/parse.server";
import { officeHoursOf } from "~/lib/site/settings";

/** What a refused enquiry sends back to the form: messages, and everything the parent typed. */
export type EnquiryActionError = Omit<FormFailure, "ok">;

/**
 * The one action behind every admission enquiry form: the `/enquiry` page and the forms that
 * post to it from elsewhere. Checks the honeypot and the per-address limit, validates, saves, emails
 * the office without making the parent wait (a failed email is logged; the enquiry is already saved),
 * and redirects to the confirmation page with the reference. A refusal returns the reason and the
 * typed values (status 400, 429, or 503 when the database fails).
 */
export async function submitEnquiry(request: Request, clientAddress: string) {
  const form = await readForm(request);
  const result = await parseForm(form, enquirySchema, { maxLength: 5000 });
  const { values } = result;

  if (tripsHoneypot(form)) {
    return data<EnquiryActionError>({ errors: {}, formError: HONEYPOT_MESSAGE, values }, { status: 400 });
  }
  if (!result.ok) return data<EnquiryActionError>({ errors: result.errors, values }, { status: 400 });

  const wait = await enquiryLimiter.take(clientAddress);
  if (wait !== null) {
    return data<EnquiryActionError>(
      { errors: {}, formError: rateLimitedMessage(wait, await officeHours()), values },
      { status: 429, headers: { "Retry-After": String(Math.ceil(wait / 1000)) } },
    );
  }

  let enquiry: Awaited<ReturnType<typeof createEnquiry>>;
  try {
    enquiry = await createEnquiry(result.data);
  } catch (error) {
    console.error("Error saving enquiry:", error instanceof Error ? error.message : error);
    return data<EnquiryActionError>(
      {
        errors: {},
        formError: `Sorry, your enquiry could not be saved just now. Nothing you typed is lost: please press “Send enquiry” again in a minute, or call the school office (${await officeHours()}).`,
        values,
      },
      { status: 503 },
    );
  }
  notifyOfficeOfEnquiry(enquiry).catch((error) => {
    console.error(
      `Error emailing enquiry ${enquiry.reference} to the office:`,
      error instanceof Error ? error.message : error,
    );
  });
  return redirect(`/enquiry/sent?ref=${encodeURIComponent(enquiry.reference)}`);
}

/** The office hours a refused enquiry names: both schools' as the Site settings hold them. Never throws. */
async function officeHours(): Promise<string> {
  return officeHoursOf("group", (await readSettings()).contacts);
}
