import { z } from "zod";

/** Schema of `content/site.ts`, checked by content/content.test.ts. */
export const schoolSchema = z.object({
  slug: z
    .enum(["vidhyashram", "vidhyapeeth"])
    .meta({ label: "School", options: { vidhyashram: "Vidhyashram", vidhyapeeth: "Vidhyapeeth" } }),
  name: z.string().meta({ label: "School name" }),
  /** Board and level, as parents say it. */
  board: z.string().meta({ label: "Board and level" }),
  summary: z.string().meta({ label: "Summary" }),
});

export const siteSchema = z.object({
  groupName: z.string().meta({ label: "Name of the group" }),
  tagline: z.string().meta({ label: "Tagline" }),
  description: z.string().meta({ widget: "multiline", label: "Description" }),
  schools: z
    .object({
      vidhyashram: schoolSchema.meta({ label: "Vidhyashram" }),
      vidhyapeeth: schoolSchema.meta({ label: "Vidhyapeeth" }),
    })
    .meta({ label: "Schools" }),
  officeHours: z.string().meta({ label: "Office hours" }),
  admissionsYear: z.string().meta({ label: "Admissions year" }),
  academicYear: z.string(),
});
