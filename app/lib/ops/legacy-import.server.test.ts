import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, withSchemaLock } from "../../../tests/support/databases";
import { useLegacySite } from "../../../tests/support/legacy-site";
import { verifyPassword } from "../auth/password.server";
import type { DB } from "../platform/db.server";
import {
  formatLegacyReport,
  importLegacy,
  type LegacySource,
  legacyDate,
  legacyUrl,
  pgLegacySource,
} from "./legacy-import.server";

describe("legacy value repairs", () => {
  it("reads ISO dates, timestamps and Indian DD/MM/YYYY dates", () => {
    expect(legacyDate("2024-06-05")).toBe("2024-06-05");
    expect(legacyDate("2024-06-05 10:30:00+05:30")).toBe("2024-06-05");
    expect(legacyDate("5/6/2024")).toBe("2024-06-05");
    expect(legacyDate("05-06-2024")).toBe("2024-06-05");
    expect(legacyDate("next Monday")).toBe("");
    expect(legacyDate(null)).toBe("");
  });

  it("keeps web addresses, adds https:// to bare ones, refuses the rest", () => {
    expect(legacyUrl("https://example.org/a")).toBe("https://example.org/a");
    expect(legacyUrl("www.example.org/a")).toBe("https://www.example.org/a");
    expect(legacyUrl("javascript:alert(1)")).toBeNull();
    expect(legacyUrl("see the office")).toBeNull();
    expect(legacyUrl("  ")).toBeNull();
  });

  it("completes a scheme-less link by the forms' rule", () => {
    expect(legacyUrl("www.cbse.gov.in/x")).toBe("https://www.cbse.gov.in/x");
    expect(legacyUrl("picture.jpg")).toBeNull();
    expect(legacyUrl("javascript:alert(1)")).toBeNull();
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("import from the old site's PostgreSQL (needs TEST_DATABASE_URL; CI sets it)", () => {
  const oldSite = useLegacySite(pgUrl);

  for (const target of testDatabases()) {
    describe(`into ${target.name}`, () => {
      let database: DB;
      let source: ReturnType<typeof pgLegacySource>;
      beforeAll(async () => {
        database = await target.open();
        source = pgLegacySource(oldSite());
      });
      afterAll(async () => {
        await source.close();
        await target.close();
      });

      const count = async (table: "notifications" | "announcements" | "media_library" | "albums" | "users") =>
        Number(
          (
            await database
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string | number>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );

      it("a dry run reports counts per table and writes nothing", async () => {
        const report = await importLegacy(source, database, { dryRun: true });
        const byTable = Object.fromEntries(report.tables.map((t) => [t.table, t]));
        expect(byTable.notifications).toMatchObject({ found: 4, imported: 3, alreadyImported: 0 });
        expect(byTable.notifications?.skipped).toHaveLength(1);
        expect(byTable.announcements).toMatchObject({ found: 3, imported: 3 });
        expect(byTable.media_library).toMatchObject({ found: 3, imported: 2 });
        expect(byTable.gallery).toMatchObject({ found: 3, imported: 2 });
        expect(byTable.users).toMatchObject({ found: 3, imported: 2 });
        for (const table of ["notifications", "announcements", "media_library", "albums", "users"] as const) {
          expect(await count(table)).toBe(0);
        }
        expect(await database.selectFrom("legacy_imports").selectAll().execute()).toEqual([]);
        expect(formatLegacyReport(report)).toContain("Dry run: nothing was written.");
      });

      it("imports every valid row through our validation, and reports the rest", async () => {
        // An account that already exists here is left as it is.
        await database
          .insertInto("users")
          .values({
            username: "principal",
            password_hash: "$argon2id$existing",
            must_change_password: 0,
            created_at: "2024-01-01T00:00:00.000Z",
            updated_at: "2024-01-01T00:00:00.000Z",
          })
          .execute();

        const report = await importLegacy(source, database);
        const byTable = Object.fromEntries(report.tables.map((t) => [t.table, t]));
        expect(byTable.notifications?.skipped[0]?.reason).toMatch(/title/);
        expect(byTable.media_library?.skipped[0]?.reason).toMatch(/YouTube/);
        expect(byTable.gallery?.skipped[0]?.reason).toMatch(/link/);
        expect(byTable.users).toMatchObject({ imported: 1, alreadyPresent: 1 });
        expect(byTable.users?.skipped[0]).toMatchObject({ key: "has space" });

        const notices = await database.selectFrom("notifications").selectAll().orderBy("id").execute();
        expect(notices.map((n) => [n.title, n.description, n.date, n.audience])).toEqual([
          ["School reopens", "Classes resume for all grades.", "2024-06-03", "group"],
          ["<b>Sports day</b>", "", "2024-07-12", "group"],
          [
            "Undated notice",
            "kept with its creation day",
            expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            "group",
          ],
        ]);

        const news = await database.selectFrom("announcements").selectAll().orderBy("id").execute();
        expect(news.map((a) => [a.title, a.link, a.date])).toEqual([
          ["Admissions open", "https://example.org/admissions", "2024-12-01"],
          ["Fee portal", "https://www.example.org/fees", "2025-01-15"],
          ["Circular", null, "2025-02-01"],
        ]);
        expect(byTable.announcements?.warnings.map((w) => w.message).join("\n")).toMatch(/ask the office/);

        const videos = await database.selectFrom("media_library").selectAll().orderBy("id").execute();
        expect(videos.map((v) => [v.title, v.youtube_id])).toEqual([
          ["Annual day", "dQw4w9WgXcQ"],
          ["Short", "abcdefghijk"],
        ]);

        const albumRows = await database.selectFrom("albums").selectAll().orderBy("id").execute();
        expect(albumRows.map((a) => [a.title, a.link, a.thumbnail])).toEqual([
          ["Science fair", "https://photos.example.org/science", null],
          ["Sports meet", "https://photos.example.org/sports", "https://images.example.org/sports.jpg"],
        ]);

        const office = await database
          .selectFrom("users")
          .selectAll()
          .where("username", "=", "office")
          .executeTakeFirstOrThrow();
        expect(office.password_hash).toMatch(/^\$argon2id\$/);
        expect(office.password_hash).not.toContain("office123");
        expect(office.must_change_password).toBe(1);
        expect(await verifyPassword(office.password_hash, "office123")).toBe(true);
        const principal = await database
          .selectFrom("users")
          .selectAll()
          .where("username", "=", "principal")
          .executeTakeFirstOrThrow();
        expect(principal.password_hash).toBe("$argon2id$existing");

        const mapped = await database.selectFrom("legacy_imports").selectAll().execute();
        expect(mapped).toHaveLength(3 + 3 + 2 + 2 + 1);
        expect(mapped.find((m) => m.source_table === "users")).toMatchObject({
          source_key: "office",
          target_table: "users",
          target_id: office.id,
        });
      });

      it("a second run adds nothing, and does not bring back a row staff deleted", async () => {
        const first = await database
          .selectFrom("notifications")
          .select("id")
          .orderBy("id")
          .executeTakeFirstOrThrow();
        await database.deleteFrom("notifications").where("id", "=", first.id).execute();
        const before = await Promise.all(
          (["notifications", "announcements", "media_library", "albums", "users"] as const).map(count),
        );

        const report = await importLegacy(source, database);
        expect(report.tables.map((t) => t.imported)).toEqual([0, 0, 0, 0, 0]);
        const byTable = Object.fromEntries(report.tables.map((t) => [t.table, t]));
        expect(byTable.notifications).toMatchObject({ alreadyImported: 3 });
        expect(byTable.users).toMatchObject({ alreadyImported: 1, alreadyPresent: 1 });
        const after = await Promise.all(
          (["notifications", "announcements", "media_library", "albums", "users"] as const).map(count),
        );
        expect(after).toEqual(before);
      });
    });
  }

  it("reports a table the old database does not have, and imports the others", async () => {
    const partial = `legacy_partial_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create schema ${partial}`);
    try {
      await admin.query(
        `create table ${partial}.notifications (id int, title text, description text, date text);
           insert into ${partial}.notifications values (7, 'Only table', '', '2024-01-02')`,
      );
      const url = new URL(pgUrl ?? "");
      url.searchParams.set("options", `-c search_path=${partial}`);
      const partialSource = pgLegacySource(url.toString());
      const [target] = testDatabases();
      const database = await target?.open();
      try {
        if (!database) throw new Error("no SQLite test database");
        const report = await importLegacy(partialSource, database);
        expect(report.tables.filter((t) => t.missing).map((t) => t.table)).toEqual([
          "announcements",
          "media_library",
          "gallery",
          "users",
        ]);
        expect(report.tables[0]).toMatchObject({ table: "notifications", imported: 1 });
        expect(formatLegacyReport(report)).toMatch(/announcements\s+announcements\s+\(none\)/);
      } finally {
        await partialSource.close();
        await target?.close();
      }
    } finally {
      await withSchemaLock(() => admin.query(`drop schema ${partial} cascade`));
      await admin.end();
    }
  });
});

describe("import with an in-memory old database", () => {
  it("imports two old rows that share an id once", async () => {
    const [target] = testDatabases();
    const database = await target?.open();
    if (!database) throw new Error("no SQLite test database");
    try {
      const source: LegacySource = {
        async rows(table) {
          if (table !== "notifications") return [];
          return [
            { id: 1, title: "Twice", description: "", date: "2024-03-04" },
            { id: 1, title: "Twice", description: "", date: "2024-03-04" },
          ];
        },
      };
      const report = await importLegacy(source, database);
      expect(report.tables[0]).toMatchObject({ found: 2, imported: 1, alreadyImported: 1 });
      expect(await database.selectFrom("notifications").selectAll().execute()).toHaveLength(1);
    } finally {
      await target?.close();
    }
  });
});
