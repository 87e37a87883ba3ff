import { data, redirect } from "react-router";
import {
  AUDIENCE_NAMES,
  audienceRefusal,
  canWriteAudience,
  writableAudiences,
} from "~/lib/auth/permissions.server";
import type { PublicUser } from "~/lib/auth/users.server";
import {
  createPerson,
  deletePerson,
  getPerson,
  type PersonInput,
  pagesNaming,
  readPeople,
  updatePerson,
} from "~/lib/content-store/people.server";
import { redirectDone } from "~/lib/forms/flash";
import { formText, readForm } from "~/lib/forms/parse.server";
import { quoted, writeAudit } from "~/lib/platform/audit.server";
import { type Audience, db } from "~/lib/platform/db.server";
import { tamilOf } from "~content/bilingual";
import { personId } from "~content/schemas/people";
import type { PersonActionError, PersonDialogMode } from "./person";
import { PERSON_FIELDS, personForm, readPerson } from "./person-form.server";

/**
 * The People screen's action: add, edit or delete a person. It checks the form with
 * the person schema (ruling 4), the user's school (ruling 6), and writes the change with
 * its audit row in one transaction (the database's triggers raise the page version, so the public pages
 * show it at once).
 */

/** Who posts, from where: the staff guard's user and the client's address (for the audit row). */
/** A name as two spellings of one person compare: no titles, dots, case or extra spaces ("Mrs. A. Jayanthi" = "a jayanthi"). */
export function comparableName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\b(mr|mrs|ms|miss|dr|prof|thiru|tmt|selvi)\b\.?/g, " ")
    .replace(/[.,]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export interface PeoplePoster {
  request: Request;
  user: PublicUser;
  address: string | null;
}

/** The message for a person of another school. */
export function notYours(user: PublicUser, audience: Audience): string {
  return `This person belongs to ${AUDIENCE_NAMES[audience]}; your account may not change them. ${audienceRefusal(user)}`;
}

/** "Administration (/administration), Parent Teacher Association (/pta)". */
function listOfPages(pages: { path: string; title: string }[]): string {
  return pages.map((p) => `${p.title} (${p.path})`).join(", ");
}

/**
 * The fields whose value differs between `before` and `after` (absent and undefined alike), each
 * field's Tamil (decision 0032) named after it as "post in Tamil" when only its text changed.
 */
function changedFields(before: PersonInput, after: PersonInput): string[] {
  return PERSON_FIELDS.flatMap((field) => [
    ...((before[field] ?? null) !== (after[field] ?? null) ? [field] : []),
    ...(tamilOf(before, field)?.text !== tamilOf(after, field)?.text ? [`${field} in Tamil`] : []),
  ]);
}

/**
 * The People screen's action for `user` at `request`, audited with `address`: `intent` create, update
 * or delete (`id` for the last two). Valid input is written with its audit row in one transaction and
 * the browser sent back to the list (`?done=`). A refusal answers the messages, the form drawn again
 * with the typed text and the values as typed: 400 for a bad field, 403 for a person or school the user
 * may not change, 409 for a delete while pages name the person (the message lists them), 503 when the
 * database does not answer. Never a 500.
 */
export async function runPeopleAction({ request, user, address }: PeoplePoster) {
  const listPath = new URL(request.url).pathname;
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const rawId = formText(form, "id");
  const id = personId.safeParse(rawId).success ? rawId : null;
  if (intent === "delete") {
    return id === null ? redirect(listPath) : removePerson({ id, user, address, listPath });
  }

  const mode: PersonDialogMode = intent === "update" && id !== null ? "edit" : "add";
  const read = readPerson(form);
  const refuse = (status: number, refusal: { errors?: Record<string, string>; formError?: string }) => {
    const errors = refusal.errors ?? {};
    const node = personForm(read.posted as Partial<PersonInput>, errors, writableAudiences(user));
    return data<PersonActionError>(
      { errors, formError: refusal.formError, values: read.values, node, mode, id, revision: Date.now() },
      { status },
    );
  };
  if (!read.ok) return refuse(400, { errors: read.errors });
  const input = read.data;
  if (!canWriteAudience(user, input.audience)) {
    return refuse(403, { errors: { audience: audienceRefusal(user) } });
  }
  const actor = { id: user.id, username: user.username };
  try {
    if (mode === "edit" && id !== null) {
      const existing = await getPerson(id);
      if (!existing || existing.deleted) return redirectDone(listPath, "gone");
      if (!canWriteAudience(user, existing.audience)) {
        return refuse(403, { formError: notYours(user, existing.audience) });
      }
      const changed = changedFields(existing, input);
      const saved = await db()
        .transaction()
        .execute(async (trx) => {
          const person = await updatePerson(id, input, actor, trx);
          if (person) {
            const formerly = existing.name !== input.name ? `, formerly ${quoted(existing.name)}` : "";
            await writeAudit(
              {
                actor,
                action: "update",
                entity: "people",
                summary: `Edited person ${quoted(input.name)} (${id})${formerly}${
                  changed.length ? ` (changed: ${changed.join(", ")})` : " (no change)"
                }`,
                address,
              },
              trx,
            );
          }
          return person;
        });
      return redirectDone(listPath, saved ? "saved" : "gone");
    }
    // The same name twice is most often one person added twice: said after the add, not refused (two
    // teachers may share a name).
    const namesake = [...(await readPeople()).values()].some(
      (person) => comparableName(person.name) === comparableName(input.name),
    );
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
    return redirectDone(listPath, namesake ? "namesake" : "added");
  } catch (error) {
    console.error("Error saving a person:", error);
    return refuse(503, {
      formError:
        "The person could not be saved because the database did not respond. Nothing you typed is lost: please try again.",
    });
  }
}

/**
 * Deletes the person `id` for `user`, audited with `address`, and sends the browser back to `listPath`.
 * Refused with 403 for another school's person, 409 while pages name them, 503 when the database does
 * not answer.
 */
async function removePerson({
  id,
  user,
  address,
  listPath,
}: {
  id: string;
  user: PublicUser;
  address: string | null;
  listPath: string;
}) {
  const actor = { id: user.id, username: user.username };
  const refuse = (status: number, formError: string) =>
    data<PersonActionError>(
      { errors: {}, formError, values: {}, mode: "delete", id, revision: Date.now() },
      { status },
    );
  try {
    const person = await getPerson(id);
    if (!person || person.deleted) return redirectDone(listPath, "gone");
    if (!canWriteAudience(user, person.audience)) return refuse(403, notYours(user, person.audience));
    const pages = await pagesNaming(id);
    if (pages.length > 0) {
      const one = pages.length === 1;
      return refuse(
        409,
        `${person.name} cannot be deleted while ${one ? "a page names" : `${pages.length} pages name`} them: ${listOfPages(pages)}. Take them off ${one ? "that page" : "those pages"} first, or edit this person instead.`,
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
    return redirectDone(listPath, removed ? "deleted" : "gone");
  } catch (error) {
    console.error("Error deleting a person:", error);
    return refuse(
      503,
      "The person could not be deleted because the database did not respond. Please try again.",
    );
  }
}
