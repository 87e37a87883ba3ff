import { ACCOUNT_LIMITS as LIMITS } from "~content/schemas/accounts";
import { COMMON_PASSWORDS_TEXT } from "./common-passwords.server";

/**
 * The rules for a new password (OWASP ASVS 5.0 §6.2): at least `ACCOUNT_LIMITS.passwordMin` (content/schemas/accounts.ts)
 * (12) characters, no composition rules, not one of the common passwords shipped with the app
 * (compared without regard to case), and not the username. Every way of setting a password (change,
 * an admin's reset, a new account, the first administrator) goes through `newPasswordProblem`.
 */

let common: Set<string> | undefined;

/** True when `password` is on the shipped list of common passwords, whatever its case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split("\n"));
  return common.has(password.toLowerCase()) || common.has(password.trim().toLowerCase());
}

/** Number of entries on the list (for the tests and the README). */
export function commonPasswordCount(): number {
  isCommonPassword("");
  return common?.size ?? 0;
}

/** Why `password` may not be used by `username`, in words for the form; null when it may. */
export function newPasswordProblem(password: string, username: string): string | null {
  // Characters, not UTF-16 units: an emoji counts as one.
  const length = [...password].length;
  if (length < LIMITS.passwordMin) return `Use at least ${LIMITS.passwordMin} characters.`;
  if (length > LIMITS.passwordMax) return `Use at most ${LIMITS.passwordMax} characters.`;
  if (username && password.trim().toLowerCase() === username.trim().toLowerCase()) {
    return "Do not use your username as your password.";
  }
  if (isCommonPassword(password)) {
    return "This password is on a list of commonly used passwords that attackers try first. Choose another, for example a short sentence.";
  }
  return null;
}
