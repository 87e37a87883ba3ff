import { type Migration, type MigrationProvider, Migrator } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrations } from "~db/migrations";
import { clearTables, testDatabases } from "../../../tests/support/databases";
import { COMMON_PASSWORDS_TEXT } from "../auth/common-passwords.server";
import { commonPasswordCount, isCommonPassword, newPasswordProblem } from "../auth/password-policy.server";
import {
  canHandleEnquiry,
  canWriteAudience,
  enquirySchools,
  writableAudiences,
} from "../auth/permissions.server";
import {
  checkCredentials,
  createUser,
  deleteUser,
  findUserByUsername,
  setUserAccess,
  setUserDisabled,
} from "../auth/users.server";
import { auditUsernames, listAudit, writeAudit } from "./audit.server";
import { type DB, migrateToLatest, now } from "./db.server";

const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  },
};

describe.each(testDatabases())("roles and the audit log on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());
  beforeEach(async () => {
    await clearTables(database);
    await database.deleteFrom("audit_log").execute();
  });

  it("migration 0006 makes existing users administrators and can be undone and redone", async () => {
    const migrator = new Migrator({ db: database, provider });
    // Down to just before 0006 (undoing any later migration on the way).
    const down = await migrator.migrateTo("0005_legacy_imports");
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
    expect((await migrateToLatest(database))[0]).toBe("0006_roles_audit");
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

  it("writes and lists audit rows newest first, by user, a page at a time", async () => {
    for (let i = 0; i < 7; i++) {
      await writeAudit(
        {
          actor: { id: i % 2 ? 1 : null, username: i % 2 ? "odd" : "even" },
          action: "create",
          entity: "notifications",
          entityId: i,
          summary: `row ${i} <script>alert(1)</script> “quoted” 🙂`,
          address: "203.0.113.9",
        },
        database,
      );
    }
    const first = await listAudit({ pageSize: 3 }, database);
    expect(first.rows.map((r) => r.entity_id)).toEqual([6, 5, 4]);
    expect(first.more).toBe(true);
    const last = await listAudit({ pageSize: 3, page: 3 }, database);
    expect(last.rows.map((r) => r.entity_id)).toEqual([0]);
    expect(last.more).toBe(false);
    const odd = await listAudit({ username: "odd" }, database);
    expect(odd.rows.map((r) => r.entity_id)).toEqual([5, 3, 1]);
    expect(odd.rows[0]?.summary).toBe("row 5 <script>alert(1)</script> “quoted” 🙂");
    expect(await auditUsernames(database)).toEqual(["even", "odd"]);
  });

  it("cuts an over-long summary instead of failing", async () => {
    await writeAudit(
      { actor: { id: null, username: "u".repeat(500) }, action: "x", entity: "y", summary: "s".repeat(5000) },
      database,
    );
    const [row] = (await listAudit({}, database)).rows;
    expect(row?.summary).toHaveLength(500);
    expect(row?.username).toHaveLength(100);
  });
});

describe("password rules", () => {
  it("ships a list of common passwords under 200 KB, checked whatever the case", () => {
    expect(new TextEncoder().encode(COMMON_PASSWORDS_TEXT).length).toBeLessThan(200 * 1024);
    expect(commonPasswordCount()).toBeGreaterThan(10_000);
    for (const password of [
      "123456",
      "password",
      "qwerty",
      "iloveyou",
      "PASSWORD123",
      "IloveYou2024",
      "qwertyuiop123",
      "Vidhyapeeth@2025",
      "School@2024",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword("purple monkey dishwasher at noon")).toBe(false);
  });

  it("asks for 12 characters, no composition rules, not common, not the username", () => {
    expect(newPasswordProblem("eleven-char", "office")).toMatch(/at least 12/);
    expect(newPasswordProblem("all lower case words", "office")).toBeNull();
    expect(newPasswordProblem("🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂", "office")).toBeNull();
    expect(newPasswordProblem("password1234", "office")).toMatch(/commonly used/);
    expect(newPasswordProblem("Principal.Office", "principal.office")).toMatch(/username/);
    expect(newPasswordProblem("x".repeat(201), "office")).toMatch(/at most/);
  });
});

describe("permissions", () => {
  const admin = { role: "admin", scope: null } as const;
  const all = { role: "editor", scope: null } as const;
  const vp = { role: "editor", scope: "vidhyapeeth" } as const;
  const group = { role: "editor", scope: "group" } as const;

  it("admins and all-audience editors write every audience; a scoped editor only theirs", () => {
    expect(writableAudiences(admin)).toEqual(["group", "vidhyashram", "vidhyapeeth"]);
    expect(writableAudiences(all)).toEqual(["group", "vidhyashram", "vidhyapeeth"]);
    expect(writableAudiences(vp)).toEqual(["vidhyapeeth"]);
    expect(canWriteAudience(vp, "vidhyashram")).toBe(false);
    expect(canWriteAudience(group, "group")).toBe(true);
    expect(canWriteAudience(group, "vidhyapeeth")).toBe(false);
    expect(canWriteAudience(admin, "anything-else")).toBe(false);
  });

  it("a school's editor handles its enquiries and the undecided ones", () => {
    expect(enquirySchools(admin)).toBeNull();
    expect(enquirySchools(group)).toBeNull();
    expect(enquirySchools(vp)).toEqual(["vidhyapeeth", "not-sure"]);
    expect(canHandleEnquiry(vp, "vidhyashram")).toBe(false);
    expect(canHandleEnquiry(vp, "not-sure")).toBe(true);
  });
});
