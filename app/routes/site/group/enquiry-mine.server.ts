import { data, redirect } from "react-router";
import { STATUS_LABELS } from "~/lib/enquiries/labels";
import {
  correctEnquiry,
  eraseEnquiry,
  findEnquiryByToken,
  PARENT_ACTOR,
} from "~/lib/enquiries/privacy.server";
import { admissionYearFor, keptUntil } from "~/lib/enquiries/retention";
import { retentionMonths } from "~/lib/enquiries/retention.server";
import { enquirySchema, formatPhone } from "~/lib/enquiries/validation.server";
import { type FormFailure, formText, parseForm, readForm } from "~/lib/forms/parse.server";
import { languageOf, pathIn } from "~/lib/site/language";
import { classLabel } from "~content/admissions";
import { LINK_GONE } from "~content/privacy";

/**
 * The parent's own enquiry, opened by the private link (`/enquiry/mine/<token>`) without signing in
 * (architecture ruling 21; DPDP Act 2023 ss. 11–12): see it, correct it, erase it. The token is the only
 * key: an unknown, malformed or erased one answers 404 with a plain explanation.
 */

export { LINK_GONE };

/** Said next to the erase box when it was not ticked. */
export const CONFIRM_ERASE = "Tick this box to confirm that the enquiry should be erased.";

/** What the page shows: the enquiry's details as stored and when it will be erased. */
export async function loadOwnEnquiry(token: string) {
  const enquiry = await findEnquiryByToken(token);
  if (!enquiry) throw data({ message: LINK_GONE }, { status: 404 });
  const months = await retentionMonths();
  const year = enquiry.admission_year ?? admissionYearFor(enquiry.created_at, "");
  return {
    enquiry: {
      reference: enquiry.reference,
      received: enquiry.created_at,
      status: STATUS_LABELS[enquiry.status],
      className: classLabel(enquiry.class_sought),
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
  // Each answer stays in the language of the page the parent sent the form from (decision 0030).
  const here = (path: string) => pathIn(languageOf(new URL(request.url).pathname), path);
  const enquiry = await findEnquiryByToken(token);
  if (!enquiry) throw data({ message: LINK_GONE }, { status: 404 });
  const form = await readForm(request);
  if (formText(form, "intent") === "erase") {
    if (formText(form, "confirm") !== "yes") {
      return data<OwnEnquiryFailure>(
        { intent: "erase", errors: { confirm: CONFIRM_ERASE }, values: {} },
        { status: 400 },
      );
    }
    await eraseEnquiry(enquiry.id, { reason: "parent", actor: PARENT_ACTOR, address: clientAddress });
    return redirect(here(`/enquiry/erased?ref=${encodeURIComponent(enquiry.reference)}`));
  }
  const result = await parseForm(form, enquirySchema, { maxLength: 5000 });
  if (!result.ok) {
    return data<OwnEnquiryFailure>(
      { intent: "correct", errors: result.errors, values: result.values },
      { status: 400 },
    );
  }
  await correctEnquiry(enquiry.id, result.data, { address: clientAddress });
  return redirect(here(`/enquiry/mine/${token}?saved`));
}
