import { z } from "zod";

/**
 * A web address that leaves the site: http(s) only, with a real host name, so a setting cannot put a
 * `javascript:` link on every page (the office edits these in Site settings, issue 23 item 6).
 */
const webAddress = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.domain,
  error: "Give a full web address starting with https://, such as https://fees.example.org/.",
});

/** A PDF at its permanent URL under `/documents/` (shipped in `content/files/documents/`, issue 23 item 5). */
const documentPath = z
  .string()
  .regex(/^\/documents\/[a-z0-9-]+\.pdf$/, "Give a PDF of the site, such as /documents/guidelines.pdf.");

/** Schema of `content/external-links.ts`, checked by content/content.test.ts. */
export const externalLinksSchema = z.object({
  vidhyashramFees: webAddress,
  vidhyapeethFees: webAddress,
  vidhyashramStudentLogin: webAddress,
  vidhyapeethStudentLogin: webAddress,
  /** The alumni registration form (the landing pages' alumni section). */
  alumniForm: webAddress,
  /** The scholarship test's online application form. */
  scholarshipApply: webAddress,
  /** The scholarship test's guidelines and sample paper: PDFs at their permanent URLs under `/documents/` (issue 23 item 5). */
  scholarshipGuidelines: documentPath,
  scholarshipSamplePaper: documentPath,
  /** The online job application form (careers page). */
  careersForm: webAddress,
  /** Each campus on a map (contact pages): opened in a new tab, no map script on our pages. */
});
