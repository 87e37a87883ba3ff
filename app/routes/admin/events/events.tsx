import { Link } from "react-router";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { ConfirmDeleteDialog } from "~/components/admin/ConfirmDelete";
import { CategoryWord } from "~/components/calendar/CalendarView";
import { EventForm } from "~/components/calendar/EventForm";
import { buttonClass } from "~/components/ui/Button";
import { FormAlert } from "~/components/ui/FormAlert";
import { AUDIENCE_LABELS } from "~/lib/forms/limits";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/events";
import { eventsAction, loadEventsScreen } from "./events.server";

export const meta: Route.MetaFunction = () => pageMeta("Events · Admin");

/** The events and the open form (`loadEventsScreen`). */
export function loader(args: Route.LoaderArgs) {
  return loadEventsScreen(args);
}

/** Adds, edits or deletes an event; refused input comes back with its messages and what was typed. */
export function action(args: Route.ActionArgs) {
  return eventsAction(args);
}

const DONE = {
  added: "The event is added to the calendar.",
  saved: "The event is saved.",
  deleted: "The event is deleted.",
  gone: "That event no longer exists.",
} as const;

const STATE_WORDS = { scheduled: "Scheduled", expired: "Expired", live: null } as const;

type ListedEvent = Route.ComponentProps["loaderData"]["upcoming"][number];

function EventList({ events, empty }: { events: ListedEvent[]; empty: string }) {
  if (events.length === 0) return <p className="mt-2 text-slate-600">{empty}</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {events.map((event) => (
        <li key={event.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <CategoryWord category={event.category} />
              {STATE_WORDS[event.state] && (
                <span className="rounded bg-amber-100 px-1.5 text-xs/4 font-semibold text-amber-900">
                  {STATE_WORDS[event.state]}
                </span>
              )}
              <span className="font-semibold text-slate-900">{event.title}</span>
            </p>
            <p className="text-sm text-slate-700">
              {event.when} · {AUDIENCE_LABELS[event.audience]}
              {event.state === "live" && (
                <>
                  {" · "}
                  <a href={event.path} className="text-brand-700 underline underline-offset-2">
                    View page<span className="sr-only">: {event.title}</span>
                  </a>
                </>
              )}
            </p>
          </div>
          {event.mine && (
            <p className="flex gap-3 text-sm font-semibold">
              <Link to={`?edit=${event.id}`} className="text-brand-700 underline underline-offset-2">
                Edit<span className="sr-only">: {event.title}</span>
              </Link>
              <Link to={`?delete=${event.id}`} className="text-red-700 underline underline-offset-2">
                Delete<span className="sr-only">: {event.title}</span>
              </Link>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function AdminEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { upcoming, past, form, deleting, done, loadError } = loaderData;
  const failed = actionData && "errors" in actionData ? actionData : undefined;
  return (
    <AdminScreen
      title="Events"
      actions={
        !form && (
          <Link to="?add" className={buttonClass("primary", "md")}>
            Add an event
          </Link>
        )
      }
    >
      <p className="mt-2 max-w-3xl text-slate-700">
        The academic calendar: examinations, holidays, PTA meetings and celebrations, shown on the calendar
        pages, the home pages and in the calendar feeds parents subscribe to.
      </p>
      {done && (
        <FormAlert tone="success" className="mt-4">
          {DONE[done]}
        </FormAlert>
      )}
      {loadError && <FormAlert className="mt-4">{loadError}</FormAlert>}
      {failed && !form && failed.formError && <FormAlert className="mt-4">{failed.formError}</FormAlert>}
      {form && (
        <section
          aria-labelledby="event-form"
          className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h3 id="event-form" className="text-lg font-semibold text-slate-900">
            {form.mode === "add" ? "Add an event" : "Edit the event"}
          </h3>
          <EventForm
            key={failed ? `failed-${failed.revision}` : `form-${form.id ?? "new"}`}
            id={form.id}
            node={failed?.node ?? form.node}
            errors={failed?.errors}
            formError={failed?.formError}
            cancelHref="/admin/events"
          />
        </section>
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title="Delete this event?"
          description="It leaves the calendar, the home pages and the feeds at once."
          item={deleting.title}
          id={deleting.id}
          formError={failed?.formError}
        />
      )}
      <section aria-labelledby="upcoming-events" className="mt-8">
        <h3 id="upcoming-events" className="text-lg font-semibold text-slate-900">
          Upcoming
        </h3>
        <EventList events={upcoming} empty="No upcoming events." />
      </section>
      <section aria-labelledby="past-events" className="mt-8">
        <h3 id="past-events" className="text-lg font-semibold text-slate-900">
          Past
        </h3>
        <EventList events={past} empty="No past events." />
      </section>
    </AdminScreen>
  );
}
