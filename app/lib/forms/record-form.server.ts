import type { z } from "zod";
import { carryTamil } from "~content/bilingual";
import type { FieldNode } from "./schema-form";
import { controlCharacterErrors, readValue, schemaErrors, tamilErrors } from "./schema-form.server";
import type { FieldErrors, FormValues } from "./schemas";

/**
 * A staff form for one record (a person, a document's details), the page editor's way: the record's
 * content schema is its only schema. The screen draws the form with `describeValue` (labels and hints
 * from each field's `.meta`) and `SchemaFields`, and reads a post with `readRecord`: `readValue`, the
 * same schema's `safeParse`, and `schemaErrors`' messages by field (architecture ruling 4).
 */

/** A read record form: the checked record, or a message per field (dotted path) to draw beside it. */
export type RecordRead<T> =
  | { ok: true; data: T; posted: unknown; values: FormValues }
  | { ok: false; errors: Record<string, string>; posted: unknown; values: FormValues };

/**
 * What a refused record form sends back (a screen with one form on it: events, urgent alerts): the
 * messages by field, every field as typed, a message of the whole form, the form drawn again with them
 * (`node`), and `revision`, a new key for the form so every field shows what the server drew.
 */
export interface RecordRefusal {
  errors: FieldErrors;
  values: FormValues;
  formError?: string;
  node?: FieldNode;
  revision: number;
}

/**
 * Reads the record of `schema` from the posted `form` (fields named by their path from the root, "" )
 * and checks it. `adjust` may change what was posted before the check (a part the form says is not
 * there). `posted` is the record as typed, to draw the form again with `describeValue`; `values` every
 * text field of the form as typed. A record has no lists, so `readValue`'s limit is never reached.
 */
export function readRecord<S extends z.ZodType>(
  schema: S,
  form: FormData,
  adjust: (posted: Record<string, unknown>) => Record<string, unknown> = (posted) => posted,
): RecordRead<z.output<S>> {
  const { posted, values } = postedRecord(schema, form, adjust);
  return checked(schema.safeParse(posted), posted, values);
}

/**
 * `readRecord` for a schema with an asynchronous check (a username that must not be taken yet, asked
 * of the database): the same reading, checked with `safeParseAsync`. Rejects only when a check does.
 */
export async function readRecordAsync<S extends z.ZodType>(
  schema: S,
  form: FormData,
): Promise<RecordRead<z.output<S>>> {
  const { posted, values } = postedRecord(schema, form, (record) => record);
  return checked(await schema.safeParseAsync(posted), posted, values);
}

/** The record `form` holds for `schema` (changed by `adjust`), and every text field as typed. */
function postedRecord(
  schema: z.ZodType,
  form: FormData,
  adjust: (posted: Record<string, unknown>) => Record<string, unknown>,
): { posted: Record<string, unknown>; values: FormValues } {
  const read = readValue(schema, form, "");
  const posted = adjust(typeof read === "object" && read !== null ? (read as Record<string, unknown>) : {});
  const values: FormValues = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return { posted, values };
}

/**
 * A record read: the checked data, or zod's messages by field. A field holding an invisible control
 * character gets the one message of content/schemas/common.ts in place of its schema's (a phone's
 * "digits only", a date's form), as the page editor's do: the clerk is told what is wrong with a paste.
 */
function checked<T>(result: z.ZodSafeParseResult<T>, posted: unknown, values: FormValues): RecordRead<T> {
  const control = { ...controlCharacterErrors(posted), ...tamilErrors(posted) };
  // The Tamil beside each field, which the schema's read drops, is kept (decision 0032).
  if (result.success && Object.keys(control).length === 0)
    return { ok: true, data: carryTamil(posted, result.data), posted, values };
  const errors = result.success ? {} : schemaErrors(result.error);
  return { ok: false, errors: { ...errors, ...control }, posted, values };
}

/**
 * `node` with the choices of its select field `name` narrowed to the values of `allowed` (the schools
 * this user may choose); the words stay the schema's (`.meta({ options })`). Other fields are left as
 * they are.
 */
export function keepChoices(node: FieldNode, name: string, allowed: readonly string[]): FieldNode {
  if (node.kind === "select" && node.name === name) {
    return { ...node, options: node.options.filter((option) => allowed.includes(option.value)) };
  }
  if (node.kind === "group") {
    return { ...node, children: node.children.map((child) => keepChoices(child, name, allowed)) };
  }
  return node;
}
