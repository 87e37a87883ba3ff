import { randomBytes } from "node:crypto";
import type { Selectable } from "kysely";
import { type DB, db, now, type UserTable } from "./db.server";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.server";

export type User = Selectable<UserTable>;
/** A user as pages may see it: never the hash. */
export type PublicUser = Pick<User, "id" | "username"> & { mustChangePassword: boolean };

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    username: user.username,
    mustChangePassword: user.must_change_password === 1,
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
  input: { username: string; password: string; mustChangePassword?: boolean },
  database: DB = db(),
): Promise<User> {
  const stamp = now();
  return database
    .insertInto("users")
    .values({
      username: input.username,
      password_hash: await hashPassword(input.password),
      must_change_password: input.mustChangePassword ? 1 : 0,
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
 * Checks a username and password. Returns the user, or null for an unknown user or a wrong password;
 * both take the same time (one argon2 verification).
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
  return (await verifyPassword(user.password_hash, password)) ? user : null;
}

/** A random password of 20 URL-safe characters (about 120 bits) for a generated first account. */
export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}
