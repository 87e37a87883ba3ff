import { data, redirect } from "react-router";
import { newPasswordProblem } from "~/lib/auth/password-policy.server";
import { roleLabel } from "~/lib/auth/permissions.server";
import { destroySession, destroyUserSessions, requireRole } from "~/lib/auth/session.server";
import {
  createUser,
  deleteUser,
  findUserById,
  findUserByUsername,
  LAST_ADMIN_MESSAGE,
  listUsers,
  type PublicUser,
  setPassword,
  setUserAccess,
  setUserDisabled,
} from "~/lib/auth/users.server";
import { readDone, redirectDone } from "~/lib/forms/flash";
import { type FormFailure, formText, parseId, readForm } from "~/lib/forms/parse.server";
import { readRecord, readRecordAsync } from "~/lib/forms/record-form.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { writeAudit } from "~/lib/platform/audit.server";
import { type DB, db } from "~/lib/platform/db.server";
import {
  accessChoice,
  accountAccessSchema,
  newAccountSchema,
  passwordResetSchema,
} from "~content/schemas/accounts";
import { accountAccessForm, newAccountForm, passwordResetForm } from "./account-forms.server";
import { USER_DONE } from "./accounts";

/**
 * User management for administrators, at /admin/users: list, add (with a role, a
 * scope and an initial password the user must change at first sign-in), change role and scope, reset
 * a password (forcing a change), disable, enable and delete. There is always an active administrator
 * left; an admin cannot disable or delete their own account. A change of role, scope or password, a
 * disabling or a deletion ends every session of that user. Every change is audited.
 */

export type UserDialog = "add" | "access" | "reset" | "delete";
const DIALOGS: readonly string[] = ["add", "access", "reset", "delete"];

/**
 * The Users screen's data for `user` (the signed-in user from the staff guard's `userContext`):
 * administrators only (`requireRole` throws a 403 otherwise).
 */
export async function loadUsers(request: Request, user: PublicUser) {
  const me = requireRole(user, "admin");
  const url = new URL(request.url);
  let loadError: string | null = null;
  const users = await listUsers().catch((error) => {
    console.error("Error fetching users:", error instanceof Error ? error.message : error);
    loadError =
      "The list of accounts could not be read from the database. Please reload the page in a minute.";
    return [];
  });
  const requested = url.searchParams.get("dialog") ?? "";
  const id = parseId(url.searchParams.get("id"));
  let dialog: { kind: UserDialog; id: number | null; username: string; node: FieldNode | null } | null = null;
  if (requested === "add") {
    dialog = {
      kind: "add",
      id: null,
      username: "",
      node: newAccountForm({ username: "", access: "editor-all" }, {}),
    };
  } else if (DIALOGS.includes(requested) && id !== null) {
    const user = users.find((u) => u.id === id);
    const kind = requested as UserDialog;
    if (user) {
      const node =
        kind === "access"
          ? accountAccessForm({ access: accessChoice(user) }, {})
          : kind === "reset"
            ? passwordResetForm({})
            : null;
      dialog = { kind, id, username: user.username, node };
    }
  }
  return {
    me: me.id,
    loadError,
    dialog,
    done: readDone(url, USER_DONE),
    users: users.map((u) => ({
      id: u.id,
      username: u.username,
      access: accessChoice(u),
      roleLabel: roleLabel(u),
      disabled: u.disabled === 1,
      mustChangePassword: u.must_change_password === 1,
      created: u.created_at,
    })),
  };
}

/**
 * What a refused user-management form gets back: messages by field, what was typed (never passwords),
 * and the form drawn again from it with each message beside its field (`node`; `revision` changes with
 * every refusal so the fields show what the server drew).
 */
export interface UserActionError extends Omit<FormFailure, "ok" | "values"> {
  kind: UserDialog | "row";
  id: number | null;
  values: { username?: string; access?: string };
  node?: FieldNode;
  revision?: number;
}

/** The Users screen, where every change goes back to (with `?done=`). */
const USERS = "/admin/users";

const refuse = (error: UserActionError, status = 400) => data<UserActionError>(error, { status });

/**
 * The Users screen's form, posted by `user` (the signed-in user from the staff guard's `userContext`)
 * from `address`: administrators only (`requireRole` throws a 403 otherwise).
 */
export async function runUserAction(
  request: Request,
  user: PublicUser,
  address: string | null,
  database: DB = db(),
) {
  const me = requireRole(user, "admin");
  const actor = { id: me.id, username: me.username };
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const id = parseId(form.get("id"));
  const audit = (action: string, entityId: number, summary: string, trx: DB = database) =>
    writeAudit({ actor, action, entity: "users", entityId, summary, address }, trx);

  if (intent === "create") {
    const taken = async (username: string) => Boolean(await findUserByUsername(username, database));
    const result = await readRecordAsync(newAccountSchema(newPasswordProblem, taken), form);
    const values = { username: result.values.username?.trim(), access: result.values.access };
    const again = (errors: Record<string, string>) => ({
      kind: "add" as const,
      id: null,
      errors,
      values,
      node: newAccountForm(values, errors),
      revision: Date.now(),
    });
    if (!result.ok) return refuse(again(result.errors));
    const { username, password, access } = result.data;
    try {
      await database.transaction().execute(async (trx) => {
        const user = await createUser({ username, password, mustChangePassword: true, ...access }, trx);
        await audit("create", user.id, `Added account “${user.username}” as ${roleLabel(access)}`, trx);
      });
    } catch (error) {
      console.error("Error saving a user:", error);
      return refuse(
        {
          ...again({}),
          formError:
            "The account could not be saved (the database did not respond, or the username was just taken). Please try again.",
        },
        503,
      );
    }
    return redirectDone(USERS, "added");
  }

  if (id === null) return redirect(USERS);
  const target = await findUserById(id, database);
  if (!target) return redirectDone(USERS, "gone");
  const self = target.id === me.id;
  // Signing oneself out by a change of one's own account: the browser's cookie goes too.
  const done = async (what: keyof typeof USER_DONE) =>
    self && what !== "enabled"
      ? redirect("/login", { headers: { "Set-Cookie": await destroySession(request, database) } })
      : redirectDone(USERS, what);

  if (intent === "access") {
    const parsed = readRecord(accountAccessSchema, form);
    const values = { access: parsed.values.access };
    const again = (errors: Record<string, string>) => ({
      kind: "access" as const,
      id,
      errors,
      values,
      node: accountAccessForm(values, errors),
      revision: Date.now(),
    });
    if (!parsed.ok) return refuse(again(parsed.errors));
    const access = parsed.data.access;
    const result = await database.transaction().execute(async (trx) => {
      const outcome = await setUserAccess(id, access, trx);
      if (outcome === "ok") {
        await audit(
          "update",
          id,
          `Changed the role of “${target.username}” from ${roleLabel(target)} to ${roleLabel(access)}`,
          trx,
        );
      }
      return outcome;
    });
    if (result === "missing") return redirectDone(USERS, "gone");
    if (result === "last-admin") {
      return refuse(again({ access: LAST_ADMIN_MESSAGE }), 409);
    }
    await destroyUserSessions(id, undefined, database);
    return done("access");
  }

  if (intent === "reset") {
    const parsed = readRecord(passwordResetSchema(newPasswordProblem, target.username), form);
    if (!parsed.ok) {
      const node = passwordResetForm(parsed.errors);
      return refuse({ kind: "reset", id, errors: parsed.errors, values: {}, node, revision: Date.now() });
    }
    const { password } = parsed.data;
    await database.transaction().execute(async (trx) => {
      await setPassword(id, password, { mustChange: true }, trx);
      await audit(
        "password-reset",
        id,
        `Reset the password of “${target.username}” (to be changed at sign-in)`,
        trx,
      );
    });
    await destroyUserSessions(id, undefined, database);
    return done("reset");
  }

  if (intent === "disable" || intent === "enable") {
    if (self && intent === "disable") {
      return refuse(
        { kind: "row", id, errors: {}, values: {}, formError: "You cannot disable your own account." },
        409,
      );
    }
    const result = await database.transaction().execute(async (trx) => {
      const outcome = await setUserDisabled(id, intent === "disable", trx);
      if (outcome === "ok") {
        await audit(
          intent,
          id,
          `${intent === "disable" ? "Disabled" : "Enabled"} account “${target.username}”`,
          trx,
        );
      }
      return outcome;
    });
    if (result === "missing") return redirectDone(USERS, "gone");
    if (result === "last-admin") {
      return refuse({ kind: "row", id, errors: {}, values: {}, formError: LAST_ADMIN_MESSAGE }, 409);
    }
    if (intent === "disable") await destroyUserSessions(id, undefined, database);
    return done(intent === "disable" ? "disabled" : "enabled");
  }

  if (intent === "delete") {
    if (self) {
      return refuse(
        { kind: "delete", id, errors: {}, values: {}, formError: "You cannot delete your own account." },
        409,
      );
    }
    const result = await database.transaction().execute(async (trx) => {
      const outcome = await deleteUser(id, trx);
      if (outcome === "ok") {
        await audit("delete", id, `Deleted account “${target.username}” (${roleLabel(target)})`, trx);
      }
      return outcome;
    });
    if (result === "missing") return redirectDone(USERS, "gone");
    if (result === "last-admin") {
      return refuse({ kind: "delete", id, errors: {}, values: {}, formError: LAST_ADMIN_MESSAGE }, 409);
    }
    return done("deleted");
  }

  return redirect(USERS);
}
