import { data, redirect } from "react-router";
import { getDocument } from "~/lib/documents/documents.server";
import { eventTable, getLiveEvent } from "~/lib/events/events.server";
import { googleCalendarHref, whenInWords } from "~/lib/events/format";
import { env } from "~/lib/platform/env.server";
import { safeRead } from "~/lib/platform/safe-read.server";
import { eventPath, parseEventParam } from "~/lib/published/paths";
import { languageOf, pathIn } from "~/lib/site/language";

/**
 * An event's page, `/calendar/events/<id>-<slug>` (architecture ruling 22): the event if visitors see
 * it now (`whereLive`); one that does not exist, is scheduled or has expired is not there (404).
 * Another spelling of the words after the id is sent on (301) to the event's address. Its attached
 * document is shown with its size; a failed read of it leaves the link out (ruling 5).
 *
 * Throws a 404 response, a 301, or a 503 when the database cannot be read.
 */
export async function loadEvent(param: string | undefined, request: Request) {
  const id = parseEventParam(param);
  if (id === null) throw data(null, { status: 404 });
  let row: Awaited<ReturnType<typeof getLiveEvent>>;
  try {
    row = await getLiveEvent(id);
  } catch (error) {
    console.error("Error fetching event:", error instanceof Error ? error.message : error);
    throw data(null, { status: 503 });
  }
  if (!row) throw data(null, { status: 404 });
  // The event's one spelling, in the language of the address asked for (decision 0030).
  const { pathname } = new URL(request.url);
  const path = pathIn(languageOf(pathname), eventPath(row.id, row.title));
  if (pathname !== path) throw redirect(path, 301);
  const documentId = row.document_id;
  const document =
    documentId === null
      ? undefined
      : await safeRead("an event's document", () => getDocument(documentId), undefined);
  const url = `${env().siteOrigin}${path}`;
  const details = row.description ? `${row.description}\n\n${url}` : url;
  return {
    event: {
      // What else the event's schema holds (decision 0029), for the page to show.
      ...eventTable.extrasOf(row),
      id: row.id,
      title: row.title,
      // In the page's language: the Tamil twin (`/ta/calendar/events/…`) says it in Tamil.
      when: whenInWords(row, languageOf(new URL(request.url).pathname)),
      start_date: row.start_date,
      place: row.place,
      category: row.category,
      audience: row.audience,
      description: row.description,
      updatedAt: row.updated_at,
    },
    document: document ? { title: document.title, path: document.path, size: document.size } : null,
    url,
    google: googleCalendarHref(row, details),
    ics: `${path}/event.ics`,
  };
}
