import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { FormProblems } from "~/components/ui/FormAlert";
import { AUDIENCE_LABELS, LIMITS } from "~/lib/forms/limits";
import type { FieldErrors, FormValues } from "~/lib/forms/schemas";
import { EVENT_CATEGORIES, EVENT_CATEGORY_WORDS } from "~content/events";

/**
 * The staff form of an event (architecture ruling 22), a plain HTML form that works without
 * JavaScript: title, all day (which disables the times once the scripts run), start and end days and
 * times, place, kind, description, an attached
 * document, the audience and the schedule. `values` are what is stored or what was typed (kept after a
 * refusal); `errors` sit next to their fields.
 */
export function EventForm({
  id,
  values,
  errors = {},
  formError,
  audiences,
  documents,
  cancelHref,
}: {
  /** The event being edited, or null for a new one. */
  id: number | null;
  values: FormValues;
  errors?: FieldErrors;
  formError?: string;
  audiences: readonly (keyof typeof AUDIENCE_LABELS)[];
  documents: readonly { id: number; title: string }[];
  cancelHref: string;
}) {
  const busy = useNavigation().state === "submitting";
  const v = (name: string) => values[name] ?? "";
  // "All day" takes the times away: they are disabled (and not sent) while it is ticked. Before the
  // scripts run they stay open, and the server ignores them for an all-day event.
  const [allDay, setAllDay] = useState(v("all_day") === "on" || v("all_day") === "1");
  return (
    <Form method="post" noValidate className="mt-3 space-y-4">
      <input type="hidden" name="intent" value="save" />
      {id !== null && <input type="hidden" name="id" value={id} />}
      <Field
        name="title"
        label="Title"
        required
        maxLength={LIMITS.title}
        defaultValue={v("title")}
        error={errors.title}
      />
      <div className="flex items-center gap-2">
        <input
          id="event-all-day"
          type="checkbox"
          name="all_day"
          defaultChecked={allDay}
          onChange={(event) => setAllDay(event.currentTarget.checked)}
          className="size-5"
        />
        <label htmlFor="event-all-day" className="font-semibold text-slate-800">
          All day (no times)
        </label>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Starts</legend>
        <Field
          name="start_date"
          label="Start day"
          type="date"
          required
          defaultValue={v("start_date")}
          error={errors.start_date}
        />
        <Field
          name="start_time"
          label="Start time"
          type="time"
          hint="India time. Leave blank for an all-day event."
          disabled={allDay}
          defaultValue={v("start_time")}
          error={errors.start_time}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Ends</legend>
        <Field
          name="end_date"
          label="End day"
          type="date"
          hint="The last day. Blank: the same day."
          defaultValue={v("end_date")}
          error={errors.end_date}
        />
        <Field
          name="end_time"
          label="End time"
          type="time"
          hint="India time."
          disabled={allDay}
          defaultValue={v("end_time")}
          error={errors.end_time}
        />
      </fieldset>
      <Field name="place" label="Place" maxLength={200} defaultValue={v("place")} error={errors.place} />
      <Field
        name="category"
        label="Category"
        as="select"
        options={EVENT_CATEGORIES.map((value) => ({ value, label: EVENT_CATEGORY_WORDS[value] }))}
        defaultValue={v("category") || "other"}
        error={errors.category}
      />
      <Field
        name="description"
        label="Description"
        as="textarea"
        maxLength={LIMITS.description}
        defaultValue={v("description")}
        error={errors.description}
      />
      <Field
        name="document_id"
        label="Attached document (optional)"
        as="select"
        hint="A document of the Documents tab, such as a circular or a timetable."
        options={[
          { value: "", label: "None" },
          ...documents.map((doc) => ({ value: String(doc.id), label: doc.title })),
        ]}
        defaultValue={v("document_id")}
        error={errors.document_id}
      />
      <Field
        name="audience"
        label="Show on"
        as="select"
        options={audiences.map((value) => ({ value, label: AUDIENCE_LABELS[value] }))}
        hint="That school's calendar, and the calendar of both schools."
        defaultValue={v("audience") || audiences[0]}
        error={errors.audience}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="publish_at"
          label="Publish at"
          type="datetime-local"
          hint="India time. Blank: at once."
          defaultValue={v("publish_at")}
          error={errors.publish_at}
        />
        <Field
          name="expire_at"
          label="Expire at"
          type="datetime-local"
          hint="India time. Blank: never."
          defaultValue={v("expire_at")}
          error={errors.expire_at}
        />
      </div>
      <FormProblems failed={{ errors, formError }} />
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={busy}>{busy ? "Saving…" : id === null ? "Add event" : "Save event"}</Button>
        <Link to={cancelHref} className="font-semibold text-brand-700 underline underline-offset-2">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
