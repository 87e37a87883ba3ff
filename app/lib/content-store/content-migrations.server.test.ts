import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ContentMigration } from "~content/migrations";
import { officeHoursPerSchool } from "~content/migrations/2026-11-office-hours-per-school";
import { oneAgeRulePerClass } from "~content/migrations/2026-11-one-age-rule-per-class";
import { rteYearFromSettings } from "~content/migrations/2026-11-rte-year-from-settings";
import { rtePages } from "~content/rte";
import { type ContentPage, pageSchema } from "~content/schemas/page";
import { settingsDefaults } from "~content/settings";
import { testDatabases, withSchemaLock } from "../../../tests/support/databases";
import { prepareDatabase } from "../ops/startup.server";
import type { DB } from "../platform/db.server";
import { checkStoredContent, runContentMigrations, StoredContentMismatch } from "./content-migrations.server";
import { type Editable, editables } from "./editables.server";
import { publishPage, saveDraft } from "./page-editing.server";
import { readPage } from "./page-store.server";
import { readSettings } from "./settings.server";

/**
 * Schema changes never lose the office's work (decision 0017): a stored value is reshaped by a content
 * migration, and a value that still does not fit stops the start, naming the page, instead of being
 * replaced by the shipped default. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */

const LIBRARY = "/vidhyapeeth/facilities/library";
const office = { actor: { id: 1, username: "office" } };
const quiet = () => undefined;

describe.each(testDatabases())("content migrations ($name)", (testDb) => {
  let database: DB;
  /**
   * Start-up migrates first, and Kysely's migrator reads every schema of the PostgreSQL test database:
   * it runs while no other test file drops its schema (see withSchemaLock).
   */
  const prepare = () => withSchemaLock(() => prepareDatabase(database, quiet));

  beforeAll(async () => {
    database = await testDb.open();
    await prepare();
  });
  afterAll(async () => {
    await testDb.close();
  });
  beforeEach(async () => {
    await database.deleteFrom("content_migrations").where("id", "like", "test-%").execute();
  });

  it("adding a required field to the page schema keeps an edited page's text, through a content migration", async () => {
    const shipped = (await readPage(LIBRARY, database)) as ContentPage;
    const edited = { ...shipped, intro: "The library opens at 8 AM for reading before class." };
    await publishPage(LIBRARY, edited, office, database);
    await saveDraft(LIBRARY, { ...edited, title: "Library (draft)" }, office, database);

    // A release makes `summary` required on every content page.
    const extended = pageSchema.extend({ summary: z.string().min(1) });
    const entries = new Map<string, Editable>(
      [...editables].map(([path, entry]) => [
        path,
        entry.kind === "page"
          ? { ...entry, schema: extended, shipped: { ...(entry.shipped as object), summary: "x" } }
          : entry,
      ]),
    );

    // Without its content migration the start is refused, naming the page and the field.
    const refused = await checkStoredContent(database, entries, quiet).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoredContentMismatch);
    expect((refused as Error).message).toContain(`${LIBRARY}: summary`);

    const addSummary: ContentMigration = {
      id: "test-page-summary",
      appliesTo: (path) => path.startsWith("/") && entries.get(path)?.kind === "page",
      up: (value) => {
        const page = value as ContentPage & { summary?: string };
        return page.summary ? page : { ...page, summary: page.description ?? page.title };
      },
    };
    expect(await runContentMigrations(database, [addSummary])).toEqual(["test-page-summary"]);
    await checkStoredContent(database, entries, quiet);

    const row = await database
      .selectFrom("pages")
      .select(["published", "draft"])
      .where("path", "=", LIBRARY)
      .executeTakeFirstOrThrow();
    const parse = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);
    const published = extended.parse(parse(row.published));
    expect(published.intro).toBe("The library opens at 8 AM for reading before class.");
    expect(published.summary).toBe(shipped.description);
    expect(extended.parse(parse(row.draft)).title).toBe("Library (draft)");
    // Every version in the history was reshaped too, so each can still be restored.
    const versions = await database
      .selectFrom("page_versions")
      .select("data")
      .where("path", "=", LIBRARY)
      .execute();
    for (const version of versions) expect(extended.safeParse(parse(version.data)).success).toBe(true);

    // Applied once: a second start does not run it again.
    expect(await runContentMigrations(database, [addSummary])).toEqual([]);
  });

  it("a stored value the office edited that no longer fits refuses the start, rather than showing the shipped one", async () => {
    await publishPage(
      LIBRARY,
      { ...(await readPage(LIBRARY, database)), intro: "Edited." },
      office,
      database,
    );
    await database
      .updateTable("pages")
      .set({ published: JSON.stringify({ path: LIBRARY, title: "", blocks: [] }) })
      .where("path", "=", LIBRARY)
      .execute();
    await expect(prepare()).rejects.toThrow(/library: title/);
    await publishPage(LIBRARY, await readPage(LIBRARY, database), office, database);
    await prepare();
  });

  it("moves the office hours saved for both schools into each school", async () => {
    const old = structuredClone(settingsDefaults.contacts) as unknown as Record<string, unknown> & {
      schools: Record<string, Record<string, unknown>>;
    };
    for (const school of Object.values(old.schools)) delete school.officeHours;
    old.officeHours = "9 AM to 4 PM, Monday to Saturday";
    await database
      .updateTable("pages")
      .set({ published: JSON.stringify(old), edited_at: "2026-11-01T00:00:00.000Z" })
      .where("path", "=", "settings:contacts")
      .execute();
    await database.deleteFrom("content_migrations").where("id", "=", officeHoursPerSchool.id).execute();
    await prepare();
    const { contacts } = await readSettings(database);
    expect(contacts.schools.vidhyashram.officeHours).toBe("9 AM to 4 PM, Monday to Saturday");
    expect(contacts.schools.vidhyapeeth.officeHours).toBe("9 AM to 4 PM, Monday to Saturday");
    expect(officeHoursPerSchool.up(officeHoursPerSchool.up(old))).toEqual(officeHoursPerSchool.up(old));
  });

  it("keeps the office's minimum ages and counting day when each class gets one age rule", async () => {
    const old = {
      ...settingsDefaults.admissions,
      ageOn: "2026-06-01",
      byClass: {
        PreKG: { bornOnOrBefore: "2023-12-31", minimumAge: { years: 2, months: 5 } },
        LKG: { bornOnOrBefore: "2022-12-31", minimumAge: { years: 3, months: 5 } },
        UKG: { bornOnOrBefore: "2021-12-31", minimumAge: { years: 4, months: 5 } },
        I: { bornOnOrBefore: "2020-12-31", minimumAge: { years: 5, months: 5 } },
      },
    } as Record<string, unknown>;
    delete old.countedOn;
    await database
      .updateTable("pages")
      .set({ published: JSON.stringify(old), edited_at: "2026-11-01T00:00:00.000Z" })
      .where("path", "=", "settings:admissions")
      .execute();
    await database.deleteFrom("content_migrations").where("id", "=", oneAgeRulePerClass.id).execute();
    await prepare();
    const { admissions } = await readSettings(database);
    expect(admissions.countedOn).toEqual({ day: 1, month: "06" });
    expect(admissions.byClass.LKG).toEqual({ years: 3, months: 5 });
    expect(admissions.byClass.I).toEqual({ years: 5, months: 5 });
    expect(oneAgeRulePerClass.up(oneAgeRulePerClass.up(old))).toEqual(oneAgeRulePerClass.up(old));
  });

  it("drops an RTE page's own academic year and keeps the rest of what the office published", async () => {
    const old = { ...rtePages.vidhyapeeth, academicYear: "2027-2028", seats: [{ class: "LKG", seats: 40 }] };
    await database
      .updateTable("pages")
      .set({ published: JSON.stringify(old), edited_at: "2026-11-01T00:00:00.000Z" })
      .where("path", "=", "/vidhyapeeth/rte")
      .execute();
    await database.deleteFrom("content_migrations").where("id", "=", rteYearFromSettings.id).execute();
    await prepare();
    const row = await database
      .selectFrom("pages")
      .select("published")
      .where("path", "=", "/vidhyapeeth/rte")
      .executeTakeFirstOrThrow();
    const stored = typeof row.published === "string" ? JSON.parse(row.published) : row.published;
    expect(stored).not.toHaveProperty("academicYear");
    expect(stored.seats).toEqual([{ class: "LKG", seats: 40 }]);
    expect(rteYearFromSettings.up(rteYearFromSettings.up(old))).toEqual(rteYearFromSettings.up(old));
  });
});
