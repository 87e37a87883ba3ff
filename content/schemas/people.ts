import { z } from "zod";
import { pictureSchema, text } from "./common";

/**
 * Schema of a person (issue 23 item 4, "People, once"): each member of staff, office bearer or committee
 * member is written down once, and the pages refer to them by id, so a change of name or post shows on
 * every page that names them. The shipped people are `content/people.ts`; at start-up they are copied
 * into the `people` table (migration 0010), where the office edits them at /admin/people.
 */

/** A person's id: a lower-case slug ("l-shanthi"), fixed once the person exists (pages refer to it). */
export const personId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens, e.g. l-shanthi");

/**
 * A reference from a page to a person, by id. The page editor draws every schema carrying
 * `meta({ widget: "person" })` as a choice among the people (issue 23 item 4): keep exactly that meta.
 */
export const personRef = personId.meta({ widget: "person" });

/** Whose editor may change a person (architecture ruling 6): the group's office, or one school's. */
export const personAudience = z.enum(["group", "vidhyashram", "vidhyapeeth"]);

export const personSchema = z.object({
  id: personId,
  /** As pages print it, with the title: "Mrs. L. Shanthi". */
  name: text,
  /** Their post or designation: "Principal", "PGT Chemistry", "Parent, Class VII". */
  post: text,
  /** "M.Sc., M.Ed.": shown where a page asks for it (the public disclosure). */
  qualification: text.optional(),
  /** Subject or section: "Physics", "Office". */
  department: text.optional(),
  audience: personAudience,
  /** A portrait: an image name, as pictures are named everywhere else. */
  photo: pictureSchema.shape.image.optional(),
  /** What the portrait shows, when it says more than the name beside it (else the portrait is decorative). */
  photoAlt: text.optional(),
  /** Shown publicly only when set (the school chooses). */
  email: z.email().optional(),
  phone: z
    .string()
    .regex(/^\+?[0-9 ]{6,20}$/, "A phone number: digits and spaces, optionally starting with +")
    .optional(),
  /** An invented sample record until the school gives its own (architecture ruling 11). */
  sample: z.boolean(),
});

export const peopleSchema = z
  .array(personSchema)
  .refine((people) => new Set(people.map((p) => p.id)).size === people.length, "Two people share an id");

export type Person = z.infer<typeof personSchema>;
export type PersonAudience = z.infer<typeof personAudience>;
