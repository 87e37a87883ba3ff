import { type EventInput, type EventRow, eventTable } from "~/lib/events/events.server";
import { keepChoices, type RecordRead, readRecord } from "~/lib/forms/record-form.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { describeValue, type FormContext } from "~/lib/forms/schema-form.server";
import type { Audience } from "~/lib/platform/db.server";
import { type EventRecord, eventSchema } from "~content/schemas/events";

/**
 * The Events screen's form, drawn from and read through the event schema of content/schemas/events.ts,
 * its only schema: labels, hints and limits are the schema's, and a refusal is zod's message at the
 * field's path, so it lands beside the field.
 */

/** A value of the form: the event as stored, or as typed when refused. */
export type EventValue = Record<string, unknown>;

/** A stored event as the form's value (blank fields left out; the schedule's instants as stored). */
export function eventValue(row: EventRow): EventValue {
  return eventTable.recordOf(row);
}

/**
 * A checked event as the events table stores it: a blank end day is the start day, an all-day event
 * has no times, a blank text is "" (`eventTable`).
 */
export function eventInput(record: EventRecord): EventInput {
  return eventTable.rowOf({
    ...record,
    end_date: record.end_date ?? record.start_date,
    start_time: record.all_day ? undefined : record.start_time,
    end_time: record.all_day ? undefined : record.end_time,
  }) as unknown as EventInput;
}

/**
 * The form for `value` with `errors` beside the fields, offering the schools of `audiences` (those this
 * user may write) and the documents of `documents` (those they may attach).
 */
export function eventForm(
  value: EventValue,
  errors: Record<string, string>,
  audiences: readonly Audience[],
  documents: FormContext["documents"],
): FieldNode {
  return keepChoices(describeValue(eventSchema, value, "", errors, { documents }), "audience", audiences);
}

/** The event of a posted form, checked by the event schema. */
export function readEvent(form: FormData): RecordRead<EventRecord> {
  return readRecord(eventSchema, form);
}
