import { z } from "zod";

/**
 * A web address that leaves the site: http(s) only, with a real host name, so a setting cannot put a
 * `javascript:` link on every page (the office edits these in Site settings).
 */
const webAddress = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.domain,
  error: "Give a full web address starting with https://, such as https://fees.example.org/.",
});

/** A web address of another website, called `label` on the settings screen. */
const web = (label: string) => webAddress.meta({ label, help: "A full address starting with https://" });

/** A PDF at its permanent URL under `/documents/` (shipped in `content/files/documents/`). */
const documentPath = z
  .string()
  .regex(/^\/documents\/[a-z0-9-]+\.pdf$/, "Give a PDF of the site, such as /documents/guidelines.pdf.");

/** Schema of `content/external-links.ts`, checked by content/content.test.ts. */
export const externalLinksSchema = z.object({
  vidhyashramFees: web("Vidhyashram fee payment"),
  vidhyapeethFees: web("Vidhyapeeth fee payment"),
  vidhyashramStudentLogin: web("Vidhyashram student portal"),
  vidhyapeethStudentLogin: web("Vidhyapeeth student portal"),
  /** The alumni registration form (the landing pages' alumni section). */
  alumniForm: web("Alumni registration form"),
  /** The scholarship test's online application form. */
  scholarshipApply: web("Scholarship test application form"),
  /** The scholarship test's guidelines and sample paper: PDFs at their permanent URLs under `/documents/`. */
  scholarshipGuidelines: documentPath.meta({
    label: "Scholarship test guidelines (PDF)",
    help: "A PDF of this site, such as /documents/scholarship-test-guidelines.pdf.",
  }),
  scholarshipSamplePaper: documentPath.meta({
    label: "Scholarship test sample paper (PDF)",
    help: "A PDF of this site, such as /documents/scholarship-test-sample-paper.pdf.",
  }),
  /** The online job application form (careers page). */
  careersForm: web("Job application form (careers)"),
  /** Each campus on a map (contact pages): opened in a new tab, no map script on our pages. */
});
