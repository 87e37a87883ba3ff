import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearTables, testDatabases } from "../../../tests/support/databases";
import { createUser, setUserDisabled } from "../auth/users.server";
import { listAudit, staffUsernames, writeAudit } from "./audit.server";
import type { DB } from "./db.server";

/**
 * The audit log's user filter offers the staff accounts, whatever names failed
 * sign-ins left in the log, and a free-text filter finds any other name.
 */
describe.each(testDatabases())("the audit log's user filter on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());
  beforeEach(async () => {
    await clearTables(database);
    await database.deleteFrom("audit_log").execute();
  });

  /** A refused sign-in as the login action records it. */
  const refused = (username: string) =>
    writeAudit(
      {
        actor: { id: null, username },
        action: "sign-in-failed",
        entity: "session",
        summary: "Sign-in refused: wrong username or password, or a disabled account",
        address: "198.51.100.7",
      },
      database,
    );

  it("lists the staff accounts, disabled ones included, and no name typed at a refused sign-in", async () => {
    await createUser({ username: "principal", password: "p" }, database);
    const office = await createUser({ username: "office", password: "p", role: "editor" }, database);
    await createUser({ username: "keeper", password: "p" }, database);
    await setUserDisabled(office.id, true, database);
    for (let i = 0; i < 600; i++) await refused(`aaa-junk-${String(i).padStart(3, "0")}`);
    await refused("principal");
    expect(await staffUsernames(database)).toEqual(["keeper", "office", "principal"]);
  });

  it("finds rows by part of the username, in any case, with % and _ as plain characters", async () => {
    await createUser({ username: "principal", password: "p" }, database);
    await refused("admin' OR 1=1--");
    await refused("Root_Admin");
    await refused("rootXadmin");
    await refused("100%sure");
    await refused("principal");
    const names = async (usernameContains: string) =>
      (await listAudit({ usernameContains }, database)).rows.map((r) => r.username);
    expect(await names("OR 1=1")).toEqual(["admin' OR 1=1--"]);
    expect(await names("root_")).toEqual(["Root_Admin"]);
    expect(await names("%")).toEqual(["100%sure"]);
    expect(await names("ADMIN")).toEqual(["rootXadmin", "Root_Admin", "admin' OR 1=1--"]);
    expect(await names("nobody")).toEqual([]);
    // Together with the exact filter, both must hold.
    expect((await listAudit({ username: "principal", usernameContains: "root" }, database)).rows).toEqual([]);
    expect(
      (await listAudit({ username: "principal", usernameContains: "cip" }, database)).rows.map(
        (r) => r.username,
      ),
    ).toEqual(["principal"]);
  });
});
