import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import { type Audience, type DB, db, now, type Role, type UserTable } from "../platform/db.server";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.server";

export type User = Selectable<UserTable>;
/** A user as pages may see it: never the hash. `scope` is null for an admin or an all-audience editor. */
export type PublicUser = Pick<User, "id" | "username"> & {
  mustChangePassword: boolean;
  role: Role;
  scope: Audience | null;
};

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    username: user.username,
    mustChangePassword: user.must_change_password === 1,
    role: user.role,
    scope: user.role === "admin" ? null : user.scope,
  };
}

/** Number of users; 0 on a new database. */
export async function countUsers(database: DB = db()): Promise<number> {
  const row = await database
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findUserByUsername(username: string, database: DB = db()): Promise<User | undefined> {
  return database.selectFrom("users").selectAll().where("username", "=", username).executeTakeFirst();
}

export async function findUserById(id: number, database: DB = db()): Promise<User | undefined> {
  return database.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Creates a user with the password hashed (argon2id). Throws when the username is taken (unique
 * constraint error from the driver).
 */
export async function createUser(
  input: {
    username: string;
    password: string;
    mustChangePassword?: boolean;
    /** Default `admin` (the first administrator, `npm run user:create`). */
    role?: Role;
    scope?: Audience | null;
  },
  database: DB = db(),
): Promise<User> {
  const stamp = now();
  const role = input.role ?? "admin";
  return database
    .insertInto("users")
    .values({
      username: input.username,
      password_hash: await hashPassword(input.password),
      must_change_password: input.mustChangePassword ? 1 : 0,
      role,
      scope: role === "editor" ? (input.scope ?? null) : null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets a new password and clears (or sets) the forced-change flag. Returns false for an unknown id. */
export async function setPassword(
  userId: number,
  password: string,
  options: { mustChange?: boolean } = {},
  database: DB = db(),
): Promise<boolean> {
  const result = await database
    .updateTable("users")
    .set({
      password_hash: await hashPassword(password),
      must_change_password: options.mustChange ? 1 : 0,
      updated_at: now(),
    })
    .where("id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Checks a username and password. Returns the user, or null for an unknown user, a disabled account or
 * a wrong password; all take the same time (one argon2 verification).
 */
export async function checkCredentials(
  username: string,
  password: string,
  database: DB = db(),
): Promise<User | null> {
  const user = await findUserByUsername(username, database);
  if (!user) {
    await verifyAgainstDummy(password);
    return null;
  }
  const ok = await verifyPassword(user.password_hash, password);
  return ok && user.disabled !== 1 ? user : null;
}

/** Every account, by username, for the user management screen (never the hashes). */
export async function listUsers(database: DB = db()) {
  return database
    .selectFrom("users")
    .select(["id", "username", "role", "scope", "disabled", "must_change_password", "created_at"])
    .orderBy("username")
    .execute();
}

/** Why a change of accounts was refused, in words for the form. */
export const LAST_ADMIN_MESSAGE =
  "There must always be at least one active administrator. Make another account an administrator first.";

/** Runs `work` in a transaction, or in the caller's when `database` already is one. */
function inTransaction<T>(database: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return database.isTransaction ? work(database) : database.transaction().execute(work);
}

/** Number of administrators that may sign in, leaving out `exceptId`. */
async function otherActiveAdmins(exceptId: number, database: DB): Promise<number> {
  const row = await database
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("role", "=", "admin")
    .where("disabled", "=", 0)
    .where("id", "!=", exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sets a user's role and scope. Returns "ok", "missing" for an unknown id, or "last-admin" when the
 * change would leave no active administrator (then nothing changes).
 */
export async function setUserAccess(
  id: number,
  access: { role: Role; scope: Audience | null },
  database: DB = db(),
): Promise<"ok" | "missing" | "last-admin"> {
  return inTransaction(database, async (trx) => {
    const user = await findUserById(id, trx);
    if (!user) return "missing";
    if (user.role === "admin" && access.role !== "admin" && (await otherActiveAdmins(id, trx)) === 0) {
      return "last-admin";
    }
    await trx
      .updateTable("users")
      .set({
        role: access.role,
        scope: access.role === "editor" ? access.scope : null,
        updated_at: now(),
      })
      .where("id", "=", id)
      .execute();
    return "ok";
  });
}

/** Disables (or enables) an account; refuses to disable the last active administrator. */
export async function setUserDisabled(
  id: number,
  disabled: boolean,
  database: DB = db(),
): Promise<"ok" | "missing" | "last-admin"> {
  return inTransaction(database, async (trx) => {
    const user = await findUserById(id, trx);
    if (!user) return "missing";
    if (disabled && user.role === "admin" && (await otherActiveAdmins(id, trx)) === 0) return "last-admin";
    await trx
      .updateTable("users")
      .set({ disabled: disabled ? 1 : 0, updated_at: now() })
      .where("id", "=", id)
      .execute();
    return "ok";
  });
}

/** Deletes an account (its sessions go with it); refuses to delete the last active administrator. */
export async function deleteUser(id: number, database: DB = db()): Promise<"ok" | "missing" | "last-admin"> {
  return inTransaction(database, async (trx) => {
    const user = await findUserById(id, trx);
    if (!user) return "missing";
    if (user.role === "admin" && (await otherActiveAdmins(id, trx)) === 0) return "last-admin";
    await trx.deleteFrom("sessions").where("user_id", "=", id).execute();
    await trx.deleteFrom("users").where("id", "=", id).execute();
    return "ok";
  });
}

/** A random password of 20 URL-safe characters (about 120 bits) for a generated first account. */
export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}
