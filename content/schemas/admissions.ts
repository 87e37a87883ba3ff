import { z } from "zod";

/** Schema of `content/admissions.ts`, checked by content/content.test.ts. */
const classSchema = z.object({
  /** The value in URLs and the database: `?class=LKG`. */
  code: z.string().regex(/^[A-Za-z0-9-]+$/),
  label: z.string(),
});

export const admissionsSchema = z.object({
  academicYear: z.string(),
  classes: z.array(classSchema).min(1),
  /** Born on or before 31 December of the given year (spec 9). */
  birthYearCutoffs: z.array(z.object({ classCode: z.string(), bornOnOrBefore: z.string() })),
  birthYearNote: z.string(),
  /** Minimum age on a reference date (spec 9). */
  minimumAgeOn: z.string(),
  minimumAges: z.array(z.object({ classCode: z.string(), age: z.string() })),
  steps: z.array(z.string()).min(1),
  /** The originals each class needs (spec 9), shown wherever admissions are explained. */
  documents: z.array(z.object({ classes: z.string(), document: z.string() })),
  /**
   * What every new student brings besides `documents`, listed with them on the enquiry confirmation
   * ("bring the documents listed on this page"). `when` narrows one to some students.
   */
  otherDocuments: z
    .array(z.object({ document: z.string().min(1), when: z.string().min(1).optional() }))
    .min(1),
  officeHours: z.string(),
  afterEnquiry: z.array(z.string()),
});
