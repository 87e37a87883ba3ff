import { z } from "zod";

/**
 * Every link that leaves the site (DESIGN ruling 10): fee portals, student portals and the like. They
 * open in a new tab with rel="noopener noreferrer" (see `ExternalLink`). The addresses below are the
 * portals' placeholders until the school confirms its providers; change them here and nowhere else.
 */
export const externalLinksSchema = z.object({
  vidhyashramFees: z.url(),
  vidhyapeethFees: z.url(),
  vidhyashramStudentLogin: z.url(),
  vidhyapeethStudentLogin: z.url(),
  /** The alumni registration form (the landing pages' alumni section). */
  alumniForm: z.url(),
});

export const externalLinks = externalLinksSchema.parse({
  vidhyashramFees: "https://fees.vidhyashram.example.org/",
  vidhyapeethFees: "https://fees.vidhyapeeth.example.org/",
  vidhyashramStudentLogin: "https://students.vidhyashram.example.org/",
  vidhyapeethStudentLogin: "https://students.vidhyapeeth.example.org/",
  alumniForm: "https://forms.vidhya-schools.example.org/alumni",
});
