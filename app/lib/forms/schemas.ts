import { z } from "zod";
import { CONTROL_CHARACTERS } from "~content/schemas/common";

/**
 * The shape of a checked form, shared by every form of the site (architecture ruling 4): field name →
 * first message, the values as typed, the helpers that turn zod's issues into them, and the sign-in
 * form's schema. The office's records are checked by their content schemas (content/schemas/, read
 * with `readRecord`); the public enquiry form by its own (app/lib/enquiries/). Messages are written for
 * a school clerk and appear next to the field.
 */

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Every control character `CONTROL_CHARACTERS` matches, to remove them all. */
const CONTROL_CHARACTERS_ALL = new RegExp(CONTROL_CHARACTERS.source, "g");

/** Field name → first message, the shape every form component reads. */
export type FieldErrors = Partial<Record<string, string>>;

/** A form's values as typed: field name → text (what a refused form is filled in with again). */
export type FormValues = Record<string, string>;

/** A form that passed its schema: the values to use, and the fields as typed. */
export interface FormSuccess<T> {
  ok: true;
  data: T;
  values: FormValues;
}

/**
 * A refused form: the first message of each bad field, an optional message about the whole form, and
 * every field as typed, to fill the form in again (nothing typed is lost, architecture ruling 5).
 */
export interface FormFailure {
  ok: false;
  errors: FieldErrors;
  formError?: string;
  values: FormValues;
}

export type ParsedForm<T> = FormSuccess<T> | FormFailure;

/**
 * The first message of each field among zod's `issues` (an issue of the whole form counts as `form`):
 * the `errors` of every refused form (architecture ruling 4).
 */
export function fieldErrors(issues: z.ZodError["issues"]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Validates `values` (form fields as strings) with `schema`. Returns the parsed data, or the first
 * message for each bad field. Actions read and validate a posted form with `parseForm`
 * (`parse.server.ts`), which uses the same rule.
 */
export function validate<T>(
  schema: z.ZodType<T>,
  values: Record<string, unknown>,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrors(result.error.issues) };
}

/**
 * The sign-in form (architecture ruling 3). It refuses nothing itself (a failed sign-in says only
 * "Invalid username or password."); it makes the typed text safe to look up: the username without the
 * invisible control characters no text of the site may hold (`CONTROL_CHARACTERS`: no username holds
 * one, and PostgreSQL could not even compare a NUL), trimmed and cut to 200 characters, the password
 * cut to 1000.
 */
export const signInSchema = z.object({
  username: z.preprocess(
    text,
    z.string().transform((value) => value.replace(CONTROL_CHARACTERS_ALL, "").trim().slice(0, 200)),
  ),
  password: z.preprocess(
    text,
    z.string().transform((value) => value.slice(0, 1000)),
  ),
  redirectTo: z.preprocess(text, z.string()),
});
