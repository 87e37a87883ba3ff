import { AUDIENCE_NAMES, canWriteAudience, writableAudiences } from "~/lib/auth/permissions.server";
import type { PublicUser } from "~/lib/auth/users.server";
import { getPerson, listPeople, type NamingPage, pagesByPerson } from "~/lib/content-store/people.server";
import { readDone } from "~/lib/forms/flash";
import { AUDIENCES } from "~/lib/forms/limits";
import type { Audience } from "~/lib/platform/db.server";
import { personId } from "~content/schemas/people";
import { PEOPLE_DONE, type PersonDialogData, type PersonListRow } from "./person";
import { notYours } from "./person-changes.server";
import { personForm } from "./person-form.server";

/**
 * The People screen's loader: the list with its search and school filter, and the
 * dialog the URL asks for (architecture ruling 2), its form drawn from the person schema.
 */

/** An audience's filter value of the list: "all", or one audience. */
function schoolFilter(value: string | null): Audience | "all" {
  return (AUDIENCES as readonly string[]).includes(value ?? "") ? (value as Audience) : "all";
}

/** The dialog a new person opens with: the first school this user may choose, no photo, not a sample. */
function addDialog(audiences: readonly Audience[]): PersonDialogData {
  const audience = audiences.includes("group") ? "group" : (audiences[0] ?? "group");
  return {
    mode: "add",
    id: null,
    node: personForm({ audience, sample: false }, {}, audiences),
    title: "",
    pages: [],
  };
}

/**
 * The People screen's data for `user` (the staff guard's user) at `request`'s URL: the people,
 * filtered by `q` (in the name or the post, any case) and `school`, and the dialog the URL asks for
 * (`?dialog=add`, `?dialog=edit&id=…`, `?dialog=delete&id=…`). An editor of one school sees everyone
 * (a page of their school may name a group officer) but may change only their school's people: another
 * school's person opens no dialog but a refusal. A failed read shows a message and an empty list
 * (ruling 5).
 */
export async function loadPeopleScreen({ request, user }: { request: Request; user: PublicUser }) {
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
  let dialog: PersonDialogData | null = null;
  let refusal: string | null = null;
  if (requested === "add") dialog = addDialog(audiences);
  else if ((requested === "edit" || requested === "delete") && id && personId.safeParse(id).success) {
    const person = await getPerson(id).catch(() => undefined);
    if (person && !person.deleted) {
      if (!canWriteAudience(user, person.audience)) refusal = notYours(user, person.audience);
      else
        dialog = {
          mode: requested,
          id,
          node: requested === "edit" ? personForm(person, {}, audiences) : null,
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
    done: readDone(url, PEOPLE_DONE),
  };
}
