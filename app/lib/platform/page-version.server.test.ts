import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { createDatabase, type DB, migrateToLatest } from "./db.server";
import { bumpPageVersion, pageVersion } from "./page-version.server";

describe.each(testDatabases())("page version on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());

  it("reads the current version and raises it by one per admin write", async () => {
    const start = await pageVersion(database);
    expect(Number.isInteger(start)).toBe(true);
    await bumpPageVersion(database);
    expect(await pageVersion(database)).toBe(start + 1);
    await bumpPageVersion(database);
    await bumpPageVersion(database);
    expect(await pageVersion(database)).toBe(start + 3);
  });
});

describe("page version across two app instances on one SQLite file", () => {
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
    const before = await pageVersion(second);
    expect(await pageVersion(first)).toBe(before);
    await bumpPageVersion(first);
    expect(await pageVersion(second)).toBe(before + 1);
    await bumpPageVersion(second);
    expect(await pageVersion(first)).toBe(before + 2);
  });
});
