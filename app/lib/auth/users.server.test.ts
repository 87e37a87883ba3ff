import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrations } from "~db/migrations";
import { clearTables, testDatabases, withSchemaLock } from "../../../tests/support/databases";
import { type DB, migrateToLatest, now } from "../platform/db.server";
import {
  checkCredentials,
  countUsers,
  createUser,
  deleteUser,
  findUserById,
  findUserByUsername,
  generatePassword,
  setPassword,
  setUserAccess,
  setUserDisabled,
} from "./users.server";

const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  },
};

describe.each(testDatabases())("users on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());
  beforeEach(() => clearTables(database));

  it("stores an argon2id hash, never the password", async () => {
    const password = "correct horse battery";
    const user = await createUser({ username: "office", password }, database);
    expect(user.username).toBe("office");
    expect(user.must_change_password).toBe(0);
    expect(user.password_hash.startsWith("$argon2id$")).toBe(true);
    expect(user.password_hash).not.toContain(password);
    const stored = await findUserByUsername("office", database);
    expect(stored?.password_hash).toBe(user.password_hash);
    expect(stored?.id).toBe(user.id);
  });

  it("counts users and finds them by name and id", async () => {
    expect(await countUsers(database)).toBe(0);
    const first = await createUser({ username: "first", password: "first-password" }, database);
    await createUser({ username: "second", password: "second-password", mustChangePassword: true }, database);
    expect(await countUsers(database)).toBe(2);
    expect((await findUserByUsername("second", database))?.must_change_password).toBe(1);
    expect(await findUserByUsername("nobody", database)).toBeUndefined();
    expect((await findUserById(first.id, database))?.username).toBe("first");
    expect(await findUserById(first.id + 1000, database)).toBeUndefined();
  });

  it("checks credentials: right password, wrong password, unknown user", async () => {
    const user = await createUser({ username: "clerk", password: "right-password" }, database);
    expect((await checkCredentials("clerk", "right-password", database))?.id).toBe(user.id);
    expect(await checkCredentials("clerk", "wrong-password", database)).toBeNull();
    expect(await checkCredentials("clerk", "", database)).toBeNull();
    expect(await checkCredentials("ghost", "right-password", database)).toBeNull();
  });

  it("sets a new password: the old one stops working and the forced-change flag follows", async () => {
    const user = await createUser(
      { username: "admin", password: "generated-password", mustChangePassword: true },
      database,
    );
    expect(await setPassword(user.id, "my-own-password", {}, database)).toBe(true);
    expect(await checkCredentials("admin", "generated-password", database)).toBeNull();
    const signedIn = await checkCredentials("admin", "my-own-password", database);
    expect(signedIn?.id).toBe(user.id);
    expect(signedIn?.must_change_password).toBe(0);
    expect(signedIn?.password_hash.startsWith("$argon2id$")).toBe(true);

    expect(await setPassword(user.id, "reset-by-office", { mustChange: true }, database)).toBe(true);
    expect((await checkCredentials("admin", "reset-by-office", database))?.must_change_password).toBe(1);
    expect(await checkCredentials("admin", "my-own-password", database)).toBeNull();
  });

  it("reports an unknown id when setting a password", async () => {
    expect(await setPassword(4242, "whatever-password", {}, database)).toBe(false);
  });

  it("refuses a username that is taken", async () => {
    await createUser({ username: "taken", password: "first-password" }, database);
    await expect(createUser({ username: "taken", password: "other-password" }, database)).rejects.toThrow();
    expect(await countUsers(database)).toBe(1);
    expect(await checkCredentials("taken", "other-password", database)).toBeNull();
  });

  // Roles (migration 0006), the last administrator and disabled accounts.
  it("migration 0006 makes existing users administrators and can be undone and redone", async () => {
    const migrator = new Migrator({ db: database, provider });
    // Down to just before 0006 (undoing any later migration on the way). Under the lock: dropping
    // columns would break another test file's migrator reading every schema meanwhile.
    const down = await withSchemaLock(() => migrator.migrateTo("0005_legacy_imports"));
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain("0006_roles_audit");
    const stamp = now();
    await (database as unknown as DB)
      .insertInto("users")
      .values({
        username: "old-timer",
        password_hash: "x",
        must_change_password: 0,
        created_at: stamp,
        updated_at: stamp,
      } as never)
      .execute();
    expect((await withSchemaLock(() => migrateToLatest(database)))[0]).toBe("0006_roles_audit");
    expect(await findUserByUsername("old-timer", database)).toMatchObject({
      role: "admin",
      scope: null,
      disabled: 0,
    });
  });

  it("refuses a role or scope outside the lists", async () => {
    const user = await createUser({ username: "x", password: "p" }, database);
    await expect(
      database
        .updateTable("users")
        .set({ role: "owner" as never })
        .where("id", "=", user.id)
        .execute(),
    ).rejects.toThrow();
    await expect(
      database
        .updateTable("users")
        .set({ scope: "everyone" as never })
        .where("id", "=", user.id)
        .execute(),
    ).rejects.toThrow();
  });

  it("never leaves the site without an active administrator", async () => {
    const a = await createUser({ username: "a", password: "p" }, database);
    const b = await createUser({ username: "b", password: "p" }, database);
    expect(await setUserAccess(a.id, { role: "editor", scope: "group" }, database)).toBe("ok");
    expect(await setUserAccess(b.id, { role: "editor", scope: null }, database)).toBe("last-admin");
    expect(await setUserDisabled(b.id, true, database)).toBe("last-admin");
    expect(await deleteUser(b.id, database)).toBe("last-admin");
    expect((await findUserByUsername("b", database))?.role).toBe("admin");
    // An admin may go once another active one exists; a disabled admin does not count.
    expect(await setUserAccess(a.id, { role: "admin", scope: "vidhyapeeth" }, database)).toBe("ok");
    expect((await findUserByUsername("a", database))?.scope).toBeNull();
    expect(await setUserDisabled(a.id, true, database)).toBe("ok");
    expect(await deleteUser(b.id, database)).toBe("last-admin");
    expect(await setUserDisabled(a.id, false, database)).toBe("ok");
    expect(await deleteUser(b.id, database)).toBe("ok");
    expect(await deleteUser(b.id, database)).toBe("missing");
  });

  it("a disabled account's right password is refused", async () => {
    const user = await createUser({ username: "off", password: "right-password-1" }, database);
    await createUser({ username: "keeper", password: "p" }, database);
    expect(await setUserDisabled(user.id, true, database)).toBe("ok");
    expect(await checkCredentials("off", "right-password-1", database)).toBeNull();
  });
});

describe("generatePassword", () => {
  it("gives 20 URL-safe characters, different each time", () => {
    const passwords = Array.from({ length: 20 }, generatePassword);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
