import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { notifications } from "../published/notifications.server";
import { createDatabase, type DB, migrateToLatest } from "./db.server";
import { pageVersion } from "./page-version.server";

/** A change to published content (one notice added): raises the page version by one (migration 0014). */
function publishNotice(database: DB) {
  return notifications.create(
    { title: "Holiday", description: "", date: "2026-01-26", audience: "group" },
    database,
  );
}

describe.each(testDatabases())("page version on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());

  it("reads the current version and raises it by one per change to published content", async () => {
    const start = await pageVersion(database);
    expect(Number.isInteger(start)).toBe(true);
    await publishNotice(database);
    expect(await pageVersion(database)).toBe(start + 1);
    await publishNotice(database);
    await publishNotice(database);
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
    await publishNotice(first);
    expect(await pageVersion(second)).toBe(before + 1);
    await publishNotice(second);
    expect(await pageVersion(first)).toBe(before + 2);
  });
});
