import type { z } from "zod";
import type { siteSchema } from "./schemas/site";

/**
 * Facts about the group and its two schools that appear on many pages (header, footer, titles). One
 * place to change a name or a tagline (architecture 2, "Content").
 */

export const site = {
  groupName: "Vidhya Group of Schools",
  tagline: "Empowering Education for Generations",
  description:
    "Vidhyashram (CBSE senior secondary) and Vidhyapeeth (Tamil Nadu state-board matriculation higher secondary): two schools of one family, on two campuses in one town.",
  schools: {
    vidhyashram: {
      slug: "vidhyashram",
      name: "Vidhyashram",
      board: "CBSE Senior Secondary School",
      summary:
        "A CBSE school from Pre KG to Class XII, with science and commerce streams in the senior classes, well-equipped laboratories, a library of over 17,000 books and a large playground.",
    },
    vidhyapeeth: {
      slug: "vidhyapeeth",
      name: "Vidhyapeeth",
      board: "Matriculation Higher Secondary School",
      summary:
        "A Tamil Nadu state-board matriculation school from Pre KG to Class XII, with small classes of about 30 children, a library of over 15,000 books and a wide playground.",
    },
  },
  officeHours: "8:30 AM to 4:30 PM, Monday to Saturday",
  admissionsYear: "2025-2026",
  /** The school year now running (the PTA and committees' year, spec 9 "PTA year 2025-2026"). */
  academicYear: "2025-2026",
} as const satisfies z.input<typeof siteSchema>;

export type SchoolSlug = keyof typeof site.schools;
