import { z } from "zod";

/** Schema of `content/external-links.ts`, checked by content/content.test.ts. */
export const externalLinksSchema = z.object({
  vidhyashramFees: z.url(),
  vidhyapeethFees: z.url(),
  vidhyashramStudentLogin: z.url(),
  vidhyapeethStudentLogin: z.url(),
  /** The alumni registration form (the landing pages' alumni section). */
  alumniForm: z.url(),
});
