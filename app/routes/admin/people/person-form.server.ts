import type { PersonInput } from "~/lib/content-store/people.server";
import { keepChoices, type RecordRead, readRecord } from "~/lib/forms/record-form.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { describeValue } from "~/lib/forms/schema-form.server";
import type { Audience } from "~/lib/platform/db.server";
import { personSchema } from "~content/schemas/people";

/**
 * The People screen's add/edit form, drawn from and read through the person schema of
 * content/schemas/people.ts, its only schema: labels, hints and limits are the schema's, and a refusal
 * is zod's message at the field's path (`schemaErrors`), so it lands beside the field.
 */

/** What the form edits: a person without the id (made from the name when added, fixed after). */
export const personFields = personSchema.omit({ id: true });

/** The fields of the form, in order (the audit row names those a save changed). */
export const PERSON_FIELDS = Object.keys(personFields.shape) as (keyof PersonInput)[];

/** The checkbox that says whether the person has a photo: the picture control always posts one. */
export const SHOW_PHOTO = "photo.$present";

/**
 * The form for `person` (as stored, or as typed when refused) with `errors` beside the fields, offering
 * the schools of `audiences` (those this user may choose). The person keeps the photo and its
 * description as two fields (the shape of content/people.ts), drawn here as one picture control under
 * "Show a photo of this person".
 */
export function personForm(
  person: Partial<Record<keyof PersonInput, unknown>>,
  errors: Record<string, string>,
  audiences: readonly Audience[],
): FieldNode {
  // Each text has "In Tamil" beside it, kept in the row's `tamil` column (migration 0026); the photo's
  // description is drawn by the picture control, which has no Tamil box yet (decision 0032).
  const node = keepChoices(describeValue(personFields, person, "", errors), "audience", audiences);
  if (node.kind !== "group") return node;
  const photo = node.children.find((child) => child.name === "photo");
  const alt = node.children.find((child) => child.name === "photoAlt");
  if (photo?.kind !== "text" || alt?.kind !== "text") return node;
  const picture: FieldNode = {
    kind: "group",
    name: "photo",
    label: photo.label,
    help: photo.help,
    presence: {
      name: SHOW_PHOTO,
      present: typeof person.photo === "string",
      label: "Show a photo of this person",
    },
    children: [
      {
        kind: "image",
        name: "photo",
        altName: "photoAlt",
        label: "Picture of this person",
        value: photo.value,
        alt: alt.value,
        error: photo.error,
        altError: alt.error,
      },
    ],
  };
  return {
    ...node,
    children: node.children.flatMap((child) => (child === photo ? [picture] : child === alt ? [] : [child])),
  };
}

/**
 * The person of a posted form, checked by the person schema; a photo (and its description) counts only
 * while "Show a photo of this person" is ticked.
 */
export function readPerson(form: FormData): RecordRead<PersonInput> {
  const shown = form.get(SHOW_PHOTO) === "true";
  return readRecord(personFields, form, (posted) => {
    if (shown) return posted;
    const { photo: _photo, photoAlt: _alt, ...rest } = posted;
    return rest;
  });
}
