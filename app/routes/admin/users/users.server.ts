import { data, redirect } from "react-router";
import { newPasswordProblem } from "../../../lib/auth/password-policy.server";
import { roleLabel } from "../../../lib/auth/permissions.server";
import { destroySession, destroyUserSessions, requireRole } from "../../../lib/auth/session.server";
import {
  createUser,
  deleteUser,
  findUserById,
  findUserByUsername,
  LAST_ADMIN_MESSAGE,
  listUsers,
  setPassword,
  setUserAccess,
  setUserDisabled,
} from "../../../lib/auth/users.server";
import { readFormData } from "../../../lib/forms/form-data.server";
import { AUDIENCES } from "../../../lib/forms/limits";
import { type FieldErrors, usernameSchema } from "../../../lib/forms/schemas";
import { writeAudit } from "../../../lib/platform/audit.server";
import { type Audience, type DB, db, type Role } from "../../../lib/platform/db.server";
import { USER_DONE } from "./accounts";

/**
 * User management for administrators (issue 9 item 5), at /admin/users: list, add (with a role, a
 * scope and an initial password the user must change at first sign-in), change role and scope, reset
 * a password (forcing a change), disable, enable and delete. There is always an active administrator
 * left; an admin cannot disable or delete their own account. A change of role, scope or password, a
 * disabling or a deletion ends every session of that user (issue 9 item 2). Every change is audited.
 */

export function accessValue(user: { role: Role; scope: Audience | null }): string {
  if (user.role === "admin") return "admin";
  return `editor-${user.scope ?? "all"}`;
}

export function parseAccess(value: string): { role: Role; scope: Audience | null } | null {
  if (value === "admin") return { role: "admin", scope: null };
  if (value === "editor-all") return { role: "editor", scope: null };
  const scope = value.replace(/^editor-/, "");
  if (value.startsWith("editor-") && (AUDIENCES as readonly string[]).includes(scope)) {
    return { role: "editor", scope: scope as Audience };
  }
  return null;
}

export type UserDialog = "add" | "access" | "reset" | "delete";
const DIALOGS: readonly string[] = ["add", "access", "reset", "delete"];

export async function loadUsers(request: Request) {
  const me = await requireRole(request, "admin");
  const url = new URL(request.url);
  let loadError: string | null = null;
  const users = await listUsers().catch((error) => {
    console.error("Error fetching users:", error instanceof Error ? error.message : error);
    loadError =
      "The list of accounts could not be read from the database. Please reload the page in a minute.";
    return [];
  });
  const requested = url.searchParams.get("dialog") ?? "";
  const id = Number(url.searchParams.get("id"));
  let dialog: { kind: UserDialog; id: number | null; username: string; access: string } | null = null;
  if (requested === "add") dialog = { kind: "add", id: null, username: "", access: "editor-all" };
  else if (DIALOGS.includes(requested) && Number.isInteger(id)) {
    const user = users.find((u) => u.id === id);
    if (user)
      dialog = { kind: requested as UserDialog, id, username: user.username, access: accessValue(user) };
  }
  const done = url.searchParams.get("done");
  return {
    me: me.id,
    loadError,
    dialog,
    done: done && done in USER_DONE ? (done as keyof typeof USER_DONE) : null,
    users: users.map((u) => ({
      id: u.id,
      username: u.username,
      access: accessValue(u),
      roleLabel: roleLabel(u),
      disabled: u.disabled === 1,
      mustChangePassword: u.must_change_password === 1,
      created: u.created_at,
    })),
  };
}

/** What a refused user-management form gets back: messages by field and what was typed (never passwords). */
export interface UserActionError {
  kind: UserDialog | "row";
  id: number | null;
  errors: FieldErrors;
  formError?: string;
  values: { username?: string; access?: string };
}

const refuse = (error: UserActionError, status = 400) => data<UserActionError>(error, { status });

export async function runUserAction(request: Request, address: string | null, database: DB = db()) {
  const me = await requireRole(request, "admin");
  const actor = { id: me.id, username: me.username };
  const form = await readFormData(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent");
  const rawId = Number(text("id"));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const audit = (action: string, entityId: number, summary: string, trx: DB = database) =>
    writeAudit({ actor, action, entity: "users", entityId, summary, address }, trx);

  if (intent === "create") {
    const values = { username: text("username").trim(), access: text("access") };
    const errors: FieldErrors = {};
    const username = usernameSchema.safeParse(values.username);
    if (!username.success) errors.username = username.error.issues[0]?.message;
    const access = parseAccess(values.access);
    if (!access) errors.access = "Choose what this account may do.";
    const problem = newPasswordProblem(text("password"), values.username);
    if (problem) errors.password = problem;
    if (username.success && (await findUserByUsername(username.data, database))) {
      errors.username = "That username is taken. Choose another.";
    }
    if (Object.keys(errors).length || !username.success || !access) {
      return refuse({ kind: "add", id: null, errors, values });
    }
    try {
      await database.transaction().execute(async (trx) => {
        const user = await createUser(
          { username: username.data, password: text("password"), mustChangePassword: true, ...access },
          trx,
        );
        await audit("create", user.id, `Added account “${user.username}” as ${roleLabel(access)}`, trx);
      });
    } catch (error) {
      console.error("Error saving a user:", error);
      return refuse(
        {
          kind: "add",
          id: null,
          errors: {},
          values,
          formError:
            "The account could not be saved (the database did not respond, or the username was just taken). Please try again.",
        },
        503,
      );
    }
    return redirect("/admin/users?done=added");
  }

  if (id === null) return redirect("/admin/users");
  const target = await findUserById(id, database);
  if (!target) return redirect("/admin/users?done=gone");
  const self = target.id === me.id;
  // Signing oneself out by a change of one's own account: the browser's cookie goes too.
  const done = async (what: keyof typeof USER_DONE) =>
    self && what !== "enabled"
      ? redirect("/login", { headers: { "Set-Cookie": await destroySession(request, database) } })
      : redirect(`/admin/users?done=${what}`);

  if (intent === "access") {
    const values = { access: text("access") };
    const access = parseAccess(values.access);
    if (!access) {
      return refuse({ kind: "access", id, errors: { access: "Choose what this account may do." }, values });
    }
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
    if (result === "missing") return redirect("/admin/users?done=gone");
    if (result === "last-admin") {
      return refuse({ kind: "access", id, errors: { access: LAST_ADMIN_MESSAGE }, values }, 409);
    }
    await destroyUserSessions(id, undefined, database);
    return done("access");
  }

  if (intent === "reset") {
    const password = text("password");
    const problem = newPasswordProblem(password, target.username);
    if (problem) return refuse({ kind: "reset", id, errors: { password: problem }, values: {} });
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
    if (result === "missing") return redirect("/admin/users?done=gone");
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
    if (result === "missing") return redirect("/admin/users?done=gone");
    if (result === "last-admin") {
      return refuse({ kind: "delete", id, errors: {}, values: {}, formError: LAST_ADMIN_MESSAGE }, 409);
    }
    return done("deleted");
  }

  return redirect("/admin/users");
}
