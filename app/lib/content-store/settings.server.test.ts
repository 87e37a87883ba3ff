import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { settingsSchemas } from "~content/schemas/settings";
import { settingsDefaults } from "~content/settings";
import { testDatabases } from "../../../tests/support/databases";
import { createDatabase, type DB } from "../platform/db.server";
import { readSettings, SHIPPED_SETTINGS, saveSettings } from "./settings.server";

/** The store of the site settings (decision 0017) on SQLite and, with TEST_DATABASE_URL, PostgreSQL. */

describe("the shipped defaults", () => {
  it("fit their schemas and come from content/", () => {
    for (const [group, schema] of Object.entries(settingsSchemas)) {
      expect(schema.safeParse(settingsDefaults[group as keyof typeof settingsDefaults]).success, group).toBe(
        true,
      );
    }
    expect(settingsDefaults.site.admissionsYear).toBe("2025-2026");
    expect(settingsDefaults.homeSlides).toHaveLength(5);
  });

  it("refuse an admissions year that is not two consecutive years", () => {
    const year = settingsSchemas.site.shape.admissionsYear;
    expect(year.safeParse("2026-2027").success).toBe(true);
    for (const bad of ["2025-2027", "2026-2025", "2025", "2025/2026", "25-26", ""]) {
      expect(year.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("refuse a link that is not an http(s) address", () => {
    for (const bad of ["javascript:alert(1)", "fees.example.org", "ftp://fees.example.org/"]) {
      const links = { ...settingsDefaults.links, vidhyashramFees: bad };
      expect(settingsSchemas.links.safeParse(links).success, bad).toBe(false);
    }
  });
});

describe.each(testDatabases())("settings store ($name)", (testDb) => {
  let database: DB;

  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    await testDb.close();
  });
  beforeEach(async () => {
    await database.deleteFrom("pages").where("path", "like", "settings:%").execute();
    await database.deleteFrom("page_versions").where("path", "like", "settings:%").execute();
    vi.restoreAllMocks();
  });

  it("gives the shipped defaults while nothing is saved", async () => {
    expect(await readSettings(database)).toEqual(SHIPPED_SETTINGS);
  });

  it("reads back what was saved, group by group, and a second save replaces the first", async () => {
    const site = { ...settingsDefaults.site, admissionsYear: "2026-2027", tagline: "Learning for life" };
    await saveSettings("site", site, { id: 7 }, database);
    const slides = [settingsDefaults.homeSlides[1], settingsDefaults.homeSlides[0]].filter(
      (s) => s !== undefined,
    );
    await saveSettings("homeSlides", slides, { id: 7 }, database);
    let read = await readSettings(database);
    expect(read.site).toEqual(site);
    expect(read.homeSlides).toEqual(slides);
    expect(read.contacts).toEqual(SHIPPED_SETTINGS.contacts);
    expect(read.links).toEqual(SHIPPED_SETTINGS.links);

    await saveSettings("site", { ...site, admissionsYear: "2027-2028" }, { id: 8 }, database);
    read = await readSettings(database);
    expect(read.site.admissionsYear).toBe("2027-2028");
    const rows = await database
      .selectFrom("pages")
      .select(["path", "edited_by"])
      .where("path", "like", "settings:%")
      .orderBy("path")
      .execute();
    expect(rows).toEqual([
      { path: "settings:homeSlides", edited_by: 7 },
      { path: "settings:site", edited_by: 8 },
    ]);
    // Each publish is a version in the group's history, as a page's is.
    const versions = await database
      .selectFrom("page_versions")
      .select("number")
      .where("path", "=", "settings:site")
      .execute();
    expect(versions).toHaveLength(3);
  });

  it("keeps contacts with their numbers and map points as they were typed", async () => {
    const contacts = structuredClone(settingsDefaults.contacts);
    contacts.schools.vidhyapeeth.phones[0] = { label: "School office", number: "+919876543210" };
    contacts.schools.vidhyapeeth.location = { latitude: 12.5, longitude: 79.25 };
    await saveSettings("contacts", contacts, { id: 1 }, database);
    expect((await readSettings(database)).contacts).toEqual(contacts);
  });

  it("refuses to save a value that does not fit its schema", async () => {
    const site = { ...settingsDefaults.site, admissionsYear: "2025-2027" };
    await expect(saveSettings("site", site, { id: 1 }, database)).rejects.toThrow();
    expect(
      await database.selectFrom("pages").where("path", "like", "settings:%").selectAll().execute(),
    ).toEqual([]);
  });

  it("gives the shipped default for a stored row that no longer fits, and logs it once", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await database
      .insertInto("pages")
      .values({
        path: "settings:site",
        section: "group",
        published: JSON.stringify({ ...settingsDefaults.site, admissionsYear: "next year" }),
        default_hash: "",
        edited_at: "2026-01-01T00:00:00.000Z",
        edited_by: 1,
        // Each dialect's row is its own (the once-only log is per row and time of saving).
        updated_at: testDb.name === "sqlite" ? "2026-01-01T00:00:00.000Z" : "2026-01-02T00:00:00.000Z",
      })
      .execute();
    await saveSettings(
      "links",
      { ...settingsDefaults.links, alumniForm: "https://alumni.example.org/" },
      { id: 1 },
      database,
    );
    const first = await readSettings(database);
    expect(first.site).toEqual(SHIPPED_SETTINGS.site);
    // The other groups are read as stored.
    expect(first.links.alumniForm).toBe("https://alumni.example.org/");
    await readSettings(database);
    const reports = error.mock.calls.filter((call) => String(call[0]).includes("site settings site"));
    expect(reports).toHaveLength(1);
  });
});

describe("settings when the database cannot be read", () => {
  it("gives every shipped default and logs, never throwing", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // A database without the pages table (never migrated): the read fails.
    const database = createDatabase(join(mkdtempSync(join(tmpdir(), "settings-unread-")), "empty.db"));
    try {
      expect(await readSettings(database)).toEqual(SHIPPED_SETTINGS);
      expect(error).toHaveBeenCalledWith("Error fetching site settings:", expect.any(String));
    } finally {
      await database.destroy();
      error.mockRestore();
    }
  });
});
