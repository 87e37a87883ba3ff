import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnquiry, getEnquiry } from "~/lib/enquiries/enquiries.server";
import { createDatabase, type DB } from "~/lib/platform/db.server";
import { testDatabases, withSchemaLock } from "../tests/support/databases";
import { enquiriesRetention } from "./enquiries-retention";

/**
 * `npm run enquiries:retention`: the retention job run by hand, as of today or of the day `--today`
 * names; it says what it erased, and refuses arguments it does not understand.
 */
describe("npm run enquiries:retention on a database never migrated", () => {
  it("migrates it first, then finds nothing due", async () => {
    const database = createDatabase(join(mkdtempSync(join(tmpdir(), "retention-")), "new.db"));
    const lines: string[] = [];
    try {
      expect(
        await enquiriesRetention([], { database, log: (l) => lines.push(l), fail: (l) => lines.push(l) }),
      ).toBe(0);
      expect(lines).toEqual(["Nothing was due (or another server is running the job now)."]);
      expect(await database.selectFrom("enquiries").select("id").execute()).toEqual([]);
    } finally {
      await database.destroy();
    }
  });
});

for (const target of testDatabases()) {
  describe(`npm run enquiries:retention (${target.name})`, () => {
    let database: DB;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(() => target.close());

    /**
     * The job migrates first, and Kysely's migrator reads every schema of the test database: it runs
     * while no other test file drops its schema (see withSchemaLock).
     */
    const run = (args: string[], out: ReturnType<typeof output>) =>
      withSchemaLock(() => enquiriesRetention(args, { database, ...out }));

    const output = () => {
      const lines: string[] = [];
      return { lines, log: (line: string) => lines.push(line), fail: (line: string) => lines.push(line) };
    };

    it("erases, as of the day given, what is past its last day kept, and says so", async () => {
      const enquiry = await createEnquiry(
        {
          student_name: "Anusha",
          parent_name: "Ramesh",
          phone: "+919876543210",
          email: null,
          class_sought: "LKG",
          school: "vidhyapeeth",
          message: null,
        },
        database,
        { advertisedYear: "2090-2091" },
      );
      const before = output();
      expect(await run(["--today", "2091-01-31"], before)).toBe(0);
      expect(before.lines).toEqual(["Nothing was due (or another server is running the job now)."]);
      expect((await getEnquiry(enquiry.id, database))?.student_name).toBe("Anusha");

      const after = output();
      expect(await run(["--today=2091-02-01"], after)).toBe(0);
      expect(after.lines.join("\n")).toMatch(/^\d+ enquir(y|ies) erased after the retention period/);
      expect(await getEnquiry(enquiry.id, database)).toMatchObject({
        student_name: "",
        erased_reason: "retention",
      });
    });

    it.each([
      ["--today", "31-01-2091"],
      ["--today", "2091-02-30"],
      ["--today", "2091-13-01"],
      ["--today"],
      ["--now"],
    ])("refuses %s %s with the usage and exit status 1", async (...args) => {
      const out = output();
      expect(await run(args, out)).toBe(1);
      expect(out.lines.join("\n")).toContain("Usage: npm run enquiries:retention");
    });
  });
}
