import { z } from "zod";
import { AUDIENCES } from "../audiences";
import { CONTROL_CHARACTER_MESSAGE, imageName, withoutControlCharacters } from "./common";

/**
 * Schema of a person ("People, once"): each member of staff, office bearer or committee
 * member is written down once, and the pages refer to them by id, so a change of name or post shows on
 * every page that names them. The shipped people are `content/people.ts`; at start-up they are copied
 * into the `people` table (migration 0010), where the office edits them at /admin/people.
 *
 * This is the only schema of a person: the People screen draws its form from it (`describeValue`, the
 * labels and hints of each field's `.meta`) and checks what is posted with it, and the stored rows are
 * read through it. Its limits are the screen's: a name of 121 characters is refused beside the field.
 */

/** A person's id: a lower-case slug ("l-shanthi"), fixed once the person exists (pages refer to it). */
export const personId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens, e.g. l-shanthi");

/**
 * A reference from a page to a person, by id. The page editor draws every schema carrying
 * `meta({ widget: "person" })` as a choice among the people: keep exactly that meta.
 */
export const personRef = personId.meta({ widget: "person" });

/** Whose editor may change a person (architecture ruling 6): the group's office, or one school's. */
export const personAudience = z.enum(AUDIENCES, "Choose the school this person belongs to.");

/**
 * The longest text of each field of a person, in characters: a name or post is a line of a table cell
 * or a card ("Mrs. L. Shanthi", "PGT Chemistry"; the shipped ones are at most 45), a description of a
 * photo a sentence or two.
 */
export const PERSON_MAX = {
  name: 120,
  post: 120,
  qualification: 120,
  department: 120,
  photoAlt: 300,
  email: 200,
} as const;

/**
 * A line of a person's record: trimmed, 1 to `max` characters, no invisible control characters, with
 * a Tamil value beside it; `empty` says what to write.
 */
const line = (max: number, what: string, empty = "Fill this in.") =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max, `Keep the ${what} to ${max} characters or fewer.`)
    .refine(withoutControlCharacters, CONTROL_CHARACTER_MESSAGE)
    // Words a page prints: each takes a Tamil value beside it (decision 0032), kept in the row's
    // `tamil` column (migration 0026).
    .meta({ translate: true });

const PHOTO_MESSAGE = "Choose a photo from the list, or untick “Show a photo of this person”.";

export const personSchema = z.object({
  id: personId.meta({
    label: "Id",
    help: "Made from the name when the person is added; the pages refer to the person by it.",
  }),
  /** As pages print it, with the title: "Mrs. L. Shanthi". */
  name: line(
    PERSON_MAX.name,
    "name",
    "Enter the name as the pages should print it, for example Mrs. L. Shanthi.",
  ).meta({ label: "Name", help: "With the title, as printed: Mrs. L. Shanthi." }),
  /** Their post or designation: "Principal", "PGT Chemistry", "Parent, Class VII". */
  post: line(
    PERSON_MAX.post,
    "post",
    "Enter the post or designation, for example Principal or PGT Chemistry.",
  ).meta({ label: "Post or designation", help: "Principal, Vice Principal, PGT Chemistry, Parent…" }),
  /** "M.Sc., M.Ed.": shown where a page asks for it (the public disclosure). */
  qualification: line(PERSON_MAX.qualification, "qualification")
    .optional()
    .meta({ label: "Qualification", help: "Optional. Shown where a page asks for it, e.g. M.Sc., M.Ed." }),
  /** Subject or section: "Physics", "Office". */
  department: line(PERSON_MAX.department, "department")
    .optional()
    .meta({ label: "Department or subject", help: "Optional." }),
  audience: personAudience.meta({
    label: "School",
    help: "Whose office may change this person.",
    options: {
      group: "Both schools (whole group)",
      vidhyashram: "Vidhyashram only",
      vidhyapeeth: "Vidhyapeeth only",
    },
  }),
  /** A portrait: an image name, as pictures are named everywhere else (the rule of `imageName`). */
  photo: z
    .string()
    .refine((name) => imageName.safeParse(name).success, PHOTO_MESSAGE)
    .meta({ widget: "image" })
    .optional()
    .meta({
      label: "Photo",
      help: "Leave “What the picture shows” empty for a plain portrait: the name is printed beside it.",
    }),
  /** What the portrait shows, when it says more than the name beside it (else the portrait is decorative). */
  photoAlt: line(PERSON_MAX.photoAlt, "description of the photo")
    .optional()
    .meta({ label: "What the photo shows", help: "Optional: empty for a plain portrait." }),
  /** Shown publicly only when set (the school chooses). */
  email: z
    .email("Enter an e-mail address such as office@example.org, or leave it empty.")
    .max(PERSON_MAX.email, `Keep the e-mail address to ${PERSON_MAX.email} characters or fewer.`)
    .optional()
    .meta({ label: "Public e-mail", help: "Optional. Shown on the website only if you fill it in." }),
  phone: z
    .string()
    .trim()
    .regex(
      /^\+?[0-9 ]{6,20}$/,
      "Enter a phone number with digits and spaces only, such as +91 98765 43210, or leave it empty.",
    )
    .optional()
    .meta({ label: "Public phone", help: "Optional. Shown on the website only if you fill it in." }),
  /** An invented sample record until the school gives its own (architecture ruling 11). */
  sample: z.boolean().meta({
    label: "Sample record (an invented person, until the school gives the real one)",
  }),
});

export const peopleSchema = z
  .array(personSchema)
  .refine((people) => new Set(people.map((p) => p.id)).size === people.length, "Two people share an id");

export type Person = z.infer<typeof personSchema>;
export type PersonAudience = z.infer<typeof personAudience>;
