import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, CONTROL_CHARACTERS } from "~content/schemas/common";
import { completeWebScheme, isWebUrl } from "~content/web-address";
import { AUDIENCES, LIMITS } from "./limits";

export { AUDIENCE_LABELS, AUDIENCES, LIMITS } from "./limits";

/**
 * Server-side validation of every admin form (architecture ruling 4). Each schema takes the form's fields as
 * strings (what `FormData` holds) and returns the values to store. Messages are written for a school
 * clerk and appear next to the field.
 */

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * An invisible control character (a NUL, which PostgreSQL cannot store, or another C0 control) is
 * refused with the one message every text field of the site gives (content/schemas/common.ts).
 */
const NO_NUL = CONTROL_CHARACTER_MESSAGE;
const noNul = (value: string) => !CONTROL_CHARACTERS.test(value);

/** Every control character `CONTROL_CHARACTERS` matches, to remove them all. */
const CONTROL_CHARACTERS_ALL = new RegExp(CONTROL_CHARACTERS.source, "g");

const title = z.preprocess(
  text,
  z
    .string()
    .trim()
    .min(1, "Enter a title.")
    .max(LIMITS.title, `Keep the title to ${LIMITS.title} characters or fewer.`)
    .refine(noNul, NO_NUL),
);

const audience = z.preprocess(
  (value) => (typeof value === "string" && value !== "" ? value : "group"),
  z.enum(AUDIENCES, "Choose who this is for."),
);

export { completeWebScheme, isWebUrl } from "~content/web-address";

const withScheme = (value: unknown) => completeWebScheme(text(value));

const URL_MESSAGE = "Enter a full web address starting with https:// (or http://).";

const webUrl = z
  .string()
  .max(LIMITS.url, `Keep the web address to ${LIMITS.url} characters or fewer.`)
  .refine(isWebUrl, URL_MESSAGE)
  .refine(noNul, NO_NUL);

/** Optional link: blank becomes null; anything typed must be a web address. */
const optionalUrl = z.preprocess(
  withScheme,
  z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(webUrl.nullable()),
);

export const albumSchema = z.object({
  title,
  audience,
  link: z.preprocess(withScheme, z.string().trim().min(1, "Enter the album's web address.").pipe(webUrl)),
  thumbnail: optionalUrl,
});

export type AlbumInput = z.infer<typeof albumSchema>;

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
