import { data, redirect } from "react-router";
import type { PublicUser } from "~/lib/auth/users.server";
import type { Enquiry } from "~/lib/enquiries/enquiries.server";
import { enquiryData, eraseEnquiry, setEnquiryKept } from "~/lib/enquiries/privacy.server";
import { readNoticeWords, wordsMatchVersion } from "~/lib/enquiries/privacy-notice";
import { admissionYearFor, keptAdmissionUntil, keptUntil } from "~/lib/enquiries/retention";
import { retentionMonths } from "~/lib/enquiries/retention.server";
import { formText } from "~/lib/forms/parse.server";

/**
 * The enquiry screen's "Parent's data" part (architecture ruling 21): what the site holds beyond the
 * enquiry's fields, when it will be erased, and the office's actions on a parent's request.
 */

/** Said next to the erase box when it was not ticked. */
export const CONFIRM_REQUEST = "Tick this box to confirm that the parent asked for the erasure.";

/** The consents, e-mails and erasure day of `enquiry`, for the panel. */
export async function parentDataOf(enquiry: Enquiry) {
  const [held, months] = await Promise.all([enquiryData(enquiry.id), retentionMonths()]);
  const year = enquiry.admission_year ?? admissionYearFor(enquiry.created_at, "");
  return {
    // Each consent with the words it agreed to, read back, and whether they are the words its version
    // was taken of (the fingerprint matches): the record proves itself.
    consents: (held?.consents ?? []).map(({ notice_words, ...consent }) => ({
      ...consent,
      notice: notice_words ? (readNoticeWords(notice_words) ?? null) : null,
      wordsMatch: notice_words ? wordsMatchVersion(consent.notice_version, notice_words) : false,
    })),
    emails: (held?.emails ?? []).map(({ id, kind, outcome, at }) => ({ id, kind, outcome, at })),
    admissionYear: year,
    retentionMonths: months,
    /** The last day kept (a later one when marked as an admission), or null once erased. */
    keptUntil: enquiry.erased_at
      ? null
      : enquiry.kept_at
        ? keptAdmissionUntil(year, enquiry.kept_at, months)
        : keptUntil(year, months),
  };
}

/**
 * Erases `enquiry` on the parent's request (the confirmation box `confirm=yes` required) or sets or
 * clears its admission mark; each audited by `eraseEnquiry` / `setEnquiryKept`. Redirects to the screen
 * with `?saved=<intent>`; a refusal answers 400 with the message.
 */
export async function changeParentData(
  intent: "erase" | "keep" | "unkeep",
  form: FormData,
  enquiry: Enquiry,
  user: Pick<PublicUser, "id" | "username">,
  address: string,
) {
  const actor = { id: user.id, username: user.username };
  if (enquiry.erased_at) throw data({ message: "This enquiry was already erased." }, { status: 409 });
  if (intent === "erase") {
    if (formText(form, "confirm") !== "yes") {
      return data(
        {
          intent: "erase" as const,
          errors: { confirm: CONFIRM_REQUEST },
          values: {} as Record<string, string>,
          formError: undefined,
        },
        { status: 400 },
      );
    }
    await eraseEnquiry(enquiry.id, { reason: "office", actor, address });
  } else {
    await setEnquiryKept(enquiry.id, intent === "keep", { actor, address });
  }
  return redirect(`/admin/enquiries/${enquiry.id}?saved=${intent}`);
}
