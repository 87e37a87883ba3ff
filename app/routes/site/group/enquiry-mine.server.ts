import { data, redirect } from "react-router";
import {
  correctEnquiry,
  eraseEnquiry,
  findEnquiryByToken,
  PARENT_ACTOR,
} from "~/lib/enquiries/privacy.server";
import { admissionYearFor, keptUntil } from "~/lib/enquiries/retention";
import { retentionMonths } from "~/lib/enquiries/retention.server";
import { enquirySchemas, formatPhone } from "~/lib/enquiries/validation.server";
import { type FormFailure, formText, parseForm, readForm } from "~/lib/forms/parse.server";
import type { EnquiryStatus } from "~/lib/platform/db.server";
import { languageOf, pathIn } from "~/lib/site/language";
import type { Language } from "~content/languages";
import { LINK_GONE } from "~content/privacy";
import { type EnquiryWords, enquiryWords } from "~content/words/enquiry";

/**
 * The parent's own enquiry, opened by the private link (`/enquiry/mine/<token>`) without signing in
 * (architecture ruling 21; DPDP Act 2023 ss. 11–12): see it, correct it, erase it. The token is the only
 * key: an unknown, malformed or erased one answers 404 with a plain explanation. Each page and message
 * is in the address's language (`/ta/enquiry/mine/<token>`: Tamil).
 */

export { LINK_GONE };

/** Said next to the erase box when it was not ticked. */
export const CONFIRM_ERASE = enquiryWords.en.confirmErase;

/** An enquiry's status as a parent reads it, in the words of one language. */
function statusIn(words: EnquiryWords, status: EnquiryStatus): string {
  return { new: words.statusNew, contacted: words.statusContacted, closed: words.statusClosed }[status];
}

/**
 * What the page shows, in `language` (English by default): the enquiry's details as stored (its
 * status and class named in that language) and when it will be erased. Throws a 404 with the
 * language's `linkGone` when the token opens no enquiry.
 */
export async function loadOwnEnquiry(token: string, language: Language = "en") {
  const words = enquiryWords[language];
  const enquiry = await findEnquiryByToken(token);
  if (!enquiry) throw data({ message: words.linkGone }, { status: 404 });
  const months = await retentionMonths();
  const year = enquiry.admission_year ?? admissionYearFor(enquiry.created_at, "");
  return {
    enquiry: {
      reference: enquiry.reference,
      received: enquiry.created_at,
      status: statusIn(words, enquiry.status),
      className: words.className(enquiry.class_sought),
      admissionYear: year,
      keptUntil: enquiry.kept_at ? null : keptUntil(year, months),
      retentionMonths: months,
      phoneDisplay: enquiry.phone ? formatPhone(enquiry.phone) : "",
    },
    /** The stored values, as the correction form's fields take them. */
    values: {
      student_name: enquiry.student_name,
      parent_name: enquiry.parent_name,
      phone: enquiry.phone ? formatPhone(enquiry.phone) : "",
      email: enquiry.email ?? "",
      class_sought: enquiry.class_sought,
      school: enquiry.school,
      message: enquiry.message ?? "",
    },
  };
}

/** What a refused correction or erasure sends back: which form, its messages and what was typed. */
export type OwnEnquiryFailure = Omit<FormFailure, "ok"> & { intent: "correct" | "erase" };

/**
 * The page's two forms, told apart by `intent`: "correct" validates like the enquiry form and saves;
 * "erase" needs the confirmation box, then erases everything personal and ends the link. Redirects on
 * success (`?saved`, or `/enquiry/erased`); a refusal answers 400 with the messages.
 */
export async function changeOwnEnquiry(request: Request, token: string, clientAddress: string) {
  const language = languageOf(new URL(request.url).pathname);
  const words = enquiryWords[language];
  const enquiry = await findEnquiryByToken(token);
  if (!enquiry) throw data({ message: words.linkGone }, { status: 404 });
  const form = await readForm(request);
  if (formText(form, "intent") === "erase") {
    if (formText(form, "confirm") !== "yes") {
      return data<OwnEnquiryFailure>(
        { intent: "erase", errors: { confirm: words.confirmErase }, values: {} },
        { status: 400 },
      );
    }
    await eraseEnquiry(enquiry.id, { reason: "parent", actor: PARENT_ACTOR, address: clientAddress });
    return redirect(pathIn(language, `/enquiry/erased?ref=${encodeURIComponent(enquiry.reference)}`));
  }
  const result = await parseForm(form, enquirySchemas[language], { maxLength: 5000 });
  if (!result.ok) {
    return data<OwnEnquiryFailure>(
      { intent: "correct", errors: result.errors, values: result.values },
      { status: 400 },
    );
  }
  await correctEnquiry(enquiry.id, result.data, { address: clientAddress });
  return redirect(pathIn(language, `/enquiry/mine/${token}?saved`));
}
