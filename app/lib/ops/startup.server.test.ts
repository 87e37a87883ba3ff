import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { people } from "~content/people";
import { migrations } from "~db/migrations";
import { checkCredentials, countUsers, createUser, findUserByUsername } from "../auth/users.server";
import { editables } from "../content-store/editables.server";
import { albums } from "../gallery/albums.server";
import { createDatabase, type DB, migrateToLatest } from "../platform/db.server";
import { env } from "../platform/env.server";
import { announcements } from "../published/announcements.server";
import { notifications } from "../published/notifications.server";
import { mediaItems } from "../published/videos.server";
import { SAMPLE_ALBUMS, SAMPLE_ANNOUNCEMENTS, SAMPLE_MEDIA_ITEMS, SAMPLE_NOTIFICATIONS } from "./seed.server";
import { prepareDatabase } from "./startup.server";

const VARIABLES = ["SEED_SAMPLE_DATA", "ADMIN_USERNAME", "ADMIN_PASSWORD"] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

/** Sets environment variables (undefined removes one) and re-reads the configuration. */
function setEnv(values: Partial<Record<(typeof VARIABLES)[number], string | undefined>>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  env(true);
}

const dir = mkdtempSync(join(tmpdir(), "school-startup-"));
let count = 0;
let database: DB;
let logged: string[];
const log = (message: string) => {
  logged.push(message);
};

beforeEach(() => {
  database = createDatabase(join(dir, `fresh-${++count}.db`));
  logged = [];
  setEnv({ SEED_SAMPLE_DATA: "false", ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
});

afterEach(async () => {
  await database.destroy();
  setEnv(saved);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function contentCounts() {
  return {
    notifications: (await notifications.list({}, database)).length,
    announcements: (await announcements.list({}, database)).length,
    media: (await mediaItems.list({}, database)).length,
    albums: (await albums.list({}, database)).length,
  };
}

describe("prepareDatabase", () => {
  it("applies the migrations to a new database", async () => {
    await prepareDatabase(database, log);
    const tables = await database.introspection.getTables();
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        "notifications",
        "announcements",
        "media_library",
        "albums",
        "users",
        "sessions",
      ]),
    );
    expect(logged.join("\n")).toContain("0001_initial");
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(database);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
  });

  it("copies every shipped content page into a new database, once", async () => {
    await prepareDatabase(database, log);
    const rows = await database.selectFrom("pages").select("path").execute();
    expect(rows.map((row) => row.path).sort()).toEqual([...editables.keys()].sort());
    expect(logged.join("\n")).toContain(`Content pages: ${editables.size} added`);

    logged = [];
    await prepareDatabase(database, log);
    expect(logged.join("\n")).not.toContain("Content pages");
  });

  it("copies every shipped person into a new database, once", async () => {
    await prepareDatabase(database, log);
    const rows = await database.selectFrom("people").select("id").execute();
    expect(rows.map((row) => row.id).sort()).toEqual(people.map((p) => p.id).sort());
    expect(logged.join("\n")).toContain(`People: ${people.length} added`);

    logged = [];
    await prepareDatabase(database, log);
    expect(logged.join("\n")).not.toContain("People:");
  });

  it("copies the content pages into an upgraded database", async () => {
    const upTo0007 = new Migrator({ db: database, provider: { getMigrations: async () => migrations } });
    const { error } = await upTo0007.migrateTo("0007_login_throttle");
    expect(error).toBeUndefined();
    await prepareDatabase(database, log);
    expect(logged.join("\n")).toContain("0008_pages");
    const { count } = await database
      .selectFrom("pages")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(editables.size);
  });

  it("seeds the sample rows once when SEED_SAMPLE_DATA is true", async () => {
    setEnv({ SEED_SAMPLE_DATA: "true" });
    await prepareDatabase(database, log);
    const expected = {
      notifications: SAMPLE_NOTIFICATIONS.length,
      announcements: SAMPLE_ANNOUNCEMENTS.length,
      media: SAMPLE_MEDIA_ITEMS.length,
      albums: SAMPLE_ALBUMS.length,
    };
    expect(await contentCounts()).toEqual(expected);
    expect((await notifications.list({}, database)).map((n) => n.title).sort()).toEqual(
      SAMPLE_NOTIFICATIONS.map((n) => n.title).sort(),
    );

    await prepareDatabase(database, log);
    expect(await contentCounts()).toEqual(expected);
    expect(await countUsers(database)).toBe(1);
  });

  it("adds no sample rows when SEED_SAMPLE_DATA is false", async () => {
    await prepareDatabase(database, log);
    expect(await contentCounts()).toEqual({ notifications: 0, announcements: 0, media: 0, albums: 0 });
  });

  it("creates an admin with a generated password, shown once, to be changed", async () => {
    await prepareDatabase(database, log);
    const admin = await findUserByUsername("admin", database);
    expect(admin?.must_change_password).toBe(1);
    expect(await countUsers(database)).toBe(1);

    const text = logged.join("\n");
    const password = /password:\s+([A-Za-z0-9_-]{20})\s/.exec(text)?.[1];
    expect(password).toBeDefined();
    expect((await checkCredentials("admin", password ?? "", database))?.id).toBe(admin?.id);
    expect(admin?.password_hash).not.toContain(password);

    logged = [];
    await prepareDatabase(database, log);
    expect(await countUsers(database)).toBe(1);
    expect(logged.join("\n")).not.toContain(password);
  });

  it("creates the administrator named by ADMIN_USERNAME and ADMIN_PASSWORD", async () => {
    setEnv({ ADMIN_USERNAME: "principal", ADMIN_PASSWORD: "a-good-long-password" });
    await prepareDatabase(database, log);
    const principal = await findUserByUsername("principal", database);
    expect(principal?.must_change_password).toBe(0);
    expect(await findUserByUsername("admin", database)).toBeUndefined();
    expect((await checkCredentials("principal", "a-good-long-password", database))?.id).toBe(principal?.id);
    expect(logged.join("\n")).not.toContain("a-good-long-password");

    await prepareDatabase(database, log);
    expect(await countUsers(database)).toBe(1);
  });

  it.each([
    ["shorter than 12 characters", "eleven-char"],
    ["a common password", "Password1234"],
    ["the username", "principal-office"],
  ])("refuses a new administrator whose ADMIN_PASSWORD is %s", async (_label, password) => {
    setEnv({ ADMIN_USERNAME: "principal-office", ADMIN_PASSWORD: password });
    await expect(prepareDatabase(database, log)).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await findUserByUsername("principal-office", database)).toBeUndefined();
  });

  it("accepts an ADMIN_USERNAME that already exists, whatever rule its password was made under", async () => {
    await migrateToLatest(database);
    await createUser({ username: "principal", password: "ten-chars!" }, database);
    setEnv({ ADMIN_USERNAME: "principal", ADMIN_PASSWORD: "ten-chars!" });
    await prepareDatabase(database, log);
    expect(await countUsers(database)).toBe(1);
    expect((await findUserByUsername("principal", database))?.role).toBe("admin");
  });
});
