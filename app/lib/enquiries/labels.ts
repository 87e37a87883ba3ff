import { enquiryWords } from "~content/words/enquiry";

/** The statuses of an enquiry, in the order of its life. */
export const ENQUIRY_STATUSES = ["new", "contacted", "closed"] as const;

/** The inbox's status filter value for the erased enquiries (withdrawn, on request or on schedule). */
export const WITHDRAWN = "withdrawn";

/** How enquiry statuses and schools are named on screen and in the CSV export. */
export const STATUS_LABELS = { new: "New", contacted: "Contacted", closed: "Closed" } as const;

/** How the audit log and the staff screens say why an enquiry was erased (`enquiries.erased_reason`). */
export const ERASURE_LABELS = {
  parent: "Withdrawn by the parent",
  office: "Erased on the parent's request",
  retention: "Erased after the retention period",
} as const;

/** The schools an enquiry can be for, as the English pages and the staff screens name them. */
export const SCHOOL_LABELS = {
  vidhyashram: enquiryWords.en.schoolVidhyashram,
  vidhyapeeth: enquiryWords.en.schoolVidhyapeeth,
  "not-sure": enquiryWords.en.schoolNotSure,
} as const;

/** The choices for "School" in forms and filters, in the order parents see them. */
export const SCHOOL_OPTIONS = (Object.keys(SCHOOL_LABELS) as (keyof typeof SCHOOL_LABELS)[]).map((value) => ({
  value,
  label: SCHOOL_LABELS[value],
}));

/**
 * When an enquiry came, in India's time ("23 Nov, 4:05 pm"), for the staff list and the first screen's
 * panel.
 */
export const receivedTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});
