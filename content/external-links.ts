import type { z } from "zod";
import type { externalLinksSchema } from "./schemas/external-links";

/**
 * Every link that leaves the site (architecture ruling 10): fee portals, student portals and the like. They
 * open in a new tab with rel="noopener noreferrer" (see `ExternalLink`). The addresses below are the
 * portals' placeholders until the school confirms its providers; change them here and nowhere else.
 */
export const externalLinks = {
  vidhyashramFees: "https://fees.vidhyashram.example.org/",
  vidhyapeethFees: "https://fees.vidhyapeeth.example.org/",
  vidhyashramStudentLogin: "https://students.vidhyashram.example.org/",
  vidhyapeethStudentLogin: "https://students.vidhyapeeth.example.org/",
  alumniForm: "https://forms.vidhya-schools.example.org/alumni",
  scholarshipApply: "https://forms.vidhya-schools.example.org/scholarship-test",
  scholarshipGuidelines: "/documents/scholarship-test-guidelines.pdf",
  scholarshipSamplePaper: "/documents/scholarship-test-sample-paper.pdf",
  careersForm: "https://forms.vidhya-schools.example.org/careers",
} satisfies z.input<typeof externalLinksSchema>;
