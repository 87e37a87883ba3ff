import { admissions, classLabel } from "~content/admissions";
import type { EnquirySchool, EnquiryStatus } from "../platform/db.server";
import { ENQUIRY_STATUSES, type EnquiryFilter } from "./enquiries.server";
import { SCHOOL_LABELS, STATUS_LABELS, WITHDRAWN } from "./labels";
import { ENQUIRY_SCHOOLS } from "./validation.server";

export { WITHDRAWN };

/** The most rows the inbox lists at once (the CSV export has no limit). */
export const INBOX_LIMIT = 500;

/**
 * The inbox filters from a URL's query (`?school=&class=&status=&q=`; `status=withdrawn` for the
 * erased enquiries); unknown values are ignored, so a
 * hand-edited URL never fails. Returns the filter and the values for the filter form.
 */
export function readEnquiryFilter(url: URL): { filter: EnquiryFilter; form: Record<string, string> } {
  const school = url.searchParams.get("school") ?? "";
  const classSought = url.searchParams.get("class") ?? "";
  const status = url.searchParams.get("status") ?? "";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const filter: EnquiryFilter = {};
  if ((ENQUIRY_SCHOOLS as readonly string[]).includes(school)) filter.school = school as EnquirySchool;
  if (admissions.classes.some((c) => c.code === classSought)) filter.classSought = classSought;
  if ((ENQUIRY_STATUSES as readonly string[]).includes(status)) filter.status = status as EnquiryStatus;
  // "withdrawn": the erased ones (by the parent, on request or on schedule), whatever their status.
  if (status === WITHDRAWN) filter.erased = true;
  if (q) filter.search = q;
  return {
    filter,
    form: {
      school: filter.school ?? "",
      class: filter.classSought ?? "",
      status: filter.erased ? WITHDRAWN : (filter.status ?? ""),
      q,
    },
  };
}

/**
 * `filter` in words for the audit log ("school Vidhyashram, class LKG, status New, a search"; "no
 * filter"). A search is named but never quoted: what staff search for is a parent's name or mobile,
 * which the log must not hold.
 */
export function describeEnquiryFilter(filter: EnquiryFilter): string {
  const parts = [
    filter.school ? `school ${SCHOOL_LABELS[filter.school]}` : "",
    filter.classSought ? `class ${classLabel(filter.classSought)}` : "",
    filter.status ? `status ${STATUS_LABELS[filter.status]}` : "",
    filter.erased ? "withdrawn or erased only" : "",
    filter.search ? "a search (its words not recorded)" : "",
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "no filter";
}
