import { data } from "react-router";
import { z } from "zod";
import { readFormData } from "./form-data.server";
import {
  type FieldErrors,
  type FormFailure,
  type FormSuccess,
  type FormValues,
  fieldErrors,
  type ParsedForm,
} from "./schemas";

/**
 * The one path from a posted form to checked values (architecture ruling 4): every action
 * reads its form with `parseForm` (or `readForm`, when the form's `intent` decides which schema
 * applies), so every form refuses a body that is not a form in the same way (415 or 400),
 * validates with its zod schema in `schemas.ts`, and gets its refusal in one shape.
 */

export type { FieldErrors, FormFailure, FormSuccess, FormValues, ParsedForm };

export interface ParseOptions {
  /**
   * The fields to read: names, or a pattern the names match (the album's `alt-<id>` descriptions).
   * By default the keys of the schema, which must then be a `z.object`.
   */
  fields?: readonly string[] | RegExp;
  /** Cut every value to this many characters before validating (a public form's bound). */
  maxLength?: number;
}

/**
 * The posted form of `source`; a `FormData` already read is returned as it is. A body that is not a
 * form is refused with a thrown 415 or 400 response (`readFormData`).
 */
export async function readForm(source: Request | FormData): Promise<FormData> {
  return "headers" in source ? readFormData(source) : source;
}

/** The text of field `name`: "" when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * Reads the form of `source` (a request, or a form already read) and validates its fields with
 * `schema` (architecture ruling 4). Returns `{ ok: true, data, values }`, or
 * `{ ok: false, errors, values }` with the first message of each bad field; `values` are the fields
 * as typed (a missing field or a file is ""). Throws the 415/400 response of `readFormData` for a body
 * that is not a form. The schema may check asynchronously (a username already taken).
 */
export async function parseForm<T>(
  source: Request | FormData,
  schema: z.ZodType<T>,
  options: ParseOptions = {},
): Promise<ParsedForm<T>> {
  const form = await readForm(source);
  const values = formValues(form, options.fields ?? fieldsOf(schema), options.maxLength);
  const result = await schema.safeParseAsync(values);
  if (result.success) return { ok: true, data: result.data, values };
  return { ok: false, errors: fieldErrors(result.error.issues), values };
}

function fieldsOf(schema: z.ZodType): readonly string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  throw new Error("parseForm needs `fields` for a schema that is not a z.object");
}

function formValues(form: FormData, fields: readonly string[] | RegExp, maxLength?: number): FormValues {
  const cut = (value: string) => (maxLength === undefined ? value : value.slice(0, maxLength));
  const values: FormValues = {};
  if (fields instanceof RegExp) {
    for (const [name, value] of form) {
      if (fields.test(name) && typeof value === "string") values[name] = cut(value);
    }
  } else {
    for (const name of fields) values[name] = cut(formText(form, name));
  }
  return values;
}

/**
 * The id of a row (or a page number) in a route parameter, a query parameter or a form field: a
 * positive whole number, or null for anything else (missing, blank, a file, `0`, `-1`, `1.5`, `abc`).
 */
export function parseId(value: unknown): number | null {
  const id = typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `parseId` for a route parameter: an id that cannot be one is a 404 (thrown). */
export function idOr404(value: unknown): number {
  const id = parseId(value);
  if (id === null) throw data(null, { status: 404 });
  return id;
}
