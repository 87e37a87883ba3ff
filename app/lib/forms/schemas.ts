import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, CONTROL_CHARACTERS } from "~content/schemas/common";
import { completeWebScheme, isWebUrl } from "~content/web-address";
import { ALT_MAX } from "../gallery/types";
import type { Audience, Role } from "../platform/db.server";
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

const title = z.preprocess(
  text,
  z
    .string()
    .trim()
    .min(1, "Enter a title.")
    .max(LIMITS.title, `Keep the title to ${LIMITS.title} characters or fewer.`)
    .refine(noNul, NO_NUL),
);

const description = z.preprocess(
  text,
  z
    .string()
    .trim()
    .max(LIMITS.description, `Keep the description to ${LIMITS.description} characters or fewer.`)
    .refine(noNul, NO_NUL),
);

/** A real calendar date typed as `YYYY-MM-DD` (what `<input type="date">` sends). */
const date = z.preprocess(
  text,
  z.string().trim().min(1, "Enter a date.").pipe(z.iso.date("Enter a real date, for example 2026-06-15.")),
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

/** A photo album's details (title, description, date, audience): no schedule of its own. */
export const photoAlbumDetailsSchema = z.object({ title, description, date, audience });

export const albumSchema = z.object({
  title,
  audience,
  link: z.preprocess(withScheme, z.string().trim().min(1, "Enter the album's web address.").pipe(webUrl)),
  thumbnail: optionalUrl,
});

export type PhotoAlbumDetails = z.infer<typeof photoAlbumDetailsSchema>;
export type AlbumInput = z.infer<typeof albumSchema>;

export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMin, `Use at least ${LIMITS.passwordMin} characters.`)
  .max(LIMITS.passwordMax, `Use at most ${LIMITS.passwordMax} characters.`);

export const usernameSchema = z
  .string()
  .trim()
  .min(1, "Enter a username.")
  .max(LIMITS.username, `Use at most ${LIMITS.username} characters.`)
  .regex(/^[A-Za-z0-9._@-]+$/, "Use letters, digits, dots, dashes, underscores or @ only.");

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

/** The change-password form: current password, a new one (twice), different from the current. */
export const passwordChangeSchema = z
  .object({
    current: z.string().min(1, "Enter your current password."),
    password: passwordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    path: ["confirm"],
    message: "The two new passwords are not the same.",
  })
  .refine((v) => v.password !== v.current, {
    path: ["password"],
    message: "Choose a password different from the current one.",
  });

/**
 * The sign-in form (architecture ruling 3). It refuses nothing itself (a failed sign-in says only
 * "Invalid username or password."); it makes the typed text safe to look up: the username without NUL
 * characters (no username holds one, and PostgreSQL could not even compare one), trimmed and cut to
 * 200 characters, the password cut to 1000.
 */
export const signInSchema = z.object({
  username: z.preprocess(
    text,
    z.string().transform((value) => value.replaceAll("\u0000", "").trim().slice(0, 200)),
  ),
  password: z.preprocess(
    text,
    z.string().transform((value) => value.slice(0, 1000)),
  ),
  redirectTo: z.preprocess(text, z.string()),
});

/** A role and, for an editor, the one audience they may publish for. */
export interface Access {
  role: Role;
  scope: Audience | null;
}

/** The "May do" choice of the user forms (`admin`, `editor-all`, `editor-<audience>`) as an `Access`; null when unknown. */
export function parseAccess(value: string): Access | null {
  if (value === "admin") return { role: "admin", scope: null };
  if (value === "editor-all") return { role: "editor", scope: null };
  const scope = value.replace(/^editor-/, "");
  if (value.startsWith("editor-") && (AUDIENCES as readonly string[]).includes(scope)) {
    return { role: "editor", scope: scope as Audience };
  }
  return null;
}

const access = z.preprocess(
  text,
  z.string().transform((value, ctx) => {
    const parsed = parseAccess(value);
    if (parsed) return parsed;
    ctx.addIssue({ code: "custom", message: "Choose what this account may do." });
    return z.NEVER;
  }),
);

/**
 * Why a new password may not be used by a username, or null: the server passes `newPasswordProblem`
 * (`app/lib/auth/password-policy.server.ts`, which holds the list of common passwords this module must
 * not load).
 */
export type PasswordRule = (password: string, username: string) => string | null;

/**
 * The "Add account" form: a well-formed username that `isTaken` does not know, a "May
 * do" choice, and an initial password that `rule` accepts for the username as typed (trimmed), checked
 * whatever the other fields say.
 */
export function newAccountSchema(rule: PasswordRule, isTaken: (username: string) => Promise<boolean>) {
  return z
    .object({
      username: z.preprocess(
        text,
        usernameSchema.pipe(
          z
            .string()
            .refine(
              async (username) => !(await isTaken(username)),
              "That username is taken. Choose another.",
            ),
        ),
      ),
      access,
      password: z.preprocess(text, z.string()),
    })
    .superRefine(
      (values, ctx) => {
        const problem = rule(values.password, values.username);
        if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
      },
      { when: () => true },
    );
}

/** The "Role" form of an account: the "May do" choice. */
export const accountAccessSchema = z.object({ access });

/** The "Reset password" form of `username`'s account: a temporary password that `rule` accepts. */
export function passwordResetSchema(rule: PasswordRule, username: string) {
  return z.object({
    password: z.preprocess(
      text,
      z.string().superRefine((password, ctx) => {
        const problem = rule(password, username);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    ),
  });
}

/**
 * The change-password form of `username` (architecture ruling 3): `passwordChangeSchema`, then, when
 * the new password has no other problem, `rule`.
 */
export function ownPasswordChangeSchema(rule: PasswordRule, username: string) {
  return passwordChangeSchema.superRefine(
    (values, ctx) => {
      const problem = rule(values.password, username);
      if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    },
    { when: () => true },
  );
}

/**
 * The descriptions of an album's photos: fields `alt-<photo id>`, each at most `ALT_MAX`
 * characters once trimmed; the result maps each photo id to its text as typed.
 */
export const altTextsSchema = z
  .record(
    z.string().regex(/^alt-\d+$/),
    z
      .string()
      .refine(
        (value) => value.trim().length <= ALT_MAX,
        `Keep the description to ${ALT_MAX} characters or fewer.`,
      ),
  )
  .transform(
    (texts) => new Map(Object.entries(texts).map(([name, value]) => [Number(name.slice(4)), value])),
  );

/** The field names `altTextsSchema` reads. */
export const ALT_FIELDS = /^alt-\d+$/;
