import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearTables, testDatabases } from "../../../tests/support/databases";
import { auditUsernames, listAudit, writeAudit } from "./audit.server";
import type { DB } from "./db.server";

/** The audit log (roles: app/lib/auth/users.server.test.ts; its user filter: audit-filter.server.test.ts). */
describe.each(testDatabases())("the audit log on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());
  beforeEach(async () => {
    await clearTables(database);
    await database.deleteFrom("audit_log").execute();
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
