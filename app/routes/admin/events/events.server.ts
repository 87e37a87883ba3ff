import { data, type RouterContextProvider } from "react-router";
import { userContext } from "~/lib/auth/guard.server";
import { audienceRefusal, canWriteAudience, writableAudiences } from "~/lib/auth/permissions.server";
import { attachableAudiences, chosenDocumentRefusal } from "~/lib/documents/attach.server";
import { listDocuments } from "~/lib/documents/documents.server";
import {
  createEvent,
  type EventRow,
  getEvent,
  listEvents,
  removeEvent,
  updateEvent,
} from "~/lib/events/events.server";
import { whenInWords } from "~/lib/events/format";
import { readDone, redirectDone } from "~/lib/forms/flash";
import { formText, parseId, readForm } from "~/lib/forms/parse.server";
import type { RecordRefusal } from "~/lib/forms/record-form.server";
import { todayInIndia } from "~/lib/platform/dates";
import type { Audience } from "~/lib/platform/db.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { eventPath } from "~/lib/published/paths";
import { scheduleState } from "~/lib/published/schedule";
import { type EventValue, eventForm, eventInput, eventValue, readEvent } from "./event-form.server";

/**
 * The Events screen (`/admin/events`, architecture ruling 22): every event, upcoming first, then past,
 * each marked "Scheduled" or "Expired" when visitors do not see it; `?add` opens the form for a new
 * event, `?edit=<id>` for one event, `?delete=<id>` asks before deleting. Administrators write for any
 * audience, a school's editor for that school only (the form offers only those, the action refuses the
 * rest with 403). Every write is audited (app/lib/events/events.server.ts).
 */

const DONE = { added: 1, saved: 1, deleted: 1, gone: 1 } as const;

/** The documents `user` may attach to an event, as the form's choices (none, logged, when unreadable). */
function documentChoices(user: Parameters<typeof attachableAudiences>[0]) {
  return listDocuments({ audiences: attachableAudiences(user) })
    .then((docs) => docs.map((doc) => ({ value: String(doc.id), label: doc.title })))
    .catch((error: unknown) => {
      console.error("Error listing documents:", error instanceof Error ? error.message : error);
      return [];
    });
}

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The screen's data: the events, the open form (new or one event's) and the choices it offers. */
export async function loadEventsScreen({ request, context }: Args) {
  const user = context.get(userContext);
  const url = new URL(request.url);
  const audiences = writableAudiences(user);
  let loadError: string | null = null;
  const failed = (error: unknown) => {
    console.error("Error fetching events:", error instanceof Error ? error.message : error);
    loadError = "The events could not be read from the database. Please reload the page in a minute.";
  };
  const [rows, documents] = await Promise.all([
    listEvents().catch((error: unknown) => {
      failed(error);
      return [] as EventRow[];
    }),
    documentChoices(user),
  ]);
  const today = todayInIndia();
  const at = new Date();
  const events = rows.map((row) => ({
    id: row.id,
    title: row.title,
    when: whenInWords(row),
    audience: row.audience,
    category: row.category,
    state: scheduleState(row, at),
    upcoming: row.end_date >= today,
    path: eventPath(row.id, row.title),
    mine: canWriteAudience(user, row.audience),
  }));
  const upcoming = events.filter((event) => event.upcoming);
  const past = events.filter((event) => !event.upcoming).reverse();

  const editId = parseId(url.searchParams.get("edit"));
  const deleteId = parseId(url.searchParams.get("delete"));
  const editing = editId === null ? undefined : rows.find((row) => row.id === editId);
  const deleting = deleteId === null ? undefined : rows.find((row) => row.id === deleteId);
  const defaults: EventValue = {
    category: "other",
    audience: audiences.includes("group") ? "group" : (audiences[0] as Audience),
    start_date: today,
  };
  const drawn = (value: EventValue) => eventForm(value, {}, audiences, documents);
  return {
    upcoming,
    past,
    form: editing
      ? { mode: "edit" as const, id: editing.id, node: drawn(eventValue(editing)) }
      : url.searchParams.has("add")
        ? { mode: "add" as const, id: null, node: drawn(defaults) }
        : null,
    deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
    done: readDone(request, DONE),
    loadError: loadError as string | null,
  };
}

/** `intent=save` (with `id`: edit, else add) or `intent=delete` with `id`. */
export async function eventsAction({ request, context }: Args) {
  const user = context.get(userContext);
  const actor = { id: user.id, username: user.username, address: context.get(clientAddressContext) };
  const path = new URL(request.url).pathname;
  const form = await readForm(request);
  const refuse = (refusal: Omit<RecordRefusal, "revision">, status: number) =>
    data<RecordRefusal>({ ...refusal, revision: Date.now() }, { status });
  const id = parseId(form.get("id"));
  const existing = id === null ? undefined : await getEvent(id);
  if (id !== null && !existing) return redirectDone(path, "gone");
  if (existing && !canWriteAudience(user, existing.audience)) {
    return refuse(
      {
        errors: {},
        values: {},
        formError: "That event is another school's; your account may not change it.",
      },
      403,
    );
  }

  if (formText(form, "intent") === "delete") {
    if (id === null) return redirectDone(path, "gone");
    return redirectDone(path, (await removeEvent(id, actor)) ? "deleted" : "gone");
  }

  const read = readEvent(form);
  const { values } = read;
  // A refused save: the form drawn again as typed, with the messages beside its fields.
  const refuseForm = async (errors: Record<string, string>, status: number, formError?: string) => {
    const node = eventForm(
      read.posted as EventValue,
      errors,
      writableAudiences(user),
      await documentChoices(user),
    );
    return refuse({ errors, values, formError, node }, status);
  };
  if (!read.ok) return refuseForm(read.errors, 400);
  const input = eventInput(read.data);
  if (!canWriteAudience(user, input.audience)) return refuseForm({ audience: audienceRefusal(user) }, 403);
  try {
    if (input.document_id !== null) {
      const refusal = await chosenDocumentRefusal(user, input.document_id, existing?.document_id ?? null);
      if (refusal) return refuseForm({ document_id: refusal.message }, refusal.status);
    }
    if (id === null) await createEvent(input, actor);
    else if (!(await updateEvent(id, input, actor))) return redirectDone(path, "gone");
  } catch (error) {
    console.error("Error saving an event:", error);
    return refuseForm(
      {},
      503,
      "The event could not be saved because the database did not respond. Please try again.",
    );
  }
  return redirectDone(path, id === null ? "added" : "saved");
}
