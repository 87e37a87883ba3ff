import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/databases";
import { bumpContentVersion, contentVersion } from "./content-version.server";
import { createDatabase, type DB, migrateToLatest } from "./db.server";

describe.each(testDatabases())("content version on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());

  it("reads the current version and raises it by one per admin write", async () => {
    const start = await contentVersion(database);
    expect(Number.isInteger(start)).toBe(true);
    await bumpContentVersion(database);
    expect(await contentVersion(database)).toBe(start + 1);
    await bumpContentVersion(database);
    await bumpContentVersion(database);
    expect(await contentVersion(database)).toBe(start + 3);
  });
});

describe("content version across two app instances on one SQLite file", () => {
  const file = join(mkdtempSync(join(tmpdir(), "school-version-")), "data.db");
  let first: DB;
  let second: DB;
  beforeAll(async () => {
    first = createDatabase(file);
    await migrateToLatest(first);
    second = createDatabase(file);
  });
  afterAll(async () => {
    await first.destroy();
    await second.destroy();
  });

  it("a write on one instance is seen by the other's next read (the prepared read is never stale)", async () => {
    const before = await contentVersion(second);
    expect(await contentVersion(first)).toBe(before);
    await bumpContentVersion(first);
    expect(await contentVersion(second)).toBe(before + 1);
    await bumpContentVersion(second);
    expect(await contentVersion(first)).toBe(before + 2);
  });
});
