import type { FieldNode } from "~/lib/forms/schema-form";
import { describeValue } from "~/lib/forms/schema-form.server";
import {
  accountAccessSchema,
  newAccountSchema,
  ownPasswordChangeSchema,
  passwordResetSchema,
} from "~content/schemas/accounts";

/**
 * The forms of the staff accounts, drawn from their schemas (content/schemas/accounts.ts: labels,
 * hints, the "May do" words and the password boxes are the schemas'): each takes the record as stored
 * or as typed (a password is never drawn again) and the messages by field, and returns the fields
 * `SchemaFields` draws. The rules a schema is given only for reading a post (is the username taken,
 * is the password allowed) do not change what is drawn, so stand-ins are passed here.
 */

const noRule = () => null;
const notTaken = async () => false;

/** The "Add account" form: username, "May do" and initial password. */
export function newAccountForm(record: Record<string, unknown>, errors: Record<string, string>): FieldNode {
  return describeValue(newAccountSchema(noRule, notTaken), record, "", errors, { bilingual: false });
}

/** The "Role" form of an account: its "May do" choice (`access`, e.g. "editor-all"). */
export function accountAccessForm(
  record: Record<string, unknown>,
  errors: Record<string, string>,
): FieldNode {
  return describeValue(accountAccessSchema, record, "", errors, { bilingual: false });
}

/** The "Reset password" form: a temporary password. */
export function passwordResetForm(errors: Record<string, string>): FieldNode {
  return describeValue(passwordResetSchema(noRule, ""), {}, "", errors, { bilingual: false });
}

/** A user's own "Change password" form: current password, new password, new password again. */
export function ownPasswordChangeForm(errors: Record<string, string>): FieldNode {
  return describeValue(ownPasswordChangeSchema(noRule, ""), {}, "", errors, { bilingual: false });
}
