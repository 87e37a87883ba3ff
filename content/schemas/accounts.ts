import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, textField, withoutControlCharacters } from "./common";

/**
 * Schemas of the staff accounts' forms (architecture 7): the Users screen's "Add account", "Role" and
 * "Reset password", and a user's own "Change password". Each is the only schema of its form: the
 * screen draws it (`describeValue`, the words of each field's `.meta`; passwords with
 * `widget: "password"`) and reads a post through it (`readRecord`), so a refusal is zod's message
 * beside its field. The rules a server module must supply are passed in: whether a username is taken
 * (a database look-up) and the new-password rule (`newPasswordProblem`, which holds the list of
 * common passwords this module must not load).
 */

/** The bounds of a username and of a password, in characters (a password's: OWASP ASVS 5.0 §6.2). */
export const ACCOUNT_LIMITS = { username: 64, passwordMin: 12, passwordMax: 200 } as const;

/** A username: trimmed, letters, digits and `._@-` only (no spaces: it is typed at every sign-in). */
export const usernameSchema = textField({
  max: ACCOUNT_LIMITS.username,
  translate: false,
  empty: "Enter a username.",
}).regex(/^[A-Za-z0-9._@-]+$/, "Use letters, digits, dots, dashes, underscores or @ only.");

/**
 * A new password: `passwordMin` to `passwordMax` characters as typed (never trimmed: a space is a
 * character of it), without invisible control characters, which no keyboard types.
 */
export const passwordSchema = z
  .string()
  .min(ACCOUNT_LIMITS.passwordMin, `Use at least ${ACCOUNT_LIMITS.passwordMin} characters.`)
  .max(ACCOUNT_LIMITS.passwordMax, `Use at most ${ACCOUNT_LIMITS.passwordMax} characters.`)
  .refine(withoutControlCharacters, CONTROL_CHARACTER_MESSAGE);

/** The words of each "May do" choice: a role and, for an editor, the audience they may publish for. */
export const ACCESS_OPTIONS = {
  admin: "Administrator: everything, including users and the audit log",
  "editor-all": "Editor: content for every audience",
  "editor-group": "Editor: whole-group content only",
  "editor-vidhyashram": "Editor: Vidhyashram content only",
  "editor-vidhyapeeth": "Editor: Vidhyapeeth content only",
} as const;

export type AccessChoice = keyof typeof ACCESS_OPTIONS;

/** What an account may do: a role and, for an editor, the one audience they may publish for (null: all). */
export interface Access {
  role: "admin" | "editor";
  scope: "group" | "vidhyashram" | "vidhyapeeth" | null;
}

/** The `Access` of a "May do" choice. */
export function accessOf(choice: AccessChoice): Access {
  if (choice === "admin") return { role: "admin", scope: null };
  if (choice === "editor-all") return { role: "editor", scope: null };
  return { role: "editor", scope: choice.replace(/^editor-/, "") as Access["scope"] };
}

/** The "May do" choice of `access` (the inverse of `accessOf`). */
export function accessChoice(access: Access): AccessChoice {
  return access.role === "admin" ? "admin" : `editor-${access.scope ?? "all"}`;
}

/** The "May do" field, read as an `Access`; `help` says what a change does. */
const accessField = (help?: string) =>
  z
    .enum(
      Object.keys(ACCESS_OPTIONS) as [AccessChoice, ...AccessChoice[]],
      "Choose what this account may do.",
    )
    .meta({ label: "May do", help, options: ACCESS_OPTIONS })
    .transform(accessOf);

/**
 * Why a new password may not be used by a username, or null: the server passes `newPasswordProblem`
 * (`app/lib/auth/password-policy.server.ts`).
 */
export type PasswordRule = (password: string, username: string) => string | null;

/** A new password's field: `passwordSchema`, drawn as a password box the browser may fill with a new one. */
const newPassword = (label: string, help?: string) =>
  passwordSchema.meta({ label, help, widget: "password", autocomplete: "new-password" });

const PASSWORD_HELP = `At least ${ACCOUNT_LIMITS.passwordMin} characters.`;

/**
 * The "Add account" form: a well-formed username that `isTaken` does not know (asked only of a
 * well-formed one), a "May do" choice, and an initial password that `rule` accepts for the username as
 * typed (trimmed), checked whatever the other fields say. Parse it with `safeParseAsync`.
 */
export function newAccountSchema(rule: PasswordRule, isTaken: (username: string) => Promise<boolean>) {
  return z
    .object({
      username: usernameSchema
        .pipe(
          z
            .string()
            .refine(
              async (username) => !(await isTaken(username)),
              "That username is taken. Choose another.",
            ),
        )
        .meta({
          label: "Username",
          help: "Letters, digits, dots, dashes, underscores or @.",
          autocomplete: "off",
        }),
      access: accessField(),
      password: newPassword(
        "Initial password",
        `${PASSWORD_HELP} Tell it to the person; they choose their own at first sign-in.`,
      ),
    })
    .superRefine(
      (values, ctx) => {
        const problem = rule(values.password, String(values.username ?? "").trim());
        if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
      },
      { when: () => true },
    );
}

/** The "Role" form of an account: the "May do" choice. */
export const accountAccessSchema = z.object({
  access: accessField("The person is signed out and signs in again with the new role."),
});

/** The "Reset password" form of `username`'s account: a temporary password that `rule` accepts. */
export function passwordResetSchema(rule: PasswordRule, username: string) {
  return z.object({
    password: newPassword("Temporary password", PASSWORD_HELP).superRefine((password, ctx) => {
      const problem = rule(password, username);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  });
}

/**
 * A user's own change-password form (architecture ruling 3): the current password, a new one (twice,
 * the same), different from the current; then, when the new password has no other problem, `rule`
 * for `username`.
 */
export function ownPasswordChangeSchema(rule: PasswordRule, username: string) {
  return z
    .object({
      current: z
        .string()
        .min(1, "Enter your current password.")
        .refine(withoutControlCharacters, CONTROL_CHARACTER_MESSAGE)
        .meta({
          label: "Current password",
          widget: "password",
          autocomplete: "current-password",
        }),
      password: newPassword(
        "New password",
        `${PASSWORD_HELP} A short sentence is easy to remember and hard to guess; common passwords are refused.`,
      ),
      confirm: z
        .string()
        .refine(withoutControlCharacters, CONTROL_CHARACTER_MESSAGE)
        .meta({ label: "New password again", widget: "password", autocomplete: "new-password" }),
    })
    .refine((v) => v.password === v.confirm, {
      path: ["confirm"],
      message: "The two new passwords are not the same.",
    })
    .refine((v) => v.password !== v.current, {
      path: ["password"],
      message: "Choose a password different from the current one.",
    })
    .superRefine(
      (values, ctx) => {
        const problem = rule(values.password, username);
        if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
      },
      { when: () => true },
    );
}
