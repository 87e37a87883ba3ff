import { z } from "zod";

/** Schema of `content/site.ts`, checked by content/content.test.ts. */
export const schoolSchema = z.object({
  slug: z.enum(["vidhyashram", "vidhyapeeth"]),
  name: z.string(),
  /** Board and level, as parents say it. */
  board: z.string(),
  summary: z.string(),
});

export const siteSchema = z.object({
  groupName: z.string(),
  tagline: z.string(),
  description: z.string(),
  schools: z.object({ vidhyashram: schoolSchema, vidhyapeeth: schoolSchema }),
  officeHours: z.string(),
  admissionsYear: z.string(),
});
