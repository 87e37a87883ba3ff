import type { EventInput, EventRow } from "~/lib/events/events.server";
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
  return {
    title: row.title,
    all_day: Number(row.all_day) === 1,
    start_date: row.start_date,
    start_time: row.start_time ?? undefined,
    end_date: row.end_date,
    end_time: row.end_time ?? undefined,
    place: row.place || undefined,
    category: row.category,
    description: row.description || undefined,
    document_id: row.document_id === null ? undefined : String(row.document_id),
    audience: row.audience,
    publish_at: row.publish_at ?? undefined,
    expire_at: row.expire_at ?? undefined,
  };
}

/**
 * A checked event as the events table stores it: a blank end day is the start day, an all-day event
 * has no times, a blank text is "".
 */
export function eventInput(record: EventRecord): EventInput {
  return {
    title: record.title,
    all_day: record.all_day ? 1 : 0,
    start_date: record.start_date,
    start_time: record.all_day ? null : (record.start_time ?? null),
    end_date: record.end_date ?? record.start_date,
    end_time: record.all_day ? null : (record.end_time ?? null),
    place: record.place ?? "",
    category: record.category,
    description: record.description ?? "",
    document_id: record.document_id ? Number(record.document_id) : null,
    audience: record.audience,
    publish_at: record.publish_at ?? null,
    expire_at: record.expire_at ?? null,
  };
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
