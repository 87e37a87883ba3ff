import { data, redirect } from "react-router";
import { z } from "zod";
import {
  AUDIENCE_NAMES,
  audienceRefusal,
  canWriteAudience,
  writableAudiences,
} from "~/lib/auth/permissions.server";
import type { PublicUser } from "~/lib/auth/users.server";
import { readDone, redirectDone } from "~/lib/forms/flash";
import { AUDIENCES } from "~/lib/forms/limits";
import { formText, parseForm, readForm } from "~/lib/forms/parse.server";
import type { FieldErrors, FormValues } from "~/lib/forms/schemas";
import { quoted, writeAudit } from "~/lib/platform/audit.server";
import { type Audience, db } from "~/lib/platform/db.server";
import {
  createPerson,
  deletePerson,
  getPerson,
  listPeople,
  type NamingPage,
  type PersonInput,
  type PersonRecord,
  pagesByPerson,
  pagesNaming,
  updatePerson,
} from "~/lib/site/people.server";
import { imageName } from "~content/schemas/common";
import { personId } from "~content/schemas/people";
import { PERSON_LIMITS } from "./person-limits";

/**
 * The People screen's server side (issue 23 item 4): the list with its search and school filter, the
 * add/edit/delete dialogs (in the URL, architecture ruling 2), and the action that validates the form
 * (ruling 4), checks the user's school (ruling 6, issue 9 item 5), writes the change with its audit row
 * and raises the page version so the public pages show it at once.
 */

const NO_NUL = "Remove the invisible control character (NUL) from this text.";
const str = (value: unknown) => (typeof value === "string" ? value : "");

/** A required line of text with its messages. */
const line = (empty: string, max: number, what: string) =>
  z.preprocess(
    str,
    z
      .string()
      .trim()
      .min(1, empty)
      .max(max, `Keep the ${what} to ${max} characters or fewer.`)
      .refine((v) => !v.includes("\u0000"), NO_NUL),
  );

/** An optional line: blank becomes undefined. */
const optionalLine = (max: number, what: string) =>
  z.preprocess(
    str,
    z
      .string()
      .trim()
      .max(max, `Keep the ${what} to ${max} characters or fewer.`)
      .refine((v) => !v.includes("\u0000"), NO_NUL)
      .transform((v) => v || undefined),
  );

const PHOTO_MESSAGE = "Choose a photo from the list, or untick “Show a photo”.";

/**
 * The person form (ruling 4): strings as `FormData` holds them, messages a school clerk understands.
 * `hasPhoto` and `sample` are checkboxes ("on" when ticked); the photo is checked only when shown.
 */
export const personFormSchema = z
  .object({
    name: line(
      "Enter the name as the pages should print it, for example Mrs. L. Shanthi.",
      PERSON_LIMITS.name,
      "name",
    ),
    post: line(
      "Enter the post or designation, for example Principal or PGT Chemistry.",
      PERSON_LIMITS.post,
      "post",
    ),
    qualification: optionalLine(PERSON_LIMITS.qualification, "qualification"),
    department: optionalLine(PERSON_LIMITS.department, "department"),
    audience: z.preprocess(str, z.enum(AUDIENCES, "Choose the school this person belongs to.")),
    hasPhoto: z.preprocess(str, z.string()).transform((v) => v === "on"),
    // Checked whether or not it is shown: the picker always posts one, so a bad one is a tampered form.
    photo: z.preprocess(
      str,
      z
        .string()
        .trim()
        .refine((v) => v === "" || imageName.safeParse(v).success, PHOTO_MESSAGE),
    ),
    photoAlt: optionalLine(PERSON_LIMITS.photoAlt, "description of the photo"),
    email: z.preprocess(
      str,
      z
        .string()
        .trim()
        .max(PERSON_LIMITS.email, `Keep the e-mail address to ${PERSON_LIMITS.email} characters or fewer.`)
        .pipe(
          z.union([
            z.literal(""),
            z.email("Enter an e-mail address such as office@example.org, or leave it empty."),
          ]),
        )
        .transform((v) => v || undefined),
    ),
    phone: z.preprocess(
      str,
      z
        .string()
        .trim()
        .pipe(
          z.union([
            z.literal(""),
            z
              .string()
              .regex(
                /^\+?[0-9 ]{6,20}$/,
                "Enter a phone number with digits and spaces only, such as +91 98765 43210, or leave it empty.",
              ),
          ]),
        )
        .transform((v) => v || undefined),
    ),
    sample: z.preprocess(str, z.string()).transform((v) => v === "on"),
  })
  .superRefine((value, ctx) => {
    if (value.hasPhoto && value.photo === "")
      ctx.addIssue({ code: "custom", path: ["photo"], message: PHOTO_MESSAGE });
  })
  .transform(
    (value): PersonInput => ({
      name: value.name,
      post: value.post,
      qualification: value.qualification,
      department: value.department,
      audience: value.audience,
      photo: value.hasPhoto ? value.photo : undefined,
      photoAlt: value.hasPhoto ? value.photoAlt : undefined,
      email: value.email,
      phone: value.phone,
      sample: value.sample,
    }),
  );

/** The form's field names, in order. */
export const PERSON_FIELDS = [
  "name",
  "post",
  "qualification",
  "department",
  "audience",
  "hasPhoto",
  "photo",
  "photoAlt",
  "email",
  "phone",
  "sample",
] as const;

/** A stored person as the form's values. */
export function personValues(person: Omit<PersonRecord, "position" | "editedAt" | "shipped">): FormValues {
  return {
    name: person.name,
    post: person.post,
    qualification: person.qualification ?? "",
    department: person.department ?? "",
    audience: person.audience,
    hasPhoto: person.photo ? "on" : "",
    photo: person.photo ?? "",
    photoAlt: person.photoAlt ?? "",
    email: person.email ?? "",
    phone: person.phone ?? "",
    sample: person.sample ? "on" : "",
  };
}

/** A person as the list shows them. */
export interface PersonListRow {
  id: string;
  name: string;
  post: string;
  /** Qualification and department, when given. */
  extra: string;
  audience: Audience;
  photo: string | null;
  sample: boolean;
  edited: boolean;
  /** True when this user may change the person (their school). */
  mine: boolean;
  /** How many pages name the person (published or in a draft). */
  pages: number;
}

export type PersonDialogMode = "add" | "edit" | "delete";

/** What a refused save or delete sends back: messages by field, what was typed, the dialog to reopen. */
export interface PersonActionError {
  errors: FieldErrors;
  formError?: string;
  values: FormValues;
  mode: PersonDialogMode;
  id: string | null;
}

const DONE = { added: "added", saved: "saved", deleted: "deleted", gone: "gone" } as const;

/** An audience's filter value of the list: "all", or one audience. */
function schoolFilter(value: string | null): Audience | "all" {
  return (AUDIENCES as readonly string[]).includes(value ?? "") ? (value as Audience) : "all";
}

/**
 * The People screen's loader for `user` (the staff guard's user): the people, filtered by `q` (in the
 * name or the post, any case) and `school`, and the dialog the URL asks for (`?dialog=add`,
 * `?dialog=edit&id=…`, `?dialog=delete&id=…`). An editor of one school sees everyone (a page of their
 * school may name a group officer) but may change only their school's people. A failed read shows a
 * message and an empty list (ruling 5).
 */
export async function loadPeopleScreen(request: Request, user: PublicUser) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const school = schoolFilter(url.searchParams.get("school"));
  const audiences = writableAudiences(user);
  const only = audiences.length === 1 ? audiences[0] : undefined;
  let rows: PersonListRow[] = [];
  let total = 0;
  let loadError: string | null = null;
  let naming = new Map<string, NamingPage[]>();
  try {
    const people = await listPeople();
    naming = await pagesByPerson();
    total = people.length;
    const needle = q.toLowerCase();
    rows = people
      .filter((p) => school === "all" || p.audience === school)
      .filter(
        (p) => !needle || p.name.toLowerCase().includes(needle) || p.post.toLowerCase().includes(needle),
      )
      .map((p) => ({
        id: p.id,
        name: p.name,
        post: p.post,
        extra: [p.qualification, p.department].filter(Boolean).join(" · "),
        audience: p.audience,
        photo: p.photo ?? null,
        sample: p.sample,
        edited: p.editedAt !== null,
        mine: canWriteAudience(user, p.audience),
        pages: naming.get(p.id)?.length ?? 0,
      }));
  } catch (error) {
    console.error("Error fetching people:", error instanceof Error ? error.message : error);
    loadError = "The list of people could not be read from the database. Please reload the page in a minute.";
  }

  const requested = url.searchParams.get("dialog");
  const id = url.searchParams.get("id");
  let dialog: {
    mode: PersonDialogMode;
    id: string | null;
    values: FormValues;
    title: string;
    /** The pages that show the person (edit and delete). */
    pages: NamingPage[];
  } | null = null;
  let refusal: string | null = null;
  if (requested === "add") {
    const audience = audiences.includes("group") ? "group" : (audiences[0] ?? "group");
    dialog = { mode: "add", id: null, values: { audience, sample: "" }, title: "", pages: [] };
  } else if ((requested === "edit" || requested === "delete") && id && personId.safeParse(id).success) {
    const person = await getPerson(id).catch(() => undefined);
    if (person && !person.deleted) {
      if (!canWriteAudience(user, person.audience)) refusal = notYours(user, person.audience);
      else
        dialog = {
          mode: requested,
          id,
          values: personValues(person),
          title: `${person.name}, ${person.post}`,
          pages: naming.get(id) ?? [],
        };
    }
  }
  return {
    rows,
    total,
    q,
    school,
    audiences,
    scopeNote: only
      ? `Your account changes ${AUDIENCE_NAMES[only]}'s people only; you see everyone the pages name.`
      : null,
    loadError,
    refusal,
    dialog,
    done: readDone(url, DONE),
  };
}

/** The message for a person of another school. */
function notYours(user: PublicUser, audience: Audience): string {
  return `This person belongs to ${AUDIENCE_NAMES[audience]}; your account may not change them. ${audienceRefusal(user)}`;
}

/** "Administration (/administration), Parent Teacher Association (/pta)". */
function listOfPages(pages: { path: string; title: string }[]): string {
  return pages.map((p) => `${p.title} (${p.path})`).join(", ");
}

/**
 * The People screen's action for `user`: `intent` create, update or delete (`id` for the last two).
 * Valid input is written with its audit row in one transaction, the page version raised, and the
 * browser sent back to the list (`?done=`). A refusal answers the messages and the typed values: 400
 * for a bad field, 403 for a person or school the user may not change, 409 for a delete while pages
 * name the person (the message lists them), 503 when the database does not answer. Never a 500.
 */
export async function runPeopleAction(request: Request, user: PublicUser, address: string | null) {
  const actor = { id: user.id, username: user.username };
  const listPath = new URL(request.url).pathname;
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const rawId = formText(form, "id");
  const id = personId.safeParse(rawId).success ? rawId : null;

  if (intent === "delete") {
    if (id === null) return redirect(listPath);
    const refuse = (status: number, formError: string) =>
      data<PersonActionError>({ errors: {}, formError, values: {}, mode: "delete", id }, { status });
    try {
      const person = await getPerson(id);
      if (!person || person.deleted) return redirectDone(listPath, DONE.gone);
      if (!canWriteAudience(user, person.audience)) return refuse(403, notYours(user, person.audience));
      const pages = await pagesNaming(id);
      if (pages.length > 0) {
        return refuse(
          409,
          `${person.name} cannot be deleted while ${pages.length === 1 ? "a page names" : `${pages.length} pages name`} them: ${listOfPages(pages)}. Take them off ${pages.length === 1 ? "that page" : "those pages"} first, or edit this person instead.`,
        );
      }
      const removed = await db()
        .transaction()
        .execute(async (trx) => {
          const gone = await deletePerson(id, actor, trx);
          if (gone) {
            await writeAudit(
              {
                actor,
                action: "delete",
                entity: "people",
                summary: `Deleted person ${quoted(person.name)} (${id}), ${person.post}`,
                address,
              },
              trx,
            );
          }
          return gone;
        });
      return redirectDone(listPath, removed ? DONE.deleted : DONE.gone);
    } catch (error) {
      console.error("Error deleting a person:", error);
      return refuse(
        503,
        "The person could not be deleted because the database did not respond. Please try again.",
      );
    }
  }

  const mode: PersonDialogMode = intent === "update" && id !== null ? "edit" : "add";
  const result = await parseForm(form, personFormSchema, { fields: PERSON_FIELDS });
  const { values } = result;
  if (!result.ok) {
    return data<PersonActionError>({ errors: result.errors, values, mode, id }, { status: 400 });
  }
  const input = result.data;
  if (!canWriteAudience(user, input.audience)) {
    return data<PersonActionError>(
      { errors: { audience: audienceRefusal(user) }, values, mode, id },
      { status: 403 },
    );
  }
  try {
    if (mode === "edit" && id !== null) {
      const existing = await getPerson(id);
      if (!existing || existing.deleted) return redirectDone(listPath, DONE.gone);
      if (!canWriteAudience(user, existing.audience)) {
        return data<PersonActionError>(
          { errors: {}, formError: notYours(user, existing.audience), values, mode, id },
          { status: 403 },
        );
      }
      const before = personValues(existing);
      const after = personValues({ ...input, id });
      const changed = PERSON_FIELDS.filter((field) => (before[field] ?? "") !== (after[field] ?? ""));
      const saved = await db()
        .transaction()
        .execute(async (trx) => {
          const person = await updatePerson(id, input, actor, trx);
          if (person) {
            await writeAudit(
              {
                actor,
                action: "update",
                entity: "people",
                summary: `Edited person ${quoted(input.name)} (${id})${
                  existing.name !== input.name ? `, formerly ${quoted(existing.name)}` : ""
                }${changed.length ? ` (changed: ${changed.join(", ")})` : " (no change)"}`,
                address,
              },
              trx,
            );
          }
          return person;
        });
      return redirectDone(listPath, saved ? DONE.saved : DONE.gone);
    }
    await db()
      .transaction()
      .execute(async (trx) => {
        const person = await createPerson(input, actor, trx);
        await writeAudit(
          {
            actor,
            action: "create",
            entity: "people",
            summary: `Added person ${quoted(person.name)} (${person.id}), ${person.post}, ${AUDIENCE_NAMES[person.audience]}`,
            address,
          },
          trx,
        );
      });
    return redirectDone(listPath, DONE.added);
  } catch (error) {
    console.error("Error saving a person:", error);
    return data<PersonActionError>(
      {
        errors: {},
        formError:
          "The person could not be saved because the database did not respond. Nothing you typed is lost: please try again.",
        values,
        mode,
        id,
      },
      { status: 503 },
    );
  }
}
