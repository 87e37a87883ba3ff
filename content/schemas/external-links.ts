import { z } from "zod";

/** Schema of `content/external-links.ts`, checked by content/content.test.ts. */
export const externalLinksSchema = z.object({
  vidhyashramFees: z.url(),
  vidhyapeethFees: z.url(),
  vidhyashramStudentLogin: z.url(),
  vidhyapeethStudentLogin: z.url(),
  /** The alumni registration form (the landing pages' alumni section). */
  alumniForm: z.url(),
  /** The scholarship test's online application form. */
  scholarshipApply: z.url(),
  /** The scholarship test's guidelines and sample paper: PDFs served from `public/documents/`. */
  scholarshipGuidelines: z.string().regex(/^\/documents\/[a-z0-9-]+\.pdf$/),
  scholarshipSamplePaper: z.string().regex(/^\/documents\/[a-z0-9-]+\.pdf$/),
  /** The online job application form (careers page). */
  careersForm: z.url(),
  /** Each campus on a map (contact pages): opened in a new tab, no map script on our pages. */
});
